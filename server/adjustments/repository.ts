import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword, sortedBy } from '../db/filters';
import { adjustments } from '../db/schema';

export type AdjustmentRow = typeof adjustments.$inferSelect;

export async function insertAdjustment(db: Executor, adjustment: typeof adjustments.$inferInsert): Promise<AdjustmentRow> {
  const [row] = await db.insert(adjustments).values(adjustment).returning();
  if (!row) throw new Error('adjustment insert returned nothing');
  return row;
}

export interface AdjustmentQuery {
  merchantId: number;
  coin?: string;
  start?: string;
  end?: string;
  balanceType?: 'available' | 'to_be_confirmed';
  keyword?: string;
  sort: 'create_time' | 'pay_amount';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listAdjustments(db: Executor, query: AdjustmentQuery) {
  const conditions: SQL[] = [eq(adjustments.merchantId, query.merchantId), ...createdBetween(adjustments.createdAt, query.start, query.end)];
  if (query.coin) conditions.push(eq(adjustments.coinCode, query.coin));
  if (query.balanceType) conditions.push(eq(adjustments.balanceType, query.balanceType));
  const keyword = matchesKeyword(query.keyword, adjustments.serialNumber, adjustments.receiptUserId);
  if (keyword) conditions.push(keyword);
  const where = and(...conditions);
  const column = query.sort === 'pay_amount' ? adjustments.payAmount : adjustments.createdAt;
  const rows = await db
    .select()
    .from(adjustments)
    .where(where)
    .orderBy(...sortedBy(column, query.order, adjustments.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(adjustments).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The contract's AdjustmentRecord. */
export function adjustmentView(row: AdjustmentRow) {
  return {
    serial_number: row.serialNumber,
    order_type: 'adjustment' as const,
    receipt_user_id: row.receiptUserId,
    receipt_nickname: row.receiptNickname,
    balance_type: row.balanceType,
    coin_name: row.coinCode,
    pay_amount: row.payAmount,
    handling_fee: row.handlingFee,
    settlement_amount: row.settlementAmount,
    remark: row.remark,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}
