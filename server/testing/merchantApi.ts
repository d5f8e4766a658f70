/**
 * Test helpers for the merchant order API: an API key made the way a merchant makes one (KYC verified, the
 * console's access_key/add with an authenticator code), and calls signed the way docs/merchant-api.md tells integrators.
 */
import { randomBytes } from 'node:crypto';
import { endpoints } from '../../openapi/endpoints';
import type { Envelope } from '../http/envelope';
import { signatureOf } from '../merchantApi/signature';
import type { CallResult, TestMerchant, TestServer } from './harness';

export interface TestApiKey {
  accessKey: string;
  secretKey: string;
  webhookSecret: string;
}

/** The merchant's API key, allowed from `ip` (the harness's default caller address unless given). */
export async function createApiKey(server: TestServer, merchant: TestMerchant, token: string, ip = '203.0.113.10'): Promise<TestApiKey> {
  await server.ops('set-kyc', [merchant.username, 'verified']);
  const answer = await server.call<{ access_key: string; secret_key: string; webhook_secret: string }>(
    endpoints.accessKeyAdd.path,
    { ip, google_code: server.freshCode(merchant.totpSecret) },
    { token },
  );
  if (answer.body.code !== 200) throw new Error(`access_key/add failed: ${JSON.stringify(answer.body)}`);
  return { accessKey: answer.body.data.access_key, secretKey: answer.body.data.secret_key, webhookSecret: answer.body.data.webhook_secret };
}

export interface SignOptions {
  ip?: string;
  timestamp?: number;
  nonce?: string;
  /** Sign with this secret instead of the key's (a wrong signature). */
  secret?: string;
  language?: string;
}

export const newNonce = () => randomBytes(16).toString('hex');

/** POSTs `body` to `path`, signed with `key` as an integrator's server would. */
export async function signedCall<T = unknown>(server: TestServer, key: TestApiKey, path: string, body: unknown, options: SignOptions = {}): Promise<CallResult<T>> {
  const raw = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(server.clock.now().getTime() / 1000));
  const nonce = options.nonce ?? newNonce();
  const response = await server.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      'x-access-key': key.accessKey,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signatureOf(options.secret ?? key.secretKey, timestamp, nonce, path, raw),
      ...(options.language ? { language: options.language } : {}),
    },
    payload: raw,
    remoteAddress: options.ip ?? '203.0.113.10',
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}
