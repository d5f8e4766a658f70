import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { serveBuiltConsole } from './staticConsole';

let browser: Browser;
let console_: Awaited<ReturnType<typeof serveBuiltConsole>>;
let page: Page;

beforeAll(async () => {
  console_ = await serveBuiltConsole();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await console_?.close();
});

beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
});

describe('the built console in real Chromium', () => {
  it('shows the login page in English by default', async () => {
    await page.goto(`${console_.url}/`);
    await page.waitForURL(/\/Login$/i);
    await expect(page.getByRole('heading', { name: 'Kassa merchant console' }).waitFor()).resolves.toBeUndefined();
    expect(await page.getByLabel('Username').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    // A first visit is not an error: no toast.
    expect(await page.getByText('Please log in to continue').count()).toBe(0);
  });

  it('shows the login page in Vietnamese after switching, and remembers it', async () => {
    await page.goto(`${console_.url}/Login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
    expect(await page.getByLabel('Tên đăng nhập').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('vi');

    await page.reload();
    await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Bảng điều khiển thương nhân Kassa' }).isVisible()).toBe(true);
  });

  it('shows the not-found page for an unknown path', async () => {
    await page.goto(`${console_.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(await page.getByText('/no/such/page').isVisible()).toBe(true);
  });
});
