/**
 * The webhook outbox: an event is written in the same transaction as the change it reports, so a committed
 * change always has its event and a rolled-back one never does. The worker (delivery.ts) sends it later.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { findAccessKeyOfMerchant } from '../accessKeys/repository';
import type { Executor } from '../db/client';
import { afterCommit } from '../db/transaction';
import { webhookEvents, type WebhookEventRow, type WebhookEventType } from '../db/schema';
import { openOrderView } from '../merchantApi/orderView';
import type { RechargeOrderRow } from '../recharges/repository';
import { eventCommitted } from './delivery';

export type { WebhookEventRow } from '../db/schema';

/** Standard Webhooks' webhook-id: unique per event, the same on every attempt. */
export const newEventId = () => `msg_${randomBytes(16).toString('base64url')}`;

export async function insertEvent(
  db: Executor,
  event: { merchantId: number; type: WebhookEventType; orderPublicId: string | null; url: string; data: unknown; now: Date },
): Promise<WebhookEventRow> {
  const payload = JSON.stringify({ type: event.type, timestamp: event.now.toISOString(), data: event.data });
  const [row] = await db
    .insert(webhookEvents)
    .values({
      id: newEventId(),
      merchantId: event.merchantId,
      eventType: event.type,
      orderPublicId: event.orderPublicId,
      url: event.url,
      payload,
      status: 'pending',
      nextAttemptAt: event.now,
      createdAt: event.now,
    })
    .returning();
  if (!row) throw new Error('webhook event insert returned nothing');
  afterCommit(db, eventCommitted);
  return row;
}

/**
 * Writes an order's event, to its notify_url or else the merchant's default endpoint. An order with neither
 * has nowhere to be told, so nothing is written.
 */
export async function enqueueOrderEvent(
  tx: Executor,
  type: Exclude<WebhookEventType, 'test'>,
  order: RechargeOrderRow,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const url = order.notifyUrl ?? (await findAccessKeyOfMerchant(tx, order.merchantId))?.webhookUrl ?? null;
  if (!url || !order.publicId) return;
  await insertEvent(tx, { merchantId: order.merchantId, type, orderPublicId: order.publicId, url, data: openOrderView(order, publicUrl), now });
}

export async function findEvent(db: Executor, id: string): Promise<WebhookEventRow | undefined> {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
  return row;
}
