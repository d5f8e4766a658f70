import Webhook from '@mui/icons-material/Webhook';
import { endpoints } from '../../openapi/endpoints';
import { WebhookDeliveryStatus, WebhookEventType } from '../../openapi/entities';
import { choicesOf, defineResource } from '../../src/resourceLayer/defineResource';
import { webhookDeliveriesLabels } from './labels';

const name = 'api/WebhookDeliveries';

/** A webhook's delivery: pending is retried on its own, failed needs the merchant (fix the endpoint, then resend). */
const webhookDeliveryStatusChoices = choicesOf({ name, labels: webhookDeliveriesLabels }, 'webhookDeliveryStatus', WebhookDeliveryStatus.options, {
  pending: 'info',
  delivered: 'success',
  failed: 'error',
});

// An event type with a dot ('order.paid') is named at order_paid in the labels.
const webhookEventTypeChoices = choicesOf({ name, labels: webhookDeliveriesLabels }, 'webhookEventType', WebhookEventType.options);

/**
 * The webhook delivery log: every event sent to the merchant's endpoints and how its delivery went, newest
 * first. It has no menu page: API management (`/api/ManagementIndex`) shows it below the webhook settings.
 */
export const webhookDeliveries = defineResource({
  name,
  shownIn: '/api/ManagementIndex',
  labels: webhookDeliveriesLabels,
  icon: Webhook,
  api: { idField: 'id', list: endpoints.webhookDeliveryQuery, lookupFilter: 'keyword' },
  fields: [
    // The event id (the webhook-id header, the same on every attempt); the keyword filter finds it.
    { source: 'id', kind: 'text', areas: [] },
    { source: 'event_type', kind: 'choice', choices: webhookEventTypeChoices, areas: ['column', 'filter'] },
    { source: 'order_id', kind: 'text', areas: ['column'], copyable: true },
    { source: 'url', kind: 'text', areas: ['column'] },
    { source: 'status', kind: 'status', choices: webhookDeliveryStatusChoices, areas: ['column', 'filter'] },
    { source: 'attempts', kind: 'text', areas: ['column'] },
    { source: 'last_http_status', kind: 'text', areas: ['column'] },
    { source: 'last_error', kind: 'text', areas: ['column'] },
    { source: 'next_attempt_time', kind: 'datetime', areas: ['column'] },
    { source: 'delivered_time', kind: 'datetime', areas: ['column'] },
    { source: 'create_time', kind: 'datetime', areas: ['column', 'filter'] },
  ],
  recordRepresentation: 'id',
  list: {
    filters: ['status', 'event_type', 'create_time', 'keyword'],
    keyword: true,
    sort: { field: 'create_time', order: 'DESC' },
    perPage: 20,
    // Columns that give way on narrower windows (to the row's expand panel), so the list never scrolls sideways.
    priority: { url: 2, attempts: 2, last_http_status: 2, last_error: 3, next_attempt_time: 3, delivered_time: 2 },
  },
  actions: [
    {
      // Sends the event again now, with the same webhook-id, whatever its state; the log reads again after it.
      kind: 'custom',
      name: 'resend',
      run: ({ dataProvider, record }) => dataProvider.call('webhookDeliveryResend', { id: String(record.id) }),
    },
  ],
  capabilities: {},
});
