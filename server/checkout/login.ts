/**
 * A payer signs in to a wallet account at the checkout, for one order: a slider token (spent whatever happens next),
 * then the username and encrypted password checked with their lockout (server/payers/signIn.ts); a payer session
 * already open is never refused by it.
 */
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { SignInCall } from '../auth/signInGate';
import { invalidInput } from '../http/errors';
import { payerProfile } from '../payers/payers';
import { verifyPayerSignIn } from '../payers/signIn';
import { spendSliderToken } from '../payers/slider';
import { readCheckoutOrder, refuseUnlessPayable } from './orderView';
import { createPayerSession } from './sessions';

export async function signInPayer(
  context: AppContext,
  body: RequestOf<'checkoutLogin'>,
  ip: string,
  now: Date,
  call: Omit<SignInCall, 'ip' | 'now' | 'answer'> = {},
): Promise<ResponseOf<'checkoutLogin'>> {
  const { db } = context;
  const order = await readCheckoutOrder(context, body.order_id, now);
  refuseUnlessPayable(order);
  const slider = async () => {
    if (!(await spendSliderToken(db, body.slider_token, body.order_id, now))) throw invalidInput('slider_token', 'kassa.server.sliderExpired');
  };
  const user = await verifyPayerSignIn(context, body, { ...call, ip, now, slider });
  if (!order.publicId || !order.expiresAt) throw new Error(`recharge order ${order.id} is not an order of the merchant API`);
  const session = await createPayerSession(db, { uid: user.uid, orderPublicId: order.publicId, orderExpiresAt: order.expiresAt, ip, now });
  return {
    payer_token: session.token,
    expire_time: session.expiresAt.toISOString(),
    payer: await payerProfile(db, user, order.coinCode, now),
  };
}
