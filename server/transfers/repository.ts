import { eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { createdBetween, matchesKeyword } from '../db/filters';
import { pagedList, type PageRequest } from '../db/pagedList';
import { transfers } from '../db/schema';
import { insertAtEnd } from '../db/trailingWrites';

export type TransferRow = typeof transfers.$inferSelect;

export type NewTransferSide = Omit<TransferRow, 'id'>;

/** Both sides of a transfer, written with the transaction's last writes (server/db/trailingWrites.ts). */
export async function insertTransferSides(db: Executor, sides: NewTransferSide[]): Promise<void> {
  await insertAtEnd(db, transfers, sides);
}

export interface TransferQuery {
  merchantId: number;
  coin?: string;
  start?: string;
  end?: string;
  transferType?: 'transfer' | 'receive';
  keyword?: string;
  sort: 'create_time' | 'transfer_amount';
  order: 'asc' | 'desc';
  paging: PageRequest;
}

export async function listTransfers(db: Executor, query: TransferQuery) {
  const conditions: SQL[] = [eq(transfers.merchantId, query.merchantId), ...createdBetween(transfers.createdAt, query.start, query.end)];
  if (query.coin) conditions.push(eq(transfers.coinCode, query.coin));
  if (query.transferType) conditions.push(eq(transfers.transferType, query.transferType));
  const keyword = matchesKeyword(query.keyword, transfers.serialNumber);
  if (keyword) conditions.push(keyword);
  const column = query.sort === 'transfer_amount' ? transfers.transferAmount : transfers.createdAt;
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(transfers).$dynamic(),
    table: transfers,
    where: conditions,
    sort: { name: query.sort, column: column, order: query.order },
    id: transfers.id,
    request: query.paging,
  });
  return { rows, paging };
}

/** The contract's TransferRecord. */
export function transferView(row: NewTransferSide) {
  return {
    serial_number: row.serialNumber,
    payment_merchant_id: String(row.paymentMerchantId),
    receipt_merchant_id: String(row.receiptMerchantId),
    payment_address: row.paymentAddress,
    receipt_address: row.receiptAddress,
    coin_name: row.coinCode,
    transfer_amount: row.transferAmount,
    transfer_fee: row.transferFee,
    internal_transfer_fee: row.internalTransferFee,
    settlement_amount: row.settlementAmount,
    transfer_type: row.transferType,
    transfer_status: row.transferStatus,
    remark: row.remark,
    create_time: row.createdAt.toISOString(),
  };
}
