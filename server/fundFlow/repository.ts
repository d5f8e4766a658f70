/** A merchant's fund flow: the ledger's rows of its accounts, read for the list, the stats and the export. */
import { and, count, eq, lte, max, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TransactionType } from '../../openapi/entities';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword, sortedBy } from '../db/filters';
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
  page: { limit: number; offset: number },
) {
  const where = and(...conditionsOf(filter));
  const column = sort.field === 'transaction_number' ? fundFlows.transactionNumber : fundFlows.createdAt;
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...sortedBy(column, sort.order, fundFlows.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(fundFlows).where(where);
  return { rows: rows as FundFlowRow[], total: total?.value ?? 0 };
}

/** The newest row matching now: an export covers the rows up to it, however many are written meanwhile. */
export async function lastFundFlowId(db: Executor, filter: FundFlowFilter): Promise<number | null> {
  const [row] = await db.select({ value: max(fundFlows.id) }).from(fundFlows).where(and(...conditionsOf(filter)));
  return row?.value ?? null;
}

/**
 * The matching rows, newest first, one page at a time: keyset paging on (time, id), so each page is
 * one indexed query whatever its depth, and only one page is in memory. The consumer pulls the next
 * page when it has written the last one.
 */
export async function* fundFlowPages(
  db: Executor,
  filter: FundFlowFilter,
  options: { upToId: number; limit: number; pageSize: number },
): AsyncGenerator<FundFlowRow[]> {
  let remaining = options.limit;
  let after: { createdAt: Date; id: number } | null = null;
  const base = [...conditionsOf(filter), lte(fundFlows.id, options.upToId)];
  while (remaining > 0) {
    const conditions: SQL[] = [...base];
    if (after) conditions.push(sql`(${fundFlows.createdAt}, ${fundFlows.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`);
    const rows = (await selectRows(db)
      .where(and(...conditions))
      .orderBy(...sortedBy(fundFlows.createdAt, 'desc', fundFlows.id))
      .limit(Math.min(options.pageSize, remaining))) as FundFlowRow[];
    if (rows.length === 0) return;
    yield rows;
    remaining -= rows.length;
    const last = rows[rows.length - 1] as FundFlowRow;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < options.pageSize) return;
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
