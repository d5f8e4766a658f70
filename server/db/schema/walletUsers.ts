import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { coins } from './coins';
import { time } from './columns';

export const walletUserStatuses = ['active', 'suspended'] as const;
export type WalletUserStatus = (typeof walletUserStatuses)[number];

/**
 * Wallet users of the platform (payers, withdrawal requesters, adjustment targets). A user who signs in at the
 * hosted checkout has payer credentials and identity steps; the others leave those columns null.
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
  /** Sealed under the server key (server/crypto/secretBox.ts, purpose `wallet_user.id_number`), never in plain text. */
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
  /** Suspended by platform staff: no sign-in at the checkout or in the wallet, no session, so no payment. */
  status: text('status').$type<WalletUserStatus>().notNull().default('active'),
  /** Why the user was last suspended or resumed; null when never. */
  statusReason: text('status_reason'),
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
