/**
 * An order paid from the wallet: the payer scans its QR code (or opens its link), which marks it "scan success" at
 * once, so the checkout page open elsewhere says to confirm in the app (through its event stream); then pays it with
 * the payment password or a passkey through the same `payOrder` as the checkout and `npm run ops -- pay-order`, which locks the
 * order row: whichever way an order is paid, and however many at once, it is paid once and its webhook written once.
 */
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { checkoutOrderView, checkoutStatusOf, merchantNameOf, readCheckoutOrder, refuseUnlessPayable } from '../checkout/orderView';
import type { AppContext } from '../context';
import { invalidInput } from '../http/errors';
import { markScanned, payOrder, refuseUnlessMerchantTakesPayments } from '../merchantApi/orders';
import { findPayer } from '../payers/payers';
import { authorizePaymentWith } from '../passkeys/payers';
import { orderIdOfCode } from '../../openapi/walletCodes';
import type { WalletSession } from './session';

/** The order of a scanned code as the payer sees it; a created one is marked scanned on the way. 4004 when there is none. */
export async function resolveOrder(context: AppContext, code: string, now: Date): Promise<ResponseOf<'walletOrderResolve'>> {
  const publicId = orderIdOfCode(code);
  if (!publicId) throw invalidInput('code', 'kassa.server.walletCodeNotOrder');
  let order = await readCheckoutOrder(context, publicId, now);
  // A paid, cancelled or expired order is shown as it is: the payer learns what became of it.
  if (checkoutStatusOf(order) === 'created') order = await markScanned(context.db, publicId, now);
  return checkoutOrderView(order, await merchantNameOf(context.db, order.merchantId), now, context.config.publicUrl);
}

export async function payWalletOrder(context: AppContext, session: WalletSession, body: RequestOf<'walletOrderPay'>, ip: string, now: Date): Promise<ResponseOf<'walletOrderPay'>> {
  // What stops a payment whatever the payer types is said first, so no payment password attempt is spent on it.
  const order = await readCheckoutOrder(context, body.order_id, now);
  refuseUnlessPayable(order);
  await refuseUnlessMerchantTakesPayments(context.db, order.merchantId);
  const caller = { uid: session.uid, sessionKey: session.tokenHash, ip };
  await authorizePaymentWith(context, context.db, await findPayer(context.db, session.uid), body, caller, body.order_id, now);
  const paid = await payOrder(context.db, { publicId: body.order_id, payerUid: session.uid, useReward: body.use_reward }, now, context.config.publicUrl);
  return checkoutOrderView(paid, await merchantNameOf(context.db, paid.merchantId), now, context.config.publicUrl);
}
