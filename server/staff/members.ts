/**
 * What administrators do to staff accounts: add a member (a one-time link sent to the member's contact), send a member
 * a new link, change a role, suspend and resume with a reason. Each change and its platform audit row commit together;
 * an administrator never changes their own role or status, so the platform always keeps the administrator who acted.
 * A link never reaches the administrator who made it (server/mail/enrolmentLinks.ts): only `npm run ops`, acting as
 * `ops` on the server's machine, is answered the link itself. Each link records who issued it (`linkIssuersOf`).
 */
import { revokeStaffPasskeys } from '../passkeys/staff';
import { eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffRoleName } from '../../openapi/endpoint';
import type { StaffMember } from '../../openapi/entities';
import { unusablePasswordHash } from '../auth/enrolment';
import { newTotpSecret } from '../auth/totp';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { startsWith } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { staffMembers } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import { contactLanguageOf, requireEmailTransport, sendEnrolmentLink, type Contact, type LinkPrinted, type LinkSent } from '../mail/enrolmentLinks';
import { platformAudit, type StaffActor } from './audit';
import { issueStaffEnrolmentLink } from './enrolment';
import { insertStaffMember, lastSignIns, staffMemberView, staffTotpSecretPurpose, type StaffRecord } from './repository';
import { endStaffSessions } from './sessions';

/** A new member: the contract's fields of platform/staff/create (its step-up code aside). */
export interface NewStaffMember {
  username: string;
  role: StaffRoleName;
  /** Where their links go; required but for `ops`, which prints the link (the first administrator has nobody to send it). */
  email?: string | null | undefined;
  phone?: string | null | undefined;
  /** The language of their messages; English when absent. */
  language?: string | null | undefined;
}

/** A member as a create or a reset answers them, with where their link went (or, for `ops` only, the link). */
export type StaffWithHandOver = { staff: z.input<typeof StaffMember> } & (LinkSent | LinkPrinted);

/** The administrators who issue a link by default: the acting member; nobody for `ops`. */
const issuersOf = (actor: StaffActor): number[] => (actor.staffId === null ? [] : [actor.staffId]);

/** The member's contact as stored; null without an email address. */
function contactOf(member: Pick<StaffRecord, 'contactEmail' | 'contactPhone' | 'contactLanguage'>): Contact | null {
  return member.contactEmail ? { email: member.contactEmail, phone: member.contactPhone, language: contactLanguageOf(member.contactLanguage) } : null;
}

/**
 * Issues the member's link inside `tx` and hands it over: to `ops` as the link, to a staff member's call as where it
 * was sent (the member's contact). Records who issued it.
 */
async function handOverLink(
  context: AppContext,
  tx: Transaction,
  actor: StaffActor,
  member: StaffRecord,
  purpose: 'enrol' | 'reset',
  issuedBy: number[],
): Promise<LinkSent | LinkPrinted> {
  const { link, expiresAt } = await issueStaffEnrolmentLink(context, tx, member.id, actor.at);
  await tx
    .update(staffMembers)
    .set({ linkIssuedBy: issuedBy, linkIssuedAt: actor.at, linkIssuersBoundUntil: new Date(actor.at.getTime() + context.config.ruleChanges.coolingOffMs) })
    .where(eq(staffMembers.id, member.id));
  if (actor.staffId === null) return { link, link_expires: expiresAt.toISOString() };
  const contact = contactOf(member);
  if (!contact) throw conflict('kassa.server.staffContactMissing', { username: member.username });
  const sentTo = await sendEnrolmentLink(context, tx, contact, { kind: 'staff', purpose, username: member.username, role: member.role }, { url: link, expiresAt }, actor.at);
  return { link_sent_to: sentTo, link_expires: expiresAt.toISOString() };
}

/**
 * Adds a member with `role` and their contact; answers the member and where their one-time link was sent (`ops`: the
 * link). `issuedBy` names the administrators who issue the link (the acting one by default).
 */
