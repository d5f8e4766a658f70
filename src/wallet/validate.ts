import { z } from 'zod';
import { checkoutLoginForm, checkoutPhone } from '../../openapi/checkout';
import {
  scannedCode,
  walletBankCardForm,
  walletChangePaymentPasswordForm,
  walletIdentityForm,
  walletPayMerchantForm,
  walletPayOrderForm,
  walletPhoneForm,
  walletSetPaymentPasswordForm,
  walletSignUpForm,
  walletWithdrawalForm,
} from '../../openapi/rules';
import type { FieldMessage } from '../payer/rules';
import { fieldMessages } from '../payer/validate';

/*
 * The contract's wallet rules, loaded when a form first needs them so that zod is not part of the app's first load
 * (see src/wallet/rules.ts). Sign-in is the checkout's login form: the same accounts, the same messages.
 */

export const schemas = {
  signIn: checkoutLoginForm,
  signUp: walletSignUpForm,
  phone: z.object({ phone: checkoutPhone }),
  phoneBind: walletPhoneForm,
  identity: walletIdentityForm,
  bankCard: walletBankCardForm,
  setPaymentPassword: walletSetPaymentPasswordForm,
  changePaymentPassword: walletChangePaymentPasswordForm,
  payOrder: walletPayOrderForm,
  payMerchant: walletPayMerchantForm,
  payMerchantByPasskey: walletPayMerchantForm.omit({ payment_password: true }),
  withdrawal: walletWithdrawalForm,
  withdrawalClaim: walletWithdrawalForm.pick({ merchant_id: true }),
  scan: z.object({ code: scannedCode }),
};

export type SchemaName = keyof typeof schemas;

export function validate(name: SchemaName, values: unknown): Record<string, FieldMessage> {
  return fieldMessages(schemas[name], values);
}
