/**
 * User recharge orders: a payer (wallet user) pays a merchant. A payment to the merchant's receiving code from the
 * wallet (a scan recharge), the seed and `npm run ops -- create-paid-order` create them here; orders of the merchant
 * API are paid by server/merchantApi/orders.ts. Both through the same ledger change:
 * the payer is debited the amount (reward points first when the payer chooses to use them), the merchant
 * credited the amount minus the handling fee (amount × the coin's recharge fee rate), the platform the fee.
 */
import { coinOfOpenMarket } from '../coins/repository';
import type { Transaction } from '../db/client';
import type { RechargeStatus } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { applyChange, merchantOwner, platformOwner, walletUserOwner, type Posting } from '../ledger/ledger';
import { amountOfCoin, feeOf, formatMoney, zero, type Decimal } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { findWalletUser, hasEnabledMarket } from '../walletUsers/repository';
import { findRechargeOrder, insertRechargeOrder } from './repository';

export interface NewRechargeOrder {
  merchantId: number;
  payerUid: string;
  coin: string;
  amount: string;
  orderFrom: 'scan' | 'api';
  /** The merchant's order number; a demo number when absent. */
  orderId?: string;
  externalAccount?: string;
  /** Pay with reward points first (checkout's option). */
  useReward?: boolean;
  /** coin_transferred (paid, money moves) or an unpaid state (nothing moves). */
  status?: RechargeStatus;
  /**
   * A payment a payer made from the wallet to the merchant's receiving code: the order gets a public id (ord_…), so its
   * webhook and the merchant order API name it like any order, and the payer's note as its subject.
   */
  publicId?: string;
  subject?: string | null;
}

export async function createRechargeOrder(tx: Transaction, order: NewRechargeOrder, now: Date) {
  // A closed market takes no new orders (the dashboard's market switch).
  const coin = await coinOfOpenMarket(tx, order.merchantId, order.coin, 'coin');
  const payer = await findWalletUser(tx, order.payerUid);
  if (!payer) throw invalidInput('payer', 'kassa.server.userNotFound', { uid: order.payerUid });
  if (!(await hasEnabledMarket(tx, payer.uid, coin.code))) throw invalidInput('coin', 'kassa.validation.market_not_enabled');
  const amount = amountOfCoin('amount', order.amount, coin);
  if (!amount.greaterThan(0)) throw invalidInput('amount', 'kassa.validation.positive');

  const status = order.status ?? 'coin_transferred';
  const serialNumber = await nextSerial(tx, serialPrefixes.recharge, now);
  const orderId = order.orderId ?? (await nextSerial(tx, serialPrefixes.demoOrder, now));
  if (await findRechargeOrder(tx, order.merchantId, orderId)) throw conflict('kassa.server.orderIdTaken', { order_id: orderId });

  const fee = feeOf(amount, coin.rechargeFeeRate, coin.decimals);
  const settlement = amount.minus(fee);
  if (status === 'coin_transferred') {
    await postRechargePayment(tx, { merchantId: order.merchantId, payerUid: payer.uid, coin: coin.code, amount, fee, serialNumber, useReward: order.useReward, at: now });
  }

  const money = (value: typeof zero) => formatMoney(value, coin.decimals);
  return insertRechargeOrder(tx, {
    merchantId: order.merchantId,
    orderId,
    serialNumber,
    paymentId: payer.uid,
    nick: payer.nickname,
    externalAccount: order.externalAccount ?? `${payer.uid.toLowerCase()}@shop`,
    coinCode: coin.code,
    amount: money(amount),
    handlingFee: money(fee),
    settlementAmount: money(settlement),
    orderFrom: order.orderFrom,
    orderStatus: status,
    ...(order.publicId === undefined ? {} : { publicId: order.publicId, expiresAt: now }),
    subject: order.subject ?? null,
    paidAt: status === 'coin_transferred' ? now : null,
    createdAt: now,
    updatedAt: now,
  });
}

export interface RechargePayment {
  merchantId: number;
  payerUid: string;
  coin: string;
  amount: Decimal;
  fee: Decimal;
  serialNumber: string;
  /** Reward points first, then available balance (spec section 9). */
  useReward?: boolean;
  at: Date;
}

/**
 * The money of a paid recharge order, in the caller's transaction: the payer pays the amount, the merchant is
 * credited the amount minus the fee, the platform takes the fee. 4010 (nothing written) when the payer cannot pay.
 */
export async function postRechargePayment(tx: Transaction, payment: RechargePayment) {
  const { amount, fee } = payment;
  const postings: Posting[] = [
    {
      owner: walletUserOwner(payment.payerUid),
      type: 'recharge',
      spendRewardFirst: payment.useReward ? amount : undefined,
      available: payment.useReward ? undefined : amount.negated(),
    },
    { owner: merchantOwner(payment.merchantId), type: 'recharge', available: amount.minus(fee), charge: fee },
  ];
  if (!fee.isZero()) postings.push({ owner: platformOwner, type: 'recharge', available: fee });
  // The merchant is credited more than zero or nothing moves.
  await applyChange(tx, { coin: payment.coin, serialNumber: payment.serialNumber, at: payment.at, postings, settlement: { to: merchantOwner(payment.merchantId), field: 'amount' } });
}
