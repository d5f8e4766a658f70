/**
 * Kassa for the benchmarks: a scratch site (a PostgreSQL database kassa_bench_<random> or a temp PGlite
 * folder), the real server process started with the command of `npm start`, merchants made with the
 * server's own functions, sign-in through the API, and 1M fund-flow rows seeded in one SQL statement.
 */
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { provisionMerchant } from '../../server/account/provision';
import { setMerchantKyc } from '../../server/account/repository';
import { totpPeriodSeconds } from '../../server/auth/totp';
import { secretBoxFromKey, type SecretBox } from '../../server/crypto/secretBox';
import { createDatabase, type Database, type DatabaseConnection } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { creditMerchant } from '../../server/testing/ledger';
import { freePort, postJson, projectDir, scratchDatabase, sleep, startProcess, tempDir, waitUntilAnswering, type StartedProcess } from './lib';

export type DbKind = 'postgres' | 'pglite';
export const dbLabel = (kind: DbKind) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

export interface Site {
  kind: DbKind;
  /** The temp folder: DATA_DIR, logs, and the server's working folder (its .kassa-running.json lands here). */
  runDir: string;
  dataDir: string;
  databaseUrl?: string;
  /** KASSA_SECRET_KEY of every server process of the site, so the bench can seal authenticator secrets too. */
  secretKey: string;
  /** Drops the database / removes the folder now (also done at clean-up). */
  drop: () => Promise<void>;
}

export async function newSite(kind: DbKind): Promise<Site> {
  const runDir = tempDir(kind);
  const secretKey = randomBytes(32).toString('hex');
  if (kind === 'pglite') return { kind, runDir, dataDir: join(runDir, 'data'), secretKey, drop: async () => {} };
  const database = await scratchDatabase('pg');
  return { kind, runDir, dataDir: join(runDir, 'data'), databaseUrl: database.url, secretKey, drop: database.drop };
}

/**
 * The command `npm start` runs (package.json "start"), without npm: its program found in node_modules/.bin,
 * its file arguments made absolute so it can run in the site's folder. A command with shell operators runs
 * through sh in the project folder instead.
 */
