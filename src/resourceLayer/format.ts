import { useLocaleState } from 'react-admin';
import { intlLocaleOf } from '../../openapi/i18n/languages';
import { decimalPatternSource } from '../data/contract.atBuild';

/*
 * How values read on screen. Amounts stay decimal strings end to end: they are formatted by moving digits and
 * separators in the string, never through a JavaScript number, so no cent is ever rounded by a float.
 */

// The contract's pattern, without the contract's zod schemas (src/data/contract.atBuild.ts).
const decimalPattern = new RegExp(decimalPatternSource);

/** True for a decimal string as the contract sends money and rates. */
export function isDecimalText(value: unknown): value is string {
  return typeof value === 'string' && decimalPattern.test(value);
}

/** A decimal string's sign, whole digits and fraction digits. */
function partsOf(value: string): { negative: boolean; whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  return { negative: value.startsWith('-'), whole, fraction };
}

/** A decimal string with exactly `places` decimals: extra places cut (towards zero, never rounded up), missing ones 0. */
function withPlaces(value: string, places: number): string {
  const { negative, whole, fraction } = partsOf(value);
  const cut = fraction.slice(0, places).padEnd(places, '0');
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${cut}` : ''}`;
}

/** True when a decimal string has no digit but 0 ("-0.00" is zero). */
const isZero = (value: string) => !/[1-9]/.test(value);

/** How a locale writes numbers: read once per locale from Intl, from a sample number, never from an amount. */
interface NumberSymbols {
  group: string;
  decimal: string;
  minus: string;
}

const symbolsByLocale = new Map<string, NumberSymbols>();

function symbolsOf(locale: string): NumberSymbols {
  let symbols = symbolsByLocale.get(locale);
  if (!symbols) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(-12345.6);
    const part = (type: Intl.NumberFormatPartTypes, fallback: string) => parts.find((item) => item.type === type)?.value ?? fallback;
    symbols = { group: part('group', ','), decimal: part('decimal', '.'), minus: part('minusSign', '-') };
    symbolsByLocale.set(locale, symbols);
  }
  return symbols;
}

export interface AmountOptions {
  /** Exactly this many decimals (extra places cut, never rounded up); absent: the places as sent, which the contract makes the coin's. */
  decimals?: number | undefined;
  /** The console's language setting (`us`, `zh-cn`, `zh-hant-cn`, `vi`): its locale's separators; absent: en-US. */
  language?: string | null | undefined;
}

/**
 * An amount as the operator reads it: thousands grouped and the decimal mark of the operator's locale
 * ('12,430,000' in English, '12.430.000' in Vietnamese), with the places as sent or exactly `decimals`. Only the
 * string is rearranged, so no digit ever passes through a float. Extra places are cut, never rounded up, so a
 * balance never reads higher than it is.
 */
export function formatAmount(value: string, options: AmountOptions = {}): string {
  if (!isDecimalText(value)) return value;
  const fixed = options.decimals === undefined ? value : withPlaces(value, options.decimals);
  const { negative, whole, fraction } = partsOf(fixed);
  const symbols = symbolsOf(intlLocaleOf(options.language));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
  // A tiny negative amount cut to zero reads as zero, not "-0.00".
  const sign = negative && !isZero(fixed) ? symbols.minus : '';
  return `${sign}${grouped}${fraction === '' ? '' : `${symbols.decimal}${fraction}`}`;
}

/** An amount with its coin name appended: '1,234.50 USDT'. */
export function formatMoney(value: string, coin: string | undefined, options: AmountOptions = {}): string {
  const amount = formatAmount(value, options);
  return coin ? `${amount} ${coin}` : amount;
}

/** True for a decimal string below zero: a movement out, shown in the error colour. */
export function isNegativeAmount(value: unknown): boolean {
  return isDecimalText(value) && value.startsWith('-') && !isZero(value);
}

/**
 * The formatter bound to the console's language, for components: `money('1234.5', 'USDT')` → '1,234.5 USDT' in
 * English. Every screen that shows an amount uses this (lists, detail, dashboard, pages).
 */
export function useAmountFormat() {
  const [language] = useLocaleState();
  return {
    language,
    amount: (value: string, decimals?: number) => formatAmount(value, { decimals, language }),
    money: (value: string, coin: string | undefined, decimals?: number) => formatMoney(value, coin, { decimals, language }),
  };
}

/** A rate as is, or a fraction as a percentage ('0.015' → '1.5%'). */
export function formatRate(value: string, percent = false): string {
  if (!percent || !isDecimalText(value)) return value;
  // Times 100: the decimal point two places to the right, then no leading or trailing zeros ('0.0150' → '1.5').
  const { negative, whole, fraction } = partsOf(value);
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '');
  return `${negative && !isZero(value) ? '-' : ''}${integer}${decimals ? `.${decimals}` : ''}%`;
}


/** An ISO instant in the operator's locale and the browser's time zone. */
export function formatDateTime(value: string, setting: string | null | undefined, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocaleOf(setting), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day picked in a date input ('2025-01-31'), as local midnight; undefined when it is no day. */
function localMidnight(day: string): Date | undefined {
  const match = datePattern.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A time-range filter picks whole days in the operator's time zone. The list calls take instants:
 * `start_time` is the first day's local midnight (inclusive), `end_time` the midnight after the last day (exclusive).
 */
export const dayRange = {
  startOf(day: unknown): string | null {
    return typeof day === 'string' ? (localMidnight(day)?.toISOString() ?? null) : null;
  },
  endOf(day: unknown): string | null {
    if (typeof day !== 'string') return null;
    const date = localMidnight(day);
    if (!date) return null;
    date.setDate(date.getDate() + 1);
    return date.toISOString();
  },
  /** The day an inclusive start instant falls on. */
  dayOfStart(instant: unknown): string {
    if (typeof instant !== 'string' || instant === '') return '';
    const date = new Date(instant);
    return Number.isNaN(date.getTime()) ? '' : dayOf(date);
  },
  /** The last day before an exclusive end instant. */
  dayOfEnd(instant: unknown): string {
    if (typeof instant !== 'string' || instant === '') return '';
    const date = new Date(instant);
    if (Number.isNaN(date.getTime())) return '';
    return dayOf(new Date(date.getTime() - 1));
  },
};
