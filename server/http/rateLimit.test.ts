/**
 * Rate limits as a client meets them: past the limit a call answers HTTP 429 with the envelope and a
 * Retry-After header, and does nothing; the count is per IP and per account (across IPs); with the shared
 * store two server processes on one database count together.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { buildApp } from '../app';
import { defaultRateLimits, makeConfig, type RateLimitPolicy } from '../config';
import { connectPostgres } from '../db/client';
import type { Envelope } from './envelope';
import { createTestDatabase } from '../testing/database';
import { multipartBody, pngBytes } from '../testing/files';
import { useTestServer, type CallResult, type TestServer } from '../testing/harness';
import { createApiKey, signedCall } from '../testing/merchantApi';
import { newOrder, newPayer, payerCall, publicIdOf, signInPayer } from '../checkout/testHelpers';
import { closeOrder } from '../merchantApi/orders';
import { secretBoxFromKey } from '../crypto/secretBox';

const minute = 60_000;
const low: RateLimitPolicy = {
  shared: false,
  limits: {
    signIn: { perIp: 5, perAccount: 3, windowMs: minute },
    staffSignIn: { perIp: 5, perAccount: 3, windowMs: minute },
    passkeySignIn: { perIp: 5, perAccount: null, windowMs: minute },
    signUpCode: { perIp: 4, perAccount: 2, windowMs: minute },
    publicKey: { perIp: 4, perAccount: null, windowMs: minute },
    enrolment: { perIp: 50, perAccount: null, windowMs: minute },
    payerSignIn: { perIp: 50, perAccount: 3, windowMs: minute },
    paymentPassword: { perIp: 50, perAccount: 3, windowMs: minute },
    signedApi: { perIp: 50, perAccount: 3, windowMs: minute },
    upload: { perIp: 50, perAccount: 3, windowMs: minute },
    webhookSend: { perIp: 50, perAccount: 3, windowMs: minute },
    eventStream: { perIp: 4, perAccount: null, windowMs: minute },
    slider: { perIp: 4, perAccount: null, windowMs: minute },
    lookup: { perIp: 5, perAccount: 3, windowMs: minute },
  },
};

let ipCounter = 0;
/** A new caller address per use, so each test counts only its own calls. */
const newIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function expectTooMany(answer: CallResult, headers?: Record<string, unknown>) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 429, msg: 'too_many_requests', data: { retry_after: expect.any(Number) } });
  const seconds = (answer.body.data as { retry_after: number }).retry_after;
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(answer.body.detail).toBe(`Too many requests, please try again in ${seconds} seconds.`);
  if (headers) expect(headers['retry-after']).toBe(String(seconds));
}

async function rawCall(server: TestServer, path: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'POST', url: path, payload: body as object, remoteAddress: ip, headers });
  return { status: response.statusCode, body: response.json() as Envelope, headers: response.headers };
}

