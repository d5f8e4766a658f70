import { z } from 'zod';
import { CoinName, EmptyBody, Money, Timestamp, describe, typeError, vkey } from './common';
import { email, encryptedPassword, idNumber, limits, loginPassword, orderId, personName, phone, requiredText, signInChallengeFields } from './sharedRules';
import { paymentPasskey } from './passkeys';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The hosted checkout (added): what a payer sees and does for one order. Public per order (its id is unguessable);
 * calls marked `payer` take the payer session (X-Payer-Token).
 */

// ---------- entities ----------

export const CheckoutStatus = z
  .enum(['created', 'scanned', 'paid', 'cancelled', 'expired'])
  .meta({
    id: 'CheckoutStatus',
    description: 'What the payer sees (spec section 4): created (pending), scanned (scan success: confirm in the app), paid, cancelled by the merchant, expired (timeout).',
  });

export const CheckoutOrder = z
  .object({
    order_id: describe(z.string(), 'The public order id of the checkout URL.'),
    merchant_order_no: describe(z.string(), 'The merchant’s order number, shown on the success screen.'),
    merchant_name: z.string(),
    subject: z.string().nullable(),
    coin_name: CoinName,
    amount: Money,
    status: CheckoutStatus,
    expire_time: describe(Timestamp, 'The latest payment time.'),
    server_time: describe(Timestamp, 'The server’s clock when it answered: the countdown runs against it, not the device’s clock alone.'),
    deep_link: describe(
      z.string(),
      'The wallet’s public link for this order (<site>/wallet/pay?order=…): what the QR code encodes and the “Open wallet app” button opens; the wallet web app answers it, and a native app may claim it as a universal link.',
    ),
    app_link: describe(z.string(), 'The same link in the wallet app’s own scheme (kassawallet://pay?order=…), for a native app that registers it.'),
    return_url: describe(z.string().nullable(), 'Where the payer goes after paying; null to show a back-to-merchant button.'),
    pay_time: Timestamp.nullable(),
  })
  .meta({ id: 'CheckoutOrder', description: '(added) An order as the payer sees it: nothing of the merchant’s internals.' });

/** Which identity steps a payer has done (the payment password is the last). */
export const IdentitySteps = z
  .object({
    real_name: z.boolean(),
    id_number: z.boolean(),
    phone: z.boolean(),
    email: z.boolean(),
    bank_card: z.boolean(),
    payment_password: z.boolean(),
  })
  .meta({ id: 'IdentitySteps', description: '(added) Which identity steps the payer has done.' });

export const PayerProfile = z
  .object({
    username: z.string(),
    nickname: z.string(),
    identity: IdentitySteps,
    ready: describe(z.boolean(), 'Every identity step is done, so the payer can pay.'),
    market_enabled: describe(z.boolean(), 'The payer has enabled the market of the order’s coin.'),
    balance: z.object({
      coin_name: CoinName,
      available: Money,
      reward: describe(Money, 'Reward points, spent before the available balance when the payer chooses to.'),
    }),
    payment_locked_until: describe(Timestamp.nullable(), 'After 5 wrong payment passwords, paying is locked until then.'),
    passkey: describe(z.boolean(), 'The payer has a passkey (registered in the wallet), so the checkout offers to pay with it.'),
  })
  .meta({ id: 'PayerProfile', description: '(added) The signed-in payer, as the checkout needs them.' });

export const PayerSession = z
  .object({
    payer_token: describe(z.string(), 'Sent as X-Payer-Token; valid for this order only, until it expires or is paid.'),
    expire_time: Timestamp,
    payer: PayerProfile,
  })
  .meta({ id: 'PayerSession' });

export const SliderChallenge = z
  .object({ challenge_id: z.string(), expire_time: Timestamp })
  .meta({ id: 'SliderChallenge', description: '(added) A slide-to-verify challenge, opened when the payer starts sliding.' });

/** Where the slide ended and how long it took: the checkout's and the wallet's slider take the same. */
export const SliderVerifyRequest = z
  .object({
    challenge_id: requiredText(64),
    position: z.number(typeError()).min(0).max(1).meta({ description: 'Where the handle ended, 0 to 1 (1 = the end).' }),
    elapsed_ms: z.number(typeError()).int().nonnegative().meta({ description: 'How long the slide took.' }),
  })
  .meta({ id: 'SliderVerifyRequest' });

