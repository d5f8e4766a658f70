import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';

// A built site as vite leaves it in dist/: the console, and the wallet's own entry with its manifest and icon.
const consoleDir = mkdtempSync(join(tmpdir(), 'kassa-wallet-page-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Kassa console</title>');
writeFileSync(join(consoleDir, 'wallet.html'), '<!doctype html><title>Kassa wallet</title>');
mkdirSync(join(consoleDir, 'wallet'));
writeFileSync(join(consoleDir, 'wallet/manifest.webmanifest'), JSON.stringify({ name: 'Kassa Wallet', start_url: '/wallet/' }));
writeFileSync(join(consoleDir, 'wallet/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

const server = useTestServer({ consoleDir });
const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('the wallet app at /wallet/', () => {
  it('answers its page at /wallet/ and at every page under it, checked again at each visit, under the strict policy', async () => {
    for (const path of ['/wallet/', '/wallet/pay?order=ord_0123456789abcdef01234567', '/wallet/pay?merchant=100001', '/wallet/account/sessions']) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type'], path).toContain('text/html');
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.body, path).toContain('Kassa wallet');
      expect(page.headers['content-security-policy'], path).toContain("script-src 'self'");
    }
  });

  it('sends /wallet to /wallet/ with its query', async () => {
    const answer = await get('/wallet?merchant=100001');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/wallet/?merchant=100001');
  });

  it('serves the web app manifest with its own content type, and the icons', async () => {
    const manifest = await get('/wallet/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({ start_url: '/wallet/' });
    const icon = await get('/wallet/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for a missing file under /wallet/, and keeps the console and the API apart', async () => {
    expect((await get('/wallet/missing.js')).statusCode).toBe(404);
    expect((await get('/wallet/..%2Findex.html')).statusCode).toBe(404);
    expect((await get('/recharge/RechargeRecord')).body).toContain('Kassa console');
    expect((await get('/v1/wallet/nothing')).json()).toMatchObject({ code: 4004 });
  });

  it('answers 404 while the wallet entry is not built', async () => {
    rmSync(join(consoleDir, 'wallet.html'));
    expect((await get('/wallet/')).statusCode).toBe(404);
  });
});
