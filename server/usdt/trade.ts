/**
 * USDT trade of a merchant, reviewed by the platform (`npm run ops`):
 * - recharge: the merchant declares USDT sent on chain with its TXID. Nothing moves until the platform
 *   approves: then exchange_count (trade_count × rate) enters from outside, the merchant is credited
 *   count = exchange_count − fee and the platform keeps the fee. A rejection moves nothing.
 * - withdrawal: count = trade_count × rate + fee is frozen at the request. Approval (with the payout
 *   TXID) pays it: the fee stays with the platform, the rest leaves. A rejection returns it to available.
 */
import { usdtAmount } from '../../openapi/rules';
import { findMerchant } from '../account/repository';
import { coinOfOpenMarket, findCoin, type CoinRow } from '../coins/repository';
import type { Executor, Transaction } from '../db/client';
import type { UsdtNetwork } from '../db/schema';
import { postgresErrorCode } from '../db/transaction';
import { conflict, invalidInput, notFound } from '../http/errors';
import { checkRule } from '../http/rules';
import { applyChange, merchantOwner, platformOwner } from '../ledger/ledger';
import { amountOfCoin, decimal, feeOf, formatMoney, roundToCoin, type Decimal } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { readSetting, type UsdtTradeSettings } from '../platform/settings';
import {
  insertUsdtRecharge,
  insertUsdtWithdrawal,
  lockUsdtRecharge,
  lockUsdtWithdrawal,
  txidClaimed,
  updateUsdtRecharge,
  updateUsdtWithdrawal,
  usdtCode,
  usdtRechargeView,
  usdtWithdrawalView,
  type UsdtRechargeRow,
  type UsdtWithdrawalRow,
} from './repository';

export const usdtSettingsOf = (db: Executor) => readSetting(db, 'usdt_trade');

/** The contract's UsdtSetting. */
export function usdtSettingView(settings: UsdtTradeSettings) {
  return { abbreviation: usdtCode, ...settings };
}

/** The rates of a coin against USDT; 4000 on `field` when USDT does not trade against it. */
export function usdtRateOf(settings: UsdtTradeSettings, coin: string, field: string) {
  const rate = settings.rates.find((entry) => entry.coin_name === coin);
  if (!rate) throw invalidInput(field, 'kassa.server.coinNotExchangeable', { coin });
  return rate;
}

async function usdtCoin(db: Executor): Promise<CoinRow> {
  const coin = await findCoin(db, usdtCode);
  if (!coin) throw new Error('the USDT coin is missing');
  return coin;
}

/** A USDT amount of a form: numeric, at least the platform's minimum (100), exact to USDT's decimals. */
async function usdtTradeCount(db: Executor, text: string, minimum: string): Promise<Decimal> {
  checkRule('trade_count', usdtAmount, text);
  const amount = amountOfCoin('trade_count', text, await usdtCoin(db));
  if (amount.lessThan(decimal(minimum))) throw invalidInput('trade_count', 'kassa.validation.usdt_min', { value: minimum });
  return amount;
}

const sameDecimal = (a: string, b: string) => decimal(a).equals(decimal(b));

async function merchantName(db: Executor, merchantId: number): Promise<string> {
  return (await findMerchant(db, merchantId))?.name ?? '';
}

// ---------- recharge ----------

export interface UsdtRechargeRequest {
  in_abbreviation: string;
  trade_count: string;
  network: UsdtNetwork;
  address: string;
  sender_address: string;
  txid: string;
  rate: string;
  usdt_recharge_fee: string;
}

export async function declareUsdtRecharge(tx: Transaction, merchantId: number, request: UsdtRechargeRequest, now: Date) {
  const settings = await usdtSettingsOf(tx);
  const coin = await coinOfOpenMarket(tx, merchantId, request.in_abbreviation, 'in_abbreviation');
  const rate = usdtRateOf(settings, coin.code, 'in_abbreviation');
  const tradeCount = await usdtTradeCount(tx, request.trade_count, settings.min_recharge);
  const platformAddress = settings.networks.find((entry) => entry.network === request.network)?.address;
  if (!platformAddress || platformAddress.toLowerCase() !== request.address.toLowerCase()) {
    throw invalidInput('address', 'kassa.server.usdtAddressMismatch', { network: request.network });
  }
  // The merchant gets exactly the quote the form showed, or is told it changed.
  if (!sameDecimal(request.rate, rate.recharge_rate)) throw invalidInput('rate', 'kassa.validation.quote_changed');
  if (!sameDecimal(request.usdt_recharge_fee, settings.usdt_recharge_fee)) throw invalidInput('usdt_recharge_fee', 'kassa.validation.quote_changed');
  if (await txidClaimed(tx, request.txid)) throw conflict('kassa.server.txidUsed', { txid: request.txid });

  const exchangeCount = roundToCoin(tradeCount.times(decimal(rate.recharge_rate)), coin.decimals);
  const fee = feeOf(exchangeCount, settings.usdt_recharge_fee, coin.decimals);
  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  let order: UsdtRechargeRow;
  try {
    order = await insertUsdtRecharge(tx, {
      orderNo: await nextSerial(tx, serialPrefixes.usdtRecharge, now),
      merchantId,
      status: 'pending',
      tradeCount: formatMoney(tradeCount, (await usdtCoin(tx)).decimals),
      inAbbreviation: coin.code,
      rate: rate.recharge_rate,
      exchangeCount: money(exchangeCount),
      usdtRechargeFee: settings.usdt_recharge_fee,
      fee: money(fee),
      count: money(exchangeCount.minus(fee)),
      network: request.network,
      address: platformAddress,
      senderAddress: request.sender_address,
      txid: request.txid,
      createdAt: now,
    });
  } catch (error) {
    // Declared at the same moment by another request: the unique index decides.
    if (postgresErrorCode(error) === '23505') throw conflict('kassa.server.txidUsed', { txid: request.txid });
    throw error;
  }
  return usdtRechargeView(order, await merchantName(tx, merchantId));
}

