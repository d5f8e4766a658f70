/**
 * The database schema (drizzle-orm, PostgreSQL dialect: the same tables on PGlite and on PostgreSQL).
 * Migrations come from this file: `npm run db:generate` writes them into server/db/migrations.
 *
 * Times are `timestamptz` written from the server's injectable clock (never `now()` in SQL),
 * so tests can move time for TOTP, lockout and session expiry. Money is `numeric`, never a float.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
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
    /** IANA time zone of the merchant's day: the dashboard's "today" and its daily charts (issue 12). */
    timeZone: text('time_zone').notNull().default('UTC'),
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
    /** The session as the sessions list names it (the token hash never leaves the server). */
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    merchantUserId: integer('merchant_user_id')
      .notNull()
      .references(() => merchantUsers.id),
    ip: text('ip').notNull(),
    /** The User-Agent header at sign-in (cut to 512 characters), for the device column of the sessions list. */
    userAgent: text('user_agent'),
    createdAt: time('created_at').notNull(),
    lastSeenAt: time('last_seen_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
    /** Until when a verified step-up code lets this session make protected changes without another (server/auth/stepUp.ts). */
    stepUpUntil: time('step_up_until'),
  },
  (table) => [index('sessions_user_idx').on(table.merchantUserId)],
);

/**
 * One-time links where an operator sets a password and binds an authenticator before signing in (a new operator)
 * or instead of the ones it has (a reset). As with sessions only the SHA-256 of the token is stored. The
 * authenticator secret the link offers is made with the link and stored sealed, so every visit shows the same QR.
 */
