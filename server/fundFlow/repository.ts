/** A merchant's fund flow: the ledger's rows of its accounts, read for the list, the stats and the export. */
import { and, count, eq, lte, max, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TransactionType } from '../../openapi/entities';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
import { fundFlows, merchants } from '../db/schema';

export interface FundFlowFilter {
  merchantId: number;
  coin?: string;
  start?: string;
  end?: string;
  /** Serial number, exactly or as a prefix. */
  keyword?: string;
  transactionType?: string;
}

function conditionsOf(filter: FundFlowFilter): SQL[] {
  const conditions: SQL[] = [eq(fundFlows.merchantId, filter.merchantId), ...createdBetween(fundFlows.createdAt, filter.start, filter.end)];
  if (filter.coin) conditions.push(eq(fundFlows.coinCode, filter.coin));
  if (filter.transactionType) conditions.push(eq(fundFlows.transactionType, filter.transactionType));
  const keyword = matchesKeyword(filter.keyword, fundFlows.serialNumber);
  if (keyword) conditions.push(keyword);
  return conditions;
}

const rowColumns = {
  id: fundFlows.id,
  serialNumber: fundFlows.serialNumber,
  merchantId: fundFlows.merchantId,
  merchantName: merchants.name,
  coinCode: fundFlows.coinCode,
  availableBefore: fundFlows.availableBefore,
  availableAfter: fundFlows.availableAfter,
  frozenBefore: fundFlows.frozenBefore,
  frozenAfter: fundFlows.frozenAfter,
  transactionNumber: fundFlows.transactionNumber,
  charge: fundFlows.charge,
  transactionType: fundFlows.transactionType,
  createdAt: fundFlows.createdAt,
};

export interface FundFlowRow {
  id: number;
  serialNumber: string;
  merchantId: number;
  merchantName: string;
  coinCode: string;
  availableBefore: string;
  availableAfter: string;
  frozenBefore: string;
  frozenAfter: string;
  transactionNumber: string;
  charge: string;
  transactionType: string;
  createdAt: Date;
}

/** The contract's FundFlow. Merchant rows only carry the contract's types (`top_up` is a wallet user's alone). */
export function fundFlowView(row: FundFlowRow) {
  return {
    id: row.id,
    serial_number: row.serialNumber,
    merchant_id: String(row.merchantId),
    merchant_name: row.merchantName,
    coin_name: row.coinCode,
    available_before_number: row.availableBefore,
    available_after_number: row.availableAfter,
    frozen_before_number: row.frozenBefore,
    frozen_after_number: row.frozenAfter,
    transaction_number: row.transactionNumber,
    charge: row.charge,
    transaction_type: row.transactionType as z.infer<typeof TransactionType>,
    time: row.createdAt.toISOString(),
  };
}

function selectRows(db: Executor) {
  return db.select(rowColumns).from(fundFlows).innerJoin(merchants, eq(merchants.id, fundFlows.merchantId));
}

export async function listFundFlows(
  db: Executor,
  filter: FundFlowFilter,
  sort: { field: 'time' | 'transaction_number'; order: 'asc' | 'desc' },
  request: PageRequest,
) {
  const column = sort.field === 'transaction_number' ? fundFlows.transactionNumber : fundFlows.createdAt;
  const { rows, paging } = await pagedList(db, {
    query: selectRows(db).$dynamic(),
    table: fundFlows,
    where: conditionsOf(filter),
    sort: { name: sort.field, column, order: sort.order },
    id: fundFlows.id,
    request,
    keyOf: (row) => ({ value: sort.field === 'transaction_number' ? row.transactionNumber : row.createdAt, id: row.id }),
  });
  return { rows: rows as FundFlowRow[], paging };
}

/** The newest row matching now: an export covers the rows up to it, however many are written meanwhile. */
export async function lastFundFlowId(db: Executor, filter: FundFlowFilter): Promise<number | null> {
  const [row] = await db.select({ value: max(fundFlows.id) }).from(fundFlows).where(and(...conditionsOf(filter)));
  return row?.value ?? null;
}

/** How many rows an export covers: those matching now, up to the newest of them. */
export async function countFundFlows(db: Executor, filter: FundFlowFilter, upToId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(fundFlows).where(and(...conditionsOf(filter), lte(fundFlows.id, upToId)));
  return row?.value ?? 0;
}

/** The merchant an export is written for: its name on every line, its time zone for every time. */
export async function exportMerchant(db: Executor, merchantId: number): Promise<{ name: string; timeZone: string }> {
  const [row] = await db.select({ name: merchants.name, timeZone: merchants.timeZone }).from(merchants).where(eq(merchants.id, merchantId));
  return { name: row?.name ?? '', timeZone: row?.timeZone ?? 'UTC' };
}

interface CsvBatchRow extends Record<string, unknown> {
  text: string | null;
  rows: number | string;
  last_id: number | string | null;
  last_at: string | null;
}

/**
 * The matching rows as CSV text, newest first, a batch of lines per query: keyset paging on (time, id), so each
 * batch is one indexed range whatever its depth, and the database writes the lines (`line`, an SQL expression) and
 * joins them, so the server only passes text on. The consumer pulls the next batch when it has written the last one.
 * Rows after `upToId` (written during the export) are left out, so the file is the list as it was when it started.
 */
export async function* fundFlowCsvBatches(
  db: Executor,
  filter: FundFlowFilter,
  options: { upToId: number; batchSize: number; line: SQL },
): AsyncGenerator<string> {
  let after: { at: string; id: number } | null = null;
  const base = [...conditionsOf(filter), lte(fundFlows.id, options.upToId)];
  for (;;) {
    const conditions: SQL[] = [...base];
    if (after) conditions.push(sql`(${fundFlows.createdAt}, ${fundFlows.id}) < (${after.at}::timestamptz, ${after.id})`);
    const result = (await db.execute(sql`
      with batch as (
        select ${fundFlows.id} as id, ${fundFlows.createdAt} as moment, ${options.line} as line
        from ${fundFlows}
        where ${and(...conditions)}
        order by ${fundFlows.createdAt} desc, ${fundFlows.id} desc
        limit ${options.batchSize}
      )
      select string_agg(line, '' order by moment desc, id desc) as text, count(*) as rows,
        (array_agg(id order by moment, id))[1] as last_id,
        (array_agg(to_char(moment at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') order by moment, id))[1] as last_at
      from batch`)) as unknown as { rows: CsvBatchRow[] };
    const batch = result.rows[0];
    const rows = Number(batch?.rows ?? 0);
    if (!batch || rows === 0 || batch.text === null || batch.last_at === null) return;
    yield batch.text;
    if (rows < options.batchSize) return;
    after = { at: batch.last_at, id: Number(batch.last_id) };
  }
}

/** Per coin and transaction type: how many movements, and the sums the stats are made of. */
export async function fundFlowTotals(db: Executor, filter: FundFlowFilter) {
  return db
    .select({
      coin: fundFlows.coinCode,
      type: fundFlows.transactionType,
      count: count(),
      transactionNumber: sql<string>`sum(${fundFlows.transactionNumber})`,
      charge: sql<string>`sum(${fundFlows.charge})`,
      // The change of available + frozen: what actually left or entered the merchant's account.
      totalChange: sql<string>`sum(${fundFlows.availableAfter} + ${fundFlows.frozenAfter} - ${fundFlows.availableBefore} - ${fundFlows.frozenBefore})`,
    })
    .from(fundFlows)
    .where(and(...conditionsOf(filter)))
    .groupBy(fundFlows.coinCode, fundFlows.transactionType);
}
