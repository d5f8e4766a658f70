import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { type OrderStatus, time } from './columns';
import { walletUsers } from './walletUsers';

/**
 * Who asked for a user withdrawal: the merchant's own server through the signed payout API, or the payer in the
 * wallet. The review-free limit covers only the first; the second is capped by what the payer paid the merchant.
 */
export const withdrawalSources = ['merchant_api', 'wallet'] as const;
export type WithdrawalSource = (typeof withdrawalSources)[number];

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
    source: text('source').$type<WithdrawalSource>().notNull(),
    /** The merchant's own id of a payout its server asked for; null for a wallet request. */
    merchantPayoutNo: text('merchant_payout_no'),
    /** What the payout request said, so the same payout id with another body is told apart from a retry. */
    requestHash: text('request_hash'),
    /** The remark the merchant's server sent with the payout. */
    note: text('note'),
    /** Where the payout's webhooks go; the merchant's default endpoint when null. */
    notifyUrl: text('notify_url'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('user_withdrawals_merchant_payout_no_idx').on(table.merchantId, table.merchantPayoutNo).where(sql`merchant_payout_no is not null`),
    // What a payer asked a merchant for (their claim and daily cap).
    index('user_withdrawals_payer_idx').on(table.merchantId, table.paymentId, table.coinCode, table.createdAt),
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
    // Approving a withdrawal above this amount asks for the authenticator code (at or below it, none); null: every approval asks.
    approvalCodeAbove: numeric('approval_code_above'),
    // The most one payer may ask this merchant for in this coin per merchant's day; null: no cap.
    userDailyCap: numeric('user_daily_cap'),
    // Payers may ask in the wallet for up to what they paid in this coin in the last this many days; null: they cannot.
    walletClaimDays: integer('wallet_claim_days'),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.coinCode] })],
);
