/**
 * Amounts in code: decimal.js, never a float. The rounding rule is declared here, once: every computed
 * amount (a fee, a conversion) is rounded HALF UP to the decimals of its coin. Stored and answered
 * amounts are fixed-point strings with exactly the coin's decimals ('99.50' for CNY, '100.000000' for USDT).
 */
import DecimalJs from 'decimal.js';
import { invalidInput } from '../errors';

/** 64 significant digits: the default 20 would silently round the product of a large amount and a rate. */
const MoneyDecimal = DecimalJs.clone({ precision: 64, rounding: DecimalJs.ROUND_HALF_UP });

export type Decimal = DecimalJs;

/** THE rounding mode of money (docs/decisions/ledger.md). */
export const moneyRounding = DecimalJs.ROUND_HALF_UP;

/** Exchange rates computed from two rates keep this many decimals. */
export const rateDecimals = 8;

export const decimal = (value: DecimalJs.Value): Decimal => new MoneyDecimal(value);

export const zero = decimal(0);

/** Rounds a computed amount to the coin's decimals, by the one rounding rule. */
export function roundToCoin(value: Decimal, decimals: number): Decimal {
  return value.toDecimalPlaces(decimals, moneyRounding);
}

/** The fee of an amount: amount × the coin's rate for that kind, rounded to the coin. */
export function feeOf(amount: Decimal, rate: DecimalJs.Value, decimals: number): Decimal {
  return roundToCoin(amount.times(decimal(rate)), decimals);
}

/** An amount as answered and stored: exactly `decimals` places. */
export function formatMoney(value: DecimalJs.Value, decimals: number): string {
  return decimal(value).toFixed(decimals);
}

/** A rate as answered: as stored, without trailing zeros ('0.005', '7.2'). */
export function formatRate(value: DecimalJs.Value): string {
  return decimal(value).toFixed();
}

/** Integer digits an amount may have: far beyond any real balance, well inside what numeric and decimal.js hold exactly. */
const maxIntegerDigits = 18;

/**
 * An amount the client sent for a coin. The contract has checked that it is a positive decimal;
 * here it must also fit the coin: no more decimals than the coin has (money is never rounded silently).
 */
export function amountOfCoin(field: string, text: string, coin: { code: string; decimals: number }): Decimal {
  const value = decimal(text);
  if (value.decimalPlaces() > coin.decimals) {
    if (coin.decimals === 0) throw invalidInput(field, 'kassa.server.amountWhole', { coin: coin.code });
    throw invalidInput(field, 'kassa.server.amountDecimals', { coin: coin.code, max: coin.decimals });
  }
  if (value.abs().truncated().toFixed().length > maxIntegerDigits) throw invalidInput(field, 'kassa.server.amountTooLarge');
  return value;
}
