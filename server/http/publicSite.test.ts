import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/build/precompress';
import { opsSecretHeader } from '../platform/opsSecret';
import { useTestServer } from '../testing/harness';

// Big enough to be worth compressing, as a real chunk is.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index}`))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12_xY9.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

const platformPage = '<!doctype html><html><head><title>Kassa platform</title></head><body><div id="platform"></div></body></html>';

let compressed: string[] = [];
let consoleDir = '';

/** A console built as vite writes it (hashed assets, a hidden map), precompressed by the build's own step. */
async function builtConsole(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'kassa-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'checkout.html'), page);
  writeFileSync(join(dir, 'platform.html'), platformPage);
  writeFileSync(join(dir, 'assets/index-Ab12_xY9.js'), script);
  writeFileSync(join(dir, 'assets/index-Ab12_xY9.js.map'), JSON.stringify({ version: 3, sources: ['src/secret.ts'], pad: script }));
  writeFileSync(join(dir, 'assets/tiny-Cd34_zW0.css'), 'a{}');
  compressed = await precompressDir(dir);
  consoleDir = dir;
  return dir;
}

const server = useTestServer({ consoleDir: await builtConsole() });
const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the console as served: compressed once at build, cached by what its name promises', () => {
  it('has the build compress the pages and scripts, but neither source maps nor files too small to gain', () => {
    expect(compressed).toEqual(['assets/index-Ab12_xY9.js', 'checkout.html', 'index.html']);
  });

  it('sends a hashed script brotli-compressed to a browser that takes br, cached for a year as immutable', async () => {
    const answer = await get('/assets/index-Ab12_xY9.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.length).toBeLessThan(script.length / 2);
    expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends gzip to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzipped = await get('/assets/index-Ab12_xY9.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(script);
    const plain = await get('/assets/index-Ab12_xY9.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the browser check the HTML again before each use, at / and at any console path', async () => {
    for (const path of ['/', '/index.html', '/payment/InstrumentPanel']) {
      const answer = await get(path, 'br, gzip');
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-type'], path).toMatch(/text\/html/);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString('utf8'), path).toBe(page);
    }
  });

  it('keeps the checkout page out of every cache', async () => {
    const answer = await get('/checkout/ord_123', 'gzip');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(gunzipSync(answer.rawPayload).toString('utf8')).toBe(page);
  });

  it('still hands out no source map, compressed or not', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const map = await get('/assets/index-Ab12_xY9.js.map', encoding);
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    }
  });
});

describe('the platform console at /platform/, beside the ops endpoint', () => {
  it('answers its page at /platform/ and at every page under it, checked again at every visit', async () => {
    for (const path of ['/platform/', '/platform/enrol', '/platform/merchants/10001/show', '/platform/maintenance', '/platform/?lang=vi']) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/text\/html/);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.body, path).toBe(platformPage);
    }
  });

  it('sends /platform to /platform/, keeping the query', async () => {
    for (const [path, location] of [['/platform', '/platform/'], ['/platform?lang=vi', '/platform/?lang=vi']] as const) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(302);
      expect(answer.headers.location, path).toBe(location);
    }
  });

  it('answers 404 for a file under /platform/ that is not there, never the page', async () => {
    const answer = await get('/platform/assets/app.js');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('Kassa platform');
  });

  it('keeps the ops endpoint: POST /platform lists the commands and POST /platform/<command> runs one, for loopback with the secret only', async () => {
    const listed = await server.app.inject({ method: 'POST', url: '/platform', headers: { [opsSecretHeader]: server.opsSecret }, remoteAddress: '127.0.0.1' });
    expect(listed.json().data.commands).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'maintenance' })]));
    const ran = await server.ops('maintenance');
    expect(ran.body).toMatchObject({ code: 200, data: { maintenance: 'off' } });
    const stranger = await server.app.inject({ method: 'POST', url: '/platform/maintenance', headers: { [opsSecretHeader]: server.opsSecret }, payload: { args: ['on'] }, remoteAddress: '203.0.113.9' });
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 4003]);
    expect((await server.ops('maintenance')).body.data).toEqual({ maintenance: 'off' });
  });

  it('answers 404 as the wallet does while the build has no platform page', async () => {
    rmSync(join(consoleDir, 'platform.html'));
    rmSync(join(consoleDir, 'platform.html.gz'), { force: true });
    rmSync(join(consoleDir, 'platform.html.br'), { force: true });
    for (const path of ['/platform/', '/platform/enrol']) {
      const answer = await get(path);
      expect([answer.statusCode, answer.body], path).toEqual([404, 'Not found']);
    }
  });
});
