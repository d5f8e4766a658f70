import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { firstApprovalColumns, type OrderStatus, time } from './columns';
import { paymentMethods, type PaymentMethodType } from './paymentMethods';

/** A merchant's fiat withdrawal to one of its payment methods: frozen at request, paid or returned at review. */
export const fiatWithdrawals = pgTable(
  'fiat_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: text('status').$type<OrderStatus>().notNull(),
    outAbbreviation: text('out_abbreviation')
      .notNull()
      .references(() => coins.code),
    tradeCount: numeric('trade_count').notNull(),
    abbreviation: text('abbreviation')
      .notNull()
      .references(() => coins.code),
    rate: numeric('rate').notNull(),
    currencyWithdrawalFee: numeric('currency_withdrawal_fee').notNull(),
    fee: numeric('fee').notNull(),
    count: numeric('count').notNull(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /**
     * Where the money goes, as the payment method was when the merchant asked (and proved the step-up): the platform
     * pays this, whatever the method says later. Null only on rows older than the snapshot.
     */
    destinationType: text('destination_type').$type<PaymentMethodType>(),
    destinationBankName: text('destination_bank_name'),
    destinationHolderName: text('destination_holder_name'),
    destinationAccountNumber: text('destination_account_number'),
    remark: text('remark'),
    /** Who reviewed it: a staff member's username, or `ops`; null while pending and on orders reviewed before it was kept. */
    reviewer: text('reviewer'),
    /** The bank's or payment service's reference of the payout, given by the approval that settled it. */
    payoutReference: text('payout_reference'),
    ...firstApprovalColumns(),
    createdAt: time('created_at').notNull(),
    auditTime: time('audit_time'),
  },
  (table) => [
    index('fiat_withdrawals_merchant_time_idx').on(table.merchantId, table.createdAt),
    index('fiat_withdrawals_pending_idx').on(table.merchantId).where(sql`status = 'pending'`),
    index('fiat_withdrawals_time_idx').on(table.createdAt, table.id),
  ],
);
