import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { time } from './columns';

export const paymentMethodTypes = ['bank_card', 'e_wallet'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/** A merchant's bank card or e-wallet for fiat withdrawals. Deleting keeps the row (deleted_at) for past withdrawals. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    type: text('type').$type<PaymentMethodType>().notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    enabled: boolean('enabled').notNull(),
    createdAt: time('created_at').notNull(),
    deletedAt: time('deleted_at'),
  },
  (table) => [index('payment_methods_merchant_idx').on(table.merchantId, table.createdAt)],
);
