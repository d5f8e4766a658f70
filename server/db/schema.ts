/**
 * The database schema (drizzle-orm, PostgreSQL dialect: the same tables on PGlite and on PostgreSQL).
 * Migrations come from this file: `npm run db:generate` writes them into server/db/migrations.
 *
 * Times are `timestamptz` written from the server's injectable clock (never `now()` in SQL),
 * so tests can move time for TOTP, lockout and session expiry. Money is `numeric`, never a float.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Account types and statuses of spec section 3. */
export const accountTypes = ['regular', 'advanced', 'agent'] as const;
export type AccountType = (typeof accountTypes)[number];
export const merchantStatuses = ['normal', 'suspended'] as const;
export type MerchantStatus = (typeof merchantStatuses)[number];
export const kycStatuses = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];

export const merchants = pgTable(
  'merchants',
  {
    /** The merchant ID operators see (and share for transfers); starts at 100001 so it looks like one. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    name: text('name').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull().default('regular'),
    status: text('status').$type<MerchantStatus>().notNull().default('normal'),
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('unverified'),
    /** An agent's sub-merchants point at the agent; the agent may read their account detail. */
    agentId: integer('agent_id'),
    createdAt: time('created_at').notNull(),
    /** Bumped on every change of what account/detail shows; check_update_mch compares against it. */
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('merchants_agent_idx').on(table.agentId)],
);

/**
 * The person who signs in for a merchant, with the credentials.
 * One operator per merchant today; a separate table keeps room for several.
 */
export const merchantUsers = pgTable('merchant_users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  /** Stored lower-case: sign-in is case-insensitive on the username. */
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret').notNull(),
  /** Offered by get_google_secret, becomes totpSecret once update_google_secret proves it with a code. */
  pendingTotpSecret: text('pending_totp_secret'),
  /** The last TOTP time step accepted: a code of this step or earlier is a replay. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  createdAt: time('created_at').notNull(),
});

/** Signed-in sessions. Only the SHA-256 of the token is stored, so a database leak hands out no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantUserId: integer('merchant_user_id')
      .notNull()
      .references(() => merchantUsers.id),
    ip: text('ip').notNull(),
    createdAt: time('created_at').notNull(),
    lastSeenAt: time('last_seen_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.merchantUserId)],
);

export const loginResults = ['success', 'bad_credentials', 'locked', 'ip_not_allowed', 'suspended'] as const;
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

/**
 * Failed sign-in counters, one row per account ("user:<name>") and per IP ("ip:<address>").
 * A row of its own rather than counting log rows: the lock has a clear start and end.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: time('window_start').notNull(),
  lockedUntil: time('locked_until'),
});

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

/** Platform-wide settings shared by every server process (maintenance mode, support contacts). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: time('updated_at').notNull(),
});

/** Server key pairs (the login RSA key), kept in the database so every process uses the same one. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: time('created_at').notNull(),
});

export const coinTypes = ['fiat', 'crypto'] as const;
export type CoinType = (typeof coinTypes)[number];

/**
 * Coins (markets). Fee rates are fractions of the amount (0.01 = 1 %).
 * `numeric` without a fixed scale gives back exactly what was stored ('100', not '100.000000').
 */
export const coins = pgTable('coins', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  coinType: text('coin_type').$type<CoinType>().notNull(),
  decimals: integer('decimals').notNull(),
  rechargeFeeRate: numeric('recharge_fee_rate').notNull(),
  withdrawalFeeRate: numeric('withdrawal_fee_rate').notNull(),
  transferFeeRate: numeric('transfer_fee_rate').notNull(),
  internalFeeRate: numeric('internal_fee_rate').notNull(),
  minWithdrawal: numeric('min_withdrawal').notNull(),
  /** A transfer must be greater than this. */
  minTransfer: numeric('min_transfer').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A merchant's market switch: which coins it trades in. */
export const merchantMarkets = pgTable(
  'merchant_markets',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    enabled: boolean('enabled').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.coinCode] })],
);

/** Wallet users of the platform (payers, withdrawal requesters, adjustment targets). */
export const walletUsers = pgTable('wallet_users', {
  uid: text('uid').primaryKey(),
  nickname: text('nickname').notNull(),
  createdAt: time('created_at').notNull(),
});

/** The markets a wallet user has enabled ("The user has not enabled this market"). */
export const walletUserMarkets = pgTable(
  'wallet_user_markets',
  {
    uid: text('uid')
      .notNull()
      .references(() => walletUsers.uid),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
  },
  (table) => [primaryKey({ columns: [table.uid, table.coinCode] })],
);
