/**
 * User recharge orders: a payer (wallet user) pays a merchant's order. Checkout will create them later;
 * today the seed and `npm run ops -- create-paid-order` do, through the same ledger change:
 * the payer is debited the amount (reward points first when the payer chooses to use them), the merchant
 * credited the amount minus the handling fee (amount × the coin's recharge fee rate), the platform the fee.
 */
import { findCoin } from '../coins/repository';
import type { Transaction } from '../db/client';
import type { RechargeStatus } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { applyChange, merchantOwner, platformOwner, walletUserOwner, type Posting } from '../ledger/ledger';
import { amountOfCoin, feeOf, formatMoney, zero } from '../ledger/money';
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
}

export async function createRechargeOrder(tx: Transaction, order: NewRechargeOrder, now: Date) {
  const coin = await findCoin(tx, order.coin);
  if (!coin) throw invalidInput('coin', 'kassa.validation.choice');
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
    const postings: Posting[] = [
      { owner: walletUserOwner(payer.uid), type: 'recharge', spendRewardFirst: order.useReward ? amount : undefined, available: order.useReward ? undefined : amount.negated() },
      { owner: merchantOwner(order.merchantId), type: 'recharge', available: settlement, charge: fee },
    ];
    if (!fee.isZero()) postings.push({ owner: platformOwner, type: 'recharge', available: fee });
    await applyChange(tx, { coin: coin.code, serialNumber, at: now, postings });
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
    createdAt: now,
    updatedAt: now,
  });
}
