/**
 * Platform commands on the platform's own staff: create-staff prints a one-time link (server/staff/enrolment.ts)
 * where the member sets a password and an authenticator, as create-merchant does for an operator; reset-staff prints
 * a new one for a member who lost theirs. The first administrator comes from here, and an administrator's own reset
 * (the staff call refuses one's own); later members an administrator may add and reset from the platform console too.
 */
import { z } from 'zod';
import { staffRoleNames } from '../../openapi/endpoint';
import { opsActor } from '../staff/audit';
import { notFound } from '../http/errors';
import { createStaff, resetStaff } from '../staff/members';
import { findStaffByUsername } from '../staff/repository';
import { defineCommand } from './command';

export const createStaffCommand = defineCommand({
  name: 'create-staff',
  summary: 'Add a member of the platform staff with a role; prints a one-time link (24 hours) where they set their password and authenticator',
  positional: ['username'],
  usage: `<username> --role ${staffRoleNames.join('|')}`,
  input: z.object({
    username: z.string().regex(/^[A-Za-z0-9._-]{3,32}$/, 'username: 3 to 32 letters, digits, dot, dash or underscore'),
    role: z.enum(staffRoleNames),
  }),
  async run(context, input, now) {
    const created = await createStaff(context, opsActor(now), { username: input.username, role: input.role });
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
    const reset = await resetStaff(context, opsActor(now), member.id);
    return { staff_id: String(reset.staff.id), username: reset.staff.username, role: reset.staff.role, link: reset.link, link_expires: reset.link_expires };
  },
});
