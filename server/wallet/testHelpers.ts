/**
 * Test helpers for the wallet: payers made as the checkout's tests make them, the wallet's sign-in as an app sends it
 * (a slider of its own, the password RSA-encrypted), and calls with X-Wallet-Token.
 */
import { randomBytes } from 'node:crypto';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { payerPassword, type TestPayer } from '../checkout/testHelpers';
import type { CallOptions, CallResult, TestServer } from '../testing/harness';
import { walletTokenHeader } from './session';

export { newOrder, newPayer, paymentPassword, publicIdOf, payerPassword } from '../checkout/testHelpers';

/** A completed slide of the wallet: start, then verify at the end of the bar after a human second. */
export async function walletSliderToken(server: TestServer, options: CallOptions = {}): Promise<string> {
  const started = await server.call<ResponseOf<'walletSliderStart'>>(endpoints.walletSliderStart.path, {}, options);
  if (started.body.code !== 200) throw new Error(`wallet slider/start failed: ${JSON.stringify(started.body)}`);
  const verified = await server.call<ResponseOf<'walletSliderVerify'>>(
    endpoints.walletSliderVerify.path,
    { challenge_id: started.body.data.challenge_id, position: 1, elapsed_ms: 900 },
    options,
  );
  if (verified.body.code !== 200) throw new Error(`wallet slider/verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.data.slider_token;
}

/** wallet/sign_in as the app sends it: a fresh slider token unless given, the password RSA-encrypted. */
export async function walletSignInCall(
  server: TestServer,
  username: string,
  options: CallOptions & { password?: string; sliderToken?: string } = {},
): Promise<CallResult<ResponseOf<'walletSignIn'>>> {
  return server.call(
    endpoints.walletSignIn.path,
    {
      username,
      password: await server.encryptPassword(options.password ?? payerPassword),
      slider_token: options.sliderToken ?? (await walletSliderToken(server, options)),
    },
    options,
  );
}

/** Signs the payer in to their wallet; answers the wallet token, or fails the test. */
export async function walletSignIn(server: TestServer, payer: TestPayer, options: CallOptions = {}): Promise<string> {
  const answer = await walletSignInCall(server, payer.username, options);
  if (answer.body.code !== 200) throw new Error(`wallet/sign_in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.wallet_token;
}

/** A wallet call (X-Wallet-Token). */
export function walletCall<T = unknown>(server: TestServer, path: string, token: string, body: unknown = {}, options: CallOptions = {}): Promise<CallResult<T>> {
  return server.call<T>(path, body, { ...options, headers: { ...options.headers, [walletTokenHeader]: token } });
}

/** A money-moving wallet call: X-Wallet-Token and an Idempotency-Key (a new one unless given). */
export function walletMoneyCall<T = unknown>(
  server: TestServer,
  path: string,
  token: string,
  body: unknown,
  options: CallOptions & { key?: string } = {},
): Promise<CallResult<T>> {
  return walletCall<T>(server, path, token, body, { ...options, headers: { ...options.headers, 'idempotency-key': options.key ?? randomBytes(12).toString('hex') } });
}
