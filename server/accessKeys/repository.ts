/**
 * API keys: one per merchant (the unique index on merchant_id decides, also under races). The HMAC secret
 * and the webhook secret are stored sealed with the server key (see accessKeys.ts for their purposes).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accessKeys } from '../db/schema';

export type AccessKeyRow = typeof accessKeys.$inferSelect;

/** The key a signed call names (X-Access-Key); undefined when there is none (never made, or deleted). */
export async function findAccessKeyByKey(db: Executor, accessKey: string): Promise<AccessKeyRow | undefined> {
  const [row] = await db.select().from(accessKeys).where(eq(accessKeys.accessKey, accessKey));
  return row;
}

/** The merchant's key; undefined when it has none. */
export async function findAccessKeyOfMerchant(db: Executor, merchantId: number): Promise<AccessKeyRow | undefined> {
  const [row] = await db.select().from(accessKeys).where(eq(accessKeys.merchantId, merchantId));
  return row;
}

export async function findAccessKeysOfMerchants(db: Executor, merchantIds: number[]): Promise<AccessKeyRow[]> {
  return db.select().from(accessKeys).where(inArray(accessKeys.merchantId, merchantIds));
}

export interface NewAccessKey {
  merchantId: number;
  accessKey: string;
  /** Sealed, never plain. */
  secretEncrypted: string;
  /** Sealed, never plain. */
  webhookSecretEncrypted: string;
  ip: string;
  now: Date;
}

/** The new row, or null when the merchant already has a key. */
export async function insertAccessKey(db: Executor, key: NewAccessKey): Promise<AccessKeyRow | null> {
  const [row] = await db
    .insert(accessKeys)
    .values({
      merchantId: key.merchantId,
      accessKey: key.accessKey,
      secretEncrypted: key.secretEncrypted,
      webhookSecretEncrypted: key.webhookSecretEncrypted,
      ip: key.ip,
      createdAt: key.now,
      updatedAt: key.now,
    })
    .onConflictDoNothing({ target: accessKeys.merchantId })
    .returning();
  return row ?? null;
}

/** The changed row, or undefined when the merchant has no key. */
export async function setAccessKeyIp(db: Executor, merchantId: number, ip: string, now: Date): Promise<AccessKeyRow | undefined> {
  const [row] = await db.update(accessKeys).set({ ip, updatedAt: now }).where(eq(accessKeys.merchantId, merchantId)).returning();
  return row;
}

/** True when a key was deleted. */
export async function deleteAccessKey(db: Executor, merchantId: number): Promise<boolean> {
  const deleted = await db.delete(accessKeys).where(eq(accessKeys.merchantId, merchantId)).returning({ id: accessKeys.id });
  return deleted.length > 0;
}
