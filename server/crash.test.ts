/**
 * Crash safety on a real server process (scripts/start.ts), on both databases: a seeded stream of transfers,
 * payments (order API + pay-order) and reviews (approve/reject of USDT recharges) runs while the process is
 * killed with SIGKILL at random moments and restarted on the same data, round after round. Afterwards every
 * acknowledged operation (an answer with code 200 received) is there, CNY is conserved across every account
 * (the platform's fees included), the ledger explains every balance and nothing is negative, no order or
 * review was resolved twice, and each paid order has its one webhook event in the outbox.
 * KASSA_CRASH_SEED replays a run (the seed is printed).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../openapi/endpoints';
import { connectPglite, type DatabaseConnection } from './db/client';
import { accounts, fundFlows, rechargeOrders, transfers, usdtRecharges, webhookEvents } from './db/schema';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './testing/database';
import { encryptWith, totpCode } from './testing/harness';
import { ledgerProblems, sumOf } from './testing/ledger';
import { enrolByLink } from './testing/enrolment';
import { processOps, processSigned, startServerProcess, type ServerProcess } from './testing/serverProcess';

/** A small seeded generator (mulberry32): the same seed, the same stream of operations and kill moments. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)), pick: <T>(items: T[]) => items[Math.floor(next() * items.length)] as T };
}

const periodMs = 30_000;
const stepOf = (at: number) => Math.floor(at / periodMs);

interface Merchant {
  username: string;
  id: string;
  secret: string;
  token: string;
  /** The last authenticator step this merchant spent (or may have). */
  lastStep: number;
}

