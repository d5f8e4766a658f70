/**
 * Measure 1: transfers per second through the HTTP API, 8 clients, each a payer merchant sending to its own
 * recipient merchant (every fee still goes to the platform's one CNY account), each call with its own
 * Idempotency-Key. Baseline: pgbench's TPC-B-like transaction, `pgbench -c 8 -T <s>`, on a scratch database.
 */
import { randomUUID } from 'node:crypto';
import type { Baselines, DbContext, Options } from './context';
import { dbLabel } from './kassa';
import { count, hasCommand, libpqEnv, load, ms, rate, request, runCommand, scratchDatabase } from './lib';

export const transferPath = '/v1/merchant/transfer/add';
/** Above CNY's minimum (a transfer must be greater than 10.00). */
export const transferAmount = '20.00';

export async function pgbenchTps(options: Options, baselines: Baselines): Promise<number> {
  if (baselines.pgbenchTps !== undefined) return baselines.pgbenchTps;
  if (!hasCommand('pgbench')) throw new Error('pgbench is missing: apt-get install -y postgresql-client (or postgresql-contrib)');
  const database = await scratchDatabase('pgbench');
  try {
    const env = libpqEnv(database.url);
    console.log(`pgbench -i -s ${options.pgbenchScale}, then pgbench -c ${options.transferClients} -T ${options.seconds}…`);
    await runCommand('pgbench', ['-i', '-q', '-s', String(options.pgbenchScale)], { env, quiet: true });
    const { stdout } = await runCommand('pgbench', ['-c', String(options.transferClients), '-T', String(options.seconds)], { env });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
    if (!Number.isFinite(tps)) throw new Error(`no tps in pgbench's output:\n${stdout}`);
    baselines.pgbenchTps = tps;
    return tps;
  } finally {
    await database.drop();
  }
}

export async function measureTransfers(ctx: DbContext): Promise<void> {
  const { options, report, kassa, site, pairs } = ctx;
  const tps = await pgbenchTps(options, ctx.baselines);
  console.log(`transfers through the API, ${options.transferClients} clients, ${options.seconds} s…`);
  const bodies = pairs.map((pair) => JSON.stringify({ coin_name: 'CNY', receipt_merchant_id: String(pair.recipientId), transfer_amount: transferAmount, remark: 'bench' }));
  const result = await load({
    clients: options.transferClients,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    call: async (client) => {
      const pair = pairs[client % pairs.length]!;
      const answer = await request('POST', kassa.url + transferPath, bodies[client % pairs.length]!, { authorization: pair.token, 'idempotency-key': randomUUID() });
      const text = answer.body.toString('utf8');
      if (answer.status !== 200) return `HTTP ${answer.status}: ${text.slice(0, 200)}`;
      const code = (JSON.parse(text) as { code: number }).code;
      return code === 200 ? null : text.slice(0, 300);
    },
  });
  if (result.failed > 0) console.log(`  ${count(result.failed)} transfers failed; first: ${result.firstFailure}`);
  if (result.done === 0) throw new Error(`no transfer succeeded; first failure: ${result.firstFailure}`);
  const ratio = result.perSecond / tps;
  report.add({
    measure: `transfers/s, HTTP API, ${options.transferClients} clients`,
    db: dbLabel(site.kind),
    project: `${rate(result.perSecond)}/s (p50 ${ms(result.p50)}, p99 ${ms(result.p99)}${result.failed ? `, ${count(result.failed)} failed` : ''})`,
    baseline: `pgbench -c ${options.transferClients} TPC-B-like, scale ${options.pgbenchScale}${site.kind === 'postgres' ? '' : ' (PostgreSQL)'}: ${rate(tps)} tps`,
    ratio,
    target: '≥ 0.25',
    ok: ratio >= 0.25 && result.failed === 0,
  });
}