export const enrolmentLinks = pgTable(
  'enrolment_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantUserId: integer('merchant_user_id')
      .notNull()
      .references(() => merchantUsers.id),
    /** 'enrol': the operator has no usable password yet; 'reset': it replaces the password and authenticator it has. */
    purpose: text('purpose').$type<'enrol' | 'reset'>().notNull(),
    totpSecret: text('totp_secret').notNull(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('enrolment_links_user_idx').on(table.merchantUserId)],
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

/**
 * Which server key seals this database's secrets: a fingerprint (an HMAC of a fixed text under the key, never the key),
 * one row. A process with another key, or none, refuses to start instead of sealing with a key the others cannot read.
 */
export const sealingKey = pgTable('sealing_key', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  recordedAt: time('recorded_at').notNull(),
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
  /** The smallest order the merchant order API creates in this coin (0: any positive amount). */
  minOrderAmount: numeric('min_order_amount').notNull().default('0'),
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

/**
 * Wallet users of the platform (payers, withdrawal requesters, adjustment targets). A user who signs in at the
 * hosted checkout has payer credentials and identity steps (issue 11); the others leave those columns null.
 */
export const walletUsers = pgTable('wallet_users', {
  uid: text('uid').primaryKey(),
  nickname: text('nickname').notNull(),
  createdAt: time('created_at').notNull(),
  /** The wallet sign-in name at the checkout, stored lower-case (sign-in ignores case); null: cannot sign in. */
  username: text('username').unique(),
  /** argon2id, like the merchants' passwords. */
  passwordHash: text('password_hash'),
  /** argon2id of the 6-digit payment password; null until set. */
  paymentPasswordHash: text('payment_password_hash'),
  /** Identity authentication: each step is done when its column is set. */
  realName: text('real_name'),
  idNumber: text('id_number'),
  /** Proven with a one-time code sent to it. */
  phone: text('phone'),
  email: text('email'),
  /** Only the last 4 digits of the linked bank card are kept, enough to show which card it is. */
  bankCardLast4: text('bank_card_last4'),
  bankCardLinked: boolean('bank_card_linked').notNull().default(false),
  /** Wrong payment passwords in a row; the 5th locks paying until payment_locked_until, a right one resets. */
  paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
  paymentLockedUntil: time('payment_locked_until'),
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

// ---------- the ledger (issue 5) ----------
// Every balance lives in `accounts`; only server/ledger changes it, and every change writes one
// `fund_flows` row per account it touched. Amounts are numeric strings quantized to the coin's decimals.

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
    /** Signed amount of the movement for this account (see docs/decisions.md "## Ledger"). */
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

export const orderStatuses = ['pending', 'approved', 'rejected'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const rechargeStatuses = ['created', 'coin_transferred', 'cancelled', 'auto_cancelled'] as const;
export type RechargeStatus = (typeof rechargeStatuses)[number];

/** A transfer between merchants, stored once per side: the payer's 'transfer' row and the recipient's 'receive' row. */
export const transfers = pgTable(
  'transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Whose record this row is. */
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    transferType: text('transfer_type').$type<'transfer' | 'receive'>().notNull(),
    serialNumber: text('serial_number').notNull(),
    paymentMerchantId: integer('payment_merchant_id')
      .notNull()
      .references(() => merchants.id),
    receiptMerchantId: integer('receipt_merchant_id')
      .notNull()
      .references(() => merchants.id),
    paymentAddress: text('payment_address').notNull(),
    receiptAddress: text('receipt_address').notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    transferAmount: numeric('transfer_amount').notNull(),
    transferFee: numeric('transfer_fee').notNull(),
    internalTransferFee: numeric('internal_transfer_fee').notNull(),
    settlementAmount: numeric('settlement_amount').notNull(),
    transferStatus: text('transfer_status').$type<'completed'>().notNull(),
    remark: text('remark').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('transfers_serial_side_idx').on(table.serialNumber, table.transferType),
    index('transfers_merchant_time_idx').on(table.merchantId, table.createdAt),
  ],
);

/** A payer's order paid to a merchant (user recharge record). */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The merchant's order number. */
    orderId: text('order_id').notNull(),
    serialNumber: text('serial_number').notNull().unique(),
    /** The order's id in the merchant order API and the checkout URL: random, so no one can guess another's. */
    publicId: text('public_id').unique(),
    /** The payer, once paid (null while an API order waits for payment). */
    paymentId: text('payment_id').references(() => walletUsers.uid),
    nick: text('nick'),
    externalAccount: text('external_account'),
    /** Order API only: what is paid for, where webhooks go, where the payer returns. */
    subject: text('subject'),
    notifyUrl: text('notify_url'),
    returnUrl: text('return_url'),
    /** Order API only: SHA-256 of the creating body, so the same merchant_order_no with another body is refused. */
    requestHash: text('request_hash'),
    /** The latest payment time of an order that waits for payment. */
    expiresAt: time('expires_at'),
    /** When the wallet app reported the QR code scanned. */
    scannedAt: time('scanned_at'),
    paidAt: time('paid_at'),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    amount: numeric('amount').notNull(),
    handlingFee: numeric('handling_fee').notNull(),
    settlementAmount: numeric('settlement_amount').notNull(),
    orderFrom: text('order_from').$type<'scan' | 'api'>().notNull(),
    orderStatus: text('order_status').$type<RechargeStatus>().notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('recharge_orders_merchant_order_idx').on(table.merchantId, table.orderId),
    index('recharge_orders_merchant_time_idx').on(table.merchantId, table.createdAt),
    // The expiry sweep reads only orders still waiting for payment.
    index('recharge_orders_expiry_idx').on(table.expiresAt).where(sql`order_status = 'created'`),
  ],
);

/**
 * The merchant's API key (one per merchant). The HMAC secret and the webhook secret must be usable by the
 * server (to verify and to sign), so they are stored encrypted (AES-256-GCM, server/crypto/secretBox.ts), never
 * in plain text and never answered again after creation.
 */
export const accessKeys = pgTable('access_keys', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantId: integer('merchant_id')
    .notNull()
    .unique()
    .references(() => merchants.id),
  accessKey: text('access_key').notNull().unique(),
  secretEncrypted: text('secret_encrypted').notNull(),
  webhookSecretEncrypted: text('webhook_secret_encrypted').notNull(),
  /** Normalised comma-separated addresses the signed calls may come from. */
  ip: text('ip').notNull(),
  /** The default webhook endpoint, for orders created without notify_url. */
  webhookUrl: text('webhook_url'),
  /** The default return URL, for orders created without return_url (the spec's cut-in setting, with webhookUrl). */
  returnUrl: text('return_url'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
});

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

export const webhookEventTypes = ['order.paid', 'order.cancelled', 'order.expired', 'test'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

/**
 * The webhook outbox: an event is written in the same transaction as the order change it reports, then
 * delivered by the worker of any server process (claimed with FOR UPDATE SKIP LOCKED), retried with backoff.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** Standard Webhooks' webhook-id: the same on every attempt, so the receiver can drop duplicates. */
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    /** The order's public id; null for a test event. */
    orderPublicId: text('order_public_id'),
    url: text('url').notNull(),
    /** The JSON body sent, fixed when the event is written. */
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: time('next_attempt_at'),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    deliveredAt: time('delivered_at'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    index('webhook_events_due_idx').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_events_merchant_time_idx').on(table.merchantId, table.createdAt),
  ],
);

/** A wallet user's withdrawal from a merchant, reviewed by the merchant. */
export const userWithdrawals = pgTable(
  'user_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    orderId: text('order_id').notNull().unique(),
    serialNumber: text('serial_number').notNull().unique(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => walletUsers.uid),
    nick: text('nick').notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    amount: numeric('amount').notNull(),
    handlingFee: numeric('handling_fee').notNull(),
    settlementAmount: numeric('settlement_amount').notNull(),
    orderStatus: text('order_status').$type<OrderStatus>().notNull(),
    /** The reviewer's username, or 'automatic' under the review-free limit; null while pending. */
    audit: text('audit'),
    /** The rejection reason. */
    remark: text('remark'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    index('user_withdrawals_merchant_time_idx').on(table.merchantId, table.createdAt),
    // The dashboard's pending-review count (issue 12).
    index('user_withdrawals_pending_idx').on(table.merchantId).where(sql`order_status = 'pending'`),
  ],
);

/** A merchant's review-free withdrawal limit per coin: at or below it a user withdrawal is approved at once. */
export const reviewFreeLimits = pgTable(
  'review_free_limits',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    limitAmount: numeric('limit_amount').notNull(),
    // (issue 13) Approving a withdrawal above this amount asks for the authenticator code; null: approvals never ask.
    approvalCodeAbove: numeric('approval_code_above'),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.coinCode] })],
);

