import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

/** Nonces of signed calls inside the timestamp window: a nonce seen again is a replay. Older rows are purged. */
export const apiNonces = pgTable(
  'api_nonces',
  {
    accessKey: text('access_key').notNull(),
    nonce: text('nonce').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accessKey, table.nonce] }), index('api_nonces_time_idx').on(table.createdAt)],
);
