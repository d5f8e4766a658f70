import { z } from 'zod';
import { CoinName, EmptyBody, Id, MerchantId, Money, NoData, OrderStatus, Timestamp, describe, listRequest, listResponse, typeError, vkey } from './common';
import { encryptedPassword, limits, newPassword, optionalText, personName, idNumber, email, positiveAmount, requiredText, orderId, signInChallengeFields } from './sharedRules';
import {
  CheckoutOrder,
  IdentitySteps,
  PhoneCodeSent,
  SliderChallenge,
  SliderToken,
  SliderVerifyRequest,
  bankCard,
  checkoutPhone,
  paymentPassword,
  phoneCode,
  paymentPasswordOrPasskey,
} from './checkout';
import { TransactionType } from './fundFlow';
import { paymentPasskey } from './passkeys';
import { endpoint, type Endpoint } from './endpoint';

/*
 * (added) The payer's wallet: what a wallet app (the web app at /wallet/, a native app) calls for a payer of the
 * platform, the same wallet users who sign in at the hosted checkout. Signing up and in are open; every other call
 * takes the wallet session (X-Wallet-Token), which is the payer's own and not tied to one order. A payer pays an
 * order whose code they scanned, pays a merchant by its receiving code (a scan recharge), and asks a merchant for a
 * withdrawal, which the merchant reviews like any user withdrawal.
 */

// ---------- entities ----------

export const WalletBalance = z
  .object({
    coin_name: CoinName,
    available: Money,
    frozen: describe(Money, 'Held while something of the payer’s is under way.'),
    reward: describe(Money, 'Reward points, spent before the available balance when the payer chooses to.'),
  })
  .meta({ id: 'WalletBalance', description: '(added) The payer’s balances in one coin.' });

export const WalletProfile = z
  .object({
    uid: describe(z.string(), 'The payer’s user ID: what a merchant sees as payment_id.'),
    username: z.string(),
    nickname: z.string(),
    phone: describe(z.string().nullable(), 'The verified phone number with all but its last 4 digits hidden; null when none is verified.'),
    bank_card_last4: describe(z.string().nullable(), 'The last 4 digits of the linked bank card; null when none is linked.'),
    identity: IdentitySteps,
    ready: describe(z.boolean(), 'Every identity step is done, the payment password included, so the payer can pay.'),
    payment_locked_until: describe(Timestamp.nullable(), 'After 5 wrong payment passwords, paying is locked until then.'),
    passkey: describe(z.boolean(), 'The payer has a passkey, so paying offers it in place of the payment password.'),
    markets: describe(z.array(CoinName), 'The coins whose market the payer has enabled: they can pay and be paid in them.'),
    balances: describe(z.array(WalletBalance), 'One entry per enabled market, in display order.'),
  })
  .meta({ id: 'WalletProfile', description: '(added) The signed-in payer as their wallet shows them.' });

export const WalletSession = z
  .object({
    wallet_token: describe(z.string(), 'Sent as X-Wallet-Token on every other wallet call.'),
    expire_time: describe(Timestamp, 'When the session ends however busy (30 days after sign-in); 7 days without a call end it sooner.'),
    profile: WalletProfile,
  })
  .meta({ id: 'WalletSession', description: '(added) A wallet sign-in (or sign-up).' });

export const WalletSessionRecord = z
  .object({
    id: Id,
    ip: describe(z.string(), 'The address the session signed in from.'),
    browser: describe(z.string().nullable(), 'The browser and its major version named by the User-Agent at sign-in; null when not recognised.'),
    os: describe(z.string().nullable(), 'The operating system named by the User-Agent at sign-in; null when not recognised.'),
    user_agent: describe(z.string().nullable(), 'The User-Agent header at sign-in (at most 512 characters).'),
    create_time: describe(Timestamp, 'When the session signed in.'),
    last_seen_time: describe(Timestamp, 'The last call made with it, to the minute.'),
    expire_time: describe(Timestamp, 'When it ends however busy; 7 days without a call end it sooner.'),
    current: describe(z.boolean(), 'True for the session making this call.'),
  })
  .meta({ id: 'WalletSessionRecord', description: '(added) A wallet session of the payer that has not ended.' });

export const WalletTransactionType = z
  .enum([...TransactionType.options, 'top_up'])
  .meta({
    id: 'WalletTransactionType',
    description: 'What moved the payer’s balance: recharge (the payer paid a merchant), withdrawal (a merchant paid out the payer’s withdrawal), top_up (money brought from outside), adjustment, and the rest as in TransactionType.',
  });

