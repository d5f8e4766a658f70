/**
 * What a real `npm start` process does with its files and its settings before it serves anything: a data folder only
 * its user can enter, secret files only its user can read, no unsafe proxy setting, no second server key for one
 * database. Both databases where a database is involved.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './testing/database';
import { spawnServerProcess, startServerProcess, type ServerProcess } from './testing/serverProcess';

const onPglite = testDatabaseKind() === 'pglite';
const parent = mkdtempSync(join(tmpdir(), 'kassa-start-'));
const running: ServerProcess[] = [];
const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  for (const database of databases) await database.close();
  rmSync(parent, { recursive: true, force: true });
});

async function databaseUrl(): Promise<string | undefined> {
  if (testDatabaseKind() !== 'postgres') return undefined;
  const database = await createTestDatabase('postgres');
  databases.push(database);
  return database.url;
}

/** Every file and folder under `dir`, with its permission bits. */
function modesUnder(dir: string): { path: string; mode: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path, mode: statSync(path).mode & 0o777 };
  });
}

describe('a start', { timeout: 120_000 }, () => {
  it('makes a data folder, its keys and its database files that no other user of the machine can read', async () => {
    const dataDir = join(parent, 'fresh');
    // No KASSA_SECRET_KEY or KASSA_OPS_SECRET: the start makes both files in the data folder.
    const server = await startServerProcess({
      dataDir,
      cwd: parent,
      databaseUrl: await databaseUrl(),
      serverKey: Buffer.alloc(0),
      opsSecret: '',
      env: { KASSA_SECRET_KEY: '', KASSA_OPS_SECRET: '', KASSA_WEBHOOK_ALLOW_PRIVATE: '' },
    });
    running.push(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Webhooks to private addresses are off unless asked for, so the start has nothing to announce about them.
    expect(server.output()).not.toContain('KASSA_WEBHOOK_ALLOW_PRIVATE');
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'secret-key')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'ops-secret')).mode & 0o777).toBe(0o600);
    const open = modesUnder(dataDir).filter((entry) => (entry.mode & 0o077) !== 0);
    expect(open).toEqual([]);
  });

  // The folder, the key files and the proxy setting are checked before any database is opened: once is enough.
  it.runIf(onPglite)('tightens a data folder that others could enter, and announces webhooks to private addresses when allowed', async () => {
    const dataDir = join(parent, 'open');
    mkdirSync(dataDir, { mode: 0o777 });
    chmodSync(dataDir, 0o777);
    const server = await startServerProcess({ dataDir, serverKey: randomBytes(32), opsSecret: randomBytes(16).toString('hex'), env: { KASSA_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    running.push(server);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    await server.waitForOutput('KASSA_WEBHOOK_ALLOW_PRIVATE=true: webhooks may go to loopback, private and link-local addresses');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it.runIf(onPglite)('refuses a server key file that other users can read, saying how to mend it', async () => {
    const dataDir = join(parent, 'readable-key');
    const first = await startServerProcess({ dataDir, cwd: parent, serverKey: Buffer.alloc(0), opsSecret: '', env: { KASSA_SECRET_KEY: '' } });
    running.push(first);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    chmodSync(join(dataDir, 'secret-key'), 0o644);
    const second = await spawnServerProcess({ dataDir, cwd: parent, serverKey: Buffer.alloc(0), opsSecret: '', env: { KASSA_SECRET_KEY: '' } });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`chmod 600 ${join(dataDir, 'secret-key')}`);
    expect(second.output()).not.toContain('Kassa is running');
  });

  it.runIf(onPglite)('refuses KASSA_TRUST_PROXY=true before opening anything', async () => {
    const dataDir = join(parent, 'proxy');
    const server = await spawnServerProcess({ dataDir, cwd: parent, serverKey: randomBytes(32), opsSecret: 'x', env: { KASSA_TRUST_PROXY: 'true' } });
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("KASSA_TRUST_PROXY=true would believe any X-Forwarded-For a client writes");
    expect(() => statSync(dataDir)).toThrow();
  });

  it.runIf(testDatabaseKind() === 'postgres')('stops a second process on the same PostgreSQL database that has not the server key', async () => {
    const url = await databaseUrl();
    const first = await startServerProcess({ dataDir: join(parent, 'pg-first'), cwd: parent, databaseUrl: url, serverKey: Buffer.alloc(0), opsSecret: '', env: { KASSA_SECRET_KEY: '' } });
    running.push(first);
    const second = await spawnServerProcess({ dataDir: join(parent, 'pg-second'), cwd: parent, databaseUrl: url, serverKey: Buffer.alloc(0), opsSecret: '', env: { KASSA_SECRET_KEY: '' } });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Set KASSA_SECRET_KEY');
    expect(second.output()).not.toContain('Unsupported state');
    // The first keeps serving.
    expect((await fetch(`${first.url}/healthy`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });
});
