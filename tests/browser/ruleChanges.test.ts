/**
 * Two administrators for a rule about money, in real Chromium on the real server: administrator A proposes a coin's
 * default transfer fee rate on the settings page, which says so and leads to the proposal; A's own approval reads the
 * server's "another administrator" refusal. Administrator B sees the menu's count, and B's approval before the
 * cooling-off period reads the server's refusal with the time it ends. The server's clock then passes the cooling-off
 * (a short one, set for this server) and B approves with the authenticator code: the change is scheduled, the
 * merchants' notice period passes, and the background round puts it in force. The page, its detail and the dialogs
 * are photographed at 1366×768 and 390×844, never scroll sideways, and pass axe in both themes.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coins } from '../../server/db/schema';
import { formatRate } from '../../server/ledger/money';
import { seriousViolations } from './axe';
import { launchChromium } from './chromium';
import { listLoaded } from './listLoaded';
import { startKassa, type RunningKassa } from './kassaServer';
import { createStaff, freshStaffCode, signInStaff, type TestStaff } from './platformStaff';

const minute = 60_000;
/** Shorter than a staff session's idle time (30 minutes), so the clock moves past each without signing anyone out. */
const coolingOffMs = 10 * minute;
const feeNoticeMs = 15 * minute;

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };
/** KASSA_SHOTS=<folder> keeps the photographs elsewhere, for people to look at. */
const shots = process.env.KASSA_SHOTS ?? join(tmpdir(), 'kassa-rule-changes');

let kassa: RunningKassa;
let browser: Browser;
let contextA: BrowserContext;
let contextB: BrowserContext;
/** Administrator A's page, and B's. */
let pageA: Page;
let pageB: Page;
let ann: TestStaff;
let bob: TestStaff;
/** The rule change A proposes, by its number. */
let changeId = '';
let before = '';

const newRate = '0.0125';

beforeAll(async () => {
  [kassa, browser] = await Promise.all([startKassa({ ruleChanges: { coolingOffMs, feeNoticeMs } }), launchChromium()]);
  [ann, bob] = await Promise.all([createStaff(kassa, 'admin', 'ann.admin'), createStaff(kassa, 'admin', 'bob.admin')]);
  contextA = await browser.newContext({ locale: 'en-US', viewport: desktop });
  contextB = await browser.newContext({ locale: 'en-US', viewport: desktop });
  pageA = await contextA.newPage();
  pageB = await contextB.newPage();
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await contextA?.close();
  await contextB?.close();
  await browser?.close();
  await kassa?.close();
});

/** The default transfer fee rate of a coin, as the server holds it and writes it in a rule change. */
async function transferRate(coin: string): Promise<string> {
  const [row] = await kassa.db.select({ rate: coins.transferFeeRate }).from(coins).where(eq(coins.code, coin));
  return row ? formatRate(row.rate) : '';
}

/** The count on the menu entry of the rule changes (MUI's badge keeps a hidden 0). */
const menuCount = async (page: Page) => Number(/^\d+/.exec(((await page.getByRole('menuitem', { name: /Rule changes/ }).textContent()) ?? '').trim())?.[0] ?? 0);

/** Waits until the page has its data: no call in flight, no progress bar, no raw word key. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      ((window as unknown as { kassaInFlight?: number }).kassaInFlight ?? 0) === 0 &&
      document.querySelector('.MuiLinearProgress-root, .MuiSkeleton-root') === null &&
      !/(^|\s)(kassa|ra|resources)\.[\w/-]+\.[\w.]+/.test(document.body.innerText),
  );
}

/** Types the authenticator code if the dialog asks for it (the session's step-up window is closed). */
async function codeIfAsked(dialog: Locator, staff: TestStaff) {
  const field = dialog.getByRole('textbox', { name: 'Authenticator code', exact: true });
  if ((await field.count()) > 0) await field.fill(await freshStaffCode(kassa, staff));
}

/** Whether anything on the page is wider than the window (a page must never scroll sideways). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** Photographs what is on screen at its present size; the page must not scroll sideways. */
async function photograph(page: Page, name: string) {
  const size = page.viewportSize()?.width === phone.width ? 'phone' : 'desktop';
  await page.screenshot({ path: join(shots, `${name}-${size}.png`), fullPage: true });
  expect(await scrollsSideways(page), `${name} at ${size} size scrolls sideways`).toBe(false);
}

/** The row of the rule change on the list. */
const rowOf = (page: Page) => page.locator('tbody tr').filter({ hasText: `Transfer fee rate ${before} → ${newRate}` });

