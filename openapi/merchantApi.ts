import { z } from 'zod';
import { CoinName, Money, RechargeStatus, Timestamp, describe, typeError, vkey } from './common';
import { callbackUrl, limits, optionalText, orderId, positiveAmount, requiredText } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The merchant order API (added): called server to server, signed with the API key (the headers are described in
 * document.ts).
 */

// ---------- entities ----------

export const OpenOrder = z
  .object({
    order_id: describe(z.string(), 'Kassa’s order id.'),
    merchant_order_no: describe(z.string(), 'Your order number.'),
    coin_name: CoinName,
    amount: Money,
    subject: z.string().nullable(),
    order_status: RechargeStatus,
    checkout_url: describe(z.string(), 'The hosted checkout page of this order: send the payer there.'),
    return_url: z.string().nullable(),
    expire_time: describe(Timestamp, 'The latest payment time; a created order past it becomes auto_cancelled.'),
    create_time: Timestamp,
    serial_number: describe(z.string().nullable(), 'The ledger serial number; null until paid.'),
    handling_fee: describe(Money.nullable(), 'The recharge fee the merchant pays; null until paid.'),
    settlement_amount: describe(Money.nullable(), 'What the merchant is credited; null until paid.'),
    pay_time: Timestamp.nullable(),
  })
  .meta({ id: 'OpenOrder', description: '(added) An order of the merchant order API: the spec’s recharge order, seen by the merchant’s server.' });

// ---------- rules ----------

/** The merchant's own order number in the order API: digits, letters, '-' or '_'. */
export const merchantOrderNo = requiredText(limits.orderIdMax, 'order_no_chars')
  .regex(/^[A-Za-z0-9_-]+$/, { error: vkey('order_no_chars') })
  .meta({ description: 'Your own order number, unique per merchant.', examples: ['SHOP-2025-0001'] });

// ---------- calls ----------

/** An order of the merchant order API, by Kassa's id or the merchant's own number (exactly one). */
const openOrderReference = z
  .object({ order_id: orderId.optional(), merchant_order_no: merchantOrderNo.optional() })
  .refine((body) => (body.order_id === undefined) !== (body.merchant_order_no === undefined), {
    error: vkey('one_reference'),
    path: ['order_id'],
  })
  .meta({ id: 'OpenOrderReference' });

export const merchantApiCalls = {
  openOrderCreate: endpoint({
    path: '/v1/open/order/create',
    method: 'post',
    tag: 'Merchant order API',
    summary: 'Create an order and get its checkout_url; the same merchant_order_no with the same body answers the same order',
    auth: false,
    signed: true,
    request: z
      .object({
        merchant_order_no: merchantOrderNo,
        coin_name: CoinName,
        amount: positiveAmount.meta({ description: 'The amount, a decimal string with at most the coin’s decimals.', examples: ['100.00'] }),
        subject: optionalText(limits.subjectMax).optional().meta({ description: 'What is paid for, shown to the payer.' }),
        notify_url: callbackUrl.optional().meta({ description: 'Where the order’s webhooks go; the default endpoint when absent.' }),
        return_url: callbackUrl.optional().meta({ description: 'Where the checkout sends the payer after paying.' }),
        expire_minutes: z
          .number(typeError('expire_minutes'))
          .int({ error: vkey('expire_minutes') })
          .min(1, { error: vkey('expire_minutes') })
          .max(1440, { error: vkey('expire_minutes') })
          .default(15)
          .meta({ description: 'Minutes the payer has to pay (1–1440, default 15).' }),
      })
      .meta({ id: 'OpenOrderCreateRequest' }),
    response: OpenOrder,
  }),
  openOrderQuery: endpoint({
    path: '/v1/open/order/query',
    method: 'post',
    tag: 'Merchant order API',
    summary: 'An order by order_id or merchant_order_no',
    auth: false,
    signed: true,
    request: openOrderReference,
    response: OpenOrder,
  }),
  openOrderClose: endpoint({
    path: '/v1/open/order/close',
    method: 'post',
    tag: 'Merchant order API',
    summary: 'Close an unpaid order (created → cancelled); a paid order is refused',
    auth: false,
    signed: true,
    request: openOrderReference,
    response: OpenOrder,
  }),
} satisfies Record<string, Endpoint>;
