import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sessionColumns, time } from './columns';
import { walletUsers } from './walletUsers';

/**
 * A payer signed in to their wallet (server/wallet/session.ts), not tied to an order like the checkout's sessions.
 * Only the SHA-256 of the token is stored. It ends at expires_at (30 days after sign-in), 7 days after its last call,
 * or when revoked (sign-out, the payer ending it from another session).
 */
export const walletSessions = pgTable(
  'wallet_sessions',
  {
    ...sessionColumns(),
    uid: text('uid')
      .notNull()
      .references(() => walletUsers.uid),
  },
  (table) => [index('wallet_sessions_uid_idx').on(table.uid), index('wallet_sessions_expiry_idx').on(table.expiresAt)],
);

/**
 * Idempotency-Key of the wallet's money-moving calls, per payer, as idempotency_keys is per merchant
 * (server/http/idempotency.ts): written in the transaction of the money change, with the answer it gave.
 */
export const walletIdempotencyKeys = pgTable(
  'wallet_idempotency_keys',
  {
    uid: text('uid')
      .notNull()
      .references(() => walletUsers.uid),
    key: text('key').notNull(),
    /** SHA-256 of the path and the validated body. */
    requestHash: text('request_hash').notNull(),
    /** The `data` of the first answer, as JSON text. */
    response: text('response'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.key] }), index('wallet_idempotency_keys_created_idx').on(table.createdAt)],
);
