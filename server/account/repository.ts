/** Merchants: creation (seed and platform operations), reading, and the changes platform staff make. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { merchants, merchantUsers, type AccountType, type KycStatus, type MerchantStatus } from '../db/schema';
import { merchantStatusChanged } from '../auth/sessionCache';

export type Merchant = typeof merchants.$inferSelect;

export interface NewMerchant {
  name: string;
  accountType: AccountType;
  agentId: number | null;
  username: string;
  passwordHash: string;
  /** As stored: sealed with the server key (provision.ts seals it). */
  totpSecret: string;
}

/** The merchant and its operator, in one transaction so neither exists without the other. */
export async function createMerchant(db: Executor, input: NewMerchant, now: Date): Promise<{ merchant: Merchant; userId: number }> {
  return db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({ name: input.name, accountType: input.accountType, agentId: input.agentId, createdAt: now, updatedAt: now })
      .returning();
    if (!merchant) throw new Error('merchant insert returned nothing');
    const [user] = await tx
      .insert(merchantUsers)
      .values({
        merchantId: merchant.id,
        username: input.username,
        passwordHash: input.passwordHash,
        totpSecret: input.totpSecret,
        createdAt: now,
      })
      .returning({ id: merchantUsers.id });
    if (!user) throw new Error('merchant user insert returned nothing');
    return { merchant, userId: user.id };
  });
}

export async function findMerchant(db: Executor, id: number): Promise<Merchant | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  return row;
}

/** A merchant the caller may read: itself, or a sub-merchant when the caller is its agent. */
export async function findReadableMerchant(db: Executor, callerId: number, targetId: number): Promise<Merchant | undefined> {
  if (callerId === targetId) return findMerchant(db, targetId);
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, targetId), eq(merchants.agentId, callerId)));
  return row;
}

/** Marks the account data as changed, for check_update_mch. */
export async function touchMerchant(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(merchants).set({ updatedAt: now }).where(eq(merchants.id, id));
}

export async function setMerchantStatus(db: Executor, id: number, status: MerchantStatus, now: Date): Promise<void> {
  await db.update(merchants).set({ status, updatedAt: now }).where(eq(merchants.id, id));
  // Sessions kept in memory carry the status: they must read it again (server/auth/sessionCache.ts).
  await merchantStatusChanged(db);
}

export async function setMerchantKyc(db: Executor, id: number, kycStatus: KycStatus, now: Date): Promise<void> {
  await db.update(merchants).set({ kycStatus, updatedAt: now }).where(eq(merchants.id, id));
}