export async function createStaff(context: AppContext, actor: StaffActor, input: NewStaffMember, issuedBy: number[] = issuersOf(actor)): Promise<StaffWithHandOver> {
  const email = input.email?.trim() || null;
  const contact: Contact | null = email ? { email, phone: input.phone?.trim() || null, language: contactLanguageOf(input.language) } : null;
  if (actor.staffId !== null) {
    if (!contact) throw conflict('kassa.server.staffContactMissing', { username: input.username.toLowerCase() });
    requireEmailTransport(context);
  }
  return runTransaction(context.db, async (tx) => {
    const { member } = await insertStaffMember(tx, context.config.secretBox, { username: input.username, role: input.role, contact }, actor.at);
    const handedOver = await handOverLink(context, tx, actor, member, 'enrol', issuedBy);
    await platformAudit(tx, actor, 'staff_create', {
      target: member.username,
      before: null,
      after: { role: member.role, status: member.status, link_to: 'link' in handedOver ? 'npm run ops' : member.contactEmail },
    });
    return { staff: staffMemberView(member, null), ...handedOver };
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
 * reset-staff), sent to the member's contact (`ops`: printed). Whoever holds the old ones may not be the member, so
 * they stop working now: the password becomes one nobody knows, the authenticator a secret nobody holds, every session
 * ends and older links are void; until the member uses the link they cannot sign in (`enrolled` is false again). A
 * member without a contact is refused (4009, nothing changed) until `npm run ops -- set-staff-contact` sets one. An
 * administrator's own reset goes through the ops command on the server's machine, never through their session (4009).
 */
export async function resetStaff(context: AppContext, actor: StaffActor, id: number, issuedBy: number[] = issuersOf(actor)): Promise<StaffWithHandOver> {
  if (actor.staffId !== null) requireEmailTransport(context);
  const passwordHash = await unusablePasswordHash();
  return runTransaction(context.db, async (tx) => {
    const member = await memberToChange(tx, actor, id, 'kassa.server.staffSelfReset');
    if (actor.staffId !== null && !contactOf(member)) throw conflict('kassa.server.staffContactMissing', { username: member.username });
    const [changed] = await tx
      .update(staffMembers)
      .set({ passwordHash, totpSecret: context.config.secretBox.seal(newTotpSecret(), staffTotpSecretPurpose), enrolledAt: null })
      .where(eq(staffMembers.id, id))
      .returning();
    const handedOver = await handOverLink(context, tx, actor, changed!, 'reset', issuedBy);
    await platformAudit(tx, actor, 'staff_reset', {
      target: member.username,
      before: { enrolled: member.enrolledAt !== null },
      after: { enrolled: false, link_to: 'link' in handedOver ? 'npm run ops' : member.contactEmail },
    });
    await endStaffSessions(tx, actor, member);
    // Whoever lost the password and the authenticator may have lost the passkeys' device too.
    await revokeStaffPasskeys(tx, actor, member.id);
    return { staff: staffMemberView(changed!, (await lastSignIns(tx, [changed!.id])).get(changed!.id)), ...handedOver };
  });
}

/**
 * Who issued the member's latest one-time link and when: the staff ids of the administrators who made it (the
 * approvers of a two-person change among them), empty for `ops` or a link made before this was kept.
 */
export async function linkIssuersOf(db: Executor, staffId: number): Promise<{ issuedBy: number[]; at: Date | null }> {
  const [row] = await db.select({ issuedBy: staffMembers.linkIssuedBy, at: staffMembers.linkIssuedAt }).from(staffMembers).where(eq(staffMembers.id, staffId));
  return { issuedBy: row?.issuedBy ?? [], at: row?.at ?? null };
}

/**
 * Sets where a member's links go (`npm run ops -- set-staff-contact` only: from the console an administrator could send
 * another member's next link to themselves). Recorded in the platform audit log with the addresses before and after.
 */
export async function setStaffContact(context: AppContext, actor: StaffActor, id: number, contact: Contact): Promise<StaffRecord> {
  return runTransaction(context.db, async (tx) => {
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
    if (!member) throw notFound('kassa.server.staffNotFound', { id });
    const [changed] = await tx
      .update(staffMembers)
      .set({ contactEmail: contact.email, contactPhone: contact.phone, contactLanguage: contact.language })
      .where(eq(staffMembers.id, id))
      .returning();
    await platformAudit(tx, actor, 'staff_contact_change', {
      target: member.username,
      before: { email: member.contactEmail, phone: member.contactPhone, language: member.contactLanguage },
      after: { email: contact.email, phone: contact.phone, language: contact.language },
    });
    return changed!;
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