describe('rate limits (memory)', () => {
  const server = useTestServer({ rateLimits: low });

  it('sign-in: per (username, address) for the checks that ran, with the 429 envelope and Retry-After, in the caller\'s language; another address is not held back', async () => {
    const merchant = await server.createMerchant();
    const ip = newIp();
    const wrong = { username: merchant.username, password: await server.encryptPassword('wrong'), google_code: '000000' };
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await server.call(endpoints.login.path, wrong, { ip })).body.code).toBe(4001);
    // The fourth is asked a challenge first (a refusal before any check counts nothing); solved, it is over the limit.
    const refused = await server.call(endpoints.login.path, wrong, { ip });
    expectTooMany(refused, refused.headers);
    // The same account in another language: the same refusal in that language.
    const chinese = await server.call(endpoints.login.path, wrong, { ip, language: 'zh_Hans' });
    expect(chinese.status).toBe(429);
    expect(chinese.body.detail).toMatch(/^请求过于频繁，请在 \d+ 秒后重试。$/);
    // From anywhere else the account is not held back: a stranger cannot use up its count.
    expect((await server.login(merchant, { ip: newIp() })).body.code).toBe(200);
  });

  it('sign-in: per IP across accounts, answered with a challenge rather than a refusal; a known device is counted on its own', async () => {
    const ip = newIp();
    const first = await server.createMerchant();
    const device = String((await server.login(first, { ip })).headers?.['x-kassa-device']);
    for (let attempt = 1; attempt < 5; attempt += 1) expect((await server.login(await server.createMerchant(), { ip })).body.code).toBe(200);
    const sixth = await server.createMerchant();
    expect((await server.login(sixth, { ip, challenge: 'leave' })).body.code).toBe(4028);
    expect((await server.login(sixth, { ip })).body.code).toBe(200);
    expect((await server.login(first, { ip, challenge: 'leave', headers: { 'x-kassa-device': device } })).body.code).toBe(200);
    expect((await server.login(sixth, { ip: newIp(), challenge: 'leave' })).body.code).toBe(200);
  });

  it('get_pub_key: per IP', async () => {
    const ip = newIp();
    for (let call = 0; call < 4; call += 1) expect((await rawCall(server, endpoints.getPubKey.path, {}, ip)).status).toBe(200);
    const refused = await rawCall(server, endpoints.getPubKey.path, {}, ip);
    expectTooMany(refused, refused.headers);
    expect((await rawCall(server, endpoints.getPubKey.path, {}, newIp())).status).toBe(200);
  });

  it('the signed order API: per API key across IPs', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant, { ip: newIp() });
    // The key allows four addresses, and the calls below come from each of them.
    const ips = [newIp(), newIp(), newIp(), newIp()];
    const key = await createApiKey(server, merchant, token, ips.join(','));
    const query = { merchant_order_no: 'none-such' };
    for (const ip of ips.slice(0, 3)) {
      expect((await signedCall(server, key, endpoints.openOrderQuery.path, query, { ip })).status).toBe(200);
    }
    expectTooMany(await signedCall(server, key, endpoints.openOrderQuery.path, query, { ip: ips[3] }));
  });

  it('file upload: per merchant across IPs and sessions', async () => {
    const merchant = await server.createMerchant();
    const upload = async (token: string) => {
      const { payload, contentType } = multipartBody([{ name: 'file', fileName: 'a.png', contentType: 'image/png', content: pngBytes }]);
      const response = await server.app.inject({
        method: 'POST',
        url: endpoints.fileUpload.path,
        headers: { 'content-type': contentType, authorization: token },
        payload,
        remoteAddress: newIp(),
      });
      return { status: response.statusCode, body: response.json() as Envelope, headers: response.headers };
    };
    const first = await server.signIn(merchant, { ip: newIp() });
    const second = await server.signIn(merchant, { ip: newIp() });
    for (const token of [first, second, first]) expect((await upload(token)).body.code).toBe(200);
    const refused = await upload(second);
    expectTooMany(refused, refused.headers);
  });

  it('webhook test and resend: per merchant across sessions, another merchant not held back', async () => {
    const merchant = await server.createMerchant();
    const first = await server.signIn(merchant, { ip: newIp() });
    await createApiKey(server, merchant, first);
    await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: 'https://hooks.example.com/kassa' }, { token: first });
    const second = await server.signIn(merchant, { ip: newIp() });
    const test = await rawCall(server, endpoints.webhookTest.path, {}, newIp(), { authorization: first });
    expect(test.body.code).toBe(200);
    const id = (test.body.data as { id: string }).id;
    expect((await rawCall(server, endpoints.webhookDeliveryResend.path, { id }, newIp(), { authorization: second })).body.code).toBe(200);
    expect((await rawCall(server, endpoints.webhookTest.path, {}, newIp(), { authorization: first })).body.code).toBe(200);
    const refused = await rawCall(server, endpoints.webhookDeliveryResend.path, { id }, newIp(), { authorization: second });
    expectTooMany(refused, refused.headers);
    expectTooMany(await rawCall(server, endpoints.webhookTest.path, {}, newIp(), { authorization: first }));

    const other = await server.createMerchant();
    const otherToken = await server.signIn(other, { ip: newIp() });
    await createApiKey(server, other, otherToken);
    await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: 'https://hooks.example.com/other' }, { token: otherToken });
    expect((await rawCall(server, endpoints.webhookTest.path, {}, newIp(), { authorization: otherToken })).body.code).toBe(200);
  });

  it('the checkout: payer sign-in per (username, address), payment password per payer across IPs', async () => {
    const merchant = await server.createMerchant();
    const order = publicIdOf(await newOrder(server, merchant));
    const payer = await newPayer(server, { ready: true, cny: '500.00' });
    const ip = newIp();
    const token = await signInPayer(server, order, payer, { ip });
    for (let attempt = 0; attempt < 2; attempt += 1) await signInPayer(server, order, payer, { ip });
    await expect(signInPayer(server, order, payer, { ip })).rejects.toThrow(/"code":429/);
    await signInPayer(server, order, payer, { ip: newIp() });

    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await payerCall(server, endpoints.checkoutPay.path, token, { payment_password: '999999' }, { ip: newIp() })).body.code).toBe(4001);
    }
    expectTooMany(await payerCall(server, endpoints.checkoutPay.path, token, { payment_password: '999999' }, { ip: newIp() }));
  });
});

