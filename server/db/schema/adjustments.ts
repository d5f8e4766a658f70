import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { time } from './columns';
import { walletUsers } from './walletUsers';

/** A balance adjustment: the merchant pays one of its users from its available balance. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    serialNumber: text('serial_number').notNull().unique(),
    receiptUserId: text('receipt_user_id')
      .notNull()
      .references(() => walletUsers.uid),
    receiptNickname: text('receipt_nickname').notNull(),
    balanceType: text('balance_type').$type<'available' | 'to_be_confirmed'>().notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    payAmount: numeric('pay_amount').notNull(),
    handlingFee: numeric('handling_fee').notNull(),
    settlementAmount: numeric('settlement_amount').notNull(),
    remark: text('remark').notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('adjustments_merchant_time_idx').on(table.merchantId, table.createdAt)],
);
