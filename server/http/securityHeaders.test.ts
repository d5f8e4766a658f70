import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../openapi/document';
import { useTestServer } from '../testing/harness';
import { apiOriginsOf } from './securityHeaders';

/** A built console as vite writes it, with a hidden source map beside its script. */
function builtConsole(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kassa-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, 'assets/app.js'), 'console.log("console")');
  writeFileSync(join(dir, 'assets/app.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  return dir;
}

const server = useTestServer({ consoleDir: builtConsole(), openapiDocument: buildDocument() });

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('security headers and what the server hands out', () => {
  it('sends a strict policy with the console: scripts only from itself, no framing, nosniff, a referrer policy', async () => {
    const page = await get('/records/EntryRecord');
    expect(page.statusCode).toBe(200);
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    await server.stop();
    await server.start({ consoleDir: builtConsole(), openapiDocument: buildDocument(), trustProxy: ['127.0.0.1'] });
    const page = await get('/', { 'x-forwarded-proto': 'https' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('adds HSTS to every answer when the public address is HTTPS, even over the plain hop from the proxy', async () => {
    await server.stop();
    await server.start({ consoleDir: builtConsole(), openapiDocument: buildDocument(), publicUrl: 'https://pay.example.com' });
    const page = await get('/');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await server.app.inject({ method: 'POST', url: '/v1/merchant/auth/get_pub_key', payload: {} });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves the scripts but not their source maps', async () => {
    expect((await get('/assets/app.js')).statusCode).toBe(200);
    const map = await get('/assets/app.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('puts nosniff and no framing on API answers too', async () => {
    const answer = await server.call('/healthy');
    expect(answer.status).toBe(200);
    const raw = await server.app.inject({ method: 'POST', url: '/v1/merchant/auth/get_pub_key', payload: {} });
    expect(raw.headers['x-content-type-options']).toBe('nosniff');
    expect(raw.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('lets the console call the other API servers it was built with (VITE_API_BASE_URLS), and no other', async () => {
    expect(apiOriginsOf(' https://api-2.example.com/v1 , not a url,http://10.0.0.5:8080')).toEqual(['https://api-2.example.com', 'http://10.0.0.5:8080']);
    await server.stop();
    await server.start({ consoleDir: builtConsole(), openapiDocument: buildDocument(), apiOrigins: ['https://api-2.example.com'] });
    const policy = (await get('/')).headers['content-security-policy'] as string;
    expect(policy).toContain("connect-src 'self' https://api-2.example.com");
  });
});

describe('the API reference', () => {
  it('opens at /docs with the policy of its own page: no inline script, framed by no one, no forced HTTPS', async () => {
    const docs = await server.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBe(200);
    const policy = docs.headers['content-security-policy'] as string;
    expect(policy).toMatch(/script-src 'self'\s*;/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(docs.body).not.toMatch(/<script>/);
  });

  it('loads every script and style the page names, and the document it reads; nothing else of swagger-ui is served', async () => {
    const docs = await server.app.inject({ method: 'GET', url: '/docs' });
    const files = [...docs.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(files).toEqual(expect.arrayContaining(['/docs/swagger-ui-bundle.js', '/docs/reference.js', '/docs/swagger-ui.css']));
    for (const file of files) {
      // HEAD: the size without streaming swagger-ui's 1.5 MB script through inject.
      const answer = await server.app.inject({ method: 'HEAD', url: file });
      expect(answer.statusCode, file).toBe(200);
      expect(Number(answer.headers['content-length']), file).toBeGreaterThan(0);
    }
    const start = await server.app.inject({ method: 'GET', url: '/docs/reference.js' });
    expect(start.body).toContain("url: '/openapi.json'");
    const document = await server.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1/), paths: expect.any(Object) });
    for (const hidden of ['/docs/index.html', '/docs/swagger-initializer.js', '/docs/swagger-ui-bundle.js.map', '/docs/package.json']) {
      expect((await server.app.inject({ method: 'GET', url: hidden })).statusCode, hidden).toBe(404);
    }
  });
});
