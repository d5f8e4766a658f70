/**
 * What a payer may ask a merchant for in the wallet: nothing, unless the merchant allows wallet claims of the coin
 * (`review_free_limits.wallet_claim_days`); then what the payer paid the merchant in the coin within that many days,
 * less what they asked it for in the same window (pending and approved withdrawals, of either source). A withdrawal
 * comes after the payments it draws on, so it leaves the window after them: no payment is claimed back twice.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rechargeOrders, reviewFreeLimits } from '../db/schema';
import { decimal, zero, type Decimal } from '../ledger/money';
import { requestedSince } from './repository';

export interface WalletClaim {
  /** How far back payments count; null: the merchant takes no withdrawal requests from the wallet in this coin. */
  windowDays: number | null;
  /** The most the payer may ask for now (never below zero). */
  claimable: Decimal;
}

const day = 24 * 60 * 60_000;

export async function walletClaimOf(db: Executor, claim: { merchantId: number; uid: string; coin: string }, now: Date): Promise<WalletClaim> {
  const [rule] = await db
    .select({ windowDays: reviewFreeLimits.walletClaimDays })
    .from(reviewFreeLimits)
    .where(and(eq(reviewFreeLimits.merchantId, claim.merchantId), eq(reviewFreeLimits.coinCode, claim.coin)));
  const windowDays = rule?.windowDays ?? null;
  if (windowDays === null) return { windowDays, claimable: zero };
  const since = new Date(now.getTime() - windowDays * day);
  const [paid] = await db
    .select({ total: sql<string | null>`sum(${rechargeOrders.amount})` })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.paymentId, claim.uid),
        eq(rechargeOrders.merchantId, claim.merchantId),
        eq(rechargeOrders.coinCode, claim.coin),
        eq(rechargeOrders.orderStatus, 'coin_transferred'),
        gte(rechargeOrders.paidAt, since),
      ),
    );
  const asked = await requestedSince(db, claim, since);
  const left = decimal(paid?.total ?? '0').minus(decimal(asked));
  return { windowDays, claimable: left.greaterThan(0) ? left : zero };
}
