import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound, startBackgroundWork } from '../background';
import { webhookEvents } from '../db/schema';
import { useTestServer } from '../testing/harness';
import { newWalletUser, topUpUser } from '../testing/ledger';
import { createApiKey, signedCall } from '../testing/merchantApi';
import { startWebhookReceiver, verifyWebhook, type ReceivedWebhook, type WebhookReceiver } from '../testing/webhookReceiver';
import { attemptTimeoutMs, inFlightPerMerchant, maxAttempts, maxPendingPerMerchant, maxResponseBytes, retryDelayAfter, retryDelaysMs } from './delivery';
import { newEventId } from './outbox';
import { isPublicAddress } from './targets';

// Demo mode: `ops pay-order` pays as a payer would, without their payment password, so it runs only there.
const server = useTestServer({ demo: true });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

type Order = ResponseOf<'openOrderCreate'>;
type Delivery = ResponseOf<'webhookDeliveryResend'>;

const round = () => runBackgroundRound({ db: server.db, config: server.config });

/** Verifies a received webhook as the merchant would, at the server's time. */
const verify = (webhook: ReceivedWebhook, secret: string) => verifyWebhook(webhook, secret, server.clock.now());

let orderCounter = 0;
async function paidOrderFor(setup: Awaited<ReturnType<typeof merchantWithEndpoint>>) {
  orderCounter += 1;
  const order = (await signedCall<Order>(server, setup.key, endpoints.openOrderCreate.path, { merchant_order_no: `W-${orderCounter}`, coin_name: 'CNY', amount: '10.00' })).body.data;
  const payer = await newWalletUser(server.db, server.clock.now());
  await topUpUser(server.db, payer, 'CNY', '100', server.clock.now());
  expect((await server.ops('pay-order', [order.order_id], { payer })).body.code).toBe(200);
  return order;
}

async function merchantWithEndpoint() {
  const merchant = await server.createMerchant();
  const token = await server.signIn(merchant);
  const key = await createApiKey(server, merchant, token);
  await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: receiver.url }, { token });
  return { merchant, token, key };
}

async function deliveriesOf(token: string) {
  return (await server.call<{ list: Delivery[]; total: number }>(endpoints.webhookDeliveryQuery.path, {}, { token })).body.data.list;
}

