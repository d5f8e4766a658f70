import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

/**
 * Every sensitive action of an operator (server/audit/audit.ts is the one writer): who, from where, what, and the
 * values before and after. Rows are never changed or deleted.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The operator's username, or `platform` for an action of platform staff on the merchant. */
    operator: text('operator').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    /** What the action was on: a coin, an access key, an IP, an order number; null when the account itself. */
    target: text('target'),
    before: jsonb('before').$type<Record<string, string | boolean | null>>(),
    after: jsonb('after').$type<Record<string, string | boolean | null>>(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('audit_logs_merchant_time_idx').on(table.merchantId, table.createdAt, table.id)],
);
