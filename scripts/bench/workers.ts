/**
 * Measure: `WORKERS=2` beside `WORKERS=1` (scripts/start.ts: n server processes on one port, PostgreSQL only), on the
 * list read from the database and on the signed order/create, each server started on the site's database in turn.
 * Both servers run with every rate limit scaled up (KASSA_RATE_LIMIT_SCALE), so the order figures are of the path and
 * the processes, not of the signed API's limit (which the `orders` measure reports).
 */
import os from 'node:os';
import type { DbContext } from './context';
import { listCall } from './fundFlow';
import { dbLabel, startKassa } from './kassa';
import { count, load, ms, rate, type LoadResult } from './lib';
import { orderLoad, signedApiLimit } from './orders';

const rateLimitScale = 1000;

const figures = (result: LoadResult) => `${rate(result.perSecond)}/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}${result.failed ? `, ${count(result.failed)} failed` : ''}`;

export async function measureWorkers(ctx: DbContext): Promise<void> {
  const { options, report, site, shops } = ctx;
  if (site.kind !== 'postgres') {
    console.log('workers: PostgreSQL only (the embedded database admits one process)');
    return;
  }
  const cores = os.cpus().length;
  const results: Record<number, { list: LoadResult; orders: LoadResult }> = {};
  for (const workers of [1, 2]) {
    const kassa = await startKassa(site, `kassa-workers-${workers}`, { WORKERS: String(workers), KASSA_RATE_LIMIT_SCALE: String(rateLimitScale) });
    try {
      console.log(`WORKERS=${workers} (limits ×${rateLimitScale}): list from the database, ${options.listClients} clients, then order/create, ${options.transferClients} clients, ${options.seconds} s each…`);
      const list = await load({ clients: options.listClients, seconds: options.seconds, warmupSeconds: options.warmupSeconds, call: listCall(kassa.url, ctx.listToken, 1, options.pageSize, true) });
      const orders = await orderLoad(kassa.url, shops.map((shop) => shop.key), options.transferClients, options.seconds, options.warmupSeconds);
      results[workers] = { list, orders };
    } finally {
      await kassa.process.stop();
    }
  }
  const one = results[1]!;
  const two = results[2]!;
  const note = `${cores} cores shared by the server processes, PostgreSQL and the load generator`;
  report.add({
    measure: `WORKERS=2 vs 1: fund-flow list page 1 from the database, ${options.listClients} clients`,
    db: dbLabel(site.kind),
    project: `WORKERS=2: ${figures(two.list)}`,
    baseline: `WORKERS=1: ${figures(one.list)}`,
    ratio: two.list.perSecond / one.list.perSecond,
    target: `(information; ${cores} cores)`,
    ok: null,
    note,
  });
  report.add({
    measure: `WORKERS=2 vs 1: signed order/create, ${options.transferClients} clients (limits ×${rateLimitScale})`,
    db: dbLabel(site.kind),
    project: `WORKERS=2: ${figures(two.orders)}`,
    baseline: `WORKERS=1: ${figures(one.orders)}`,
    ratio: two.orders.perSecond / one.orders.perSecond,
    target: `(information; ${cores} cores)`,
    ok: null,
    note: `${note}; at the default limit (${signedApiLimit()}) both would be held to it`,
  });
}
