/**
 * One database handle type for both drivers: embedded PGlite (default, data in a folder)
 * and PostgreSQL through node-postgres (when DATABASE_URL is set).
 * Data access is written against `Database`, the drizzle API both drivers share.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import type { Database, Executor } from './executor';
import { flushTrailingWrites } from './trailingWrites';

export type { Database, Executor, Schema, Transaction } from './executor';

export type DatabaseConnection =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

/** Runs tasks one after another, in the order they asked. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // The next task waits for this one to settle, whether it succeeded or not.
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * PGlite is one connection shared by every request: two transactions open at once would interleave their
 * statements in one session, and row locks (SELECT … FOR UPDATE) protect nothing inside one session.
 * So every transaction here waits for the previous one to end. PGlite queues its own calls too, but that
 * is its implementation; this is our guarantee (proved by server/ledger/ledger.test.ts).
 * Inside a transaction, use the transaction's handle only: a call on `db` would wait for the transaction
 * that is waiting for it.
 */
function serialiseTransactions(db: Database): Database {
  const mutex = new Mutex();
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => mutex.run(() => transaction(work, config))) as Database['transaction'];
  return db;
}

/** Every transaction sends its trailing writes (trailingWrites.ts) before it commits. */
function flushBeforeCommit(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const result = await work(tx);
      await flushTrailingWrites(tx);
      return result;
    }, config)) as Database['transaction'];
  return db;
}

export function connectPglite(client: PGlite): DatabaseConnection {
  return { kind: 'pglite', db: serialiseTransactions(flushBeforeCommit(drizzlePglite({ client, schema }))), client, close: () => client.close() };
}

/** Connections of the PostgreSQL pool unless KASSA_DB_POOL_SIZE says otherwise: concurrent requests run concurrent transactions, with row locks between them. */
export const defaultPostgresPoolSize = 10;

/** Far above a connection's setup or a busy pool's wait (milliseconds), far below a client's patience (60 s). */
export const postgresConnectTimeoutMs = 5000;

export function connectPostgres(connectionString: string, poolSize = defaultPostgresPoolSize): DatabaseConnection {
  // Statements are sent unnamed, so PostgreSQL plans each with its values, except those the code names: the
  // prebuilt statements (prebuilt.ts) and the trailing writes (trailingWrites.ts), which find their rows by key.
  // Strings are standard (a backslash is itself): the export's COPY carries its values inlined (server/db/copyText.ts).
  // A call waits at most `postgresConnectTimeoutMs` for a connection (a free one of the pool or a new one), so a
  // database that does not answer fails the call (HTTP 503) instead of holding it; TCP keepalive finds a
  // connection whose server vanished without closing it.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: postgresConnectTimeoutMs,
    keepAlive: true,
    options: '-c standard_conforming_strings=on',
  });
  // An idle connection the server closes (a restart, an administrator, a dropped test database) is
  // removed from the pool; without a listener node-postgres would raise it as an uncaught error.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // A connection lost while a call holds it (between the statements of a transaction) is raised as an 'error' event
  // of its client, which the pool listens to only while the client is idle: without a listener of our own, a
  // PostgreSQL restart would end the process. The call learns it from its next statement (HTTP 503), and the pool
  // drops the client when it is given back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { kind: 'postgres', db: flushBeforeCommit(drizzleNodePg({ client: pool, schema })), pool, close: () => pool.end() };
}

/** The PostgreSQL pool behind a database handle; undefined on PGlite. */
export function postgresPoolOf(db: Executor): pg.Pool | undefined {
  const driver = (db as unknown as { $client?: unknown }).$client;
  return driver instanceof pg.Pool ? driver : undefined;
}

/**
 * How PGlite's PostgreSQL runs here: 32 MB of shared buffers instead of initdb's 128 MB. PGlite's memory is the
 * WebAssembly instance's, set up on every open; the smaller pool opens about 0.2 s sooner, and the pages it does not
 * hold are read from files the operating system caches anyway.
 */
export const embeddedDatabaseOptions = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

/** `DATABASE_URL` set: PostgreSQL; otherwise PGlite with its data in `dataDir`. */
export async function createDatabase(options: { databaseUrl?: string | undefined; dataDir: string; poolSize?: number }): Promise<DatabaseConnection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize);
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(`${options.dataDir}/pglite`, embeddedDatabaseOptions);
  return connectPglite(client);
}
