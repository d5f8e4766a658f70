/**
 * Measure: transfers per second through the HTTP API, 8 clients, each an ordinary operator signed in to its own
 * payer merchant and sending to that payer's own recipient (every fee still goes to the platform's one CNY account),
 * each call with its own Idempotency-Key. Baseline: pgbench's TPC-B-like transaction, `pgbench -c 8 -T <s>`, on a
 * scratch database.
 */
import { randomUUID } from 'node:crypto';
import type { Baselines, DbContext, Options } from './context';
import { dbLabel, openStepUp } from './kassa';
import { count, hasCommand, libpqEnv, load, ms, rate, request, runCommand, scratchDatabase } from './lib';

export const transferPath = '/v1/merchant/transfer/add';
/** Above CNY's minimum (a transfer must be greater than 10.00). */
export const transferAmount = '20.00';
/** The pgbench and transfer target: half of pgbench's rate. */
const target = 0.5;

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

/**
 * Each operator opens its session's step-up window once with a code before the measure, as the console's code dialog
 * does (KASSA_STEP_UP_SECONDS, 300 s by default); inside it a transfer needs no code, so each client sends its
 * transfers one after the other with none, as an operator paying a batch does.
 */
export async function measureTransfers(ctx: DbContext): Promise<void> {
  const { options, report, kassa, site, pairs } = ctx;
  const tps = await pgbenchTps(options, ctx.baselines);
  console.log(`opening the step-up window of the ${pairs.length} operators, one code each…`);
  for (const pair of pairs) await openStepUp(kassa.url, pair.token, pair.payer);
  console.log(`transfers through the API, ${options.transferClients} clients (one signed-in operator each, step-up window open), ${options.seconds} s…`);
  const result = await load({
    clients: options.transferClients,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    call: async (client) => {
      const pair = pairs[client % pairs.length]!;
      const body = JSON.stringify({ coin_name: 'CNY', receipt_merchant_id: String(pair.recipientId), transfer_amount: transferAmount, remark: 'bench' });
      const answer = await request('POST', kassa.url + transferPath, body, { authorization: pair.token, 'idempotency-key': randomUUID() });
      const text = answer.body.toString('utf8');
      if (answer.status !== 200) return `HTTP ${answer.status}: ${text.slice(0, 200)}`;
      const code = (JSON.parse(text) as { code: number }).code;
      return code === 200 ? null : text.slice(0, 300);
    },
  });
  if (result.failed > 0) console.log(`  ${count(result.failed)} transfers failed; first: ${result.firstFailure}`);
  if (result.done === 0) throw new Error(`no transfer succeeded; first failure: ${result.firstFailure}`);
  const ratio = result.perSecond / tps;
  // PGlite has no pgbench: its figure is set beside PostgreSQL's baseline for comparison, not judged.
  const compared = site.kind !== 'postgres';
  report.add({
    measure: `transfers/s, HTTP API, ${options.transferClients} operators (one session each, step-up window open)`,
    db: dbLabel(site.kind),
    project: `${rate(result.perSecond)}/s (p50 ${ms(result.p50)}, p99 ${ms(result.p99)}${result.failed ? `, ${count(result.failed)} failed` : ''})`,
    baseline: `pgbench -c ${options.transferClients} TPC-B-like, scale ${options.pgbenchScale}${site.kind === 'postgres' ? '' : ' (PostgreSQL)'}: ${rate(tps)} tps`,
    ratio,
    target: compared ? `(compare; PostgreSQL ≥ ${target})` : `≥ ${target}`,
    ok: result.failed > 0 ? false : compared ? null : ratio >= target,
  });
}
