import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './account';
import { time } from './columns';

export const webhookEventTypes = ['order.paid', 'order.cancelled', 'order.expired', 'payout.approved', 'payout.rejected', 'payout.paid', 'test'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

/**
 * The webhook outbox: an event is written in the same transaction as the order change it reports, then
 * delivered by the worker of any server process (claimed with FOR UPDATE SKIP LOCKED), retried with backoff.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** Standard Webhooks' webhook-id: the same on every attempt, so the receiver can drop duplicates. */
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    /** The order's public id; null for a test event. */
    orderPublicId: text('order_public_id'),
    url: text('url').notNull(),
    /** The JSON body sent, fixed when the event is written. */
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: time('next_attempt_at'),
    lastHttpStatus: integer('last_http_status'),
    lastError: text('last_error'),
    deliveredAt: time('delivered_at'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    // The events waiting, by merchant: a claim steps from one merchant to the next and takes each one's earliest
    // (server/webhooks/delivery.ts), and the cap on a merchant's waiting events counts them.
    index('webhook_events_waiting_idx').on(table.merchantId, table.nextAttemptAt, table.id).where(sql`status = 'pending'`),
    index('webhook_events_merchant_time_idx').on(table.merchantId, table.createdAt),
  ],
);

/** One event of the outbox, as its row reads. */
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
