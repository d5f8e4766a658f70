import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../openapi/codes';
import { accounts, fundFlows, platformSettings } from '../db/schema';
import { savepoint } from '../db/trailingWrites';
import { runTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { testDatabaseKind } from '../testing/database';
import { useTestServer } from '../testing/harness';
import { creditMerchant, ledgerProblems, newWalletUser, topUpUser } from '../testing/ledger';
import { applyChange, balancesOf, merchantOwner, platformOwner, walletUserOwner } from './ledger';
import { decimal, feeOf, formatMoney, roundToCoin } from './money';

const server = useTestServer();

async function flowsOf(serialNumber: string) {
  return server.db.select().from(fundFlows).where(eq(fundFlows.serialNumber, serialNumber));
}

/** An adjustment of `amount` CNY from a merchant to a wallet user, as one change in `tx`. */
function merchantPaysUser(tx: Parameters<typeof applyChange>[0], merchantId: number, uid: string, serialNumber: string, amount: string) {
  return applyChange(tx, {
    coin: 'CNY',
    serialNumber,
    at: server.clock.now(),
    postings: [
      { owner: merchantOwner(merchantId), type: 'adjustment', available: decimal(amount).negated() },
      { owner: walletUserOwner(uid), type: 'adjustment', available: decimal(amount) },
    ],
  });
}

describe('money', () => {
  it('rounds half up to the coin, once, and formats with exactly the coin decimals', () => {
    expect(feeOf(decimal('100.05'), '0.005', 2).toFixed()).toBe('0.5'); // 0.50025 → 0.50
    expect(feeOf(decimal('1'), '0.005', 2).toFixed()).toBe('0.01'); // 0.005 → 0.01 (half up)
    expect(feeOf(decimal('3'), '0.001', 2).toFixed()).toBe('0'); // 0.003 → 0.00
    expect(roundToCoin(decimal('1234.5'), 0).toFixed()).toBe('1235');
    expect(formatMoney('99.5', 2)).toBe('99.50');
    expect(formatMoney('100', 6)).toBe('100.000000');
    // 64 significant digits: a large amount times a rate is exact, where decimal.js' default 20 would round.
    expect(decimal('123456789012345678.123456').times('0.005').toFixed()).toBe('617283945061728.39061728');
  });
});

describe('applyChange', () => {
  it('moves money between accounts, writing one fund-flow row per account with the figures before and after', async () => {
    const merchant = await server.createMerchant();
    const uid = await newWalletUser(server.db, server.clock.now());
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '100.00', server.clock.now());

    const applied = await runTransaction(server.db, (tx) =>
      applyChange(tx, {
        coin: 'CNY',
        serialNumber: 'LEDGER-T1',
        at: server.clock.now(),
        postings: [
          { owner: merchantOwner(merchant.merchantId), type: 'adjustment', available: decimal('-30.50'), charge: decimal('0.50') },
          { owner: walletUserOwner(uid), type: 'adjustment', available: decimal('30') },
          { owner: platformOwner, type: 'adjustment', available: decimal('0.50') },
        ],
      }),
    );
    expect(applied.map((posting) => posting.after.available.toFixed(2))).toEqual(['69.50', '30.00', expect.any(String)]);

    const rows = await flowsOf('LEDGER-T1');
    expect(rows).toHaveLength(3);
    const merchantRow = rows.find((row) => row.merchantId === merchant.merchantId);
    expect(merchantRow).toMatchObject({
      coinCode: 'CNY',
      transactionType: 'adjustment',
      availableBefore: '100.00',
      availableAfter: '69.50',
      frozenBefore: '0.00',
      frozenAfter: '0.00',
      transactionNumber: '-30.50',
      charge: '0.50',
    });
    expect(rows.filter((row) => row.merchantId === null)).toHaveLength(2);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('shows a freeze as a move from available to frozen: the total, and so the amount, does not change', async () => {
    const merchant = await server.createMerchant();
    await creditMerchant(server.db, merchant.merchantId, 'USD', '50.00', server.clock.now());
    await runTransaction(server.db, (tx) =>
      applyChange(tx, {
        coin: 'USD',
        serialNumber: 'LEDGER-FREEZE',
        at: server.clock.now(),
        postings: [{ owner: merchantOwner(merchant.merchantId), type: 'withdrawal', available: decimal('-20'), frozen: decimal('20') }],
      }),
    );
    const [row] = await flowsOf('LEDGER-FREEZE');
    expect(row).toMatchObject({ availableAfter: '30.00', frozenBefore: '0.00', frozenAfter: '20.00', transactionNumber: '0.00' });
  });

  it('refuses a change that would create or destroy money, writing nothing', async () => {
    const merchant = await server.createMerchant();
    await expect(
      runTransaction(server.db, (tx) =>
        applyChange(tx, {
          coin: 'CNY',
          serialNumber: 'LEDGER-UNBALANCED',
          at: server.clock.now(),
          postings: [{ owner: merchantOwner(merchant.merchantId), type: 'adjustment', available: decimal('10') }],
        }),
      ),
    ).rejects.toThrow(/moves 10 CNY but declares 0/);
    expect(await flowsOf('LEDGER-UNBALANCED')).toHaveLength(0);
    expect((await balancesOf(server.db, merchantOwner(merchant.merchantId))).get('CNY')).toBeUndefined();
  });

  it('refuses amounts finer than the coin and two postings for one account', async () => {
    const merchant = await server.createMerchant();
    const change = (postings: Parameters<typeof applyChange>[1]['postings']) =>
      runTransaction(server.db, (tx) => applyChange(tx, { coin: 'VND', serialNumber: 'LEDGER-BAD', at: server.clock.now(), postings }));
    await expect(
      change([
        { owner: merchantOwner(merchant.merchantId), type: 'adjustment', available: decimal('-0.5') },
        { owner: platformOwner, type: 'adjustment', available: decimal('0.5') },
      ]),
    ).rejects.toThrow(/more than 0 decimals/);
    await expect(
      change([
        { owner: platformOwner, type: 'adjustment', available: decimal('-1') },
        { owner: platformOwner, type: 'adjustment', available: decimal('1') },
      ]),
    ).rejects.toThrow(/two postings/);
  });

  it('answers 4010 when available is too small, and nothing is written', async () => {
    const merchant = await server.createMerchant();
    const uid = await newWalletUser(server.db, server.clock.now());
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '10.00', server.clock.now());
    const attempt = runTransaction(server.db, (tx) => merchantPaysUser(tx, merchant.merchantId, uid, 'LEDGER-SHORT', '10.01'));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: ResultCode.insufficientBalance, args: { coin: 'CNY', available: '10.00' } });
    expect(await flowsOf('LEDGER-SHORT')).toHaveLength(0);
    // Even the recipient's account, made on first use, rolled back with the change.
    expect((await balancesOf(server.db, walletUserOwner(uid))).get('CNY')).toBeUndefined();
    expect((await balancesOf(server.db, merchantOwner(merchant.merchantId))).get('CNY')?.available.toFixed(2)).toBe('10.00');
  });

  it('refuses a settlement that would credit its receiving party nothing or less (4000 on its amount), writing nothing', async () => {
    const payer = await server.createMerchant();
    const recipient = await server.createMerchant();
    await creditMerchant(server.db, payer.merchantId, 'CNY', '100.00', server.clock.now());
    await creditMerchant(server.db, recipient.merchantId, 'CNY', '50.00', server.clock.now());
    // A 100 CNY transfer under rates of 0.6 + 0.6: fees of 120, the recipient debited 20.
    const transfer = (serialNumber: string, settlement: string) =>
      runTransaction(server.db, (tx) =>
        applyChange(tx, {
          coin: 'CNY',
          serialNumber,
          at: server.clock.now(),
          postings: [
            { owner: merchantOwner(payer.merchantId), type: 'transfer_out', available: decimal('-100'), charge: decimal(100).minus(settlement) },
            { owner: merchantOwner(recipient.merchantId), type: 'transfer_in', available: decimal(settlement) },
            { owner: platformOwner, type: 'transfer_out', available: decimal(100).minus(settlement) },
          ],
          settlement: { to: merchantOwner(recipient.merchantId), field: 'transfer_amount' },
        }),
      );
    for (const [serial, settlement] of [['LEDGER-NEG', '-20'], ['LEDGER-ZERO', '0']] as const) {
      const attempt = transfer(serial, settlement);
      await expect(attempt).rejects.toMatchObject({
        code: ResultCode.invalidInput,
        messageKey: 'kassa.server.settlementNotPositive',
        args: { settlement: formatMoney(settlement, 2), coin: 'CNY' },
        data: { field: 'transfer_amount' },
      });
      expect(await flowsOf(serial)).toHaveLength(0);
    }
    expect((await balancesOf(server.db, merchantOwner(payer.merchantId))).get('CNY')?.available.toFixed(2)).toBe('100.00');
    expect((await balancesOf(server.db, merchantOwner(recipient.merchantId))).get('CNY')?.available.toFixed(2)).toBe('50.00');
    // A settlement of one cent goes through.
    await transfer('LEDGER-CENT', '0.01');
    expect((await balancesOf(server.db, merchantOwner(recipient.merchantId))).get('CNY')?.available.toFixed(2)).toBe('50.01');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('starts a second change in the same transaction from the first one\'s balances, and writes both', async () => {
    const merchant = await server.createMerchant();
    const uid = await newWalletUser(server.db, server.clock.now());
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '100.00', server.clock.now());
    const seenInside = await runTransaction(server.db, async (tx) => {
      const pay = (serialNumber: string, amount: string) => merchantPaysUser(tx, merchant.merchantId, uid, serialNumber, amount);
      await pay('LEDGER-TWICE-1', '60');
      await pay('LEDGER-TWICE-2', '30');
      // 10.00 left: a third of 30 is refused, as it would be in a transaction of its own.
      await expect(pay('LEDGER-TWICE-3', '30')).rejects.toMatchObject({ code: ResultCode.insufficientBalance, args: { available: '10.00' } });
      return (await balancesOf(tx, merchantOwner(merchant.merchantId))).get('CNY')?.available.toFixed(2);
    });
    expect(seenInside).toBe('10.00');
    const [second] = await flowsOf('LEDGER-TWICE-2').then((rows) => rows.filter((row) => row.merchantId === merchant.merchantId));
    expect(second).toMatchObject({ availableBefore: '40.00', availableAfter: '10.00' });
    expect((await balancesOf(server.db, merchantOwner(merchant.merchantId))).get('CNY')?.available.toFixed(2)).toBe('10.00');
    expect((await balancesOf(server.db, walletUserOwner(uid))).get('CNY')?.available.toFixed(2)).toBe('90.00');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('lets a savepoint after a change of its transaction start from that change, and keeps only what the savepoint kept', async () => {
    const merchant = await server.createMerchant();
    const uid = await newWalletUser(server.db, server.clock.now());
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '100.00', server.clock.now());
    await runTransaction(server.db, async (tx) => {
      const pay = (on: typeof tx, serialNumber: string, amount: string) => merchantPaysUser(on, merchant.merchantId, uid, serialNumber, amount);
      await pay(tx, 'LEDGER-SAVEPOINT-1', '60');
      await savepoint(tx, (inner) => pay(inner, 'LEDGER-SAVEPOINT-2', '30'));
      // 10.00 left: a savepoint that pays 30 more is refused and takes nothing with it.
      await expect(savepoint(tx, (inner) => pay(inner, 'LEDGER-SAVEPOINT-3', '30'))).rejects.toMatchObject({ code: ResultCode.insufficientBalance, args: { available: '10.00' } });
      await pay(tx, 'LEDGER-SAVEPOINT-4', '5');
    });
    expect((await balancesOf(server.db, merchantOwner(merchant.merchantId))).get('CNY')?.available.toFixed(2)).toBe('5.00');
    expect((await balancesOf(server.db, walletUserOwner(uid))).get('CNY')?.available.toFixed(2)).toBe('95.00');
    expect(await flowsOf('LEDGER-SAVEPOINT-3')).toHaveLength(0);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('refuses a savepoint opened past the writes its transaction still holds, so it never reads a balance before them', async () => {
    const merchant = await server.createMerchant();
    const uid = await newWalletUser(server.db, server.clock.now());
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '100.00', server.clock.now());
    await expect(
      runTransaction(server.db, async (tx) => {
        await merchantPaysUser(tx, merchant.merchantId, uid, 'LEDGER-RAW-SAVEPOINT-1', '60');
        await tx.transaction((inner) => merchantPaysUser(inner, merchant.merchantId, uid, 'LEDGER-RAW-SAVEPOINT-2', '60'));
      }),
    ).rejects.toThrow(/open it with savepoint\(\)/);
    expect((await balancesOf(server.db, merchantOwner(merchant.merchantId))).get('CNY')?.available.toFixed(2)).toBe('100.00');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('lets a transaction whose only change was refused commit what else it did, writing no balance', async () => {
    const merchant = await server.createMerchant();
    const uid = await newWalletUser(server.db, server.clock.now());
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5.00', server.clock.now());
    const committed = await runTransaction(server.db, async (tx) => {
      await expect(merchantPaysUser(tx, merchant.merchantId, uid, 'LEDGER-REFUSED-ONLY', '6')).rejects.toMatchObject({ code: ResultCode.insufficientBalance });
      return 'committed';
    });
    expect(committed).toBe('committed');
    expect(await flowsOf('LEDGER-REFUSED-ONLY')).toHaveLength(0);
    expect((await balancesOf(server.db, merchantOwner(merchant.merchantId))).get('CNY')?.available.toFixed(2)).toBe('5.00');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('spends reward points before available when asked', async () => {
    const payer = await newWalletUser(server.db, server.clock.now());
    await topUpUser(server.db, payer, 'CNY', '100', server.clock.now());
    await topUpUser(server.db, payer, 'CNY', '30', server.clock.now(), true);
    await runTransaction(server.db, (tx) =>
      applyChange(tx, {
        coin: 'CNY',
        serialNumber: 'LEDGER-REWARD',
        at: server.clock.now(),
        postings: [
          { owner: walletUserOwner(payer), type: 'recharge', spendRewardFirst: decimal('50') },
          { owner: platformOwner, type: 'recharge', available: decimal('50') },
        ],
      }),
    );
    const balances = (await balancesOf(server.db, walletUserOwner(payer))).get('CNY');
    expect(balances?.reward.toFixed(2)).toBe('0.00');
    expect(balances?.available.toFixed(2)).toBe('80.00');
  });

  it('is backed by the database: a negative balance violates a CHECK constraint', async () => {
    const merchant = await server.createMerchant();
    await creditMerchant(server.db, merchant.merchantId, 'USDT', '1', server.clock.now());
    for (const column of ['available', 'frozen', 'reward', 'to_be_confirmed']) {
      await expect(
        server.db.execute(sql.raw(`update accounts set ${column} = -1 where owner_kind = 'merchant' and owner_id = '${merchant.merchantId}'`)),
      ).rejects.toThrow();
    }
    const [row] = await server.db.select().from(accounts).where(eq(accounts.ownerId, String(merchant.merchantId)));
    expect(row?.available).toBe('1.000000');
  });
});

describe('transactions on PGlite', () => {
  it.runIf(testDatabaseKind() === 'pglite')('never interleave: each runs alone, even across awaits', async () => {
    const events: string[] = [];
    const key = 'ledger_test_counter';
    await server.db.insert(platformSettings).values({ key, value: 0, updatedAt: server.clock.now() });
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        runTransaction(server.db, async (tx) => {
          events.push(`start ${index}`);
          const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.key, key));
          // Give every other request a chance to run in between, as a slow handler would.
          await new Promise((resolve) => setTimeout(resolve, 2));
          await tx.update(platformSettings).set({ value: Number(row?.value) + 1 }).where(eq(platformSettings.key, key));
          events.push(`end ${index}`);
        }),
      ),
    );
    // Read-then-write without a lock would lose updates if two transactions shared the session.
    const [row] = await server.db.select().from(platformSettings).where(eq(platformSettings.key, key));
    expect(row?.value).toBe(20);
    for (let index = 0; index < events.length; index += 2) {
      expect(events[index]?.replace('start', 'end')).toBe(events[index + 1]);
    }
  });
});
