import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
import { fiatWithdrawals, type OrderStatus } from '../db/schema';
import { formatRate } from '../ledger/money';

export type FiatWithdrawalRow = typeof fiatWithdrawals.$inferSelect;

export interface FiatWithdrawalQuery {
  merchantId: number;
  status?: OrderStatus;
  abbreviation?: string;
  start?: string;
  end?: string;
  keyword?: string;
  sort: 'create_time' | 'audit_time' | 'trade_count';
  order: 'asc' | 'desc';
  paging: PageRequest;
}

const sortColumns = { create_time: fiatWithdrawals.createdAt, audit_time: fiatWithdrawals.auditTime, trade_count: fiatWithdrawals.tradeCount };

export async function listFiatWithdrawals(db: Executor, query: FiatWithdrawalQuery) {
  const conditions: SQL[] = [eq(fiatWithdrawals.merchantId, query.merchantId), ...createdBetween(fiatWithdrawals.createdAt, query.start, query.end)];
  if (query.status) conditions.push(eq(fiatWithdrawals.status, query.status));
  if (query.abbreviation) conditions.push(eq(fiatWithdrawals.abbreviation, query.abbreviation));
  const keyword = matchesKeyword(query.keyword, fiatWithdrawals.orderNo);
  if (keyword) conditions.push(keyword);
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(fiatWithdrawals).$dynamic(),
    table: fiatWithdrawals,
    where: conditions,
    sort: { name: query.sort, column: sortColumns[query.sort], order: query.order },
    id: fiatWithdrawals.id,
    request: query.paging,
  });
  return { rows, paging };
}

/** The contract's FiatWithdrawOrder. */
export function fiatWithdrawalView(row: FiatWithdrawalRow) {
  return {
    order_no: row.orderNo,
    status: row.status,
    out_abbreviation: row.outAbbreviation,
    trade_count: row.tradeCount,
    abbreviation: row.abbreviation,
    currency_withdrawal_fee: formatRate(row.currencyWithdrawalFee),
    fee: row.fee,
    rate: formatRate(row.rate),
    count: row.count,
    create_time: row.createdAt.toISOString(),
    audit_time: row.auditTime?.toISOString() ?? null,
    payment_method_id: row.paymentMethodId,
    destination: destinationOf(row),
    remark: row.remark,
  };
}

/** The destination kept at the request (null on rows older than the snapshot). */
export function destinationOf(row: FiatWithdrawalRow) {
  if (row.destinationType === null || row.destinationBankName === null || row.destinationHolderName === null || row.destinationAccountNumber === null) return null;
  return {
    type: row.destinationType,
    bank_name: row.destinationBankName,
    holder_name: row.destinationHolderName,
    account_number: row.destinationAccountNumber,
  };
}
