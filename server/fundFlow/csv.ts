/** The fund-flow export as CSV text: a BOM (so spreadsheet programs read UTF-8), a header row, one row per movement. */
import type { FundFlowRow } from './repository';
import { fundFlowView } from './repository';

/** The columns: the contract's FundFlow field names, in its order. */
export const fundFlowCsvColumns = [
  'serial_number',
  'merchant_id',
  'merchant_name',
  'coin_name',
  'available_before_number',
  'available_after_number',
  'frozen_before_number',
  'frozen_after_number',
  'transaction_number',
  'charge',
  'transaction_type',
  'time',
] as const;

const byteOrderMark = '\uFEFF';

/**
 * One CSV field (RFC 4180 quoting). Free text that a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR at the start) gets a leading apostrophe; amounts are never text, so a negative stays a number.
 */
function field(value: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const textColumns = new Set<string>(['merchant_name']);

function line(values: readonly string[], columns: readonly string[]): string {
  return `${values.map((value, index) => field(value, textColumns.has(columns[index] ?? ''))).join(',')}\r\n`;
}

export function csvHeader(): string {
  return `${byteOrderMark}${line(fundFlowCsvColumns, [])}`;
}

export function csvRows(rows: FundFlowRow[]): string {
  return rows
    .map((row) => {
      const view = fundFlowView(row);
      return line(
        fundFlowCsvColumns.map((column) => view[column]),
        fundFlowCsvColumns,
      );
    })
    .join('');
}

/** The export's text, page after page, as the consumer reads it: memory holds one page, whatever the total. */
export async function* fundFlowCsv(pages: AsyncIterable<FundFlowRow[]>): AsyncGenerator<string> {
  yield csvHeader();
  for await (const rows of pages) yield csvRows(rows);
}
