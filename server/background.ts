/**
 * What every server process does on its own, besides answering calls: expire orders whose payment time has
 * passed, deliver due webhooks, put approved fee changes in force when their time comes, and forget nonces older than
 * the signature window, rate-limit windows that ended and sign-in counters whose window ended. Each step is safe to run in
 * several processes at once (SKIP LOCKED claims), so scaling out needs no coordinator.
 */
import type { AppContext } from './context';
import { apiNonces } from './db/schema';
import { lt } from 'drizzle-orm';
import { purgeEndedThrottles } from './auth/lockout';
import { expireDueOrders } from './merchantApi/orders';
import { timestampToleranceSeconds } from './merchantApi/signature';
import { deliverDueEvents, deliverPromptly, settleDeliveries } from './webhooks/delivery';
import { purgeEndedRateLimitWindows } from './http/rateLimitStore';
import { applyDueRuleChanges } from './ruleChanges/ruleChanges';

/**
 * One round of the background work; answers what it did. By default it returns once the webhooks it sent are
 * recorded; the running server's rounds (`waitForWebhooks: false`) leave them in flight, so an endpoint that
 * hangs does not hold back the next round (server/webhooks/delivery.ts).
 */
export async function runBackgroundRound(context: AppContext, options: { waitForWebhooks?: boolean; log?: (error: unknown) => void } = {}) {
  const now = context.config.clock.now();
  const expired = await expireDueOrders(context.db, now, context.config.publicUrl);
  const attempts = await deliverDueEvents(context, { wait: options.waitForWebhooks ?? true, onError: options.log });
  const ruleChanges = await applyDueRuleChanges(context, now);
  const nonceHorizon = new Date(now.getTime() - 2 * timestampToleranceSeconds * 1000);
  await context.db.delete(apiNonces).where(lt(apiNonces.createdAt, nonceHorizon));
  await purgeEndedRateLimitWindows(context.db);
  const throttlesPurged = await purgeEndedThrottles(context.db, now, context.config.lockout.windowMs);
  return { expired, attempts, ruleChanges, throttlesPurged };
}

/**
 * A round still running after this long is given up on: the next one starts beside it. Every step is bounded (a
 * webhook attempt by its timeout, a database call by the pool's wait), so only a call that never settles gets here,
 * and it must not stop all later rounds: the steps are safe to run side by side (SKIP LOCKED claims).
 */
export const roundStuckAfterMs = 30_000;

/** Runs a round every `intervalMs`, one at a time (unless one is stuck); answers the function that stops it. */
export function startBackgroundWork(context: AppContext, intervalMs: number, log: (error: unknown) => void): () => Promise<void> {
  const rounds = new Set<Promise<unknown>>();
  const stopPrompt = deliverPromptly(context, log);
  let current: { startedAt: number } | null = null;
  const timer = setInterval(() => {
    if (current) {
      const runningMs = performance.now() - current.startedAt;
      if (runningMs < roundStuckAfterMs) return;
      log(new Error(`a background round has not ended after ${Math.round(runningMs / 1000)} s; the next one starts beside it`));
    }
    const started = { startedAt: performance.now() };
    current = started;
    const round = runBackgroundRound(context, { waitForWebhooks: false, log })
      .catch(log)
      .finally(() => {
        rounds.delete(round);
        if (current === started) current = null;
      });
    rounds.add(round);
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    stopPrompt();
    await Promise.all(rounds);
    await settleDeliveries(context);
  };
}
