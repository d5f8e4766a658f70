/**
 * Measure: payments per second in the wallet (`/v1/wallet/order/pay` with the 6-digit payment password, argon2id),
 * 8 clients, and the cost of one argon2id verify in the bench process, the bound of the payment path on this
 * machine's cores. The payers are wallet users made as the seed makes them (`setPayerCredentials`, identity, a CNY
 * top-up), each signed in through the wallet's own sign-in (slider, RSA-encrypted password) from an address of its own
 * (X-Forwarded-For through the trusted local proxy, KASSA_TRUST_PROXY, as payers on their phones reach a server behind
 * one). The payment password's rate limit (config.defaultRateLimits.paymentPassword) holds each payer to its
 * per-account count per minute, so each pays at most that many orders in the run; the per-address count then never
 * binds, and is printed.
 * The paid orders notify the bench's webhook receiver: the latency from the payment's answer (and from its call sent)
 * to its order.paid event received is the delivery latency under this load.
 */
import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import os from 'node:os';
import { hashPassword, verifyPassword } from '../../server/auth/passwords';
import { defaultRateLimits } from '../../server/config';
import type { SecretBox } from '../../server/crypto/secretBox';
import type { Database } from '../../server/db/client';
import { createOrder } from '../../server/merchantApi/orders';
import { setPayerCredentials, storeIdentity } from '../../server/payers/payers';
import { newWalletUser, topUpUser } from '../../server/testing/ledger';
import type { DbContext } from './context';
import { dbLabel } from './kassa';
import { count, load, median, ms, nowMs, percentile, postJson, rate, request, sleep } from './lib';
import { orderInput } from './orders';
import type { BenchPayer, WebhookReceiver } from './context';

const payerPassword = 'Payer-pass-2025';
export const paymentPassword = '246810';
export const walletToken = 'x-wallet-token';


/** The payments each payer may make in a minute (the payment password's per-account limit). */
export const paymentsPerPayer = defaultRateLimits.paymentPassword.perAccount ?? defaultRateLimits.paymentPassword.perIp;

/** A wallet user ready to pay (credentials, identity, CNY), as the demo seed makes its payers. */
export async function newBenchPayer(db: Database, box: SecretBox, index: number, cny: string): Promise<BenchPayer> {
  const now = new Date();
  const uid = await newWalletUser(db, now, ['CNY']);
  const username = `bench_payer_${uid.toLowerCase()}`;
  await setPayerCredentials(db, uid, { username, password: payerPassword, paymentPassword });
  await storeIdentity(db, box, uid, { realName: 'Bench Payer', idNumber: 'ID123456', phone: '13900000000', email: 'payer@example.com', bankCard: '4111111111111111' });
  await topUpUser(db, uid, 'CNY', cny, now);
  return { uid, username, ip: `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`, orders: [] };
}

/** `perPayer` orders of the shops for each payer, each notifying `notifyUrl`, made with `createOrder` as order/create does. */
export async function ordersToPay(db: Database, shopIds: number[], payers: BenchPayer[], perPayer: number, notifyUrl: string): Promise<void> {
  const settings = { publicUrl: 'http://127.0.0.1', webhookAllowPrivate: true };
  let made = 0;
  for (const payer of payers) {
    for (let i = 0; i < perPayer; i += 1) {
      const order = await createOrder(db, shopIds[made++ % shopIds.length]!, orderInput({ notify_url: notifyUrl, expire_minutes: 1440 }), new Date(), settings);
      payer.orders.push(order.publicId!);
    }
  }
}

/** The slider as the wallet app or the checkout page passes it (the bar at its end after a human second): its token. */
async function sliderToken(base: string, app: 'wallet' | 'checkout', start: object, from: Record<string, string>): Promise<string> {
  const started = await postJson<{ challenge_id: string }>(base, `/v1/${app}/slider/start`, start, from);
  if (started.body.code !== 200) throw new Error(`${app} slider/start answered ${JSON.stringify(started.body)}`);
  const verified = await postJson<{ slider_token: string }>(base, `/v1/${app}/slider/verify`, { challenge_id: started.body.data.challenge_id, position: 1, elapsed_ms: 900 }, from);
  if (verified.body.code !== 200) throw new Error(`${app} slider/verify answered ${JSON.stringify(verified.body)}`);
  return verified.body.data.slider_token;
}

