/**
 * The fund-flow export as CSV (docs/decisions/figures.md): a BOM (so spreadsheet programs read UTF-8), a header
 * row in the operator's language, then one line per movement. The lines are written by the database itself
 * (`fundFlowCsvLines`): amounts as the plain decimals stored, types in the operator's language, times in the
 * merchant's time zone. JavaScript only passes the bytes on. The quoting and the formula guard are those of every
 * export (server/export/csv.ts), written once more in SQL here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TransactionType } from '../../openapi/entities';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import { fundFlows } from '../db/schema';
import { translate } from '../http/language';
import { byteOrderMark, csvField } from '../export/csv';

/** The columns: the contract's FundFlow fields, in its order. */
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

/**
 * The same as `csvField(…, true)`, written in SQL, for a text column of every line. Almost every value needs neither
 * the guard nor quotes, so one test sends it through as it is; only the others take the longer way.
 */
function csvTextInSql(column: SQL): SQL {
  const guarded = sql`(case when ${column} ~ '^[-=+@\t\r]' then '''' || ${column} else ${column} end)`;
  const quoted = sql`(case when ${guarded} ~ '[",\r\n]' then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end)`;
  return sql`(case when ${column} ~ '^[-=+@\t\r]|[",\r\n]' then ${quoted} else ${column} end)`;
}

/** The header row: the contract's column names in the operator's language, the time column naming its zone. */
export function csvHeader(language: ApiLanguage, timeZone: string): string {
  const names = fundFlowCsvColumns.map((column) =>
    column === 'time' ? translate(language, 'kassa.fundFlow.timeInZone', { zone: timeZone }) : translate(language, `kassa.fundFlow.columns.${column}`),
  );
  return `${byteOrderMark}${names.map((name) => csvField(name, false)).join(',')}\r\n`;
}

/** What every line of one export shares: the merchant (one per export) and the operator's words and zone. */
export interface CsvLineContext {
  merchantId: number;
  merchantName: string;
  language: ApiLanguage;
  timeZone: string;
}

/**
 * The SQL expression of one CSV line of a `fund_flows` row, CRLF included. The merchant's ID and name are the same on
 * every line, so they are escaped once here and sent as one parameter; a type is translated by a CASE over the
 * contract's types.
 */
export function csvLineInSql(context: CsvLineContext): SQL {
  const merchant = `${context.merchantId},${csvField(context.merchantName, true)}`;
  const typeCases = TransactionType.options.map(
    (type) => sql`when ${type} then ${csvField(translate(context.language, `kassa.fundFlow.transactionType.${type}`), false)}::text`,
  );
  const typeLabel = sql`(case ${fundFlows.transactionType} ${sql.join(typeCases, sql` `)} else ${fundFlows.transactionType} end)`;
  const localTime = sql`to_char(${fundFlows.createdAt} at time zone ${context.timeZone}::text, 'YYYY-MM-DD HH24:MI:SS')`;
  const amounts = [
    fundFlows.availableBefore,
    fundFlows.availableAfter,
    fundFlows.frozenBefore,
    fundFlows.frozenAfter,
    fundFlows.transactionNumber,
    fundFlows.charge,
  ].map((column) => sql`${column}::text`);
  return sql`concat_ws(',', ${csvTextInSql(sql`${fundFlows.serialNumber}`)}, ${merchant}::text, ${fundFlows.coinCode}, ${sql.join(amounts, sql`, `)}, ${typeLabel}, ${localTime}) || E'\\r\\n'`;
}

/** The export as the consumer reads it: the header, then the lines. */
export async function* fundFlowCsv(header: string, lines: AsyncIterable<string | Buffer>): AsyncGenerator<string | Buffer> {
  yield header;
  yield* lines;
}
