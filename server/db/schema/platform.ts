import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';
import type { UsdtNetwork } from './usdt';

/** Platform-wide settings shared by every server process (maintenance mode, support contacts). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: time('updated_at').notNull(),
});

/**
 * The pool of USDT deposit addresses the platform holds the keys of (elsewhere: the server has none), loaded by
 * administrators. Each merchant is given one of a network's free addresses the first time it needs one, and keeps it:
 * what arrives there is that merchant's (server/platformSettings/depositAddresses.ts).
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').$type<UsdtNetwork>().notNull(),
    /** As the chain writes it: TRC20 base58 as given, ERC20 in lower case. */
    address: text('address').notNull().unique(),
    /** The merchant it is given to; null while free. */
    merchantId: integer('merchant_id').references(() => merchants.id),
    /** Who added it: a staff member's username, or `ops`. */
    addedBy: text('added_by').notNull(),
    addedAt: time('added_at').notNull(),
    assignedAt: time('assigned_at'),
  },
  (table) => [
    // One address per merchant and network.
    uniqueIndex('deposit_addresses_merchant_network_idx').on(table.merchantId, table.network).where(sql`merchant_id is not null`),
    // A network's free addresses in the order they were added: what the next assignment takes.
    index('deposit_addresses_free_idx').on(table.network, table.id).where(sql`merchant_id is null`),
    check('deposit_addresses_assigned_check', sql`(merchant_id is null) = (assigned_at is null)`),
  ],
);
