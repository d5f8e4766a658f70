import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { type OrderStatus, time } from './columns';
import { walletUsers } from './walletUsers';

/** A wallet user's withdrawal from a merchant, reviewed by the merchant. */
export const userWithdrawals = pgTable(
  'user_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    orderId: text('order_id').notNull().unique(),
    serialNumber: text('serial_number').notNull().unique(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => walletUsers.uid),
    nick: text('nick').notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    amount: numeric('amount').notNull(),
    handlingFee: numeric('handling_fee').notNull(),
    settlementAmount: numeric('settlement_amount').notNull(),
    orderStatus: text('order_status').$type<OrderStatus>().notNull(),
    /** The reviewer's username, or 'automatic' under the review-free limit; null while pending. */
    audit: text('audit'),
    /** The rejection reason. */
    remark: text('remark'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    index('user_withdrawals_merchant_time_idx').on(table.merchantId, table.createdAt),
    // The dashboard's pending-review count.
    index('user_withdrawals_pending_idx').on(table.merchantId).where(sql`order_status = 'pending'`),
  ],
);

/** A merchant's review-free withdrawal limit per coin: at or below it a user withdrawal is approved at once. */
export const reviewFreeLimits = pgTable(
  'review_free_limits',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    limitAmount: numeric('limit_amount').notNull(),
    // Approving a withdrawal above this amount asks for the authenticator code; null: approvals never ask.
    approvalCodeAbove: numeric('approval_code_above'),
    // The most one payer may ask this merchant for in this coin per merchant's day; null: no cap.
    userDailyCap: numeric('user_daily_cap'),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.coinCode] })],
);