/** A balance adjustment: the merchant pays one of its users from its available balance. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    serialNumber: text('serial_number').notNull().unique(),
    receiptUserId: text('receipt_user_id')
      .notNull()
      .references(() => walletUsers.uid),
    receiptNickname: text('receipt_nickname').notNull(),
    balanceType: text('balance_type').$type<'available' | 'to_be_confirmed'>().notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    payAmount: numeric('pay_amount').notNull(),
    handlingFee: numeric('handling_fee').notNull(),
    settlementAmount: numeric('settlement_amount').notNull(),
    remark: text('remark').notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('adjustments_merchant_time_idx').on(table.merchantId, table.createdAt)],
);

export const paymentMethodTypes = ['bank_card', 'e_wallet'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/** A merchant's bank card or e-wallet for fiat withdrawals. Deleting keeps the row (deleted_at) for past withdrawals. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    type: text('type').$type<PaymentMethodType>().notNull(),
    coinCode: text('coin_code')
      .notNull()
      .references(() => coins.code),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    enabled: boolean('enabled').notNull(),
    createdAt: time('created_at').notNull(),
    deletedAt: time('deleted_at'),
  },
  (table) => [index('payment_methods_merchant_idx').on(table.merchantId, table.createdAt)],
);

export const usdtNetworks = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof usdtNetworks)[number];

/** A merchant's USDT deposit declared with its TXID, credited when the platform approves it. */
export const usdtRecharges = pgTable(
  'usdt_recharges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: text('status').$type<OrderStatus>().notNull(),
    tradeCount: numeric('trade_count').notNull(),
    inAbbreviation: text('in_abbreviation')
      .notNull()
      .references(() => coins.code),
    rate: numeric('rate').notNull(),
    exchangeCount: numeric('exchange_count').notNull(),
    usdtRechargeFee: numeric('usdt_recharge_fee').notNull(),
    fee: numeric('fee').notNull(),
    count: numeric('count').notNull(),
    network: text('network').$type<UsdtNetwork>().notNull(),
    address: text('address').notNull(),
    /** The address the merchant declares it sent from, for the reviewer to match on chain; null on declarations made before it was asked. */
    senderAddress: text('sender_address'),
    txid: text('txid').notNull(),
    remark: text('remark'),
    createdAt: time('created_at').notNull(),
    auditTime: time('audit_time'),
  },
  (table) => [
    // A chain transaction is claimed by one declaration at a time, however its hex is cased and whichever merchant
    // declares it: a pending or approved one holds it, a rejected one lets it be declared again.
    uniqueIndex('usdt_recharges_txid_claim_idx').on(sql`lower(${table.txid})`).where(sql`status <> 'rejected'`),
    index('usdt_recharges_merchant_time_idx').on(table.merchantId, table.createdAt),
    index('usdt_recharges_pending_idx').on(table.merchantId).where(sql`status = 'pending'`),
  ],
);

