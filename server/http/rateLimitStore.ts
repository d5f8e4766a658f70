/**
 * A store of @fastify/rate-limit kept in the database (`rate_limit_hits`), so every server process on one
 * PostgreSQL database counts the same hits. One statement per hit: an atomic upsert that starts a new window
 * when the old one has ended, and answers the count and the time left by the database's clock (one clock for
 * all the processes).
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';

interface Hits {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result: Hits) => void;

export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      db.execute(
        // Committed without waiting for the disk (synchronous_commit off for this statement's own transaction): a
        // count lost to a crash lets a few more calls through, and a busy key's row is not held through a flush per
        // call (every call from one address updates one row, one after another).
        sql`insert into rate_limit_hits (key, hits, window_end)
            select ${key}, 1, now() + ${windowMs} * interval '1 millisecond'
            from (select set_config('synchronous_commit', 'off', true)) as relaxed
            on conflict (key) do update set
              hits = case when rate_limit_hits.window_end <= now() then 1 else rate_limit_hits.hits + 1 end,
              window_end = case when rate_limit_hits.window_end <= now() then excluded.window_end else rate_limit_hits.window_end end
            returning hits, ceil(extract(epoch from (window_end - now())) * 1000)::float8 as ttl`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { hits: number | string; ttl: number | string }[] }).rows[0];
          callback(null, { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl ?? windowMs)) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), { current: 0, ttl: 0 }),
      );
    }

    /** One table serves every limit: the keys carry the limit's name. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/** Counters whose window ended a while ago are of no use: the background round deletes them. */
export async function purgeEndedRateLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEnd, sql`now() - interval '1 hour'`));
}
