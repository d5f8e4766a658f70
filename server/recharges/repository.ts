import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
import { rechargeOrders, type RechargeStatus } from '../db/schema';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

export async function insertRechargeOrder(db: Executor, order: typeof rechargeOrders.$inferInsert): Promise<RechargeOrderRow> {
  const [row] = await db.insert(rechargeOrders).values(order).returning();
  if (!row) throw new Error('recharge order insert returned nothing');
  return row;
}

export async function findRechargeOrder(db: Executor, merchantId: number, orderId: string): Promise<RechargeOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.merchantId, merchantId), eq(rechargeOrders.orderId, orderId)));
  return row;
}

export interface RechargeQuery {
  merchantId: number;
  coin?: string;
  start?: string;
  end?: string;
  status?: RechargeStatus;
  orderFrom?: 'scan' | 'api';
  keyword?: string;
  sort: 'create_time' | 'update_time' | 'amount';
  order: 'asc' | 'desc';
  paging: PageRequest;
}

const sortColumns = { create_time: rechargeOrders.createdAt, update_time: rechargeOrders.updatedAt, amount: rechargeOrders.amount };

export async function listRechargeOrders(db: Executor, query: RechargeQuery) {
  const conditions: SQL[] = [eq(rechargeOrders.merchantId, query.merchantId), ...createdBetween(rechargeOrders.createdAt, query.start, query.end)];
  if (query.coin) conditions.push(eq(rechargeOrders.coinCode, query.coin));
  if (query.status) conditions.push(eq(rechargeOrders.orderStatus, query.status));
  if (query.orderFrom) conditions.push(eq(rechargeOrders.orderFrom, query.orderFrom));
  const keyword = matchesKeyword(query.keyword, rechargeOrders.orderId, rechargeOrders.serialNumber);
  if (keyword) conditions.push(keyword);
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(rechargeOrders).$dynamic(),
    table: rechargeOrders,
    where: conditions,
    sort: { name: query.sort, column: sortColumns[query.sort], order: query.order },
    id: rechargeOrders.id,
    request: query.paging,
  });
  return { rows, paging };
}

/** The contract's RechargeRecord. */
export function rechargeView(row: RechargeOrderRow) {
  return {
    create_time: row.createdAt.toISOString(),
    order_id: row.orderId,
    serial_number: row.serialNumber,
    payment_id: row.paymentId,
    nick: row.nick,
    external_account: row.externalAccount,
    coin_name: row.coinCode,
    amount: row.amount,
    handling_fee: row.handlingFee,
    settlement_amount: row.settlementAmount,
    order_type: 'recharge' as const,
    order_from: row.orderFrom,
    order_status: row.orderStatus,
    update_time: row.updatedAt.toISOString(),
  };
}