export const WalletMoneyEvent = z
  .object({
    id: describe(Id, 'Unique per row; rows are listed newest first.'),
    serial_number: describe(z.string(), 'The serial number of the payment, withdrawal or top-up.'),
    coin_name: CoinName,
    transaction_type: WalletTransactionType,
    amount: describe(Money, 'Signed: what entered (+) or left (−) the payer’s balances, reward points included.'),
    available_after: Money,
    frozen_after: Money,
    reward_after: Money,
    time: Timestamp,
  })
  .meta({ id: 'WalletMoneyEvent', description: '(added) One movement of the payer’s balances.' });

export const WalletMerchant = z
  .object({
    merchant_id: MerchantId,
    merchant_name: z.string(),
    coins: describe(z.array(CoinName), 'The coins the merchant takes now: its open markets.'),
  })
  .meta({ id: 'WalletMerchant', description: '(added) A merchant as a payer sees it: whom they pay or withdraw from.' });

export const WalletMerchantPayment = z
  .object({
    order_id: describe(z.string(), 'The order id of the payment (ord_…), as the merchant’s webhook names it.'),
    merchant_order_no: describe(z.string(), 'The order number in the merchant’s user recharge records.'),
    serial_number: z.string(),
    merchant_id: MerchantId,
    merchant_name: z.string(),
    coin_name: CoinName,
    amount: Money,
    note: describe(z.string().nullable(), 'The payer’s note to the merchant; null when none.'),
    pay_time: Timestamp,
  })
  .meta({ id: 'WalletMerchantPayment', description: '(added) A payment to a merchant’s receiving code: a paid scan recharge.' });

export const WalletWithdrawal = z
  .object({
    order_id: describe(z.string(), 'The order number in the merchant’s user withdrawal records.'),
    merchant_id: MerchantId,
    merchant_name: z.string(),
    coin_name: CoinName,
    amount: describe(Money, 'What the payer asked for.'),
    handling_fee: Money,
    settlement_amount: describe(Money, 'What reaches the payer’s wallet when the merchant approves: amount less the fee.'),
    order_status: OrderStatus,
    reason: describe(z.string().nullable(), 'Why the merchant rejected it; null unless rejected.'),
    create_time: Timestamp,
    update_time: Timestamp,
  })
  .meta({ id: 'WalletWithdrawal', description: '(added) A withdrawal the payer asked a merchant for.' });

/** (added) What the payer may ask one merchant for in one coin, shown before they type an amount. */
export const WalletClaimRule = z
  .object({
    coin_name: CoinName,
    claimable: describe(Money, 'The most the payer may ask for now: what they paid the merchant within the window, less their pending and approved requests of it; 0 when the merchant allows no claims.'),
    min_withdrawal: describe(Money, 'The smallest request of the coin.'),
    window_days: describe(z.number().int().nullable(), 'How far back payments count, in days; null: the merchant takes no withdrawal requests from the wallet.'),
  })
  .meta({ id: 'WalletClaimRule', description: '(added) The withdrawal rule of one merchant and coin for this payer.' });

export const WalletWithdrawalClaim = z
  .object({
    merchant_id: MerchantId,
    merchant_name: z.string(),
    list: describe(z.array(WalletClaimRule), 'One rule per coin the merchant takes now (its open markets).'),
  })
  .meta({ id: 'WalletWithdrawalClaim', description: '(added) What the payer may withdraw from one merchant, per coin.' });

// ---------- rules ----------

/** A wallet username at sign-up: 3 to 32 letters, digits, '_', '.' or '-' (sign-in ignores case). */
export const walletUsername = requiredText(limits.usernameMax)
  .min(3, { error: vkey('too_short') })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: vkey('username_chars') })
  .meta({ description: '3 to 32 letters, digits, _, . or -; stored lower-case.', examples: ['alice'] });

/** What the payer is called in the wallet and in the merchants' records. */
export const walletNickname = requiredText(limits.nicknameMax).meta({ description: 'Shown to the merchants the payer pays.' });

/** A code or link the payer scanned or pasted. */
export const scannedCode = requiredText(limits.urlMax).meta({
  description: 'What the QR code encodes, or the link or id the payer pasted.',
});

/** Sign-up as the wallet app's form has it (the password before encryption, checked again by the server after decryption). */
export const walletSignUpForm = z.object({
  username: walletUsername,
  password: newPassword,
  nickname: walletNickname,
  phone: checkoutPhone,
  phone_code: phoneCode,
});

