import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
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
  paging: PageRequest;
}

export async function listAdjustments(db: Executor, query: AdjustmentQuery) {
  const conditions: SQL[] = [eq(adjustments.merchantId, query.merchantId), ...createdBetween(adjustments.createdAt, query.start, query.end)];
  if (query.coin) conditions.push(eq(adjustments.coinCode, query.coin));
  if (query.balanceType) conditions.push(eq(adjustments.balanceType, query.balanceType));
  const keyword = matchesKeyword(query.keyword, adjustments.serialNumber, adjustments.receiptUserId);
  if (keyword) conditions.push(keyword);
  const column = query.sort === 'pay_amount' ? adjustments.payAmount : adjustments.createdAt;
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(adjustments).$dynamic(),
    table: adjustments,
    where: conditions,
    sort: { name: query.sort, column: column, order: query.order },
    id: adjustments.id,
    request: query.paging,
  });
  return { rows, paging };
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
