import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
import { reviewFreeLimits, userWithdrawals, type OrderStatus } from '../db/schema';
import type { ReviewLimits } from '../reviewedOrders/kind';

export type UserWithdrawalRow = typeof userWithdrawals.$inferSelect;

export interface UserWithdrawalQuery {
  merchantId: number;
  coin?: string;
  start?: string;
  end?: string;
  status?: OrderStatus;
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
  const keyword = matchesKeyword(query.keyword, userWithdrawals.orderId, userWithdrawals.serialNumber);
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
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
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

/**
 * Sets a coin's review-free limit and, unless undefined, its approval code threshold and the daily cap of one payer's
 * withdrawal requests.
 */
export async function setReviewFreeLimit(
  db: Executor,
  merchantId: number,
  coinCode: string,
  limitAmount: string,
  now: Date,
  approvalCodeAbove?: string | null,
  userDailyCap?: string | null,
): Promise<void> {
  const set = {
    limitAmount,
    updatedAt: now,
    ...(approvalCodeAbove === undefined ? {} : { approvalCodeAbove }),
    ...(userDailyCap === undefined ? {} : { userDailyCap }),
  };
  await db
    .insert(reviewFreeLimits)
    .values({ merchantId, coinCode, ...set })
    .onConflictDoUpdate({ target: [reviewFreeLimits.merchantId, reviewFreeLimits.coinCode], set });
}
