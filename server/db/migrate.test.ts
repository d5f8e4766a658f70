/**
 * Two processes starting at once on one PostgreSQL database (WORKERS, a rolling deploy) both migrate it: the second
 * waits for the first and applies nothing twice. PostgreSQL only: PGlite admits one process.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectPostgres, postgresPoolOf } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';
import { testDatabaseKind, testPostgresServerUrl } from '../testing/database';

describe.runIf(testDatabaseKind() === 'postgres')('migrating one PostgreSQL database from two processes at once', () => {
  it('applies each migration once: the second process waits, then finds nothing to do', async () => {
    const name = `kassa_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testPostgresServerUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(testPostgresServerUrl());
    url.pathname = `/${name}`;
    const first = connectPostgres(url.toString());
    const second = connectPostgres(url.toString());
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await postgresPoolOf(first.db)!.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      expect(applied.rows[0].count).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
