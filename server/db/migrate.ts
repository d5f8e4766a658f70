import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseConnection, Schema } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations with drizzle's migrator for the connection's driver. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  // Each migrator is typed for its own driver; the handle was made by that driver in client.ts.
  if (connection.kind === 'pglite') await migratePglite(connection.db as PgliteDatabase<Schema>, { migrationsFolder });
  else await migrateNodePg(connection.db as NodePgDatabase<Schema>, { migrationsFolder });
}
