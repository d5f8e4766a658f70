/**
 * The operators' one-time links (the kind of server/enrolment/links.ts): how an operator gets its first password and
 * authenticator (create-merchant, invite-operator), and new ones when it lost them (reset-password,
 * reset-authenticator). The link is `<publicUrl>/Enrol#<token>`.
 *
 * Completing a link sets the password and the authenticator together, ends every session of the operator, removes
 * its passkeys and records it in the audit log. Until then the operator's current password and authenticator keep working (a reset
 * asked for by someone else locks nobody out); reset-authenticator, for a lost device, replaces the authenticator
 * at once instead.
 */
import { eq } from 'drizzle-orm';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { audit } from '../audit/audit';
import type { AppContext } from '../context';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { enrolmentLinks, merchants, merchantUsers } from '../db/schema';
import * as links from '../enrolment/links';
import { revokeOperatorPasskeys } from '../passkeys/operators';
import { replaceTotpSecret, setPasswordHash, spendTotpStep } from './repository';
import { endSessionsAudited } from './sessions';
import { totpUri } from './totp';

export { enrolmentLinkLifetimeMs, newPasswordOfLink, unusablePasswordHash } from '../enrolment/links';
export type EnrolmentPurpose = 'enrol' | 'reset';

/** The console's page for the links (outside the signed-in shell, like /Login). */
export const enrolmentPath = '/Enrol';

/** The link as it is handed over: the token in the fragment of the page at `path` (the merchants' console's by default). */
export function enrolmentUrl(publicUrl: string, token: string, path = enrolmentPath): string {
  return links.enrolmentUrl(publicUrl, token, path);
}

interface OperatorLink {
  link: typeof enrolmentLinks.$inferSelect;
  user: typeof merchantUsers.$inferSelect;
  merchantName: string;
}

const operatorLinks: links.EnrolmentKind<OperatorLink> = {
  table: enrolmentLinks,
  owner: enrolmentLinks.merchantUserId,
  secretPurpose: 'enrolment_link.totp_secret',
  invalidKey: 'kassa.server.enrolmentLinkInvalid',
  lookup: (db) =>
    db
      .select({ link: enrolmentLinks, user: merchantUsers, merchantName: merchants.name })
      .from(enrolmentLinks)
      .innerJoin(merchantUsers, eq(merchantUsers.id, enrolmentLinks.merchantUserId))
      .innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId)),
  complete: async (tx, { link, user }, { context, passwordHash, secret, step, ip, now }) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await replaceTotpSecret(tx, context.config.secretBox, user.id, secret);
    // The code typed here must not sign in a second time.
    await spendTotpStep(tx, user.id, step);
    const actor = { merchantId: user.merchantId, operator: user.username, ip, at: now };
    // No values: a password or a secret is never written anywhere but as its hash or sealed.
    await audit(tx, actor, 'operator_enrol', { target: user.username, after: { purpose: link.purpose } });
    // Whoever held the old password or authenticator may hold a session too.
    await endSessionsAudited(tx, actor, { merchantUserId: user.id });
    // And the passkeys go with them: the new credentials must be able to sign in, whatever the merchant requires.
    await revokeOperatorPasskeys(tx, actor, user.id);
  },
};

/** Makes a link for the operator, voiding any link of it not used yet. Answers the token (shown once, never stored). */
export async function issueEnrolmentLink(
  db: Executor,
  box: SecretBox,
  input: { merchantUserId: number; purpose: EnrolmentPurpose },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  return links.issueLink(operatorLinks, db, box, input.merchantUserId, now, { purpose: input.purpose });
}

export async function enrolmentDetail(context: AppContext, body: RequestOf<'enrolmentDetail'>, now: Date): Promise<ResponseOf<'enrolmentDetail'>> {
  const { found: { link, user, merchantName }, secret } = await links.liveLink(operatorLinks, context, body.token, now);
  return {
    username: user.username,
    merchant_name: merchantName,
    purpose: link.purpose,
    secret,
    otpauth_url: totpUri(user.username, secret),
    expire_time: link.expiresAt.toISOString(),
  };
}

export async function completeEnrolment(
  context: AppContext,
  body: RequestOf<'enrolmentComplete'>,
  ip: string,
  now: Date,
): Promise<ResponseOf<'enrolmentComplete'>> {
  const { user } = await links.completeLink(operatorLinks, context, body, ip, now);
  return { username: user.username };
}
