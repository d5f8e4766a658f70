import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

export const loginIpWhitelist = pgTable(
  'login_ip_whitelist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** Canonical text form, so "::1" and "0:0:0:0:0:0:0:1" are one entry. */
    ip: text('ip').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [uniqueIndex('login_ip_whitelist_merchant_ip_idx').on(table.merchantId, table.ip)],
);
