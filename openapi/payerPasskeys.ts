import { z } from 'zod';
import { EmptyBody, Id, NoData, describe } from './common';
import { endpoint, type Endpoint } from './endpoint';
import { paymentPassword } from './checkout';
import { Passkey, PasskeyCreationOptions, PasskeyRequestOptions, RegistrationCredential, passkeyName } from './passkeys';

/*
 * (added) Passkeys of the payers: registered in the wallet (its account screen), then offered in place of the 6-digit
 * payment password wherever it pays: an order at the hosted checkout or scanned in the wallet, a merchant by its
 * receiving code. Paying takes a challenge of the session that pays (…/passkey/pay/options), whose answer the pay call
 * carries as `passkey` instead of `payment_password`; user verification is required, so the authenticator's PIN or
 * biometrics stand where the payment password stood. The payment password stays: it registers a passkey, and it pays
 * wherever no passkey is at hand.
 */

/** Registering a payer's passkey: its name, and the payment password, which it will stand in for. */
export const payerPasskeyRegisterForm = z.object({ name: passkeyName, payment_password: paymentPassword });

export const PayerPasskeyList = z
  .object({ list: z.array(Passkey), total: z.number().int().min(0) })
  .meta({ id: 'PayerPasskeyList', description: '(added) The payer\'s passkeys, the oldest first.' });

const tag = 'Wallet';

export const payerPasskeyCalls = {
  walletPasskeyRegisterOptions: endpoint({
    path: '/v1/wallet/passkey/register/options',
    method: 'post',
    tag,
    summary:
      '(added) Begin registering a passkey for the signed-in payer: the payment password first (counted towards its lock like a payment), since the passkey will pay without it',
    auth: false,
    wallet: true,
    request: z.object({ payment_password: paymentPassword }),
    response: PasskeyCreationOptions,
  }),
  walletPasskeyRegister: endpoint({
    path: '/v1/wallet/passkey/register',
    method: 'post',
    tag,
    summary: '(added) Finish registering: the browser\'s answer to register/options of this session, and the passkey\'s name',
    auth: false,
    wallet: true,
    request: z.object({ name: passkeyName, credential: RegistrationCredential }),
    response: Passkey,
  }),
  walletPasskeyList: endpoint({
    path: '/v1/wallet/passkey/list',
    method: 'post',
    tag,
    summary: '(added) The signed-in payer\'s passkeys, with when each last paid',
    auth: false,
    wallet: true,
    request: EmptyBody,
    response: PayerPasskeyList,
  }),
  walletPasskeyDelete: endpoint({
    path: '/v1/wallet/passkey/delete',
    method: 'post',
    tag,
    summary: '(added) Remove one of the payer\'s passkeys: it pays no more (the payment password still does)',
    auth: false,
    wallet: true,
    request: z.object({ id: Id }),
    response: NoData,
  }),
  walletPasskeyPayOptions: endpoint({
    path: '/v1/wallet/passkey/pay/options',
    method: 'post',
    tag,
    summary: '(added) Begin paying with a passkey in the wallet: request options for the payer\'s passkeys, for this session; 4004 when the payer has none',
    auth: false,
    wallet: true,
    request: EmptyBody,
    response: PasskeyRequestOptions,
  }),
  checkoutPasskeyPayOptions: endpoint({
    path: '/v1/checkout/passkey/pay/options',
    method: 'post',
    tag: 'Checkout',
    summary: '(added) Begin paying the session\'s order with a passkey: request options for the signed-in payer\'s passkeys; 4004 when the payer has none',
    auth: false,
    payer: true,
    request: EmptyBody,
    response: describe(PasskeyRequestOptions, 'Options for navigator.credentials.get(); the answer goes to checkout/pay as passkey.'),
  }),
} satisfies Record<string, Endpoint>;
