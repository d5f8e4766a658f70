/**
 * The platform console's settings, content, staff and audit log against the real server in real Chromium: an
 * administrator proposes a coin's default fee rate, another administrator approves it once the cooling-off period has
 * passed (the server's clock moved on), and the merchant's transfer form charges it once the notice period has passed;
 * support publishes an announcement and the merchant reads it, changes and
 * withdraws a scheduled one, answers a merchant's question and downloads its attachment; an administrator adds a member
 * and resets another, each link sent to its member and never shown; the audit log lists each step; every page passes
 * axe in both themes, and is photographed on a desktop (1366×768) and a phone (390×844) for a look.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { pngBytes } from '../../server/testing/files';
import { tokenOfLink } from '../../server/testing/enrolment';
import { seriousViolations } from './axe';
import { launchChromium } from './chromium';
import { listLoaded } from './listLoaded';
import { startKassa, type RunningKassa } from './kassaServer';
import { createStaff, freshStaffCode, linkSentTo, signInStaff, staffCall, staffToken, type TestStaff } from './platformStaff';

let kassa: RunningKassa;
let browser: Browser;
let staffContext: BrowserContext;
let merchantContext: BrowserContext;
let page: Page;
let merchant: Page;
let admin: TestStaff;
/** The second administrator, who approves the first one's rule changes. */
let approver: TestStaff;
let support: TestStaff;

/** The rule changes' periods of this server: short enough for the test to move its clock past them. */
const ruleChanges = { coolingOffMs: 10 * 60_000, feeNoticeMs: 10 * 60_000 };
const scheduledTitle = 'Card payments pause on Sunday night';
/** The detail pages met on the way, for axe at the end: [path, a text the page shows once loaded]. */
const details: [string, string][] = [];
const announcementTitle = 'Settlement times change on Monday';
const shots = join(tmpdir(), 'kassa-platform-settings');
const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

beforeAll(async () => {
  [kassa, browser] = await Promise.all([startKassa({ ruleChanges }), launchChromium()]);
  [admin, approver, support] = await Promise.all([
    createStaff(kassa, 'admin', 'admin.lan'),
    createStaff(kassa, 'admin', 'admin.tam'),
    createStaff(kassa, 'support', 'support.mai'),
  ]);
  staffContext = await browser.newContext({ locale: 'en-US', viewport: desktop });
  merchantContext = await browser.newContext({ locale: 'en-US', viewport: desktop });
  page = await staffContext.newPage();
  merchant = await merchantContext.newPage();
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await staffContext?.close();
  await merchantContext?.close();
  await browser?.close();
  await kassa?.close();
});

/** Waits until the page shows `heading` with its data: no call in flight, no progress bar, no raw word key. */
async function settled(target: Page, heading: string) {
  await target.getByRole('heading', { name: heading, exact: true }).filter({ visible: true }).first().waitFor();
  await target.waitForFunction(
    () =>
      ((window as unknown as { kassaInFlight?: number }).kassaInFlight ?? 0) === 0 &&
      document.querySelector('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root') === null &&
      !/(^|\s)(kassa|ra|resources)\.[\w/-]+\.[\w.]+/.test(document.body.innerText),
  );
}

/** Waits until the page shows `text` with its data loaded (a detail page, whose heading is the record's). */
async function settledOnText(target: Page, text: string) {
  await target.getByText(text).filter({ visible: true }).first().waitFor();
  await target.waitForFunction(
    () =>
      ((window as unknown as { kassaInFlight?: number }).kassaInFlight ?? 0) === 0 &&
      document.querySelector('.MuiLinearProgress-root, .MuiSkeleton-root') === null &&
      !/(^|\s)(kassa|ra|resources)\.[\w/-]+\.[\w.]+/.test(document.body.innerText),
  );
}

/** The page at `path` inside /platform, settled on its heading. */
async function open(path: string, heading: string) {
  await page.goto(`${kassa.url}/platform${path}`);
  await settled(page, heading);
}

/** Whether anything on the page is wider than the window (a page must never scroll sideways). */
const scrollsSideways = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/**
 * Photographs the page at both sizes (each file named after the screen), and checks neither scrolls sideways; a detail
 * page is settled on a text it shows (`{ text }`) rather than a heading.
 */
