/**
 * Demo mode or not, on a real `npm start` process (scripts/start.ts). A production start (DATABASE_URL on
 * PostgreSQL; NODE_ENV=production on the embedded database) seeds no merchant, operator, payer or money, prints no
 * password, payment password or authenticator, and says how to make the first merchant, whose link enrols it. A
 * production start refuses to run while an account still accepts a password published for the demo, and runs once
 * those passwords were changed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from './auth/passwords';
import { connectPglite, type Database } from './db/client';
import { coins, merchants, merchantUsers, staffMembers, walletUsers } from './db/schema';
import { demoPayers, demoStaffCredentials } from './demo/signIns';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './testing/database';
import { enrolByLink } from './testing/enrolment';
import { processOps, startServerProcess, type ServerProcess, type ServerProcessOptions } from './testing/serverProcess';

const onPostgres = testDatabaseKind() === 'postgres';
/** What makes a start a production one: PostgreSQL itself, or NODE_ENV=production on the embedded database. */
const production: Record<string, string> = onPostgres ? { KASSA_DEMO: '' } : { KASSA_DEMO: '', NODE_ENV: 'production' };

/** Anything a start must not print outside demo mode. */
const secretLines = /password:|payment password|otpauth:|authenticator:|secret=/i;

describe(`a production start (${onPostgres ? 'DATABASE_URL' : 'NODE_ENV=production on the embedded database'})`, { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  const databases: TestDatabase[] = [];
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    for (const database of databases) await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function place() {
    const dataDir = mkdtempSync(join(tmpdir(), 'kassa-start-mode-'));
    dirs.push(dataDir);
    let database: TestDatabase | undefined;
    if (onPostgres) {
      database = await createTestDatabase('postgres');
      databases.push(database);
    }
    const options: ServerProcessOptions = { dataDir, databaseUrl: database?.url, serverKey: randomBytes(32), opsSecret: randomBytes(16).toString('hex') };
    return { dataDir, database, options };
  }

  async function start(options: ServerProcessOptions, env: Record<string, string>) {
    const server = await startServerProcess({ ...options, env });
    servers.push(server);
    return server;
  }

  async function stop(server: ServerProcess) {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }

  /** Works on the data; on PGlite with the server stopped (one process at a time). */
  async function withDatabase<T>(where: { dataDir: string; database: TestDatabase | undefined }, work: (db: Database) => Promise<T>): Promise<T> {
    if (where.database) return work(where.database.db);
    const connection = connectPglite(await PGlite.create(join(where.dataDir, 'pglite')));
    try {
      return await work(connection.db);
    } finally {
      await connection.close();
    }
  }

  it('has coins but no demo account or money, prints no secret, and its first merchant enrols by link', async () => {
    const where = await place();
    const server = await start(where.options, production);
    await server.waitForOutput('platform: ');
    expect(server.output()).toContain('no demo');
    expect(server.output()).toContain('create-merchant');
    expect(server.output()).not.toMatch(secretLines);
    // Where the first administrator, enrolled by the link create-staff prints, signs in.
    expect(server.output()).toMatch(/^platform: http:\/\/localhost:\d+\/platform\/$/m);
    const platformPage = await fetch(`${server.url}/platform`, { redirect: 'manual' });
    expect([platformPage.status, platformPage.headers.get('location')]).toEqual([302, '/platform/']);
    // No mail server: it says the console cannot send sign-up links, and there is no demo mailbox.
    expect(server.output()).toContain('KASSA_SMTP_URL is not set');
    expect((await fetch(`${server.url}/demo/mailbox`)).status).toBe(404);

    const created = await processOps(server, where.options.opsSecret, 'create-merchant', ['firstshop'], { name: 'First Shop' });
    expect(created.code).toBe(200);
    expect(JSON.stringify(created.data)).not.toMatch(/otpauth|secret=/);
    const { totpSecret } = await enrolByLink(server.url, created.data.link ?? '', 'First-shop-pass-1');
    expect(totpSecret).toMatch(/^[A-Z2-7]+$/);
    await stop(server);
    expect(server.output()).not.toMatch(secretLines);
    expect(server.output()).not.toContain(totpSecret);

    await withDatabase(where, async (db) => {
      expect((await db.select({ value: count() }).from(coins))[0]?.value).toBe(4);
      expect((await db.select({ username: merchantUsers.username }).from(merchantUsers)).map((row) => row.username)).toEqual(['firstshop']);
      expect((await db.select({ name: merchants.name }).from(merchants)).map((row) => row.name)).toEqual(['First Shop']);
      expect((await db.select({ value: count() }).from(walletUsers))[0]?.value).toBe(0);
    });
  });

  it('refuses to run while a demo password works, and runs once every published password was changed', async () => {
    const where = await place();
    // A database that once ran the demo.
    const demo = await start(where.options, { KASSA_DEMO: 'true' });
    await demo.waitForOutput('wallet:');
    expect(demo.output()).toContain('password: Kassa-demo-2025');
    // The demo platform administrator beside the merchant's lines, its authenticator at this first start.
    expect(demo.output()).toContain(`platform username: ${demoStaffCredentials.username}\nplatform password: ${demoStaffCredentials.password}\nplatform authenticator: otpauth://totp/Kassa:platform-admin?secret=`);
    // The second administrator, who approves what the first proposes, and then where they sign in.
    expect(demo.output()).toMatch(
      /^platform authenticator: otpauth:\S+\nplatform second username: platform-admin-2\nplatform second password: \S+\nplatform second authenticator: otpauth:\S+\nplatform: http:\/\/localhost:\d+\/platform\/$/m,
    );
    // The demo payer's two ways in: a fresh order's checkout page, and the wallet app.
    expect(demo.output()).toMatch(/^checkout: http:\/\/\S+\/checkout\/ord_\w+$/m);
    expect(demo.output()).toMatch(/^wallet: http:\/\/\S+\/wallet\/$/m);
    // The demo's mailbox, where the sign-up links the platform console sends wait, after where staff sign in.
    expect(demo.output()).toMatch(/^platform: http:\/\/localhost:\d+\/platform\/\nmailbox: http:\/\/localhost:\d+\/demo\/mailbox$/m);
    expect((await fetch(`${demo.url}/demo/mailbox`)).status).toBe(200);
    await stop(demo);

    // A cluster too: the process that prepares the database refuses before any other starts.
    const refusedEnv = onPostgres ? { ...production, WORKERS: '2' } : production;
    const refused = await start(where.options, refusedEnv).then(
      () => null,
      (error: unknown) => String(error),
    );
    expect(refused).toMatch(/Kassa will not start outside demo mode: operator demo, operator partner, staff member platform-admin, staff member platform-admin-2, payer alice, payer minh still accept the demo password/);
    expect(refused).toContain('exited (1)');
    expect(refused).not.toMatch(secretLines);

    await withDatabase(where, async (db) => {
      await db.update(merchantUsers).set({ passwordHash: await hashPassword('Changed-pass-1') }).where(inArray(merchantUsers.username, ['demo', 'partner']));
      await db.update(walletUsers).set({ passwordHash: await hashPassword('Changed-pass-1') }).where(inArray(walletUsers.uid, [demoPayers.ready.uid, demoPayers.needsIdentity.uid]));
      await db.update(staffMembers).set({ passwordHash: await hashPassword('Changed-pass-1') }).where(inArray(staffMembers.username, [demoStaffCredentials.username, 'platform-admin-2']));
    });
    // alice's payment password is published too.
    const stillRefused = await start(where.options, production).then(
      () => null,
      (error: unknown) => String(error),
    );
    expect(stillRefused).toMatch(/outside demo mode: payer alice still accepts/);

    await withDatabase(where, async (db) => {
      await db.update(walletUsers).set({ paymentPasswordHash: await hashPassword('246801') }).where(eq(walletUsers.uid, demoPayers.ready.uid));
    });
    const running = await start(where.options, production);
    await running.waitForOutput('reset-password');
    expect(running.output()).not.toMatch(secretLines);
    await stop(running);
  });
});
