import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseConnection, Schema } from './client';
import * as schema from './schema';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock every process takes to migrate a PostgreSQL database (any number, the same in every release). */
const migrationLock = 7_208_411_365;

/**
 * Applies the committed migrations with drizzle's migrator for the connection's driver.
 * On PostgreSQL several processes may start at once (WORKERS, a rolling deploy): each migrates holding a session
 * advisory lock on one connection, so a second waits for the first to finish and then finds nothing left to apply,
 * instead of applying the same migration twice. PGlite admits one process, so there is nobody to wait for.
 */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.kind === 'pglite') {
    await migratePglite(connection.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const client = await connection.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLock]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLock]);
    }
  } finally {
    client.release();
  }
}
