/**
 * GET /healthy reports the database: 'ok' while it answers; HTTP 503 with the envelope and
 * `database: 'unreachable'` once it cannot be reached (PGlite closed; the PostgreSQL database dropped).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { buildApp } from '../app';
import { makeConfig } from '../config';
import { secretBoxFromKey } from '../crypto/secretBox';
import { createTestDatabase, testPostgresServerUrl } from '../testing/database';

describe('GET /healthy', () => {
  it('answers the database ok, then 503 unreachable when it is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: makeConfig({ opsSecret: 'unused', secretBox: secretBoxFromKey(randomBytes(32)), backgroundIntervalMs: null }),
    });
    try {
      const healthy = await app.inject({ method: 'GET', url: endpoints.healthy.path });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toMatchObject({ code: 200, data: { status: 'ok', database: 'ok', time: expect.any(String) } });

      if (database.kind === 'pglite') await database.client.close();
      else {
        // The database disappears under the running server, its connections cut.
        const admin = new pg.Client({ connectionString: testPostgresServerUrl() });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${new URL(database.url ?? '').pathname.slice(1)} WITH (FORCE)`);
        await admin.end();
      }

      const broken = await app.inject({ method: 'GET', url: endpoints.healthy.path, headers: { language: 'vi' } });
      expect(broken.statusCode).toBe(503);
      expect(broken.json()).toEqual({
        code: 503,
        msg: 'unavailable',
        detail: 'Dịch vụ hiện không kết nối được cơ sở dữ liệu. Vui lòng thử lại sau.',
        data: { status: 'unavailable', time: expect.any(String), database: 'unreachable' },
      });
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  });
});
