/** Wallet users of the platform: payers, withdrawal requesters, adjustment targets, and the markets they enabled. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { coins, walletUserMarkets, walletUsers } from '../db/schema';

export type WalletUser = typeof walletUsers.$inferSelect;

export async function findWalletUser(db: Executor, uid: string): Promise<WalletUser | undefined> {
  const [row] = await db.select().from(walletUsers).where(eq(walletUsers.uid, uid));
  return row;
}

/** The coins whose market the user has enabled, in display order. */
export async function enabledMarketsOf(db: Executor, uid: string): Promise<string[]> {
  const rows = await db
    .select({ code: coins.code })
    .from(walletUserMarkets)
    .innerJoin(coins, eq(coins.code, walletUserMarkets.coinCode))
    .where(eq(walletUserMarkets.uid, uid))
    .orderBy(asc(coins.sortOrder));
  return rows.map((row) => row.code);
}

export async function hasEnabledMarket(db: Executor, uid: string, coinCode: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: walletUserMarkets.uid })
    .from(walletUserMarkets)
    .where(and(eq(walletUserMarkets.uid, uid), eq(walletUserMarkets.coinCode, coinCode)));
  return row !== undefined;
}

/** A new wallet user with the given markets; null when the UID is taken. */
export async function createWalletUser(db: Executor, user: { uid: string; nickname: string; markets: string[] }, now: Date) {
  const [row] = await db.insert(walletUsers).values({ uid: user.uid, nickname: user.nickname, createdAt: now }).onConflictDoNothing().returning();
  if (!row) return null;
  if (user.markets.length > 0) await db.insert(walletUserMarkets).values(user.markets.map((coinCode) => ({ uid: user.uid, coinCode })));
  return row;
}
