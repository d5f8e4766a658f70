import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';

// A built site as vite leaves it in dist/: the console's index.html and the checkout's own entry.
const consoleDir = mkdtempSync(join(tmpdir(), 'kassa-checkout-page-'));
writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Kassa console</title>');
writeFileSync(join(consoleDir, 'checkout.html'), '<!doctype html><title>Kassa checkout</title><div id="checkout"></div>');
afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

const server = useTestServer({ consoleDir });

describe('GET /checkout/<order_id>', () => {
  it('answers the checkout page, never cached; the console keeps its own fallback', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/checkout/ord_0123456789abcdef01234567?lang=vi' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Kassa checkout');

    const consolePage = await server.app.inject({ method: 'GET', url: '/recharge/RechargeRecord' });
    expect(consolePage.body).toContain('Kassa console');
    // The API under /v1/checkout is no page.
    expect((await server.app.inject({ method: 'GET', url: '/v1/checkout/nothing' })).json()).toMatchObject({ code: 4004 });
  });

  it('answers 404 while the checkout entry is not built', async () => {
    rmSync(join(consoleDir, 'checkout.html'));
    const page = await server.app.inject({ method: 'GET', url: '/checkout/ord_0123456789abcdef01234567' });
    expect(page.statusCode).toBe(404);
  });
});
