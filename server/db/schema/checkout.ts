import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';
import { walletUsers } from './walletUsers';

/**
 * A payer signed in at the checkout, for one order. Only the SHA-256 of the token is stored. The session ends at
 * expires_at (the order's payment time or 30 minutes after sign-in, whichever is first), or when revoked (paid).
 */
export const payerSessions = pgTable(
  'payer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => walletUsers.uid),
    orderPublicId: text('order_public_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (table) => [index('payer_sessions_uid_idx').on(table.uid), index('payer_sessions_expiry_idx').on(table.expiresAt)],
);

/**
 * Slide-to-verify: a challenge opened when the payer starts sliding (one verification, then spent), and the token
 * a completed slide earns (one sign-in, then spent). Both short-lived and bound to one order at the checkout, or to
 * none (order_public_id null) for a wallet sign-in; the token's hash only.
 */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    id: text('id').primaryKey(),
    orderPublicId: text('order_public_id'),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    /** Set by the one verification the challenge allows, passed or not. */
    verifiedAt: time('verified_at'),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: time('token_expires_at'),
    tokenUsedAt: time('token_used_at'),
  },
  (table) => [index('slider_challenges_expiry_idx').on(table.expiresAt)],
);

/**
 * One-time codes sent to a payer's phone during identity authentication, or to a new wallet account's phone at sign-up
 * (uid null: the account does not exist yet): hashed (with a salt), 5 minutes, few attempts.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').references(() => walletUsers.uid),
    phone: text('phone').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    /** The address prefix that asked for the code (IPv4 /32, IPv6 /64): send_code's daily cap per address counts these. */
    ip: text('ip'),
  },
  (table) => [
    index('phone_codes_phone_time_idx').on(table.phone, table.createdAt),
    index('phone_codes_uid_phone_idx').on(table.uid, table.phone),
    index('phone_codes_ip_time_idx').on(table.ip, table.createdAt),
    // The server's daily SMS budget counts every code of the last 24 hours.
    index('phone_codes_time_idx').on(table.createdAt),
  ],
);