/** The payer's password RSA-encrypted with get_pub_key's key, as a sign-in sends it. */
const encryptedPassword = (pubKey: string) =>
  publicEncrypt({ key: pubKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(payerPassword)).toString('base64');

/** The wallet's sign-in as the app sends it: the slider, then the password RSA-encrypted with get_pub_key's key. */
export async function walletSignIn(base: string, payer: BenchPayer, pubKey: string): Promise<string> {
  const from = { 'x-forwarded-for': payer.ip };
  const slider = await sliderToken(base, 'wallet', {}, from);
  const answer = await postJson<{ wallet_token: string }>(base, '/v1/wallet/sign_in', { username: payer.username, password: encryptedPassword(pubKey), slider_token: slider }, from);
  if (answer.body.code !== 200) throw new Error(`wallet sign_in of ${payer.username} answered ${JSON.stringify(answer.body)}`);
  return answer.body.data.wallet_token;
}

/** The median time of one argon2id verify (the server's parameters) in this process, of `times` in a row. */
async function argon2Verify(times: number): Promise<number> {
  const hash = await hashPassword(paymentPassword);
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const before = nowMs();
    if (!(await verifyPassword(hash, paymentPassword))) throw new Error('argon2id verify answered false');
    durations.push(nowMs() - before);
  }
  return median(durations);
}

export async function measurePay(ctx: DbContext): Promise<void> {
  const { options, report, kassa, site, payers, receiver } = ctx;
  const db = dbLabel(site.kind);
  if (!receiver) throw new Error('no webhook receiver');
  const verifyMs = await argon2Verify(20);
  const cores = os.cpus().length;
  const bound = (cores * 1000) / verifyMs;

  console.log(`pay: signing in ${count(payers.length)} payers through the wallet API…`);
  const key = await postJson<{ pub_key: string }>(kassa.url, '/v1/merchant/auth/get_pub_key', {});
  const tokens = new Map<BenchPayer, string>();
  let nextSignIn = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (nextSignIn < payers.length) {
        const payer = payers[nextSignIn++]!;
        tokens.set(payer, await walletSignIn(kassa.url, payer, key.body.data.pub_key));
      }
    }),
  );

  // Every payer's orders, payer after payer in turn, so no payer pays twice in a row.
  const queue: { payer: BenchPayer; orderId: string }[] = [];
  for (let round = 0; round < paymentsPerPayer; round += 1) for (const payer of payers) if (payer.orders[round]) queue.push({ payer, orderId: payer.orders[round]! });
  let next = 0;
  let ranOut = false;
  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  const clients = options.transferClients;
  console.log(`pay: ${clients} clients paying orders with the payment password, ${options.seconds} s (${count(queue.length)} orders ready, ${paymentsPerPayer} per payer)…`);
  const start = nowMs();
  const measureFrom = start + options.warmupSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;
  let lastDone = measureFrom;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (nowMs() < end) {
        const item = queue[next++];
        if (!item) {
          ranOut = true;
          return;
        }
        const before = nowMs();
        const answer = await request('POST', `${kassa.url}/v1/wallet/order/pay`, JSON.stringify({ order_id: item.orderId, payment_password: paymentPassword, use_reward: false }), {
          [walletToken]: tokens.get(item.payer)!,
          'x-forwarded-for': item.payer.ip,
          'idempotency-key': randomUUID(),
        });
        const after = nowMs();
        const text = answer.body.toString('utf8');
        const ok = answer.status === 200 && (JSON.parse(text) as { code: number }).code === 200;
        if (before < measureFrom) continue;
        lastDone = Math.max(lastDone, after);
        if (ok) {
          latencies.push(after - before);
          sentAt.set(item.orderId, before);
          answeredAt.set(item.orderId, after);
        } else {
          failed += 1;
          firstFailure ??= `HTTP ${answer.status}: ${text.slice(0, 300)}`;
        }
      }
    }),
  );
  const seconds = (Math.max(Math.min(end, ranOut ? lastDone : end), lastDone) - measureFrom) / 1000;
  const perSecond = latencies.length / seconds;
  if (ranOut) console.log(`  every payer paid its ${paymentsPerPayer} orders before the end (the per-payer limit): raise the payers`);
  if (failed > 0) console.log(`  ${count(failed)} payments failed; first: ${firstFailure}`);
  if (latencies.length === 0) throw new Error(`no payment succeeded; first failure: ${firstFailure}`);

  report.add({
    measure: `wallet payments/s (payment password, argon2id), ${clients} clients, ${count(payers.length)} payers`,
    db,
    project: `${rate(perSecond)}/s (p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}${failed ? `, ${count(failed)} failed` : ''})`,
    baseline: `one argon2id verify ${ms(verifyMs)} → at most ${rate(bound)}/s on ${cores} cores`,
    ratio: perSecond / bound,
    target: '(bound: argon2id)',
    ok: failed > 0 ? false : null,
    note: `payment password limit ${defaultRateLimits.paymentPassword.perAccount}/min per payer, ${defaultRateLimits.paymentPassword.perIp}/min per address: from one address at most ${rate(defaultRateLimits.paymentPassword.perIp / 60)}/s`,
  });

  // The order.paid events of the payments measured: from the payment sent to the event received.
  const waitUntil = nowMs() + 30_000;
  while (nowMs() < waitUntil && [...sentAt.keys()].some((orderId) => !receiver.paidAt.has(orderId))) await sleep(200);
  // From the payment's answer (the payer sees it paid), and from the call sent (the answer may come after the event).
  const delays: number[] = [];
  const fromSent: number[] = [];
  for (const [orderId, sent] of sentAt) {
    const got = receiver.paidAt.get(orderId);
    if (got === undefined) continue;
    delays.push(got - answeredAt.get(orderId)!);
    fromSent.push(got - sent);
  }
  report.add({
    measure: `webhook latency, payment answered → order.paid received, under the pay load (${rate(perSecond)} payments/s)`,
    db,
    project: `p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}; from the payment sent p99 ${ms(percentile(fromSent, 99))} (${count(delays.length)} of ${count(sentAt.size)} received within 30 s)`,
    baseline: 'the payment call itself: p99 ' + ms(percentile(latencies, 99)),
    ratio: null,
    target: 'p99 < 2 s, every event',
    ok: delays.length === sentAt.size && percentile(delays, 99) < 2000,
  });

  await measureCheckoutPay(ctx, queue.slice(next), key.body.data.pub_key, { verifyMs, bound, cores });
}

