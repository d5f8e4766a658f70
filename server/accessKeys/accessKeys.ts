/**
 * The merchant's API key (spec §3, §6, §9): one per account, only with verified KYC, its secrets shown once.
 *
 * The server must verify HMAC signatures and sign webhooks, so it keeps both secrets, sealed with AES-256-GCM
 * under the server key (config.secretBox), never in plain text and never in an answer after `add`.
 * Creating, changing and revoking the key take the step-up (server/auth/stepUp.ts): a code of the operator's
 * authenticator, spent like at sign-in, or the session's open step-up window.
 */
import { randomBytes } from 'node:crypto';
import { ResultCode } from '../../openapi/codes';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { audit } from '../audit/audit';
import { requireStepUp, type StepUpCall } from '../auth/authenticator';
import type { SignedIn } from '../auth/sessions';
import { findMerchant } from '../account/repository';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { AppError, conflict, notFound } from '../http/errors';
import {
  deleteAccessKey,
  findAccessKeyOfMerchant,
  insertAccessKey,
  setAccessKeyIp,
  type AccessKeyRow,
} from './repository';

/** The purposes the two secrets are sealed under (bound in as associated data: one cannot pass for the other). */
export const accessKeySecretPurpose = 'access_key.secret';
export const webhookSecretPurpose = 'access_key.webhook_secret';

/** The public identifier: `ak_` and 24 hex digits (96 random bits). */
export const newAccessKeyId = () => `ak_${randomBytes(12).toString('hex')}`;
/** The HMAC-SHA256 signing secret: `sk_` and 256 random bits, base64url. */
export const newSecretKey = () => `sk_${randomBytes(32).toString('base64url')}`;
/** A Standard Webhooks secret: `whsec_` and base64 of 24 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** What detail, update and add answer about a key: never a secret. */
export function accessKeyOf(row: AccessKeyRow): ResponseOf<'accessKeyUpdate'> {
  return {
    access_key: row.accessKey,
    ip: row.ip,
    webhook_url: row.webhookUrl,
    return_url: row.returnUrl,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}

const kycRequired = () => new AppError(ResultCode.forbidden, 'kassa.server.apiKycRequired');
const keyExists = () => conflict('kassa.server.accessKeyExists');
const noKey = () => notFound('kassa.server.accessKeyNotFound');

export async function accessKeyDetail(context: AppContext, signedIn: SignedIn): Promise<ResponseOf<'accessKeyDetail'>> {
  const row = await findAccessKeyOfMerchant(context.db, signedIn.merchantId);
  return row ? accessKeyOf(row) : null;
}

/**
 * Creates the key: KYC must be verified (4003), the merchant must have none (4009), the code must be right.
 * The checks that cost nothing come before the code, so a refusal does not use one up.
 */
export async function createAccessKey(
  context: AppContext,
  call: StepUpCall,
  body: RequestOf<'accessKeyAdd'>,
): Promise<ResponseOf<'accessKeyAdd'>> {
  const { signedIn, ip, now } = call;
  const { db, config } = context;
  const merchant = await findMerchant(db, signedIn.merchantId);
  if (merchant?.kycStatus !== 'verified') throw kycRequired();
  if (await findAccessKeyOfMerchant(db, signedIn.merchantId)) throw keyExists();
  await requireStepUp(context, call, body.google_code);

  const secretKey = newSecretKey();
  const webhookSecret = newWebhookSecret();
  const actor = { merchantId: signedIn.merchantId, operator: signedIn.username, ip, at: now };
  // The key and its audit record commit together (the code above is spent whatever happens here).
  const row = await runTransaction(db, async (tx) => {
    const inserted = await insertAccessKey(tx, {
      merchantId: signedIn.merchantId,
      accessKey: newAccessKeyId(),
      secretEncrypted: config.secretBox.seal(secretKey, accessKeySecretPurpose),
      webhookSecretEncrypted: config.secretBox.seal(webhookSecret, webhookSecretPurpose),
      ip: body.ip,
      now,
    });
    // Two adds at once: the unique index lets one through.
    if (!inserted) throw keyExists();
    await audit(tx, actor, 'api_key_create', { target: inserted.accessKey, before: null, after: { ip: inserted.ip } });
    return inserted;
  });
  return { ...accessKeyOf(row), secret_key: secretKey, webhook_secret: webhookSecret };
}

/** Replaces the IP permission (as the contract's rule normalised it). */
export async function updateAccessKey(
  context: AppContext,
  call: StepUpCall,
  body: RequestOf<'accessKeyUpdate'>,
): Promise<ResponseOf<'accessKeyUpdate'>> {
  const { signedIn, ip, now } = call;
  const before = await findAccessKeyOfMerchant(context.db, signedIn.merchantId);
  if (!before) throw noKey();
  await requireStepUp(context, call, body.google_code);
  const actor = { merchantId: signedIn.merchantId, operator: signedIn.username, ip, at: now };
  const row = await runTransaction(context.db, async (tx) => {
    const updated = await setAccessKeyIp(tx, signedIn.merchantId, body.ip, now);
    if (!updated) throw noKey();
    await audit(tx, actor, 'api_key_update', { target: updated.accessKey, before: { ip: before.ip }, after: { ip: updated.ip } });
    return updated;
  });
  return accessKeyOf(row);
}

/** Deletes the key: calls signed with it find no key from then on. */
export async function revokeAccessKey(
  context: AppContext,
  call: StepUpCall,
  body: RequestOf<'accessKeyDelete'>,
): Promise<null> {
  const { signedIn, ip, now } = call;
  const before = await findAccessKeyOfMerchant(context.db, signedIn.merchantId);
  if (!before) throw noKey();
  await requireStepUp(context, call, body.google_code);
  const actor = { merchantId: signedIn.merchantId, operator: signedIn.username, ip, at: now };
  await runTransaction(context.db, async (tx) => {
    if (!(await deleteAccessKey(tx, signedIn.merchantId))) throw noKey();
    await audit(tx, actor, 'api_key_delete', { target: before.accessKey, before: { ip: before.ip }, after: null });
  });
  return null;
}
