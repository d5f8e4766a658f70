/**
 * SIGTERM on a real `npm start` process under load: every call it had received is answered, the background
 * delivery stops, the process exits 0, and the database (PGlite's data folder) opens again with every
 * answered order in it. Both databases.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../openapi/endpoints';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './testing/database';
import { encryptWith } from './testing/harness';
import { processOps, startServerProcess, type ServerProcess } from './testing/serverProcess';

describe('SIGTERM', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kassa-shutdown-'));
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains the calls under way, stops the background work, exits 0 and leaves a database that opens cleanly', async () => {
    if (testDatabaseKind() === 'postgres') database = await createTestDatabase('postgres');
    const opsSecret = randomBytes(16).toString('hex');
    server = await startServerProcess({
      dataDir,
      databaseUrl: database?.url,
      serverKey: randomBytes(32),
      opsSecret,
      // Fastify logs each request it receives at info: the test sends SIGTERM once all have arrived.
      env: { LOG_LEVEL: 'info', KASSA_BACKGROUND_INTERVAL_MS: '20', KASSA_RATE_LIMIT_SCALE: '100' },
    });
    const running = server;
    expect((await processOps(running, opsSecret, 'create-wallet-user', ['DRAIN1'], { nickname: 'Drain', markets: 'CNY' })).code).toBe(200);
    expect((await processOps(running, opsSecret, 'top-up-user', ['DRAIN1'], { coin: 'CNY', amount: '1000' })).code).toBe(200);
    // Its password is one nobody knows until its link is used: every sign-in below still costs the argon2 work.
    const slow = await processOps(running, opsSecret, 'create-merchant', ['drainer']);
    expect(slow.code).toBe(200);
    const received = () => (running.output().match(/"msg":"incoming request"/g) ?? []).length;
    const completed = () => (running.output().match(/"msg":"request completed"/g) ?? []).length;
    const before = received();

    const orders = Array.from({ length: 30 }, (_, index) =>
      processOps(running, opsSecret, 'create-paid-order', ['demo'], { payer: 'DRAIN1', coin: 'CNY', amount: '10.00', 'order-id': `DRAIN-${index}` }),
    );
    // Sign-in hashes the password (argon2id) and decrypts it (RSA): the slow calls.
    const key = (await (await fetch(`${running.url}${endpoints.getPubKey.path}`, { method: 'POST' })).json()) as { data: { pub_key: string } };
    const logins = Array.from({ length: 6 }, () =>
      fetch(`${running.url}${endpoints.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'drainer', password: encryptWith(key.data.pub_key, 'Drain-pass-1'), google_code: '000000' }),
      }).then(async (response) => ({ status: response.status, code: ((await response.json()) as { code: number }).code })),
    );
    const health = Array.from({ length: 10 }, () => fetch(`${running.url}/healthy`).then((response) => response.status));
    // A call whose body is still arriving when the signal comes: however fast the others finish, this one is
    // under way, and the drain has to wait for its last bytes.
    const held = request(`${running.url}${endpoints.getPubKey.path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '2' } });
    const heldAnswer = new Promise<number>((resolve, reject) => {
      held.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      held.on('error', reject);
    });
    held.write('{');
    const sent = orders.length + logins.length + health.length + 2;

    await running.waitForOutput(() => received() - before >= sent);
    const completedAtSignal = completed();
    running.child.kill('SIGTERM');
    held.end('}');

    const orderAnswers = await Promise.all(orders);
    expect(orderAnswers.map((answer) => answer.code)).toEqual(orders.map(() => 200));
    // A wrong code is an answer like any other: 4001, then 4028 once the failures ask a new browser for a challenge.
    expect((await Promise.all(logins)).every((answer) => answer.status === 200 && [4001, 4028].includes(answer.code))).toBe(true);
    expect(await Promise.all(health)).toEqual(health.map(() => 200));
    expect(await heldAnswer).toBe(200);
    expect(await running.exited).toBe(0);
    // Calls were still under way when the signal came, so the drain was put to the test.
    expect(completedAtSignal - before).toBeLessThan(sent);
    expect(running.output()).not.toMatch(/background work failed|unexpected failure/);

    // The database opens again and holds every order answered.
    const count = async (query: (sql: string) => Promise<{ rows: unknown[] }>) =>
      Number(((await query("select count(*)::int as n from recharge_orders where payment_id = 'DRAIN1'")).rows[0] as { n: number }).n);
    if (database?.kind === 'postgres') {
      const pool = database.pool;
      expect(await count((sql) => pool.query(sql))).toBe(30);
    } else {
      const reopened = await PGlite.create(join(dataDir, 'pglite'));
      expect(await count((sql) => reopened.query(sql))).toBe(30);
      await reopened.close();
    }
  });

  it('exits 0 on a SIGTERM that comes while the start still prints how to sign in', async () => {
    const freshDir = mkdtempSync(join(tmpdir(), 'kassa-early-stop-'));
    const freshDatabase = testDatabaseKind() === 'postgres' ? await createTestDatabase('postgres') : undefined;
    try {
      const early = await startServerProcess({ dataDir: freshDir, databaseUrl: freshDatabase?.url, serverKey: randomBytes(32), opsSecret: randomBytes(16).toString('hex') });
      // The first line is out; the sign-in lines that follow still read the database.
      early.child.kill('SIGTERM');
      expect(await early.exited).toBe(0);
      expect(early.output()).not.toMatch(/Failed query|could not stop/);
    } finally {
      await freshDatabase?.close();
      rmSync(freshDir, { recursive: true, force: true });
    }
  });
});
