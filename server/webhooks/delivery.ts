/**
 * Delivers the outbox (Standard Webhooks 1.0). Every server process runs this: due events are claimed with
 * FOR UPDATE SKIP LOCKED and leased in one short transaction (attempts + 1, next attempt pushed past the
 * lease), then sent outside it, then their result recorded. So several processes on one database never send one
 * attempt twice, and an event claimed by a process that dies is sent again when its lease ends: a committed
 * event is delivered at least once, and webhook-id lets the receiver drop a repeat.
 *
 * Fair across merchants: a claim takes each merchant's earliest due events, at most `inFlightPerMerchant` of a
 * merchant counting those this process is sending already, and the background round does not wait for the sends it
 * started. A merchant whose endpoint hangs holds only its own share, for at most an attempt's timeout, while
 * every other merchant's events go out at the next round.
 *
 * A send's reads and writes that the database cannot take at once (a restart after the claim) are tried again and
 * again while the event's lease lasts: an event claimed before the restart is sent once it is back, and a delivered
 * one is not sent a second time when its lease ends because its result could not be written.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { webhookSecretPurpose } from '../accessKeys/accessKeys';
import { findAccessKeysOfMerchants, type AccessKeyRow } from '../accessKeys/repository';
import type { AppContext } from '../context';
import { webhookEvents, type WebhookEventRow } from '../db/schema';
import type { Executor } from '../db/client';
import { isDatabaseUnreachable, runTransaction } from '../db/transaction';
import { conflict } from '../http/errors';
import { systemLookup } from './targets';
import { postWebhook, type AttemptErrorKind } from './transport';

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
/** A receiver's answer is read to this size at most: a webhook answer needs no body, a longer one is refused. */
export const maxResponseBytes = 64 * 1024;
/** Sends of one merchant in flight at once in one process. */
export const inFlightPerMerchant = 4;
/** Sends in flight at once in one process, across merchants. */
const inFlightPerProcess = 64;
/** Due events one claim takes at most. */
const claimBatch = 20;
/**
 * Events of one merchant waiting to be sent beyond which a test event or a resend is refused (4009). Events of
 * orders are always written: a paid order's event is never dropped.
 */
export const maxPendingPerMerchant = 1000;
const leaseMs = 6 * attemptTimeoutMs;
/** A send still waiting for the database this long before its lease ends gives up: the event is sent after the lease. */
const leaseMarginMs = attemptTimeoutMs;
/** The first wait before a step of a send tries the database again; each next wait doubles, up to `maxDatabaseWaitMs`. */
const firstDatabaseWaitMs = 250;
const maxDatabaseWaitMs = 2000;