describe('a rule change about money takes two administrators, in Chromium', { timeout: 180_000 }, () => {
  it('lets A propose a coin’s default transfer fee rate: the dialog says it is proposed, from when it may be approved, and leads to it', async () => {
    before = await transferRate('CNY');
    await signInStaff(pageA, kassa, ann);
    await pageA.goto(`${kassa.url}/platform/settings`);
    await pageA.getByRole('table', { name: 'Default fee rates of each coin' }).waitFor();
    await pageA.getByRole('button', { name: 'Change Fee rates of CNY' }).first().click();
    const dialog = pageA.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Transfer', exact: true }).fill(newRate);
    await dialog.getByText(/merchants who pay these rates are told of them/).waitFor();
    await photograph(pageA, 'fee-rates-form');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByTestId('setting-changes').getByText('1.25%').waitFor();
    await dialog.getByText('At the end of the notice period after the approval').waitFor();
    await codeIfAsked(dialog, ann);
    await photograph(pageA, 'fee-rates-confirm');
    await dialog.getByRole('button', { name: 'Propose' }).click();

    const notice = dialog.getByTestId('rule-change-proposed');
    await notice.getByText(/^Proposed\. Another administrator can approve it from .+\.$/).waitFor();
    await notice.getByText('Once approved, it takes effect at the end of the merchants’ notice period.').waitFor();
    await photograph(pageA, 'fee-rates-proposed');
    await pageA.setViewportSize(phone);
    await photograph(pageA, 'fee-rates-proposed');
    await pageA.setViewportSize(desktop);
    // Nothing has changed yet.
    expect(await transferRate('CNY')).toBe(before);

    await notice.getByRole('link', { name: 'Open the rule change' }).click();
    await pageA.waitForURL(/\/platform\/rule_change\/\d+\/show$/);
    changeId = /rule_change\/(\d+)\/show/.exec(pageA.url())![1]!;
    const table = pageA.getByTestId('rule-change-table');
    await table.locator('tr[data-changed="true"]').filter({ hasText: 'Transfer fee rate' }).getByText(newRate).waitFor();
    await settled(pageA);
  });

  it('answers A’s own approval with the server’s “another administrator”, and offers A to withdraw rather than reject', async () => {
    await pageA.getByRole('button', { name: 'Withdraw' }).waitFor();
    expect(await pageA.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await pageA.getByRole('button', { name: 'Approve' }).click();
    const dialog = pageA.getByRole('dialog');
    await dialog.getByText(`Transfer fee rate ${before} → ${newRate}`).waitFor();
    await codeIfAsked(dialog, ann);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await pageA.getByText(`You proposed rule change ${changeId}. Another administrator must approve it.`).waitFor();
    await pageA.getByText('Pending', { exact: true }).first().waitFor();
  });

  it('shows B the count on the menu; B’s approval before the cooling-off reads when it ends', async () => {
    await signInStaff(pageB, kassa, bob);
    await expect.poll(() => menuCount(pageB), { timeout: 15_000 }).toBe(1);
    await pageB.getByRole('menuitem', { name: /Rule changes/ }).click();
    await pageB.waitForURL(/\/platform\/rule_change(\?.*)?$/);
    await listLoaded(pageB);
    const row = rowOf(pageB);
    await row.getByText('ann.admin').waitFor();
    await row.getByText('Default fee rates').waitFor();
    await row.getByText(/^Approvable from /).waitFor();
    await settled(pageB);
    await photograph(pageB, 'rule-changes');

    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = pageB.getByRole('dialog');
    await dialog.getByText(/told of them from your approval/).waitFor();
    await codeIfAsked(dialog, bob);
    await photograph(pageB, 'approve');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await pageB.getByText(new RegExp(`^Rule change ${changeId} can be approved from \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(UTC\\), after its cooling-off period\\.$`)).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await transferRate('CNY')).toBe(before);
  });

  it('lets B approve once the cooling-off has passed, asking the code as the step-up window has closed; it is scheduled, then in force', async () => {
    kassa.advanceClock(coolingOffMs);
    await pageB.reload();
    await listLoaded(pageB);
    const row = rowOf(pageB);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = pageB.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Verification code cannot be empty').waitFor();
    await dialog.getByLabel('Authenticator code').fill(await freshStaffCode(kassa, bob));
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await pageB.getByText('Approved successfully').waitFor();
    // No longer waiting: the pending list and the menu's count let it go.
    await rowOf(pageB).waitFor({ state: 'detached' });
    await expect.poll(() => menuCount(pageB), { timeout: 15_000 }).toBe(0);

    await pageB.getByRole('combobox', { name: 'Status' }).click();
    await pageB.getByRole('option', { name: 'Scheduled', exact: true }).click();
    await rowOf(pageB).getByText(/^Takes effect /).waitFor();
    expect(await transferRate('CNY')).toBe(before);

    // The merchants' notice period passes: the background round (each second, by the server's clock) applies it.
    kassa.advanceClock(feeNoticeMs);
    await expect.poll(() => transferRate('CNY'), { timeout: 15_000 }).toBe(newRate);
    await pageB.goto(`${kassa.url}/platform/rule_change/${changeId}/show`);
    await pageB.getByText('Applied', { exact: true }).first().waitFor();
    await pageB.locator('#main-content').getByText('bob.admin', { exact: true }).waitFor();
    await settled(pageB);
    await photograph(pageB, 'rule-change-detail');
  });

  it('says the same after a merchant’s fee schedule and a four-eyes threshold, each proposed; the proposer’s button withdraws', async () => {
    // A merchant's fee schedule, from its detail.
    await pageA.goto(`${kassa.url}/platform/merchant`);
    await listLoaded(pageA);
    await pageA.getByRole('cell', { name: 'Demo Shop' }).click();
    await pageA.getByRole('region', { name: 'Fee schedule' }).waitFor();
    await pageA.getByRole('button', { name: 'Fee rates of CNY' }).click();
    let dialog = pageA.getByRole('dialog', { name: 'Fee rates of CNY' });
    await dialog.getByLabel(/^Transfer fee/).fill('0.004');
    await dialog.getByLabel('Takes effect at').fill('2099-01-02T10:00');
    await codeIfAsked(dialog, ann);
    await photograph(pageA, 'fee-schedule-form');
    await dialog.getByRole('button', { name: 'Propose' }).click();
    await dialog.getByTestId('rule-change-proposed').getByText(/takes effect at .+, or at the end of the merchants’ notice period if that is later\.$/).waitFor();
    await photograph(pageA, 'fee-schedule-proposed');
    await pageA.setViewportSize(phone);
    await photograph(pageA, 'fee-schedule-proposed');
    await pageA.setViewportSize(desktop);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A four-eyes threshold, from its create dialog.
    await pageA.goto(`${kassa.url}/platform/review/threshold`);
    await listLoaded(pageA);
    await pageA.getByRole('button', { name: 'Create' }).click();
    dialog = pageA.getByRole('dialog', { name: 'Propose a four-eyes threshold' });
    await dialog.getByRole('combobox', { name: /Coin/ }).click();
    await pageA.getByRole('option', { name: 'CNY', exact: true }).click();
    await dialog.getByLabel(/Two approvals from/).fill('50000');
    await codeIfAsked(dialog, ann);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByTestId('rule-change-proposed').getByText(/^Proposed\. Another administrator can approve it from /).waitFor();
    await photograph(pageA, 'threshold-proposed');
    await pageA.setViewportSize(phone);
    await photograph(pageA, 'threshold-proposed');
    await pageA.setViewportSize(desktop);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Both wait for another administrator; their proposer may withdraw either.
    await pageA.goto(`${kassa.url}/platform/rule_change`);
    await listLoaded(pageA);
    const threshold = pageA.locator('tbody tr').filter({ hasText: 'Four-eyes threshold' });
    await threshold.getByText('Two approvals from None → 50,000.00 CNY').waitFor();
    await pageA.locator('tbody tr').filter({ hasText: 'Merchant fee schedule' }).getByText(/^Transfer fee rate Coin default → 0\.004$/).waitFor();
    await threshold.getByRole('button', { name: 'Withdraw' }).click();
    dialog = pageA.getByRole('dialog');
    await dialog.getByText('You proposed this change: withdrawing it keeps the rule as it is.').waitFor();
    await dialog.getByLabel(/Reason/).fill('Set in the wrong coin');
    await photograph(pageA, 'withdraw');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await pageA.getByText('Rule change withdrawn').waitFor();
    await threshold.waitFor({ state: 'detached' });
  });

  it('fits a phone, and passes axe in both themes', async () => {
    const found: string[] = [];
    for (const [path, name] of [
      ['/rule_change?filter=%7B%22status%22%3A%22all%22%7D', 'rule-changes-all'],
      [`/rule_change/${changeId}/show`, 'rule-change-detail'],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await pageB.evaluate((value) => localStorage.setItem('RaStoreKassa.theme', JSON.stringify(value)), theme);
        await pageB.goto(`${kassa.url}/platform${path}`);
        await pageB.getByText('Default fee rates').first().waitFor();
        await settled(pageB);
        found.push(...(await seriousViolations(pageB, `${name} (${theme})`)));
      }
      await pageB.evaluate(() => localStorage.setItem('RaStoreKassa.theme', JSON.stringify('light')));
      await pageB.setViewportSize(phone);
      await pageB.goto(`${kassa.url}/platform${path}`);
      await pageB.getByText('Default fee rates').first().waitFor();
      await settled(pageB);
      await photograph(pageB, name);
      await pageB.setViewportSize(desktop);
    }
    expect(found).toEqual([]);
  });
});
