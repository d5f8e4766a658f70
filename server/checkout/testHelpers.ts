/**
 * Test helpers for the hosted checkout: orders made the way order/create makes them, payers with checkout
 * credentials, and the page's calls (slider, sign-in, payer calls with X-Payer-Token).
 */
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { createOrder } from '../merchantApi/orders';
import type { RechargeOrderRow } from '../recharges/repository';
import type { CallOptions, CallResult, TestMerchant, TestServer } from '../testing/harness';
import { newWalletUser, topUpUser } from '../testing/ledger';
import { setPayerCredentials, storeIdentity } from '../payers/payers';

export const payerPassword = 'Payer-pass-2025';
export const paymentPassword = '246810';
export const payerTokenHeader = 'x-payer-token';

let orderCounter = 0;

/** An order of the merchant API, as order/create makes it (CNY 100.00, 15 minutes unless told). */
export async function newOrder(server: TestServer, merchant: TestMerchant, overrides: Record<string, unknown> = {}): Promise<RechargeOrderRow> {
  orderCounter += 1;
  const body = endpoints.openOrderCreate.request.parse({
    merchant_order_no: `CHK-${orderCounter}-${Date.now()}`,
    coin_name: 'CNY',
    amount: '100.00',
    subject: 'Two coffees',
    ...overrides,
  });
  return createOrder(server.db, merchant.merchantId, body, server.clock.now(), server.config);
}

export const publicIdOf = (order: RechargeOrderRow) => order.publicId ?? '';

export interface TestPayer {
  uid: string;
  username: string;
}

let payerCounter = 0;

/**
 * A wallet user who can sign in at the checkout. `ready` (the default) has identity authentication and the payment
 * password done; `cny` and `reward` are CNY balances to top up.
 */
export async function newPayer(
  server: TestServer,
  options: { ready?: boolean; cny?: string; reward?: string; markets?: string[] } = {},
): Promise<TestPayer> {
  payerCounter += 1;
  const now = server.clock.now();
  const uid = await newWalletUser(server.db, now, options.markets);
  const username = `payer${payerCounter}_${uid.toLowerCase()}`;
  const ready = options.ready ?? true;
  await setPayerCredentials(server.db, uid, { username, password: payerPassword, paymentPassword: ready ? paymentPassword : undefined });
  if (ready) {
    await storeIdentity(server.db, server.config.secretBox, uid, { realName: 'Test Payer', idNumber: 'ID123456', phone: '13900000000', email: 'payer@example.com', bankCard: '4111111111111111' });
  }
  if (options.cny) await topUpUser(server.db, uid, 'CNY', options.cny, now);
  if (options.reward) await topUpUser(server.db, uid, 'CNY', options.reward, now, true);
  return { uid, username };
}

/** A completed slide for the order: start, then verify at the end of the bar after a human second. */
export async function sliderToken(server: TestServer, orderId: string, options: CallOptions = {}): Promise<string> {
  const started = await server.call<ResponseOf<'checkoutSliderStart'>>(endpoints.checkoutSliderStart.path, { order_id: orderId }, options);
  if (started.body.code !== 200) throw new Error(`slider/start failed: ${JSON.stringify(started.body)}`);
  const verified = await server.call<ResponseOf<'checkoutSliderVerify'>>(
    endpoints.checkoutSliderVerify.path,
    { challenge_id: started.body.data.challenge_id, position: 1, elapsed_ms: 900 },
    options,
  );
  if (verified.body.code !== 200) throw new Error(`slider/verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.data.slider_token;
}

/** checkout/login as the page sends it: a fresh slider token unless given, the password RSA-encrypted. */
export async function payerLogin(
  server: TestServer,
  orderId: string,
  username: string,
  options: CallOptions & { password?: string; sliderToken?: string } = {},
): Promise<CallResult<ResponseOf<'checkoutLogin'>>> {
  return server.call(
    endpoints.checkoutLogin.path,
    {
      order_id: orderId,
      username,
      password: await server.encryptPassword(options.password ?? payerPassword),
      slider_token: options.sliderToken ?? (await sliderToken(server, orderId, options)),
    },
    options,
  );
}

/** Signs the payer in for the order; answers the payer token, or fails the test. */
export async function signInPayer(server: TestServer, orderId: string, payer: TestPayer, options: CallOptions = {}): Promise<string> {
  const answer = await payerLogin(server, orderId, payer.username, options);
  if (answer.body.code !== 200) throw new Error(`checkout/login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.payer_token;
}

/** A payer call (X-Payer-Token). */
export function payerCall<T = unknown>(server: TestServer, path: string, token: string, body: unknown = {}, options: CallOptions = {}): Promise<CallResult<T>> {
  return server.call<T>(path, body, { ...options, headers: { ...options.headers, [payerTokenHeader]: token } });
}
