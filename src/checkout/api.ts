import type { components, paths } from '../data/api-types';
import { answeringChallenge } from '../data/signInChallenge';
import { payerChallengeOf, post, type BodyOf } from '../payer/http';

/* The checkout's calls, through the payer pages' small HTTP client (src/payer/http.ts). */

export { browserNavigation, codes, PayerApiError, setApiLanguage } from '../payer/http';

type Schemas = components['schemas'];
export type CheckoutOrder = Schemas['CheckoutOrder'];
export type CheckoutStatus = Schemas['CheckoutStatus'];
export type PayerProfile = Schemas['PayerProfile'];
export type PayerSession = Schemas['PayerSession'];
export type SliderChallenge = Schemas['SliderChallenge'];
export type SliderToken = Schemas['SliderToken'];

/** The calls the checkout makes (payer: sends X-Payer-Token). */
export const checkoutPaths = {
  order: '/v1/checkout/order',
  events: '/v1/checkout/order/events',
  sliderStart: '/v1/checkout/slider/start',
  sliderVerify: '/v1/checkout/slider/verify',
  login: '/v1/checkout/login',
  payer: '/v1/checkout/payer',
  sendCode: '/v1/checkout/identity/send_code',
  identitySubmit: '/v1/checkout/identity/submit',
  setPaymentPassword: '/v1/checkout/payment_password/set',
  pay: '/v1/checkout/pay',
  passkeyPayOptions: '/v1/checkout/passkey/pay/options',
  pubKey: '/v1/merchant/auth/get_pub_key',
} as const satisfies Record<string, keyof paths>;

const payer = (token: string) => ({ 'X-Payer-Token': token });

export const checkoutApi = {
  order: (orderId: string) => post(checkoutPaths.order, { order_id: orderId }),
  sliderStart: (orderId: string) => post(checkoutPaths.sliderStart, { order_id: orderId }),
  sliderVerify: (body: BodyOf<typeof checkoutPaths.sliderVerify>) => post(checkoutPaths.sliderVerify, body),
  // A browser asked the sign-in challenge (4028) answers it and signs in again, with the same slider token.
  login: (body: BodyOf<typeof checkoutPaths.login>) => answeringChallenge((answer) => post(checkoutPaths.login, { ...body, ...answer }), payerChallengeOf),
  pubKey: () => post(checkoutPaths.pubKey, {}),
  payer: (token: string) => post(checkoutPaths.payer, {}, payer(token)),
  sendCode: (token: string, phone: string) => post(checkoutPaths.sendCode, { phone }, payer(token)),
  identitySubmit: (token: string, body: BodyOf<typeof checkoutPaths.identitySubmit>) => post(checkoutPaths.identitySubmit, body, payer(token)),
  setPaymentPassword: (token: string, body: BodyOf<typeof checkoutPaths.setPaymentPassword>) =>
    post(checkoutPaths.setPaymentPassword, body, payer(token)),
  pay: (token: string, body: BodyOf<typeof checkoutPaths.pay>) => post(checkoutPaths.pay, body, payer(token)),
  passkeyPayOptions: (token: string) => post(checkoutPaths.passkeyPayOptions, {}, payer(token)),
};

/** The address of the order's server-sent events. */
export function orderEventsUrl(orderId: string): string {
  return `${checkoutPaths.events}?order_id=${encodeURIComponent(orderId)}`;
}

/** An event's data is the order as checkout/order answers it (an envelope around it is accepted too). */
export function orderFromEvent(data: string): CheckoutOrder | null {
  try {
    const parsed = JSON.parse(data) as Partial<CheckoutOrder> & { data?: CheckoutOrder };
    const order = parsed && typeof parsed === 'object' && 'status' in parsed ? parsed : parsed?.data;
    return order && typeof order.status === 'string' && typeof order.expire_time === 'string' ? (order as CheckoutOrder) : null;
  } catch {
    return null;
  }
}

/** The order id of the page's address: /checkout/<order_id> (or ?order_id= as a fallback). */
export function orderIdFromLocation(location: { pathname: string; search: string }): string | null {
  const match = /\/checkout\/([^/?#]+)\/?$/.exec(location.pathname);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return new URLSearchParams(location.search).get('order_id');
}
