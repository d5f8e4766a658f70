import Decimal from 'decimal.js';
import type { ReviewLine } from './defineResource';
import { isDecimalText } from './format';

/*
 * Building blocks of a confirmation's lines (`review.lines` of a config). A line whose figure is not known
 * (a balance not read yet, an amount not typed) is left out rather than shown wrong.
 */

/** A value of the form as trimmed text ('' when it is not text). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A line naming something as typed or looked up; none when it is empty. */
export function textLine(label: string, value: unknown): ReviewLine[] {
  const text = textOf(value);
  return text === '' ? [] : [{ label, value: text }];
}

/** An amount with its coin; none while either is unknown. */
export function moneyLine(label: string, amount: unknown, coin: unknown): ReviewLine[] {
  const text = textOf(amount);
  const code = textOf(coin);
  return isDecimalText(text) && code !== '' ? [{ label, value: text, coin: code }] : [];
}

/** Decimal places of a decimal text ('12.50' → 2). */
const placesOf = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * The balance once the request is carried out: `available` plus `change` (negative for money that leaves), shown
 * with the balance's own decimals; none while either is unknown.
 */
export function balanceAfterLine(label: string, available: unknown, change: Decimal | undefined, coin: unknown): ReviewLine[] {
  const balance = textOf(available);
  if (!isDecimalText(balance) || change === undefined) return [];
  const after = new Decimal(balance).plus(change);
  return moneyLine(label, after.toFixed(Math.max(placesOf(balance), change.decimalPlaces())), coin);
}

/** A typed amount as a Decimal, or undefined when it is not a decimal. */
export function decimalOf(value: unknown): Decimal | undefined {
  const text = textOf(value);
  return isDecimalText(text) ? new Decimal(text) : undefined;
}
