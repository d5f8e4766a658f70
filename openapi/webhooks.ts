import { z } from 'zod';
import { EmptyBody, Timestamp, commonFilters, describe, listRequest, listResponse, vkey } from './common';
import { callbackUrl, requiredText, stepUpCode } from './sharedRules';
import { AccessKey } from './accessKeys';
import { exampleOrder, examplePayout } from './merchantApi';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Webhooks: the default endpoint and return URL, the delivery log, resending an event and the test event.
 */

// ---------- entities ----------

export const WebhookEventType = z
  .enum(['order.paid', 'order.cancelled', 'order.expired', 'payout.approved', 'payout.rejected', 'payout.paid', 'test'])
  .meta({
    id: 'WebhookEventType',
    description:
      'order.*: an order of the merchant order API changed (data: OpenOrder). payout.approved: a payout was approved, by a reviewer or under the review-free limit; payout.paid: its settlement reached the payer’s wallet (today in the same step, sent after payout.approved); payout.rejected: refused, with data.reason (data: OpenPayout). test: sent from API management.',
  });

export const WebhookDeliveryStatus = z
  .enum(['pending', 'delivered', 'failed'])
  .meta({ id: 'WebhookDeliveryStatus', description: 'pending: waiting for its next attempt; delivered: a 2xx answer; failed: every attempt failed.' });

export const WebhookDelivery = z
  .object({
    id: describe(z.string(), 'The event id, sent as webhook-id (the same on every attempt).'),
    event_type: WebhookEventType,
    order_id: describe(z.string().nullable(), 'The order (or the payout_id of the payout) the event is about; null for a test event.'),
    url: z.string(),
    status: WebhookDeliveryStatus,
    attempts: describe(z.number().int().nonnegative(), 'Attempts made so far.'),
    last_http_status: describe(z.number().int().nullable(), 'The HTTP status of the last attempt; null when none answered.'),
    last_error: describe(z.string().nullable(), 'Why the last attempt failed, as one of a few kinds of failure (address not allowed, connection refused, timed out, HTTP status, invalid response…) in the caller’s language; null when it did not.'),
    next_attempt_time: describe(Timestamp.nullable(), 'When the next attempt is due; null once delivered or failed.'),
    delivered_time: Timestamp.nullable(),
    create_time: Timestamp,
  })
  .meta({ id: 'WebhookDelivery', description: '(added) One webhook event and its delivery to the merchant’s endpoint.' });

/** What a webhook's `data` holds, by the schema's component id. */
type WebhookData = 'OpenOrder' | 'OpenPayout';

/**
 * The events sent to the merchant's endpoint (Standard Webhooks 1.0: webhook-id, webhook-timestamp and
 * webhook-signature headers; the body `{ type, timestamp, data }`), for the document's `webhooks`, with an example
 * body of each.
 */
export const webhookEventDocs: ReadonlyArray<{ type: Exclude<z.infer<typeof WebhookEventType>, 'test'>; data: WebhookData; summary: string; example: unknown }> = [
  { type: 'order.paid', data: 'OpenOrder', summary: 'An order was paid: your balance was credited its settlement_amount.', example: exampleOrder },
  { type: 'order.cancelled', data: 'OpenOrder', summary: 'You closed an unpaid order.', example: { ...exampleOrder, order_status: 'cancelled', serial_number: null, handling_fee: null, settlement_amount: null, pay_time: null } },
  { type: 'order.expired', data: 'OpenOrder', summary: 'An unpaid order passed its latest payment time (auto_cancelled).', example: { ...exampleOrder, order_status: 'auto_cancelled', serial_number: null, handling_fee: null, settlement_amount: null, pay_time: null } },
  {
    type: 'payout.approved',
    data: 'OpenPayout',
    summary: 'A payout was approved: by an operator, or at once by "automatic" within your review-free limit. payout.paid follows.',
    example: examplePayout,
  },
  { type: 'payout.paid', data: 'OpenPayout', summary: 'The payout’s settlement_amount reached the payer’s wallet; final.', example: examplePayout },
  {
    type: 'payout.rejected',
    data: 'OpenPayout',
    summary: 'An operator rejected a payout; reason says why, and the amount returned to your available balance.',
    example: { ...examplePayout, payout_status: 'rejected', reviewer: 'demo_ops', reason: 'The account name does not match the KYC name.', pay_time: null },
  },
];

// ---------- rules ----------

/**
 * The integration settings (the spec's cut-in setting): the default webhook endpoint and the default return URL of
 * orders that name none. Each given field is set (a URL) or cleared (null); an absent one stays as it is.
 */
export const webhookEndpointForm = z
  .object({ webhook_url: callbackUrl.nullable().optional(), return_url: callbackUrl.nullable().optional(), google_code: stepUpCode })
  .refine((form) => form.webhook_url !== undefined || form.return_url !== undefined, { error: vkey('required'), path: ['webhook_url'] });

// ---------- calls ----------

export const webhookCalls = {
  webhookEndpointUpdate: endpoint({
    path: '/v1/merchant/webhook/endpoint/update',
    method: 'post',
    tag: 'Webhooks',
    summary: 'Set or clear the default webhook endpoint and the default return URL (for orders created without notify_url or return_url)',
    auth: true,
    request: webhookEndpointForm.meta({ id: 'WebhookEndpointRequest' }),
    response: AccessKey,
  }),
  webhookDeliveryQuery: endpoint({
    path: '/v1/merchant/webhook/delivery/query',
    method: 'post',
    tag: 'Webhooks',
    summary: 'The webhook delivery log, newest first',
    auth: true,
    request: listRequest({
      sortFields: ['create_time'],
      filters: {
        status: WebhookDeliveryStatus.optional(),
        event_type: WebhookEventType.optional(),
        start_time: commonFilters.start_time,
        end_time: commonFilters.end_time,
        keyword: commonFilters.keyword.meta({ description: 'Event id or order id, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(WebhookDelivery),
  }),
  webhookDeliveryResend: endpoint({
    path: '/v1/merchant/webhook/delivery/resend',
    method: 'post',
    tag: 'Webhooks',
    summary: 'Send an event again now (same webhook-id), whatever its state',
    auth: true,
    request: z.object({ id: requiredText(64) }).meta({ id: 'WebhookDeliveryReference' }),
    response: WebhookDelivery,
  }),
  webhookTest: endpoint({
    path: '/v1/merchant/webhook/test',
    method: 'post',
    tag: 'Webhooks',
    summary: 'Send a test event to the default webhook endpoint',
    auth: true,
    request: EmptyBody,
    response: WebhookDelivery,
  }),
} satisfies Record<string, Endpoint>;
