import { z } from 'zod';
import { EmptyBody, Timestamp, commonFilters, describe, listRequest, listResponse, vkey } from './common';
import { callbackUrl, requiredText, stepUpCode } from './sharedRules';
import { AccessKey } from './accessKeys';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Webhooks: the default endpoint and return URL, the delivery log, resending an event and the test event.
 */

// ---------- entities ----------

export const WebhookEventType = z.enum(['order.paid', 'order.cancelled', 'order.expired', 'test']).meta({ id: 'WebhookEventType' });

export const WebhookDeliveryStatus = z
  .enum(['pending', 'delivered', 'failed'])
  .meta({ id: 'WebhookDeliveryStatus', description: 'pending: waiting for its next attempt; delivered: a 2xx answer; failed: every attempt failed.' });

export const WebhookDelivery = z
  .object({
    id: describe(z.string(), 'The event id, sent as webhook-id (the same on every attempt).'),
    event_type: WebhookEventType,
    order_id: describe(z.string().nullable(), 'The order the event is about; null for a test event.'),
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
