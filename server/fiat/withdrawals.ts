/**
 * Fiat withdrawals: the merchant asks the platform to pay `trade_count` of a currency to one of its
 * enabled payment methods, from its balance in `out_abbreviation`. count = trade_count × rate + fee is
 * frozen at the request; the platform approves (paid: the fee stays with the platform, the rest leaves)
 * or rejects with a reason (returned to available). Between two coins the rate goes through USDT:
 * units of out_abbreviation per USDT (withdrawal rate) over units of the currency per USDT (recharge rate).
 */
import { withdrawalAmount } from '../../openapi/rules';
import { coinOfOpenMarket, findCoin } from '../coins/repository';
import type { Transaction } from '../db/client';
import { conflict, invalidInput, notFound } from '../http/errors';
import { checkRule } from '../http/rules';
import { applyChange, merchantOwner, platformOwner } from '../ledger/ledger';
import { amountOfCoin, decimal, feeOf, formatMoney, formatRate, moneyRounding, rateDecimals, roundToCoin, type Decimal } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { lockPaymentMethod } from '../paymentMethods/repository';
import { usdtRateOf, usdtSettingsOf } from '../usdt/trade';
import { fiatWithdrawalView, insertFiatWithdrawal, lockFiatWithdrawal, updateFiatWithdrawal, type FiatWithdrawalRow } from './repository';

export interface FiatWithdrawalRequest {
  payment_method_id: number;
  out_abbreviation: string;
  trade_count: string;
}

async function exchangeRate(tx: Transaction, from: string, to: string): Promise<Decimal> {
  if (from === to) return decimal(1);
  const settings = await usdtSettingsOf(tx);
  const fromRate = usdtRateOf(settings, from, 'out_abbreviation');
  const toRate = usdtRateOf(settings, to, 'payment_method_id');
  return decimal(fromRate.withdrawal_rate).dividedBy(decimal(toRate.recharge_rate)).toDecimalPlaces(rateDecimals, moneyRounding);
}

export async function requestFiatWithdrawal(tx: Transaction, merchantId: number, request: FiatWithdrawalRequest, now: Date) {
  // Locked, so a change of the method waits for this request and then finds it pending (paymentMethods/routes.ts).
  const method = await lockPaymentMethod(tx, merchantId, request.payment_method_id);
  if (!method) throw notFound('kassa.server.paymentMethodNotFound');
  if (!method.enabled) throw invalidInput('payment_method_id', 'kassa.server.paymentMethodDisabled');
  const currency = await findCoin(tx, method.coinCode);
  if (!currency) throw new Error(`payment method ${method.id} names the unknown coin ${method.coinCode}`);
  const out = await coinOfOpenMarket(tx, merchantId, request.out_abbreviation, 'out_abbreviation');
  // 'Minimum withdrawal request amount {value}': the rule the console's form runs, with the currency's minimum.
  checkRule('trade_count', withdrawalAmount(formatMoney(currency.minWithdrawal, currency.decimals)), request.trade_count);
  const tradeCount = amountOfCoin('trade_count', request.trade_count, currency);

  const rate = await exchangeRate(tx, out.code, currency.code);
  const exchanged = roundToCoin(tradeCount.times(rate), out.decimals);
  const fee = feeOf(exchanged, currency.withdrawalFeeRate, out.decimals);
  const count = exchanged.plus(fee);
  const money = (value: Decimal) => formatMoney(value, out.decimals);
  const order = await insertFiatWithdrawal(tx, {
    orderNo: await nextSerial(tx, serialPrefixes.fiatWithdrawal, now),
    merchantId,
    status: 'pending',
    outAbbreviation: out.code,
    tradeCount: formatMoney(tradeCount, currency.decimals),
    abbreviation: currency.code,
    rate: formatRate(rate),
    currencyWithdrawalFee: formatRate(currency.withdrawalFeeRate),
    fee: money(fee),
    count: money(count),
    paymentMethodId: method.id,
    // The destination as the operator saw it when asking: what the platform pays, whatever the method says later.
    destinationType: method.type,
    destinationBankName: method.bankName,
    destinationHolderName: method.holderName,
    destinationAccountNumber: method.accountNumber,
    createdAt: now,
  });
  // Not enough available balance: 4010, and the order rolls back with the transaction.
  await applyChange(tx, {
    coin: out.code,
    serialNumber: order.orderNo,
    at: now,
    postings: [{ owner: merchantOwner(merchantId), type: 'fiat_withdrawal', available: count.negated(), frozen: count }],
  });
  return fiatWithdrawalView(order);
}

async function pendingOrder(tx: Transaction, orderNo: string): Promise<FiatWithdrawalRow> {
  const order = await lockFiatWithdrawal(tx, orderNo);
  if (!order) throw notFound('kassa.server.orderNotFound', { order: orderNo });
  if (order.status !== 'pending') throw conflict('kassa.server.orderAlreadyReviewed', { order: orderNo });
  return order;
}

export async function approveFiatWithdrawal(tx: Transaction, orderNo: string, now: Date) {
  const order = await pendingOrder(tx, orderNo);
  const count = decimal(order.count);
  const fee = decimal(order.fee);
  await applyChange(tx, {
    coin: order.outAbbreviation,
    serialNumber: order.orderNo,
    at: now,
    external: count.minus(fee).negated(),
    postings: [
      { owner: merchantOwner(order.merchantId), type: 'fiat_withdrawal', frozen: count.negated(), charge: fee },
      ...(fee.isZero() ? [] : [{ owner: platformOwner, type: 'fiat_withdrawal' as const, available: fee }]),
    ],
  });
  return fiatWithdrawalView(await updateFiatWithdrawal(tx, order.id, { status: 'approved', auditTime: now }));
}

export async function rejectFiatWithdrawal(tx: Transaction, orderNo: string, reason: string, now: Date) {
  const order = await pendingOrder(tx, orderNo);
  const count = decimal(order.count);
  await applyChange(tx, {
    coin: order.outAbbreviation,
    serialNumber: order.orderNo,
    at: now,
    postings: [{ owner: merchantOwner(order.merchantId), type: 'fiat_withdrawal_refund', frozen: count.negated(), available: count }],
  });
  return fiatWithdrawalView(await updateFiatWithdrawal(tx, order.id, { status: 'rejected', remark: reason, auditTime: now }));
}