export function retryDelayAfter(attempt: number, random: () => number = Math.random): number {
  const base = retryDelaysMs[Math.min(attempt, retryDelaysMs.length) - 1] ?? 0;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** What this process is sending now, per server (app context). */
interface InFlight {
  perMerchant: Map<number, number>;
  total: number;
  sends: Set<Promise<void>>;
  /** The claim a finished send or a committed event started, if one is under way (one at a time). */
  refilling: Promise<unknown> | null;
  /** Asked for while one was under way: another claim follows it (what was committed meanwhile may not be in it). */
  claimAgain: boolean;
  /** A finished send claims the next due events at once (the running server, until it stops). */
  refill: boolean;
  /** The server is stopping: a step of a send that the database does not take is not tried again. */
  stopping: boolean;
}

const inFlightOfContext = new WeakMap<AppContext, InFlight>();

function inFlightOf(context: AppContext): InFlight {
  let inFlight = inFlightOfContext.get(context);
  if (!inFlight) {
    inFlight = { perMerchant: new Map(), total: 0, sends: new Set(), refilling: null, claimAgain: false, refill: false, stopping: false };
    inFlightOfContext.set(context, inFlight);
  }
  return inFlight;
}

/**
 * Claims up to `room` due events for this process, the earliest first, at most `inFlightPerMerchant` of a merchant
 * counting those it is sending already. The candidates are found merchant by merchant: a skip scan of the waiting
 * events' index finds each merchant with events waiting, and each one's earliest due events are locked (SKIP LOCKED,
 * so another process's claim under way is passed over, not waited for). The cost is a few index probes per merchant
 * waiting, whatever the size of the backlog.
 */
async function claimDue(context: AppContext, now: Date, room: number, perMerchant: Map<number, number>): Promise<WebhookEventRow[]> {
  const busy = [...perMerchant].filter(([, sending]) => sending >= inFlightPerMerchant).map(([merchantId]) => merchantId);
  return runTransaction(context.db, async (tx) => {
    const candidates = (await tx.execute(sql`
      with recursive waiting(merchant_id) as (
        (select merchant_id from webhook_events where status = 'pending' order by merchant_id limit 1)
        union all
        select (select e.merchant_id from webhook_events e where e.status = 'pending' and e.merchant_id > w.merchant_id order by e.merchant_id limit 1)
        from waiting w where w.merchant_id is not null
      )
      select due.id, w.merchant_id
      from waiting w
      cross join lateral (
        select e.id, e.next_attempt_at from webhook_events e
        where e.merchant_id = w.merchant_id and e.status = 'pending' and e.next_attempt_at <= ${now.toISOString()}::timestamptz
        order by e.next_attempt_at, e.id
        limit ${inFlightPerMerchant}
        for update skip locked
      ) due
      where w.merchant_id is not null and not (w.merchant_id = any(${`{${busy.join(',')}}`}::int[]))
      order by due.next_attempt_at, due.id`)) as unknown as { rows: { id: string; merchant_id: number }[] };
    const taken: string[] = [];
    const takenOf = new Map<number, number>();
    for (const { id, merchant_id: merchantId } of candidates.rows) {
      if (taken.length >= room) break;
      const sending = (perMerchant.get(merchantId) ?? 0) + (takenOf.get(merchantId) ?? 0);
      if (sending >= inFlightPerMerchant) continue;
      taken.push(id);
      takenOf.set(merchantId, (takenOf.get(merchantId) ?? 0) + 1);
    }
    if (taken.length === 0) return [];
    return tx
      .update(webhookEvents)
      .set({ attempts: sql`${webhookEvents.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(webhookEvents.id, taken))
      .returning();
  });
}

interface Outcome {
  httpStatus: number | null;
  /** A kind of failure (shown as kassa.server.webhookError.<kind>), or null when delivered. */
  error: AttemptErrorKind | 'keyRevoked' | null;
  /** No later attempt can succeed (no key to sign with, a forbidden target). */
  final?: boolean;
}

/** The delivery log's text of a failure kind is the message key it is shown with. */
export const deliveryErrorKey = (kind: string) => `kassa.server.webhookError.${kind}`;

/** The API key (its webhook secret) of each merchant of `events`; a merchant without one has none in the map. */
async function keysOf(context: AppContext, events: WebhookEventRow[]): Promise<Map<number, AccessKeyRow>> {
  const rows = await findAccessKeysOfMerchants(context.db, [...new Set(events.map((event) => event.merchantId))]);
  return new Map(rows.map((row) => [row.merchantId, row]));
}

async function send(context: AppContext, event: WebhookEventRow, now: Date, key: AccessKeyRow | undefined): Promise<Outcome> {
  if (!key) return { httpStatus: null, error: 'keyRevoked', final: true };
  const secret = context.config.secretBox.open(key.webhookSecretEncrypted, webhookSecretPurpose);
  const signature = new Webhook(secret).sign(event.id, now, event.payload);
  const result = await postWebhook(
    event.url,
    {
      'content-type': 'application/json',
      'user-agent': 'Kassa-Webhooks/1.0',
      'webhook-id': event.id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
    event.payload,
    {
      allowPrivate: context.config.webhookAllowPrivate,
      lookup: context.config.webhookLookup ?? systemLookup,
      timeoutMs: attemptTimeoutMs,
      maxResponseBytes,
    },
  );
  return { httpStatus: result.status, error: result.error, final: result.error === 'addressNotAllowed' };
}

async function record(context: AppContext, event: WebhookEventRow, outcome: Outcome, now: Date) {
  const delivered = outcome.error === null;
  const exhausted = outcome.final === true || event.attempts >= maxAttempts;
  await context.db
    .update(webhookEvents)
    .set({
      status: delivered ? 'delivered' : exhausted ? 'failed' : 'pending',
      lastHttpStatus: outcome.httpStatus,
      lastError: outcome.error === null ? null : deliveryErrorKey(outcome.error),
      deliveredAt: delivered ? now : null,
      nextAttemptAt: delivered || exhausted ? null : new Date(now.getTime() + retryDelayAfter(event.attempts)),
    })
    // Only this claim's result: a resend since the claim has already made the event due again.
    .where(and(eq(webhookEvents.id, event.id), eq(webhookEvents.attempts, event.attempts)));
}

/**
 * The step's answer, or a failure counted as the database's ('timeout expired', as the pool's own) when none came in
 * `ms`: a call that never settles, on a connection lost in an outage, must not hold its event and its merchant's place
 * among the sends in flight for ever (the merchant's next events would wait behind it).
 */
function settledWithin<T>(step: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout expired: a database step of a webhook send did not answer')), ms);
  });
  return Promise.race([step, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A step of a send that reads or writes the database (the key to sign with, the result); while the database cannot be
 * reached, tried again until `deadline` (milliseconds of the process's own clock, which a test's clock does not
 * move), short of the lease's end.
 */
async function whileLeased<T>(step: () => Promise<T>, deadline: number, inFlight: InFlight): Promise<T> {
  for (let wait = firstDatabaseWaitMs; ; wait = Math.min(2 * wait, maxDatabaseWaitMs)) {
    try {
      return await settledWithin(step(), attemptTimeoutMs);
    } catch (error) {
      if (!isDatabaseUnreachable(error) || inFlight.stopping || performance.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * Claims due events and starts sending them; answers how many attempts it started. With `wait` (tests, and
 * anything that must see the results) it returns once they are recorded; the background round does not wait,
 * so a hanging endpoint never holds back the next round.
 */
export async function deliverDueEvents(
  context: AppContext,
  options: { batch?: number; wait?: boolean; onError?: (error: unknown) => void } = {},
): Promise<number> {
  const { batch = claimBatch, wait = true, onError = () => undefined } = options;
  const inFlight = inFlightOf(context);
  inFlight.stopping = false;
  // Sends not waited for make room as they end: a merchant's backlog drains at its endpoint's pace, not a round's.
  if (!wait) inFlight.refill = true;
  const room = Math.min(batch, inFlightPerProcess - inFlight.total);
  if (room <= 0) return 0;
  const now = context.config.clock.now();
  const claimed = await claimDue(context, now, room, inFlight.perMerchant);
  const leaseDeadline = performance.now() + leaseMs - leaseMarginMs;
  for (const event of claimed) {
    inFlight.total += 1;
    inFlight.perMerchant.set(event.merchantId, (inFlight.perMerchant.get(event.merchantId) ?? 0) + 1);
  }
  // The keys to sign with, read once for the claim's merchants.
  const keys = claimed.length === 0 ? Promise.resolve(new Map<number, AccessKeyRow>()) : whileLeased(() => keysOf(context, claimed), leaseDeadline, inFlight);
  const started = claimed.map((event) => {
    const sending = (async () => {
      try {
        const outcome = await send(context, event, now, (await keys).get(event.merchantId));
        await whileLeased(() => record(context, event, outcome, context.config.clock.now()), leaseDeadline, inFlight);
      } finally {
        inFlight.total -= 1;
        const left = (inFlight.perMerchant.get(event.merchantId) ?? 1) - 1;
        if (left > 0) inFlight.perMerchant.set(event.merchantId, left);
        else inFlight.perMerchant.delete(event.merchantId);
        if (inFlight.refill) claimSoon(context, inFlight, batch, onError);
      }
    })();
    void sending.then(
      () => inFlight.sends.delete(sending),
      () => inFlight.sends.delete(sending),
    );
    inFlight.sends.add(sending);
    return sending;
  });
  if (wait) await Promise.all(started);
  // A send not waited for reports its failure (a lost database, not a failed attempt) to the round's log.
  else for (const sending of started) sending.catch(onError);
  return claimed.length;
}

/** Claims the next due events now, or once the claim under way has ended. */
function claimSoon(context: AppContext, inFlight: InFlight, batch: number, onError: (error: unknown) => void): void {
  if (inFlight.refilling) {
    inFlight.claimAgain = true;
    return;
  }
  inFlight.claimAgain = false;
  inFlight.refilling = deliverDueEvents(context, { batch, wait: false, onError })
    .catch(onError)
    .finally(() => {
      inFlight.refilling = null;
      if (inFlight.claimAgain && inFlight.refill) claimSoon(context, inFlight, batch, onError);
    });
}

/** The running server's prompt claim, by its database handle (see `deliverPromptly`). */
const promptClaims = new WeakMap<object, () => void>();

/**
 * While the server runs, an event committed in this process is claimed at once (`eventCommitted`, called after its
 * transaction's commit) instead of at the next background round: a payment's webhook leaves within milliseconds,
 * not up to a round later. Events committed by another process go out at this one's next round, or at once there.
 * Answers the function that ends it.
 */
export function deliverPromptly(context: AppContext, onError: (error: unknown) => void): () => void {
  const inFlight = inFlightOf(context);
  // The running server's sends make room as they end (see deliverDueEvents), from its first round or this.
  inFlight.refill = true;
  inFlight.stopping = false;
  const claim = () => {
    if (inFlight.refill && !inFlight.stopping) claimSoon(context, inFlight, claimBatch, onError);
  };
  promptClaims.set(context.db, claim);
  return () => {
    if (promptClaims.get(context.db) === claim) promptClaims.delete(context.db);
  };
}

/** An event was committed on `db` (the handle its transaction was begun on): see `deliverPromptly`. */
export function eventCommitted(db: Executor): void {
  promptClaims.get(db)?.();
}

/** Waits for every send this process has started (a stop lets them end: each has its timeout). */
export async function settleDeliveries(context: AppContext): Promise<void> {
  const inFlight = inFlightOfContext.get(context);
  if (!inFlight) return;
  inFlight.refill = false;
  inFlight.stopping = true;
  while (inFlight.sends.size > 0 || inFlight.refilling) await Promise.allSettled([...inFlight.sends, inFlight.refilling]);
}

/** Refuses (4009) a test event or a resend while the merchant has `maxPendingPerMerchant` events waiting. */
export async function assertRoomForEvent(db: Executor, merchantId: number): Promise<void> {
  const [pending] = await db
    .select({ value: count() })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.merchantId, merchantId), eq(webhookEvents.status, 'pending')));
  if ((pending?.value ?? 0) >= maxPendingPerMerchant) throw conflict('kassa.server.webhookPendingFull', { count: maxPendingPerMerchant });
}
