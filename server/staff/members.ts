/**
 * What administrators do to staff accounts: add a member (a one-time link shown once), give a member a new link,
 * change a role, suspend and resume with a reason. Each change and its platform audit row commit together; an
 * administrator never changes their own role or status, so the platform always keeps the administrator who acted.
 */
import { revokeStaffPasskeys } from '../passkeys/staff';
import { eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffRoleName } from '../../openapi/endpoint';
import type { StaffMember } from '../../openapi/entities';
import { unusablePasswordHash } from '../auth/enrolment';
import { newTotpSecret } from '../auth/totp';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import { startsWith } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { staffMembers } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import { platformAudit, type StaffActor } from './audit';
import { issueStaffEnrolmentLink } from './enrolment';
import { insertStaffMember, lastSignIns, staffMemberView, staffTotpSecretPurpose, type StaffRecord } from './repository';
import { endStaffSessions } from './sessions';

/** Adds a member with `role`; answers the member and their one-time link. */
export async function createStaff(context: AppContext, actor: StaffActor, input: { username: string; role: StaffRoleName }) {
  return runTransaction(context.db, async (tx) => {
    const { member } = await insertStaffMember(tx, context.config.secretBox, input, actor.at);
    const { link, expiresAt } = await issueStaffEnrolmentLink(context, tx, member.id, actor.at);
    await platformAudit(tx, actor, 'staff_create', { target: member.username, before: null, after: { role: member.role, status: member.status } });
    return { staff: staffMemberView(member, null), link, link_expires: expiresAt.toISOString() };
  });
}

/** The member an administrator names, locked for the change; 4004 when there is none, 4009 when it is the caller. */
async function memberToChange(tx: Transaction, actor: StaffActor, id: number, selfMessage = 'kassa.server.staffSelfChange'): Promise<StaffRecord> {
  const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  if (!member) throw notFound('kassa.server.staffNotFound', { id });
  if (member.id === actor.staffId) throw conflict(selfMessage);
  return member;
}

/**
 * A new one-time link for a member who lost their password or authenticator (platform/staff/reset, npm run ops --
 * reset-staff). Whoever holds the old ones may not be the member, so they stop working now: the password becomes one
 * nobody knows, the authenticator a secret nobody holds, every session ends and older links are void; until the member
 * uses the link they cannot sign in (`enrolled` is false again). An administrator's own reset goes through the ops
 * command on the server's machine, never through their session (4009).
 */
export async function resetStaff(context: AppContext, actor: StaffActor, id: number) {
  const passwordHash = await unusablePasswordHash();
  return runTransaction(context.db, async (tx) => {
    const member = await memberToChange(tx, actor, id, 'kassa.server.staffSelfReset');
    const [changed] = await tx
      .update(staffMembers)
      .set({ passwordHash, totpSecret: context.config.secretBox.seal(newTotpSecret(), staffTotpSecretPurpose), enrolledAt: null })
      .where(eq(staffMembers.id, id))
      .returning();
    const { link, expiresAt } = await issueStaffEnrolmentLink(context, tx, member.id, actor.at);
    await platformAudit(tx, actor, 'staff_reset', { target: member.username, before: { enrolled: member.enrolledAt !== null }, after: { enrolled: false } });
    await endStaffSessions(tx, actor, member);
    // Whoever lost the password and the authenticator may have lost the passkeys' device too.
    await revokeStaffPasskeys(tx, actor, member.id);
    return { staff: staffMemberView(changed!, (await lastSignIns(tx, [changed!.id])).get(changed!.id)), link, link_expires: expiresAt.toISOString() };
  });
}

export async function changeStaffRole(context: AppContext, actor: StaffActor, id: number, role: StaffRoleName): Promise<z.input<typeof StaffMember>> {
  return runTransaction(context.db, async (tx) => {
    const member = await memberToChange(tx, actor, id);
    if (member.role === role) throw conflict('kassa.server.staffRoleUnchanged');
    const [changed] = await tx.update(staffMembers).set({ role, updatedAt: actor.at }).where(eq(staffMembers.id, id)).returning();
    await platformAudit(tx, actor, 'staff_role_change', { target: member.username, before: { role: member.role }, after: { role } });
    return staffMemberView(changed!, (await lastSignIns(tx, [changed!.id])).get(changed!.id));
  });
}

/** Suspends (every session of the member ends) or resumes the member, with the reason. */
export async function setStaffStatus(
  context: AppContext,
  actor: StaffActor,
  id: number,
  status: 'active' | 'suspended',
  reason: string,
): Promise<z.input<typeof StaffMember>> {
  return runTransaction(context.db, async (tx) => {
    const member = await memberToChange(tx, actor, id);
    if (member.status === status) throw conflict(status === 'suspended' ? 'kassa.server.staffAlreadySuspended' : 'kassa.server.staffNotSuspended');
    const [changed] = await tx.update(staffMembers).set({ status, statusReason: reason, updatedAt: actor.at }).where(eq(staffMembers.id, id)).returning();
    await platformAudit(tx, actor, status === 'suspended' ? 'staff_suspend' : 'staff_resume', {
      target: member.username,
      before: { status: member.status, reason: member.statusReason },
      after: { status, reason },
    });
    if (status === 'suspended') await endStaffSessions(tx, actor, member);
    return staffMemberView(changed!, (await lastSignIns(tx, [changed!.id])).get(changed!.id));
  });
}

export interface StaffFilter {
  role?: StaffRoleName | undefined;
  status?: 'active' | 'suspended' | undefined;
  keyword?: string | undefined;
  order: 'asc' | 'desc';
  paging: PageRequest;
}

export async function listStaff(context: AppContext, filter: StaffFilter): Promise<{ list: z.input<typeof StaffMember>[] } & PageInfo> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(staffMembers.role, filter.role));
  if (filter.status) conditions.push(eq(staffMembers.status, filter.status));
  if (filter.keyword) conditions.push(startsWith(staffMembers.username, filter.keyword.toLowerCase()));
  const { rows, paging } = await pagedList(context.db, {
    query: context.db.select().from(staffMembers).$dynamic(),
    table: staffMembers,
    where: conditions,
    sort: { name: 'create_time', column: staffMembers.createdAt, order: filter.order },
    id: staffMembers.id,
    request: filter.paging,
  });
  const signIns = await lastSignIns(context.db, rows.map((row) => row.id));
  return { list: rows.map((row) => staffMemberView(row, signIns.get(row.id))), ...paging };
}
