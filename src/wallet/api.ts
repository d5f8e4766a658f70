import type { components, paths } from '../data/api-types';
import { answeringChallenge } from '../data/signInChallenge';
import { payerChallengeOf, post, type BodyOf } from '../payer/http';

/* The wallet app's calls (/v1/wallet/*), through the payer pages' small HTTP client (src/payer/http.ts). */

type Schemas = components['schemas'];
export type CheckoutOrder = Schemas['CheckoutOrder'];
export type WalletProfile = Schemas['WalletProfile'];
export type WalletBalance = Schemas['WalletBalance'];
export type WalletSession = Schemas['WalletSession'];
export type WalletSessionRecord = Schemas['WalletSessionRecord'];
export type WalletMoneyEvent = Schemas['WalletMoneyEvent'];
export type WalletMerchant = Schemas['WalletMerchant'];
export type WalletMerchantPayment = Schemas['WalletMerchantPayment'];
export type WalletWithdrawal = Schemas['WalletWithdrawal'];
export type WalletWithdrawalClaim = Schemas['WalletWithdrawalClaim'];
export type WalletClaimRule = Schemas['WalletClaimRule'];
export type OrderStatus = Schemas['OrderStatus'];
export type Passkey = Schemas['Passkey'];

/** The calls the wallet makes; all but the first six send the session as X-Wallet-Token. */
export const walletPaths = {
  pubKey: '/v1/merchant/auth/get_pub_key',
  sliderStart: '/v1/wallet/slider/start',
  sliderVerify: '/v1/wallet/slider/verify',
  signUpSendCode: '/v1/wallet/sign_up/send_code',
  signUp: '/v1/wallet/sign_up',
  signIn: '/v1/wallet/sign_in',
  signOut: '/v1/wallet/sign_out',
  sessions: '/v1/wallet/session/query',
  revokeSession: '/v1/wallet/session/revoke',
  revokeOtherSessions: '/v1/wallet/session/revoke_others',
  me: '/v1/wallet/me',
  history: '/v1/wallet/history',
  phoneSendCode: '/v1/wallet/phone/send_code',
  phoneBind: '/v1/wallet/phone/bind',
  identitySubmit: '/v1/wallet/identity/submit',
  bankCardBind: '/v1/wallet/bank_card/bind',
  setPaymentPassword: '/v1/wallet/payment_password/set',
  changePaymentPassword: '/v1/wallet/payment_password/change',
  orderResolve: '/v1/wallet/order/resolve',
  orderPay: '/v1/wallet/order/pay',
  merchantResolve: '/v1/wallet/merchant/resolve',
  merchantPay: '/v1/wallet/merchant/pay',
  withdrawalMerchants: '/v1/wallet/withdrawal/merchants',
  withdrawalClaim: '/v1/wallet/withdrawal/claim',
  withdrawalCreate: '/v1/wallet/withdrawal/create',
  withdrawalQuery: '/v1/wallet/withdrawal/query',
  passkeyRegisterOptions: '/v1/wallet/passkey/register/options',
  passkeyRegister: '/v1/wallet/passkey/register',
  passkeyList: '/v1/wallet/passkey/list',
  passkeyDelete: '/v1/wallet/passkey/delete',
  passkeyPayOptions: '/v1/wallet/passkey/pay/options',
} as const satisfies Record<string, keyof paths>;

type Paths = typeof walletPaths;

/** Where the session is kept: the payer's own phone, for the 30 days a wallet session lasts. */
const tokenKey = 'kassa.wallet.token';

export const walletToken = {
  read(): string | null {
    try {
      return window.localStorage.getItem(tokenKey);
    } catch {
      return null;
    }
  },
  write(token: string | null) {
    try {
      if (token) window.localStorage.setItem(tokenKey, token);
      else window.localStorage.removeItem(tokenKey);
    } catch {
      // Private mode without storage: the session lasts as long as the page.
    }
  },
};

function session(): Record<string, string> {
  const token = walletToken.read();
  return token ? { 'X-Wallet-Token': token } : {};
}

/** A fresh Idempotency-Key: a retry of the same payment or request sends the same one (docs/wallet-api.md). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `wallet-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const signed = <P extends Paths[keyof Paths]>(path: P) => (body: BodyOf<P>) => post(path, body, session());
const once = <P extends Paths[keyof Paths]>(path: P) => (body: BodyOf<P>, idempotencyKey: string) =>
  post(path, body, { ...session(), 'Idempotency-Key': idempotencyKey });

export const walletApi = {
  pubKey: () => post(walletPaths.pubKey, {}),
  sliderStart: () => post(walletPaths.sliderStart, {}),
  sliderVerify: (body: BodyOf<Paths['sliderVerify']>) => post(walletPaths.sliderVerify, body),
  signUpSendCode: (body: BodyOf<Paths['signUpSendCode']>) => post(walletPaths.signUpSendCode, body),
  signUp: (body: BodyOf<Paths['signUp']>) => post(walletPaths.signUp, body),
  // A browser asked the sign-in challenge (4028) answers it and signs in again, with the same slider token.
  signIn: (body: BodyOf<Paths['signIn']>) => answeringChallenge((answer) => post(walletPaths.signIn, { ...body, ...answer }), payerChallengeOf),
  signOut: () => post(walletPaths.signOut, {}, session()),
  sessions: () => post(walletPaths.sessions, {}, session()),
  revokeSession: signed(walletPaths.revokeSession),
  revokeOtherSessions: () => post(walletPaths.revokeOtherSessions, {}, session()),
  me: () => post(walletPaths.me, {}, session()),
  history: signed(walletPaths.history),
  phoneSendCode: signed(walletPaths.phoneSendCode),
  phoneBind: signed(walletPaths.phoneBind),
  identitySubmit: signed(walletPaths.identitySubmit),
  bankCardBind: signed(walletPaths.bankCardBind),
  setPaymentPassword: signed(walletPaths.setPaymentPassword),
  changePaymentPassword: signed(walletPaths.changePaymentPassword),
  orderResolve: signed(walletPaths.orderResolve),
  orderPay: signed(walletPaths.orderPay),
  merchantResolve: signed(walletPaths.merchantResolve),
  merchantPay: once(walletPaths.merchantPay),
  withdrawalMerchants: () => post(walletPaths.withdrawalMerchants, {}, session()),
  withdrawalClaim: signed(walletPaths.withdrawalClaim),
  withdrawalCreate: once(walletPaths.withdrawalCreate),
  withdrawalQuery: signed(walletPaths.withdrawalQuery),
  passkeyRegisterOptions: signed(walletPaths.passkeyRegisterOptions),
  passkeyRegister: signed(walletPaths.passkeyRegister),
  passkeyList: () => post(walletPaths.passkeyList, {}, session()),
  passkeyDelete: signed(walletPaths.passkeyDelete),
  passkeyPayOptions: () => post(walletPaths.passkeyPayOptions, {}, session()),
};
