/**
 * Platform commands on the platform's own staff: create-staff prints a one-time link (server/staff/enrolment.ts)
 * where the member sets a password and an authenticator, as create-merchant does for an operator. The first
 * administrator comes from here; later ones an administrator may add from the platform console too.
 */
import { z } from 'zod';
import { staffRoleNames } from '../../openapi/endpoint';
import { opsActor } from '../staff/audit';
import { createStaff } from '../staff/members';
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