/**
 * The hosted checkout's payment, as a payer on the order's page makes it: the slider, the sign-in for this order
 * (RSA-encrypted password, one argon2id verify) and the payment with the payment password (a second verify), each
 * order with a session of its own. The orders are those the wallet measure left unpaid, so each payer stays within
 * the payment password's count per minute, which the wallet and the checkout share.
 */
async function measureCheckoutPay(ctx: DbContext, queue: { payer: BenchPayer; orderId: string }[], pubKey: string, argon: { verifyMs: number; bound: number; cores: number }) {
  const { options, report, kassa, site } = ctx;
  const clients = options.transferClients;
  console.log(`checkout: ${clients} clients each signing in on an order's page and paying it, ${options.seconds} s (${count(queue.length)} orders left)…`);
  let next = 0;
  const payNext = async (): Promise<string | null> => {
    const item = queue[next++];
    if (!item) {
      // Flagged as a failure: the measure needs more payers (--payers).
      await sleep(1000);
      return 'no order left to pay: raise --payers';
    }
    const from = { 'x-forwarded-for': item.payer.ip };
    const slider = await sliderToken(kassa.url, 'checkout', { order_id: item.orderId }, from);
    const session = await postJson<{ payer_token: string }>(kassa.url, '/v1/checkout/login', { order_id: item.orderId, username: item.payer.username, password: encryptedPassword(pubKey), slider_token: slider }, from);
    if (session.body.code !== 200) return `login: ${JSON.stringify(session.body)}`;
    const paid = await postJson<unknown>(kassa.url, '/v1/checkout/pay', { payment_password: paymentPassword, use_reward: false }, { ...from, 'x-payer-token': session.body.data.payer_token });
    return paid.body.code === 200 ? null : `pay: ${JSON.stringify(paid.body)}`;
  };
  // No warm-up: the wallet's payments just ran the same verifies and the same payment, and the orders left are few.
  const result = await load({ clients, seconds: options.seconds, warmupSeconds: 0, call: payNext });
  const { failed, firstFailure, perSecond } = result;
  if (failed > 0) console.log(`  ${count(failed)} checkout payments failed; first: ${firstFailure}`);
  if (result.done === 0) throw new Error(`no checkout payment succeeded; first failure: ${firstFailure}`);
  report.add({
    measure: `checkout payments/s (slider, sign-in for the order, payment password: two argon2id verifies), ${clients} clients`,
    db: dbLabel(site.kind),
    project: `${rate(perSecond)}/s (p50 ${ms(result.p50)}, p99 ${ms(result.p99)} for the four calls${failed ? `, ${count(failed)} failed` : ''})`,
    baseline: `one argon2id verify ${ms(argon.verifyMs)}: two per payment → at most ${rate(argon.bound / 2)}/s on ${argon.cores} cores`,
    ratio: perSecond / (argon.bound / 2),
    target: '(bound: argon2id)',
    ok: failed > 0 ? false : null,
  });
}
