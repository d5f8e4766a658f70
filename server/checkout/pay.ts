/**
 * The payer pays the order of their session: ready (every identity step and the payment password), not locked, the
 * right payment password, then the same `payOrder` as `npm run ops -- pay-order` (reward points first when chosen,
 * then available balance; 4010 and nothing moves when the balance is short). Five wrong payment passwords in a row
 * lock paying for 15 minutes; a right one resets the count. The session ends with the payment.
 */
import { eq, sql } from 'drizzle-orm';
import { ResultCode } from '../../openapi/codes';
import type { RequestOf } from '../../openapi/endpoints';
import { verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { walletUsers } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { payOrder } from '../merchantApi/orders';
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

/** Counts a wrong payment password in one atomic update; the 5th in a row locks paying and starts the count afresh. */
async function countWrongPassword(context: AppContext, uid: string, now: Date): Promise<AppError> {
  const [counted] = await context.db
    .update(walletUsers)
    .set({ paymentPasswordFailures: sql`${walletUsers.paymentPasswordFailures} + 1` })
    .where(eq(walletUsers.uid, uid))
    .returning({ failures: walletUsers.paymentPasswordFailures });
  const failures = counted?.failures ?? paymentLockRules.maxFailures;
  if (failures < paymentLockRules.maxFailures) {
    return new AppError(ResultCode.badCredentials, 'kassa.server.paymentPasswordWrong', { left: paymentLockRules.maxFailures - failures });
  }
  const until = new Date(now.getTime() + paymentLockRules.lockMs);
  await context.db.update(walletUsers).set({ paymentPasswordFailures: 0, paymentLockedUntil: until }).where(eq(walletUsers.uid, uid));
  return paymentLocked(until, now);
}

export async function payCheckoutOrder(context: AppContext, session: PayerSession, body: RequestOf<'checkoutPay'>, now: Date) {
  // A paid, cancelled or expired order is said so before anything else (payOrder would refuse it anyway).
  refuseUnlessPayable(await readCheckoutOrder(context, session.orderPublicId, now));
  const user = await findPayer(context.db, session.uid);
  if (!isReady(user)) throw verificationIncomplete();
  const lockedUntil = paymentLockOf(user, now);
  if (lockedUntil) throw paymentLocked(lockedUntil, now);
  if (!(await verifyPassword(user.paymentPasswordHash ?? undefined, body.payment_password))) throw await countWrongPassword(context, user.uid, now);
  if (user.paymentPasswordFailures > 0 || user.paymentLockedUntil) {
    await context.db.update(walletUsers).set({ paymentPasswordFailures: 0, paymentLockedUntil: null }).where(eq(walletUsers.uid, user.uid));
  }

  const paid = await runTransaction(context.db, async (tx) => {
    const order = await payOrder(tx, { publicId: session.orderPublicId, payerUid: user.uid, useReward: body.use_reward }, now, context.config.publicUrl);
    await endPayerSession(tx, session.tokenHash, now);
    return order;
  });
  return checkoutOrderView(paid, await merchantNameOf(context.db, paid.merchantId), now);
}
