/** A merchant's fund flow: the ledger's rows of its accounts, read for the list, the stats and the export. */
import { and, count, eq, lte, max, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TransactionType } from '../../openapi/entities';
import { postgresPoolOf, type Executor } from '../db/client';
import { copyText } from '../db/copyText';
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

/**
 * The matching rows as CSV lines (`line`, an SQL expression), newest first, up to `upToId`: rows written during the
 * export are left out, so the file is the list as it was when it started. On PostgreSQL one COPY streams them all;
 * PGlite, which answers a COPY only as a whole file in memory, reads them in keyset batches.
 */
export function fundFlowCsvLines(db: Executor, filter: FundFlowFilter, options: { upToId: number; batchSize: number; line: SQL }): AsyncIterable<string | Buffer> {
  const pool = postgresPoolOf(db);
  if (!pool) return fundFlowCsvBatches(db, filter, options);
  const query = sql`
    select ${options.line} from ${fundFlows}
    where ${and(...conditionsOf(filter), lte(fundFlows.id, options.upToId))}
    order by ${fundFlows.createdAt} desc, ${fundFlows.id} desc`;
  return copyText(pool, new PgDialect().sqlToQuery(query.inlineParams()).sql);
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
 * joins them, so the server only passes text on. The query of the next batch runs while the consumer writes the
 * last one (the database and the server each work on a core of their own), so at most two batches are held.
 * Rows after `upToId` (written during the export) are left out, so the file is the list as it was when it started.
 */
export async function* fundFlowCsvBatches(
  db: Executor,
  filter: FundFlowFilter,
  options: { upToId: number; batchSize: number; line: SQL },
): AsyncGenerator<string> {
  const base = [...conditionsOf(filter), lte(fundFlows.id, options.upToId)];
  const readBatch = async (after: { at: string; id: number } | null): Promise<CsvBatchRow | undefined> => {
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
      , last as (select id, moment from batch order by moment, id limit 1)
      select string_agg(line, '' order by moment desc, id desc) as text, count(*) as rows,
        (select id from last) as last_id,
        (select to_char(moment at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from last) as last_at
      from batch`)) as unknown as { rows: CsvBatchRow[] };
    return result.rows[0];
  };
  let next: Promise<CsvBatchRow | undefined> | undefined = readBatch(null);
  try {
    while (next) {
      const batch = await next;
      next = undefined;
      const rows = Number(batch?.rows ?? 0);
      if (!batch || rows === 0 || batch.text === null || batch.last_at === null) return;
      if (rows === options.batchSize) next = readBatch({ at: batch.last_at, id: Number(batch.last_id) });
      yield batch.text;
    }
  } finally {
    // The consumer stopped early (the client went away): the batch read ahead is not wanted.
    next?.catch(() => undefined);
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
