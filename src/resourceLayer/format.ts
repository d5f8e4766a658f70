import Decimal from 'decimal.js';
import { decimalPattern } from '../../openapi/common';
import { intlLocaleOf } from '../../openapi/i18n/languages';

/*
 * How values read on screen. Amounts stay decimal strings end to end: they are formatted with
 * string and decimal.js arithmetic, never through a JavaScript number, so no cent is ever rounded by a float.
 */

/** True for a decimal string as the contract sends money and rates. */
export function isDecimalText(value: unknown): value is string {
  return typeof value === 'string' && decimalPattern.test(value);
}

/**
 * An amount as the operator reads it: the decimal string as sent, or with exactly `decimals` places.
 * Extra places are cut, never rounded up, so a balance never reads higher than it is.
 */
export function formatAmount(value: string, decimals?: number): string {
  if (!isDecimalText(value)) return value;
  if (decimals === undefined) return value;
  const fixed = new Decimal(value).toFixed(decimals, Decimal.ROUND_DOWN);
  // A tiny negative amount cut to zero reads as zero, not "-0.00".
  return /^-0(\.0+)?$/.test(fixed) ? fixed.slice(1) : fixed;
}

/** An amount with its coin name appended: '1234.50 USDT'. */
export function formatMoney(value: string, coin: string | undefined, decimals?: number): string {
  const amount = formatAmount(value, decimals);
  return coin ? `${amount} ${coin}` : amount;
}

/** A rate as is, or a fraction as a percentage ('0.015' → '1.5%'). */
export function formatRate(value: string, percent = false): string {
  if (!percent || !isDecimalText(value)) return value;
  return `${new Decimal(value).times(100).toString()}%`;
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
