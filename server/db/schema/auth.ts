import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { contactColumns, sessionColumns, stepUpColumns, time } from './columns';

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
  /** Where the operator's one-time link goes: given for a merchant's first operator created from the platform console. */
  ...contactColumns(),
});

/** Signed-in sessions. Only the SHA-256 of the token is stored, so a database leak hands out no session. */
export const sessions = pgTable(
  'sessions',
  {
    ...sessionColumns(),
    merchantUserId: integer('merchant_user_id')
      .notNull()
      .references(() => merchantUsers.id),
    ...stepUpColumns(),
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

/** Server key pairs (the login RSA key), kept in the database so every process uses the same one. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: time('created_at').notNull(),
});
