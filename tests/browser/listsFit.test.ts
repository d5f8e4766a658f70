/**
 * Every list of the console fits its window, in real Chromium against the real server: at 1366×768 no
 * list page scrolls sideways (nor its table inside its box) and the first row's actions are in view; at 390×844 the
 * list is cards, each inside the window. The demo seed gives the lists their rows (TXIDs, chain addresses, order
 * and serial numbers); more pending withdrawals, a whitelist entry and a webhook delivery are added here through
 * the server's own functions. Then one bulk approval end to end: select, confirm with the count and the totals,
 * one authenticator code, "n approved, m already reviewed".
 */
import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { resourceConfigs } from '../../resources';
import { merchantUsers } from '../../server/db/schema';
import { totpCode } from '../../server/testing/harness';
import { insertEvent } from '../../server/webhooks/outbox';
import { launchChromium } from './chromium';
import { listLoaded } from './listLoaded';
import { startKassa, type RunningKassa } from './kassaServer';

let kassa: RunningKassa;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };
const waitUpTo = { timeout: 15_000, interval: 100 };
/** KASSA_SHOTS=<folder> keeps a screenshot of every list at both sizes, for people to look at. */
const shots = process.env.KASSA_SHOTS;

beforeAll(async () => {
  kassa = await startKassa();
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US', viewport: desktop });
  page = await context.newPage();
  if (shots) await mkdir(shots, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await kassa?.close();
});

/** Calls the API as the signed-in operator, with the console's own token. */
async function api<T>(endpoint: { path: string }, payload: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await kassa.app.inject({ method: 'POST', url: endpoint.path, headers: { authorization: token ?? '', ...headers }, payload });
  const body = response.json() as { code: number; detail: string; data: T };
  expect(body.code, body.detail).toBe(200);
  return body.data;
}

async function pendingWithdrawals(): Promise<{ order_id: string; amount: string; coin_name: string }[]> {
  const data = await api<{ list: { order_id: string; amount: string; coin_name: string }[] }>(endpoints.withdrawalRecordQuery, { status: 'pending', page_size: 100 });
  return data.list;
}

/** The tab of a bespoke page that shows a list, where the page has tabs. */
const tabOf: Record<string, string> = { 'system/AuditLog': '?tab=audit' };

/** The path a config's list is on: its menu page, or the bespoke page that shows it. */
const listPathOf = (config: (typeof resourceConfigs)[number]) => ('shownIn' in config && config.shownIn ? config.shownIn : `/${config.name}`);

interface Fit {
  documentWidth: number;
  windowWidth: number;
  /** How much wider than its box the table is (0 when it fits). */
  tableOverflow: number;
  rows: number;
  cards: number;
  /** Buttons of the cards that show neither words nor an icon (what they do is invisible). */
  blankButtons: string[];
  /** The first row's actions cell, or the first card: its left and right edges. */
  first: { left: number; right: number } | null;
  /** The app bar's page title does not show whole (cut off or ended in an ellipsis). */
  titleClipped: boolean;
}

function measure(): Promise<Fit> {
  return page.evaluate(() => {
    const content = document.querySelector('.RaList-content') as HTMLElement;
    const wrapper = content.querySelector('.RaDataTable-tableWrapper');
    const rows = content.querySelectorAll('tbody tr:not([id$="-expand"])');
    const cards = content.querySelectorAll('[data-testid="record-card"]');
    const actions = content.querySelector('tbody tr td.kassa-actions');
    const target = cards[0] ?? (content.querySelector('thead th.kassa-actions') ? actions : null);
    const box = target?.getBoundingClientRect();
    return {
      documentWidth: document.documentElement.scrollWidth,
      windowWidth: window.innerWidth,
      tableOverflow: wrapper ? wrapper.scrollWidth - wrapper.clientWidth : 0,
      rows: rows.length,
      cards: cards.length,
      blankButtons: [...content.querySelectorAll('[data-testid="record-card"] button')]
        .filter((button) => (button as HTMLElement).innerText.trim() === '' && !button.querySelector('svg'))
        .map((button) => button.getAttribute('aria-label') ?? button.outerHTML.slice(0, 80)),
      first: box ? { left: box.left, right: box.right } : null,
      titleClipped: ((title) => title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1)(document.getElementById('react-admin-title') as HTMLElement),
    };
  });
}

async function signIn() {
  await page.goto(`${kassa.url}/`);
  await page.waitForURL((url) => url.pathname === '/Login');
  await page.getByLabel('Username').fill(kassa.demo.username);
  await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
  await page.getByLabel('Authenticator code').fill(totpCode(kassa.demo.totpSecret, new Date()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/payment/InstrumentPanel');
}

describe('lists that fit, cards on phones, bulk review', () => {
  it('signs in; more pending withdrawals, a whitelist entry and a webhook delivery are added', async () => {
    for (const [uid, coin, amount] of [
      ['U10001', 'CNY', '12.30'],
      ['U10001', 'CNY', '45.60'],
      ['U10002', 'CNY', '78.90'],
      ['U10001', 'USDT', '3.5'],
      ['U10002', 'USDT', '1.25'],
      ['U10001', 'CNY', '10.00'],
    ] as const) {
      const answer = await kassa.ops('create-user-withdrawal', [kassa.demo.username], { user: uid, coin, amount });
      expect(answer.code, answer.detail).toBe(200);
    }
    await signIn();
    // This machine's address first, so the sign-in stays allowed; then a long IPv6 address.
    // A whitelist change takes the step-up: the first with a code, which opens the window for the rest.
    await api(endpoints.whitelistAdd, { ip: '127.0.0.1', google_code: await kassa.freshCode() });
    await api(endpoints.whitelistAdd, { ip: '2001:db8:85a3:1234:5678:8a2e:370:7334' });
    const [operator] = await kassa.db.select().from(merchantUsers).where(eq(merchantUsers.username, kassa.demo.username));
    if (!operator) throw new Error('no demo operator');
    await insertEvent(kassa.db, {
      merchantId: operator.merchantId,
      type: 'test',
      orderPublicId: null,
      url: 'https://hooks.example.com/kassa/webhooks/receive-payment-notifications/merchant-demo-shop',
      data: {},
      now: new Date(),
    });
  });

  it('shows every menu title whole at 1366×768: a long one wraps, none ends in an ellipsis', async () => {
    await page.goto(`${kassa.url}/payment/InstrumentPanel`);
    const titles = page.locator('.RaSidebar-fixed [role=menuitem] .MuiTypography-root');
    await titles.first().waitFor();
    const clipped = await titles.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent));
    expect(clipped).toEqual([]);
    await expect(page.getByRole('menuitem', { name: 'Withdrawal free-review limit management' }).isVisible()).resolves.toBe(true);
  });

  it('approves selected withdrawals in one call after a confirmation with the count and the totals', async () => {
    await page.goto(`${kassa.url}/user/WithdrawalRecord?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', coin_name: 'CNY' }))}`);
    await listLoaded(page);
    const pending = (await pendingWithdrawals()).filter((order) => order.coin_name === 'CNY');
    expect(pending.length).toBeGreaterThanOrEqual(3);
    const rows = page.locator('.RaList-content tbody tr:not([id$="-expand"])');
    await expect.poll(() => rows.count(), waitUpTo).toBe(pending.length);

    // Two rows selected: the confirmation shows two orders and their CNY total.
    const picked = pending.slice(0, 2);
    for (const order of picked) {
      await page.locator('.RaList-content tbody tr').filter({ hasText: order.order_id.slice(-6) }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the selected withdrawals' });
    await dialog.waitFor();
    const summary = dialog.getByTestId('bulk-summary');
    await summary.getByText('Orders: 2').waitFor();
    const total = picked.reduce((sum, order) => sum + Math.round(Number(order.amount) * 100), 0);
    // Cents as integers: the expected total is computed without a float sum.
    await summary.getByText(`${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')} CNY`).waitFor();

    if (shots) await page.screenshot({ path: `${shots}/bulk-approve-dialog-1366.png` });

    // Meanwhile a colleague approves one of them: the batch reports it as already reviewed.
    await api(endpoints.withdrawalApprove, { order_id: picked[1]?.order_id }, { 'idempotency-key': `colleague-${Date.now()}` });
    // Inside the step-up window the console asks for no code; outside it, for one.
    const code = dialog.getByRole('textbox', { name: 'Authenticator code', exact: true });
    if ((await code.count()) > 0) await code.fill(await kassa.freshCode());
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('1 approved, 1 already reviewed').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const stillPending = new Set((await pendingWithdrawals()).map((order) => order.order_id));
    for (const order of picked) expect(stillPending.has(order.order_id)).toBe(false);
    await expect.poll(() => rows.count(), waitUpTo).toBe(pending.length - 2);
  });

  for (const config of resourceConfigs) {
    it(`${config.name}: fits 1366×768 with its actions in view, and shows cards at 390×844`, async () => {
      const path = listPathOf(config);
      await page.setViewportSize(desktop);
      await page.goto(`${kassa.url}${path}${tabOf[config.name] ?? ''}`);
      await page.waitForURL((url) => url.pathname === path);
      await listLoaded(page);
      const wide = await measure();
      if (shots) await page.screenshot({ path: `${shots}/${config.name.replaceAll('/', '_')}-1366.png`, fullPage: true });
      expect(wide.rows, 'the seed gives every list rows').toBeGreaterThan(0);
      expect(wide.documentWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(wide.windowWidth);
      expect(wide.tableOverflow, 'the table fits its box').toBeLessThanOrEqual(0);
      if (wide.first) expect(wide.first.right, "the first row's actions are in view").toBeLessThanOrEqual(wide.windowWidth);

      await page.setViewportSize(phone);
      await expect.poll(async () => (await measure()).cards, waitUpTo).toBeGreaterThan(0);
      const narrow = await measure();
      if (shots) await page.screenshot({ path: `${shots}/${config.name.replaceAll('/', '_')}-390.png`, fullPage: true });
      expect(narrow.rows).toBe(0);
      expect(narrow.documentWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(narrow.windowWidth);
      expect(narrow.first && narrow.first.left >= 0 && narrow.first.right <= narrow.windowWidth, 'the first card is inside the window').toBe(true);
      expect(narrow.blankButtons, 'every button of a card shows its words or its icon').toEqual([]);
      expect(narrow.titleClipped, 'the page title shows whole on a phone').toBe(false);
    });
  }
});
