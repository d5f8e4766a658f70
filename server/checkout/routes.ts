/**
 * The hosted checkout's API (/v1/checkout/*), for the page at /checkout/<order_id>: the order and its changes
 * (public: the order id is unguessable), the slider, the payer's sign-in, and for a signed-in payer
 * (X-Payer-Token) identity authentication, the payment password and paying (with it or a passkey).
 */
import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { streamCheckoutOrder } from './events';
import { sendIdentityPhoneCode, setPaymentPassword, submitIdentity } from './identity';
import { signInPayer } from './login';
import { checkoutOrderView, merchantNameOf, readCheckoutOrder, refuseUnlessPayable } from './orderView';
import { payCheckoutOrder } from './pay';
import { payOptions } from '../passkeys/payers';
import { findPayer, payerProfile } from '../payers/payers';
import type { PayerSession } from './sessions';
import { startSlider, verifySlider } from '../payers/slider';

export function registerCheckoutRoutes(routes: Routes, context: AppContext) {
  const { db } = context;

  /** The profile of the session's payer, with the balances in the coin of the session's order. */
  const profileOf = async (session: PayerSession, now: Date) => {
    const order = await readCheckoutOrder(context, session.orderPublicId, now);
    return payerProfile(db, await findPayer(db, session.uid), order.coinCode, now);
  };

  routes.open(endpoints.checkoutOrder, async ({ body, now }) => {
    const order = await readCheckoutOrder(context, body.order_id, now);
    return checkoutOrderView(order, await merchantNameOf(db, order.merchantId), now, context.config.publicUrl);
  });

  routes.stream(endpoints.checkoutOrderEvents, (call) => streamCheckoutOrder(context, call));

  routes.open(endpoints.checkoutSliderStart, async ({ body, now }) => {
    refuseUnlessPayable(await readCheckoutOrder(context, body.order_id, now));
    return startSlider(db, body.order_id, now);
  });

  routes.open(endpoints.checkoutSliderVerify, async ({ body, now }) => verifySlider(db, body, now));

  routes.open(endpoints.checkoutLogin, async ({ body, ip, now, request, reply }) => signInPayer(context, body, ip, now, { request, reply }));

  routes.payer(endpoints.checkoutPayer, async ({ payer, now }) => profileOf(payer, now));

  routes.payer(endpoints.checkoutSendCode, async ({ body, payer, now, request, ip }) => sendIdentityPhoneCode(context, payer, body.phone, now, request.log, ip));

  routes.payer(endpoints.checkoutIdentitySubmit, async ({ body, payer, now }) => {
    await submitIdentity(context, payer, body, now);
    return profileOf(payer, now);
  });

  routes.payer(endpoints.checkoutSetPaymentPassword, async ({ body, payer, now }) => {
    await setPaymentPassword(context, payer, body);
    return profileOf(payer, now);
  });

  routes.payer(endpoints.checkoutPasskeyPayOptions, async ({ payer, ip, now }) => payOptions(context, { uid: payer.uid, sessionKey: payer.tokenHash, ip }, now));

  routes.payer(endpoints.checkoutPay, async ({ body, payer, ip, now }) => payCheckoutOrder(context, payer, body, ip, now));
}
