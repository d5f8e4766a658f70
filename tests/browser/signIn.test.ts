import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { totpCode } from '../../server/testing/harness';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

let kassa: RunningKassa;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  kassa = await startKassa();
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
  await kassa?.close();
});

describe('signing in to the real server in real Chromium', () => {
  it('signs in with the seeded merchant, shows that sign-in in Login records, and signs out to /Login', async () => {
    // An operator opens the console's address and is sent to the login page.
    await page.goto(`${kassa.url}/`);
    await page.waitForURL(/\/Login$/);

    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(totpCode(kassa.demo.totpSecret, new Date()));
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Into the console: / leads to the dashboard.
    await page.waitForURL(/\/payment\/InstrumentPanel$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await page.getByRole('menuitem', { name: 'Login records' }).click();
    await page.waitForURL(/\/records\/EntryRecord$/);
    const record = page.getByRole('row').filter({ hasText: '127.0.0.1' }).filter({ hasText: 'Success' });
    await record.first().waitFor();
    expect(await record.count()).toBe(1);

    await page.getByRole('button', { name: 'Demo Shop, user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/Login$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Signing out revoked the session on the server, not only in the browser.
    const afterLogout = await kassa.app.inject({
      method: 'POST',
      url: endpoints.loginLogList.path,
      headers: { authorization: token ?? '' },
      payload: {},
    });
    expect(afterLogout.json()).toMatchObject({ code: 401 });
  });
});