async function photograph(name: string, heading: string | { text: string }) {
  try {
    for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
      // Loaded afresh at its size, as a phone opens it (the sidebar then starts closed).
      await page.setViewportSize(viewport);
      await page.reload();
      if (typeof heading === 'string') await settled(page, heading);
      else await settledOnText(page, heading.text);
      await page.screenshot({ path: join(shots, `${name}-${size}.png`), fullPage: true });
      expect(await scrollsSideways(page), `${name} at ${size} size scrolls sideways`).toBe(false);
    }
  } finally {
    await page.setViewportSize(desktop);
    await page.reload();
  }
}

/** axe in the light and the dark theme (react-admin's stored theme, then a reload). */
async function axeInBothThemes(path: string, heading: string | { text: string }): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('RaStoreKassa.theme', JSON.stringify(value)), theme);
    if (typeof heading === 'string') await open(path, heading);
    else {
      await page.goto(`${kassa.url}/platform${path}`);
      await settledOnText(page, heading.text);
    }
    found.push(...(await seriousViolations(page, `${path} (${theme})`)));
  }
  await page.evaluate(() => localStorage.setItem('RaStoreKassa.theme', JSON.stringify('light')));
  return found;
}

/** Types the authenticator code if the step-up window asks for it. */
async function codeIfAsked(scope: Pick<Page, 'getByRole'>, staff: TestStaff) {
  const field = scope.getByRole('textbox', { name: 'Authenticator code', exact: true });
  if ((await field.count()) > 0) await field.fill(await freshStaffCode(kassa, staff));
}

