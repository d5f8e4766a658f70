/**
 * The USDT orders' own part of their lifecycle (kinds.ts, server/reviewedOrders/): the platform's quote
 * (rates, fee rates, minimums, and the merchant's own deposit addresses) and the checks and figures of a request.
 * Staff review them in server/platformReviews/.
 */
import { usdtAmount } from '../../openapi/rules';
import type { Actor } from '../audit/audit';
import { findMerchant } from '../account/repository';
import { coinOfOpenMarket, findCoin, type CoinRow } from '../coins/repository';
import type { Executor, Transaction } from '../db/client';
import { merchantDepositAddress, merchantDepositAddresses, normalisedAddress } from '../depositAddresses/pool';
import type { UsdtNetwork } from '../db/schema';
import { postgresErrorCode } from '../db/transaction';
import { conflict, invalidInput } from '../http/errors';
import { checkRule } from '../http/rules';
import { amountOfCoin, decimal, feeOf, formatMoney, roundToCoin, type Decimal } from '../ledger/money';
import { readSetting, type UsdtTradeSettings } from '../platform/settings';
import { requestOrder } from '../reviewedOrders/lifecycle';
import { usdtRechargeKind, usdtWithdrawalKind } from './kinds';
import { txidClaimed, usdtCode, usdtRechargeView, usdtWithdrawalView, type UsdtRechargeRow } from './repository';

export const usdtSettingsOf = (db: Executor) => readSetting(db, 'usdt_trade');

/** The rates, fee rates and minimums of the contract's UsdtSetting, as every merchant is quoted them. */
export function usdtQuoteView(settings: UsdtTradeSettings) {
  const { rates, usdt_recharge_fee, usdt_withdrawal_fee, min_recharge, min_withdrawal } = settings;
  return { abbreviation: usdtCode, rates, usdt_recharge_fee, usdt_withdrawal_fee, min_recharge, min_withdrawal };
}

/**
 * The contract's UsdtSetting for one merchant: the quote and its own deposit address on each network, given from the
 * pool the first time it is read.
 */
export async function usdtSettingView(db: Executor, merchantId: number, now: Date) {
  const { abbreviation, ...quote } = usdtQuoteView(await usdtSettingsOf(db));
  return { abbreviation, networks: await merchantDepositAddresses(db, merchantId, now), ...quote };
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

/** `actor`: the operator who declares, for the audit log. */
export async function declareUsdtRecharge(tx: Transaction, merchantId: number, request: UsdtRechargeRequest, now: Date, actor?: Actor) {
  const settings = await usdtSettingsOf(tx);
  const coin = await coinOfOpenMarket(tx, merchantId, request.in_abbreviation, 'in_abbreviation');
  const rate = usdtRateOf(settings, coin.code, 'in_abbreviation');
  const tradeCount = await usdtTradeCount(tx, request.trade_count, settings.min_recharge);
  // The merchant's own address on the network, and no other: a transfer to it can be no one else's.
  const ownAddress = await merchantDepositAddress(tx, merchantId, request.network, now);
  if (ownAddress === null) throw invalidInput('network', 'kassa.server.depositAddressUnavailable', { network: request.network });
  if (normalisedAddress(request.network, request.address) !== ownAddress) {
    throw invalidInput('address', 'kassa.server.usdtAddressMismatch', { network: request.network });
  }
  // The merchant gets exactly the quote the form showed, or is told it changed.
  if (!sameDecimal(request.rate, rate.recharge_rate)) throw invalidInput('rate', 'kassa.validation.quote_changed');
  if (!sameDecimal(request.usdt_recharge_fee, settings.usdt_recharge_fee)) throw invalidInput('usdt_recharge_fee', 'kassa.validation.quote_changed');
  if (await txidClaimed(tx, ownAddress, request.txid)) throw conflict('kassa.server.txidUsed', { txid: request.txid });

  const exchangeCount = roundToCoin(tradeCount.times(decimal(rate.recharge_rate)), coin.decimals);
  const fee = feeOf(exchangeCount, settings.usdt_recharge_fee, coin.decimals);
  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  const usdtDecimals = (await usdtCoin(tx)).decimals;
  let order: UsdtRechargeRow;
  try {
    order = await requestOrder(
      tx,
      usdtRechargeKind,
      {
        merchantId,
        tradeCount: formatMoney(tradeCount, usdtDecimals),
        inAbbreviation: coin.code,
        rate: rate.recharge_rate,
        exchangeCount: money(exchangeCount),
        usdtRechargeFee: settings.usdt_recharge_fee,
        fee: money(fee),
        count: money(exchangeCount.minus(fee)),
        network: request.network,
        address: ownAddress,
        senderAddress: request.sender_address,
        txid: request.txid,
        createdAt: now,
      },
      now,
      actor,
    );
  } catch (error) {
    // Declared at the same moment by another request: the unique index decides.
    if (postgresErrorCode(error) === '23505') throw conflict('kassa.server.txidUsed', { txid: request.txid });
    throw error;
  }
  return usdtRechargeView(order, await merchantName(tx, merchantId));
}

// ---------- withdrawal ----------

export interface UsdtWithdrawalRequest {
  out_abbreviation: string;
  trade_count: string;
  network: UsdtNetwork;
  address: string;
  /** The quote the form showed: the coin's withdrawal rate and the USDT withdrawal fee rate. */
  rate: string;
  usdt_withdrawal_fee: string;
}

/** `actor`: the operator who asks, for the audit log. */
export async function requestUsdtWithdrawal(tx: Transaction, merchantId: number, request: UsdtWithdrawalRequest, now: Date, actor?: Actor) {
  const settings = await usdtSettingsOf(tx);
  const coin = await coinOfOpenMarket(tx, merchantId, request.out_abbreviation, 'out_abbreviation');
  const rate = usdtRateOf(settings, coin.code, 'out_abbreviation');
  const tradeCount = await usdtTradeCount(tx, request.trade_count, settings.min_withdrawal);
  // The merchant is debited exactly the quote the form showed, or is told it changed, and nothing is frozen.
  if (!sameDecimal(request.rate, rate.withdrawal_rate)) throw invalidInput('rate', 'kassa.validation.quote_changed');
  if (!sameDecimal(request.usdt_withdrawal_fee, settings.usdt_withdrawal_fee)) throw invalidInput('usdt_withdrawal_fee', 'kassa.validation.quote_changed');

  const exchanged = roundToCoin(tradeCount.times(decimal(rate.withdrawal_rate)), coin.decimals);
  const fee = feeOf(exchanged, settings.usdt_withdrawal_fee, coin.decimals);
  const count = exchanged.plus(fee);
  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  const usdtDecimals = (await usdtCoin(tx)).decimals;
  const order = await requestOrder(
    tx,
    usdtWithdrawalKind,
    {
      merchantId,
      outAbbreviation: coin.code,
      tradeCount: formatMoney(tradeCount, usdtDecimals),
      rate: rate.withdrawal_rate,
      usdtWithdrawalFee: settings.usdt_withdrawal_fee,
      fee: money(fee),
      count: money(count),
      network: request.network,
      address: request.address,
      createdAt: now,
    },
    now,
    actor,
  );
  return usdtWithdrawalView(order);
}
