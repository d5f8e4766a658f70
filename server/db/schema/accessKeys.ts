import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

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
