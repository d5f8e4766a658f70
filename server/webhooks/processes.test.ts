/**
 * Webhook delivery across real server processes (`scripts/start.ts`) on one PostgreSQL database: an event
 * committed by a process killed with SIGKILL before it could send it is delivered after a restart, and two
 * processes delivering at once send each attempt once. PostgreSQL only: PGlite admits one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { accessKeySecretPurpose, newAccessKeyId, newSecretKey, newWebhookSecret, webhookSecretPurpose } from '../accessKeys/accessKeys';
import { insertAccessKey } from '../accessKeys/repository';
import { secretBoxFromKey } from '../crypto/secretBox';
import { merchants, webhookEvents } from '../db/schema';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../testing/database';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhookReceiver';
import { insertEvent } from './outbox';
import { freePort, processOps, processSigned } from '../testing/serverProcess';

const onPostgres = testDatabaseKind() === 'postgres';

interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

describe.runIf(onPostgres)('webhook delivery across server processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let dataDir: string;
  const serverKey = randomBytes(32);
  const opsSecret = randomBytes(16).toString('hex');
  const running: ServerProcess[] = [];

  /** `npm start`'s entry point as its own process, on the test database; resolves once it listens. */
  async function startServer(backgroundIntervalMs: number | 'off'): Promise<ServerProcess> {
    const port = await freePort();
    // tsx's loader by its absolute address: the process runs in its own folder (its .kassa-running.json goes there).
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), resolve('scripts/start.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        KASSA_SECRET_KEY: serverKey.toString('base64'),
        KASSA_OPS_SECRET: opsSecret,
        KASSA_WEBHOOK_ALLOW_PRIVATE: 'true',
        // The demo merchant the test gives an API key.
        KASSA_DEMO: 'true',
        KASSA_BACKGROUND_INTERVAL_MS: String(backgroundIntervalMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: dataDir,
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let output = '';
    await new Promise<void>((ready, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Kassa is running at')) ready();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => fail(new Error(`the server exited (${code}) before listening:\n${output}`)));
    });
    const server = { child, url: `http://127.0.0.1:${port}`, exited };
    running.push(server);
    return server;
  }

  async function ops(server: ServerProcess, command: string, args: string[], options: Record<string, string> = {}) {
    const answer = await processOps(server, opsSecret, command, args, options);
    if (answer.code !== 200) throw new Error(`${command}: ${answer.detail}`);
    return answer.data;
  }

  const signed = (server: ServerProcess, key: { accessKey: string; secretKey: string }, path: string, body: unknown) =>
    processSigned<{ order_id: string }>(server, key, path, body);

  /** Waits, by reading the outbox as the test goes, until no event is left undelivered. */
  async function allDelivered(): Promise<void> {
    for (;;) {
      const waiting = await database.db.select({ id: webhookEvents.id }).from(webhookEvents).where(ne(webhookEvents.status, 'delivered'));
      if (waiting.length === 0) return;
      await receiver.waitFor(receiver.received.length + 1, 20_000).catch(() => undefined);
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    receiver = await startWebhookReceiver();
    dataDir = mkdtempSync(join(tmpdir(), 'kassa-processes-'));
  });

  afterAll(async () => {
    for (const server of running) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await receiver?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers an event committed before a kill -9, after the restart; two processes send each attempt once', async () => {
    // No background work: this process commits the event but never sends it.
    const first = await startServer('off');
    const [demo] = await database.db.select().from(merchants).where(eq(merchants.name, 'Demo Shop'));
    expect(demo).toBeDefined();
    const box = secretBoxFromKey(serverKey);
    const key = { accessKey: newAccessKeyId(), secretKey: newSecretKey(), webhookSecret: newWebhookSecret() };
    await insertAccessKey(database.db, {
      merchantId: demo!.id,
      accessKey: key.accessKey,
      secretEncrypted: box.seal(key.secretKey, accessKeySecretPurpose),
      webhookSecretEncrypted: box.seal(key.webhookSecret, webhookSecretPurpose),
      ip: '127.0.0.1',
      now: new Date(),
    });
    await ops(first, 'create-wallet-user', ['PAYER1'], { nickname: 'Payer One', markets: 'CNY' });
    await ops(first, 'top-up-user', ['PAYER1'], { coin: 'CNY', amount: '500' });
    const created = await signed(first, key, endpoints.openOrderCreate.path, { merchant_order_no: 'KILL-1', coin_name: 'CNY', amount: '88.00', notify_url: receiver.url });
    expect(created.code).toBe(200);
    await ops(first, 'pay-order', [created.data.order_id], { payer: 'PAYER1' });
    const [committed] = await database.db.select().from(webhookEvents).where(eq(webhookEvents.orderPublicId, created.data.order_id));
    expect(committed).toMatchObject({ eventType: 'order.paid', status: 'pending', attempts: 0 });

    first.child.kill('SIGKILL');
    await first.exited;
    expect(receiver.received).toHaveLength(0);

    // More due events, then two processes delivering at once.
    const now = new Date();
    for (let index = 0; index < 30; index += 1) {
      await insertEvent(database.db, { merchantId: demo!.id, type: 'test', orderPublicId: null, url: receiver.url, data: { index }, now });
    }
    await Promise.all([startServer(25), startServer(25)]);
    await receiver.waitFor(31, 60_000);
    await allDelivered();

    const ids = receiver.received.map((webhook) => webhook.headers['webhook-id']);
    expect(new Set(ids).size).toBe(31);
    expect(ids).toHaveLength(31);
    const attempts = await database.db.select({ attempts: webhookEvents.attempts }).from(webhookEvents).where(and(eq(webhookEvents.merchantId, demo!.id)));
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);

    const paid = receiver.received.find((webhook) => webhook.headers['webhook-id'] === committed!.id);
    const verified = new Webhook(key.webhookSecret).verify(paid!.body, paid!.headers as Record<string, string>) as { type: string; data: { order_id: string } };
    expect(verified).toMatchObject({ type: 'order.paid', data: { order_id: created.data.order_id, order_status: 'coin_transferred' } });
  });
});
