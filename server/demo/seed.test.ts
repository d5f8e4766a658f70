import { and, count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBoxFromKey } from '../crypto/secretBox';
import type { DatabaseConnection } from '../db/client';
import { fiatWithdrawals, fundFlows, merchantUsers, usdtRecharges, usdtWithdrawals, userWithdrawals } from '../db/schema';
import { totalsByCoin } from '../ledger/ledger';
import { decimal, zero, type Decimal } from '../ledger/money';
import { createTestDatabase } from '../testing/database';
import { ledgerProblems } from '../testing/ledger';
import { seedOnFirstStart } from './seed';
import { findStaffByUsername } from '../staff/repository';
import { accountsWithPublishedPasswords, demoCredentials, demoStaffCredentials, demoStaffTotpSecret } from './signIns';

let connection: DatabaseConnection;
const now = new Date('2025-06-02T08:00:00.000Z');
const secretBox = secretBoxFromKey(randomBytes(32));

beforeAll(async () => {
  connection = await createTestDatabase();
  await seedOnFirstStart(connection.db, secretBox, now, { demo: true });
}, 60_000);
afterAll(() => connection?.close());

describe('the first-start seed', () => {
  it('gives the demo merchant pending user withdrawals to review (a browser test needs two)', async () => {
    const db = connection.db;
    const [demo] = await db.select().from(merchantUsers).where(eq(merchantUsers.username, demoCredentials.username));
    const pending = await db
      .select()
      .from(userWithdrawals)
      .where(and(eq(userWithdrawals.merchantId, demo?.merchantId ?? 0), eq(userWithdrawals.orderStatus, 'pending')));
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const statuses = new Set((await db.select().from(userWithdrawals)).map((order) => `${order.orderStatus} ${order.audit ?? ''}`));
    expect(statuses).toEqual(new Set(['pending ', 'approved automatic', 'approved demo', 'rejected demo']));
  });

  it('makes every balance through the ledger: conserved, never negative, replayed by the fund flow', async () => {
    const db = connection.db;
    expect(await ledgerProblems(db)).toEqual([]);
    const external = new Map<string, Decimal>();
    const add = (coin: string, amount: Decimal) => external.set(coin, (external.get(coin) ?? zero).plus(amount));
    for (const order of await db.select().from(usdtRecharges).where(eq(usdtRecharges.status, 'approved'))) add(order.inAbbreviation, decimal(order.exchangeCount));
    for (const order of await db.select().from(usdtWithdrawals).where(eq(usdtWithdrawals.status, 'approved'))) add(order.outAbbreviation, decimal(order.fee).minus(order.count));
    for (const order of await db.select().from(fiatWithdrawals).where(eq(fiatWithdrawals.status, 'approved'))) add(order.outAbbreviation, decimal(order.fee).minus(order.count));
    for (const flow of await db.select().from(fundFlows).where(eq(fundFlows.transactionType, 'top_up'))) add(flow.coinCode, decimal(flow.transactionNumber));
    const totals = await totalsByCoin(db);
    for (const coin of ['USDT', 'CNY', 'USD', 'VND']) expect(`${coin} ${totals.get(coin)?.toFixed()}`).toBe(`${coin} ${external.get(coin)?.toFixed()}`);
  });

  it('seeds a demo platform administrator whose published password keeps a start outside demo mode from running', async () => {
    const member = await findStaffByUsername(connection.db, demoStaffCredentials.username);
    expect(member).toMatchObject({ role: 'admin', status: 'active' });
    expect(await demoStaffTotpSecret(connection.db, secretBox)).toMatch(/^[A-Z2-7]{32}$/);
    expect(await accountsWithPublishedPasswords(connection.db)).toContain(`staff member ${demoStaffCredentials.username}`);
  });

  it('runs once: a second start changes nothing', async () => {
    const db = connection.db;
    const [before] = await db.select({ value: count() }).from(fundFlows);
    await seedOnFirstStart(db, secretBox, new Date(now.getTime() + 60_000), { demo: true });
    const [after] = await db.select({ value: count() }).from(fundFlows);
    expect(after?.value).toBe(before?.value);
  });
});

describe('the demo seeded just after midnight', () => {
  it("dates every money event between the merchant's midnight and now, so the dashboard's today shows them", async () => {
    const justAfterMidnight = new Date('2025-06-02T00:05:00.000Z');
    const fresh = await createTestDatabase();
    try {
      await seedOnFirstStart(fresh.db, secretBox, justAfterMidnight, { demo: true });
      const times = (await fresh.db.select({ at: fundFlows.createdAt }).from(fundFlows)).map((row) => row.at.getTime());
      expect(times.length).toBeGreaterThan(20);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2025-06-02T00:00:00.000Z'));
      expect(Math.max(...times)).toBeLessThanOrEqual(justAfterMidnight.getTime());
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