/** (added) A one-time code is on its way to the phone. */
export const PhoneCodeSent = z.object({ expire_time: Timestamp }).meta({ id: 'PhoneCodeSent' });

export const SliderToken = z
  .object({ slider_token: z.string(), expire_time: Timestamp })
  .meta({ id: 'SliderToken', description: '(added) Proof of a completed slider: single use, short-lived, required by checkout login.' });

// ---------- rules ----------

/** Payment password: exactly 6 digits. */
export const paymentPassword = z
  .string(typeError('payment_password'))
  .min(1, { error: vkey('required'), abort: true })
  .regex(/^\d{6}$/, { error: vkey('payment_password') });

/** The payment password, optional where a passkey may be sent instead (one of the two is required). */
export const paymentPasswordOrPasskey = paymentPassword.optional().meta({ description: 'The 6-digit payment password; required unless passkey is sent.' });

/** Checkout login: username and password required, slider completed. */
export const checkoutLoginForm = z.object({
  username: z
    .string({ error: () => vkey('username_first') })
    .trim()
    .min(1, { error: vkey('username_first'), abort: true })
    .max(limits.usernameMax, { error: vkey('too_long') }),
  password: loginPassword,
  slider_passed: z.literal(true, { error: () => vkey('slider_required') }),
});

/** A checkout field whose absence says 'Information not filled completely' before its own rule applies. */
function filledIn(rule: z.ZodType<string, string>) {
  return z
    .string({ error: () => vkey('incomplete') })
    .trim()
    .min(1, { error: vkey('incomplete'), abort: true })
    .pipe(rule);
}

/** Checkout identity authentication: any missing field says 'Information not filled completely'. */
export const checkoutIdentityForm = z.object({
  name: filledIn(personName),
  id_number: filledIn(idNumber),
  phone: filledIn(phone),
  email: filledIn(email),
});

/** Checkout phone before sending a code: 'Please fill in phone number first'. */
export const checkoutPhone = z
  .string({ error: () => vkey('phone_first') })
  .trim()
  .min(1, { error: vkey('phone_first'), abort: true })
  .max(limits.phoneMax, { error: vkey('too_long') })
  .regex(/^\d+$/, { error: vkey('phone_digits') });

/** Checkout payment password. */
export const checkoutPaymentPasswordForm = z.object({ payment_password: paymentPassword });

/** A bank card number: 12–19 digits whose Luhn check digit is right. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const bankCard = requiredText(limits.bankCardMax, 'bank_card_digits')
  .regex(/^\d{12,19}$/, { error: vkey('bank_card_digits'), abort: true })
  .refine(passesLuhn, { error: vkey('bank_card_luhn') });

/** The one-time code sent to the payer's phone: 6 digits. */
export const phoneCode = z
  .string(typeError('phone_code'))
  .trim()
  .min(1, { error: vkey('incomplete'), abort: true })
  .regex(/^\d{6}$/, { error: vkey('phone_code') });

/** Checkout identity authentication, every step at once: a missing field says 'Information not filled completely'. */
export const checkoutIdentitySubmitForm = checkoutIdentityForm.extend({
  phone_code: phoneCode,
  bank_card: filledIn(bankCard),
});

/** Setting the payment password: 6 digits, typed twice. */
export const checkoutSetPaymentPasswordForm = z
  .object({ payment_password: paymentPassword, confirm_password: z.string(typeError()).min(1, { error: vkey('required') }) })
  .refine((form) => form.payment_password === form.confirm_password, { error: vkey('passwords_mismatch'), path: ['confirm_password'] });

/** Paying: the payment password, and whether reward points go first (spec section 9). */
export const checkoutPayForm = z.object({ payment_password: paymentPassword, use_reward: z.boolean(typeError()).default(true) });

// ---------- calls ----------

/** A checkout call names its order by the public id of the checkout URL. */
const checkoutOrderReference = z.object({ order_id: orderId }).meta({ id: 'CheckoutOrderReference' });

