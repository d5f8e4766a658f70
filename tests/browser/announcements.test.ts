/**
 * Announcements and the help center against the real server in real Chromium: an announcement published with
 * `npm run ops` shows its unread badge in the app bar, and reading it clears the badge; a question with a rich-text
 * description and an attachment reaches support, whose reply (ops) appears under the merchant's questions.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../server/testing/files';
import { totpCode } from '../../server/testing/harness';
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

describe('announcements and help center in Chromium', { timeout: 90_000 }, () => {
  it('shows no unread badge before anything is published', async () => {
    await page.goto(`${kassa.url}/Login`);
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(totpCode(kassa.demo.totpSecret, new Date()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: "Today's figures" }).waitFor();
    await page.getByRole('link', { name: 'Announcements, 0 unread' }).waitFor();
  });

  it('shows the unread badge of an announcement published with ops, in the operator’s language; reading it clears the badge', async () => {
    const published = await kassa.ops('publish-announcement', [], {
      'title-en': 'Maintenance on Sunday',
      'body-en': '<p>The console is <strong>closed</strong> from 02:00 to 03:00.<script>window.hacked = true</script></p>',
      'title-zh-hans': '周日系统维护',
      'body-zh-hans': '<p>后台将于 02:00 至 03:00 暂停服务。</p>',
      'title-zh-hant': '週日系統維護',
      'body-zh-hant': '<p>後台將於 02:00 至 03:00 暫停服務。</p>',
      'title-vi': 'Bảo trì Chủ nhật',
      'body-vi': '<p>Bảng điều khiển tạm ngừng từ 02:00 đến 03:00.</p>',
    });
    expect(published.code).toBe(200);
    // An open console reads the count every minute; a reload reads it at once.
    await page.reload();
    const bell = page.getByRole('link', { name: 'Announcements, 1 unread' });
    await bell.waitFor();
    expect(await bell.locator('.MuiBadge-badge').textContent()).toBe('1');

    await bell.click();
    const card = page.locator('[data-announcement]').filter({ hasText: 'Maintenance on Sunday' });
    await card.getByText('Unread').waitFor();
    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Maintenance on Sunday' }).waitFor();
    await page.locator('article strong', { hasText: 'closed' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    await page.getByRole('link', { name: 'Announcements, 0 unread' }).waitFor();

    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.goto(`${kassa.url}/announcements`);
    await page.getByText('Bảo trì Chủ nhật').waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'us'));
  });

  it('sends a question with a rich-text description and an attachment; the reply of support appears', async () => {
    await page.goto(`${kassa.url}/help?tab=contact`);
    await page.getByLabel('Subject').fill('Webhook not received');
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Our endpoint gets ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('nothing');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' since yesterday.');
    await page.getByTestId('attachment_ids-picker').setInputFiles({ name: 'error.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByText('error.png').waitFor();
    await page.getByRole('button', { name: 'Send to support' }).click();
    await page.getByText('Your question was sent to support.').waitFor();

    const waiting = await kassa.ops('support-tickets');
    const ticket = Object.keys(waiting.data).find((key) => key.startsWith('ticket '))!.slice('ticket '.length);
    expect(await kassa.ops('reply-ticket', [ticket], { body: '<p>Your endpoint answered <em>503</em>.</p>' })).toMatchObject({ code: 200 });

    await page.reload();
    await page.getByText('Webhook not received').click();
    const thread = page.locator(`[data-ticket="${ticket}"]`);
    await thread.getByText('Answered', { exact: true }).waitFor();
    expect(await thread.locator('[data-author=merchant] strong').textContent()).toBe('nothing');
    await thread.locator('[data-author=platform]').getByText('503').waitFor();
    await thread.getByRole('button', { name: 'Preview error.png' }).waitFor();
  });
});
