import {
  checkoutIdentitySubmitForm,
  checkoutLoginForm,
  checkoutPayForm,
  checkoutPhone,
  checkoutSetPaymentPasswordForm,
} from '../../openapi/checkout';
import type { FieldMessage } from '../payer/rules';
import { fieldMessages } from '../payer/validate';

/*
 * The contract's checkout rules (spec section 5), loaded when a form first needs them so that zod is not part
 * of the page's first load (see src/checkout/rules.ts).
 */

export const schemas = {
  login: checkoutLoginForm,
  identity: checkoutIdentitySubmitForm,
  phone: checkoutPhone,
  setPaymentPassword: checkoutSetPaymentPasswordForm,
  pay: checkoutPayForm,
};

export type SchemaName = keyof typeof schemas;

export function validate(name: SchemaName, values: unknown): Record<string, FieldMessage> {
  return fieldMessages(schemas[name], values);
}
