/**
 * Staff members' one-time links, made and used exactly like the operators' (server/auth/enrolment.ts): the link is
 * `<publicUrl>/platform/enrol#<token>`, 256 random bits in the fragment, only its SHA-256 stored, valid 24 hours,
 * used once, a newer link voiding the older ones. The authenticator secret is made with the link and stored sealed.
 * Using it sets the password and the authenticator together, ends every session of the member and is written to the
 * platform audit log.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { enrolmentLinkLifetimeMs, enrolmentUrl, newPasswordOfLink } from '../auth/enrolment';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import { newTotpSecret, totpStepOf, totpUri } from '../auth/totp';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { staffEnrolmentLinks, staffMembers } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { platformAudit } from './audit';
import { spendStaffTotpStep, staffTotpSecretPurpose } from './repository';
import { endStaffSessions } from './sessions';

/** The platform console's page for the links. */
export const staffEnrolmentPath = '/platform/enrol';

const linkSecretPurpose = 'staff_enrolment_link.totp_secret';

/** Makes a link for the member, voiding any link of theirs not used yet. Answers the link (shown once, never stored). */
export async function issueStaffEnrolmentLink(context: AppContext, db: Executor, staffId: number, now: Date): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + enrolmentLinkLifetimeMs);
  await runTransaction(db, async (tx) => {
    await tx.delete(staffEnrolmentLinks).where(and(eq(staffEnrolmentLinks.staffId, staffId), isNull(staffEnrolmentLinks.usedAt)));
    await tx.insert(staffEnrolmentLinks).values({
      tokenHash: hashToken(token),
      staffId,
      totpSecret: context.config.secretBox.seal(newTotpSecret(), linkSecretPurpose),
      createdAt: now,
      expiresAt,
    });
  });
  return { link: enrolmentUrl(context.config.publicUrl, token, staffEnrolmentPath), expiresAt };
}

/** One answer for every link that cannot be used, so nothing tells an expired link from one that never existed. */
const invalidLink = () => invalidInput('token', 'kassa.server.staffEnrolmentLinkInvalid');

async function liveLink(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({ link: staffEnrolmentLinks, member: staffMembers })
    .from(staffEnrolmentLinks)
    .innerJoin(staffMembers, eq(staffMembers.id, staffEnrolmentLinks.staffId))
    .where(and(eq(staffEnrolmentLinks.tokenHash, hashToken(token)), isNull(staffEnrolmentLinks.usedAt), gt(staffEnrolmentLinks.expiresAt, now)));
  if (!row) throw invalidLink();
  return row;
}

export async function staffEnrolmentDetail(context: AppContext, body: RequestOf<'staffEnrolmentDetail'>, now: Date): Promise<ResponseOf<'staffEnrolmentDetail'>> {
  const { link, member } = await liveLink(context.db, body.token, now);
  const secret = context.config.secretBox.open(link.totpSecret, linkSecretPurpose);
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
  const { db, config } = context;
  const { link, member } = await liveLink(db, body.token, now);
  const password = await newPasswordOfLink(context, body, now);
  const secret = config.secretBox.open(link.totpSecret, linkSecretPurpose);
  const step = totpStepOf(secret, body.google_code, now);
  if (step === null) throw invalidInput('google_code', 'kassa.server.wrongEnrolmentCode');

  const hash = await hashPassword(password);
  await runTransaction(db, async (tx) => {
    // Spent by one conditional update, so two submissions racing with one link cannot both win.
    const spent = await tx
      .update(staffEnrolmentLinks)
      .set({ usedAt: now })
      .where(and(eq(staffEnrolmentLinks.tokenHash, link.tokenHash), isNull(staffEnrolmentLinks.usedAt), gt(staffEnrolmentLinks.expiresAt, now)))
      .returning({ tokenHash: staffEnrolmentLinks.tokenHash });
    if (spent.length === 0) throw invalidLink();
    await tx
      .update(staffMembers)
      .set({ passwordHash: hash, totpSecret: config.secretBox.seal(secret, staffTotpSecretPurpose), enrolledAt: member.enrolledAt ?? now })
      .where(eq(staffMembers.id, member.id));
    // The code typed here must not sign in a second time.
    await spendStaffTotpStep(tx, member.id, step);
    const actor = { staffId: member.id, username: member.username, role: member.role, ip, at: now };
    // No values: a password or a secret is never written anywhere but as its hash or sealed.
    await platformAudit(tx, actor, 'staff_enrol', { target: member.username, before: { enrolled: member.enrolledAt !== null }, after: { enrolled: true } });
    // Whoever held the old password or authenticator may hold a session too.
    await endStaffSessions(tx, actor, member);
  });
  return { username: member.username };
}
