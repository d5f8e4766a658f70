/**
 * An upgrade of a live database: the database an earlier release left behind (server/testing/fixtures/upgrade, made
 * by `npm run upgrade-fixture -- <release tag>` with that release's own server and seed) is loaded as it was, and
 * today's `npm start` migrates it forward on start. Every row the earlier release wrote is still there with the same
 * values (balances, fund flows, orders, USDT and fiat requests and their pending reviews, transfers, operators, keys,
 * webhooks; the ID numbers it kept in plain text now sealed, opening to the same values), the ledger still explains every balance, the operator signs in with the same password and authenticator
 * (their secrets sealed with the same server key) and sees the same balances. On PostgreSQL two processes start at
 * once on that database: the second waits for the first's migration and applies nothing twice.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../openapi/endpoints';
import { isSealed, secretBoxFromKey } from './crypto/secretBox';
import { connectPglite, embeddedDatabaseOptions, connectPostgres, type DatabaseConnection } from './db/client';
import { migrationsFolder } from './db/migrate';
import { representativeIdNumberPurpose } from './kyc/kyc';
import { payerIdNumberPurpose } from './payers/payers';
import { emptyPostgresDatabase, testDatabaseKind } from './testing/database';
import { encryptWith, totpCode } from './testing/harness';
import { ledgerProblems } from './testing/ledger';
import { startServerProcess, type ServerProcess } from './testing/serverProcess';

const onPostgres = testDatabaseKind() === 'postgres';
const fixtures = join(import.meta.dirname, 'testing/fixtures/upgrade');
const fixtureNames = readdirSync(fixtures).filter((file) => file.endsWith('.sql')).map((file) => file.slice(0, -'.sql'.length));

interface Facts {
  commit: string;
  tag?: string;
  serverKey: string;
  operator: { username: string; password: string; totpSecret: string };
}

/**
 * Tables whose rows a start may rightly change or drop: expired sessions, rate-limit counts, idempotency keys and
 * signed calls' nonces past their replay window are purged, a webhook's attempts are counted as the background round
 * tries to deliver it. Their rows are still checked to be there where they must: the webhook events by id.
 */
const changedByRunning = new Set(['sessions', 'rate_limit_hits', 'idempotency_keys', 'api_nonces']);
const webhookTable = 'webhook_events';
/** What the test's own sign-in changes: the operator's last authenticator time step. */
const changedBySignIn: Record<string, string[]> = { merchant_users: ['totp_last_step'] };
/** Columns an earlier release kept in plain text and a start seals (each with its purpose): they must open to the value the release wrote. */
const sealedOnStart: Record<string, Record<string, string>> = {
  wallet_users: { id_number: payerIdNumberPurpose },
  kyc_submissions: { representative_id_number: representativeIdNumberPurpose },
};

type Row = Record<string, unknown>;

interface Snapshot {
  rows: Map<string, Row[]>;
  /** Each table's primary key columns: a row's identity across the upgrade. */
  keys: Map<string, string[]>;
}

