import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
import { reviewFreeLimits, userWithdrawals, type OrderStatus, type WithdrawalSource } from '../db/schema';
import type { ReviewLimits } from '../reviewedOrders/kind';

export type UserWithdrawalRow = typeof userWithdrawals.$inferSelect;

export interface UserWithdrawalQuery {
  merchantId: number;
  coin?: string;
  start?: string;
  end?: string;
  status?: OrderStatus;
  source?: WithdrawalSource;
  keyword?: string;
  sort: 'create_time' | 'update_time' | 'amount';
  order: 'asc' | 'desc';
  paging: PageRequest;
}

const sortColumns = { create_time: userWithdrawals.createdAt, update_time: userWithdrawals.updatedAt, amount: userWithdrawals.amount };

export async function listUserWithdrawals(db: Executor, query: UserWithdrawalQuery) {
  const conditions: SQL[] = [eq(userWithdrawals.merchantId, query.merchantId), ...createdBetween(userWithdrawals.createdAt, query.start, query.end)];
  if (query.coin) conditions.push(eq(userWithdrawals.coinCode, query.coin));
  if (query.status) conditions.push(eq(userWithdrawals.orderStatus, query.status));
  if (query.source) conditions.push(eq(userWithdrawals.source, query.source));
  const keyword = matchesKeyword(query.keyword, userWithdrawals.orderId, userWithdrawals.serialNumber, userWithdrawals.merchantPayoutNo);
  if (keyword) conditions.push(keyword);
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(userWithdrawals).$dynamic(),
    table: userWithdrawals,
    where: conditions,
    sort: { name: query.sort, column: sortColumns[query.sort], order: query.order },
    id: userWithdrawals.id,
    request: query.paging,
  });
  return { rows, paging };
}

/** The contract's WithdrawalRecord. */
export function withdrawalView(row: UserWithdrawalRow) {
  return {
    order_id: row.orderId,
    serial_number: row.serialNumber,
    order_type: 'withdrawal' as const,
    payment_id: row.paymentId,
    nick: row.nick,
    coin_name: row.coinCode,
    amount: row.amount,
    handling_fee: row.handlingFee,
    settlement_amount: row.settlementAmount,
    order_status: row.orderStatus,
    audit: row.audit,
    remark: row.remark,
    source: row.source,
    merchant_payout_no: row.merchantPayoutNo,
    note: row.note,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}

/** What one payer asked one merchant for in a coin since `since` (a Date or an SQL instant): pending and approved requests. */
export async function requestedSince(db: Executor, payer: { merchantId: number; uid: string; coin: string }, since: Date | SQL): Promise<string> {
  const [asked] = await db
    .select({ total: sql<string | null>`sum(${userWithdrawals.amount})` })
    .from(userWithdrawals)
    .where(
      and(
        eq(userWithdrawals.merchantId, payer.merchantId),
        eq(userWithdrawals.paymentId, payer.uid),
        eq(userWithdrawals.coinCode, payer.coin),
        inArray(userWithdrawals.orderStatus, ['pending', 'approved']),
        gte(userWithdrawals.createdAt, since),
      ),
    );
  return asked?.total ?? '0';
}

export async function reviewFreeLimitsOf(db: Executor, merchantId: number) {
  return db.select().from(reviewFreeLimits).where(eq(reviewFreeLimits.merchantId, merchantId));
}

/** The merchant's review-free limit and approval code threshold of the coin (null: not set). */
export async function reviewLimitsOf(db: Executor, merchantId: number, coinCode: string): Promise<ReviewLimits> {
  const [row] = await db
    .select({ reviewFreeUpTo: reviewFreeLimits.limitAmount, approvalCodeAbove: reviewFreeLimits.approvalCodeAbove })
    .from(reviewFreeLimits)
    .where(and(eq(reviewFreeLimits.merchantId, merchantId), eq(reviewFreeLimits.coinCode, coinCode)));
  return row ?? { reviewFreeUpTo: null, approvalCodeAbove: null };
}

/** What a merchant sets per coin on its review-free limit page; an undefined setting stays as it is. */
export interface ReviewFreeSettings {
  limitAmount: string;
  approvalCodeAbove?: string | null;
  userDailyCap?: string | null;
  walletClaimDays?: number | null;
}

/** Sets a coin's review-free limit and whichever other settings are given. */
export async function setReviewFreeLimit(db: Executor, merchantId: number, coinCode: string, settings: ReviewFreeSettings, now: Date): Promise<void> {
  const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  const set = { ...given, limitAmount: settings.limitAmount, updatedAt: now };
  await db
    .insert(reviewFreeLimits)
    .values({ merchantId, coinCode, ...set })
    .onConflictDoUpdate({ target: [reviewFreeLimits.merchantId, reviewFreeLimits.coinCode], set });
}
