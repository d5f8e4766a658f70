/**
 * A webhook whose receiver said 200 while PostgreSQL was stopping: its result cannot be recorded at once, and is
 * recorded when the database is back (delivery.ts), so the event is not sent a second time when its lease ends.
 * On a PostgreSQL server of the test's own (server/testing/postgresCluster.ts), which the test stops and starts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound } from '../background';
import { connectPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { webhookEvents } from '../db/schema';
import { testDatabaseKind } from '../testing/database';
import { TestServer } from '../testing/harness';
import { newWalletUser, topUpUser } from '../testing/ledger';
import { createApiKey, signedCall } from '../testing/merchantApi';
import { createOwnPostgres, ownPostgresUnavailable, type OwnPostgres } from '../testing/postgresCluster';
import { attemptTimeoutMs } from './delivery';

const onPostgres = testDatabaseKind() === 'postgres';
const cannotRun = onPostgres ? ownPostgresUnavailable() : null;

describe.runIf(onPostgres)('a webhook delivered while PostgreSQL restarts', { timeout: 60_000 }, () => {
  const server = new TestServer();
  let cluster: OwnPostgres | undefined;
  let endpoint: Server | undefined;

  beforeAll(async () => {
    if (cannotRun) return;
    cluster = await createOwnPostgres();
    const databaseUrl = await cluster.createDatabase('kassa');
    await server.start({ demo: true }, undefined, async () => {
      const connection = connectPostgres(databaseUrl);
      await migrateDatabase(connection);
      return connection;
    });
  });

  afterAll(async () => {
    endpoint?.closeAllConnections();
    endpoint?.close();
    if (server.app) await server.stop();
    await cluster?.destroy();
  });

  it.skipIf(cannotRun !== null)(`is recorded as delivered once the database is back, and never sent again${cannotRun ? ` (skipped: ${cannotRun})` : ''}`, async () => {
    const restart = cluster!;
    const arrived: string[] = [];
    let restarted: Promise<void> | undefined;
    // The receiver takes the first webhook, stops PostgreSQL, and only then answers 200; PostgreSQL starts again
    // half a second later.
    endpoint = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        arrived.push(String(request.headers['webhook-id']));
        if (restarted) return void response.writeHead(200).end();
        restarted = (async () => {
          await restart.stop();
          response.writeHead(200).end();
          await new Promise((resolve) => setTimeout(resolve, 500));
          await restart.start();
        })();
      });
    });
    await new Promise<void>((resolve) => endpoint!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`;

    const merchant = await server.createMerchant();
    const key = await createApiKey(server, merchant, await server.signIn(merchant));
    const order = await signedCall<ResponseOf<'openOrderCreate'>>(server, key, endpoints.openOrderCreate.path, { merchant_order_no: 'RESTART-1', coin_name: 'CNY', amount: '20.00', notify_url: url });
    const payer = await newWalletUser(server.db, server.clock.now());
    await topUpUser(server.db, payer, 'CNY', '100', server.clock.now());
    expect((await server.ops('pay-order', [order.body.data.order_id], { payer })).body.code).toBe(200);

    const context = { db: server.db, config: server.config };
    await runBackgroundRound(context);
    await restarted;
    const [event] = await server.db.select().from(webhookEvents).where(eq(webhookEvents.orderPublicId, order.body.data.order_id));
    expect(event).toMatchObject({ status: 'delivered', attempts: 1, lastHttpStatus: 200, nextAttemptAt: null });
    expect(arrived).toEqual([event!.id]);

    // Long past the lease the send held: nothing is due, nothing is sent again.
    server.clock.advance(10 * attemptTimeoutMs);
    await runBackgroundRound(context);
    expect(arrived).toEqual([event!.id]);
  });
});
