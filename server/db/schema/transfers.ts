import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { time } from './columns';

/** A transfer between merchants, stored once per side: the payer's 'transfer' row and the recipient's 'receive' row. */
export const transfers = pgTable(
  'transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Whose record this row is. */
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    transferType: text('transfer_type').$type<'transfer' | 'receive'>().notNull(),
    serialNumber: text('serial_number').notNull(),
    paymentMerchantId: integer('payment_merchant_id')
      .notNull()
      .references(() => merchants.id),
    receiptMerchantId: integer('receipt_merchant_id')
      .notNull()
      .references(() => merchants.id),
    paymentAddress: text('payment_address').notNull(),
    receiptAddress: text('receipt_address').notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    transferAmount: numeric('transfer_amount').notNull(),
    transferFee: numeric('transfer_fee').notNull(),
    internalTransferFee: numeric('internal_transfer_fee').notNull(),
    settlementAmount: numeric('settlement_amount').notNull(),
    transferStatus: text('transfer_status').$type<'completed'>().notNull(),
    remark: text('remark').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('transfers_serial_side_idx').on(table.serialNumber, table.transferType),
    index('transfers_merchant_time_idx').on(table.merchantId, table.createdAt),
  ],
);