async function pendingRecharge(tx: Transaction, orderNo: string): Promise<UsdtRechargeRow> {
  const order = await lockUsdtRecharge(tx, orderNo);
  if (!order) throw notFound('kassa.server.orderNotFound', { order: orderNo });
  if (order.status !== 'pending') throw conflict('kassa.server.orderAlreadyReviewed', { order: orderNo });
  return order;
}

export async function approveUsdtRecharge(tx: Transaction, orderNo: string, now: Date) {
  const order = await pendingRecharge(tx, orderNo);
  const fee = decimal(order.fee);
  await applyChange(tx, {
    coin: order.inAbbreviation,
    serialNumber: order.orderNo,
    at: now,
    external: decimal(order.exchangeCount),
    postings: [
      { owner: merchantOwner(order.merchantId), type: 'usdt_recharge', available: decimal(order.count), charge: fee },
      ...(fee.isZero() ? [] : [{ owner: platformOwner, type: 'usdt_recharge' as const, available: fee }]),
    ],
  });
  const row = await updateUsdtRecharge(tx, order.id, { status: 'approved', auditTime: now });
  return usdtRechargeView(row, await merchantName(tx, row.merchantId));
}

export async function rejectUsdtRecharge(tx: Transaction, orderNo: string, reason: string, now: Date) {
  const order = await pendingRecharge(tx, orderNo);
  const row = await updateUsdtRecharge(tx, order.id, { status: 'rejected', remark: reason, auditTime: now });
  return usdtRechargeView(row, await merchantName(tx, row.merchantId));
}

// ---------- withdrawal ----------

export interface UsdtWithdrawalRequest {
  out_abbreviation: string;
  trade_count: string;
  network: UsdtNetwork;
  address: string;
}

export async function requestUsdtWithdrawal(tx: Transaction, merchantId: number, request: UsdtWithdrawalRequest, now: Date) {
  const settings = await usdtSettingsOf(tx);
  const coin = await coinOfOpenMarket(tx, merchantId, request.out_abbreviation, 'out_abbreviation');
  const rate = usdtRateOf(settings, coin.code, 'out_abbreviation');
  const tradeCount = await usdtTradeCount(tx, request.trade_count, settings.min_withdrawal);

  const exchanged = roundToCoin(tradeCount.times(decimal(rate.withdrawal_rate)), coin.decimals);
  const fee = feeOf(exchanged, settings.usdt_withdrawal_fee, coin.decimals);
  const count = exchanged.plus(fee);
  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  const order = await insertUsdtWithdrawal(tx, {
    orderNo: await nextSerial(tx, serialPrefixes.usdtWithdrawal, now),
    merchantId,
    status: 'pending',
    outAbbreviation: coin.code,
    tradeCount: formatMoney(tradeCount, (await usdtCoin(tx)).decimals),
    rate: rate.withdrawal_rate,
    usdtWithdrawalFee: settings.usdt_withdrawal_fee,
    fee: money(fee),
    count: money(count),
    network: request.network,
    address: request.address,
    createdAt: now,
  });
  // Not enough available balance: 4010, and the order rolls back with the transaction.
  await applyChange(tx, {
    coin: coin.code,
    serialNumber: order.orderNo,
    at: now,
    postings: [{ owner: merchantOwner(merchantId), type: 'usdt_withdrawal', available: count.negated(), frozen: count }],
  });
  return usdtWithdrawalView(order);
}

async function pendingWithdrawal(tx: Transaction, orderNo: string): Promise<UsdtWithdrawalRow> {
  const order = await lockUsdtWithdrawal(tx, orderNo);
  if (!order) throw notFound('kassa.server.orderNotFound', { order: orderNo });
  if (order.status !== 'pending') throw conflict('kassa.server.orderAlreadyReviewed', { order: orderNo });
  return order;
}

export async function approveUsdtWithdrawal(tx: Transaction, orderNo: string, txid: string, now: Date) {
  const order = await pendingWithdrawal(tx, orderNo);
  const count = decimal(order.count);
  const fee = decimal(order.fee);
  await applyChange(tx, {
    coin: order.outAbbreviation,
    serialNumber: order.orderNo,
    at: now,
    external: count.minus(fee).negated(),
    postings: [
      { owner: merchantOwner(order.merchantId), type: 'usdt_withdrawal', frozen: count.negated(), charge: fee },
      ...(fee.isZero() ? [] : [{ owner: platformOwner, type: 'usdt_withdrawal' as const, available: fee }]),
    ],
  });
  return usdtWithdrawalView(await updateUsdtWithdrawal(tx, order.id, { status: 'approved', txid, auditTime: now }));
}

export async function rejectUsdtWithdrawal(tx: Transaction, orderNo: string, reason: string, now: Date) {
  const order = await pendingWithdrawal(tx, orderNo);
  const count = decimal(order.count);
  await applyChange(tx, {
    coin: order.outAbbreviation,
    serialNumber: order.orderNo,
    at: now,
    postings: [{ owner: merchantOwner(order.merchantId), type: 'usdt_withdrawal_refund', frozen: count.negated(), available: count }],
  });
  return usdtWithdrawalView(await updateUsdtWithdrawal(tx, order.id, { status: 'rejected', remark: reason, auditTime: now }));
}
