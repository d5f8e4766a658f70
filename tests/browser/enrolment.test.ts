/**
 * A one-time link in real Chromium: the link create-merchant prints opens the enrolment page, where the operator sets
 * a password and adds the authenticator shown (its code computed from the key on the page), lands on /Login with a
 * success message, and signs in with them to the dashboard. A link that cannot be used says so.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantUsers } from '../../server/db/schema';
import { tokenOfLink } from '../../server/testing/enrolment';
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

describe('enrolling through a one-time link in real Chromium', () => {
  it('sets a password and an authenticator, then signs in with them to the dashboard', async () => {
    const created = await kassa.ops('create-merchant', ['linkshop'], { name: 'Link Shop' });
    expect(created.code).toBe(200);
    // The link as printed, on this test server's address.
    await page.goto(`${kassa.url}/Enrol#${tokenOfLink(String(created.data.link))}`);
    await page.getByRole('heading', { name: 'Set up your sign-in' }).waitFor();
    await page.getByText('Operator linkshop of Link Shop').waitFor();
    expect(await page.getByRole('img', { name: 'QR code of your authenticator key' }).count()).toBe(1);
    const secret = ((await page.getByTestId('enrol-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('New password', { exact: true }).fill('Linkshop-pass-1');
    await page.getByLabel('New password again').fill('Linkshop-pass-2');
    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Save and go to sign in' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('New password again').fill('Linkshop-pass-1');
    await page.getByRole('button', { name: 'Save and go to sign in' }).click();
    await page.getByText('The code does not match the authenticator shown on this page.', { exact: false }).waitFor();

    await page.getByLabel('Authenticator code').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Save and go to sign in' }).click();
    await page.waitForURL(/\/Login$/);
    await page.getByText('Your password and authenticator are set. Sign in with them.').waitFor();

    // The code typed on the link's page is spent; rather than wait for the next 30-second step, forget it.
    await kassa.db.update(merchantUsers).set({ totpLastStep: 0 }).where(eq(merchantUsers.username, 'linkshop'));
    await page.getByLabel('Username').fill('linkshop');
    await page.getByLabel('Password', { exact: true }).fill('Linkshop-pass-1');
    await page.getByLabel('Authenticator code').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/payment\/InstrumentPanel$/);
    await page.getByRole('button', { name: 'Link Shop, user menu' }).waitFor();
  });

  it('a used or unknown link says it cannot be used, in the chosen language', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${kassa.url}/Enrol#${'A'.repeat(43)}`);
    await page.getByText('This link cannot be used').waitFor();
    await page.getByText('This link is not valid: it has expired, has been used, or a newer link replaced it.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await page.getByText('此链接无法使用').waitFor();
    await page.getByText('此链接无效：已过期、已使用，或已被更新的链接取代。', { exact: false }).waitFor();
    await page.getByRole('button', { name: '前往登录' }).click();
    await page.waitForURL(/\/Login$/);
  });
});
