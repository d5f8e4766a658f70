/**
 * Delivers the outbox (Standard Webhooks 1.0). Every server process runs this: due events are claimed with
 * FOR UPDATE SKIP LOCKED and leased in one short transaction (attempts + 1, next attempt pushed past the
 * lease), then sent outside it, then their result recorded. So several processes on one database never send one
 * attempt twice, and an event claimed by a process that dies is sent again when its lease ends: a committed
 * event is delivered at least once, and webhook-id lets the receiver drop a repeat.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { webhookSecretPurpose } from '../accessKeys/accessKeys';
import { findAccessKeyOfMerchant } from '../accessKeys/repository';
import type { AppContext } from '../context';
import { webhookEvents } from '../db/schema';
import { runTransaction } from '../db/transaction';
import type { WebhookEventRow } from './outbox';
import { targetProblem } from './targets';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * The wait after each failed attempt: 10 attempts over about 2.9 days (Svix's and Stripe's schedules are of
 * this shape), then the event is marked failed. Each wait gets ±20 % jitter so retries of many events spread out.
 */
export const retryDelaysMs = [5 * second, minute, 5 * minute, 30 * minute, 2 * hour, 6 * hour, 12 * hour, 24 * hour, 24 * hour] as const;
export const maxAttempts = retryDelaysMs.length + 1;
/** An attempt times out after this long; the lease is longer, so an attempt in flight is never claimed again. */
export const attemptTimeoutMs = 10 * second;
const leaseMs = 6 * attemptTimeoutMs;

export function retryDelayAfter(attempt: number, random: () => number = Math.random): number {
  const base = retryDelaysMs[Math.min(attempt, retryDelaysMs.length) - 1] ?? 0;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Claims up to `batch` due events for this process. */
async function claimDue(context: AppContext, now: Date, batch: number): Promise<WebhookEventRow[]> {
  return runTransaction(context.db, async (tx) => {
    const due = await tx
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.status, 'pending'), lte(webhookEvents.nextAttemptAt, now)))
      .orderBy(asc(webhookEvents.nextAttemptAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookEvents)
      .set({ attempts: sql`${webhookEvents.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(webhookEvents.id, due.map((row) => row.id)))
      .returning();
  });
}

interface Outcome {
  httpStatus: number | null;
  error: string | null;
  /** No later attempt can succeed (no key to sign with, a forbidden target). */
  final?: boolean;
}

async function send(context: AppContext, event: WebhookEventRow, now: Date): Promise<Outcome> {
  const key = await findAccessKeyOfMerchant(context.db, event.merchantId);
  if (!key) return { httpStatus: null, error: 'The API key was revoked: there is no webhook secret to sign with.', final: true };
  const problem = await targetProblem(event.url, context.config.webhookAllowPrivate);
  if (problem) return { httpStatus: null, error: `Not sent: ${problem.message}.`, final: problem.kind === 'forbidden' };

  const secret = context.config.secretBox.open(key.webhookSecretEncrypted, webhookSecretPurpose);
  const signature = new Webhook(secret).sign(event.id, now, event.payload);
  try {
    const response = await fetch(event.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Kassa-Webhooks/1.0',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: event.payload,
      // A redirect is an answer, not a new target: following it could lead inside the network.
      redirect: 'manual',
      signal: AbortSignal.timeout(attemptTimeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? { httpStatus: response.status, error: null } : { httpStatus: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { httpStatus: null, error: timedOut ? `No answer within ${attemptTimeoutMs / second} s` : cause };
  }
}

async function record(context: AppContext, event: WebhookEventRow, outcome: Outcome, now: Date) {
  const delivered = outcome.error === null;
  const exhausted = outcome.final === true || event.attempts >= maxAttempts;
  await context.db
    .update(webhookEvents)
    .set({
      status: delivered ? 'delivered' : exhausted ? 'failed' : 'pending',
      lastHttpStatus: outcome.httpStatus,
      lastError: outcome.error,
      deliveredAt: delivered ? now : null,
      nextAttemptAt: delivered || exhausted ? null : new Date(now.getTime() + retryDelayAfter(event.attempts)),
    })
    // Only this claim's result: a resend since the claim has already made the event due again.
    .where(and(eq(webhookEvents.id, event.id), eq(webhookEvents.attempts, event.attempts)));
}

/** Sends every due event once (a batch at a time); answers how many attempts were made. */
export async function deliverDueEvents(context: AppContext, batch = 20): Promise<number> {
  const now = context.config.clock.now();
  const claimed = await claimDue(context, now, batch);
  await Promise.all(
    claimed.map(async (event) => {
      const outcome = await send(context, event, now);
      await record(context, event, outcome, context.config.clock.now());
    }),
  );
  return claimed.length;
}
