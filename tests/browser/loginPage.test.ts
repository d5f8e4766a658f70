/**
 * The signed-out login page is the light one (src/auth/loginEntry.tsx): it fetches none of the console,
 * its scripts come compressed and cached for good, it still validates, reports a refused sign-in and remembers the
 * day/night choice, and signing in leads into the console (which then loads).
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

let kassa: RunningKassa;
let browser: Browser;
let page: Page;
const scripts: Response[] = [];

beforeAll(async () => {
  kassa = await startKassa();
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
});

afterAll(async () => {
  await browser?.close();
  await kassa?.close();
});

const fetchedNames = () => scripts.map((response) => new URL(response.url()).pathname.split('/').pop() ?? '');

describe('the light login page', () => {
  it('loads without the console: no react-admin chunk, scripts compressed and cached as immutable', async () => {
    await page.goto(`${kassa.url}/`);
    await page.waitForURL(/\/Login$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetchedNames().some((name) => name.startsWith('loginEntry-'))).toBe(true);
    expect(fetchedNames().filter((name) => name.startsWith('consoleEntry-'))).toEqual([]);
    for (const response of scripts) {
      const headers = await response.allHeaders();
      // The build compresses files of 1 KB or more; a smaller one gains nothing worth a second file.
      if ((await response.body()).length >= 1024) expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
      expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    }
  });

  it('checks the form by the contract’s rules before sending anything', async () => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/')) calls.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Authenticator code').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('shows why a sign-in was refused and stays on /Login', async () => {
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill('000000');
    const answer = page.waitForResponse((response) => response.url().endsWith('/v1/merchant/auth/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const body = (await (await answer).json()) as { code: number; detail: string };
    expect(body.code).not.toBe(200);
    await page.getByRole('alert').filter({ hasText: body.detail }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/Login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('remembers night mode where the console reads it, and signs in to the console', async () => {
    await page.getByRole('button', { name: 'Day/night mode' }).click();
    expect(await page.evaluate(() => localStorage.getItem('RaStoreKassa.theme'))).toBe('"dark"');

    await page.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/payment\/InstrumentPanel$/);
    await page.getByRole('menuitem', { name: 'Login records' }).waitFor();
    expect(fetchedNames().some((name) => name.startsWith('consoleEntry-'))).toBe(true);
    // Still night in the console: its background is dark.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(red + green + blue).toBeLessThan(3 * 128);
  });
});
