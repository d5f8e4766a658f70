/**
 * The payer pays the order of their session: ready (every identity step and the payment password), not locked, the
 * right payment password, then the same `payOrder` as `npm run ops -- pay-order` (reward points first when chosen,
 * then available balance; 4010 and nothing moves when the balance is short). Five wrong payment passwords in a row
 * lock paying for 15 minutes, counted before the check so that guesses sent at once cannot exceed it; a right one
 * resets the count. The session ends with the payment.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { ResultCode } from '../../openapi/codes';
import type { RequestOf } from '../../openapi/endpoints';
import { verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { walletUsers } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { payOrder, refuseUnlessMerchantTakesPayments } from '../merchantApi/orders';
import { checkoutOrderView, merchantNameOf, readCheckoutOrder, refuseUnlessPayable } from './orderView';
import { findPayer, isReady, paymentLockOf } from './payers';
import { endPayerSession, type PayerSession } from './sessions';

export const paymentLockRules = {
  maxFailures: 5,
  lockMs: 15 * 60_000,
} as const;

export const verificationIncomplete = () => new AppError(ResultCode.forbidden, 'kassa.server.verificationIncomplete');

function paymentLocked(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError(ResultCode.locked, 'kassa.server.paymentLocked', { minutes });
}

/**
 * Counts the attempt as a failure before the password is checked, in one atomic update that also refuses a locked
 * payer: parallel guesses each take a count first, so no more than `maxFailures` of them are ever checked before the
 * lock. The attempt that takes the last count sets the lock itself (and the count starts afresh); a right password
 * then lifts it again. Answers the failures counted so far, or the lock in force.
 */
async function claimAttempt(context: AppContext, uid: string, now: Date): Promise<{ failures: number } | { lockedUntil: Date }> {
  const until = new Date(now.getTime() + paymentLockRules.lockMs);
  const reachesLimit = sql`${walletUsers.paymentPasswordFailures} + 1 >= ${paymentLockRules.maxFailures}`;
  const [claimed] = await context.db
    .update(walletUsers)
    .set({
      paymentPasswordFailures: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${walletUsers.paymentPasswordFailures} + 1 END`,
      paymentLockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${until.toISOString()}::timestamptz ELSE ${walletUsers.paymentLockedUntil} END`,
    })
    .where(and(eq(walletUsers.uid, uid), or(isNull(walletUsers.paymentLockedUntil), lte(walletUsers.paymentLockedUntil, now))))
    .returning({ failures: walletUsers.paymentPasswordFailures, lockedUntil: walletUsers.paymentLockedUntil });
  if (claimed) return { failures: claimed.lockedUntil && claimed.lockedUntil > now ? paymentLockRules.maxFailures : claimed.failures };
  const [row] = await context.db.select({ lockedUntil: walletUsers.paymentLockedUntil }).from(walletUsers).where(eq(walletUsers.uid, uid));
  return { lockedUntil: row?.lockedUntil ?? until };
}

export async function payCheckoutOrder(context: AppContext, session: PayerSession, body: RequestOf<'checkoutPay'>, now: Date) {
  // A paid, cancelled or expired order is said so before anything else (payOrder would refuse it anyway).
  const order = await readCheckoutOrder(context, session.orderPublicId, now);
  refuseUnlessPayable(order);
  // Said before the payment password is asked for, so a payer does not spend an attempt on a shop that cannot take it.
  await refuseUnlessMerchantTakesPayments(context.db, order.merchantId);
  const user = await findPayer(context.db, session.uid);
  if (!isReady(user)) throw verificationIncomplete();
  const lockedUntil = paymentLockOf(user, now);
  if (lockedUntil) throw paymentLocked(lockedUntil, now);
  const attempt = await claimAttempt(context, user.uid, now);
  if ('lockedUntil' in attempt) throw paymentLocked(attempt.lockedUntil, now);
  if (!(await verifyPassword(user.paymentPasswordHash ?? undefined, body.payment_password))) {
    if (attempt.failures >= paymentLockRules.maxFailures) throw paymentLocked(new Date(now.getTime() + paymentLockRules.lockMs), now);
    throw new AppError(ResultCode.badCredentials, 'kassa.server.paymentPasswordWrong', { left: paymentLockRules.maxFailures - attempt.failures });
  }
  await context.db.update(walletUsers).set({ paymentPasswordFailures: 0, paymentLockedUntil: null }).where(eq(walletUsers.uid, user.uid));

  const paid = await runTransaction(context.db, async (tx) => {
    const order = await payOrder(tx, { publicId: session.orderPublicId, payerUid: user.uid, useReward: body.use_reward }, now, context.config.publicUrl);
    await endPayerSession(tx, session.tokenHash, now);
    return order;
  });
  return checkoutOrderView(paid, await merchantNameOf(context.db, paid.merchantId), now);
}
