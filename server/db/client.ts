/**
 * One database handle type for both drivers: embedded PGlite (default, data in a folder)
 * and PostgreSQL through node-postgres (when DATABASE_URL is set).
 * Data access is written against `Database`, the drizzle API both drivers share.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction or the database itself: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseConnection =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> };

export function connectPglite(client: PGlite): DatabaseConnection {
  return { kind: 'pglite', db: drizzlePglite({ client, schema }), client, close: () => client.close() };
}

export function connectPostgres(connectionString: string): DatabaseConnection {
  const pool = new pg.Pool({ connectionString });
  return { kind: 'postgres', db: drizzleNodePg({ client: pool, schema }), pool, close: () => pool.end() };
}

/** `DATABASE_URL` set: PostgreSQL; otherwise PGlite with its data in `dataDir`. */
export async function createDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseConnection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(`${options.dataDir}/pglite`);
  return connectPglite(client);
}