describe('rate limits of the checkout page and of look-ups (memory)', () => {
  const server = useTestServer({ rateLimits: low });

  it("the checkout's order stream and slider: per IP", async () => {
    const merchant = await server.createMerchant();
    const open = publicIdOf(await newOrder(server, merchant));
    // A closed order's stream sends its final state and ends, so inject() gets the whole answer.
    const closed = publicIdOf(await newOrder(server, merchant));
    await closeOrder(server.db, merchant.merchantId, { order_id: closed }, server.clock.now(), server.config.publicUrl);
    const stream = async (ip: string) => {
      const response = await server.app.inject({ method: 'GET', url: `${endpoints.checkoutOrderEvents.path}?order_id=${closed}`, remoteAddress: ip });
      return { status: response.statusCode, headers: response.headers, body: (response.headers['content-type']?.toString().includes('json') ? response.json() : {}) as Envelope };
    };
    const ip = newIp();
    for (let call = 0; call < 4; call += 1) expect((await stream(ip)).status).toBe(200);
    const refused = await stream(ip);
    expectTooMany(refused, refused.headers);
    expect((await stream(newIp())).status).toBe(200);

    const sliderIp = newIp();
    for (let call = 0; call < 4; call += 1) expect((await rawCall(server, endpoints.checkoutSliderStart.path, { order_id: open }, sliderIp)).body.code).toBe(200);
    const sliderRefused = await rawCall(server, endpoints.checkoutSliderStart.path, { order_id: open }, sliderIp);
    expectTooMany(sliderRefused, sliderRefused.headers);
    expect((await rawCall(server, endpoints.checkoutSliderStart.path, { order_id: open }, newIp())).body.code).toBe(200);
  });

  it('recipient and user look-ups: per merchant across IPs and sessions, and per IP across merchants', async () => {
    const merchant = await server.createMerchant();
    const recipient = await server.createMerchant();
    const lookUps = [
      (token: string, ip: string) => server.call(endpoints.transferRecipientGet.path, { receipt_merchant_id: String(recipient.merchantId) }, { token, ip }),
      (token: string, ip: string) => server.call(endpoints.adjustmentUserGet.path, { receipt_user_id: 'U404404' }, { token, ip }),
      (token: string, ip: string) => server.call(endpoints.transferRecipientGet.path, { receipt_merchant_id: '999999999' }, { token, ip }),
    ];
    const first = await server.signIn(merchant, { ip: newIp() });
    const second = await server.signIn(merchant, { ip: newIp() });
    for (const [index, lookUp] of lookUps.entries()) expect((await lookUp(index % 2 === 0 ? first : second, newIp())).status).toBe(200);
    expectTooMany(await lookUps[0]!(second, newIp()));

    // One address trying ids for several merchants is held back too.
    const ip = newIp();
    const others = await Promise.all([server.createMerchant(), server.createMerchant()]);
    const tokens = await Promise.all(others.map((other) => server.signIn(other, { ip: newIp() })));
    for (let call = 0; call < 5; call += 1) expect((await lookUps[call % 3]!(tokens[call % 2]!, ip)).status).toBe(200);
    // The second merchant made two of them: its own count would allow a third, the address's does not.
    expectTooMany(await lookUps[0]!(tokens[1]!, ip));
    expect((await lookUps[0]!(tokens[1]!, newIp())).status).toBe(200);
  });
});

describe('rate limits shared by two server processes on one database', () => {
  it('counts the calls of both together', async () => {
    const database = await createTestDatabase();
    // A second connection of its own on PostgreSQL, as another process would have; PGlite admits one.
    const second = database.url ? connectPostgres(database.url) : null;
    const config = makeConfig({
      opsSecret: 'unused',
      secretBox: secretBoxFromKey(randomBytes(32)),
      backgroundIntervalMs: null,
      rateLimits: { shared: true, limits: { ...defaultRateLimits, publicKey: { perIp: 4, perAccount: null, windowMs: minute } } },
    });
    const one = await buildApp({ db: database.db, config });
    const two = await buildApp({ db: second?.db ?? database.db, config });
    try {
      const ask = async (app: typeof one) => {
        const response = await app.inject({ method: 'POST', url: endpoints.getPubKey.path, payload: {}, remoteAddress: '192.0.2.77' });
        return { status: response.statusCode, retryAfter: response.headers['retry-after'], body: response.json() as Envelope };
      };
      const answers = [];
      for (let call = 0; call < 6; call += 1) answers.push(await ask(call % 2 === 0 ? one : two));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429]);
      expect(answers[5]?.body).toMatchObject({ code: 429, data: { retry_after: Number(answers[5]?.retryAfter) } });
      // Another address has its own count.
      const elsewhere = await two.inject({ method: 'POST', url: endpoints.getPubKey.path, payload: {}, remoteAddress: '192.0.2.78' });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await one.close();
      await two.close();
      await second?.close();
      await database.close();
    }
  });
});
