import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { closeOrder } from '../merchantApi/orders';
import { minutes, TestServer, useTestServer, type TestMerchant } from '../testing/harness';
import { newOrder, newPayer, publicIdOf } from './testHelpers';

// Demo mode: `ops pay-order` pays as a payer would, without their payment password, so it runs only there.
const server = useTestServer({ demo: true });

type CheckoutOrder = ResponseOf<'checkoutOrder'>;
const eventsPath = endpoints.checkoutOrderEvents.path;

let base = '';
let shop: TestMerchant;
beforeAll(async () => {
  // A real socket: server-sent events are a long answer that inject() would only hand over once it ended.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  shop = await server.createMerchant();
});

/** An open event stream as a browser's EventSource reads it: events parsed from the `data:` lines, comments skipped. */
class EventStreamClient {
  constructor(private readonly origin?: string) {}
  readonly events: CheckoutOrder[] = [];
  comments = 0;
  ended = false;
  response!: IncomingMessage;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private request!: ReturnType<typeof httpRequest>;

  async open(orderId: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.request = httpRequest(`${this.origin ?? base}${eventsPath}?order_id=${encodeURIComponent(orderId)}`, { headers: { accept: 'text/event-stream' } }, (response) => {
        this.response = response;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => this.read(chunk));
        response.on('end', () => {
          this.ended = true;
          this.wake();
        });
        resolve();
      });
      this.request.on('error', reject);
      this.request.end();
    });
  }

  private read(chunk: string) {
    this.buffer += chunk;
    let boundary = this.buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim());
      if (data.length > 0) this.events.push(JSON.parse(data.join('\n')) as CheckoutOrder);
      else this.comments += 1;
      boundary = this.buffer.indexOf('\n\n');
    }
    this.wake();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Waits until `done` holds (checked on every chunk), or fails after `ms`. */
  async until(done: () => boolean, what: string, ms = 8000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (this.ended || Date.now() > deadline) {
        if (done()) return;
        throw new Error(`${what}: not seen (events ${JSON.stringify(this.events.map((event) => event.status))}, ended ${this.ended})`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  statuses() {
    return this.events.map((event) => event.status);
  }

  close() {
    this.request.destroy();
  }
}

describe('checkout/order/events (server-sent events)', () => {
  it('sends the order at once, then scanned and paid as ops change it from outside, and ends after paid', async () => {
    const order = publicIdOf(await newOrder(server, shop, { amount: '42.00' }));
    const payer = await newPayer(server, { cny: '100' });
    const client = new EventStreamClient();
    await client.open(order);
    expect(client.response.statusCode).toBe(200);
    expect(client.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers['cache-control']).toContain('no-cache');

    await client.until(() => client.events.length >= 1, 'the first state');
    expect(client.events[0]).toMatchObject({ order_id: order, status: 'created', amount: '42.00', deep_link: `${server.config.publicUrl}/wallet/pay?order=${order}`, app_link: `kassawallet://pay?order=${order}` });

    expect((await server.ops('scan-order', [order])).body.code).toBe(200);
    await client.until(() => client.statuses().includes('scanned'), 'scanned');
    expect((await server.ops('pay-order', [order], { payer: payer.uid })).body.code).toBe(200);
    await client.until(() => client.ended, 'the end of the stream');
    expect(client.statuses()).toEqual(['created', 'scanned', 'paid']);
    expect(client.events[2]?.pay_time).toBe(server.clock.now().toISOString());
  });

  it('ends with expired when the payment time passes, and with cancelled when the merchant closes the order', async () => {
    const expiring = publicIdOf(await newOrder(server, shop, { expire_minutes: 1 }));
    const first = new EventStreamClient();
    await first.open(expiring);
    await first.until(() => first.events.length >= 1, 'the first state');
    server.clock.advance(minutes(1));
    await first.until(() => first.ended, 'the end of the stream');
    expect(first.statuses()).toEqual(['created', 'expired']);

    const closing = publicIdOf(await newOrder(server, shop));
    const second = new EventStreamClient();
    await second.open(closing);
    await second.until(() => second.events.length >= 1, 'the first state');
    await closeOrder(server.db, shop.merchantId, { order_id: closing }, server.clock.now(), server.config.publicUrl);
    await second.until(() => second.ended, 'the end of the stream');
    expect(second.statuses()).toEqual(['created', 'cancelled']);
  });

  it('sends a final order once and ends at once; a client that leaves is let go', async () => {
    const paid = publicIdOf(await newOrder(server, shop));
    await server.ops('pay-order', [paid], { payer: (await newPayer(server, { cny: '500' })).uid });
    const client = new EventStreamClient();
    await client.open(paid);
    await client.until(() => client.ended, 'the end of the stream');
    expect(client.statuses()).toEqual(['paid']);

    const waiting = publicIdOf(await newOrder(server, shop));
    const leaving = new EventStreamClient();
    await leaving.open(waiting);
    await leaving.until(() => leaving.events.length >= 1, 'the first state');
    leaving.close();
    // The order still answers normally afterwards (the server did not trip over the closed socket).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await server.call(endpoints.checkoutOrder.path, { order_id: waiting })).body.code).toBe(200);
  });

  it('follows one order in at most 5 streams at once, and says so to the sixth', async () => {
    const order = publicIdOf(await newOrder(server, shop, { expire_minutes: 60 }));
    const clients = Array.from({ length: 5 }, () => new EventStreamClient());
    for (const client of clients) {
      await client.open(order);
      await client.until(() => client.events.length >= 1, 'the first state');
    }
    const sixth = await fetch(`${base}${eventsPath}?order_id=${order}`, { headers: { language: 'en' } });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({
      code: 429,
      detail: 'This order is already followed in 5 windows. Close one of them, or reload this page later.',
    });
    // Another order is not held back, and a closed window frees its place.
    const other = new EventStreamClient();
    await other.open(publicIdOf(await newOrder(server, shop)));
    expect(other.response.statusCode).toBe(200);
    other.close();
    clients[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = new EventStreamClient();
    await again.open(order);
    expect(again.response.statusCode).toBe(200);
    await again.until(() => again.events.length >= 1, 'the first state');
    for (const client of [again, ...clients.slice(1)]) client.close();
  });

  it('answers an unknown or missing order_id with the envelope, before any stream opens', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: `${eventsPath}?order_id=ord_000000000000000000000000` });
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.json()).toMatchObject({ code: 4004, detail: 'This order does not exist. Please check the payment link.' });
    const missing = await server.app.inject({ method: 'GET', url: eventsPath });
    expect(missing.json()).toMatchObject({ code: 4000, data: { field: 'order_id' } });
  });
});

describe('closing the server', () => {
  it('ends the open streams, so closing does not wait for them', async () => {
    const other = new TestServer();
    await other.start();
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const merchant = await other.createMerchant();
      const order = publicIdOf(await newOrder(other, merchant, { expire_minutes: 60 }));
      const client = new EventStreamClient(`http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`);
      await client.open(order);
      await client.until(() => client.events.length >= 1, 'the first state');
      const started = Date.now();
      await other.stop();
      await client.until(() => client.ended, 'the end of the stream', 3000);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await other.stop().catch(() => undefined);
    }
  });
});