describe('the platform settings, content, staff and audit log in Chromium', { timeout: 180_000 }, () => {
  it('lets an administrator propose a coin’s default transfer fee rate with the code; once another approves it and the notice period passes, the merchant’s transfer form charges it', async () => {
    await signInStaff(page, kassa, admin);
    await open('/settings', 'Platform settings');
    await photograph('settings', 'Platform settings');
    const rates = page.getByRole('table', { name: 'Default fee rates of each coin' });
    await rates.waitFor();
    await page.getByRole('button', { name: 'Change Fee rates of CNY' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Transfer', exact: true }).fill('0.025');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByTestId('setting-changes').getByText('2.5%').waitFor();
    await codeIfAsked(dialog, admin);
    await dialog.getByRole('button', { name: 'Propose' }).click();
    const notice = dialog.getByTestId('rule-change-proposed');
    await notice.getByText(/^Proposed\. Another administrator can approve it from /).waitFor();
    const id = Number(/\/rule_change\/(\d+)\/show$/.exec((await notice.getByRole('link', { name: 'Open the rule change' }).getAttribute('href')) ?? '')?.[1]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Proposed, not changed: the page keeps showing what holds.
    expect(await rates.getByText('2.5%').count()).toBe(0);

    // The other administrator approves it once the cooling-off has passed (the console's way is tests/browser/ruleChanges.test.ts).
    kassa.advanceClock(ruleChanges.coolingOffMs);
    const token = await staffToken(kassa, approver);
    const approved = await staffCall<{ status: string }>(kassa, token, endpoints.ruleChangeApprove.path, { id, google_code: await freshStaffCode(kassa, approver) });
    expect(approved.status).toBe('scheduled');
    // The merchants' notice period passes, and the background round puts it in force.
    kassa.advanceClock(ruleChanges.feeNoticeMs);
    await expect
      .poll(async () => (await staffCall<{ status: string }>(kassa, token, endpoints.ruleChangeDetail.path, { id })).status, { timeout: 15_000 })
      .toBe('applied');
    await open('/settings', 'Platform settings');
    await rates.getByText('2.5%').first().waitFor();

    // The merchant has no fee schedule of its own: its transfer form estimates 2.5 % of 100 CNY.
    await merchant.goto(`${kassa.url}/Login`);
    await merchant.getByLabel('Username').fill(kassa.demo.username);
    await merchant.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await merchant.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await merchant.getByRole('button', { name: 'Sign in' }).click();
    await merchant.getByRole('heading', { name: "Today's figures" }).waitFor();
    await merchant.goto(`${kassa.url}/transfer/AccountsManage/create`);
    await merchant.getByRole('combobox', { name: 'Currency' }).click();
    await merchant.getByRole('option', { name: 'CNY', exact: true }).click();
    await merchant.getByRole('textbox', { name: /Amount/ }).first().fill('100');
    await merchant.getByText(/Transfer fee \(estimated\): 2\.50?\b/).waitFor();
  });

  it('lets support publish an announcement in four languages; the merchant reads it', async () => {
    await page.goto(`${kassa.url}/platform/Login`);
    await page.evaluate(() => localStorage.clear());
    await signInStaff(page, kassa, support);
    await open('/announcement/create', 'Publish an announcement');
    await photograph('announcement-create', 'Publish an announcement');
    // Support sees the content pages, not the staff or the audit log.
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Announcements' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Staff' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Platform audit log' }).count()).toBe(0);

    const titles = { English: announcementTitle, 'Simplified Chinese': '周一结算时间调整', 'Traditional Chinese': '週一結算時間調整', Vietnamese: 'Thay đổi giờ thanh toán vào thứ Hai' };
    for (const [language, title] of Object.entries(titles)) await page.getByRole('textbox', { name: `Title (${language})` }).fill(title);
    const editors = page.locator('.ProseMirror');
    expect(await editors.count()).toBe(4);
    for (let index = 0; index < 4; index += 1) {
      await editors.nth(index).click();
      await page.keyboard.type(`Settlements run at 10:00 from Monday (${index + 1}).`);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Submitted successfully').waitFor();
    await page.waitForURL(/\/platform\/announcement$/);
    await page.getByText(announcementTitle).first().waitFor();
    await photograph('announcements', 'Announcements');

    await merchant.goto(`${kassa.url}/announcements`);
    await merchant.getByText(announcementTitle).first().waitFor();
  });

  it('lets support change a scheduled announcement, then withdraw it', async () => {
    const later = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const languages = ['en', 'zh-hans', 'zh-hant', 'vi'];
    const scheduled = await kassa.ops('publish-announcement', [], {
      ...Object.fromEntries(languages.flatMap((language) => [[`title-${language}`, `${scheduledTitle} (${language})`], [`body-${language}`, '<p>From 23:00 to 01:00.</p>']])),
      at: later,
    });
    expect(scheduled.code).toBe(200);
    await open('/announcement', 'Announcements');
    await page.locator('tbody tr').filter({ hasText: `${scheduledTitle} (en)` }).first().click();
    await page.waitForURL(/\/platform\/announcement\/\d+\/show$/);
    await settledOnText(page, `${scheduledTitle} (vi)`);
    await photograph('announcement-detail', { text: `${scheduledTitle} (vi)` });
    const detail = new URL(page.url()).pathname.replace('/platform', '');
    // Withdrawn below, its detail and edit pages go through axe now.
    const edit = detail.replace(/\/show$/, '');
    expect([...(await axeInBothThemes(detail, { text: `${scheduledTitle} (vi)` })), ...(await axeInBothThemes(edit, { text: 'Title (Vietnamese)' }))]).toEqual([]);
    await photograph('announcement-edit', { text: 'Title (Vietnamese)' });
    await page.goto(`${kassa.url}/platform${detail}`);
    await settledOnText(page, `${scheduledTitle} (vi)`);

    await page.getByRole('link', { name: 'Edit' }).click();
    const english = page.getByRole('textbox', { name: 'Title (English)' });
    await english.fill(`${scheduledTitle}, changed`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully').waitFor();
    await page.locator('tbody tr').filter({ hasText: `${scheduledTitle}, changed` }).first().click();
    // The list has a Withdraw button per row and can still be on screen when the address has changed: wait for
    // the detail alone, with its one Withdraw button.
    await page.waitForURL(/\/platform\/announcement\/\d+\/show$/);
    await settledOnText(page, `${scheduledTitle} (vi)`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Withdraw' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/no longer see this announcement/).waitFor();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('Announcement withdrawn').waitFor();
    await page.waitForURL(/\/platform\/announcement$/);
    await listLoaded(page);
    await expect.poll(() => page.getByText(`${scheduledTitle}, changed`).count()).toBe(0);
    // The other announcement, published, stays.
    await page.getByText(announcementTitle).first().waitFor();
  });

  it('lets support answer a merchant’s question from its detail, its attachment previewed and downloaded', async () => {
    await merchant.goto(`${kassa.url}/help?tab=contact`);
    await merchant.getByLabel('Subject').fill('Payout missing');
    await merchant.locator('.ProseMirror').click();
    await merchant.keyboard.type('The payout of Friday has not arrived.');
    await merchant.getByTestId('attachment_ids-picker').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: pngBytes });
    await merchant.getByText('statement.png').waitFor();
    await merchant.getByRole('button', { name: 'Send to support' }).click();
    await merchant.getByText('Your question was sent to support.').waitFor();

    await open('/support/ticket', 'Questions');
    await page.locator('tbody tr').filter({ hasText: 'Payout missing' }).first().click();
    await page.waitForURL(/\/platform\/support\/ticket\/\d+\/show$/);
    await settledOnText(page, 'The payout of Friday has not arrived.');
    const attachment = page.getByTestId('ticket-attachment');
    await attachment.getByRole('img', { name: 'statement.png' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), attachment.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('statement.png');
    const saved = await download.path();
    expect(saved).toBeTruthy();
    details.push([new URL(page.url()).pathname.replace('/platform', ''), 'The payout of Friday has not arrived.']);
    await photograph('ticket-detail', { text: 'The payout of Friday has not arrived.' });

    await page.locator('.ProseMirror').click();
    await page.keyboard.type('It left on Monday; allow a day.');
    await page.getByRole('button', { name: 'Reply' }).click();
    await page.getByText('Reply sent').waitFor();
    await page.locator('[data-author=platform]').getByText('It left on Monday; allow a day.').waitFor();

    await merchant.reload();
    await merchant.getByText('Payout missing').click();
    await merchant.locator('[data-author=platform]').getByText('It left on Monday; allow a day.').waitFor();
  });

  it('lets support read and list the help center’s articles', async () => {
    await open('/help/article', 'Help articles');
    await page.locator('tbody tr').first().waitFor();
    await photograph('help-articles', 'Help articles');
    await settled(page, 'Help articles');
    await page.locator('tbody tr').first().locator('td.column-id').click();
    await page.waitForURL(/\/platform\/help\/article\/[^/]+\/show$/);
    await settledOnText(page, 'Vietnamese');
    details.push([new URL(page.url()).pathname.replace('/platform', ''), 'Vietnamese']);
    await photograph('help-article-detail', { text: 'Vietnamese' });
    await open('/help/article/create', 'Add a help article');
    await photograph('help-article-create', 'Add a help article');
  });

  it('lists each step in the platform audit log, filtered by action', async () => {
    await page.goto(`${kassa.url}/platform/Login`);
    await page.evaluate(() => localStorage.clear());
    await signInStaff(page, kassa, admin);
    await open('/audit_log', 'Platform audit log');
    const rows = page.locator('tbody tr');
    await rows.filter({ hasText: 'Rule change proposed' }).filter({ hasText: 'admin.lan' }).first().waitFor();
    await rows.filter({ hasText: 'Rule change approved' }).filter({ hasText: 'admin.tam' }).first().waitFor();
    await rows.filter({ hasText: 'Announcement published' }).filter({ hasText: 'support.mai' }).first().waitFor();
    await rows.filter({ hasText: 'Staff member added' }).first().waitFor();
    await photograph('audit-log', 'Platform audit log');

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Rule change proposed', exact: true }).click();
    await expect.poll(() => rows.filter({ hasText: 'Announcement published' }).count()).toBe(0);
    await rows.filter({ hasText: 'Rule change proposed' }).first().waitFor();
  });

  it('proposes a staff member and a reset, whose links go to the member once another administrator approves, never shown; the own row offers no change', async () => {
    const approve = async (id: number) => {
      kassa.advanceClock(ruleChanges.coolingOffMs);
      const token = await staffToken(kassa, approver);
      return staffCall<{ status: string; outcome: Record<string, string> | null }>(kassa, token, endpoints.ruleChangeApprove.path, { id, google_code: await freshStaffCode(kassa, approver) });
    };
    const proposalId = async (notice: ReturnType<Page['getByTestId']>) =>
      Number(/\/rule_change\/(\d+)\/show$/.exec((await notice.getByRole('link', { name: 'Open the rule change' }).getAttribute('href')) ?? '')?.[1]);
    const sentTo = async (to: string) => {
      const response = await fetch(`${kassa.url}/demo/mailbox`, { headers: { accept: 'application/json' } });
      return ((await response.json()) as { messages: { to: string }[] }).messages.filter((message) => message.to === to).length;
    };

    await open('/staff', 'Staff');
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Add a member').waitFor();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('reviewer.new');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Reviewer', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('reviewer.new@example.com');
    await codeIfAsked(dialog, admin);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const notice = dialog.getByTestId('rule-change-proposed');
    await notice.getByText(/^Proposed\. Another administrator can approve it from /).waitFor();
    await page.screenshot({ path: join(shots, 'staff-proposed-desktop.png') });
    const created = await proposalId(notice);
    // Proposed, not made: nothing was sent, and nothing offers a link.
    expect(await sentTo('reviewer.new@example.com')).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Copy' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The other administrator approves it: the link goes to the member's address, and only the masked address is told.
    expect(await approve(created)).toMatchObject({ status: 'applied', outcome: { link_sent_to: 'r•••@example.com' } });
    const link = await linkSentTo(kassa, 'reviewer.new@example.com');
    expect(link).toMatch(/\/platform\/enrol#/);
    await page.goto(`${kassa.url}/platform/rule_change/${created}/show`);
    await settledOnText(page, 'A sign-up link was sent to r•••@example.com');
    expect(await page.getByText(tokenOfLink(link), { exact: false }).count()).toBe(0);
    await photograph('rule-change-staff', { text: 'A sign-up link was sent to r•••@example.com' });

    await open('/staff', 'Staff');
    const rows = page.locator('tbody tr');
    const own = rows.filter({ hasText: 'admin.lan' });
    await rows.filter({ hasText: 'reviewer.new' }).waitFor();
    for (const action of ['Reset', 'Suspend']) expect(await own.getByRole('button', { name: action }).count()).toBe(0);
    await own.getByText(/\d{4}/).first().waitFor();

    const support = rows.filter({ hasText: 'support.mai' });
    await support.getByRole('button', { name: 'Reset' }).click();
    const reset = page.getByRole('dialog');
    await reset.getByText(/Another administrator approves the reset first/).waitFor();
    await codeIfAsked(reset, admin);
    await reset.getByRole('button', { name: 'Reset' }).click();
    const resetNotice = reset.getByTestId('rule-change-proposed');
    await resetNotice.getByText(/^Proposed\. Another administrator can approve it from /).waitFor();
    const resetId = await proposalId(resetNotice);
    await page.screenshot({ path: join(shots, 'staff-reset-proposed-desktop.png') });
    await reset.getByRole('button', { name: 'Close' }).click();
    await reset.waitFor({ state: 'detached' });
    expect(await sentTo('support.mai@staff.example')).toBe(0);

    expect(await approve(resetId)).toMatchObject({ status: 'applied', outcome: { link_sent_to: 's•••@staff.example' } });
    const newLink = await linkSentTo(kassa, 'support.mai@staff.example');
    expect(newLink).toMatch(/\/platform\/enrol#/);
    // Never on the page, and the member must use it before signing in again.
    await open('/staff', 'Staff');
    expect(await page.getByText(tokenOfLink(newLink), { exact: false }).count()).toBe(0);
    await expect.poll(() => rows.filter({ hasText: 'support.mai' }).getByText('No', { exact: true }).count()).toBeGreaterThan(0);
    await photograph('staff', 'Staff');
  });

  it('shows the member’s own sessions on My account, and the merchants’ questions to support', async () => {
    await open('/account', 'My account');
    await page.getByText('This session').waitFor();
    await photograph('account', 'My account');
    await open('/support/ticket', 'Questions');
    await photograph('tickets', 'Questions');
  });

  it('passes axe on each page in the light and the dark theme', async () => {
    const pages: [string, string][] = [
      ['/settings', 'Platform settings'],
      ['/announcement', 'Announcements'],
      ['/announcement/create', 'Publish an announcement'],
      ['/support/ticket', 'Questions'],
      ['/help/article', 'Help articles'],
      ['/help/article/create', 'Add a help article'],
      ['/staff', 'Staff'],
      ['/audit_log', 'Platform audit log'],
      ['/account', 'My account'],
    ];
    const found: string[] = [];
    for (const [path, heading] of pages) found.push(...(await axeInBothThemes(path, heading)));
    // The detail pages met above: a question's, a help article's (the withdrawn announcement's went through axe before).
    for (const [path, text] of details) found.push(...(await axeInBothThemes(path, { text })));
    expect(found).toEqual([]);
  });
});
