/** The sign-in credentials of merchant operators. */
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { merchantUsers } from '../db/schema';

export type MerchantUser = typeof merchantUsers.$inferSelect;

/** Usernames are case-insensitive: stored and looked up in lower case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByUsername(db: Executor, username: string): Promise<MerchantUser | undefined> {
  const [row] = await db.select().from(merchantUsers).where(eq(merchantUsers.username, normalizeUsername(username)));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<MerchantUser | undefined> {
  const [row] = await db.select().from(merchantUsers).where(eq(merchantUsers.id, id));
  return row;
}

export async function findUserOfMerchant(db: Executor, merchantId: number): Promise<MerchantUser | undefined> {
  const [row] = await db.select().from(merchantUsers).where(eq(merchantUsers.merchantId, merchantId)).orderBy(merchantUsers.id).limit(1);
  return row;
}

/**
 * Spends a TOTP step: true only if it is later than every step used before. One conditional update,
 * so two requests racing with the same code cannot both win.
 */
export async function spendTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(merchantUsers)
    .set({ totpLastStep: step })
    .where(and(eq(merchantUsers.id, userId), lt(merchantUsers.totpLastStep, step)))
    .returning({ id: merchantUsers.id });
  return updated.length > 0;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(merchantUsers).set({ passwordHash }).where(eq(merchantUsers.id, userId));
}

export async function setPendingTotpSecret(db: Executor, userId: number, secret: string): Promise<void> {
  await db.update(merchantUsers).set({ pendingTotpSecret: secret }).where(eq(merchantUsers.id, userId));
}

/**
 * Makes `secret` the authenticator. The step counter stays: steps are wall-clock time,
 * so a code of an already used step stays spent whatever the secret.
 */
export async function replaceTotpSecret(db: Executor, userId: number, secret: string): Promise<void> {
  await db.update(merchantUsers).set({ totpSecret: secret, pendingTotpSecret: null }).where(eq(merchantUsers.id, userId));
}
