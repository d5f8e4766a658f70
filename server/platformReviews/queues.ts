/**
 * The platform's review queues: every merchant's USDT recharges, USDT and fiat withdrawals and verification
 * submissions, pending unless asked, each with its merchant, who reviewed it and, for a recharge or a withdrawal, where
 * its four-eyes review stands: each row's rolling total is read in the page's query with the SQL the approval decides
 * with (fourEyes.ts), so the row says what its approval would do. The views are the merchant's own views of the order
 * with what only staff see.
 */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { depositAddresses } from '../db/schema';
import { addressOwnerOf, type DepositAddressOwner } from '../depositAddresses/pool';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { fiatWithdrawals, kycSubmissions, merchants, usdtRecharges, usdtWithdrawals, type OrderStatus, type UsdtNetwork } from '../db/schema';
import { fiatWithdrawalKind } from '../fiat/kind';
import { fiatWithdrawalView, type FiatWithdrawalRow } from '../fiat/repository';
import { submissionView } from '../kyc/kyc';
import type { FourEyesThresholds } from '../platform/settings';
import type { ReviewedOrderKind, RowOf } from '../reviewedOrders/kind';
import { usdtRechargeView, usdtWithdrawalView, type UsdtRechargeRow, type UsdtWithdrawalRow } from '../usdt/repository';
import { usdtRechargeKind, usdtWithdrawalKind } from '../usdt/kinds';
import {
  creditWindow,
  fiatWithdrawalOrders,
  fourEyesThresholdsOf,
  payoutWindow,
  reachesThreshold,
  rollingTotalSql,
  usdtRechargeOrders,
  usdtWithdrawalOrders,
} from './fourEyes';

/** What every queue filters by; `status` 'all' lists every state. */
export interface QueueQuery {
  status: OrderStatus | 'all';
  merchantId?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  keyword?: string | undefined;
  order: 'asc' | 'desc';
  paging: PageRequest;
}

/** The conditions every queue shares, on its table's columns. A merchant ID that is not a number matches nothing. */
function queueConditions(query: QueueQuery, columns: { status: PgColumn; merchantId: PgColumn; createdAt: PgColumn; number?: PgColumn }): SQL[] {
  const conditions: SQL[] = [...createdBetween(columns.createdAt, query.start, query.end)];
  if (query.status !== 'all') conditions.push(eq(columns.status, query.status));
  if (query.merchantId !== undefined) conditions.push(/^\d{1,9}$/.test(query.merchantId) ? eq(columns.merchantId, Number(query.merchantId)) : sql`false`);
  const keyword = columns.number ? matchesKeyword(query.keyword, columns.number) : undefined;
  if (keyword) conditions.push(keyword);
  return conditions;
}

/** What the four-eyes view of an order reads: the thresholds (once for a page) and the order's rolling total. */
export interface FourEyesFigures {
  thresholds: FourEyesThresholds;
  rollingTotal: string;
}

/** Where an order's four-eyes review stands: as its approval would decide (lifecycle.ts, needsTwoApprovals). */
function fourEyesView<T extends PgTable, A>(
  kind: ReviewedOrderKind<T, A>,
  row: RowOf<T> & { firstApprovalBy: string | null; firstApprovalAt: Date | null },
  { thresholds, rollingTotal }: FourEyesFigures,
) {
  const { coin, amount } = kind.money(row);
  return {
    needs_two_approvals: reachesThreshold(thresholds[coin], amount.toString(), rollingTotal),
    first_approval_by: row.firstApprovalBy,
    first_approval_time: row.firstApprovalAt?.toISOString() ?? null,
  };
}

// ---------- views ----------

/** The contract's ReviewUsdtRecharge, with whose deposit address it names (server/depositAddresses/pool.ts, addressOwnerOf). */
export const reviewUsdtRechargeView = (row: UsdtRechargeRow, merchantName: string, addressOwner: DepositAddressOwner, fourEyes: FourEyesFigures) => ({
  ...usdtRechargeView(row, merchantName),
  reviewer: row.reviewer,
  address_owner: addressOwner,
  ...fourEyesView(usdtRechargeKind, row, fourEyes),
});