describe('webhooks (Standard Webhooks 1.0)', () => {
  it('sends order.paid with the order as order/query answers it, signed so that standardwebhooks verifies it', async () => {
    const setup = await merchantWithEndpoint();
    const order = await paidOrderFor(setup);
    const before = receiver.received.length;
    await round();
    expect(receiver.received.length).toBe(before + 1);
    const webhook = receiver.received.at(-1)!;
    const verified = verify(webhook, setup.key.webhookSecret) as { type: string; timestamp: string; data: Order };
    expect(verified.type).toBe('order.paid');
    expect(verified.data).toEqual((await signedCall<Order>(server, setup.key, endpoints.openOrderQuery.path, { order_id: order.order_id })).body.data);
    expect(webhook.headers['webhook-id']).toMatch(/^msg_/);
    expect(() => verify({ ...webhook, body: webhook.body.replace('10.00', '99.00') }, setup.key.webhookSecret)).toThrow();

    expect(await deliveriesOf(setup.token)).toEqual([
      expect.objectContaining({ event_type: 'order.paid', order_id: order.order_id, url: receiver.url, status: 'delivered', attempts: 1, last_http_status: 200, last_error: null, next_attempt_time: null, delivered_time: server.clock.now().toISOString() }),
    ]);
  });

  it('retries a failed attempt after a backoff with the same webhook-id, and delivers on a 2xx', async () => {
    const setup = await merchantWithEndpoint();
    await paidOrderFor(setup);
    receiver.answers.push(500);
    const before = receiver.received.length;
    await round();
    const [pending] = await deliveriesOf(setup.token);
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_http_status: 500,
      last_error: 'The endpoint answered HTTP 500; only a 2xx answer counts as received (redirects are not followed).',
    });
    const wait = new Date(pending!.next_attempt_time!).getTime() - server.clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(retryDelaysMs[0] * 0.8);
    expect(wait).toBeLessThanOrEqual(retryDelaysMs[0] * 1.2);

    await round();
    expect(receiver.received.length).toBe(before + 1);
    server.clock.advance(wait);
    await round();
    expect(receiver.received.length).toBe(before + 2);
    const [first, second] = receiver.received.slice(before);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(verify(second!, setup.key.webhookSecret)).toMatchObject({ type: 'order.paid' });
    expect((await deliveriesOf(setup.token))[0]).toMatchObject({ status: 'delivered', attempts: 2, last_http_status: 200, last_error: null });
  });

  it('gives up after the last attempt (about 3 days), and a resend delivers it again', async () => {
    const setup = await merchantWithEndpoint();
    await paidOrderFor(setup);
    receiver.answers.push(...Array.from({ length: maxAttempts }, () => 503));
    const before = receiver.received.length;
    let elapsed = 0;
    const eventOf = async () => (await server.db.select().from(webhookEvents).where(eq(webhookEvents.merchantId, setup.merchant.merchantId)))[0];
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      await round();
      if (attempt < maxAttempts) {
        const wait = (await eventOf())!.nextAttemptAt!.getTime() - server.clock.now().getTime();
        elapsed += wait;
        server.clock.advance(wait);
      }
    }
    // Days have passed: the operator signs in again to look at the log.
    setup.token = await server.signIn(setup.merchant);
    expect(maxAttempts).toBeGreaterThanOrEqual(8);
    expect(receiver.received.length - before).toBe(maxAttempts);
    expect(elapsed / 3_600_000).toBeGreaterThan(2.2 * 24);
    expect(elapsed / 3_600_000).toBeLessThan(3.5 * 24);
    const [failed] = await deliveriesOf(setup.token);
    expect(failed).toMatchObject({ status: 'failed', attempts: maxAttempts, last_http_status: 503, next_attempt_time: null });

    const resent = await server.call<Delivery>(endpoints.webhookDeliveryResend.path, { id: failed!.id }, { token: setup.token });
    expect(resent.body.data).toMatchObject({ status: 'pending', attempts: 0 });
    await round();
    expect((await deliveriesOf(setup.token))[0]).toMatchObject({ id: failed!.id, status: 'delivered', attempts: 1 });
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(failed!.id);
  });

  it('sends a test event to the default endpoint, and refuses one without an endpoint or another merchant’s resend', async () => {
    const setup = await merchantWithEndpoint();
    const test = await server.call<Delivery>(endpoints.webhookTest.path, {}, { token: setup.token });
    expect(test.body.data).toMatchObject({ event_type: 'test', order_id: null, status: 'pending' });
    await round();
    expect(verify(receiver.received.at(-1)!, setup.key.webhookSecret)).toMatchObject({ type: 'test' });

    const other = await merchantWithEndpoint();
    expect((await server.call(endpoints.webhookDeliveryResend.path, { id: test.body.data.id }, { token: other.token })).body.code).toBe(4004);
    await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: null }, { token: other.token });
    expect((await server.call(endpoints.webhookTest.path, {}, { token: other.token })).body).toMatchObject({ code: 4000, detail: 'Set a webhook endpoint first.' });

    const noKey = await server.createMerchant();
    const noKeyToken = await server.signIn(noKey);
    expect((await server.call(endpoints.webhookTest.path, {}, { token: noKeyToken })).body).toMatchObject({
      code: 4003,
      detail: 'Create an API key first: webhooks are signed with its webhook secret.',
    });
  });

  it('refuses private, loopback and link-local targets unless allowed (SSRF), when set and before each attempt', async () => {
    expect(['127.0.0.1', '10.1.2.3', '192.168.0.5', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1'].filter(isPublicAddress)).toEqual([]);
    expect(['93.184.216.34', '2606:2800:220:1::1'].every(isPublicAddress)).toBe(true);

    const setup = await merchantWithEndpoint();
    await paidOrderFor(setup);
    server.config.webhookAllowPrivate = false;
    try {
      const refused = await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: 'http://169.254.169.254/latest' }, { token: setup.token });
      expect(refused.body).toMatchObject({ code: 4000, detail: 'Webhooks cannot go to a private, loopback or link-local address.' });
      const order = await signedCall(server, setup.key, endpoints.openOrderCreate.path, { merchant_order_no: 'SSRF-1', coin_name: 'CNY', amount: '1.00', notify_url: 'http://[::1]:8080/x' });
      expect(order.body).toMatchObject({ code: 4000, data: { field: 'notify_url' } });
      // The event written while private targets were allowed is not sent now.
      const before = receiver.received.length;
      await round();
      expect(receiver.received.length).toBe(before);
      expect((await deliveriesOf(setup.token))[0]).toMatchObject({
        status: 'failed',
        last_http_status: null,
        last_error: 'Not sent: the address is private, loopback or link-local, which webhooks may not reach.',
      });
    } finally {
      server.config.webhookAllowPrivate = true;
    }
  });

  it('spreads retries with jitter of at most 20 %', () => {
    expect(retryDelayAfter(1, () => 0)).toBe(4_000);
    expect(retryDelayAfter(1, () => 1)).toBe(6_000);
    expect(retryDelayAfter(maxAttempts + 3, () => 0.5)).toBe(retryDelaysMs.at(-1));
  });

  it('keeps the event when the receiver is down: recorded as an error, due again later', async () => {
    const setup = await merchantWithEndpoint();
    await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: 'http://127.0.0.1:9/closed-port' }, { token: setup.token });
    await paidOrderFor(setup);
    await round();
    const [row] = await server.db.select().from(webhookEvents).where(eq(webhookEvents.merchantId, setup.merchant.merchantId));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastHttpStatus: null });
    // A generic kind in the merchant's language, never the socket's own words (ECONNREFUSED 127.0.0.1:9).
    const [english] = await deliveriesOf(setup.token);
    expect(english?.last_error).toBe('Connection refused: nothing is listening at this address and port.');
    const vietnamese = await server.call<{ list: Delivery[] }>(endpoints.webhookDeliveryQuery.path, {}, { token: setup.token, language: 'vi' });
    expect(vietnamese.body.data.list[0]?.last_error).toBe('Kết nối bị từ chối: không có dịch vụ nào lắng nghe ở địa chỉ và cổng này.');
  });
});