/** Identity verification: real name, ID number and email (the phone is proven at sign-up or with phone/bind). */
export const walletIdentityForm = z.object({ name: personName, id_number: idNumber, email });

/** Proving a phone number with the code sent to it. */
export const walletPhoneForm = z.object({ phone: checkoutPhone, phone_code: phoneCode });

/** Linking a bank card. */
export const walletBankCardForm = z.object({ bank_card: bankCard });

/** Setting the payment password: 6 digits, typed twice. */
export const walletSetPaymentPasswordForm = z
  .object({ payment_password: paymentPassword, confirm_password: z.string(typeError()).min(1, { error: vkey('required') }) })
  .refine((form) => form.payment_password === form.confirm_password, { error: vkey('passwords_mismatch'), path: ['confirm_password'] });

/** Changing the payment password: the old one, then the new one twice. */
export const walletChangePaymentPasswordForm = z
  .object({
    old_payment_password: paymentPassword,
    payment_password: paymentPassword,
    confirm_password: z.string(typeError()).min(1, { error: vkey('required') }),
  })
  .refine((form) => form.payment_password === form.confirm_password, { error: vkey('passwords_mismatch'), path: ['confirm_password'] })
  .refine((form) => form.payment_password !== form.old_payment_password, { error: vkey('password_unchanged'), path: ['payment_password'] });

/** Paying an order: the payment password, and whether reward points go first (spec section 9). */
export const walletPayOrderForm = z.object({ payment_password: paymentPassword, use_reward: z.boolean(typeError()).default(true) });

/** Paying a merchant by its receiving code. */
export const walletPayMerchantForm = z.object({
  coin_name: CoinName,
  amount: positiveAmount,
  note: optionalText(limits.subjectMax).optional(),
  payment_password: paymentPassword,
  use_reward: z.boolean(typeError()).default(true),
});

/** Asking a merchant for a withdrawal. */
export const walletWithdrawalForm = z.object({ merchant_id: MerchantId, coin_name: CoinName, amount: positiveAmount });

// ---------- calls ----------

