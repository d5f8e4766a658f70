import { z } from 'zod';
import { CoinName, Id, NoData, Timestamp, commonFilters, describe, listRequest, listResponse, typeError } from './common';
import { choice, limits, personName, requiredText, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The merchant's bank cards and e-wallets, where fiat withdrawals are paid (in the spec's menu, not named in its
 * section 7).
 */

// ---------- entities ----------

export const PaymentMethodType = z.enum(['bank_card', 'e_wallet']).meta({ id: 'PaymentMethodType' });

export const PaymentMethod = z
  .object({
    id: Id,
    type: PaymentMethodType,
    coin_name: describe(CoinName, 'The currency paid to it.'),
    bank_name: describe(z.string(), 'The bank’s name, or the e-wallet’s name.'),
    holder_name: z.string(),
    account_number: describe(z.string(), 'Card, account or wallet number.'),
    enabled: z.boolean(),
    create_time: Timestamp,
  })
  .meta({ id: 'PaymentMethod', description: 'Where the merchant receives fiat withdrawals.' });

// ---------- rules ----------

/** Payment method (bank card or e-wallet). */
export const paymentMethodForm = z.object({
  type: choice(['bank_card', 'e_wallet']),
  coin_name: CoinName,
  bank_name: requiredText(limits.bankNameMax),
  holder_name: personName,
  account_number: requiredText(limits.accountNumberMax),
  enabled: z.boolean(typeError()),
});

// ---------- calls ----------

export const paymentMethodCalls = {
  paymentMethodQuery: endpoint({
    path: '/v1/merchant/payment_method/query',
    method: 'post',
    tag: 'Payment methods',
    summary: 'The merchant’s bank cards and e-wallets',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        coin_name: commonFilters.coin_name,
        type: PaymentMethodType.optional(),
        enabled: z.boolean().optional(),
        keyword: commonFilters.keyword.meta({ description: 'Account number or holder name, matched as a prefix.' }),
      },
    }),
    response: listResponse(PaymentMethod),
  }),
  paymentMethodAdd: endpoint({
    path: '/v1/merchant/payment_method/add',
    method: 'post',
    tag: 'Payment methods',
    summary: 'Add a bank card or e-wallet',
    auth: true,
    request: paymentMethodForm.extend({ enabled: paymentMethodForm.shape.enabled.default(true), google_code: stepUpCode }),
    response: PaymentMethod,
  }),
  paymentMethodUpdate: endpoint({
    path: '/v1/merchant/payment_method/update',
    method: 'post',
    tag: 'Payment methods',
    summary: 'Change a payment method, or enable/disable it (only the fields sent change)',
    auth: true,
    request: paymentMethodForm.partial().extend({ id: Id, google_code: stepUpCode }),
    response: PaymentMethod,
  }),
  paymentMethodDelete: endpoint({
    path: '/v1/merchant/payment_method/delete',
    method: 'post',
    tag: 'Payment methods',
    summary: 'Delete a payment method (its past withdrawals keep their reference; refused while a fiat withdrawal to it is pending)',
    auth: true,
    request: z.object({ id: Id, google_code: stepUpCode }),
    response: NoData,
  }),
} satisfies Record<string, Endpoint>;