/** A merchant's USDT withdrawal: `count` frozen at request, paid (with the payout TXID) or returned at review. */
export const usdtWithdrawals = pgTable(
  'usdt_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: text('status').$type<OrderStatus>().notNull(),
    outAbbreviation: text('out_abbreviation')
      .notNull()
      .references(() => coins.code),
    tradeCount: numeric('trade_count').notNull(),
    rate: numeric('rate').notNull(),
    usdtWithdrawalFee: numeric('usdt_withdrawal_fee').notNull(),
    fee: numeric('fee').notNull(),
    count: numeric('count').notNull(),
    network: text('network').$type<UsdtNetwork>().notNull(),
    address: text('address').notNull(),
    txid: text('txid'),
    remark: text('remark'),
    createdAt: time('created_at').notNull(),
    auditTime: time('audit_time'),
  },
  (table) => [
    index('usdt_withdrawals_merchant_time_idx').on(table.merchantId, table.createdAt),
    index('usdt_withdrawals_pending_idx').on(table.merchantId).where(sql`status = 'pending'`),
  ],
);

/** A merchant's fiat withdrawal to one of its payment methods: frozen at request, paid or returned at review. */
export const fiatWithdrawals = pgTable(
  'fiat_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    status: text('status').$type<OrderStatus>().notNull(),
    outAbbreviation: text('out_abbreviation')
      .notNull()
      .references(() => coins.code),
    tradeCount: numeric('trade_count').notNull(),
    abbreviation: text('abbreviation')
      .notNull()
      .references(() => coins.code),
    rate: numeric('rate').notNull(),
    currencyWithdrawalFee: numeric('currency_withdrawal_fee').notNull(),
    fee: numeric('fee').notNull(),
    count: numeric('count').notNull(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /**
     * Where the money goes, as the payment method was when the merchant asked (and proved the step-up): the platform
     * pays this, whatever the method says later. Null only on rows older than the snapshot.
     */
    destinationType: text('destination_type').$type<PaymentMethodType>(),
    destinationBankName: text('destination_bank_name'),
    destinationHolderName: text('destination_holder_name'),
    destinationAccountNumber: text('destination_account_number'),
    remark: text('remark'),
    createdAt: time('created_at').notNull(),
    auditTime: time('audit_time'),
  },
  (table) => [
    index('fiat_withdrawals_merchant_time_idx').on(table.merchantId, table.createdAt),
    index('fiat_withdrawals_pending_idx').on(table.merchantId).where(sql`status = 'pending'`),
  ],
);

