import type { components, paths } from '../data/api-types';
import { apiLanguageOf, defaultLanguageSetting, type LanguageSetting } from '../../openapi/i18n/languages';

/*
 * The checkout's own small HTTP client: the page must load without the console's data layer (and without zod),
 * so it speaks the contract through the generated types only. Paths are checked against src/data/api-types.ts
 * at compile time, and a unit test checks them against openapi/endpoints.ts.
 */

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
  pubKey: '/v1/merchant/auth/get_pub_key',
} as const satisfies Record<string, keyof paths>;

type PostPath = Exclude<(typeof checkoutPaths)[keyof typeof checkoutPaths], typeof checkoutPaths.events>;
type PostOf<P extends PostPath> = NonNullable<paths[P]['post']>;
type BodyOf<P extends PostPath> = PostOf<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type DataOf<P extends PostPath> = PostOf<P> extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;

/** Spec section 9: a call gives up after 60 s. */
export const requestTimeoutMs = 60_000;

/** Result codes the checkout reacts to (openapi/codes.ts; copied as numbers so the page does not load the contract). */
export const codes = { ok: 200, okUnchanged: 6032, unauthorized: 401, badCredentials: 4001, locked: 4002, notFound: 4004, conflict: 4009, insufficientBalance: 4010 } as const;

/** A refusal of the server (its `detail` is in the payer's language), or code 0 for a network failure or timeout. */
export class CheckoutApiError extends Error {
  override readonly name = 'CheckoutApiError';
  constructor(
    readonly code: number,
    readonly detail: string,
    readonly data: unknown = null,
  ) {
    super(detail || `code ${code}`);
  }
}

let language: LanguageSetting = defaultLanguageSetting;

/** The language the calls send as `Language` and `Accept-Language` (spec section 7 mapping). */
export function setApiLanguage(setting: LanguageSetting) {
  language = setting;
}

async function post<P extends PostPath>(path: P, body: BodyOf<P>, payerToken?: string | null): Promise<DataOf<P>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Language: apiLanguageOf(language),
    'Accept-Language': apiLanguageOf(language),
  };
  if (payerToken) headers['X-Payer-Token'] = payerToken;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'omit', signal: controller.signal });
  } catch {
    throw new CheckoutApiError(0, '');
  } finally {
    clearTimeout(timer);
  }
  let envelope: { code?: number; detail?: string; msg?: string; data?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new CheckoutApiError(response.status === 401 ? codes.unauthorized : 0, '');
  }
  const code = envelope.code ?? (response.ok ? codes.ok : response.status);
  if (code === codes.ok || code === codes.okUnchanged) return envelope.data as DataOf<P>;
  throw new CheckoutApiError(code, envelope.detail ?? envelope.msg ?? '', envelope.data ?? null);
}

export const checkoutApi = {
  order: (orderId: string) => post(checkoutPaths.order, { order_id: orderId }),
  sliderStart: (orderId: string) => post(checkoutPaths.sliderStart, { order_id: orderId }),
  sliderVerify: (body: BodyOf<typeof checkoutPaths.sliderVerify>) => post(checkoutPaths.sliderVerify, body),
  login: (body: BodyOf<typeof checkoutPaths.login>) => post(checkoutPaths.login, body),
  pubKey: () => post(checkoutPaths.pubKey, {}),
  payer: (token: string) => post(checkoutPaths.payer, {}, token),
  sendCode: (token: string, phone: string) => post(checkoutPaths.sendCode, { phone }, token),
  identitySubmit: (token: string, body: BodyOf<typeof checkoutPaths.identitySubmit>) => post(checkoutPaths.identitySubmit, body, token),
  setPaymentPassword: (token: string, body: BodyOf<typeof checkoutPaths.setPaymentPassword>) =>
    post(checkoutPaths.setPaymentPassword, body, token),
  pay: (token: string, body: BodyOf<typeof checkoutPaths.pay>) => post(checkoutPaths.pay, body, token),
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

/** What leaves the page (a deep link, the merchant's return_url); tests replace `go`. */
export const browserNavigation = {
  go(url: string) {
    window.location.assign(url);
  },
};