export const checkoutCalls = {
  checkoutOrder: endpoint({
    path: '/v1/checkout/order',
    method: 'post',
    tag: 'Checkout',
    summary: 'An order as the payer sees it; an order past its payment time answers expired',
    auth: false,
    request: checkoutOrderReference,
    response: CheckoutOrder,
  }),
  checkoutOrderEvents: endpoint({
    path: '/v1/checkout/order/events',
    method: 'get',
    tag: 'Checkout',
    summary: 'Server-sent events: the order (as checkout/order answers it) each time it changes; the query string names order_id',
    auth: false,
    stream: true,
    request: checkoutOrderReference,
    response: CheckoutOrder,
  }),
  checkoutSliderStart: endpoint({
    path: '/v1/checkout/slider/start',
    method: 'post',
    tag: 'Checkout',
    summary: 'Open a slide-to-verify challenge when the payer starts sliding',
    auth: false,
    request: checkoutOrderReference,
    response: SliderChallenge,
  }),
  checkoutSliderVerify: endpoint({
    path: '/v1/checkout/slider/verify',
    method: 'post',
    tag: 'Checkout',
    summary: 'Complete the challenge: the bar at its end, after a human-like time; answers a single-use token for login',
    auth: false,
    request: SliderVerifyRequest,
    response: SliderToken,
  }),
  checkoutLogin: endpoint({
    path: '/v1/checkout/login',
    method: 'post',
    tag: 'Checkout',
    summary: 'A payer signs in to a wallet account for this order (password RSA-encrypted with get_pub_key; slider token required)',
    auth: false,
    request: z
      .object({
        order_id: orderId,
        username: checkoutLoginForm.shape.username,
        password: encryptedPassword,
        slider_token: requiredText(128, 'slider_required'),
        ...signInChallengeFields,
      })
      .meta({ id: 'CheckoutLoginRequest' }),
    response: PayerSession,
  }),
  checkoutPayer: endpoint({
    path: '/v1/checkout/payer',
    method: 'post',
    tag: 'Checkout',
    summary: 'The signed-in payer: identity steps done, balance in the order’s coin',
    auth: false,
    payer: true,
    request: EmptyBody,
    response: PayerProfile,
  }),
  checkoutSendCode: endpoint({
    path: '/v1/checkout/identity/send_code',
    method: 'post',
    tag: 'Checkout',
    summary: 'Send a one-time code to the payer’s phone (development: written to the server log and to npm run ops -- last-code)',
    auth: false,
    payer: true,
    request: z.object({ phone: checkoutPhone }).meta({ id: 'CheckoutSendCodeRequest' }),
    response: PhoneCodeSent,
  }),
  checkoutIdentitySubmit: endpoint({
    path: '/v1/checkout/identity/submit',
    method: 'post',
    tag: 'Checkout',
    summary: 'Complete identity authentication: real name, ID number, phone with its code, email, bank card',
    auth: false,
    payer: true,
    request: checkoutIdentitySubmitForm.meta({ id: 'CheckoutIdentityRequest' }),
    response: PayerProfile,
  }),
  checkoutSetPaymentPassword: endpoint({
    path: '/v1/checkout/payment_password/set',
    method: 'post',
    tag: 'Checkout',
    summary: 'Set the 6-digit payment password (typed twice)',
    auth: false,
    payer: true,
    request: checkoutSetPaymentPasswordForm.meta({ id: 'CheckoutSetPaymentPasswordRequest' }),
    response: PayerProfile,
  }),
  checkoutPay: endpoint({
    path: '/v1/checkout/pay',
    method: 'post',
    tag: 'Checkout',
    summary:
      'Pay the order with the payment password or a passkey: reward points first when use_reward, then available balance; 5 wrong payment passwords lock paying for 15 minutes',
    auth: false,
    payer: true,
    request: checkoutPayForm.extend({ payment_password: paymentPasswordOrPasskey, passkey: paymentPasskey }).meta({ id: 'CheckoutPayRequest' }),
    response: CheckoutOrder,
  }),
} satisfies Record<string, Endpoint>;
