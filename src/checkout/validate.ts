import type { z } from 'zod';
import {
  checkoutIdentitySubmitForm,
  checkoutLoginForm,
  checkoutPayForm,
  checkoutPhone,
  checkoutSetPaymentPasswordForm,
} from '../../openapi/checkout';
import { issueMessage } from '../../openapi/issues';

/*
 * The contract's checkout rules (spec section 5), loaded when a form first needs them so that zod is not part
 * of the page's first load (see src/checkout/rules.ts).
 */

export interface FieldMessage {
  key: string;
  args: Record<string, string | number>;
}

/** The first message of each field (by the first segment of its path), `{}` when the values pass. */
export function fieldMessages(schema: z.ZodType, values: unknown): Record<string, FieldMessage> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, FieldMessage> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_root';
    if (!(field in messages)) messages[field] = issueMessage(issue);
  }
  return messages;
}

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
