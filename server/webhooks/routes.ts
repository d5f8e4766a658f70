import { and, count, eq, type SQL } from 'drizzle-orm';
import { endpoints } from '../../openapi/endpoints';
import { ResultCode } from '../../openapi/codes';
import { findAccessKeyOfMerchant } from '../accessKeys/repository';
import { actorOf, audit } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { createdBetween, matchesKeyword, pageOf, sortedBy } from '../db/filters';
import { accessKeys, webhookEvents } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { accessKeyOf } from '../accessKeys/accessKeys';
import { findEvent, insertEvent, type WebhookEventRow } from './outbox';
import { assertPublicTarget } from './targets';
import { assertRoomForEvent, attemptTimeoutMs, maxResponseBytes } from './delivery';
import { translate } from '../http/language';
import type { ApiLanguage } from '../../openapi/i18n/languages';

/**
 * The contract's WebhookDelivery, its error in the caller's language: the log stores a failure's kind as the
 * key of its text (delivery.ts); a text stored otherwise is shown as it is.
 */
export function deliveryView(row: WebhookEventRow, language: ApiLanguage) {
  return {
    id: row.id,
    event_type: row.eventType,
    order_id: row.orderPublicId,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    last_http_status: row.lastHttpStatus,
    last_error: row.lastError === null ? null : translate(language, row.lastError, { seconds: attemptTimeoutMs / 1000, status: row.lastHttpStatus ?? '', size: maxResponseBytes / 1024 }),
    next_attempt_time: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    delivered_time: row.deliveredAt?.toISOString() ?? null,
    create_time: row.createdAt.toISOString(),
  };
}

const keyRequired = () => new AppError(ResultCode.forbidden, 'kassa.server.accessKeyRequired');

export function registerWebhookRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.webhookEndpointUpdate, async (call) => {
    const { body, signedIn, now } = call;
    if (body.webhook_url) await assertPublicTarget(body.webhook_url, context.config.webhookAllowPrivate, 'webhook_url', context.config.webhookLookup);
    // Where the merchant's events go and where payers are sent after paying: a step-up change.
    await requireStepUp(context, call, body.google_code);
    return runTransaction(context.db, async (tx) => {
      const before = await findAccessKeyOfMerchant(tx, signedIn.merchantId);
      const [row] = await tx
        .update(accessKeys)
        .set({
          ...(body.webhook_url !== undefined ? { webhookUrl: body.webhook_url } : {}),
          ...(body.return_url !== undefined ? { returnUrl: body.return_url } : {}),
          updatedAt: now,
        })
        .where(eq(accessKeys.merchantId, signedIn.merchantId))
        .returning();
      if (!row) throw keyRequired();
      await audit(tx, actorOf(call), 'webhook_endpoint_update', {
        target: row.accessKey,
        before: { webhook_url: before?.webhookUrl ?? null, return_url: before?.returnUrl ?? null },
        after: { webhook_url: row.webhookUrl, return_url: row.returnUrl },
      });
      return accessKeyOf(row);
    });
  });

  routes.signedIn(endpoints.webhookDeliveryQuery, async ({ body, signedIn, language }) => {
    const conditions: SQL[] = [eq(webhookEvents.merchantId, signedIn.merchantId), ...createdBetween(webhookEvents.createdAt, body.start_time, body.end_time)];
    if (body.status) conditions.push(eq(webhookEvents.status, body.status));
    if (body.event_type) conditions.push(eq(webhookEvents.eventType, body.event_type));
    const keyword = matchesKeyword(body.keyword, webhookEvents.id, webhookEvents.orderPublicId);
    if (keyword) conditions.push(keyword);
    const where = and(...conditions);
    const { limit, offset } = pageOf(body);
    const rows = await context.db
      .select()
      .from(webhookEvents)
      .where(where)
      .orderBy(...sortedBy(webhookEvents.createdAt, body.sort_order, webhookEvents.id))
      .limit(limit)
      .offset(offset);
    const [total] = await context.db.select({ value: count() }).from(webhookEvents).where(where);
    return { list: rows.map((row) => deliveryView(row, language)), total: total?.value ?? 0 };
  });

  routes.signedIn(endpoints.webhookDeliveryResend, async ({ body, signedIn, now, language }) => {
    const event = await findEvent(context.db, body.id);
    if (event?.merchantId !== signedIn.merchantId) throw notFound('kassa.server.deliveryNotFound');
    // An event already waiting only moves forward; one that ended would wait again.
    if (event.status !== 'pending') await assertRoomForEvent(context.db, signedIn.merchantId);
    // Due now, with the same webhook-id; a failed event gets a fresh set of attempts.
    const [row] = await context.db
      .update(webhookEvents)
      .set({ status: 'pending', nextAttemptAt: now, ...(event.status === 'failed' ? { attempts: 0 } : {}) })
      .where(eq(webhookEvents.id, event.id))
      .returning();
    return deliveryView(row ?? event, language);
  });

  routes.signedIn(endpoints.webhookTest, async ({ signedIn, now, language }) => {
    const key = await findAccessKeyOfMerchant(context.db, signedIn.merchantId);
    if (!key) throw keyRequired();
    if (!key.webhookUrl) throw new AppError(ResultCode.invalidInput, 'kassa.server.webhookUrlRequired', {}, { field: 'webhook_url', key: 'kassa.server.webhookUrlRequired' });
    await assertRoomForEvent(context.db, signedIn.merchantId);
    const event = await insertEvent(context.db, {
      merchantId: signedIn.merchantId,
      type: 'test',
      orderPublicId: null,
      url: key.webhookUrl,
      data: { message: 'A test event from Kassa: your endpoint receives and verifies webhooks.' },
      now,
    });
    return deliveryView(event, language);
  });
}
