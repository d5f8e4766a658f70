import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { time } from './columns';
import { walletUsers } from './walletUsers';

export const rechargeStatuses = ['created', 'coin_transferred', 'cancelled', 'auto_cancelled'] as const;
export type RechargeStatus = (typeof rechargeStatuses)[number];

/** A payer's order paid to a merchant (user recharge record). */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The merchant's order number. */
    orderId: text('order_id').notNull(),
    serialNumber: text('serial_number').notNull().unique(),
    /** The order's id in the merchant order API and the checkout URL: random, so no one can guess another's. */
    publicId: text('public_id').unique(),
    /** The payer, once paid (null while an API order waits for payment). */
    paymentId: text('payment_id').references(() => walletUsers.uid),
    nick: text('nick'),
    externalAccount: text('external_account'),
    /** Order API only: what is paid for, where webhooks go, where the payer returns. */
    subject: text('subject'),
    notifyUrl: text('notify_url'),
    returnUrl: text('return_url'),
    /** Order API only: SHA-256 of the creating body, so the same merchant_order_no with another body is refused. */
    requestHash: text('request_hash'),
    /** The latest payment time of an order that waits for payment. */
    expiresAt: time('expires_at'),
    /** When the wallet app reported the QR code scanned. */
    scannedAt: time('scanned_at'),
    paidAt: time('paid_at'),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    amount: numeric('amount').notNull(),
    handlingFee: numeric('handling_fee').notNull(),
    settlementAmount: numeric('settlement_amount').notNull(),
    orderFrom: text('order_from').$type<'scan' | 'api'>().notNull(),
    orderStatus: text('order_status').$type<RechargeStatus>().notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('recharge_orders_merchant_order_idx').on(table.merchantId, table.orderId),
    index('recharge_orders_merchant_time_idx').on(table.merchantId, table.createdAt),
    // The expiry sweep reads only orders still waiting for payment.
    index('recharge_orders_expiry_idx').on(table.expiresAt).where(sql`order_status = 'created'`),
    // What a payer paid a merchant: the payments a wallet withdrawal request may claim back.
    index('recharge_orders_payer_paid_idx').on(table.paymentId, table.merchantId, table.coinCode, table.paidAt).where(sql`order_status = 'coin_transferred'`),
  ],
);