/** An endpoint the test controls fully: `answer` decides what each request gets (or nothing, to hang). */
async function startEndpoint(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const arrived: string[] = [];
  const server = createServer((request, response) => {
    arrived.push(request.url ?? '');
    request.resume();
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    arrived,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('webhook targets at connect time (SSRF)', () => {
  it('refuses at connect a name that resolved to a public address when set and to a loopback one now (DNS rebinding)', async () => {
    const setup = await merchantWithEndpoint();
    const asked: string[] = [];
    // The first answer for each name is public, every later one loopback: what a rebinding name server does.
    server.config.webhookLookup = async (hostname) => {
      asked.push(hostname);
      return asked.filter((name) => name === hostname).length === 1 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    };
    server.config.webhookAllowPrivate = false;
    try {
      const port = new URL(receiver.url).port;
      const set = await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: `http://localhost:${port}/webhooks` }, { token: setup.token });
      expect(set.body.code).toBe(200);
      await paidOrderFor(setup);
      const before = receiver.received.length;
      await round();
      expect(asked).toEqual(['localhost', 'localhost']);
      expect(receiver.received.length).toBe(before);
      expect((await deliveriesOf(setup.token))[0]).toMatchObject({
        status: 'failed',
        last_http_status: null,
        last_error: 'Not sent: the address is private, loopback or link-local, which webhooks may not reach.',
      });
    } finally {
      server.config.webhookAllowPrivate = true;
      delete server.config.webhookLookup;
    }
  });

  it('follows no redirect and refuses an answer larger than 64 KB', async () => {
    const redirecting = await startEndpoint((_request, response) => response.writeHead(302, { location: receiver.url }).end());
    const talkative = await startEndpoint((_request, response) => response.writeHead(200).end('x'.repeat(maxResponseBytes + 1)));
    try {
      const setup = await merchantWithEndpoint();
      await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: redirecting.url }, { token: setup.token });
      const before = receiver.received.length;
      await server.call(endpoints.webhookTest.path, {}, { token: setup.token });
      await round();
      expect(redirecting.arrived).toHaveLength(1);
      expect(receiver.received.length).toBe(before);
      expect((await deliveriesOf(setup.token))[0]).toMatchObject({ status: 'pending', last_http_status: 302, last_error: expect.stringContaining('HTTP 302') });

      await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: talkative.url }, { token: setup.token });
      const test = await server.call<Delivery>(endpoints.webhookTest.path, {}, { token: setup.token });
      await round();
      const latest = (await deliveriesOf(setup.token)).find((delivery) => delivery.id === test.body.data.id);
      expect(talkative.arrived).toHaveLength(1);
      expect(latest).toMatchObject({ status: 'pending', last_http_status: 200, last_error: 'Invalid response: not valid HTTP, or a body larger than 64 KB.' });
    } finally {
      await redirecting.close();
      await talkative.close();
    }
  });
});

