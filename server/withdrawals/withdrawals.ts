/**
 * The user withdrawal's own part of its lifecycle (kind.ts, server/reviewedOrders/): what a request must be
 * (a known coin, a user who enabled it, a positive amount exact to the coin) and its figures (the handling fee at
 * the coin's withdrawal rate, fixed at the request).
 */
import { findCoin } from '../coins/repository';
import type { Transaction } from '../db/client';
import { invalidInput } from '../http/errors';
import { amountOfCoin, feeOf, formatMoney, type Decimal } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { approveOrder, rejectOrder, requestOrder } from '../reviewedOrders/lifecycle';
import { findWalletUser, hasEnabledMarket } from '../walletUsers/repository';
import { userWithdrawalKind } from './kind';
import { withdrawalView } from './repository';

export interface NewUserWithdrawal {
  merchantId: number;
  uid: string;
  coin: string;
  amount: string;
}

export async function requestUserWithdrawal(tx: Transaction, request: NewUserWithdrawal, now: Date) {
  const coin = await findCoin(tx, request.coin);
  if (!coin) throw invalidInput('coin', 'kassa.validation.choice');
  const user = await findWalletUser(tx, request.uid);
  if (!user) throw invalidInput('user', 'kassa.server.userNotFound', { uid: request.uid });
  if (!(await hasEnabledMarket(tx, user.uid, coin.code))) throw invalidInput('coin', 'kassa.validation.market_not_enabled');
  const amount = amountOfCoin('amount', request.amount, coin);
  if (!amount.greaterThan(0)) throw invalidInput('amount', 'kassa.validation.positive');

  const fee = feeOf(amount, coin.withdrawalFeeRate, coin.decimals);
  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  return requestOrder(
    tx,
    userWithdrawalKind,
    {
      merchantId: request.merchantId,
      serialNumber: await nextSerial(tx, serialPrefixes.withdrawalSerial, now),
      paymentId: user.uid,
      nick: user.nickname,
      coinCode: coin.code,
      amount: money(amount),
      handlingFee: money(fee),
      settlementAmount: money(amount.minus(fee)),
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
}

/** Approves the merchant's pending order (the console's review goes through server/reviewedOrders/routes.ts). */
export async function approveUserWithdrawal(tx: Transaction, merchantId: number, orderId: string, reviewer: string, now: Date) {
  return withdrawalView(await approveOrder(tx, userWithdrawalKind, { number: orderId, merchantId }, { reviewer, at: now }));
}

/** Rejects the merchant's pending order with the reason. */
export async function rejectUserWithdrawal(tx: Transaction, merchantId: number, orderId: string, reviewer: string, reason: string, now: Date) {
  return withdrawalView(await rejectOrder(tx, userWithdrawalKind, { number: orderId, merchantId }, { reviewer, at: now, reason }));
}
