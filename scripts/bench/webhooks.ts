/**
 * Measure: webhook delivery. A merchant's endpoint is a small HTTP server in the bench process answering 200 to every
 * event (as docs/merchant-api.md's receive.mjs, without the signature check). The backlog is written by paying orders
 * with the server's own `payOrder` (the function the checkout, the wallet and `npm run ops -- pay-order` pay through,
 * which writes the order.paid event in the payment's transaction) and, past `paidForBacklog`, with the outbox function
 * it writes the event with (see `seedWebhookBacklog`), while the server is stopped; the server is then
 * started and the measure is the rate at which it drains the backlog, first delivery to last. The delivery latency
 * under load (payment sent → event received) is measured with the `pay` measure (pay.ts), whose orders notify
 * this receiver too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runTransaction } from '../../server/db/transaction';
import { createOrder, payOrder } from '../../server/merchantApi/orders';
import type { RechargeOrderRow } from '../../server/recharges/repository';
import { inFlightPerMerchant } from '../../server/webhooks/delivery';
import { enqueueOrderEvent } from '../../server/webhooks/outbox';
import type { Database } from '../../server/db/client';
import type { DbContext, WebhookReceiver } from './context';
import { dbLabel, type Site } from './kassa';
import { count, load, ms, nowMs, rate, request, sleep } from './lib';
import { orderInput } from './orders';


export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: 0,
    firstAt: Number.NaN,
    lastAt: Number.NaN,
    paidAt: new Map(),
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = nowMs();
      response.writeHead(200).end();
      receiver.received += 1;
      if (receiver.received === 1) receiver.firstAt = at;
      receiver.lastAt = at;
      try {
        const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type?: string; data?: { order_id?: string } };
        const orderId = event.data?.order_id;
        if (event.type === 'order.paid' && orderId && !receiver.paidAt.has(orderId)) receiver.paidAt.set(orderId, at);
      } catch {
        // Not JSON: counted, not timed.
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kassa`;
  return receiver;
}

/** Orders paid with `payOrder` for the backlog; the rest of its events are written for these orders (see below). */
export const paidForBacklog = 2_000;

/**
 * A backlog of `events` order.paid events to `notifyUrl`. Up to `paidForBacklog` orders of the shops are created
 * (`createOrder`) and paid (`payOrder`) by the payers in turn, each payment writing its event as the checkout's does.
 * Paying 100,000 orders that way takes longer than a run can give it (about 100–300 a second here), so the rest of the
 * events are written with `enqueueOrderEvent`, the outbox function `payOrder` writes its event with, for those paid
 * orders in turn (500 to a transaction): the same rows, to the same endpoints, as further payments would write.
 * PostgreSQL takes 4 payments at a time.
 */
export async function seedWebhookBacklog(
  db: Database,
  site: Site,
  shopIds: number[],
  payerUids: string[],
  events: number,
  notifyUrl: string,
): Promise<string> {
  const settings = { publicUrl: 'http://127.0.0.1', webhookAllowPrivate: true };
  const parallel = site.kind === 'postgres' ? 4 : 1;
  const toPay = Math.min(events, paidForBacklog);
  const paid: RechargeOrderRow[] = [];
  let next = 0;
  const started = nowMs();
  const worker = async () => {
    for (let index = next++; index < toPay; index = next++) {
      const now = new Date();
      const order = await createOrder(db, shopIds[index % shopIds.length]!, orderInput({ notify_url: notifyUrl, expire_minutes: 1440 }), now, settings);
      paid.push(await payOrder(db, { publicId: order.publicId!, payerUid: payerUids[index % payerUids.length]! }, now, settings.publicUrl));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const payMs = nowMs() - started;
  for (let written = toPay; written < events; ) {
    const batch = Math.min(500, events - written);
    await runTransaction(db, async (tx) => {
      const now = new Date();
      for (let i = 0; i < batch; i += 1) await enqueueOrderEvent(tx, 'order.paid', paid[(written + i) % paid.length]!, now, settings.publicUrl);
    });
    written += batch;
  }
  const how =
    `${count(toPay)} orders created and paid with createOrder and payOrder (${rate(toPay / (payMs / 1000))}/s)` +
    (events > toPay ? `, ${count(events - toPay)} more events written for them with enqueueOrderEvent` : '');
  console.log(`  backlog: ${how}, in ${ms(nowMs() - started)}`);
  return how;
}

/** Waits until `expected` events have arrived, or nothing has arrived for `quietMs`. */
async function drained(receiver: WebhookReceiver, expected: number, quietMs: number): Promise<void> {
  let seen = receiver.received;
  let since = nowMs();
  while (receiver.received < expected) {
    await sleep(200);
    if (receiver.received !== seen) {
      seen = receiver.received;
      since = nowMs();
    } else if (nowMs() - since > quietMs) return;
  }
}

/**
 * The baseline: the receiver's side alone. `clients` posts at once (what the server keeps in flight for these merchants)
 * of an event's bytes with its headers, from the bench process, for a few seconds.
 */
async function barePosts(ctx: DbContext, receiver: WebhookReceiver, clients: number): Promise<{ clients: number; perSecond: number }> {
  const payload = JSON.stringify({ type: 'order.paid', timestamp: new Date().toISOString(), data: { order_id: 'ord_bench', order_status: 'coin_transferred', amount: '88.00', subject: 'Two coffees'.padEnd(600, '.') } });
  const headers = { 'user-agent': 'Kassa-Webhooks/1.0', 'webhook-id': 'msg_bench', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': `v1,${'A'.repeat(44)}` };
  const result = await load({
    clients,
    seconds: Math.min(5, ctx.options.seconds),
    warmupSeconds: 1,
    call: async () => {
      const answer = await request('POST', receiver.url, payload, headers);
      return answer.status === 200 ? null : `HTTP ${answer.status}`;
    },
  });
  return { clients, perSecond: result.perSecond };
}

/** Run right after the server started on a site holding the backlog: the drain, first delivery to last. */
export async function measureWebhookDrain(ctx: DbContext, receiver: WebhookReceiver, backlog: number, startedAt: number, how: string): Promise<void> {
  const { report, site } = ctx;
  console.log(`webhooks: draining a backlog of ${count(backlog)} order.paid events to a receiver answering 200…`);
  await drained(receiver, backlog, 30_000);
  const got = receiver.received;
  const seconds = (receiver.lastAt - receiver.firstAt) / 1000;
  const perSecond = got > 1 ? (got - 1) / seconds : Number.NaN;
  console.log(`  ${count(got)} of ${count(backlog)} delivered; first ${ms(receiver.firstAt - startedAt)} after the server's spawn, last ${ms(receiver.lastAt - startedAt)}`);
  const bare = await barePosts(ctx, receiver, Math.min(ctx.shops.length * inFlightPerMerchant, 64));
  report.add({
    measure: `webhooks delivered/s, draining a backlog of ${count(backlog)} (${ctx.shops.length} merchants)`,
    db: dbLabel(site.kind),
    project: `${rate(perSecond)} events/s (${count(got)} in ${ms(seconds * 1000)})`,
    baseline: `Node's http client posting the same bytes to the receiver, as many at once as the server sends (${bare.clients}): ${rate(bare.perSecond)}/s`,
    note: `backlog: ${how}`,
    ratio: perSecond / bare.perSecond,
    target: '≥ 1,000/s, all delivered',
    ok: got >= backlog && perSecond >= 1000,
  });
}
