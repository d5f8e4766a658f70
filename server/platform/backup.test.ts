/**
 * `npm run ops -- backup <file>` while the embedded server runs, and `npm run ops -- restore <file>` once it is
 * stopped (refused while it runs): the restored server answers the balances and fund flow of the moment of the
 * backup. On PostgreSQL the server refuses to back up and names pg_dump.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { totpPeriodSeconds } from '../auth/totp';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../testing/database';
import { encryptWith, totpCode } from '../testing/harness';
import { freePort, processOps, startServerProcess, type ServerProcess } from '../testing/serverProcess';

/** Runs `npm run ops -- <args>` as staff would, from the data folder. */
function runOps(dataDir: string, env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), resolve('scripts/ops.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    cwd: dataDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

async function call<T>(server: ServerProcess, path: string, body: unknown, token?: string): Promise<{ code: number; data: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: T };
}

/** The demo merchant's balances and fund flow, as the console reads them. */
async function ledgerView(server: ServerProcess, totpSecret: string, at: Date) {
  const { data: key } = await call<{ pub_key: string }>(server, endpoints.getPubKey.path, {});
  const login = await call<{ token: string }>(server, endpoints.login.path, {
    username: 'demo',
    password: encryptWith(key.pub_key, 'Kassa-demo-2025'),
    google_code: totpCode(totpSecret, at),
  });
  expect(login).toMatchObject({ code: 200 });
  const assets = await call(server, endpoints.assetQuery.path, {}, login.data.token);
  const flow = await call<{ list: unknown[]; total: number }>(server, endpoints.fundFlowQuery.path, { page: 1, page_size: 100 }, login.data.token);
  expect(flow.data.total).toBeGreaterThan(0);
  return { assets: assets.data, flow: flow.data };
}

describe('backup and restore', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kassa-backup-'));
  const opsSecret = randomBytes(16).toString('hex');
  const serverKey = randomBytes(32);
  const servers: ServerProcess[] = [];
  let database: TestDatabase | undefined;

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(testDatabaseKind() === 'pglite')('backs up while running; restores with the server stopped, to the same balances and fund flow', async () => {
    const start = async () => {
      const server = await startServerProcess({ dataDir, serverKey, opsSecret, env: { KASSA_BACKGROUND_INTERVAL_MS: 'off' } });
      servers.push(server);
      return server;
    };
    const first = await start();
    // The first start prints the demo authenticator (the start's last line is the checkout URL).
    await first.waitForOutput('\ncheckout:');
    const totpSecret = /secret=([A-Z2-7]+)/.exec(first.output())?.[1] ?? '';
    expect(totpSecret).not.toBe('');
    const ops = (command: string, args: string[], options: Record<string, string> = {}) => processOps(first, opsSecret, command, args, options);
    expect((await ops('create-wallet-user', ['BACKUP1'], { nickname: 'Backup', markets: 'CNY,USDT' })).code).toBe(200);
    expect((await ops('top-up-user', ['BACKUP1'], { coin: 'CNY', amount: '900' })).code).toBe(200);
    for (const amount of ['120.00', '35.50']) {
      expect((await ops('create-paid-order', ['demo'], { payer: 'BACKUP1', coin: 'CNY', amount })).code).toBe(200);
    }
    const atBackup = await ledgerView(first, totpSecret, new Date());

    const env = { KASSA_URL: first.url, KASSA_OPS_SECRET: opsSecret };
    const file = join(dataDir, 'backups', 'kassa.tar.gz');
    const backup = await runOps(dataDir, env, ['backup', 'backups/kassa.tar.gz']);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`file: ${file}`) });
    expect(existsSync(file)).toBe(true);

    // Money moves after the backup: the restore takes it back.
    expect((await ops('create-paid-order', ['demo'], { payer: 'BACKUP1', coin: 'CNY', amount: '300.00' })).code).toBe(200);
    const refused = await runOps(dataDir, env, ['restore', file]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/is running on .*: stop it first/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const stoppedEnv = { KASSA_URL: `http://127.0.0.1:${await freePort()}`, KASSA_OPS_SECRET: opsSecret };
    writeFileSync(join(dataDir, 'junk.tar.gz'), 'not a backup');
    const notABackup = await runOps(dataDir, stoppedEnv, ['restore', join(dataDir, 'junk.tar.gz')]);
    expect(notABackup.code).not.toBe(0);
    expect(notABackup.output).toContain('nothing was changed');
    const restored = await runOps(dataDir, stoppedEnv, ['restore', file]);
    expect(restored).toMatchObject({ code: 0, output: expect.stringContaining(`restored: ${file}`) });
    // The replaced database is kept beside it.
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);

    const second = await start();
    // The restored database has spent the step of the first sign-in: the next step's code, within the drift window.
    const nextStep = new Date(Date.now() + totpPeriodSeconds * 1000);
    expect(await ledgerView(second, totpSecret, nextStep)).toEqual(atBackup);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it.runIf(testDatabaseKind() === 'postgres')('refuses a backup on PostgreSQL and names pg_dump', async () => {
    database = await createTestDatabase('postgres');
    const server = await startServerProcess({ dataDir, databaseUrl: database.url, serverKey, opsSecret });
    servers.push(server);
    const answer = await processOps(server, opsSecret, 'backup', [join(dataDir, 'x.tar.gz')]);
    expect(answer).toMatchObject({ code: 4003, detail: 'This server runs on PostgreSQL: back it up with pg_dump (see docs/operations.md).' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