export const walletCalls = {
  walletSliderStart: endpoint({
    path: '/v1/wallet/slider/start',
    method: 'post',
    tag: 'Wallet',
    summary: 'Open a slide-to-verify challenge for a wallet sign-in',
    auth: false,
    request: EmptyBody,
    response: SliderChallenge,
  }),
  walletSliderVerify: endpoint({
    path: '/v1/wallet/slider/verify',
    method: 'post',
    tag: 'Wallet',
    summary: 'Complete the challenge: the bar at its end, after a human-like time; answers a single-use token for sign_in',
    auth: false,
    request: SliderVerifyRequest,
    response: SliderToken,
  }),
  walletSignUpSendCode: endpoint({
    path: '/v1/wallet/sign_up/send_code',
    method: 'post',
    tag: 'Wallet',
    summary:
      'Send a one-time code to the phone of a new wallet account: a wallet slider token first (spent), one a minute per phone, daily caps per phone and address, and the server\'s daily SMS budget',
    auth: false,
    request: z.object({ phone: checkoutPhone, slider_token: requiredText(128, 'slider_required') }).meta({ id: 'WalletSendCodeRequest' }),
    response: PhoneCodeSent,
  }),
  walletSignUp: endpoint({
    path: '/v1/wallet/sign_up',
    method: 'post',
    tag: 'Wallet',
    summary: 'Open a wallet account (password RSA-encrypted with get_pub_key, phone proven by its code) and sign it in',
    auth: false,
    request: z
      .object({
        username: walletUsername,
        password: encryptedPassword.meta({ description: 'The password (8 to 64 printable ASCII characters without space), RSA-encrypted with get_pub_key.' }),
        nickname: walletNickname,
        phone: checkoutPhone,
        phone_code: phoneCode,
      })
      .meta({ id: 'WalletSignUpRequest' }),
    response: WalletSession,
  }),
  walletSignIn: endpoint({
    path: '/v1/wallet/sign_in',
    method: 'post',
    tag: 'Wallet',
    summary: 'Sign in to a wallet account, the same accounts as the checkout login (password RSA-encrypted with get_pub_key; slider token required)',
    auth: false,
    request: z
      .object({
        username: requiredText(limits.usernameMax, 'username_first'),
        password: encryptedPassword,
        slider_token: requiredText(128, 'slider_required'),
        ...signInChallengeFields,
      })
      .meta({ id: 'WalletSignInRequest' }),
    response: WalletSession,
  }),
  walletSignOut: endpoint({
    path: '/v1/wallet/sign_out',
    method: 'post',
    tag: 'Wallet',
    summary: 'End the session making the call',
    auth: false,
    wallet: true,
    request: EmptyBody,
    response: NoData,
  }),
  walletSessionQuery: endpoint({
    path: '/v1/wallet/session/query',
    method: 'post',
    tag: 'Wallet',
    summary: 'The payer’s wallet sessions that have not ended, the most recently used first',
    auth: false,
    wallet: true,
    request: EmptyBody,
    response: listResponse(WalletSessionRecord),
  }),
  walletSessionRevoke: endpoint({
    path: '/v1/wallet/session/revoke',
    method: 'post',
    tag: 'Wallet',
    summary: 'End one of the payer’s sessions (one that has ended or is not theirs answers 4004)',
    auth: false,
    wallet: true,
    request: z.object({ id: Id }).meta({ id: 'WalletSessionRevokeRequest' }),
    response: NoData,
  }),
  walletSessionRevokeOthers: endpoint({
    path: '/v1/wallet/session/revoke_others',
    method: 'post',
    tag: 'Wallet',
    summary: 'End every session of the payer but the caller’s',
    auth: false,
    wallet: true,
    request: EmptyBody,
    response: z.object({ count: z.number().int().min(0).meta({ description: 'How many sessions ended.' }) }).meta({ id: 'WalletSessionsRevoked' }),
  }),
  walletMe: endpoint({
    path: '/v1/wallet/me',
    method: 'post',
    tag: 'Wallet',
    summary: 'The signed-in payer: profile, identity steps, balances per enabled coin',
    auth: false,
    wallet: true,
    request: EmptyBody,
    response: WalletProfile,
  }),
  walletHistory: endpoint({
    path: '/v1/wallet/history',
    method: 'post',
    tag: 'Wallet',
    summary: 'The payer’s money movements, newest first',
    auth: false,
    wallet: true,
    request: listRequest({ sortFields: ['time'], filters: { coin_name: CoinName.optional() } }).meta({ id: 'WalletHistoryRequest' }),
    response: listResponse(WalletMoneyEvent),
  }),
  walletPhoneSendCode: endpoint({
    path: '/v1/wallet/phone/send_code',
    method: 'post',
    tag: 'Wallet',
    summary: 'Send a one-time code to a phone the signed-in payer wants to verify',
    auth: false,
    wallet: true,
    request: z.object({ phone: checkoutPhone }).meta({ id: 'WalletPhoneSendCodeRequest' }),
    response: PhoneCodeSent,
  }),
  walletPhoneBind: endpoint({
    path: '/v1/wallet/phone/bind',
    method: 'post',
    tag: 'Wallet',
    summary: 'Verify the phone with its code (a payer whose phone is verified already answers 4009)',
    auth: false,
    wallet: true,
    request: walletPhoneForm.meta({ id: 'WalletPhoneBindRequest' }),
    response: WalletProfile,
  }),
  walletIdentitySubmit: endpoint({
    path: '/v1/wallet/identity/submit',
    method: 'post',
    tag: 'Wallet',
    summary: 'Identity verification: real name, ID number, email (once: a payer who has them answers 4009)',
    auth: false,
    wallet: true,
    request: walletIdentityForm.meta({ id: 'WalletIdentityRequest' }),
    response: WalletProfile,
  }),
  walletBankCardBind: endpoint({
    path: '/v1/wallet/bank_card/bind',
    method: 'post',
    tag: 'Wallet',
    summary: 'Link a bank card (it replaces the one linked before); only its last 4 digits are kept',
    auth: false,
    wallet: true,
    request: walletBankCardForm.meta({ id: 'WalletBankCardRequest' }),
    response: WalletProfile,
  }),
  walletPaymentPasswordSet: endpoint({
    path: '/v1/wallet/payment_password/set',
    method: 'post',
    tag: 'Wallet',
    summary: 'Set the 6-digit payment password (typed twice); a payer who has one answers 4009 and changes it instead',
    auth: false,
    wallet: true,
    request: walletSetPaymentPasswordForm.meta({ id: 'WalletSetPaymentPasswordRequest' }),
    response: WalletProfile,
  }),
  walletPaymentPasswordChange: endpoint({
    path: '/v1/wallet/payment_password/change',
    method: 'post',
    tag: 'Wallet',
    summary: 'Change the payment password: the old one counts toward the lock like a payment (5 wrong lock paying for 15 minutes)',
    auth: false,
    wallet: true,
    request: walletChangePaymentPasswordForm.meta({ id: 'WalletChangePaymentPasswordRequest' }),
    response: WalletProfile,
  }),
  walletOrderResolve: endpoint({
    path: '/v1/wallet/order/resolve',
    method: 'post',
    tag: 'Wallet',
    summary: 'The order of a scanned code (ord_…, kassawallet://pay?order=…, <site>/wallet/pay?order=…, <site>/checkout/ord_…), marked scanned so its checkout page says so',
    auth: false,
    wallet: true,
    request: z.object({ code: scannedCode }).meta({ id: 'WalletResolveRequest' }),
    response: CheckoutOrder,
  }),
  walletOrderPay: endpoint({
    path: '/v1/wallet/order/pay',
    method: 'post',
    tag: 'Wallet',
    summary: 'Pay an order: reward points first when use_reward, then available balance; the order is paid once, whichever way it is paid',
    auth: false,
    wallet: true,
    request: walletPayOrderForm.extend({ order_id: orderId, payment_password: paymentPasswordOrPasskey, passkey: paymentPasskey }).meta({ id: 'WalletPayOrderRequest' }),
    response: CheckoutOrder,
  }),
  walletMerchantResolve: endpoint({
    path: '/v1/wallet/merchant/resolve',
    method: 'post',
    tag: 'Wallet',
    summary: 'The merchant of a receiving code (kassa://pay?merchant_id=…, <site>/wallet/pay?merchant=…, or its merchant ID)',
    auth: false,
    wallet: true,
    request: z.object({ code: scannedCode }).meta({ id: 'WalletMerchantResolveRequest' }),
    response: WalletMerchant,
  }),
  walletMerchantPay: endpoint({
    path: '/v1/wallet/merchant/pay',
    method: 'post',
    tag: 'Wallet',
    summary: 'Pay a merchant by its receiving code: a scan recharge, created paid at once, with the merchant’s recharge fee and webhook',
    auth: false,
    wallet: true,
    idempotent: true,
    request: walletPayMerchantForm.extend({ merchant_id: MerchantId, payment_password: paymentPasswordOrPasskey, passkey: paymentPasskey }).meta({ id: 'WalletPayMerchantRequest' }),
    response: WalletMerchantPayment,
  }),
  walletWithdrawalMerchants: endpoint({
    path: '/v1/wallet/withdrawal/merchants',
    method: 'post',
    tag: 'Wallet',
    summary: 'The merchants the payer has paid, to ask one of them for a withdrawal, the most recently paid first',
    auth: false,
    wallet: true,
    request: EmptyBody,
    response: listResponse(WalletMerchant),
  }),
  walletWithdrawalClaim: endpoint({
    path: '/v1/wallet/withdrawal/claim',
    method: 'post',
    tag: 'Wallet',
    summary: 'What the payer may ask a merchant for, per coin: up to what they paid it within the window it sets, or nothing',
    auth: false,
    wallet: true,
    request: z.object({ merchant_id: MerchantId }).meta({ id: 'WalletWithdrawalClaimRequest' }),
    response: WalletWithdrawalClaim,
  }),
  walletWithdrawalCreate: endpoint({
    path: '/v1/wallet/withdrawal/create',
    method: 'post',
    tag: 'Wallet',
    summary:
      'Ask a merchant for a withdrawal of at most what withdrawal/claim allows: pending in its user withdrawal records with the amount frozen in its account until the merchant reviews it (never review-free)',
    auth: false,
    wallet: true,
    idempotent: true,
    request: walletWithdrawalForm.meta({ id: 'WalletWithdrawalRequest' }),
    response: WalletWithdrawal,
  }),
  walletWithdrawalQuery: endpoint({
    path: '/v1/wallet/withdrawal/query',
    method: 'post',
    tag: 'Wallet',
    summary: 'The payer’s withdrawal requests with their status and, when rejected, the reason; newest first',
    auth: false,
    wallet: true,
    request: listRequest({ sortFields: ['create_time'], filters: { coin_name: CoinName.optional(), status: OrderStatus.optional() } }).meta({
      id: 'WalletWithdrawalQueryRequest',
    }),
    response: listResponse(WalletWithdrawal),
  }),
} satisfies Record<string, Endpoint>;