export function startCommand(): { command: string; args: string[]; shell: boolean } {
  const scripts = (JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const line = process.env.BENCH_START_COMMAND ?? scripts.start ?? 'tsx scripts/start.ts';
  if (/[&|;<>$`'"]/.test(line)) return { command: 'sh', args: ['-c', line], shell: true };
  const [program = 'tsx', ...rest] = line.trim().split(/\s+/);
  const local = join(projectDir, 'node_modules/.bin', program);
  const command = program === 'node' ? process.execPath : existsSync(local) ? local : program;
  const args = rest.map((arg) => (!arg.startsWith('-') && existsSync(join(projectDir, arg)) ? join(projectDir, arg) : arg));
  return { command, args, shell: false };
}

export interface RunningKassa {
  process: StartedProcess;
  url: string;
  /** From spawning the process to /healthy answering 200 (ms). */
  startMs: number;
}

export function kassaEnv(site: Site, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: site.dataDir,
    KASSA_SECRET_KEY: site.secretKey,
    KASSA_PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The bench's webhook receiver listens on 127.0.0.1, a private address the server sends to only when told.
    KASSA_WEBHOOK_ALLOW_PRIVATE: 'true',
    // The bench's payers reach the server as through a reverse proxy on this machine, each from its own address
    // (X-Forwarded-For), as payers on their phones do; a call without the header is 127.0.0.1's.
    KASSA_TRUST_PROXY: '127.0.0.1',
    ...extra,
  };
  if (site.databaseUrl) env.DATABASE_URL = site.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/** Starts the server of the site; `env` adds to its environment (WORKERS, KASSA_RATE_LIMIT_SCALE). */
export async function startKassa(site: Site, name = `kassa-${site.kind}`, env: NodeJS.ProcessEnv = {}): Promise<RunningKassa> {
  const port = await freePort();
  const { command, args, shell } = startCommand();
  const started = startProcess(name, command, args, { cwd: shell ? projectDir : site.runDir, env: kassaEnv(site, port, env), logDir: site.runDir });
  const url = `http://127.0.0.1:${port}`;
  const startMs = await waitUntilAnswering(started, `${url}/healthy`);
  return { process: started, url, startMs };
}

// ---------- the database, from the bench process (while no server runs on a PGlite folder) ----------

export async function openSite(site: Site): Promise<DatabaseConnection> {
  const connection = await createDatabase({ databaseUrl: site.databaseUrl, dataDir: site.dataDir });
  await migrateDatabase(connection);
  return connection;
}

export interface BenchMerchant {
  id: number;
  username: string;
  password: string;
  totpSecret: string;
}

/** The site's server key, to write what the server stores sealed as the server would. */
export const siteSecretBox = (site: Site): SecretBox => secretBoxFromKey(Buffer.from(site.secretKey, 'hex'));

export async function newMerchant(db: Database, site: Site, label: string): Promise<BenchMerchant> {
  const username = `bench_${label}_${randomBytes(3).toString('hex')}`;
  const password = 'Bench-pass-1';
  const made = await provisionMerchant(db, secretBoxFromKey(Buffer.from(site.secretKey, 'hex')), { username, password, name: `Bench ${label}` }, new Date());
  return { id: made.merchant.id, username: made.username, password, totpSecret: made.totpSecret };
}

/** KYC verified, as `npm run ops -- set-kyc <merchant> verified` sets it: the merchant may then make an API key. */
export function verifyKyc(db: Database, merchant: BenchMerchant): Promise<void> {
  return setMerchantKyc(db, merchant.id, 'verified', new Date());
}

export function credit(db: Database, merchant: BenchMerchant, amount: string): Promise<void> {
  return creditMerchant(db, merchant.id, 'CNY', amount, new Date());
}

/**
 * `rows` fund-flow rows of one merchant's CNY account in one INSERT … SELECT generate_series, one a second up to
 * now. Three of four are transfers in (+9.96), one of four a transfer out (−10.00, charge 0.04): the balances
 * before and after follow from the row number, so replaying the account's rows gives its balance. (The other
 * side of each movement, the recipients' and the platform's rows, is not written: only this merchant's list
 * is read.) Then VACUUM ANALYZE, as autovacuum would have done on a table that grew over time.
 */
export async function seedFundFlows(db: Database, merchant: BenchMerchant, rows: number): Promise<void> {
  const start = new Date(Date.now() - rows * 1000).toISOString();
  const balanceAfter = (i: string) => `(9.96 * ((${i}) - (${i}) / 4) - 10.00 * ((${i}) / 4))::numeric(30,2)`;
  const inserted = await db.execute(sql`
    INSERT INTO accounts (owner_kind, owner_id, coin_code, available, created_at, updated_at)
    VALUES ('merchant', ${String(merchant.id)}, 'CNY', 0, ${start}::timestamptz, now())
    RETURNING id`);
  // Both drivers answer { rows }; the shared Database type does not say so.
  const [account] = (inserted as unknown as { rows: { id: number }[] }).rows;
  if (!account) throw new Error('no account row made');
  await db.execute(sql`
    INSERT INTO fund_flows (account_id, merchant_id, coin_code, serial_number, transaction_type, transaction_number, charge,
      available_before, available_after, frozen_before, frozen_after, reward_before, reward_after,
      to_be_confirmed_before, to_be_confirmed_after, created_at)
    SELECT ${account.id}, ${merchant.id}, 'CNY',
      'TR' || to_char(${start}::timestamptz + i * interval '1 second', 'YYYYMMDD') || lpad(i::text, 10, '0'),
      CASE WHEN i % 4 = 0 THEN 'transfer_out' ELSE 'transfer_in' END,
      CASE WHEN i % 4 = 0 THEN -10.00 ELSE 9.96 END,
      CASE WHEN i % 4 = 0 THEN 0.04 ELSE 0.00 END,
      ${sql.raw(balanceAfter('i - 1'))}, ${sql.raw(balanceAfter('i'))},
      0.00, 0.00, 0, 0, 0, 0,
      ${start}::timestamptz + i * interval '1 second'
    FROM generate_series(1, ${rows}::int) AS i`);
  await db.execute(sql`UPDATE accounts SET available = ${sql.raw(balanceAfter(String(rows)))} WHERE id = ${account.id}`);
  await db.execute(sql`VACUUM ANALYZE fund_flows`);
  await db.execute(sql`VACUUM ANALYZE accounts`);
}

/** The columns and order of the export, in SQL: what `psql \copy` writes as the baseline. */
export function exportQuery(merchantId: number): string {
  return `SELECT f.serial_number, f.merchant_id, m.name, f.coin_code, f.available_before, f.available_after, f.frozen_before, f.frozen_after,
    f.transaction_number, f.charge, f.transaction_type, to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM fund_flows f JOIN merchants m ON m.id = f.merchant_id WHERE f.merchant_id = ${Number(merchantId)} ORDER BY f.created_at DESC, f.id DESC`;
}

// ---------- through the API ----------

/** The last time step whose code each authenticator secret gave (a code spends its step for the operator). */
const lastStepOf = new Map<string, number>();

/**
 * The current code of the authenticator, as the operator reads it from the app: when this step's code was spent already
 * (a sign-in just now), the next step's, after waiting for it as the operator would.
 */
export async function freshCode(secret: string): Promise<string> {
  const period = totpPeriodSeconds * 1000;
  const step = () => Math.floor(Date.now() / period);
  const last = lastStepOf.get(secret);
  if (last !== undefined && step() <= last) await sleep((last + 1) * period - Date.now() + 50);
  lastStepOf.set(secret, step());
  return totpCode(secret);
}

export function totpCode(secret: string, at = new Date()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: totpPeriodSeconds, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** Signs in as the console does (password RSA-OAEP-256 encrypted with get_pub_key's key, the current code). */
export async function signIn(base: string, merchant: BenchMerchant): Promise<string> {
  const key = await postJson<{ pub_key: string }>(base, '/v1/merchant/auth/get_pub_key', {});
  if (key.body.code !== 200) throw new Error(`get_pub_key answered ${JSON.stringify(key.body)}`);
  const password = publicEncrypt({ key: key.body.data.pub_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(merchant.password)).toString('base64');
  const answer = await postJson<{ token: string }>(base, '/v1/merchant/auth/login', { username: merchant.username, password, google_code: await freshCode(merchant.totpSecret) });
  if (answer.body.code !== 200) throw new Error(`sign-in of ${merchant.username} answered ${JSON.stringify(answer.body)}`);
  return answer.body.data.token;
}

/** Opens the session's step-up window with a code (`/v1/merchant/account/step_up`), as the console's code dialog does. */
export async function openStepUp(base: string, token: string, merchant: BenchMerchant): Promise<string> {
  const answer = await postJson<{ step_up_until: string }>(base, '/v1/merchant/account/step_up', { google_code: await freshCode(merchant.totpSecret) }, { authorization: token });
  if (answer.body.code !== 200) throw new Error(`step_up of ${merchant.username} answered ${JSON.stringify(answer.body)}`);
  return answer.body.data.step_up_until;
}

export interface ApiKey {
  merchantId: number;
  accessKey: string;
  secretKey: string;
}

/**
 * The merchant's API key, made as in the console (System management → API management → Create API key): allowed from
 * 127.0.0.1, with the operator's code (or inside its open step-up window).
 */
export async function createApiKey(base: string, token: string, merchant: BenchMerchant): Promise<ApiKey> {
  const answer = await postJson<{ access_key: string; secret_key: string }>(base, '/v1/merchant/access_key/add', { ip: '127.0.0.1', google_code: await freshCode(merchant.totpSecret) }, { authorization: token });
  if (answer.body.code !== 200) throw new Error(`access_key/add of ${merchant.username} answered ${JSON.stringify(answer.body)}`);
  return { merchantId: merchant.id, accessKey: answer.body.data.access_key, secretKey: answer.body.data.secret_key };
}
