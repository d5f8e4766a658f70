/**
 * The dashboard, the market switch, the review-free limit and the audit log against the real server in real
 * Chromium: today's figures on screen are those the API answers, a chart is drawn, the merchant ID has its QR
 * code; a market is closed and reopened with the authenticator code; the review-free limit of CNY is changed,
 * after which a withdrawal at the limit is approved automatically; each change is in the audit log.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../openapi/endpoints';
import { merchants } from '../../server/db/schema';
import { demoPayers } from '../../server/demo/signIns';
import { runTransaction } from '../../server/db/transaction';
import { totpCode } from '../../server/testing/harness';
import { merchantPayout } from '../../server/testing/ledger';
import { requestUserWithdrawal } from '../../server/withdrawals/withdrawals';
import { formatAmount } from '../../src/resourceLayer/format';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

/**
 * Types a fresh authenticator code where the console asks for one. Inside the session's step-up window (a code
 * confirmed in the last 5 minutes) the console asks for none, so the field is absent and nothing is typed.
 */
async function codeIfAsked(scope: Pick<Page, 'getByRole'>, code: () => Promise<string>): Promise<void> {
  const field = scope.getByRole('textbox', { name: 'Authenticator code', exact: true });
  if ((await field.count()) > 0) await field.fill(await code());
}

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


/** A call of the API with the console's token, as the console makes it. */
function api<T>(path: string, body: unknown = {}): Promise<{ code: number; detail: string; data: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: localStorage.getItem('token') ?? '' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );
}

