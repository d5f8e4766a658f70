/**
 * The content pages against the real server in real Chromium: each opens from the login page's footer without
 * signing in and from the app bar's user menu once signed in, in English and in Vietnamese.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDocuments, documentSlugs } from '../../server/content/documents';
import { totpCode } from '../../server/testing/harness';
import { contentMessages } from '../../src/i18n/content';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

let kassa: RunningKassa;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [kassa, browser] = await Promise.all([startKassa(), launchChromium()]);
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await kassa?.close();
});

const languages = [
  { setting: 'us', api: 'en', login: 'Sign in', profile: 'Demo Shop, user menu' },
  { setting: 'vi', api: 'vi', login: 'Đăng nhập', profile: 'Demo Shop, menu người dùng' },
] as const;

/** The latest title of a document in a language, as the server has it. */
const titleOf = (slug: (typeof documentSlugs)[number], language: 'en' | 'vi') => contentDocuments[slug].at(-1)!.title[language];
const linkName = (slug: (typeof documentSlugs)[number], language: 'en' | 'vi') => contentMessages[language].kassa.content.documents[slug];

describe('content pages in Chromium', { timeout: 90_000 }, () => {
  for (const language of languages) {
    it(`open from the login page without signing in (${language.setting})`, async () => {
      await page.goto(`${kassa.url}/Login`);
      await page.evaluate((setting) => localStorage.setItem('language', setting), language.setting);
      await page.reload();
      for (const slug of documentSlugs) {
        await page.getByRole('navigation').getByRole('link', { name: linkName(slug, language.api), exact: true }).click();
        await page.waitForURL(`**/legal/${slug}`);
        await page.getByRole('heading', { level: 1, name: titleOf(slug, language.api) }).waitFor();
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
        await page.goto(`${kassa.url}/Login`);
      }
    });
  }

  it('sign in', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'us'));
    await page.reload();
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(totpCode(kassa.demo.totpSecret, new Date()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: "Today's figures" }).waitFor();
  });

  for (const language of languages) {
    it(`open from the user menu of the console (${language.setting})`, async () => {
      await page.evaluate((setting) => localStorage.setItem('language', setting), language.setting);
      for (const slug of documentSlugs) {
        await page.goto(`${kassa.url}/payment/InstrumentPanel`);
        await page.getByRole('button', { name: language.profile }).click();
        await page.getByRole('menuitem', { name: linkName(slug, language.api), exact: true }).click();
        await page.waitForURL(`**/legal/${slug}`);
        await page.getByRole('heading', { level: 1, name: titleOf(slug, language.api) }).waitFor();
      }
    });
  }
});
