/**
 * `npm run bench:soak`: a day's mixed traffic on the real server for a while, to see whether its memory or its
 * latency drifts.
 *
 *   npm run bench:soak                                   10 minutes after 2 minutes of warm-up, on PostgreSQL
 *   npm run bench:soak -- --minutes 2 --warmup-minutes 0.5 --db pglite
 *
 * The site is seeded as `npm run bench` seeds it (kassa.ts: the server's own functions, while no server runs), then the
 * server is started and a few clients call it as users do, each pausing between calls: operators reading their fund
 * flow and sending transfers inside their step-up window (reopened with a code before it closes, as the console's code
 * dialog does), shops' servers creating orders through the signed merchant API, wallet payers paying those orders with
 * the payment password, and the order.paid events delivered to a receiver in this process.
 * Every 5 s the RSS of the server's process tree is sampled; every minute the calls/s, p50 and p99 of each kind are
 * printed. The finding: RSS growth from the end of the warm-up to the end (target < 50 MB), the last minute's p99
 * against the first minute's after the warm-up (stable: within 1.5×), and every answer other than 200, by kind and code.
 * Nothing fails on a figure: the exit status is 1 only when the measure could not run.
 */
import { randomUUID } from 'node:crypto';
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';
import { listCall } from './fundFlow';
import { createApiKey, credit, dbLabel, newMerchant, newSite, openSite, openStepUp, signIn, siteSecretBox, startKassa, verifyKyc, type ApiKey, type BenchMerchant, type DbKind, type RunningKassa } from './kassa';
import { count, errorText, mb, ms, nowMs, percentile, postJson, postgresServerUrl, rate, request, sleep, treeRss, withCleanup, type Answer } from './lib';
import { orderBody, orderCreatePath, signedRequest } from './orders';
import type { BenchPayer, WebhookReceiver } from './context';
import { newBenchPayer, paymentPassword, paymentsPerPayer, walletSignIn, walletToken } from './pay';
import { transferAmount, transferPath } from './transfers';
import { startWebhookReceiver } from './webhooks';

const usage = 'usage: npm run bench:soak -- [--minutes N] [--warmup-minutes N] [--db postgres|pglite]';

interface SoakOptions {
  minutes: number;
  warmupMinutes: number;
  db: DbKind;
}