/** The contract's ReviewUsdtWithdrawal. */
export const reviewUsdtWithdrawalView = (row: UsdtWithdrawalRow, merchantName: string, fourEyes: FourEyesFigures) => ({
  ...usdtWithdrawalView(row),
  merchant_id: String(row.merchantId),
  name: merchantName,
  reviewer: row.reviewer,
  ...fourEyesView(usdtWithdrawalKind, row, fourEyes),
});

/** The contract's ReviewFiatWithdrawal. */
export const reviewFiatWithdrawalView = (row: FiatWithdrawalRow, merchantName: string, fourEyes: FourEyesFigures) => ({
  ...fiatWithdrawalView(row),
  merchant_id: String(row.merchantId),
  name: merchantName,
  reviewer: row.reviewer,
  payout_reference: row.payoutReference,
  ...fourEyesView(fiatWithdrawalKind, row, fourEyes),
});

/** The contract's ReviewKycSubmission. */
export async function reviewKycView(db: Executor, box: SecretBox, row: typeof kycSubmissions.$inferSelect, merchantName: string) {
  return { ...(await submissionView(db, box, row)), merchant_id: String(row.merchantId), name: merchantName, reviewer: row.reviewer };
}

/** The merchant's name, for the view of one order. */
export async function merchantNameOf(db: Executor, merchantId: number): Promise<string> {
  const [row] = await db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId));
  return row?.name ?? '';
}

// ---------- lists ----------

type Listed<V> = Promise<{ list: V[] } & PageInfo>;
type SortName = 'create_time' | 'trade_count';

export async function usdtRechargeQueue(
  db: Executor,
  query: QueueQuery & { network?: UsdtNetwork | undefined; coin?: string | undefined; sort: SortName },
): Listed<ReturnType<typeof reviewUsdtRechargeView>> {
  const conditions = queueConditions(query, { status: usdtRecharges.status, merchantId: usdtRecharges.merchantId, createdAt: usdtRecharges.createdAt, number: usdtRecharges.orderNo });
  if (query.network) conditions.push(eq(usdtRecharges.network, query.network));
  if (query.coin) conditions.push(eq(usdtRecharges.inAbbreviation, query.coin));
  const sortColumn = query.sort === 'trade_count' ? usdtRecharges.tradeCount : usdtRecharges.createdAt;
  const { rows, paging } = await pagedList(db, {
    query: db
      .select({ order: usdtRecharges, merchantName: merchants.name, rollingTotal: rollingTotalSql(creditWindow, usdtRechargeOrders), pool: { id: depositAddresses.id, merchantId: depositAddresses.merchantId } })
      .from(usdtRecharges)
      .innerJoin(merchants, eq(merchants.id, usdtRecharges.merchantId))
      // The pool's row of the address it names, if any: whose address it is.
      .leftJoin(depositAddresses, eq(depositAddresses.address, usdtRecharges.address))
      .$dynamic(),
    table: usdtRecharges,
    where: conditions,
    sort: { name: query.sort, column: sortColumn, order: query.order },
    id: usdtRecharges.id,
    request: query.paging,
    keyOf: (row) => ({ value: query.sort === 'trade_count' ? row.order.tradeCount : row.order.createdAt, id: row.order.id }),
  });
  const thresholds = await fourEyesThresholdsOf(db);
  return {
    list: rows.map((row) =>
      reviewUsdtRechargeView(row.order, row.merchantName, addressOwnerOf(row.order.merchantId, row.pool ?? undefined), { thresholds, rollingTotal: row.rollingTotal }),
    ),
    ...paging,
  };
}

export async function usdtWithdrawalQueue(
  db: Executor,
  query: QueueQuery & { network?: UsdtNetwork | undefined; coin?: string | undefined; sort: SortName },
): Listed<ReturnType<typeof reviewUsdtWithdrawalView>> {
  const conditions = queueConditions(query, { status: usdtWithdrawals.status, merchantId: usdtWithdrawals.merchantId, createdAt: usdtWithdrawals.createdAt, number: usdtWithdrawals.orderNo });
  if (query.network) conditions.push(eq(usdtWithdrawals.network, query.network));
  if (query.coin) conditions.push(eq(usdtWithdrawals.outAbbreviation, query.coin));
  const sortColumn = query.sort === 'trade_count' ? usdtWithdrawals.tradeCount : usdtWithdrawals.createdAt;
  const { rows, paging } = await pagedList(db, {
    query: db.select({ order: usdtWithdrawals, merchantName: merchants.name, rollingTotal: rollingTotalSql(payoutWindow, usdtWithdrawalOrders) }).from(usdtWithdrawals).innerJoin(merchants, eq(merchants.id, usdtWithdrawals.merchantId)).$dynamic(),
    table: usdtWithdrawals,
    where: conditions,
    sort: { name: query.sort, column: sortColumn, order: query.order },
    id: usdtWithdrawals.id,
    request: query.paging,
    keyOf: (row) => ({ value: query.sort === 'trade_count' ? row.order.tradeCount : row.order.createdAt, id: row.order.id }),
  });
  const thresholds = await fourEyesThresholdsOf(db);
  return { list: rows.map((row) => reviewUsdtWithdrawalView(row.order, row.merchantName, { thresholds, rollingTotal: row.rollingTotal })), ...paging };
}

