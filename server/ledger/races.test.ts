/**
 * Races: many requests at once. On PostgreSQL they run on several pool connections at the same time, serialised
 * only by the row locks of the ledger and the order; on PGlite, where one connection serves every request, by the
 * transaction queue. Either way: no lost update, no 5xx. Transfers need an authenticator code each (one per 30 s
 * step), so the transfer race runs the transfer itself, in transactions of its own, without the HTTP layer.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { defaultPostgresPoolSize } from '../db/client';
import { runTransaction } from '../db/transaction';
import { testDatabaseKind } from '../testing/database';
import { useTestServer } from '../testing/harness';
import { creditMerchant, ledgerProblems, merchantPayout, newWalletUser } from '../testing/ledger';
import { requestUserWithdrawal } from '../withdrawals/withdrawals';
import { makeTransfer } from '../transfers/transfers';
import { balancesOf, merchantOwner, totalsByCoin, walletUserOwner } from './ledger';
import { decimal } from './money';

const server = useTestServer();

async function available(merchantId: number, coin: string) {
  return (await balancesOf(server.db, merchantOwner(merchantId), [coin])).get(coin)?.available.toFixed() ?? '0';
}

describe('races', () => {
  it.runIf(testDatabaseKind() === 'postgres')('runs PostgreSQL requests on several connections at once', () => {
    expect(defaultPostgresPoolSize).toBeGreaterThanOrEqual(5);
  });

  it('50 parallel spends of A against a balance B: exactly ⌊B/A⌋ succeed, the rest get 4010, no 5xx', async () => {
    const payer = await server.createMerchant();
    const token = await server.signInSteppedUp(payer);
    const uid = await newWalletUser(server.db, server.clock.now(), ['CNY']);
    // B = 1000.00, A = 37.00: ⌊B/A⌋ = 27, leaving 1.00. Adjustments: paid from available, no fee.
    await creditMerchant(server.db, payer.merchantId, 'CNY', '1000.00', server.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.moneyCall(
          endpoints.adjustmentPlus.path,
          { receipt_user_id: uid, coin_name: 'CNY', balance_type: 'available', pay_amount: '37', remark: 'Race' },
          { token },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(27);
    expect(codes.filter((code) => code === 4010)).toHaveLength(23);
    expect(answers.find((answer) => answer.body.code === 4010)?.body.detail).toMatch(/^Insufficient balance: \d+\.\d{2} CNY is available\.$/);
    expect(await available(payer.merchantId, 'CNY')).toBe('1');
    // The pool opened more than one connection: the requests really ran side by side.
    if (server.connection.kind === 'postgres') expect(server.connection.pool.totalCount).toBeGreaterThan(1);
    // 27 × 37 received.
    const received = (await balancesOf(server.db, walletUserOwner(uid), ['CNY'])).get('CNY')?.available;
    expect(received?.toFixed()).toBe(decimal('37').times(27).toFixed());
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('transfers crossing between two merchants at once neither deadlock nor lose money', async () => {
    const a = await server.createMerchant();
    const b = await server.createMerchant();
    await creditMerchant(server.db, a.merchantId, 'USDT', '1000', server.clock.now());
    await creditMerchant(server.db, b.merchantId, 'USDT', '1000', server.clock.now());
    const totalBefore = (await totalsByCoin(server.db)).get('USDT');
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) => {
        const [from, to] = index % 2 === 0 ? [a, b] : [b, a];
        return runTransaction(server.db, (tx) =>
          makeTransfer(tx, from.merchantId, { coin_name: 'USDT', receipt_merchant_id: String(to.merchantId), transfer_amount: '10' }, server.clock.now()),
        );
      }),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect((await totalsByCoin(server.db)).get('USDT')?.toFixed()).toBe(totalBefore?.toFixed());
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('approve and reject racing on one withdrawal resolve it once', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signInSteppedUp(merchant);
    const uid = await newWalletUser(server.db, server.clock.now());
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
    const orders = await runTransaction(server.db, async (tx) => {
      const created = [];
      for (let index = 0; index < 10; index += 1) {
        created.push(await requestUserWithdrawal(tx, { merchantId: merchant.merchantId, uid, coin: 'CNY', amount: '50', ...merchantPayout() }, server.clock.now()));
      }
      return created;
    });
    expect(await available(merchant.merchantId, 'CNY')).toBe('500');

    const answers = await Promise.all(
      orders.flatMap((order) => [
        server.moneyCall(endpoints.withdrawalApprove.path, { order_id: order.orderId }, { token }),
        server.moneyCall(endpoints.withdrawalReject.path, { order_id: order.orderId, reason: 'Racing the approval' }, { token }),
        server.moneyCall(endpoints.withdrawalApprove.path, { order_id: order.orderId }, { token }),
      ]),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    let approved = 0;
    for (let index = 0; index < orders.length; index += 1) {
      const codes = answers.slice(index * 3, index * 3 + 3).map((answer) => answer.body.code);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 4009)).toHaveLength(2);
      if (codes[1] !== 200) approved += 1;
    }
    const balances = (await balancesOf(server.db, merchantOwner(merchant.merchantId), ['CNY'])).get('CNY');
    expect(balances?.frozen.toFixed()).toBe('0');
    // Rejected orders returned their 50 to available; approved ones paid it out.
    expect(balances?.available.toFixed()).toBe(String(500 + (orders.length - approved) * 50));
    expect(await ledgerProblems(server.db)).toEqual([]);
  });
});