describe('dashboard in Chromium', { timeout: 90_000 }, () => {
  it('shows today’s figures as the API answers them, a chart, and the merchant ID with its QR code', async () => {
    await page.goto(`${kassa.url}/Login`);
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(totpCode(kassa.demo.totpSecret, new Date()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: "Today's figures" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment/InstrumentPanel');

    const stats = await api<ResponseOf<'dashboardStats'>>('/v1/merchant/dashboard/stats', { days: 7 });
    expect(stats.code).toBe(200);
    await expect.poll(() => page.getByTestId('day-note').textContent()).toBe(`Today is ${stats.data.today} in your time zone (${stats.data.time_zone}).`);
    const cny = stats.data.markets.find((market) => market.coin_name === 'CNY')!;
    // The seed paid orders today: the figures are not all zero.
    expect(cny.today.recharge_amount).not.toBe('0.00');
    for (const market of stats.data.markets) {
      // Each amount as the API answers it, grouped the way an English-speaking operator reads it.
      const shown = (value: string) => formatAmount(value, { decimals: market.decimals, language: 'us' });
      for (const figure of ['recharge_amount', 'withdrawal_amount', 'fee_amount', 'usdt_recharge_amount', 'usdt_withdrawal_amount'] as const) {
        const cell = page.getByTestId(`${market.coin_name}-${figure}`);
        expect(await cell.locator('[data-figure=today]').textContent(), `${market.coin_name} ${figure}`).toBe(shown(market.today[figure]));
        expect(await cell.locator('[data-figure=yesterday]').textContent()).toBe(`Yesterday ${shown(market.yesterday[figure])}`);
      }
      expect(await page.getByTestId(`${market.coin_name}-order_count`).locator('[data-figure=today]').textContent()).toBe(String(market.today.order_count));
    }
    expect(await page.getByTestId('pending-user_withdrawals').textContent()).toBe(String(stats.data.pending.user_withdrawals));

    // A chart is drawn: the volume chart has its bars.
    const volume = page.getByRole('figure', { name: 'Recharge and withdrawal volume' });
    await volume.locator('svg').first().waitFor();
    expect(await volume.locator('svg rect, svg path').count()).toBeGreaterThan(5);

    const merchantId = await page.getByTestId('merchant-id').textContent();
    const [demo] = await kassa.db.select().from(merchants).where(eq(merchants.name, 'Demo Shop'));
    expect(merchantId).toBe(String(demo!.id));
    const qr = page.getByRole('img', { name: `Receiving QR code of merchant ${merchantId}` });
    await qr.waitFor();
    expect(await qr.getAttribute('data-value')).toBe(`${kassa.url}/wallet/pay?merchant=${merchantId}`);
    expect(await qr.locator('path').count()).toBeGreaterThan(0);
  });

  it('the pending card leads to the withdrawals filtered on pending', async () => {
    await page.getByRole('link', { name: /^User withdrawals\b/ }).click();
    await page.waitForURL(/\/user\/WithdrawalRecord/);
    await page.getByRole('table').waitFor();
    // The data rows only: each row is followed by its (collapsed, empty) expand panel row.
    const statuses = await page.locator('main table tbody tr.RaDataTable-row').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((text) => text.includes('Pending review'))).toBe(true);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: "Today's figures" }).waitFor();
  });

  it('closes the VND market with the authenticator code, which then refuses an order, and reopens it', async () => {
    const vnd = page.getByLabel('VND market');
    expect(await vnd.isChecked()).toBe(true);
    await vnd.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Close the VND market?' });
    await dialog.getByText('New orders, transfers and adjustments in VND will be refused until you open the market again.').waitFor();
    await dialog.getByRole('button', { name: 'Close the market' }).click();
    await dialog.getByText('Verification code cannot be empty').waitFor();
    await dialog.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await dialog.getByRole('button', { name: 'Close the market' }).click();
    await page.getByText('The VND market is closed').waitFor();
    await expect.poll(() => vnd.isChecked()).toBe(false);
    await page.locator('[data-market=VND]').getByText('Market closed').waitFor();

    const refused = await api('/v1/merchant/transfer/query_balance', { coin_name: 'VND' });
    expect(refused).toMatchObject({ code: 4000, detail: 'Your VND market is closed: it takes no new orders, transfers or adjustments. Open it on the dashboard first.' });

    await vnd.click();
    const reopen = page.getByRole('dialog').filter({ hasText: 'Open the VND market?' });
    // The code that closed it opened the step-up window: reopening asks for none while it lasts.
    await codeIfAsked(reopen, () => kassa.freshCode());
    await reopen.getByRole('button', { name: 'Open the market' }).click();
    await page.getByText('The VND market is open').waitFor();
    await expect.poll(() => vnd.isChecked()).toBe(true);
    expect((await api('/v1/merchant/transfer/query_balance', { coin_name: 'VND' })).code).toBe(200);
  });

  it('changes the review-free limit after stating its consequence; a withdrawal at the limit is then approved automatically', async () => {
    await page.getByRole('menuitem', { name: 'Withdrawal free-review limit management' }).click();
    await page.getByRole('button', { name: 'Edit the limit of CNY' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Limit (CNY)').fill('500');
    await codeIfAsked(dialog, () => kassa.freshCode());
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Payouts your server requests at or below 500 CNY will be paid without review. Requests payers make in the wallet still wait for your review.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The review-free limit of CNY is now 500.00').waitFor();
    await page.locator('tr[data-coin=CNY]').getByText('500.00 CNY').waitFor();

    // A wallet user asks for exactly the limit, through the server's own function.
    const [demo] = await kassa.db.select().from(merchants).where(eq(merchants.name, 'Demo Shop'));
    const order = await runTransaction(kassa.db, (tx) =>
      requestUserWithdrawal(tx, { merchantId: demo!.id, uid: demoPayers.ready.uid, coin: 'CNY', amount: '500', ...merchantPayout() }, new Date()),
    );
    expect(order).toMatchObject({ orderStatus: 'approved', audit: 'automatic' });
    // The list remembers the pending filter the dashboard's card set: show all of them.
    await page.goto(`${kassa.url}/user/WithdrawalRecord?filter=${encodeURIComponent('{}')}`);
    // The order number reads shortened in its cell, whole in its tooltip.
    const row = page.locator('tr.RaDataTable-row').filter({ has: page.getByTitle(order.orderId, { exact: true }) });
    await row.getByText('Approved').waitFor();
    // How it was reviewed is among the columns the window leaves out: in the row's expand panel.
    await row.getByRole('button', { name: 'Expand' }).click();
    await row.locator('xpath=following-sibling::tr[1]').getByTestId('row-expand').getByText('Automatic (review-free limit)').waitFor();
  });

  it('shows each change in the audit log of Account and security', async () => {
    await page.getByRole('menuitem', { name: 'Account and security' }).click();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const rows = page.locator('main table tbody tr');
    await rows.first().waitFor();
    const texts = await rows.evaluateAll((elements) => elements.map((element) => (element as HTMLElement).innerText));
    expect(texts[0]).toContain('Review-free limit');
    expect(texts[0]).toContain('500.00');
    expect(texts[1]).toContain('Market switch');
    expect(texts[1]).toContain('VND');
    expect(texts[2]).toContain('Market switch');
    expect(texts.join('\n')).toContain('127.0.0.1');
  });
});
