/**
 * Platform commands on the platform's own staff: create-staff prints a one-time link (server/staff/enrolment.ts)
 * where the member sets a password and an authenticator, as create-merchant does for an operator; reset-staff prints
 * a new one for a member who lost theirs. The first administrator comes from here, and an administrator's own reset
 * (the staff call refuses one's own); later members an administrator may add and reset from the platform console too,
 * whose links go to the member's contact and never to the administrator. These print the link: whoever runs them has
 * a shell on the server's machine, and with it the database and the server key, so a link hides nothing from them, and
 * the first administrator has nobody yet to send it (docs/decisions/sign-up-links-reach-their-person.md).
 * set-staff-contact sets where a member's links go, which the console cannot (an administrator could send another
 * member's next link to themselves).
 */
import { z } from 'zod';
import { staffRoleNames } from '../../openapi/endpoint';
import { apiLanguages } from '../../openapi/i18n/languages';
import { opsActor } from '../staff/audit';
import { notFound } from '../http/errors';
import { printedLinkOnly } from '../mail/enrolmentLinks';
import { createStaff, resetStaff, setStaffContact } from '../staff/members';
import { findStaffByUsername } from '../staff/repository';
import { defineCommand } from './command';

/** A member's contact as the commands take it: --email, --phone (digits), --language. */
export const contactOptions = z.object({
  email: z.email('email: an email address').max(254).optional(),
  phone: z.string().regex(/^\d{5,20}$/, 'phone: 5 to 20 digits').optional(),
  language: z.enum(apiLanguages).optional(),
});

export const createStaffCommand = defineCommand({
  name: 'create-staff',
  summary:
    'Add a member of the platform staff with a role; prints a one-time link (24 hours) where they set their password and authenticator. With --email (and --phone) the console can later send them new links',
  positional: ['username'],
  usage: `<username> --role ${staffRoleNames.join('|')} [--email <address>] [--phone <digits>] [--language ${apiLanguages.join('|')}]`,
  input: contactOptions.extend({
    username: z.string().regex(/^[A-Za-z0-9._-]{3,32}$/, 'username: 3 to 32 letters, digits, dot, dash or underscore'),
    role: z.enum(staffRoleNames),
  }),
  async run(context, input, now) {
    const created = printedLinkOnly(await createStaff(context, opsActor(now), input));
    return { staff_id: String(created.staff.id), username: created.staff.username, role: created.staff.role, link: created.link, link_expires: created.link_expires };
  },
});

export const resetStaffCommand = defineCommand({
  name: 'reset-staff',
  summary: 'For a member who lost their password or authenticator: both stop working now, their sessions end, and a one-time link (24 hours) sets new ones',
  positional: ['username'],
  usage: '<username>',
  input: z.object({ username: z.string().min(1) }),
  async run(context, input, now) {
    const member = await findStaffByUsername(context.db, input.username);
    if (!member) throw notFound('kassa.server.staffUsernameNotFound', { username: input.username });
    const reset = printedLinkOnly(await resetStaff(context, opsActor(now), member.id));
    return { staff_id: String(reset.staff.id), username: reset.staff.username, role: reset.staff.role, link: reset.link, link_expires: reset.link_expires };
  },
});

export const setStaffContactCommand = defineCommand({
  name: 'set-staff-contact',
  summary: "Set where a member's sign-up links go (the console's add and reset send them there): an email address, a phone for a copy by SMS, the messages' language",
  positional: ['username'],
  usage: `<username> --email <address> [--phone <digits>] [--language ${apiLanguages.join('|')}]`,
  input: contactOptions.extend({ username: z.string().min(1), email: z.email('email: an email address').max(254) }),
  async run(context, input, now) {
    const member = await findStaffByUsername(context.db, input.username);
    if (!member) throw notFound('kassa.server.staffUsernameNotFound', { username: input.username });
    const changed = await setStaffContact(context, opsActor(now), member.id, { email: input.email, phone: input.phone ?? null, language: input.language ?? 'en' });
    return { staff_id: String(changed.id), username: changed.username, email: changed.contactEmail, phone: changed.contactPhone, language: changed.contactLanguage };
  },
});
