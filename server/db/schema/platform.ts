import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

/** Platform-wide settings shared by every server process (maintenance mode, support contacts). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: time('updated_at').notNull(),
});
