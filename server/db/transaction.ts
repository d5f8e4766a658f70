/**
 * The one way to run work in a database transaction. Inside a transaction already, the work joins it
 * (one money change, one commit); otherwise a new one starts. On PostgreSQL a transaction chosen as a
 * deadlock victim or failing serialisation is run again from the start: the work only touches the
 * database, so running it again is safe, and the client never sees a failure it did not cause.
 * So is one whose connection was lost before its commit was sent (a restart, a killed backend), once: PostgreSQL
 * rolled it back, and the retry takes a fresh connection; a second loss means the database is down, and the caller
 * is told to try again later (HTTP 503). A connection lost during the commit leaves the outcome unknown, so that
 * work runs again only when it says it may (`repeatable`: an Idempotency-Key call, whose key answers the first
 * run's result if it did commit).
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

/**
 * SQLSTATE codes of a database that cannot be reached: class 08 (connection exception), the server shutting down or
 * starting (57P01–57P03), its connection slots full (53300), the database missing (3D000: dropped, not created yet).
 */
const unreachableStates = /^(08...|57P0[123]|53300|3D000)$/;

/** Socket failures of the connection to the database. */
const socketErrors = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What node-postgres, its pool and PGlite raise themselves, with no code, when a connection is gone or none came. */
const driverMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'PGlite is closed',
];

/**
 * Whether a failure means the database cannot be reached now (stopped, restarting, a connection cut or refused, none
 * free within the pool's wait), rather than that a statement was wrong. It is the database's failure, not the
 * call's: the call answers HTTP 503 with code 503 (http/errorHandler.ts), which a client may try again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const code = postgresErrorCode(error);
  if (code !== undefined && (unreachableStates.test(code) || socketErrors.has(code))) return true;
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && driverMessages.some((known) => message.startsWith(known))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether a failure is the database's disk being full: PostgreSQL's class 53 disk_full (53100, a data file or the
 * write-ahead log could not grow), or the operating system's ENOSPC where a driver passes it through. PostgreSQL
 * rolls back the statement's transaction and keeps running, so a write succeeds again once space is freed.
 */
export function isStorageFull(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code === '53100' || code === 'ENOSPC';
}

export function isInTransaction(db: Executor): db is Transaction {
  return db instanceof PgTransaction;
}

export interface TransactionOptions {
  /**
   * Running the work twice gives what running it once does, even after a commit whose answer was lost: the
   * Idempotency-Key calls (server/http/idempotency.ts), whose key is claimed in the same transaction.
   */
  repeatable?: boolean;
}

/** The tasks to run once a transaction of `runTransaction` has committed. */
const afterCommitOf = new WeakMap<Transaction, ((db: Executor) => void)[]>();

/**
 * Runs `task` once what `db` wrote is committed, given the handle the transaction was begun on: at once outside a
 * transaction, after the commit inside one of `runTransaction`, never after a rollback. For telling this process of a
 * change sooner (a task must not write); inside a transaction begun otherwise (a savepoint) it is not run.
 */
export function afterCommit(db: Executor, task: (db: Executor) => void): void {
  if (!isInTransaction(db)) return task(db);
  afterCommitOf.get(db)?.push(task);
}

export async function runTransaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  if (isInTransaction(db)) return work(db);
  for (let attempt = 1; ; attempt += 1) {
    // Set once the work is done: from then on the commit may have been sent, and a lost connection hides whether it landed.
    let committing = false;
    const tasks: ((db: Executor) => void)[] = [];
    try {
      const result = await db.transaction(async (tx) => {
        afterCommitOf.set(tx, tasks);
        const result = await work(tx);
        committing = true;
        return result;
      });
      for (const task of tasks) task(db);
      return result;
    } catch (error) {
      if (attempt >= maxAttempts) throw error;
      const code = postgresErrorCode(error);
      if (code && retryableCodes.has(code)) continue;
      if (attempt === 1 && isDatabaseUnreachable(error) && (!committing || options.repeatable === true)) continue;
      throw error;
    }
  }
}
