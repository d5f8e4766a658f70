import { z } from 'zod';
import { CoinName, Money, OrderStatus, RechargeStatus, Timestamp, describe, typeError, vkey } from './common';
import { callbackUrl, limits, optionalText, orderId, positiveAmount, requiredText } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * The merchant order API (added): called server to server, signed with the API key (the headers are described in
 * document.ts).
 */

// ---------- entities ----------

/** An order as the API answers it once paid (the document's example). */
export const exampleOrder = {
  order_id: 'ord_5f0c6a2e9b1d4c7a8e3f2b10',
  merchant_order_no: 'SHOP-2025-0001',
  coin_name: 'CNY',
  amount: '100.00',
  subject: 'Two coffees',
  order_status: 'coin_transferred',
  checkout_url: 'https://pay.example.com/checkout/ord_5f0c6a2e9b1d4c7a8e3f2b10',
  return_url: 'https://shop.example.com/orders/SHOP-2025-0001',
  expire_time: '2025-06-02T08:15:00.000Z',
  create_time: '2025-06-02T08:00:00.000Z',
  serial_number: 'RC202506020000000042',
  handling_fee: '0.60',
  settlement_amount: '99.40',
  pay_time: '2025-06-02T08:03:12.000Z',
};

/** A payout as the API answers it once approved (the document's example). */
export const examplePayout = {
  payout_id: 'WD202506020000000007',
  merchant_payout_no: 'PAYOUT-2025-0001',
  uid: 'U10001',
  nick: 'player_42',
  coin_name: 'CNY',
  amount: '80.00',
  handling_fee: '0.64',
  settlement_amount: '79.36',
  payout_status: 'approved',
  reviewer: 'automatic',
  reason: null,
  remark: 'Weekly cashback',
  create_time: '2025-06-02T09:00:00.000Z',
  update_time: '2025-06-02T09:00:00.000Z',
  pay_time: '2025-06-02T09:00:00.000Z',
};


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
  .meta({ id: 'OpenOrder', description: '(added) An order of the merchant order API: the spec’s recharge order, seen by the merchant’s server.', examples: [exampleOrder] });

/**
 * (added) A payout the merchant's server asked for: a user withdrawal into the payer's wallet, reviewed in the
 * console's user withdrawal records unless within the review-free limit.
 */
export const OpenPayout = z
  .object({
    payout_id: describe(z.string(), 'Kassa’s id of the payout: its order number in your user withdrawal records.'),
    merchant_payout_no: describe(z.string(), 'Your payout id.'),
    uid: describe(z.string(), 'The payer’s wallet UID, who receives the settlement amount.'),
    nick: z.string(),
    coin_name: CoinName,
    amount: describe(Money, 'What leaves your balance: frozen while pending, paid on approval.'),
    handling_fee: describe(Money, 'The withdrawal fee, at your withdrawal fee rate, taken from the amount.'),
    settlement_amount: describe(Money, 'What reaches the payer’s wallet: amount less the fee.'),
    payout_status: describe(OrderStatus, 'pending: waiting for your review; approved: paid into the payer’s wallet; rejected: the amount returned to your balance.'),
    reviewer: describe(z.string().nullable(), 'Who approved or rejected it: an operator’s username, or automatic under the review-free limit; null while pending.'),
    reason: describe(z.string().nullable(), 'Why it was rejected; null unless rejected.'),
    remark: describe(z.string().nullable(), 'The remark you sent.'),
    create_time: Timestamp,
    update_time: Timestamp,
    pay_time: describe(Timestamp.nullable(), 'When the payer’s wallet was credited; null unless approved.'),
  })
  .meta({ id: 'OpenPayout', description: '(added) A payout your server asked for, as the merchant API and its webhooks show it.', examples: [examplePayout] });

// ---------- rules ----------

/** The merchant's own order number in the order API: digits, letters, '-' or '_'. */
export const merchantOrderNo = requiredText(limits.orderIdMax, 'order_no_chars')
  .regex(/^[A-Za-z0-9_-]+$/, { error: vkey('order_no_chars') })
  .meta({ description: 'Your own order number, unique per merchant.', examples: ['SHOP-2025-0001'] });

/** The merchant's own payout id: digits, letters, '-' or '_', unique per merchant. */
export const merchantPayoutNo = requiredText(limits.orderIdMax, 'order_no_chars')
  .regex(/^[A-Za-z0-9_-]+$/, { error: vkey('order_no_chars') })
  .meta({ description: 'Your own payout id, unique per merchant: the same id with the same body answers the same payout.', examples: ['PAYOUT-2025-0001'] });

// ---------- calls ----------

/** An order of the merchant order API, by Kassa's id or the merchant's own number (exactly one). */
/** A payout of the merchant API, by Kassa's id or the merchant's own (exactly one). */
const openPayoutReference = z
  .object({ payout_id: orderId.optional(), merchant_payout_no: merchantPayoutNo.optional() })
  .refine((body) => (body.payout_id === undefined) !== (body.merchant_payout_no === undefined), {
    error: vkey('one_payout_reference'),
    path: ['payout_id'],
  })
  .meta({ id: 'OpenPayoutReference' });

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
  openPayoutCreate: endpoint({
    path: '/v1/open/payout/create',
    method: 'post',
    tag: 'Merchant payout API',
    summary:
      'Pay one of your users into their wallet from your available balance: approved at once within your review-free limit, otherwise pending your review; the same merchant_payout_no with the same body answers the same payout',
    auth: false,
    signed: true,
    request: z
      .object({
        merchant_payout_no: merchantPayoutNo,
        uid: requiredText(limits.orderIdMax).meta({ description: 'The payer’s wallet UID.', examples: ['U10001'] }),
        coin_name: CoinName,
        amount: positiveAmount.meta({ description: 'What leaves your balance, the fee included: a decimal string with at most the coin’s decimals.', examples: ['80.00'] }),
        nick: optionalText(limits.nicknameMax).optional().meta({ description: 'Your name for the user, shown in your withdrawal records; the wallet’s nickname when absent.' }),
        remark: optionalText(limits.remarkMax).optional().meta({ description: 'Your note, shown in the record’s detail.' }),
        notify_url: callbackUrl.optional().meta({ description: 'Where the payout’s webhooks go; the default endpoint when absent.' }),
      })
      .meta({ id: 'OpenPayoutCreateRequest' }),
    response: OpenPayout,
  }),
  openPayoutQuery: endpoint({
    path: '/v1/open/payout/query',
    method: 'post',
    tag: 'Merchant payout API',
    summary: 'A payout by payout_id or merchant_payout_no',
    auth: false,
    signed: true,
    request: openPayoutReference,
    response: OpenPayout,
  }),
} satisfies Record<string, Endpoint>;
