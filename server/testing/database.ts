/**
 * A clean, migrated database for one test file, on the driver the vitest project names:
 * KASSA_TEST_DB=pglite → in-memory PGlite; KASSA_TEST_DB=postgres → a fresh database
 * `kassa_t_<random>` on the server of TEST_DATABASE_URL, dropped afterwards.
 * An unreachable PostgreSQL fails the tests: a database run that silently skips proves nothing.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, type DatabaseConnection } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.KASSA_TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`KASSA_TEST_DB must be pglite or postgres, not ${kind}`);
  return kind;
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at ${serverUrl} is unreachable (the server-postgres tests need it): ${String(error)}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A test database; on PostgreSQL with its URL, so other processes (a spawned server) can open it too. */
export type TestDatabase = DatabaseConnection & { url?: string };

export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const connection = connectPglite(new PGlite());
    await migrateDatabase(connection);
    return connection;
  }

  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `kassa_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = connectPostgres(url.toString());
  await migrateDatabase(connection);
  return {
    ...connection,
    url: url.toString(),
    close: async () => {
      await connection.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
