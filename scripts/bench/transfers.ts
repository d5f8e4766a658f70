/**
 * Measure 1: transfers per second through the HTTP API, 8 clients, each a payer merchant sending to its own
 * recipient merchant (every fee still goes to the platform's one CNY account), each call with its own
 * Idempotency-Key. Baseline: pgbench's TPC-B-like transaction, `pgbench -c 8 -T <s>`, on a scratch database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../../server/auth/passwords';
import { sealTotpSecret } from '../../server/auth/repository';
import { hashToken } from '../../server/auth/sessions';
import { totpPeriodSeconds } from '../../server/auth/totp';
import { secretBoxFromKey } from '../../server/crypto/secretBox';
import type { Database } from '../../server/db/client';
import { merchantUsers, sessions } from '../../server/db/schema';
import type { Baselines, DbContext, Options } from './context';
import { dbLabel, totpCode, type BenchMerchant, type Site } from './kassa';
import { count, hasCommand, libpqEnv, load, ms, rate, request, runCommand, scratchDatabase } from './lib';

export const transferPath = '/v1/merchant/transfer/add';
/** Above CNY's minimum (a transfer must be greater than 10.00). */
export const transferAmount = '20.00';

/**
 * A transfer needs a code of the operator's authenticator, and a code spends its time step (30 s) for that
 * operator. So that a payer can send more than one transfer per step, the bench gives each payer many operators,
 * all with the payer's authenticator secret, each signed in (a session written as sign-in writes it). A client
 * uses each operator once per step, in turn: 2,000 per payer allow about 160 transfers/s per payer over a run of
 * 2 s of warm-up and 10 s of measure (1,300/s for the 8 payers).
 * Before the measure each operator makes one call, as an operator working at the console has: the measure is of
 * transfers by signed-in operators whose sessions the server has seen, not of first calls after a sign-in.
 */
export const operatorsPerPayer = 2000;

/** Where each operator's first call goes: a read of its account that needs the session and nothing else. */
const firstCallPath = '/v1/merchant/account/detail';

export interface PayerOperators {
  totpSecret: string;
  tokens: string[];
}

export async function payerOperators(db: Database, site: Site, payer: BenchMerchant, count: number): Promise<PayerOperators> {
  const box = secretBoxFromKey(Buffer.from(site.secretKey, 'hex'));
  const sealed = sealTotpSecret(box, payer.totpSecret);
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const now = new Date();
  const tokens: string[] = [];
  for (let from = 0; from < count; from += 500) {
    const size = Math.min(500, count - from);
    const users = await db
      .insert(merchantUsers)
      .values(Array.from({ length: size }, (_, i) => ({ merchantId: payer.id, username: `${payer.username}_op${from + i}`, passwordHash, totpSecret: sealed, createdAt: now })))
      .returning({ id: merchantUsers.id });
    const batch = users.map(() => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(
      users.map((user, i) => ({
        tokenHash: hashToken(batch[i]!),
        merchantUserId: user.id,
        ip: '127.0.0.1',
        userAgent: 'kassa-bench',
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 12 * 3600_000),
      })),
    );
    tokens.push(...batch);
  }
  return { totpSecret: payer.totpSecret, tokens };
}

/** Hands out the operators of one client, each once per time step; waits for the next step when all are spent. */
function operatorTurns(operators: PayerOperators) {
  const lastStep = new Array<number>(operators.tokens.length).fill(-1);
  let next = 0;
  let exhausted = 0;
  return {
    get exhausted() {
      return exhausted;
    },
    async take(): Promise<{ token: string; code: string }> {
      for (;;) {
        const now = Date.now();
        const step = Math.floor(now / (totpPeriodSeconds * 1000));
        if (lastStep[next]! < step) {
          lastStep[next] = step;
          const token = operators.tokens[next]!;
          next = (next + 1) % operators.tokens.length;
          return { token, code: totpCode(operators.totpSecret, new Date(now)) };
        }
        exhausted += 1;
        await new Promise((resolve) => setTimeout(resolve, (step + 1) * totpPeriodSeconds * 1000 - now + 5));
      }
    },
  };
}

/** Each operator's first call after its sign-in, `clients` at a time. */
async function firstCalls(base: string, tokens: string[], clients: number): Promise<void> {
  console.log(`one call by each of the ${count(tokens.length)} operators first…`);
  let next = 0;
  const client = async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!;
      const answer = await request('POST', base + firstCallPath, '{}', { authorization: token });
      if (answer.status !== 200 || (JSON.parse(answer.body.toString('utf8')) as { code: number }).code !== 200) {
        throw new Error(`an operator's first call failed: HTTP ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
}

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
  await firstCalls(kassa.url, pairs.flatMap((pair) => pair.operators.tokens), options.transferClients);
  console.log(`transfers through the API, ${options.transferClients} clients, ${options.seconds} s…`);
  const turns = pairs.map((pair) => operatorTurns(pair.operators));
  const result = await load({
    clients: options.transferClients,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    call: async (client) => {
      const pair = pairs[client % pairs.length]!;
      const { token, code: googleCode } = await turns[client % pairs.length]!.take();
      const body = JSON.stringify({ coin_name: 'CNY', receipt_merchant_id: String(pair.recipientId), transfer_amount: transferAmount, remark: 'bench', google_code: googleCode });
      const answer = await request('POST', kassa.url + transferPath, body, { authorization: token, 'idempotency-key': randomUUID() });
      const text = answer.body.toString('utf8');
      if (answer.status !== 200) return `HTTP ${answer.status}: ${text.slice(0, 200)}`;
      const code = (JSON.parse(text) as { code: number }).code;
      return code === 200 ? null : text.slice(0, 300);
    },
  });
  const waits = turns.reduce((sum, turn) => sum + turn.exhausted, 0);
  if (waits > 0) console.log(`  clients waited ${waits} times for the next authenticator step (every operator's code spent): raise operatorsPerPayer`);
  if (result.failed > 0) console.log(`  ${count(result.failed)} transfers failed; first: ${result.firstFailure}`);
  if (result.done === 0) throw new Error(`no transfer succeeded; first failure: ${result.firstFailure}`);
  const ratio = result.perSecond / tps;
  // PGlite has no pgbench: its figure is set beside PostgreSQL's baseline for comparison, not judged.
  const compared = site.kind !== 'postgres';
  report.add({
    measure: `transfers/s, HTTP API, ${options.transferClients} clients`,
    db: dbLabel(site.kind),
    project: `${rate(result.perSecond)}/s (p50 ${ms(result.p50)}, p99 ${ms(result.p99)}${result.failed ? `, ${count(result.failed)} failed` : ''})`,
    baseline: `pgbench -c ${options.transferClients} TPC-B-like, scale ${options.pgbenchScale}${site.kind === 'postgres' ? '' : ' (PostgreSQL)'}: ${rate(tps)} tps`,
    ratio,
    target: compared ? '(compare; PostgreSQL ≥ 0.25)' : '≥ 0.25',
    ok: result.failed > 0 ? false : compared ? null : ratio >= 0.25,
  });
}
