import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
import { merchants, usdtRecharges, usdtWithdrawals, type OrderStatus, type UsdtNetwork } from '../db/schema';
import { formatRate } from '../ledger/money';

export type UsdtRechargeRow = typeof usdtRecharges.$inferSelect;
export type UsdtWithdrawalRow = typeof usdtWithdrawals.$inferSelect;

/** The coin sent or paid on chain. */
export const usdtCode = 'USDT';

export interface UsdtOrderQuery {
  merchantId: number;
  status?: OrderStatus;
  network?: UsdtNetwork;
  coin?: string;
  start?: string;
  end?: string;
  keyword?: string;
  sort: 'create_time' | 'audit_time' | 'trade_count';
  order: 'asc' | 'desc';
  paging: PageRequest;
}

// ---------- recharges ----------

/**
 * Whether the TXID is taken for a declaration on `address`: a pending or approved declaration on that address holds it,
 * an approved one on any address has credited it; a rejected one holds nothing.
 */
export async function txidClaimed(db: Executor, address: string, txid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: usdtRecharges.id })
    .from(usdtRecharges)
    .where(
      and(
        sql`lower(${usdtRecharges.txid}) = lower(${txid})`,
        or(and(eq(usdtRecharges.address, address), ne(usdtRecharges.status, 'rejected')), eq(usdtRecharges.status, 'approved')),
      ),
    );
  return row !== undefined;
}

/** The order number of another recharge that credited `txid` (without case), if any. */
export async function txidCreditedBy(db: Executor, txid: string, exceptId: number): Promise<string | null> {
  const [row] = await db
    .select({ orderNo: usdtRecharges.orderNo })
    .from(usdtRecharges)
    .where(and(sql`lower(${usdtRecharges.txid}) = lower(${txid})`, eq(usdtRecharges.status, 'approved'), ne(usdtRecharges.id, exceptId)));
  return row?.orderNo ?? null;
}

/** The row property of each sort, for the cursors of the joined rows. */
const rechargeSortProperty = { create_time: 'createdAt', audit_time: 'auditTime', trade_count: 'tradeCount' } as const;
const rechargeSort = { create_time: usdtRecharges.createdAt, audit_time: usdtRecharges.auditTime, trade_count: usdtRecharges.tradeCount };

export async function listUsdtRecharges(db: Executor, query: UsdtOrderQuery) {
  const conditions: SQL[] = [eq(usdtRecharges.merchantId, query.merchantId), ...createdBetween(usdtRecharges.createdAt, query.start, query.end)];
  if (query.status) conditions.push(eq(usdtRecharges.status, query.status));
  if (query.network) conditions.push(eq(usdtRecharges.network, query.network));
  if (query.coin) conditions.push(eq(usdtRecharges.inAbbreviation, query.coin));
  const keyword = matchesKeyword(query.keyword, usdtRecharges.orderNo);
  if (keyword) conditions.push(keyword);
  const { rows, paging } = await pagedList(db, {
    query: db.select({ order: usdtRecharges, merchantName: merchants.name }).from(usdtRecharges).innerJoin(merchants, eq(merchants.id, usdtRecharges.merchantId)).$dynamic(),
    table: usdtRecharges,
    where: conditions,
    sort: { name: query.sort, column: rechargeSort[query.sort], order: query.order },
    id: usdtRecharges.id,
    request: query.paging,
    keyOf: (row) => ({ value: row.order[rechargeSortProperty[query.sort]], id: row.order.id }),
  });
  return { rows, paging };
}

/** The contract's UsdtRechargeOrder. */
export function usdtRechargeView(row: UsdtRechargeRow, merchantName: string) {
  return {
    order_no: row.orderNo,
    status: row.status,
    merchant_id: String(row.merchantId),
    name: merchantName,
    abbreviation: usdtCode,
    trade_count: row.tradeCount,
    in_abbreviation: row.inAbbreviation,
    rate: formatRate(row.rate),
    exchange_count: row.exchangeCount,
    usdt_recharge_fee: formatRate(row.usdtRechargeFee),
    fee: row.fee,
    count: row.count,
    network: row.network,
    address: row.address,
    sender_address: row.senderAddress,
    txid: row.txid,
    create_time: row.createdAt.toISOString(),
    audit_time: row.auditTime?.toISOString() ?? null,
    remark: row.remark,
  };
}

// ---------- withdrawals ----------

const withdrawalSort = { create_time: usdtWithdrawals.createdAt, audit_time: usdtWithdrawals.auditTime, trade_count: usdtWithdrawals.tradeCount };

export async function listUsdtWithdrawals(db: Executor, query: UsdtOrderQuery) {
  const conditions: SQL[] = [eq(usdtWithdrawals.merchantId, query.merchantId), ...createdBetween(usdtWithdrawals.createdAt, query.start, query.end)];
  if (query.status) conditions.push(eq(usdtWithdrawals.status, query.status));
  if (query.network) conditions.push(eq(usdtWithdrawals.network, query.network));
  if (query.coin) conditions.push(eq(usdtWithdrawals.outAbbreviation, query.coin));
  const keyword = matchesKeyword(query.keyword, usdtWithdrawals.orderNo);
  if (keyword) conditions.push(keyword);
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(usdtWithdrawals).$dynamic(),
    table: usdtWithdrawals,
    where: conditions,
    sort: { name: query.sort, column: withdrawalSort[query.sort], order: query.order },
    id: usdtWithdrawals.id,
    request: query.paging,
  });
  return { rows, paging };
}

/** The contract's UsdtWithdrawOrder. */
export function usdtWithdrawalView(row: UsdtWithdrawalRow) {
  return {
    order_no: row.orderNo,
    status: row.status,
    out_abbreviation: row.outAbbreviation,
    trade_count: row.tradeCount,
    abbreviation: usdtCode,
    usdt_withdrawal_fee: formatRate(row.usdtWithdrawalFee),
    fee: row.fee,
    rate: formatRate(row.rate),
    count: row.count,
    network: row.network,
    address: row.address,
    txid: row.txid,
    create_time: row.createdAt.toISOString(),
    audit_time: row.auditTime?.toISOString() ?? null,
    remark: row.remark,
  };
}
