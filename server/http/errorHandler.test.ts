import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { writeSetting } from '../platform/settings';
import { useTestServer } from '../testing/harness';

// A built console of two files stands in for dist/.
const consoleDir = mkdtempSync(join(tmpdir(), 'kassa-console-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Kassa console</title>');
mkdirSync(join(consoleDir, 'assets'));
writeFileSync(join(consoleDir, 'assets', 'app.js'), 'console.log("kassa")');
afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

const server = useTestServer({ consoleDir }, (app) => {
  app.post('/v1/test/explode', async () => {
    throw new Error('connection to db-internal-7:5432 failed for user kassa_admin');
  });
  // What drizzle raises when PostgreSQL stops under a query: its wrapper (quoting the statement and its values)
  // around node-postgres's error with the server's code.
  app.post('/v1/test/database-stopped', async () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
    throw Object.assign(new Error('Failed query: select * from sessions where token_hash = $1\nparams: secret-token-hash'), { cause });
  });
  app.post('/v1/test/connection-refused', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED', address: '10.1.2.3', port: 5432 });
  });
  app.post('/v1/test/unique-violation', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
  });
});

describe('the central error handler', () => {
  it('answers 500 in the envelope without the message or the stack, with a reference for the log', async () => {
    const answer = await server.call<{ reference: string }>('/v1/test/explode', {}, { language: 'en' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      code: 500,
      msg: 'internal_error',
      detail: expect.stringMatching(/^Something went wrong on our side\. Please try again later \(reference [0-9a-f-]{36}\)\.$/),
      data: { reference: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('db-internal');
    expect(text).not.toContain('kassa_admin');
    expect(text).not.toMatch(/at .*\.ts/);
  });

  it('answers 503 with Retry-After in the caller’s language when the database cannot be reached, without its words', async () => {
    for (const [path, language, detail] of [
      ['/v1/test/database-stopped', 'vi', 'Dịch vụ hiện không kết nối được cơ sở dữ liệu. Vui lòng thử lại sau.'],
      ['/v1/test/connection-refused', 'zh_Hans', '服务暂时无法连接数据库，请稍后重试。'],
    ] as const) {
      const answer = await server.app.inject({ method: 'POST', url: path, headers: { language }, payload: {} });
      expect({ path, status: answer.statusCode, retryAfter: answer.headers['retry-after'], body: answer.json() }).toEqual({
        path,
        status: 503,
        retryAfter: '5',
        body: { code: 503, msg: 'unavailable', detail, data: { database: 'unreachable', retry_after: 5 } },
      });
      expect(answer.body).not.toMatch(/sessions|secret-token-hash|10\.1\.2\.3|administrator/);
    }
    // A statement the database refused is the server's own failure, not an outage.
    const refused = await server.call('/v1/test/unique-violation', {}, { language: 'en' });
    expect(refused).toMatchObject({ status: 500, body: { code: 500 } });
  });

  it('answers a malformed JSON body with 4000', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: endpoints.getPubKey.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"unterminated": ',
    });
    expect(answer.json()).toMatchObject({ code: 4000, msg: 'invalid_input', detail: expect.stringContaining('JSON') });
  });

  it('treats a POST without a body as {}', async () => {
    const answer = await server.app.inject({ method: 'POST', url: endpoints.getPubKey.path });
    expect(answer.json()).toMatchObject({ code: 200 });
  });

  it('answers an unknown API path with 404 and code 4004, in the Language header language', async () => {
    const answer = await server.call('/v1/merchant/nothing_here', {}, { language: 'zh_Hans' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 4004, msg: 'not_found', detail: '/v1/merchant/nothing_here 不存在该接口。', data: null });
  });

  it('falls back to Accept-Language, then to English', async () => {
    const viaAccept = await server.call('/v1/none', {}, { headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(viaAccept.body.detail).toBe('/v1/none 不存在此介面。');
    const unknownLanguage = await server.call('/v1/none', {}, { language: 'fr', headers: { 'accept-language': 'fr-FR' } });
    expect(unknownLanguage.body.detail).toBe('There is no API at /v1/none.');
  });
});

describe('cross-origin calls', () => {
  it('answers a preflight, also in maintenance, and marks API answers readable from any origin', async () => {
    await writeSetting(server.db, 'maintenance', true, server.clock.now());
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: endpoints.login.path,
      headers: { origin: 'https://console.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('Language');
    const inMaintenance = await server.app.inject({ method: 'POST', url: endpoints.getPubKey.path, payload: {} });
    expect(inMaintenance.json()).toMatchObject({ code: 511 });
    expect(inMaintenance.headers['access-control-allow-origin']).toBe('*');
    await writeSetting(server.db, 'maintenance', false, server.clock.now());
    const platform = await server.app.inject({ method: 'OPTIONS', url: '/platform/maintenance' });
    expect(platform.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the console and /healthy', () => {
  it('answers /healthy', async () => {
    const answer = await server.call(endpoints.healthy.path);
    expect(answer.body).toEqual({ code: 200, msg: 'ok', detail: '', data: { status: 'ok', time: server.clock.now().toISOString(), database: 'ok' } });
  });

  it('serves the console, with index.html for unknown pages but not for missing files or API paths', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/records/EntryRecord' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kassa console');
    expect((await server.app.inject({ method: 'GET', url: '/' })).body).toContain('Kassa console');
    expect((await server.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toContain('kassa');
    expect((await server.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await server.app.inject({ method: 'GET', url: '/v1/merchant/account/detail' });
    expect(api.json()).toMatchObject({ code: 4004 });
  });
});