export async function fiatWithdrawalQueue(
  db: Executor,
  query: QueueQuery & { currency?: string | undefined; coin?: string | undefined; sort: SortName },
): Listed<ReturnType<typeof reviewFiatWithdrawalView>> {
  const conditions = queueConditions(query, { status: fiatWithdrawals.status, merchantId: fiatWithdrawals.merchantId, createdAt: fiatWithdrawals.createdAt, number: fiatWithdrawals.orderNo });
  if (query.currency) conditions.push(eq(fiatWithdrawals.abbreviation, query.currency));
  if (query.coin) conditions.push(eq(fiatWithdrawals.outAbbreviation, query.coin));
  const sortColumn = query.sort === 'trade_count' ? fiatWithdrawals.tradeCount : fiatWithdrawals.createdAt;
  const { rows, paging } = await pagedList(db, {
    query: db.select({ order: fiatWithdrawals, merchantName: merchants.name, rollingTotal: rollingTotalSql(payoutWindow, fiatWithdrawalOrders) }).from(fiatWithdrawals).innerJoin(merchants, eq(merchants.id, fiatWithdrawals.merchantId)).$dynamic(),
    table: fiatWithdrawals,
    where: conditions,
    sort: { name: query.sort, column: sortColumn, order: query.order },
    id: fiatWithdrawals.id,
    request: query.paging,
    keyOf: (row) => ({ value: query.sort === 'trade_count' ? row.order.tradeCount : row.order.createdAt, id: row.order.id }),
  });
  const thresholds = await fourEyesThresholdsOf(db);
  return { list: rows.map((row) => reviewFiatWithdrawalView(row.order, row.merchantName, { thresholds, rollingTotal: row.rollingTotal })), ...paging };
}

export async function kycQueue(db: Executor, box: SecretBox, query: QueueQuery): Listed<Awaited<ReturnType<typeof reviewKycView>>> {
  const conditions = queueConditions(query, { status: kycSubmissions.status, merchantId: kycSubmissions.merchantId, createdAt: kycSubmissions.createdAt });
  const { rows, paging } = await pagedList(db, {
    query: db.select({ submission: kycSubmissions, merchantName: merchants.name }).from(kycSubmissions).innerJoin(merchants, eq(merchants.id, kycSubmissions.merchantId)).$dynamic(),
    table: kycSubmissions,
    where: conditions,
    sort: { name: 'create_time', column: kycSubmissions.createdAt, order: query.order },
    id: kycSubmissions.id,
    request: query.paging,
    keyOf: (row) => ({ value: row.submission.createdAt, id: row.submission.id }),
  });
  const list = [];
  for (const row of rows) list.push(await reviewKycView(db, box, row.submission, row.merchantName));
  return { list, ...paging };
}

/** How many of each queue wait: one count each, on the pending indexes. */
export async function pendingCounts(db: Executor) {
  const pendingOf = async (table: PgTable, status: PgColumn) => {
    const [row] = await db.select({ total: count() }).from(table).where(eq(status, 'pending'));
    return row?.total ?? 0;
  };
  return {
    usdt_recharge: await pendingOf(usdtRecharges, usdtRecharges.status),
    usdt_withdrawal: await pendingOf(usdtWithdrawals, usdtWithdrawals.status),
    fiat_withdrawal: await pendingOf(fiatWithdrawals, fiatWithdrawals.status),
    kyc: await pendingOf(kycSubmissions, kycSubmissions.status),
  };
}
