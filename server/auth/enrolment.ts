/**
 * One-time links: how an operator gets its first password and authenticator (create-merchant, invite-operator),
 * and new ones when it lost them (reset-password, reset-authenticator), without anyone printing a secret.
 *
 * The link is `<publicUrl>/Enrol#<token>`: the token is 256 random bits in the URL fragment, which browsers never
 * send, so it stays out of every access log; the page sends it in the POST body. Only its SHA-256 is stored, as for
 * session tokens. A link is valid 24 hours, works once, and a newer link for the same operator voids the older
 * ones. The authenticator secret is made with the link (stored sealed), so the page shows the same QR on every
 * visit and the operator proves it was scanned with a code before anything changes.
 *
 * Completing a link sets the password and the authenticator together, ends every session of the operator, removes
 * its passkeys and records it in the audit log. Until then the operator's current password and authenticator keep working (a reset
 * asked for by someone else locks nobody out); reset-authenticator, for a lost device, replaces the authenticator
 * at once instead.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { issueMessage, newPassword as newPasswordRule } from '../../openapi/rules';
import { audit } from '../audit/audit';
import type { AppContext } from '../context';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { enrolmentLinks, merchants, merchantUsers } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { invalidInput } from '../http/errors';
import { revokeOperatorPasskeys } from '../passkeys/operators';
import { hashPassword } from './passwords';
import { replaceTotpSecret, setPasswordHash, spendTotpStep } from './repository';
import { decryptPassword, loginKeyPair } from './rsaKeys';
import { endSessionsAudited, hashToken } from './sessions';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

export const enrolmentLinkLifetimeMs = 24 * 60 * 60_000;
export type EnrolmentPurpose = 'enrol' | 'reset';

/** The console's page for the links (outside the signed-in shell, like /Login). */
export const enrolmentPath = '/Enrol';

const linkSecretPurpose = 'enrolment_link.totp_secret';

/** The link as it is handed over: the token in the fragment of the page at `path` (the merchants' console's by default). */
export function enrolmentUrl(publicUrl: string, token: string, path = enrolmentPath): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}#${token}`;
}

/** A password nobody knows (the hash of 256 random bits): the operator cannot sign in until it uses its link. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** Makes a link for the operator, voiding any link of it not used yet. Answers the token (shown once, never stored). */
export async function issueEnrolmentLink(
  db: Executor,
  box: SecretBox,
  input: { merchantUserId: number; purpose: EnrolmentPurpose },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + enrolmentLinkLifetimeMs);
  await runTransaction(db, async (tx) => {
    await tx.delete(enrolmentLinks).where(and(eq(enrolmentLinks.merchantUserId, input.merchantUserId), isNull(enrolmentLinks.usedAt)));
    await tx.insert(enrolmentLinks).values({
      tokenHash: hashToken(token),
      merchantUserId: input.merchantUserId,
      purpose: input.purpose,
      totpSecret: box.seal(newTotpSecret(), linkSecretPurpose),
      createdAt: now,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

/** One answer for every link that cannot be used, so nothing tells an expired link from one that never existed. */
const invalidLink = () => invalidInput('token', 'kassa.server.enrolmentLinkInvalid');

async function liveLink(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({ link: enrolmentLinks, user: merchantUsers, merchantName: merchants.name })
    .from(enrolmentLinks)
    .innerJoin(merchantUsers, eq(merchantUsers.id, enrolmentLinks.merchantUserId))
    .innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId))
    .where(and(eq(enrolmentLinks.tokenHash, hashToken(token)), isNull(enrolmentLinks.usedAt), gt(enrolmentLinks.expiresAt, now)));
  if (!row) throw invalidLink();
  return row;
}

export async function enrolmentDetail(context: AppContext, body: RequestOf<'enrolmentDetail'>, now: Date): Promise<ResponseOf<'enrolmentDetail'>> {
  const { link, user, merchantName } = await liveLink(context.db, body.token, now);
  const secret = context.config.secretBox.open(link.totpSecret, linkSecretPurpose);
  return {
    username: user.username,
    merchant_name: merchantName,
    purpose: link.purpose,
    secret,
    otpauth_url: totpUri(user.username, secret),
    expire_time: link.expiresAt.toISOString(),
  };
}

/**
 * The new password a one-time link's form sends (encrypted twice, like at sign-in), decrypted and held to the
 * new-password rules; 4000 on `password` or `confirm_password` otherwise. Shared by every kind of link.
 */
export async function newPasswordOfLink(context: AppContext, body: { password: string; confirm_password: string }, now: Date): Promise<string> {
  const keys = await loginKeyPair(context.db, context.config.secretBox, now);
  const password = decryptPassword(keys, body.password);
  if (password === null) throw invalidInput('password', 'kassa.validation.invalid');
  const rule = newPasswordRule.safeParse(password);
  if (!rule.success) {
    const issue = rule.error.issues[0];
    const { key, args } = issue ? issueMessage(issue) : { key: 'kassa.validation.invalid', args: {} };
    throw invalidInput('password', key, args);
  }
  if (decryptPassword(keys, body.confirm_password) !== password) throw invalidInput('confirm_password', 'kassa.validation.passwords_mismatch');
  return password;
}

export async function completeEnrolment(
  context: AppContext,
  body: RequestOf<'enrolmentComplete'>,
  ip: string,
  now: Date,
): Promise<ResponseOf<'enrolmentComplete'>> {
  const { db, config } = context;
  const { link, user } = await liveLink(db, body.token, now);

  const password = await newPasswordOfLink(context, body, now);

  const secret = config.secretBox.open(link.totpSecret, linkSecretPurpose);
  const step = totpStepOf(secret, body.google_code, now);
  if (step === null) throw invalidInput('google_code', 'kassa.server.wrongEnrolmentCode');

  const hash = await hashPassword(password);
  await runTransaction(db, async (tx) => {
    // Spent by one conditional update, so two submissions racing with one link cannot both win.
    const spent = await tx
      .update(enrolmentLinks)
      .set({ usedAt: now })
      .where(and(eq(enrolmentLinks.tokenHash, link.tokenHash), isNull(enrolmentLinks.usedAt), gt(enrolmentLinks.expiresAt, now)))
      .returning({ tokenHash: enrolmentLinks.tokenHash });
    if (spent.length === 0) throw invalidLink();
    await setPasswordHash(tx, user.id, hash);
    await replaceTotpSecret(tx, config.secretBox, user.id, secret);
    // The code typed here must not sign in a second time.
    await spendTotpStep(tx, user.id, step);
    const actor = { merchantId: user.merchantId, operator: user.username, ip, at: now };
    // No values: a password or a secret is never written anywhere but as its hash or sealed.
    await audit(tx, actor, 'operator_enrol', { target: user.username, after: { purpose: link.purpose } });
    // Whoever held the old password or authenticator may hold a session too.
    await endSessionsAudited(tx, actor, { merchantUserId: user.id });
    // And the passkeys go with them: the new credentials must be able to sign in, whatever the merchant requires.
    await revokeOperatorPasskeys(tx, actor, user.id);
  });
  return { username: user.username };
}
