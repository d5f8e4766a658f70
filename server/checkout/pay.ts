/**
 * The payer pays the order of their session: ready (every identity step and the payment password), not locked, the
 * right payment password or a passkey of theirs (server/passkeys/payers.ts), then the same `payOrder` as `npm run ops -- pay-order` (reward points first when chosen,
 * then available balance; 4010 and nothing moves when the balance is short). Five wrong payment passwords in a row
 * lock paying for 15 minutes (server/payers/paymentPassword.ts). The session ends with the payment.
 */
import type { RequestOf } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { payOrder, refuseUnlessMerchantTakesPayments } from '../merchantApi/orders';
import { findPayer } from '../payers/payers';
import { authorizePaymentWith } from '../passkeys/payers';
import { checkoutOrderView, merchantNameOf, readCheckoutOrder, refuseUnlessPayable } from './orderView';
import { endPayerSession, type PayerSession } from './sessions';

export async function payCheckoutOrder(context: AppContext, session: PayerSession, body: RequestOf<'checkoutPay'>, ip: string, now: Date) {
  // A paid, cancelled or expired order is said so before anything else (payOrder would refuse it anyway).
  const order = await readCheckoutOrder(context, session.orderPublicId, now);
  refuseUnlessPayable(order);
  // Said before the payment password is asked for, so a payer does not spend an attempt on a shop that cannot take it.
  await refuseUnlessMerchantTakesPayments(context.db, order.merchantId);
  const user = await findPayer(context.db, session.uid);
  await authorizePaymentWith(context, context.db, user, body, { uid: user.uid, sessionKey: session.tokenHash, ip }, session.orderPublicId, now);

  const paid = await runTransaction(context.db, async (tx) => {
    const order = await payOrder(tx, { publicId: session.orderPublicId, payerUid: user.uid, useReward: body.use_reward }, now, context.config.publicUrl);
    await endPayerSession(tx, session.tokenHash, now);
    return order;
  });
  return checkoutOrderView(paid, await merchantNameOf(context.db, paid.merchantId), now, context.config.publicUrl);
}
