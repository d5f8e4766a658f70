/**
 * The payer's 6-digit payment password, wherever it is asked for (paying at the checkout or in the wallet, paying a
 * merchant, changing it): set once, changed only with the old one, and five wrong ones in a row lock it for 15
 * minutes. Each attempt is counted before the check, so guesses sent at once cannot exceed the limit; a right one
 * resets the count.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { ResultCode } from '../../openapi/codes';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { walletUsers } from '../db/schema';
import { withAfterRollback } from '../http/afterRollback';
import { AppError, conflict } from '../http/errors';
import type { WalletUser } from '../walletUsers/repository';
import { isReady, paymentLockOf } from './payers';

export const paymentLockRules = {
  maxFailures: 5,
  lockMs: 15 * 60_000,
} as const;

export const verificationIncomplete = () => new AppError(ResultCode.forbidden, 'kassa.server.verificationIncomplete');

export function paymentLocked(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(ResultCode.locked, 'kassa.server.paymentLocked', { minutes });
}

/**
 * Counts the attempt as a failure before the password is checked, in one atomic update that also refuses a locked
 * payer: parallel guesses each take a count first, so no more than `maxFailures` of them are ever checked before the
 * lock. The attempt that takes the last count sets the lock itself (and the count starts afresh); a right password
 * then lifts it again. Answers the failures counted so far, or the lock in force.
 */
async function claimAttempt(db: Executor, uid: string, now: Date): Promise<{ failures: number } | { lockedUntil: Date }> {
  const until = new Date(now.getTime() + paymentLockRules.lockMs);
  const reachesLimit = sql`${walletUsers.paymentPasswordFailures} + 1 >= ${paymentLockRules.maxFailures}`;
  const [claimed] = await db
    .update(walletUsers)
    .set({
      paymentPasswordFailures: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${walletUsers.paymentPasswordFailures} + 1 END`,
      paymentLockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${until.toISOString()}::timestamptz ELSE ${walletUsers.paymentLockedUntil} END`,
    })
    .where(and(eq(walletUsers.uid, uid), or(isNull(walletUsers.paymentLockedUntil), lte(walletUsers.paymentLockedUntil, now))))
    .returning({ failures: walletUsers.paymentPasswordFailures, lockedUntil: walletUsers.paymentLockedUntil });
  if (claimed) return { failures: claimed.lockedUntil && claimed.lockedUntil > now ? paymentLockRules.maxFailures : claimed.failures };
  const [row] = await db.select({ lockedUntil: walletUsers.paymentLockedUntil }).from(walletUsers).where(eq(walletUsers.uid, uid));
  return { lockedUntil: row?.lockedUntil ?? until };
}

/**
 * Checks the payment password of a payer who has one: 4002 while locked, 4001 with the attempts left when wrong (the
 * fifth wrong one locks), nothing when right (the count starts afresh). On the database itself the count is written
 * before the check. In a money-moving call's transaction (the wallet's payment to a merchant) it is written there too,
 * and a refusal rolls it back: the refusal then carries the count, which the route layer writes again once the
 * transaction has ended (server/http/afterRollback.ts). The account row stays locked by the count until then, so
 * guesses at one payer still take their turns.
 */
export async function verifyPaymentPassword(db: Executor, user: WalletUser, password: string, now: Date): Promise<void> {
  const lockedUntil = paymentLockOf(user, now);
  if (lockedUntil) throw paymentLocked(lockedUntil, now);
  const attempt = await claimAttempt(db, user.uid, now);
  if ('lockedUntil' in attempt) throw paymentLocked(attempt.lockedUntil, now);
  if (!(await verifyPassword(user.paymentPasswordHash ?? undefined, password))) {
    const refusal =
      attempt.failures >= paymentLockRules.maxFailures
        ? paymentLocked(new Date(now.getTime() + paymentLockRules.lockMs), now)
        : new AppError(ResultCode.badCredentials, 'kassa.server.paymentPasswordWrong', { left: paymentLockRules.maxFailures - attempt.failures });
    throw withAfterRollback(refusal, (after) => claimAttempt(after, user.uid, now));
  }
  await db.update(walletUsers).set({ paymentPasswordFailures: 0, paymentLockedUntil: null }).where(eq(walletUsers.uid, user.uid));
}

/** What paying asks of a payer before the money moves: every identity step done, then the right payment password. */
export async function authorizePayment(db: Executor, user: WalletUser, password: string, now: Date): Promise<void> {
  if (!isReady(user)) throw verificationIncomplete();
  await verifyPaymentPassword(db, user, password, now);
}

/** Sets the payment password (argon2id) once; a payer who has one is refused (4009), so a session cannot replace it. */
export async function setPaymentPassword(db: Executor, user: WalletUser, password: string): Promise<WalletUser> {
  if (user.paymentPasswordHash !== null) throw conflict('kassa.server.paymentPasswordAlreadySet');
  const hash = await hashPassword(password);
  const [set] = await db
    .update(walletUsers)
    .set({ paymentPasswordHash: hash, paymentPasswordFailures: 0, paymentLockedUntil: null })
    .where(and(eq(walletUsers.uid, user.uid), isNull(walletUsers.paymentPasswordHash)))
    .returning();
  if (!set) throw conflict('kassa.server.paymentPasswordAlreadySet');
  return set;
}

/** Replaces the payment password after the old one passed (counted toward the lock like a payment). */
export async function changePaymentPassword(context: AppContext, user: WalletUser, oldPassword: string, newPassword: string, now: Date): Promise<WalletUser> {
  if (user.paymentPasswordHash === null) throw conflict('kassa.server.walletPaymentPasswordNotSet');
  await verifyPaymentPassword(context.db, user, oldPassword, now);
  const [changed] = await context.db
    .update(walletUsers)
    .set({ paymentPasswordHash: await hashPassword(newPassword), paymentPasswordFailures: 0, paymentLockedUntil: null })
    .where(eq(walletUsers.uid, user.uid))
    .returning();
  if (!changed) throw new Error(`wallet user ${user.uid} vanished`);
  return changed;
}
