/**
 * The one way to run work in a database transaction. Inside a transaction already, the work joins it
 * (one money change, one commit); otherwise a new one starts. On PostgreSQL a transaction chosen as a
 * deadlock victim or failing serialisation is run again from the start: the work only touches the
 * database, so running it again is safe, and the client never sees a failure it did not cause.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from './client';

const retryableCodes = new Set(['40P01', '40001']);
const maxAttempts = 3;

/** The PostgreSQL error code of a failure, looking through drizzle's query error wrapper. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isInTransaction(db: Executor): db is Transaction {
  return db instanceof PgTransaction;
}

export async function runTransaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (isInTransaction(db)) return work(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const code = postgresErrorCode(error);
      if (attempt >= maxAttempts || !code || !retryableCodes.has(code)) throw error;
    }
  }
}
