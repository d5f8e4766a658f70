import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

/**
 * Which server key seals this database's secrets: a fingerprint (an HMAC of a fixed text under the key, never the key),
 * one row. A process with another key, or none, refuses to start instead of sealing with a key the others cannot read.
 */
export const sealingKey = pgTable('sealing_key', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  recordedAt: time('recorded_at').notNull(),
});
