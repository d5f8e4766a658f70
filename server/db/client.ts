/**
 * One database handle type for both drivers: embedded PGlite (default, data in a folder)
 * and PostgreSQL through node-postgres (when DATABASE_URL is set).
 * Data access is written against `Database`, the drizzle API both drivers share.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { flushTrailingWrites } from './trailingWrites';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open transaction (what `db.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A transaction or the database itself: repositories accept either. */
export type Executor = Database | Transaction;

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

/** Connections of the PostgreSQL pool: concurrent requests run concurrent transactions, with row locks between them. */
export const postgresPoolSize = Number(process.env.KASSA_DB_POOL_SIZE ?? 10);

/** How many distinct statements each process prepares by name; past it, statements are parsed every time as before. */
export const preparedStatementLimit = 500;

/**
 * A client that prepares every statement with parameters by name (a hash of its text), once per connection:
 * PostgreSQL then skips parsing on every later run, and the client sends no Parse message. A statement's text names its shape, never its values (drizzle sends values as
 * parameters), so a process has a few hundred shapes; the limit bounds what each connection keeps.
 */
class PreparingClient extends pg.Client {
  private static names = new Map<string, string>();

  static nameOf(text: string): string | undefined {
    let name = PreparingClient.names.get(text);
    if (name === undefined && PreparingClient.names.size < preparedStatementLimit) {
      name = `k${createHash('sha1').update(text).digest('base64url')}`;
      PreparingClient.names.set(text, name);
    }
    return name;
  }

  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    if (config && typeof config === 'object' && 'text' in config && !('name' in config && (config as { name?: string }).name)) {
      const { text } = config as { text: string; values?: unknown[] };
      const hasValues = (Array.isArray(values) && values.length > 0) || ((config as { values?: unknown[] }).values?.length ?? 0) > 0;
      const name = hasValues ? PreparingClient.nameOf(text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function connectPostgres(connectionString: string): DatabaseConnection {
  // Plans stay custom (made for each run's values): a generic plan, chosen for a statement's shape, once read a
  // million-row merchant's range through the primary key (0.4 s instead of 2 ms). Parsing is still saved.
  // Strings are standard (a backslash is itself): the export's COPY carries its values inlined (server/db/copyText.ts).
  const pool = new pg.Pool({ connectionString, max: postgresPoolSize, Client: PreparingClient, options: '-c plan_cache_mode=force_custom_plan -c standard_conforming_strings=on' });
  // An idle connection the server closes (a restart, an administrator, a dropped test database) is
  // removed from the pool; without a listener node-postgres would raise it as an uncaught error.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
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
export async function createDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseConnection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(`${options.dataDir}/pglite`, embeddedDatabaseOptions);
  return connectPglite(client);
}