describe('an endpoint that never answers', () => {
  it('ends the attempt after 10 s, recorded as timed out in the merchant’s language', { timeout: 60_000 }, async () => {
    const hanging = await startEndpoint(() => undefined);
    try {
      const setup = await merchantWithEndpoint();
      await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: hanging.url }, { token: setup.token });
      const test = await server.call<Delivery>(endpoints.webhookTest.path, {}, { token: setup.token });
      const started = Date.now();
      await round();
      expect(Date.now() - started).toBeGreaterThanOrEqual(attemptTimeoutMs - 100);
      expect(hanging.arrived).toHaveLength(1);
      const answer = await server.call<{ list: Delivery[] }>(endpoints.webhookDeliveryQuery.path, { keyword: test.body.data.id }, { token: setup.token, language: 'zh_Hant' });
      expect(answer.body.data.list[0]).toMatchObject({ status: 'pending', attempts: 1, last_http_status: null, last_error: '10 秒內沒有回應。' });
    } finally {
      await hanging.close();
    }
  });
});

describe('webhook delivery is fair across merchants', () => {
  it('delivers merchant B promptly while merchant A’s endpoint hangs with many events waiting', async () => {
    const hanging = await startEndpoint(() => undefined);
    const context = { db: server.db, config: server.config };
    const errors: unknown[] = [];
    let stop: (() => Promise<void>) | undefined;
    try {
      const slow = await merchantWithEndpoint();
      await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: hanging.url }, { token: slow.token });
      for (let index = 0; index < 30; index += 1) expect((await server.call(endpoints.webhookTest.path, {}, { token: slow.token })).body.code).toBe(200);
      const prompt = await merchantWithEndpoint();

      stop = startBackgroundWork(context, 20, (error) => errors.push(error));
      // A's sends are under way and hang.
      for (let wait = 0; hanging.arrived.length < inFlightPerMerchant && wait < 100; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(hanging.arrived.length).toBe(inFlightPerMerchant);

      const before = receiver.received.length;
      const sentAt = Date.now();
      const test = await server.call<Delivery>(endpoints.webhookTest.path, {}, { token: prompt.token });
      await receiver.waitFor(before + 1, 3000);
      expect(Date.now() - sentAt).toBeLessThan(3000);
      expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(test.body.data.id);
      // A holds no more than its share of this process's sends.
      expect(hanging.arrived.length).toBe(inFlightPerMerchant);
    } finally {
      // The hanging answers end (connection reset), so the stop does not wait for the attempts' timeout.
      await hanging.close();
      await stop?.();
    }
    expect(errors).toEqual([]);
  });
});

