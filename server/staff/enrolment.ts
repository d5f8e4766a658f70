/**
 * Staff members' one-time links, the kind of server/enrolment/links.ts made like the operators': the link is
 * `<publicUrl>/platform/enrol#<token>`. Using it sets the password and the authenticator together, ends every session
 * of the member and is written to the platform audit log.
 */
import { eq } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { totpUri } from '../auth/totp';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { staffEnrolmentLinks, staffMembers } from '../db/schema';
import * as links from '../enrolment/links';
import { platformAudit } from './audit';
import { spendStaffTotpStep, staffTotpSecretPurpose } from './repository';
import { endStaffSessions } from './sessions';

/** The platform console's page for the links. */
export const staffEnrolmentPath = '/platform/enrol';

interface StaffLink {
  link: typeof staffEnrolmentLinks.$inferSelect;
  member: typeof staffMembers.$inferSelect;
}

const staffLinks: links.EnrolmentKind<StaffLink> = {
  table: staffEnrolmentLinks,
  owner: staffEnrolmentLinks.staffId,
  secretPurpose: 'staff_enrolment_link.totp_secret',
  invalidKey: 'kassa.server.staffEnrolmentLinkInvalid',
  lookup: (db) => db.select({ link: staffEnrolmentLinks, member: staffMembers }).from(staffEnrolmentLinks).innerJoin(staffMembers, eq(staffMembers.id, staffEnrolmentLinks.staffId)),
  complete: async (tx, { member }, { context, passwordHash, secret, step, ip, now }) => {
    await tx
      .update(staffMembers)
      .set({ passwordHash, totpSecret: context.config.secretBox.seal(secret, staffTotpSecretPurpose), enrolledAt: member.enrolledAt ?? now })
      .where(eq(staffMembers.id, member.id));
    // The code typed here must not sign in a second time.
    await spendStaffTotpStep(tx, member.id, step);
    const actor = { staffId: member.id, username: member.username, role: member.role, ip, at: now };
    // No values: a password or a secret is never written anywhere but as its hash or sealed.
    await platformAudit(tx, actor, 'staff_enrol', { target: member.username, before: { enrolled: member.enrolledAt !== null }, after: { enrolled: true } });
    // Whoever held the old password or authenticator may hold a session too.
    await endStaffSessions(tx, actor, member);
  },
};

/** Makes a link for the member, voiding any link of theirs not used yet. Answers the link (shown once, never stored). */
export async function issueStaffEnrolmentLink(context: AppContext, db: Executor, staffId: number, now: Date): Promise<{ link: string; expiresAt: Date }> {
  const { token, expiresAt } = await links.issueLink(staffLinks, db, context.config.secretBox, staffId, now);
  return { link: links.enrolmentUrl(context.config.publicUrl, token, staffEnrolmentPath), expiresAt };
}

export async function staffEnrolmentDetail(context: AppContext, body: RequestOf<'staffEnrolmentDetail'>, now: Date): Promise<ResponseOf<'staffEnrolmentDetail'>> {
  const { found: { link, member }, secret } = await links.liveLink(staffLinks, context, body.token, now);
  return {
    username: member.username,
    role: member.role,
    secret,
    otpauth_url: totpUri(member.username, secret),
    expire_time: link.expiresAt.toISOString(),
  };
}

export async function completeStaffEnrolment(
  context: AppContext,
  body: RequestOf<'staffEnrolmentComplete'>,
  ip: string,
  now: Date,
): Promise<ResponseOf<'staffEnrolmentComplete'>> {
  const { member } = await links.completeLink(staffLinks, context, body, ip, now);
  return { username: member.username };
}
