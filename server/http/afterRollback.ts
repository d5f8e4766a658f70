/**
 * Work that must outlive a refused money-moving call. An idempotent call runs in one transaction with its
 * Idempotency-Key, and a refusal rolls everything back; a wrong authenticator code must still count towards
 * the sign-in lockout, or the call would be a way to guess codes. The refusal carries that work, and the route
 * layer runs it on the database once the transaction has ended (on PGlite, not before: one connection).
 */
import type { Executor } from '../db/client';

const afterRollbackKey = Symbol('afterRollback');

type Work = (db: Executor) => Promise<unknown>;

/** Marks `error` with work to run after its transaction rolled back. */
export function withAfterRollback<E extends Error>(error: E, work: Work): E {
  Object.defineProperty(error, afterRollbackKey, { value: work });
  return error;
}

/** Runs the work a refusal carries, if any. */
export async function runAfterRollback(error: unknown, db: Executor): Promise<void> {
  const work = error instanceof Error ? ((error as unknown as Record<symbol, Work | undefined>)[afterRollbackKey]) : undefined;
  if (work) await work(db);
}
