/**
 * Measure: orders created per second through the signed merchant API (`/v1/open/order/create`: signature, nonce,
 * rate limit, order insert), 8 clients, each the server of its own shop signing with that shop's API key, as
 * docs/merchant-api.md tells integrators. Baseline: pgbench's TPC-B-like transaction at the same number of clients.
 * The signed API's rate limit (config.defaultRateLimits.signedApi) is printed beside the figure: a client answered
 * 429 waits its Retry-After, as a well-behaved integrator does, and the refusals are counted.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { endpoints } from '../../openapi/endpoints';
import { defaultRateLimits } from '../../server/config';
import type { DbContext } from './context';
import { dbLabel, type ApiKey } from './kassa';
import { count, load, ms, rate, request, sleep, type LoadResult } from './lib';
import { pgbenchTps } from './transfers';

export const orderCreatePath = '/v1/open/order/create';
/** Half of pgbench's rate, each order answered within 30 ms at the 99th percentile. */
const orderTarget = { ratio: 0.5, p99Ms: 30 };

/** A signed call of the merchant API, as the guide's create-order.mjs sends it. */
export function signedRequest(base: string, key: ApiKey, path: string, body: unknown) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', key.secretKey).update(`${timestamp}\n${nonce}\nPOST\n${path}\n${raw}`).digest('hex');
  return request('POST', base + path, raw, { 'x-access-key': key.accessKey, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': signature });
}

let orderNumber = 0;

/** The order a shop's server creates: a new merchant_order_no each call, CNY 88.00. */
export function orderBody(extra: Record<string, unknown> = {}) {
  orderNumber += 1;
  return { merchant_order_no: `BENCH-${process.pid}-${Date.now()}-${orderNumber}`, coin_name: 'CNY', amount: '88.00', subject: 'Two coffees', ...extra };
}

/** An order as order/create reads it (the contract's rules and defaults applied), for the server's `createOrder`. */
export function orderInput(extra: Record<string, unknown> = {}) {
  return endpoints.openOrderCreate.request.parse(orderBody(extra));
}

/** The signed API's limit in words: per key and per calling address, each per window. */
export function signedApiLimit(scale = 1): string {
  const { perIp, perAccount, windowMs } = defaultRateLimits.signedApi;
  const per = windowMs === 60_000 ? 'min' : `${windowMs / 1000} s`;
  const scaled = (value: number) => Math.max(1, Math.round(value * scale));
  return `${count(scaled(perAccount ?? perIp))}/${per} per API key, ${count(scaled(perIp))}/${per} per calling address`;
}

/** The sustained ceiling the limit sets from one address (orders/s), whatever the server could do. */
export function signedApiCeiling(keys: number, scale = 1): number {
  const { perIp, perAccount, windowMs } = defaultRateLimits.signedApi;
  return (Math.min(perIp, (perAccount ?? perIp) * keys) * scale) / (windowMs / 1000);
}

/** `clients` shops' servers creating orders for `seconds`: answers the load result and the 429 refusals. */
export async function orderLoad(base: string, keys: ApiKey[], clients: number, seconds: number, warmupSeconds: number): Promise<LoadResult & { limited: number }> {
  let limited = 0;
  const result = await load({
    clients,
    seconds,
    warmupSeconds,
    call: async (client) => {
      const answer = await signedRequest(base, keys[client % keys.length]!, orderCreatePath, orderBody());
      const text = answer.body.toString('utf8');
      if (answer.status === 429) {
        limited += 1;
        await sleep(Number(answer.headers['retry-after'] ?? 1) * 1000);
        return `HTTP 429 (rate limit): ${text.slice(0, 200)}`;
      }
      if (answer.status !== 200) return `HTTP ${answer.status}: ${text.slice(0, 200)}`;
      const code = (JSON.parse(text) as { code: number }).code;
      return code === 200 ? null : text.slice(0, 300);
    },
  });
  return { ...result, limited };
}

export async function measureOrders(ctx: DbContext): Promise<void> {
  const { options, report, kassa, site, shops } = ctx;
  const keys = shops.map((shop) => shop.key);
  const tps = await pgbenchTps(options, ctx.baselines);
  const clients = options.transferClients;
  console.log(`order/create through the signed merchant API, ${clients} clients (${keys.length} API keys), ${options.seconds} s; limit ${signedApiLimit()}…`);
  const result = await orderLoad(kassa.url, keys, clients, options.seconds, options.warmupSeconds);
  const other = result.failed - result.limited;
  if (result.failed > 0) console.log(`  ${count(result.limited)} answered 429 (rate limit), ${count(other)} failed otherwise; first: ${result.firstFailure}`);
  if (result.done === 0) throw new Error(`no order was created; first failure: ${result.firstFailure}`);
  const ceiling = signedApiCeiling(keys.length);
  console.log(
    `  the signed API's rate limit (${signedApiLimit()}, fixed one-minute windows) lets one address create at most ${rate(ceiling)} orders/s over a minute; ` +
      (result.limited > 0
        ? `it held this run: ${count(result.limited)} calls refused 429, each client then waiting its Retry-After`
        : `this run, inside one window, shows the path's rate${result.perSecond > ceiling ? ', above that ceiling' : ''}`),
  );
  const ratio = result.perSecond / tps;
  // PGlite has no pgbench: its figure is set beside PostgreSQL's baseline for comparison, not judged. A run the limit
  // held measures the limit, which the note states.
  const compared = site.kind !== 'postgres';
  report.add({
    measure: `orders/s, signed order/create, ${clients} clients (${keys.length} keys, one address)`,
    db: dbLabel(site.kind),
    project: `${rate(result.perSecond)}/s (p50 ${ms(result.p50)}, p99 ${ms(result.p99)}${result.limited ? `, ${count(result.limited)} refused 429` : ''}${other ? `, ${count(other)} failed` : ''})`,
    baseline: `pgbench -c ${clients} TPC-B-like${site.kind === 'postgres' ? '' : ' (PostgreSQL)'}: ${rate(tps)} tps`,
    ratio,
    target: compared ? `(compare; PostgreSQL ≥ ${orderTarget.ratio}, p99 < ${orderTarget.p99Ms} ms)` : `≥ ${orderTarget.ratio}, p99 < ${orderTarget.p99Ms} ms`,
    ok: other > 0 ? false : compared ? null : ratio >= orderTarget.ratio && result.p99 < orderTarget.p99Ms,
    note: `rate limit ${signedApiLimit()}: at most ${rate(ceiling)}/s sustained from one address${result.limited ? ' (the limit held this run)' : ''}`,
  });
}
