/**
 * A clean, migrated database for one test file, on the driver the vitest project names:
 * KASSA_TEST_DB=pglite → in-memory PGlite; KASSA_TEST_DB=postgres → a fresh database
 * `kassa_t_<random>` on the server of TEST_DATABASE_URL, dropped afterwards.
 * An unreachable PostgreSQL fails the tests: a database run that silently skips proves nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, embeddedDatabaseOptions, type DatabaseConnection } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';

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

/** The PostgreSQL server the server-postgres tests use. */
export function testPostgresServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** A test database; on PostgreSQL with its URL, so other processes (a spawned server) can open it too. */
export type TestDatabase = DatabaseConnection & { url?: string };

/**
 * A migrated, empty PGlite database as a file, made once per PGlite version and set of migrations and copied by every
 * test file: a new PGlite runs initdb in WebAssembly (about 4 s of CPU), a copy loads in about 1 s.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  // The package's own package.json (not among its exports): its version names the data directory's format.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const hash = createHash('sha256').update(readFileSync(join(pgliteEntry.slice(0, pgliteEntry.lastIndexOf('/dist/')), 'package.json')));
  for (const file of readdirSync(migrationsFolder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort()) {
    hash.update(file).update(readFileSync(file));
  }
  const path = join(tmpdir(), `kassa-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(path)) {
    const client = new PGlite();
    await migrateDatabase(connectPglite(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so a test file running at the same time never reads half a file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

/** A migrated PGlite database keeping its files in `dataDir`, as the embedded server does: for tests of the disk under it. */
export async function createPgliteIn(dataDir: string): Promise<DatabaseConnection> {
  const connection = connectPglite(await PGlite.create(dataDir, { ...embeddedDatabaseOptions, loadDataDir: await migratedPgliteTemplate() }));
  await migrateDatabase(connection);
  return connection;
}

export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const connection = connectPglite(new PGlite({ ...embeddedDatabaseOptions, loadDataDir: await migratedPgliteTemplate() }));
    await migrateDatabase(connection);
    return connection;
  }

  const empty = await emptyPostgresDatabase();
  const connection = connectPostgres(empty.url);
  await migrateDatabase(connection);
  return {
    ...connection,
    url: empty.url,
    close: async () => {
      await connection.close();
      await empty.drop();
    },
  };
}

/** An empty database `kassa_t_<random>` on the test PostgreSQL server, not migrated: `drop` removes it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = testPostgresServerUrl();
  const name = `kassa_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}