function parseOptions(argv: string[]): SoakOptions {
  const options: SoakOptions = { minutes: 10, warmupMinutes: 2, db: 'postgres' };
  const number = (flag: string, value: string | undefined, zeroAllowed: boolean) => {
    const parsed = Number(value);
    if (!value || !Number.isFinite(parsed) || parsed < 0 || (!zeroAllowed && parsed === 0)) throw new Error(`${flag} needs a ${zeroAllowed ? 'non-negative' : 'positive'} number\n${usage}`);
    return parsed;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index]!;
    const value = () => argv[++index];
    switch (flag) {
      case '--minutes':
        options.minutes = number(flag, value(), false);
        break;
      case '--warmup-minutes':
        options.warmupMinutes = number(flag, value(), true);
        break;
      case '--db': {
        const db = value();
        if (db === 'postgres' || db === 'pg') options.db = 'postgres';
        else if (db === 'pglite') options.db = 'pglite';
        else throw new Error(`--db takes postgres or pglite\n${usage}`);
        break;
      }
      case '--help':
      case '-h':
        console.log(usage);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${flag}\n${usage}`);
    }
  }
  return options;
}

// ---------- the traffic ----------

const kinds = ['list', 'transfer', 'order', 'pay', 'webhook'] as const;
type Kind = (typeof kinds)[number];

/**
 * Clients of each kind and the pause each takes after an answer: a steady, moderate day's traffic (about a dozen
 * calls a second), far from what the server can take flat out (`npm run bench`). The payers pay the orders the shops
 * create, so payments follow the order rate.
 */
const traffic = {
  /** Operators reading their fund flow's page 1 (each the operator of a transfer payer). */
  list: { clients: 2, pauseMs: 250 },
  /** Operators sending transfers, one per payer merchant, step-up window open. */
  transfer: { clients: 2, pauseMs: 1000 },
  /** Shops' servers creating orders through the signed API, one per shop and API key. */
  order: { clients: 2, pauseMs: 1000 },
  /** Payers paying the created orders in the wallet, taking the payers in turn. */
  pay: { clients: 2, pauseMs: 500 },
};
/**
 * Wallet payers, each from an address of its own. The payment password allows `paymentsPerPayer` a minute per payer:
 * with this many payers in turn, each pays at most a few a minute at the pay clients' rate.
 */
const payerCount = 40;
/** Reopen an operator's step-up window this long before it closes (the window lasts KASSA_STEP_UP_SECONDS, 300 s). */
const stepUpMarginMs = 90_000;
const rssEveryMs = 5_000;
const rssLateMs = 1_000;

/** A stretch of the run whose figures are printed together: a minute, or the warm-up's part of one. */
interface Period {
  label: string;
  warmup: boolean;
  /** ms from the start of the traffic. */
  from: number;
  to: number;
  latencies: Record<Kind, number[]>;
  /** The last RSS sample inside it. */
  rss: number;
}

function periods(warmupMs: number, totalMs: number): Period[] {
  const list: Period[] = [];
  const add = (label: string, warmup: boolean, from: number, to: number) =>
    list.push({ label, warmup, from, to, latencies: Object.fromEntries(kinds.map((kind) => [kind, []])) as unknown as Record<Kind, number[]>, rss: Number.NaN });
  for (let from = 0, n = 1; from < warmupMs; from += 60_000, n += 1) add(`warm-up ${n}`, true, from, Math.min(warmupMs, from + 60_000));
  for (let from = warmupMs, n = 1; from < totalMs; from += 60_000, n += 1) add(`minute ${n}`, false, from, Math.min(totalMs, from + 60_000));
  return list;
}

interface Operator {
  merchant: BenchMerchant;
  token: string;
  recipientId: number;
  /** When the step-up window closes (epoch ms), as the last answer's X-Step-Up-Until said. */
  stepUpUntil: number;
  reopening: Promise<void> | null;
}

class Soak {
  readonly started = nowMs();
  readonly periods: Period[];
  readonly errors = new Map<string, { count: number; first: string }>();
  readonly rss: { at: number; bytes: number }[] = [];
  /** Paid orders whose order.paid event has not arrived yet: order_id → when the payment was answered. */
  readonly awaitingEvent = new Map<string, number>();
  /** Orders created and not yet paid, oldest first. */
  readonly toPay: string[] = [];
  /** Step-up windows reopened with a code during the run. */
  stepUps = 0;
  private printed = 0;

  constructor(
    readonly warmupMs: number,
    readonly totalMs: number,
  ) {
    this.periods = periods(warmupMs, totalMs);
  }

  get end(): number {
    return this.started + this.totalMs;
  }

  private periodAt(at: number): Period | undefined {
    const t = at - this.started;
    return this.periods.find((period) => t >= period.from && t < period.to) ?? (t >= this.totalMs ? this.periods.at(-1) : undefined);
  }

  /** A call answered at `at` (performance.now) after `latency` ms; counted in the period it was answered in. */
  sample(kind: Kind, latency: number, at = nowMs()): void {
    this.periodAt(at)?.latencies[kind].push(latency);
  }

  error(kind: Kind, key: string, detail: string): void {
    const name = `${kind}: ${key}`;
    const seen = this.errors.get(name);
    if (seen) seen.count += 1;
    else {
      this.errors.set(name, { count: 1, first: detail });
      console.log(`  ! ${name} (first: ${detail.slice(0, 300)})`);
    }
  }

  sampleRss(pid: number): void {
    const at = nowMs();
    const bytes = treeRss(pid);
    this.rss.push({ at: at - this.started, bytes });
    // A sample taken just after a period's end (the timer runs late by a few ms) is that period's last.
    const period = this.periodAt(at - rssLateMs);
    if (period) period.rss = bytes;
  }

  /** Prints each period that has ended since the last call. */
  printEnded(): void {
    const t = nowMs() - this.started;
    while (this.printed < this.periods.length && this.periods[this.printed]!.to <= t) printPeriod(this.periods[this.printed++]!);
  }
}

const columnWidth = 26;

function printHeader(): void {
  console.log(['period'.padEnd(11), 'RSS'.padStart(9), ...kinds.map((kind) => `  ${kind} (/s, p50, p99)`.padEnd(columnWidth))].join(''));
}

function kindFigures(period: Period, kind: Kind): string {
  const values = period.latencies[kind];
  const seconds = (period.to - period.from) / 1000;
  if (values.length === 0) return '—';
  return `${rate(values.length / seconds)}, ${ms(percentile(values, 50))}, ${ms(percentile(values, 99))}`;
}

function printPeriod(period: Period): void {
  console.log([period.label.padEnd(11), mb(period.rss).padStart(9), ...kinds.map((kind) => `  ${kindFigures(period, kind)}`.padEnd(columnWidth))].join(''));
}

/** Answers null when the call's answer is 200 with code 200, else the error's key and text. */
function verdict(status: number, text: string): { key: string; detail: string } | null {
  if (status !== 200) return { key: `HTTP ${status}`, detail: text.slice(0, 300) };
  let code: number | undefined;
  try {
    code = (JSON.parse(text) as { code?: number }).code;
  } catch {
    return { key: 'not JSON', detail: text.slice(0, 300) };
  }
  return code === 200 ? null : { key: `code ${code}`, detail: text.slice(0, 300) };
}

/** One client: `call` then the pause, until the end. A call that throws (no answer) is an error too. */
async function client(soak: Soak, kind: Kind, pauseMs: number, call: () => Promise<void>): Promise<void> {
  // Spread the clients' first calls over a pause, so they do not call in step.
  await sleep(Math.random() * pauseMs);
  while (nowMs() < soak.end) {
    try {
      await call();
    } catch (error) {
      soak.error(kind, 'no answer', errorText(error));
    }
    await sleep(pauseMs);
  }
}

/** Times one HTTP call and files it: a sample when answered 200 / code 200, else an error. Answers the body when fine. */
async function timed(soak: Soak, kind: Kind, send: () => Promise<Answer>): Promise<{ text: string; headers: Answer['headers'] } | null> {
  const before = nowMs();
  const answer = await send();
  const after = nowMs();
  const text = answer.body.toString('utf8');
  const problem = verdict(answer.status, text);
  if (problem) {
    soak.error(kind, problem.key, problem.detail);
    return null;
  }
  soak.sample(kind, after - before, after);
  return { text, headers: answer.headers };
}

function reopenStepUp(soak: Soak, base: string, operator: Operator): void {
  if (operator.reopening) return;
  operator.reopening = openStepUp(base, operator.token, operator.merchant)
    .then((until) => {
      operator.stepUpUntil = Date.parse(until);
      soak.stepUps += 1;
    })
    .catch((error: unknown) => soak.error('transfer', 'step-up refused', errorText(error)))
    .finally(() => {
      operator.reopening = null;
    });
}

async function runTraffic(soak: Soak, kassa: RunningKassa, operators: Operator[], keys: ApiKey[], payers: { payer: BenchPayer; token: string }[], receiver: WebhookReceiver): Promise<void> {
  const base = kassa.url;
  const clients: Promise<void>[] = [];

  for (let i = 0; i < traffic.list.clients; i += 1) {
    const operator = operators[i % operators.length]!;
    const call = listCall(base, operator.token, 1, 50);
    clients.push(
      client(soak, 'list', traffic.list.pauseMs, async () => {
        const before = nowMs();
        const problem = await call();
        const after = nowMs();
        if (problem === null) soak.sample('list', after - before, after);
        else soak.error('list', /^HTTP \d+/.exec(problem)?.[0] ?? `code ${/"code":(\d+)/.exec(problem)?.[1] ?? '?'}`, problem);
      }),
    );
  }

  for (let i = 0; i < traffic.transfer.clients; i += 1) {
    const operator = operators[i % operators.length]!;
    clients.push(
      client(soak, 'transfer', traffic.transfer.pauseMs, async () => {
        // As the console learns from X-Step-Up-Until: the operator enters a new code before the window closes.
        if (operator.stepUpUntil - Date.now() < stepUpMarginMs) reopenStepUp(soak, base, operator);
        if (operator.stepUpUntil <= Date.now()) await operator.reopening;
        const body = JSON.stringify({ coin_name: 'CNY', receipt_merchant_id: String(operator.recipientId), transfer_amount: transferAmount, remark: 'soak' });
        const answer = await timed(soak, 'transfer', () => request('POST', base + transferPath, body, { authorization: operator.token, 'idempotency-key': randomUUID() }));
        const until = answer?.headers['x-step-up-until'];
        if (typeof until === 'string') operator.stepUpUntil = until === '' ? 0 : Date.parse(until);
      }),
    );
  }

  for (let i = 0; i < traffic.order.clients; i += 1) {
    const key = keys[i % keys.length]!;
    clients.push(
      client(soak, 'order', traffic.order.pauseMs, async () => {
        const answer = await timed(soak, 'order', () => signedRequest(base, key, orderCreatePath, orderBody({ notify_url: receiver.url, expire_minutes: 60 })));
        if (answer) soak.toPay.push((JSON.parse(answer.text) as { data: { order_id: string } }).data.order_id);
      }),
    );
  }

  let nextPayer = 0;
  for (let i = 0; i < traffic.pay.clients; i += 1) {
    clients.push(
      client(soak, 'pay', traffic.pay.pauseMs, async () => {
        const orderId = soak.toPay.shift();
        if (orderId === undefined) return;
        const { payer, token } = payers[nextPayer++ % payers.length]!;
        const body = JSON.stringify({ order_id: orderId, payment_password: paymentPassword, use_reward: false });
        const answer = await timed(soak, 'pay', () => request('POST', `${base}/v1/wallet/order/pay`, body, { [walletToken]: token, 'x-forwarded-for': payer.ip, 'idempotency-key': randomUUID() }));
        if (answer) soak.awaitingEvent.set(orderId, nowMs());
      }),
    );
  }

  // Every second: the order.paid events received, timed from the payment's answer (0 when the event came first),
  // and the periods that have ended.
  const watch = setInterval(() => {
    for (const [orderId, answeredAt] of soak.awaitingEvent) {
      const got = receiver.paidAt.get(orderId);
      if (got === undefined) continue;
      soak.awaitingEvent.delete(orderId);
      soak.sample('webhook', Math.max(0, got - answeredAt), got);
    }
    soak.printEnded();
  }, 1000);
  const rss = setInterval(() => soak.sampleRss(kassa.process.pid), rssEveryMs);
  soak.sampleRss(kassa.process.pid);
  try {
    // The server stopping during the run ends the measure (it could not run); its stop afterwards does not.
    let finished = false;
    const serverExit = new Promise<never>((_, fail) => {
      void kassa.process.exited.then((code) => {
        if (!finished) fail(new Error(`the server exited (${code}) during the run:\n${kassa.process.logTail()}`));
      });
    });
    await Promise.race([Promise.all(clients), serverExit]);
    finished = true;
    soak.sampleRss(kassa.process.pid);
  } finally {
    clearInterval(watch);
    clearInterval(rss);
  }
  // The last payments' events: waited for, up to 30 s; those missing then are errors.
  const until = nowMs() + 30_000;
  while (soak.awaitingEvent.size > 0 && nowMs() < until) {
    await sleep(200);
    for (const [orderId, answeredAt] of soak.awaitingEvent) {
      const got = receiver.paidAt.get(orderId);
      if (got === undefined) continue;
      soak.awaitingEvent.delete(orderId);
      soak.sample('webhook', Math.max(0, got - answeredAt), got);
    }
  }
  for (const orderId of soak.awaitingEvent.keys()) soak.error('webhook', 'order.paid not received within 30 s of the end', orderId);
  soak.printEnded();
}

// ---------- the finding ----------

function finding(soak: Soak): void {
  const measured = soak.periods.filter((period) => !period.warmup);
  const first = measured[0]!;
  const last = measured.at(-1)!;
  // RSS at the end of the warm-up: the last sample at or before it (the first sample when there is no warm-up).
  const warm = [...soak.rss].reverse().find((sample) => sample.at <= soak.warmupMs + rssLateMs) ?? soak.rss[0]!;
  const end = soak.rss.at(-1)!;
  const growth = end.bytes - warm.bytes;
  const peak = Math.max(...soak.rss.filter((sample) => sample.at >= warm.at).map((sample) => sample.bytes));
  console.log('\nFinding:');
  console.log(
    `  RSS of the server's process tree: ${mb(warm.bytes)} at the end of the warm-up, ${mb(end.bytes)} at the end (peak ${mb(peak)}): ` +
      `growth ${growth >= 0 ? '+' : ''}${mb(growth)}, target < 50 MB: ${growth < 50e6 ? 'met' : 'MISSED'}`,
  );
  if (first === last) console.log('  p99: one measured minute only, nothing to compare (run longer)');
  else {
    console.log(`  p99, ${last.label} against ${first.label} (stable: within 1.5×):`);
    for (const kind of kinds) {
      const a = percentile(first.latencies[kind], 99);
      const b = percentile(last.latencies[kind], 99);
      const ratio = b / a;
      const verdict = Number.isFinite(ratio) ? (ratio <= 1.5 ? 'stable' : 'NOT stable') : 'no calls to compare';
      console.log(`    ${kind.padEnd(9)} ${ms(a)} → ${ms(b)}  ${Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : ''}  ${verdict}`);
    }
  }
  const totals = kinds.map((kind) => `${kind} ${count(soak.periods.reduce((sum, period) => sum + period.latencies[kind].length, 0))}`);
  console.log(`  calls answered 200 (warm-up included): ${totals.join(', ')}; step-up windows reopened with a code: ${soak.stepUps}`);
  if (soak.errors.size === 0) console.log('  errors: none');
  else {
    console.log(`  errors (none allowed): ${count([...soak.errors.values()].reduce((sum, error) => sum + error.count, 0))}`);
    for (const [name, error] of soak.errors) console.log(`    ${name}: ${count(error.count)} (first: ${error.first.slice(0, 200)})`);
  }
}