describe('crash safety', { timeout: 300_000 }, () => {
  const seed = Number(process.env.KASSA_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const dataDir = mkdtempSync(join(tmpdir(), 'kassa-crash-'));
  const servers: ServerProcess[] = [];
  let database: TestDatabase | undefined;

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged operation and the ledger whole through SIGKILLs', async () => {
    console.log(`crash test seed: ${seed} (KASSA_CRASH_SEED=${seed} replays it)`);
    const random = randomFrom(seed);
    if (testDatabaseKind() === 'postgres') database = await createTestDatabase('postgres');
    const opsSecret = randomBytes(16).toString('hex');
    const serverKey = randomBytes(32);
    const start = async () => {
      const server = await startServerProcess({
        dataDir,
        databaseUrl: database?.url,
        serverKey,
        opsSecret,
        // No delivery during the test: the outbox must hold each event, whatever the kills.
        env: { KASSA_BACKGROUND_INTERVAL_MS: 'off', KASSA_RATE_LIMIT_SCALE: '100' },
      });
      servers.push(server);
      return server;
    };
    let server = await start();
    const ops = async (command: string, args: string[], options: Record<string, string> = {}) => {
      const answer = await processOps(server, opsSecret, command, args, options);
      if (answer.code !== 200) throw new Error(`${command}: ${answer.detail}`);
      return answer.data;
    };
    const call = async <T>(path: string, body: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return (await response.json()) as { code: number; detail: string; data: T };
    };

    /** Works on the data as it is; on PGlite with the server stopped (one process at a time). */
    const withDatabase = async <T>(work: (db: DatabaseConnection['db']) => Promise<T>): Promise<T> => {
      if (database) return work(database.db);
      const connection = connectPglite(await PGlite.create(join(dataDir, 'pglite')));
      try {
        return await work(connection.db);
      } finally {
        await connection.close();
      }
    };
    const cnyTotal = () =>
      withDatabase(async (db) => {
        const rows = await db.select().from(accounts).where(eq(accounts.coinCode, 'CNY'));
        return sumOf(rows.flatMap((account) => [account.available, account.frozen, account.reward, account.toBeConfirmed]));
      });

    // ---- the world, before any kill ----
    await ops('create-wallet-user', ['CRASHPAYER'], { nickname: 'Crash payer', markets: 'CNY,USDT' });
    await ops('top-up-user', ['CRASHPAYER'], { coin: 'CNY', amount: '100000' });
    const { data: publicKey } = await call<{ pub_key: string }>(endpoints.getPubKey.path, {});
    const merchants: Merchant[] = [];
    for (const username of ['crashshop', 'crashm1', 'crashm2', 'crashm3', 'crashm4']) {
      const created = await ops('create-merchant', [username]);
      const now = Date.now();
      // Enrolling spends a code of the step before (within the drift window), so signing in takes this step's.
      const { totpSecret: secret } = await enrolByLink(server.url, created.link ?? '', 'Crash-pass-1', new Date(now - periodMs));
      const login = await call<{ token: string }>(endpoints.login.path, {
        username,
        password: encryptWith(publicKey.pub_key, 'Crash-pass-1'),
        google_code: totpCode(secret, new Date(now)),
      });
      expect(login.code).toBe(200);
      merchants.push({ username, id: created.merchant_id ?? '', secret, token: login.data.token, lastStep: stepOf(now) });
      await ops('create-paid-order', [username], { payer: 'CRASHPAYER', coin: 'CNY', amount: '5000' });
    }
    const shop = merchants[0] as Merchant;
    await ops('set-kyc', [shop.username, 'verified']);
    shop.lastStep += 1;
    const added = await call<{ access_key: string; secret_key: string }>(
      endpoints.accessKeyAdd.path,
      { ip: '127.0.0.1', google_code: totpCode(shop.secret, new Date(shop.lastStep * periodMs + 1000)) },
      { authorization: shop.token },
    );
    expect(added.code).toBe(200);
    const key = { accessKey: added.data.access_key, secretKey: added.data.secret_key };
    const setting = await call<{ networks: { network: string; address: string }[]; rates: { coin_name: string; recharge_rate: string }[]; usdt_recharge_fee: string }>(
      endpoints.usdtSettingQuery.path,
      {},
      { authorization: shop.token },
    );
    const network = setting.data.networks[0] as { network: string; address: string };
    const usdtRate = setting.data.rates.find((rate) => rate.coin_name === 'USDT')?.recharge_rate ?? '1';
    // The CNY there is before the kills (the demo's and the top-up): no CNY comes in or leaves after.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const initialCny = await cnyTotal();
    server = await start();

    // ---- what the server acknowledged ----
    const acknowledged = {
      orders: [] as string[],
      paid: new Set<string>(),
      transfers: [] as string[],
      recharges: [] as string[],
      decisions: new Map<string, 'approved' | 'rejected'>(),
    };
    let counter = 0;
    const operations = {
      async createOrder() {
        counter += 1;
        const answer = await processSigned<{ order_id: string }>(server, key, endpoints.openOrderCreate.path, {
          merchant_order_no: `CRASH-${seed}-${counter}`,
          coin_name: 'CNY',
          amount: `${random.int(1, 200)}.${random.int(10, 99)}`,
          subject: 'Crash test',
          notify_url: 'http://127.0.0.1:9/webhook',
        });
        if (answer.code === 200) acknowledged.orders.push(answer.data.order_id);
      },
      async payOrder() {
        const unpaid = acknowledged.orders.filter((order) => !acknowledged.paid.has(order));
        if (unpaid.length === 0) return operations.createOrder();
        const order = random.pick(unpaid);
        const answer = await processOps(server, opsSecret, 'pay-order', [order], { payer: 'CRASHPAYER' });
        if (answer.code === 200) acknowledged.paid.add(order);
      },
      async transfer() {
        const from = random.pick(merchants.slice(1));
        const step = from.lastStep + 1;
        if (step > stepOf(Date.now()) + 1) return operations.payOrder();
        // Spent whatever the answer: a killed call may have spent it.
        from.lastStep = step;
        const to = random.pick(merchants.filter((merchant) => merchant !== from));
        counter += 1;
        const answer = await call<{ serial_number: string }>(
          endpoints.transferAdd.path,
          { coin_name: 'CNY', receipt_merchant_id: to.id, transfer_amount: `${random.int(10, 300)}.00`, google_code: totpCode(from.secret, new Date(step * periodMs + 1000)) },
          { authorization: from.token, 'idempotency-key': `crash-${seed}-${counter}` },
        );
        if (answer.code === 200) acknowledged.transfers.push(answer.data.serial_number);
      },
      async recharge() {
        counter += 1;
        const merchant = random.pick(merchants);
        const answer = await call<{ order_no: string }>(
          endpoints.usdtRechargeAdd.path,
          { in_abbreviation: 'USDT', trade_count: `${random.int(100, 500)}`, network: network.network, address: network.address, sender_address: 'TCrashSender7Hq2Lw9Xc4Vb8Nm3Pq5Rs', txid: `crash${seed}x${counter}`, rate: usdtRate, usdt_recharge_fee: setting.data.usdt_recharge_fee },
          { authorization: merchant.token, 'idempotency-key': `crash-${seed}-${counter}` },
        );
        if (answer.code === 200) acknowledged.recharges.push(answer.data.order_no);
      },
      async review() {
        const pending = acknowledged.recharges.filter((order) => !acknowledged.decisions.has(order));
        if (pending.length === 0) return operations.recharge();
        const order = random.pick(pending);
        const approve = random.next() < 0.6;
        const answer = await processOps(server, opsSecret, approve ? 'approve-usdt-recharge' : 'reject-usdt-recharge', [order], approve ? {} : { reason: 'crash test' });
        if (answer.code === 200) acknowledged.decisions.set(order, approve ? 'approved' : 'rejected');
      },
    };
    const kinds = [operations.createOrder, operations.payOrder, operations.payOrder, operations.transfer, operations.recharge, operations.review];

    // ---- rounds: load, a SIGKILL at a random moment, a restart on the same data ----
    const rounds = 5;
    let failedCalls = 0;
    for (let round = 0; round < rounds; round += 1) {
      let killed = false;
      const worker = async () => {
        while (!killed) {
          try {
            await random.pick(kinds)();
          } catch {
            // The connection died with the process, or found none: not acknowledged.
            failedCalls += 1;
          }
        }
      };
      const victim = server;
      const delay = random.int(1000, 3000);
      const before = acknowledged.orders.length + acknowledged.paid.size + acknowledged.transfers.length + acknowledged.recharges.length + acknowledged.decisions.size;
      const killer = (async () => {
        await new Promise((done) => setTimeout(done, delay));
        victim.child.kill('SIGKILL');
        await victim.exited;
        killed = true;
      })();
      await Promise.all([worker(), worker(), worker(), killer]);
      const after = acknowledged.orders.length + acknowledged.paid.size + acknowledged.transfers.length + acknowledged.recharges.length + acknowledged.decisions.size;
      const restartedAt = Date.now();
      server = await start();
      console.log(`round ${round + 1}: SIGKILL after ${delay} ms, ${after - before} operations acknowledged; restart took ${Date.now() - restartedAt} ms`);
    }

    // A clean stop after the last restart, then the data as it is.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await withDatabase(async (db) => {
      expect(acknowledged.orders.length + acknowledged.transfers.length + acknowledged.recharges.length).toBeGreaterThan(0);
      console.log(
        `crash test: ${acknowledged.orders.length} orders, ${acknowledged.paid.size} paid, ${acknowledged.transfers.length} transfers, ${acknowledged.recharges.length} recharges, ${acknowledged.decisions.size} reviews acknowledged; ${failedCalls} calls cut or refused by the kills`,
      );

      // Every acknowledged operation is there, as it was answered.
      if (acknowledged.orders.length > 0) {
        const orders = await db.select().from(rechargeOrders).where(inArray(rechargeOrders.publicId, acknowledged.orders));
        expect(orders.map((order) => order.publicId).sort()).toEqual([...acknowledged.orders].sort());
        for (const order of orders) if (acknowledged.paid.has(order.publicId ?? '')) expect(order.orderStatus).toBe('coin_transferred');
      }
      if (acknowledged.transfers.length > 0) {
        const rows = await db.select({ serial: transfers.serialNumber }).from(transfers).where(and(inArray(transfers.serialNumber, acknowledged.transfers), eq(transfers.transferType, 'transfer')));
        expect(rows.map((row) => row.serial).sort()).toEqual([...acknowledged.transfers].sort());
      }
      const recharges = await db.select().from(usdtRecharges);
      for (const order of acknowledged.recharges) expect(recharges.some((row) => row.orderNo === order)).toBe(true);
      for (const [order, decision] of acknowledged.decisions) expect(recharges.find((row) => row.orderNo === order)?.status).toBe(decision);

      // Each paid order: one payment and one order.paid event in the outbox, whatever was cut.
      const paidOrders = await db.select().from(rechargeOrders).where(eq(rechargeOrders.orderStatus, 'coin_transferred'));
      const events = await db.select().from(webhookEvents).where(eq(webhookEvents.eventType, 'order.paid'));
      for (const order of paidOrders.filter((row) => row.publicId !== null)) {
        expect({ order: order.publicId, events: events.filter((event) => event.orderPublicId === order.publicId).length }).toEqual({ order: order.publicId, events: 1 });
      }
      // A review decides once: every recharge of one status moved the ledger the same number of times.
      const flows = await db.select({ serial: fundFlows.serialNumber }).from(fundFlows);
      const movesOf = (order: string) => flows.filter((flow) => flow.serial === order).length;
      for (const status of ['approved', 'rejected', 'pending'] as const) {
        const moves = new Set(recharges.filter((row) => row.status === status).map((row) => movesOf(row.orderNo)));
        expect({ status, distinctMoveCounts: moves.size <= 1 }).toEqual({ status, distinctMoveCounts: true });
      }
      const payments = paidOrders.map((order) => movesOf(order.serialNumber));
      expect(new Set(payments).size).toBeLessThanOrEqual(1);

      // The ledger explains every balance, nothing is negative, and CNY (fees included) is what came in.
      expect(await ledgerProblems(db)).toEqual([]);
      const cny = await db.select().from(accounts).where(eq(accounts.coinCode, 'CNY'));
      expect(sumOf(cny.flatMap((account) => [account.available, account.frozen, account.reward, account.toBeConfirmed])).toFixed()).toBe(initialCny.toFixed());
    });
  });
});