/** Every row of every table of the public schema, as JSON, and each table's primary key. */
async function snapshot(query: (text: string) => Promise<Row[]>): Promise<Snapshot> {
  const tables = await query("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
  const rows = new Map<string, Row[]>();
  for (const { name } of tables) rows.set(String(name), (await query(`select to_jsonb(t) as row from public."${String(name)}" t`)).map((row) => row.row as Row));
  const keys = new Map<string, string[]>();
  const keyColumns = await query(`
    select kcu.table_name as table, kcu.column_name as column
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = 'public'
    order by kcu.table_name, kcu.ordinal_position`);
  for (const { table, column } of keyColumns) keys.set(String(table), [...(keys.get(String(table)) ?? []), String(column)]);
  return { rows, keys };
}

describe.each(fixtureNames)('an upgrade from the database of release %s', { timeout: 240_000 }, (fixture) => {
  const facts = JSON.parse(readFileSync(join(fixtures, `${fixture}.json`), 'utf8')) as Facts;
  const dump = readFileSync(join(fixtures, `${fixture}.sql`), 'utf8');
  const dataDir = mkdtempSync(join(tmpdir(), 'kassa-upgrade-'));
  const servers: ServerProcess[] = [];
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let connection: DatabaseConnection | undefined;

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await connection?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`migrates on start with every row, balance, review and sign-in intact${onPostgres ? ', two processes at once' : ''}`, async () => {
    let before: Snapshot;
    if (onPostgres) {
      // An empty database of the test server, the release's dump loaded into it as pg_dump wrote it.
      database = await emptyPostgresDatabase();
      const url = database.url;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(dump);
      before = await snapshot(async (text) => (await client.query(text)).rows as Row[]);
      await client.end();
    } else {
      const client = await PGlite.create(join(dataDir, 'pglite'), embeddedDatabaseOptions);
      await client.exec(dump);
      before = await snapshot(async (text) => (await client.query<Row>(text)).rows);
      await client.close();
    }

    const options = { dataDir, databaseUrl: database?.url, serverKey: Buffer.from(facts.serverKey, 'base64'), opsSecret: 'upgrade-test-ops-secret' };
    const box = secretBoxFromKey(options.serverKey);
    // On PostgreSQL a second process starts at the same moment, as WORKERS or a rolling deploy would.
    const started = await Promise.all(onPostgres ? [startServerProcess(options), startServerProcess({ ...options, dataDir: mkdtempSync(join(tmpdir(), 'kassa-upgrade-')) })] : [startServerProcess(options)]);
    servers.push(...started);
    for (const server of started) expect(server.output()).not.toMatch(/error|failed/i);

    connection = onPostgres ? connectPostgres(database!.url) : undefined;
    if (connection?.kind === 'postgres') {
      const pool = (connection as Extract<DatabaseConnection, { kind: 'postgres' }>).pool;
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await pool.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      expect(applied.rows[0].count).toBe(journal.entries.length);
    }

    // Through the API, as the operator: the same password and authenticator, the same balances.
    const [server] = started;
    const call = async <T>(path: string, body: unknown, token?: string) => {
      const response = await fetch(`${server!.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { code: number; detail: string; data: T };
    };
    const { data: publicKey } = await call<{ pub_key: string }>(endpoints.getPubKey.path, {});
    const login = await call<{ token: string }>(endpoints.login.path, {
      username: facts.operator.username,
      password: encryptWith(publicKey.pub_key, facts.operator.password),
      google_code: totpCode(facts.operator.totpSecret, new Date()),
    });
    expect(login).toMatchObject({ code: 200 });
    const merchantId = (before.rows.get('merchant_users') ?? []).find((user) => user.username === facts.operator.username)?.merchant_id;
    const oldAccounts = (before.rows.get('accounts') ?? []).filter((account) => account.owner_kind === 'merchant' && String(account.owner_id) === String(merchantId));
    expect(oldAccounts.length).toBeGreaterThan(0);
    for (const account of oldAccounts) {
      const assets = await call<{ list: { available_asset: string; freeze_asset: string }[] }>(endpoints.assetQuery.path, { coin_name: account.coin_code }, login.data.token);
      expect(Number(assets.data.list[0]?.available_asset)).toBe(Number(account.available));
      expect(Number(assets.data.list[0]?.freeze_asset)).toBe(Number(account.frozen));
    }

    // Through the database: every row the release wrote, with the values it had (new columns aside).
    for (const server of started) server.child.kill('SIGTERM');
    await Promise.all(started.map((server) => server.exited));
    let after: Snapshot;
    if (connection?.kind === 'postgres') {
      const pool = (connection as Extract<DatabaseConnection, { kind: 'postgres' }>).pool;
      after = await snapshot(async (text) => (await pool.query(text)).rows as Row[]);
      expect(await ledgerProblems(connection!.db)).toEqual([]);
    } else {
      connection = connectPglite(await PGlite.create(join(dataDir, 'pglite'), embeddedDatabaseOptions));
      const client = (connection as Extract<DatabaseConnection, { kind: 'pglite' }>).client;
      after = await snapshot(async (text) => (await client.query<Row>(text)).rows);
      expect(await ledgerProblems(connection.db)).toEqual([]);
    }
    for (const [table, rows] of before.rows) {
      if (changedByRunning.has(table)) continue;
      const key = before.keys.get(table) ?? Object.keys(rows[0] ?? {});
      const identityOf = (row: Row) => JSON.stringify(key.map((column) => row[column]));
      const now = new Map((after.rows.get(table) ?? []).map((row) => [identityOf(row), row]));
      for (const row of rows) {
        const kept = now.get(identityOf(row));
        expect(kept, `${table} ${identityOf(row)}`).toBeDefined();
        if (table === webhookTable) continue;
        // An order still waiting for payment whose deadline has passed is expired by the first background round.
        const expiredOnStart = table === 'recharge_orders' && row.order_status === 'created' && kept!.order_status === 'auto_cancelled' && new Date(String(row.expires_at)) <= new Date();
        const sealed = sealedOnStart[table] ?? {};
        for (const [column, purpose] of Object.entries(sealed)) {
          const was = row[column];
          const stored = kept![column];
          if (typeof was !== 'string' || isSealed(was)) expect(stored, `${table} ${identityOf(row)} ${column}`).toEqual(was);
          else {
            expect(isSealed(String(stored)), `${table} ${identityOf(row)} ${column} sealed`).toBe(true);
            expect(box.open(String(stored), purpose), `${table} ${identityOf(row)} ${column}`).toBe(was);
          }
        }
        const changed = [...(changedBySignIn[table] ?? []), ...(expiredOnStart ? ['order_status', 'updated_at'] : []), ...Object.keys(sealed)];
        const columns = Object.keys(row).filter((column) => !changed.includes(column));
        const pick = (from: Row) => Object.fromEntries(columns.map((column) => [column, from[column]]));
        expect(pick(kept!), `${table} ${identityOf(row)}`).toEqual(pick(row));
      }
    }
    // The reviews that were waiting still wait.
    const pending = (snapshot: Snapshot) => (snapshot.rows.get('usdt_recharges') ?? []).filter((row) => row.status === 'pending').map((row) => row.order_no).sort();
    expect(pending(before).length).toBeGreaterThan(0);
    expect(pending(after)).toEqual(pending(before));
    // Every user withdrawal of the old release was a payer's request: each is marked as one, and those pending still
    // wait for the merchant (the wallet's are never review-free).
    const withdrawals = (snapshot: Snapshot) => snapshot.rows.get('user_withdrawals') ?? [];
    const pendingWithdrawals = (snapshot: Snapshot) => withdrawals(snapshot).filter((row) => row.order_status === 'pending').map((row) => row.order_id).sort();
    expect(pendingWithdrawals(before).length).toBeGreaterThan(0);
    expect(pendingWithdrawals(after)).toEqual(pendingWithdrawals(before));
    expect(withdrawals(after).map((row) => row.source)).toEqual(withdrawals(before).map(() => 'wallet'));
  });
});
