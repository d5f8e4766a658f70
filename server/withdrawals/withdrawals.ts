/**
 * User withdrawals: a wallet user takes money out of a merchant. The request freezes the amount in the
 * merchant's account; the merchant approves (the frozen amount is paid: the user gets it minus the
 * handling fee, the platform the fee) or rejects with a reason (the amount returns to available).
 * At or below the merchant's review-free limit for the coin, the request is approved at once by
 * 'automatic'. Each order resolves once: a review locks the order row and checks it is still pending.
 */
import { findCoin } from '../coins/repository';
import type { Transaction } from '../db/client';
import { conflict, invalidInput, notFound } from '../http/errors';
import { applyChange, merchantOwner, platformOwner, walletUserOwner, type Posting } from '../ledger/ledger';
import { amountOfCoin, decimal, feeOf, formatMoney, type Decimal } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { findWalletUser, hasEnabledMarket } from '../walletUsers/repository';
import {
  insertUserWithdrawal,
  lockUserWithdrawal,
  reviewFreeLimitOf,
  updateUserWithdrawal,
  withdrawalView,
  type UserWithdrawalRow,
} from './repository';

/** The reviewer recorded on an order approved under the review-free limit. */
export const automaticReviewer = 'automatic';

export interface NewUserWithdrawal {
  merchantId: number;
  uid: string;
  coin: string;
  amount: string;
}

/** The postings that pay a withdrawal: from the merchant's frozen (or, when approved at once, available) balance. */
function payoutPostings(order: UserWithdrawalRow, fromFrozen: boolean): Posting[] {
  const amount = decimal(order.amount);
  const fee = decimal(order.handlingFee);
  const postings: Posting[] = [
    { owner: merchantOwner(order.merchantId), type: 'withdrawal', [fromFrozen ? 'frozen' : 'available']: amount.negated(), charge: fee },
    { owner: walletUserOwner(order.paymentId), type: 'withdrawal', available: decimal(order.settlementAmount) },
  ];
  if (!fee.isZero()) postings.push({ owner: platformOwner, type: 'withdrawal', available: fee });
  return postings;
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
  const limit = await reviewFreeLimitOf(tx, request.merchantId, coin.code);
  const automatic = limit !== null && decimal(limit).greaterThan(0) && amount.lessThanOrEqualTo(decimal(limit));
  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  const order = await insertUserWithdrawal(tx, {
    merchantId: request.merchantId,
    orderId: await nextSerial(tx, serialPrefixes.withdrawalOrder, now),
    serialNumber: await nextSerial(tx, serialPrefixes.withdrawalSerial, now),
    paymentId: user.uid,
    nick: user.nickname,
    coinCode: coin.code,
    amount: money(amount),
    handlingFee: money(fee),
    settlementAmount: money(amount.minus(fee)),
    orderStatus: automatic ? 'approved' : 'pending',
    audit: automatic ? automaticReviewer : null,
    createdAt: now,
    updatedAt: now,
  });
  // Not enough available balance: 4010, and the order above rolls back with the transaction.
  await applyChange(tx, {
    coin: coin.code,
    serialNumber: order.serialNumber,
    at: now,
    postings: automatic
      ? payoutPostings(order, false)
      : [{ owner: merchantOwner(request.merchantId), type: 'withdrawal', available: amount.negated(), frozen: amount }],
  });
  return order;
}

async function pendingOrder(tx: Transaction, merchantId: number, orderId: string): Promise<UserWithdrawalRow> {
  const order = await lockUserWithdrawal(tx, merchantId, orderId);
  if (!order) throw notFound('kassa.server.orderNotFound', { order: orderId });
  if (order.orderStatus !== 'pending') throw conflict('kassa.server.orderAlreadyReviewed', { order: orderId });
  return order;
}

export async function approveUserWithdrawal(tx: Transaction, merchantId: number, orderId: string, reviewer: string, now: Date) {
  const order = await pendingOrder(tx, merchantId, orderId);
  await applyChange(tx, { coin: order.coinCode, serialNumber: order.serialNumber, at: now, postings: payoutPostings(order, true) });
  return withdrawalView(await updateUserWithdrawal(tx, order.id, { orderStatus: 'approved', audit: reviewer, updatedAt: now }));
}

export async function rejectUserWithdrawal(tx: Transaction, merchantId: number, orderId: string, reviewer: string, reason: string, now: Date) {
  const order = await pendingOrder(tx, merchantId, orderId);
  const amount = decimal(order.amount);
  await applyChange(tx, {
    coin: order.coinCode,
    serialNumber: order.serialNumber,
    at: now,
    postings: [{ owner: merchantOwner(merchantId), type: 'withdrawal_refund', frozen: amount.negated(), available: amount }],
  });
  return withdrawalView(await updateUserWithdrawal(tx, order.id, { orderStatus: 'rejected', audit: reviewer, remark: reason, updatedAt: now }));
}