describe('a committed event leaves at once', () => {
  it('sends a paid order’s webhook right after the payment’s commit, not at the next background round', async () => {
    const setup = await merchantWithEndpoint();
    const errors: unknown[] = [];
    // A round an hour, the first an hour away: only the payment's commit can send the event within the wait.
    const stop = startBackgroundWork({ db: server.db, config: server.config }, 3_600_000, (error) => errors.push(error));
    try {
      const before = receiver.received.length;
      const order = await paidOrderFor(setup);
      await receiver.waitFor(before + 1, 2000);
      expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({ type: 'order.paid', data: { order_id: order.order_id } });
      // A test event, written outside any transaction, leaves at once too.
      const test = await server.call<Delivery>(endpoints.webhookTest.path, {}, { token: setup.token });
      await receiver.waitFor(before + 2, 2000);
      expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(test.body.data.id);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });
});

describe('webhook events waiting per merchant', () => {
  it('refuses a test event or a resend of a failed event while the merchant has the maximum waiting', async () => {
    const setup = await merchantWithEndpoint();
    const failed = (await server.call<Delivery>(endpoints.webhookTest.path, {}, { token: setup.token })).body.data;
    await server.db.update(webhookEvents).set({ status: 'failed', nextAttemptAt: null }).where(eq(webhookEvents.id, failed.id));
    const later = new Date(server.clock.now().getTime() + 3_600_000);
    await server.db.insert(webhookEvents).values(
      Array.from({ length: maxPendingPerMerchant }, () => ({
        id: newEventId(),
        merchantId: setup.merchant.merchantId,
        eventType: 'test' as const,
        orderPublicId: null,
        url: receiver.url,
        payload: '{}',
        status: 'pending' as const,
        nextAttemptAt: later,
        createdAt: server.clock.now(),
      })),
    );
    const full = `You have ${maxPendingPerMerchant} webhook events waiting to be sent. Wait until your endpoint has received them (or they have failed) before sending a test or resending.`;
    expect((await server.call(endpoints.webhookTest.path, {}, { token: setup.token })).body).toMatchObject({ code: 4009, detail: full });
    expect((await server.call(endpoints.webhookDeliveryResend.path, { id: failed.id }, { token: setup.token })).body).toMatchObject({ code: 4009, detail: full });
    // A waiting event may still be made due now: it adds nothing.
    const [waiting] = await server.db.select({ id: webhookEvents.id }).from(webhookEvents).where(and(eq(webhookEvents.merchantId, setup.merchant.merchantId), eq(webhookEvents.status, 'pending'))).limit(1);
    expect((await server.call(endpoints.webhookDeliveryResend.path, { id: waiting!.id }, { token: setup.token })).body.code).toBe(200);
    // A paid order's event is still written.
    await paidOrderFor(setup);
    const [count] = await server.db.select({ id: webhookEvents.id }).from(webhookEvents).where(and(eq(webhookEvents.merchantId, setup.merchant.merchantId), eq(webhookEvents.eventType, 'order.paid')));
    expect(count).toBeDefined();
    // Another merchant is not concerned.
    const other = await merchantWithEndpoint();
    expect((await server.call(endpoints.webhookTest.path, {}, { token: other.token })).body.code).toBe(200);
    await server.db.delete(webhookEvents).where(eq(webhookEvents.merchantId, setup.merchant.merchantId));
  });
});

/** A receiver on a port of its own that can be down (nothing listens: connections refused) and come back on that port. */
async function receiverThatGoesDown() {
  const arrived: ReceivedWebhook[] = [];
  let server = createServer();
  const listen = async (port: number) => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        arrived.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await stop();
  return { url: `http://127.0.0.1:${port}/hook`, arrived, up: () => listen(port), down: stop };
}

describe('a receiver down for some orders while others succeed', () => {
  const eventsOf = (merchantId: number) => server.db.select().from(webhookEvents).where(eq(webhookEvents.merchantId, merchantId));
  const orderOf = (webhook: ReceivedWebhook) => (JSON.parse(webhook.body) as { type: string; data: Order }).data.order_id;
  const typeOf = (webhook: ReceivedWebhook) => (JSON.parse(webhook.body) as { type: string }).type;
  /** Rounds until none starts an attempt: a round takes at most a few events of one merchant (inFlightPerMerchant). */
  const rounds = async () => {
    while ((await round()).attempts > 0);
  };

  async function orderTo(setup: Awaited<ReturnType<typeof merchantWithEndpoint>>, notifyUrl: string, outcome: 'paid' | 'cancelled') {
    orderCounter += 1;
    const created = await signedCall<Order>(server, setup.key, endpoints.openOrderCreate.path, { merchant_order_no: `DOWN-${orderCounter}`, coin_name: 'CNY', amount: '12.00', notify_url: notifyUrl });
    expect(created.body.code).toBe(200);
    if (outcome === 'cancelled') {
      expect((await signedCall(server, setup.key, endpoints.openOrderClose.path, { order_id: created.body.data.order_id })).body.code).toBe(200);
    } else {
      const payer = await newWalletUser(server.db, server.clock.now());
      await topUpUser(server.db, payer, 'CNY', '100', server.clock.now());
      expect((await server.ops('pay-order', [created.body.data.order_id], { payer })).body.code).toBe(200);
    }
    return created.body.data.order_id;
  }

  it('sends the others at once, retries the refused ones on the schedule, sends nothing twice, and resends them when it is back', async () => {
    const setup = await merchantWithEndpoint();
    const down = await receiverThatGoesDown();
    const working = await receiverThatGoesDown();
    await working.up();
    try {
      const failing = [await orderTo(setup, down.url, 'paid'), await orderTo(setup, down.url, 'cancelled'), await orderTo(setup, down.url, 'paid')];
      const fine = [await orderTo(setup, working.url, 'paid'), await orderTo(setup, working.url, 'cancelled')];
      await rounds();
      // The orders whose receiver answers are delivered at once, whatever happens to the others.
      expect(working.arrived.map(orderOf).sort()).toEqual([...fine].sort());
      const failingEvents = async () => (await eventsOf(setup.merchant.merchantId)).filter((event) => failing.includes(event.orderPublicId ?? ''));
      expect((await failingEvents()).map((event) => [event.status, event.attempts, event.lastError])).toEqual(
        failing.map(() => ['pending', 1, 'kassa.server.webhookError.connectionRefused']),
      );

      // Each retry waits its step of the schedule (±20 %); a round before it is due sends nothing.
      for (let attempt = 2; attempt <= maxAttempts; attempt += 1) {
        const waiting = await failingEvents();
        const waits = waiting.map((event) => event.nextAttemptAt!.getTime() - server.clock.now().getTime());
        const step = retryDelaysMs[attempt - 2]!;
        for (const wait of waits) {
          expect(wait).toBeGreaterThanOrEqual(Math.floor(step * 0.8));
          expect(wait).toBeLessThanOrEqual(Math.ceil(step * 1.2));
        }
        server.clock.advance(Math.min(...waits) - 1);
        await rounds();
        expect((await failingEvents()).map((event) => event.attempts)).toEqual(waiting.map((event) => event.attempts));
        server.clock.advance(Math.max(...waits) - Math.min(...waits) + 1);
        await rounds();
        expect((await failingEvents()).map((event) => event.attempts).sort()).toEqual(failing.map(() => attempt));
        // Nothing delivered is sent again, however many rounds pass.
        expect(working.arrived).toHaveLength(fine.length);
      }
      expect((await failingEvents()).map((event) => [event.status, event.nextAttemptAt])).toEqual(failing.map(() => ['failed', null]));
      expect(down.arrived).toEqual([]);

      // Back up: an event that ran out of attempts waits for a resend, which sends it once with its webhook-id.
      await down.up();
      server.clock.advance(retryDelaysMs.at(-1)!);
      await rounds();
      expect(down.arrived).toEqual([]);
      setup.token = await server.signIn(setup.merchant);
      for (const event of await failingEvents()) {
        expect((await server.call<Delivery>(endpoints.webhookDeliveryResend.path, { id: event.id }, { token: setup.token })).body.data).toMatchObject({ status: 'pending', attempts: 0 });
      }
      await rounds();
      const events = await failingEvents();
      expect(events.map((event) => [event.status, event.attempts])).toEqual(failing.map(() => ['delivered', 1]));
      expect(down.arrived.map((webhook) => webhook.headers['webhook-id']).sort()).toEqual(events.map((event) => event.id).sort());
      // One event per order, of the outcome the order had: what each order went through, nothing else.
      expect(down.arrived.map((webhook) => [orderOf(webhook), typeOf(webhook)]).sort()).toEqual(
        [
          [failing[0], 'order.paid'],
          [failing[1], 'order.cancelled'],
          [failing[2], 'order.paid'],
        ].sort(),
      );
      expect(working.arrived).toHaveLength(fine.length);
    } finally {
      await down.down();
      await working.down();
    }
  });

  it('drains the backlog by itself when the receiver comes back within the retry window', async () => {
    const setup = await merchantWithEndpoint();
    const down = await receiverThatGoesDown();
    try {
      const waiting = [await orderTo(setup, down.url, 'paid'), await orderTo(setup, down.url, 'paid'), await orderTo(setup, down.url, 'cancelled')];
      await rounds();
      const due = async () => Math.max(...(await eventsOf(setup.merchant.merchantId)).map((event) => event.nextAttemptAt!.getTime()));
      server.clock.advance((await due()) - server.clock.now().getTime());
      await rounds();
      expect((await eventsOf(setup.merchant.merchantId)).map((event) => event.attempts)).toEqual(waiting.map(() => 2));

      await down.up();
      server.clock.advance((await due()) - server.clock.now().getTime());
      await rounds();
      const events = await eventsOf(setup.merchant.merchantId);
      expect(events.map((event) => [event.status, event.attempts])).toEqual(waiting.map(() => ['delivered', 3]));
      expect(down.arrived.map(orderOf).sort()).toEqual([...waiting].sort());
      // Later rounds, days later, send nothing again.
      server.clock.advance(retryDelaysMs.at(-1)!);
      await rounds();
      expect(down.arrived).toHaveLength(waiting.length);
    } finally {
      await down.down();
    }
  });
});
