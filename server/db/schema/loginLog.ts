import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

export const loginResults = ['success', 'bad_credentials', 'locked', 'ip_not_allowed', 'suspended', 'passkey_required'] as const;
export type LoginResult = (typeof loginResults)[number];

/** Every sign-in attempt, including those for unknown usernames (merchantId stays null then). */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    result: text('result').$type<LoginResult>().notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('login_logs_merchant_idx').on(table.merchantId, table.createdAt)],
);
