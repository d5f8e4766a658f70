import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

/**
 * Idempotency-Key of money-moving calls, per merchant. Written in the transaction of the money change,
 * with the answer it gave; a retry within the retention gets that answer, another body gets 4022.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    key: text('key').notNull(),
    /** SHA-256 of the path and the validated body. */
    requestHash: text('request_hash').notNull(),
    /** The `data` of the first answer, as JSON text (jsonb would reorder its keys). */
    response: text('response'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

/**
 * Rate-limit counters shared by every server process on one PostgreSQL database (server/http/rateLimitStore.ts):
 * one row per limit and subject (`signIn:ip:203.0.113.9`), counting the hits of the window that ends at `window_end`.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEnd: time('window_end').notNull(),
  },
  (table) => [index('rate_limit_hits_window_idx').on(table.windowEnd)],
);
