/**
 * The fiat withdrawal's own part of its lifecycle (kind.ts, server/reviewedOrders/): the merchant asks the platform
 * to pay `trade_count` of a currency to one of its enabled payment methods, from its balance in `out_abbreviation`,
 * and the request keeps the method's destination as it is now. Between two coins the rate goes through USDT:
 * units of out_abbreviation per USDT (withdrawal rate) over units of the currency per USDT (recharge rate).
 */import { withdrawalAmount } from '../../openapi/rules';
import type { Actor } from '../audit/audit';
import { coinOfOpenMarket, findMerchantCoin } from '../coins/repository';
import type { Transaction } from '../db/client';
import { invalidInput, notFound } from '../http/errors';
import { checkRule } from '../http/rules';
import { amountOfCoin, decimal, feeOf, formatMoney, formatRate, moneyRounding, rateDecimals, roundToCoin, type Decimal } from '../ledger/money';
import { lockPaymentMethod } from '../paymentMethods/repository';
import { usdtRateOf, usdtSettingsOf } from '../usdt/trade';
import { requestOrder } from '../reviewedOrders/lifecycle';
import { fiatWithdrawalKind } from './kind';
import { fiatWithdrawalView } from './repository';

export interface FiatWithdrawalRequest {
  payment_method_id: number;
  out_abbreviation: string;
  trade_count: string;
  /** The quote the form showed: the rate (units of out_abbreviation per unit of the currency) and the currency's fee rate. */
  rate: string;
  currency_withdrawal_fee: string;
}

async function exchangeRate(tx: Transaction, from: string, to: string): Promise<Decimal> {
  if (from === to) return decimal(1);
  const settings = await usdtSettingsOf(tx);
  const fromRate = usdtRateOf(settings, from, 'out_abbreviation');
  const toRate = usdtRateOf(settings, to, 'payment_method_id');
  return decimal(fromRate.withdrawal_rate).dividedBy(decimal(toRate.recharge_rate)).toDecimalPlaces(rateDecimals, moneyRounding);
}

/** `actor`: the operator who asks, for the audit log. */
export async function requestFiatWithdrawal(tx: Transaction, merchantId: number, request: FiatWithdrawalRequest, now: Date, actor?: Actor) {
  // Locked, so a change of the method waits for this request and then finds it pending (paymentMethods/routes.ts).
  const method = await lockPaymentMethod(tx, merchantId, request.payment_method_id);
  if (!method) throw notFound('kassa.server.paymentMethodNotFound');
  if (!method.enabled) throw invalidInput('payment_method_id', 'kassa.server.paymentMethodDisabled');
  const currency = await findMerchantCoin(tx, merchantId, method.coinCode);
  if (!currency) throw new Error(`payment method ${method.id} names the unknown coin ${method.coinCode}`);
  const out = await coinOfOpenMarket(tx, merchantId, request.out_abbreviation, 'out_abbreviation');
  // 'Minimum withdrawal request amount {value}': the rule the console's form runs, with the currency's minimum.
  checkRule('trade_count', withdrawalAmount(formatMoney(currency.minWithdrawal, currency.decimals)), request.trade_count);
  const tradeCount = amountOfCoin('trade_count', request.trade_count, currency);

  const rate = await exchangeRate(tx, out.code, currency.code);
  // The merchant is debited exactly the quote the form showed, or is told it changed, and nothing is frozen.
  if (!decimal(request.rate).equals(rate)) throw invalidInput('rate', 'kassa.validation.quote_changed');
  if (!decimal(request.currency_withdrawal_fee).equals(decimal(currency.withdrawalFeeRate))) throw invalidInput('currency_withdrawal_fee', 'kassa.validation.quote_changed');
  const exchanged = roundToCoin(tradeCount.times(rate), out.decimals);
  const fee = feeOf(exchanged, currency.withdrawalFeeRate, out.decimals);
  const count = exchanged.plus(fee);
  const money = (value: Decimal) => formatMoney(value, out.decimals);
  const order = await requestOrder(
    tx,
    fiatWithdrawalKind,
    {
      merchantId,
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
    },
    now,
    actor,
  );
  return fiatWithdrawalView(order);
}