// ---------- the run ----------

function machine(): string {
  const cores = cpus();
  const [one, five] = loadavg();
  return (
    `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} free), Linux ${release()}, Node ${process.version}\n` +
    `load average at start: ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min) on ${cores.length} cores`
  );
}

async function main(): Promise<number> {
  let options: SoakOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(errorText(error));
    return 2;
  }
  const label = dbLabel(options.db);
  console.log(`Kassa soak, ${new Date().toISOString()}: ${options.minutes} min after ${options.warmupMinutes} min of warm-up, on ${label}${options.db === 'postgres' ? ` (${postgresServerUrl})` : ''}`);
  console.log(machine());

  const site = await newSite(options.db);
  const receiver = await startWebhookReceiver();
  try {
    // The first start, as `npm start` on a fresh database: migrations, the demo seed.
    const first = await startKassa(site, `kassa-${options.db}-first-start`);
    await first.process.stop();

    const pairs: { payer: BenchMerchant; recipient: BenchMerchant }[] = [];
    const shops: BenchMerchant[] = [];
    const payers: BenchPayer[] = [];
    const connection = await openSite(site);
    try {
      for (let i = 0; i < traffic.transfer.clients; i += 1) {
        const payer = await newMerchant(connection.db, site, `soak_p${i}`);
        const recipient = await newMerchant(connection.db, site, `soak_r${i}`);
        await credit(connection.db, payer, '1000000000.00');
        pairs.push({ payer, recipient });
      }
      for (let i = 0; i < traffic.order.clients; i += 1) {
        const shop = await newMerchant(connection.db, site, `soak_shop${i}`);
        await verifyKyc(connection.db, shop);
        shops.push(shop);
      }
      for (let i = 0; i < payerCount; i += 1) payers.push(await newBenchPayer(connection.db, siteSecretBox(site), i, '100000000.00'));
    } finally {
      await connection.close();
    }
    console.log(`seeded ${pairs.length} transfer payers and their recipients, ${shops.length} shops (KYC verified), ${payers.length} wallet payers`);

    const kassa = await startKassa(site, `kassa-${options.db}-soak`);
    try {
      console.log(`server up in ${ms(kassa.startMs)} at ${kassa.url} (pid ${kassa.process.pid}, log ${kassa.process.logFile})`);
      console.log('signing in the operators, opening their step-up windows, making the shops\' API keys, signing in the payers…');
      const operators: Operator[] = [];
      for (const { payer, recipient } of pairs) operators.push({ merchant: payer, token: await signIn(kassa.url, payer), recipientId: recipient.id, stepUpUntil: 0, reopening: null });
      const shopTokens: string[] = [];
      for (const shop of shops) shopTokens.push(await signIn(kassa.url, shop));
      for (const operator of operators) operator.stepUpUntil = Date.parse(await openStepUp(kassa.url, operator.token, operator.merchant));
      const keys: ApiKey[] = [];
      for (const [index, shop] of shops.entries()) keys.push(await createApiKey(kassa.url, shopTokens[index]!, shop));
      const pubKey = await postJson<{ pub_key: string }>(kassa.url, '/v1/merchant/auth/get_pub_key', {});
      const signedIn: { payer: BenchPayer; token: string }[] = [];
      for (const payer of payers) signedIn.push({ payer, token: await walletSignIn(kassa.url, payer, pubKey.body.data.pub_key) });

      const clientsLine = Object.entries(traffic)
        .map(([kind, { clients, pauseMs }]) => `${kind} ${clients} (pause ${pauseMs} ms)`)
        .join(', ');
      console.log(`traffic: ${clientsLine}; ${payers.length} payers in turn (payment password: ${paymentsPerPayer}/min each); RSS every ${rssEveryMs / 1000} s`);
      console.log('per period: calls answered 200 per second, p50, p99 (webhook: payment answered → order.paid received); RSS at its last sample\n');
      printHeader();
      const soak = new Soak(options.warmupMinutes * 60_000, (options.warmupMinutes + options.minutes) * 60_000);
      await runTraffic(soak, kassa, operators, keys, signedIn, receiver);
      finding(soak);
    } finally {
      await kassa.process.stop();
    }
  } finally {
    await receiver.close();
    await site.drop();
  }
  return 0;
}

void withCleanup(main);