// ---------- the hosted checkout (issue 11) ----------

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
 * a completed slide earns (one sign-in, then spent). Both short-lived and bound to one order; the token's hash only.
 */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    id: text('id').primaryKey(),
    orderPublicId: text('order_public_id').notNull(),
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

/** One-time codes sent to a payer's phone during identity authentication: hashed (with a salt), 5 minutes, few attempts. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid')
      .notNull()
      .references(() => walletUsers.uid),
    phone: text('phone').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    /** The address that asked for the code: send_code's daily cap per IP counts these. */
    ip: text('ip'),
  },
  (table) => [
    index('phone_codes_phone_time_idx').on(table.phone, table.createdAt),
    index('phone_codes_uid_phone_idx').on(table.uid, table.phone),
    index('phone_codes_ip_time_idx').on(table.ip, table.createdAt),
  ],
);

// ---------- the console's remaining pages (issue 12): audit log, files, verification, help, announcements ----------

/** Raw bytes: Buffer in, Buffer out (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

/** Uploaded files, kept in the database so every server process on it serves them; only the owner reads one. */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** `file_` and 32 hex digits: unguessable, and still checked against the owner. */
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    fileName: text('file_name').notNull(),
    /** Detected from the content, never taken from the name or the browser. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('stored_files_merchant_idx').on(table.merchantId, table.createdAt)],
);

export const kycSubmissionStatuses = ['pending', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof kycSubmissionStatuses)[number];

/** A merchant's verification (KYC) submission, reviewed by platform staff; at most one pending per merchant. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    companyName: text('company_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    country: text('country').notNull(),
    companyAddress: text('company_address').notNull(),
    representativeName: text('representative_name').notNull(),
    representativeIdNumber: text('representative_id_number').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    /** The merchant's own files (stored_files ids). */
    documentIds: jsonb('document_ids').$type<string[]>().notNull(),
    status: text('status').$type<KycSubmissionStatus>().notNull(),
    /** The rejection reason. */
    reason: text('reason'),
    createdAt: time('created_at').notNull(),
    reviewedAt: time('reviewed_at'),
  },
  (table) => [
    index('kyc_submissions_merchant_idx').on(table.merchantId, table.createdAt),
    uniqueIndex('kyc_submissions_one_pending_idx').on(table.merchantId).where(sql`status = 'pending'`),
    index('kyc_submissions_pending_idx').on(table.createdAt).where(sql`status = 'pending'`),
  ],
);

export const supportTicketStatuses = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

/** A question a merchant sent to support (the help center's contact form). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    subject: text('subject').notNull(),
    status: text('status').$type<SupportTicketStatus>().notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('support_tickets_merchant_idx').on(table.merchantId, table.updatedAt)],
);

/** The messages of a ticket: the merchant's question and the platform's replies; HTML sanitized when written. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    author: text('author').$type<'merchant' | 'platform'>().notNull(),
    bodyHtml: text('body_html').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('support_messages_ticket_idx').on(table.ticketId, table.id)],
);

/** An announcement of the platform to every merchant, in the four languages; bodies sanitized when published. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Per API language (en, zh_Hans, zh_Hant, vi). */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    bodyHtml: jsonb('body_html').$type<Record<string, string>>().notNull(),
    publishedAt: time('published_at').notNull(),
  },
  (table) => [index('announcements_published_idx').on(table.publishedAt)],
);

/** Which announcements a merchant has opened: the app bar's unread badge counts the others. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id),
    readAt: time('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.announcementId] })],
);
