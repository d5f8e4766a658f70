import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { coins } from './coins';
import { time } from './columns';

/**
 * The ledger's tables. Every balance lives in `accounts`; only server/ledger changes it, and every change writes one
 * `fund_flows` row per account it touched. Amounts are numeric strings quantized to the coin's decimals.
 */
export const ownerKinds = ['merchant', 'wallet_user', 'platform'] as const;
export type OwnerKind = (typeof ownerKinds)[number];

/** The owner id of the platform's own accounts (fee income), one per coin. */
export const platformOwnerId = 'platform';

/**
 * One account per owner per coin: a merchant (owner id = merchant ID), a wallet user (owner id = UID)
 * or the platform. Wallet users also hold reward points (spent before available at checkout) and a
 * to-be-confirmed balance. The database itself refuses a negative balance.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerKind: text('owner_kind').$type<OwnerKind>().notNull(),
    ownerId: text('owner_id').notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    available: numeric('available').notNull().default('0'),
    frozen: numeric('frozen').notNull().default('0'),
    reward: numeric('reward').notNull().default('0'),
    toBeConfirmed: numeric('to_be_confirmed').notNull().default('0'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('accounts_owner_coin_idx').on(table.ownerKind, table.ownerId, table.coinCode),
    check('accounts_owner_kind_check', sql`${table.ownerKind} in ('merchant', 'wallet_user', 'platform')`),
    check('accounts_available_not_negative', sql`${table.available} >= 0`),
    check('accounts_frozen_not_negative', sql`${table.frozen} >= 0`),
    check('accounts_reward_not_negative', sql`${table.reward} >= 0`),
    check('accounts_to_be_confirmed_not_negative', sql`${table.toBeConfirmed} >= 0`),
  ],
);

/**
 * One row per account touched per ledger change: the figures before and after, so replaying the rows
 * of an account from zero gives its balance. `merchant_id` is set on merchant accounts' rows (the
 * merchant's fund flow); wallet users' and the platform's rows have it null.
 */
export const fundFlows = pgTable(
  'fund_flows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    merchantId: integer('merchant_id').references(() => merchants.id),
    coinCode: text('coin_code').notNull(),
    /** The serial or order number of the business record the change belongs to. */
    serialNumber: text('serial_number').notNull(),
    transactionType: text('transaction_type').notNull(),
    /** Signed amount of the movement for this account (see docs/decisions/ledger.md). */
    transactionNumber: numeric('transaction_number').notNull(),
    charge: numeric('charge').notNull(),
    availableBefore: numeric('available_before').notNull(),
    availableAfter: numeric('available_after').notNull(),
    frozenBefore: numeric('frozen_before').notNull(),
    frozenAfter: numeric('frozen_after').notNull(),
    rewardBefore: numeric('reward_before').notNull(),
    rewardAfter: numeric('reward_after').notNull(),
    toBeConfirmedBefore: numeric('to_be_confirmed_before').notNull(),
    toBeConfirmedAfter: numeric('to_be_confirmed_after').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    index('fund_flows_merchant_time_idx').on(table.merchantId, table.createdAt, table.id),
    // Keyset paging of the fund-flow list sorted by amount (server/db/pagedList.ts).
    index('fund_flows_merchant_amount_idx').on(table.merchantId, table.transactionNumber, table.id),
    index('fund_flows_account_idx').on(table.accountId, table.id),
    index('fund_flows_serial_idx').on(table.serialNumber),
  ],
);

/** Serial and order numbers: a prefix, the UTC date and this sequence, so no two records share one. */
export const serialNumberSequence = pgSequence('serial_number_seq', { startWith: 1 });
