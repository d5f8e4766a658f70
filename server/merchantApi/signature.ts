/**
 * Authentication of the merchant order API (docs/merchant-api.md): the merchant's server signs every call
 * with its API key. The headers are X-Access-Key, X-Timestamp (Unix seconds, within 300 s of the server's
 * clock), X-Nonce (16–64 of [A-Za-z0-9_-], single use) and X-Signature, the lowercase hex HMAC-SHA256 with
 * the secret key of `timestamp \n nonce \n POST \n path \n raw body`. The caller's IP must be in the key's
 * IP permission, and the merchant must not be suspended. Every refusal changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { accessKeySecretPurpose } from '../accessKeys/accessKeys';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { accessKeys, apiNonces, merchants } from '../db/schema';
import { clientIp } from '../http/clientIp';
import { AppError, suspended } from '../http/errors';
import { canonicalIp } from '../whitelist/ip';

/** The merchant whose key signed the call. */
export interface ApiCaller {
  merchantId: number;
  accessKey: string;
}

export const signatureHeaders = {
  accessKey: 'x-access-key',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;

/** How far X-Timestamp may be from the server's clock, either way. */
export const timestampToleranceSeconds = 300;

/** What is signed: the same bytes on both sides. */
export function signedText(timestamp: string, nonce: string, path: string, rawBody: string): string {
  return `${timestamp}\n${nonce}\nPOST\n${path}\n${rawBody}`;
}

export function signatureOf(secret: string, timestamp: string, nonce: string, path: string, rawBody: string): string {
  return createHmac('sha256', secret).update(signedText(timestamp, nonce, path, rawBody)).digest('hex');
}

/** HTTP 401 with code 401 and a detail that says what to fix. */
const refused = (messageKey: string, args: Record<string, unknown> = {}) => new AppError(ResultCode.unauthorized, messageKey, args, null, 401);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Records the nonce; false when it was seen before (a replay). */
async function firstUseOfNonce(db: Executor, accessKey: string, nonce: string, now: Date): Promise<boolean> {
  const inserted = await db.insert(apiNonces).values({ accessKey, nonce, createdAt: now }).onConflictDoNothing().returning({ nonce: apiNonces.nonce });
  return inserted.length === 1;
}

export async function verifySignedCall(context: AppContext, request: FastifyRequest, now: Date): Promise<ApiCaller> {
  const accessKey = header(request, signatureHeaders.accessKey);
  const timestamp = header(request, signatureHeaders.timestamp);
  const nonce = header(request, signatureHeaders.nonce);
  const signature = header(request, signatureHeaders.signature);
  if (!accessKey || !timestamp || !nonce || !signature) throw refused('kassa.server.signatureMissing');
  if (!/^\d{1,12}$/.test(timestamp)) throw refused('kassa.server.timestampInvalid');
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) throw refused('kassa.server.nonceInvalid');
  if (!/^[0-9a-f]{64}$/.test(signature)) throw refused('kassa.server.signatureInvalid');
  if (Math.abs(Number(timestamp) - now.getTime() / 1000) > timestampToleranceSeconds) {
    throw refused('kassa.server.timestampStale', { seconds: timestampToleranceSeconds });
  }

  // The key and its merchant's status in one read.
  const [found] = await context.db
    .select({ key: accessKeys, merchantStatus: merchants.status })
    .from(accessKeys)
    .innerJoin(merchants, eq(merchants.id, accessKeys.merchantId))
    .where(eq(accessKeys.accessKey, accessKey));
  if (!found) throw refused('kassa.server.accessKeyUnknown');
  const { key } = found;
  const secret = context.config.secretBox.open(key.secretEncrypted, accessKeySecretPurpose);
  const path = request.url.split('?')[0] ?? request.url;
  if (!sameSignature(signatureOf(secret, timestamp, nonce, path, request.rawBody), signature)) throw refused('kassa.server.signatureInvalid');

  const ip = clientIp(request);
  const allowed = key.ip.split(',').map((entry) => canonicalIp(entry.trim()));
  if (!allowed.includes(ip)) throw new AppError(ResultCode.forbidden, 'kassa.server.apiIpNotAllowed', { ip }, { ip });

  if (found.merchantStatus !== 'normal') throw suspended(ip);

  // Last, once the call is known to be the key holder's: a forged call cannot use up a nonce.
  if (!(await firstUseOfNonce(context.db, accessKey, nonce, now))) throw refused('kassa.server.nonceReplayed');
  return { merchantId: key.merchantId, accessKey };
}
