import Decimal from 'decimal.js';
import type { RaRecord } from 'react-admin';
import { columnsOf } from './areas';
import type { AnyResourceConfig, FieldConfig } from './defineResource';
import { coinOf } from './FieldView';
import { isDecimalText } from './format';

export { shortenMiddle, shortens } from './shorten';

/*
 * How a list fits its window, decided from the config alone (so it is tested without a browser): which columns a
 * window shows and which give way to the row's expand panel, what a phone's card shows, and how a long value is
 * shortened in the middle.
 */

/** Below this window width, a list shows cards instead of a table. */
export const cardsBelowPx = 600;

/** The window width from which a column of each priority shows in the table. */
export const priorityFromPx: Record<1 | 2 | 3, number> = { 1: 0, 2: 1280, 3: 1536 };

export function priorityOf(config: AnyResourceConfig, source: string): 1 | 2 | 3 {
  return (config.list.priority as Partial<Record<string, 2 | 3>> | undefined)?.[source] ?? 1;
}

/** The columns a window of `width` px shows in the table, and the ones it leaves to the expand panel. */
export function columnsFor(config: AnyResourceConfig, width: number): { shown: FieldConfig[]; hidden: FieldConfig[] } {
  const shown: FieldConfig[] = [];
  const hidden: FieldConfig[] = [];
  for (const field of columnsOf(config)) (width >= priorityFromPx[priorityOf(config, field.source)] ? shown : hidden).push(field);
  return { shown, hidden };
}

export interface CardLayout {
  title: FieldConfig;
  status?: FieldConfig;
  lines: FieldConfig[];
}

/** What a phone's card shows: the headline figure, the status chip and label–value lines. */
export function cardOf(config: AnyResourceConfig): CardLayout {
  const columns = columnsOf(config);
  const bySource = new Map(columns.map((field) => [field.source, field]));
  const status = columns.find((field) => field.kind === 'status');
  const declared = config.list.card;
  const title = (declared && bySource.get(declared.title)) ?? columns.find((field) => field.kind === 'money') ?? columns[0];
  if (!title) throw new Error(`Resource "${config.name}" has no column for its cards`);
  const lines = declared?.lines
    ? declared.lines.map((source) => bySource.get(source)).filter((field): field is FieldConfig => field !== undefined)
    : columns.filter((field) => field !== title && field !== status && priorityOf(config, field.source) === 1);
  return { title, ...(status && status !== title ? { status } : {}), lines: lines.filter((field) => field !== status) };
}

/** What a bulk review is about to do: how many records, and their total amount per coin. */
export interface BulkSummary {
  count: number;
  totals: { coin: string; amount: string }[];
}

/**
 * The count of the selected records and the sum of the `amount` field per coin, in decimal arithmetic, coins in
 * the order they first appear.
 */
export function bulkSummary(records: readonly RaRecord[], amount: FieldConfig): BulkSummary {
  // Per coin: the sum, and the most decimal places of its amounts (a sum of '100.00' reads '150.00', not '150').
  const totals = new Map<string, { sum: Decimal; places: number }>();
  for (const record of records) {
    const coin = coinOf(amount, record) ?? '';
    const value = record[amount.source] as unknown;
    if (!isDecimalText(value)) continue;
    const entry = totals.get(coin) ?? { sum: new Decimal(0), places: 0 };
    const decimal = new Decimal(value);
    totals.set(coin, { sum: entry.sum.plus(decimal), places: Math.max(entry.places, decimal.decimalPlaces(), value.split('.')[1]?.length ?? 0) });
  }
  return { count: records.length, totals: [...totals].map(([coin, { sum, places }]) => ({ coin, amount: sum.toFixed(places) })) };
}
