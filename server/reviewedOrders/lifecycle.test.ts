/**
 * Every kind of reviewed order resolves once: an approval and a rejection of one pending order, each in a
 * transaction of its own and started together, leave one outcome (the other is refused with 4009), nothing frozen,
 * and a ledger whose fund flow explains every balance.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../openapi/codes';
import type { Transaction } from '../db/client';
import { runTransaction } from '../db/transaction';
import { requestFiatWithdrawal } from '../fiat/withdrawals';
import { approveFiatWithdrawal, approveUsdtRecharge, approveUsdtWithdrawal, rejectFiatWithdrawal, rejectUsdtRecharge, rejectUsdtWithdrawal } from '../platformReviews/queues';
import { opsActor } from '../staff/audit';
import { AppError } from '../http/errors';
import { balancesOf, merchantOwner } from '../ledger/ledger';
import { insertPaymentMethod } from '../paymentMethods/repository';
import { merchantDepositAddress } from '../depositAddresses/pool';
import { useTestServer } from '../testing/harness';
import { creditMerchant, ledgerProblems, merchantPayout, newWalletUser } from '../testing/ledger';
import { declareUsdtRecharge, requestUsdtWithdrawal } from '../usdt/trade';
import { approveUserWithdrawal, rejectUserWithdrawal, requestUserWithdrawal } from '../withdrawals/withdrawals';

const server = useTestServer();

interface Kind {
  name: string;
  /** Makes a pending order of the merchant (a user withdrawal's to the wallet user `uid`); answers its number. */
  request(tx: Transaction, merchantId: number, now: Date, uid: string): Promise<string>;
  approve(tx: Transaction, merchantId: number, number: string, now: Date): Promise<unknown>;
  reject(tx: Transaction, merchantId: number, number: string, now: Date): Promise<unknown>;
}

const kinds: Kind[] = [
  {
    name: 'user withdrawal',
    async request(tx, merchantId, now, uid) {
      return (await requestUserWithdrawal(tx, { merchantId, uid, coin: 'CNY', amount: '50', ...merchantPayout() }, now)).orderId;
    },
    approve: (tx, merchantId, number, now) => approveUserWithdrawal(tx, merchantId, number, 'reviewer', now),
    reject: (tx, merchantId, number, now) => rejectUserWithdrawal(tx, merchantId, number, 'reviewer', 'Racing the approval', now),
  },
  {
    name: 'USDT recharge',
    async request(tx, merchantId, now) {
      const declared = await declareUsdtRecharge(
        tx,
        merchantId,
        {
          in_abbreviation: 'CNY',
          trade_count: '100',
          network: 'TRC20',
          address: (await merchantDepositAddress(tx, merchantId, 'TRC20', now)) ?? '',
          sender_address: 'TRaceSender7Hq2Lw9Xc4Vb8Nm3Pq5R',
          txid: randomBytes(16).toString('hex'),
          rate: '7.1',
          usdt_recharge_fee: '0.005',
        },
        now,
      );
      return declared.order_no;
    },
    approve: (tx, _merchantId, number, now) => approveUsdtRecharge(tx, opsActor(now), number),
    reject: (tx, _merchantId, number, now) => rejectUsdtRecharge(tx, opsActor(now), number, 'Racing the approval'),
  },
  {
    name: 'USDT withdrawal',
    async request(tx, merchantId, now) {
      return (await requestUsdtWithdrawal(tx, merchantId, { out_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: 'TRacePayout1', rate: '7.3', usdt_withdrawal_fee: '0.01' }, now)).order_no;
    },
    approve: (tx, _merchantId, number, now) => approveUsdtWithdrawal(tx, opsActor(now), number, randomBytes(32).toString('hex')),
    reject: (tx, _merchantId, number, now) => rejectUsdtWithdrawal(tx, opsActor(now), number, 'Racing the approval'),
  },
  {
    name: 'fiat withdrawal',
    async request(tx, merchantId, now) {
      const method = await insertPaymentMethod(tx, {
        merchantId,
        type: 'bank_card',
        coinCode: 'CNY',
        bankName: 'Race Bank',
        holderName: 'Tester',
        accountNumber: String(merchantId),
        enabled: true,
        createdAt: now,
      });
      return (await requestFiatWithdrawal(tx, merchantId, { payment_method_id: method.id, out_abbreviation: 'CNY', trade_count: '200', rate: '1', currency_withdrawal_fee: '0.008' }, now)).order_no;
    },
    approve: (tx, _merchantId, number, now) => approveFiatWithdrawal(tx, opsActor(now), number, 'RACE1'),
    reject: (tx, _merchantId, number, now) => rejectFiatWithdrawal(tx, opsActor(now), number, 'Racing the approval'),
  },
];

describe.each(kinds)('$name', (kind) => {
  it('approved and rejected at once: resolved once, the other review refused, nothing left frozen', async () => {
    const merchant = await server.createMerchant();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
    const uid = await newWalletUser(server.db, server.clock.now(), ['CNY']);
    const numbers = await runTransaction(server.db, async (tx) => {
      const made: string[] = [];
      for (let index = 0; index < 4; index += 1) made.push(await kind.request(tx, merchant.merchantId, server.clock.now(), uid));
      return made;
    });

    const results = await Promise.allSettled(
      numbers.flatMap((number) => [
        runTransaction(server.db, (tx) => kind.approve(tx, merchant.merchantId, number, server.clock.now())),
        runTransaction(server.db, (tx) => kind.reject(tx, merchant.merchantId, number, server.clock.now())),
      ]),
    );
    for (let index = 0; index < numbers.length; index += 1) {
      const pair = results.slice(index * 2, index * 2 + 2);
      expect(pair.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = pair.find((result) => result.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(AppError);
      expect((refused?.reason as AppError).code).toBe(ResultCode.conflict);
    }
    // A second review of a resolved order is refused too.
    await expect(runTransaction(server.db, (tx) => kind.approve(tx, merchant.merchantId, numbers[0] as string, server.clock.now()))).rejects.toMatchObject({
      code: ResultCode.conflict,
    });
    await expect(runTransaction(server.db, (tx) => kind.reject(tx, merchant.merchantId, 'NO-SUCH-ORDER', server.clock.now()))).rejects.toMatchObject({
      code: ResultCode.notFound,
    });

    const balances = (await balancesOf(server.db, merchantOwner(merchant.merchantId), ['CNY'])).get('CNY');
    expect(balances?.frozen.toFixed()).toBe('0');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });
});
