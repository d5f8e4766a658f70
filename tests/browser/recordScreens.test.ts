/**
 * The record screens against the real server on the embedded database, in real Chromium, as an operator uses them:
 * review user withdrawals (and see balances and fund flow follow), pay an adjustment, transfer to the second
 * merchant, request a USDT withdrawal, export the fund flow filtered by coin, see on a phone where a withdrawal came
 * from (a payout of the merchant's server or a payer's request in the wallet), and read the withdrawal list in
 * Traditional Chinese. The steps run in order on one signed-in page; each builds on the state the previous left.
 */
import { readFile } from 'node:fs/promises';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { accounts, merchants } from '../../server/db/schema';
import { runTransaction } from '../../server/db/transaction';
import { totpCode } from '../../server/testing/harness';
import { requestUserWithdrawal } from '../../server/withdrawals/withdrawals';
import { fundFlowMessages } from '../../openapi/i18n/fundFlowMessages';
import { fundFlowCsvColumns } from '../../server/fundFlow/csv';
import { resourceMessages } from '../../src/i18n/resources';
import { formatMoney } from '../../src/resourceLayer/format';
import { withdrawalRecordsLabels } from '../../resources/withdrawalRecords/labels';
import { shellMessages } from '../../src/i18n/shell';
import { launchChromium } from './chromium';
import { listLoaded } from './listLoaded';
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
  kassa = await startKassa();
  browser = await launchChromium();
  context = await browser.newContext({ acceptDownloads: true, locale: 'en-US', viewport: { width: 1600, height: 1000 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await kassa?.close();
});

// ---------------------------------------------------------------- helpers

const en = resourceMessages.en;
const zhHant = resourceMessages.zh_Hant;
const waitUpTo = { timeout: 15_000, interval: 100 };

type Row = Record<string, string>;

/** The list on screen as the operator reads it: one record per body row, keyed by the column headers' text. */
function readTable(): Promise<Row[]> {
  return page.evaluate(() => {
    const table = document.querySelector('main table');
    if (!table) return [];
    const headers = [...table.querySelectorAll('thead th')].map((cell) => (cell as HTMLElement).innerText.trim());
    return [...table.querySelectorAll('tbody tr')].map((row) =>
      Object.fromEntries(
        [...row.querySelectorAll('td')].map((cell, index) => [
          headers[index] ?? String(index),
          // A long value shows shortened in the middle; the whole value is on its element.
          cell.querySelector('[data-full]')?.getAttribute('data-full') ?? (cell as HTMLElement).innerText.trim(),
        ]),
      ),
    );
  });
}

/** The column headers' text of the list on screen. */
function columnHeaders(): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('main table thead th')].map((cell) => (cell as HTMLElement).innerText.trim()));
}

/** The total of the list's pagination ("1-8 of 8"), or null while it is not shown. */
async function listTotal(): Promise<number | null> {
  const text = await page.getByText(/^\d+-\d+ of \d+$/).first().textContent({ timeout: 15_000 });
  const match = /of (\d+)$/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** Waits until the address shows this page, whatever list parameters follow it. */
const onPage = (pathname: string) => page.waitForURL((url) => url.pathname === pathname);

/**
 * Opens a menu page and waits until its own list is on screen: a column header of that list (the previous page's
 * table stays in place while the router moves on) and at least one row.
 */
async function openMenu(name: string | RegExp, pathname: string, header: string) {
  // The lists are wider than the window, so the window scrolls sideways (to reach Approve, Export…), and then the
  // content covers the fixed menu: the operator scrolls back to the left edge to reach the menu again.
  await page.evaluate(() => window.scrollTo({ left: 0, top: window.scrollY }));
  await page.getByRole('menuitem', { name }).click();
  // The list may add its remembered filters to the address.
  await onPage(pathname);
  await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
  await page.locator('main table tbody tr').first().waitFor();
}

/** Picks an option of a MUI select (filters and forms) by the select's label and the option's visible text. */
async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The confirmation step on screen: each line's name and what it says. */
async function reviewLines(): Promise<Record<string, string>> {
  const summary = page.getByRole('region', { name: 'Check before you confirm' });
  await summary.waitFor();
  const names = await summary.locator('dt').allInnerTexts();
  const values = await summary.locator('dd').allInnerTexts();
  return Object.fromEntries(names.map((name, index) => [name.trim(), (values[index] ?? '').trim()]));
}

/** '12,528.19 CNY' (as English shows it) → 12528.19 as a Decimal; the coin must be the one expected. */
function money(text: string | undefined, coin: string): Decimal {
  const match = /^(-?\d{1,3}(?:,\d{3})*(?:\.\d+)?) ([A-Z]+)$/.exec(text ?? '');
  if (!match) throw new Error(`not an amount with its coin: ${JSON.stringify(text)}`);
  expect(match[2]).toBe(coin);
  return new Decimal((match[1] as string).replaceAll(',', ''));
}

/** An amount as the console shows it in English: grouped thousands, the given places, the coin after it. */
const shown = (value: Decimal, coin: string, decimals: number) => formatMoney(value.toFixed(decimals), coin, { language: 'us' });

/** Calls the API as the signed-in operator (the console's own token), for exact figures behind the screens. */
async function api<T>(endpoint: { path: string }, payload: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await kassa.app.inject({ method: 'POST', url: endpoint.path, headers: { authorization: token ?? '' }, payload });
  const body = response.json() as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

interface AssetRow {
  coin_name: string;
  available_asset: string;
  freeze_asset: string;
  total_asset: string;
}

async function assetsOf(coin: string) {
  const data = await api<{ list: AssetRow[] }>(endpoints.assetQuery, { coin_name: coin });
  const row = data.list.find((entry) => entry.coin_name === coin);
  if (!row) throw new Error(`no ${coin} asset row`);
  return { available: new Decimal(row.available_asset), frozen: new Decimal(row.freeze_asset) };
}

/** The My assets row of a coin as shown: 'Available', 'Frozen' and 'Total', or undefined while it is not. */
async function shownAssets(coin: string): Promise<Row | undefined> {
  const row = (await readTable()).find((entry) => entry.Currency === coin);
  return row && { Available: row.Available ?? '', Frozen: row.Frozen ?? '', Total: row.Total ?? '' };
}

/** The pending-review count on the withdrawal menu entry (0 when it shows none). */
async function pendingBadge(): Promise<number> {
  const name = (await page.getByRole('menuitem', { name: /User withdrawal records/ }).textContent()) ?? '';
  const match = /^(\d+)\+?/.exec(name.trim());
  return match ? Number(match[1]) : 0;
}

/** RFC 4180 rows (quoted fields may hold commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += character;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// ---------------------------------------------------------------- the steps

describe('record screens against the real server in real Chromium', () => {
  it('signs in with the seeded demo merchant', async () => {
    await page.goto(`${kassa.url}/`);
    await onPage('/Login');
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(totpCode(kassa.demo.totpSecret, new Date()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await onPage('/payment/InstrumentPanel');
    await page.getByRole('button', { name: 'Demo Shop, user menu' }).waitFor();
  });

  it('approves one pending user withdrawal and rejects another with a reason; balances and fund flow follow', async () => {
    const coin = 'CNY';
    const exactBefore = await assetsOf(coin);
    const before = { available: exactBefore.available, frozen: exactBefore.frozen, total: exactBefore.available.plus(exactBefore.frozen) };
    // My assets shows the server's figures (CNY has 2 decimals, so nothing is cut).
    await openMenu('My assets', '/assets/Assets', 'Available');
    await expect.poll(() => shownAssets(coin), waitUpTo).toEqual({
      Available: shown(before.available, coin, 2),
      Frozen: shown(before.frozen, coin, 2),
      Total: shown(before.total, coin, 2),
    });

    await openMenu(/User withdrawal records/, '/user/WithdrawalRecord', 'Order number');
    const pendingCny = async () => (await readTable()).filter((row) => row.Status === 'Pending review' && row.Amount?.endsWith(` ${coin}`));
    await expect.poll(async () => (await pendingCny()).length, { ...waitUpTo, message: 'the seed has two pending CNY withdrawals' }).toBeGreaterThanOrEqual(2);
    const pending = await pendingCny();
    const badgeBefore = await pendingBadge();
    expect(badgeBefore).toBeGreaterThanOrEqual(pending.length);
    const [toApprove, toReject] = pending as [Row, Row];
    const approveId = toApprove['Order number'] as string;
    const rejectId = toReject['Order number'] as string;
    // The order number shows shortened; the row is the one holding the whole number.
    const rowOf = (orderId: string) => page.getByRole('row').filter({ has: page.locator(`[data-full="${orderId}"]`) });
    const statusOf = async (orderId: string) => (await readTable()).find((row) => row['Order number'] === orderId)?.Status;

    // Approve: the confirm dialog names the order.
    await rowOf(approveId).getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Approve ${approveId}?` });
    await confirm.waitFor();
    // No approval amount is set: every approval takes the step-up.
    await codeIfAsked(confirm, () => kassa.freshCode());
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved successfully').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => statusOf(approveId), waitUpTo).toBe('Approved');
    expect((await readTable()).find((row) => row['Order number'] === approveId)?.Reviewer).toBe(kassa.demo.username);
    expect(await rowOf(approveId).getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // Reject: the reason dialog refuses an empty reason, then takes one.
    const reason = 'The payee name does not match the KYC record.';
    await rowOf(rejectId).getByRole('button', { name: 'Reject' }).click();
    const reasonDialog = page.getByRole('dialog', { name: `Reject ${rejectId}` });
    await reasonDialog.waitFor();
    await reasonDialog.getByRole('button', { name: 'Reject' }).click();
    await reasonDialog.getByText('This field is required').waitFor();
    expect(await statusOf(rejectId)).toBe('Pending review');
    await reasonDialog.getByLabel('Reason for rejection').fill(reason);
    await reasonDialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Rejected successfully').waitFor();
    await reasonDialog.waitFor({ state: 'detached' });
    await expect.poll(() => statusOf(rejectId), waitUpTo).toBe('Rejected');
    expect(await rowOf(rejectId).getByRole('button', { name: 'Reject' }).count()).toBe(0);

    // The menu badge counts two fewer pending reviews.
    await expect.poll(pendingBadge, waitUpTo).toBe(badgeBefore - 2);

    // The rejected order's detail shows the reason.
    await rowOf(rejectId).getByRole('cell', { name: toReject['User name'] as string, exact: true }).click();
    await onPage(`/user/WithdrawalRecord/${rejectId}/show`);
    await page.getByText(reason).waitFor();
    expect(await page.getByText('Rejection reason').count()).toBeGreaterThan(0);

    // Balances: the approved amount leaves the frozen balance; the rejected one goes back from frozen to available.
    const approvedAmount = money(toApprove.Amount, coin);
    const approvedFee = money(toApprove['Handling fee'], coin);
    const rejectedAmount = money(toReject.Amount, coin);
    await openMenu('My assets', '/assets/Assets', 'Available');
    await expect.poll(() => shownAssets(coin), waitUpTo).toEqual({
      Available: shown(before.available.plus(rejectedAmount), coin, 2),
      Frozen: shown(before.frozen.minus(approvedAmount).minus(rejectedAmount), coin, 2),
      Total: shown(before.total.minus(approvedAmount), coin, 2),
    });
    const exactAfter = await assetsOf(coin);
    expect(exactAfter.available.toFixed()).toBe(exactBefore.available.plus(rejectedAmount).toFixed());
    expect(exactAfter.frozen.toFixed()).toBe(exactBefore.frozen.minus(approvedAmount).minus(rejectedAmount).toFixed());

    // Fund flow: each review is the newest movement of its order's serial number, with the figures above.
    await openMenu('Fund flow', '/Property/RunningWater', 'Available before');
    const movementsOf = async (serial: string) => {
      await page.getByRole('textbox', { name: 'Serial number' }).fill(serial);
      let rows: Row[] = [];
      // The request's movement and the review's, newest first.
      await expect
        .poll(async () => {
          rows = await readTable();
          return rows.map((row) => row['Serial number']);
        }, { ...waitUpTo, message: `the fund flow filtered by serial number ${serial} shows its two movements` })
        .toEqual([serial, serial]);
      return rows;
    };
    const approvedMovements = await movementsOf(toApprove['Serial number'] as string);
    // The request froze the amount; the approval paid it out of frozen.
    expect(approvedMovements[0]).toMatchObject({
      Currency: coin,
      Type: fundFlowMessages.en.kassa.fundFlow.transactionType.withdrawal,
      Amount: shown(approvedAmount.negated(), coin, 2),
      Fee: shown(approvedFee, coin, 2),
      'Available before': shown(before.available, coin, 2),
      'Available after': shown(before.available, coin, 2),
      'Frozen before': shown(before.frozen, coin, 2),
      'Frozen after': shown(before.frozen.minus(approvedAmount), coin, 2),
    });
    const rejectedMovements = await movementsOf(toReject['Serial number'] as string);
    expect(rejectedMovements[0]).toMatchObject({
      Currency: coin,
      Type: fundFlowMessages.en.kassa.fundFlow.transactionType.withdrawal_refund,
      // The return moves money from frozen back to available: the total, and so the amount, does not change.
      Amount: shown(new Decimal(0), coin, 2),
      'Available before': shown(before.available, coin, 2),
      'Available after': shown(before.available.plus(rejectedAmount), coin, 2),
      'Frozen before': shown(before.frozen.minus(approvedAmount), coin, 2),
      'Frozen after': shown(before.frozen.minus(approvedAmount).minus(rejectedAmount), coin, 2),
    });
    // Clearing the serial number shows the whole fund flow again (and leaves no filter behind for later visits).
    await page.getByRole('textbox', { name: 'Serial number' }).fill('');
    await expect.poll(async () => new Set((await readTable()).map((row) => row['Serial number'])).size > 2, waitUpTo).toBe(true);
  });

  it('pays an adjustment to a seeded wallet user after the UID lookup shows the nickname, and lists it', async () => {
    const remark = `Browser test goodwill ${Date.now()}`;
    await openMenu('User account adjustment', '/adjustment/AccountAdjustment', 'User UID');
    await page.getByRole('link', { name: 'Create' }).click();
    await onPage('/adjustment/AccountAdjustment/create');

    const review = page.getByRole('button', { name: 'Review' });
    // The whole form on screen (its parts load on their own) before typing, as an operator sees it.
    await page.getByText('Look up the user and check the nickname before paying').waitFor();
    await review.waitFor();
    await page.getByRole('combobox', { name: 'Currency' }).waitFor();
    await page.getByRole('textbox', { name: 'User UID' }).fill('U10002');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('Nickname: Bo Chen').waitFor();
    await page.getByText('Markets enabled: USDT, CNY').waitFor();

    await choose('Currency', 'CNY');
    await page.getByText(/^Available balance: [\d,]+\.\d{2} CNY$/).waitFor();
    await choose('Balance type', 'Available balance');
    await page.getByRole('textbox', { name: 'Amount' }).fill('25.50');
    await page.getByRole('textbox', { name: 'Reason' }).fill(remark);
    expect(await review.isEnabled()).toBe(true);
    await review.click();
    expect(await reviewLines()).toMatchObject({ User: 'Bo Chen (U10002)', 'Amount debited': '25.50 CNY', 'The user receives': '25.50 CNY', Reason: remark });
    await codeIfAsked(page, () => kassa.freshCode());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Submitted successfully').waitFor();
    await onPage('/adjustment/AccountAdjustment');

    await expect.poll(async () => (await readTable()).find((row) => row.Reason === remark), waitUpTo).toMatchObject({
      'User UID': 'U10002',
      Nickname: 'Bo Chen',
      'Balance type': 'Available balance',
      Amount: '25.50 CNY',
    });
  });

  it('transfers to the second seeded merchant and lists the transfer', async () => {
    const merchantIdOf = async (name: string) => {
      const [merchant] = await kassa.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.name, name));
      expect(merchant, `the seeded merchant ${name}`).toBeDefined();
      return String(merchant?.id);
    };
    const demoId = await merchantIdOf('Demo Shop');
    const partnerId = await merchantIdOf('Partner Store');
    const partnerCny = async () => {
      const [row] = await kassa.db
        .select({ available: accounts.available })
        .from(accounts)
        .where(and(eq(accounts.ownerKind, 'merchant'), eq(accounts.ownerId, partnerId), eq(accounts.coinCode, 'CNY')));
      return new Decimal(row?.available ?? '0');
    };
    const partnerBefore = await partnerCny();
    const remark = `Browser test transfer ${Date.now()}`;

    await openMenu('Transfer and collection management', '/transfer/AccountsManage', 'Recipient merchant ID');
    await page.getByRole('link', { name: 'Create' }).click();
    await onPage('/transfer/AccountsManage/create');
    await choose('Currency', 'CNY');
    await page.getByText(/^Available balance: [\d,]+\.\d{2} CNY$/).waitFor();
    const available = money((await page.getByText(/^Available balance: /).innerText()).replace('Available balance: ', ''), 'CNY');
    await page.getByRole('textbox', { name: 'Recipient merchant ID' }).fill(partnerId);
    await page.getByRole('textbox', { name: 'Amount' }).fill('100');
    // Leaving the ID looked the recipient up: its name is on screen before anything is paid.
    await page.getByText('Recipient: Partner Store').waitFor();
    await page.getByText('The recipient receives (estimated): 99.60 CNY').waitFor();
    await page.getByRole('textbox', { name: 'Remark' }).fill(remark);
    await page.getByRole('button', { name: 'Review' }).click();
    expect(await reviewLines()).toEqual({
      Recipient: `Partner Store (${partnerId})`,
      'Amount debited': '100 CNY',
      'Transfer fee (estimated)': '0.30 CNY',
      'Internal transfer fee (estimated)': '0.10 CNY',
      'The recipient receives (estimated)': '99.60 CNY',
      'Your balance afterwards': shown(available.minus(100), 'CNY', 2),
      Remark: remark,
    });
    // Back to the form and forth again: the values stayed.
    await page.getByRole('button', { name: 'Back to edit' }).click();
    expect(await page.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('100');
    await page.getByRole('button', { name: 'Review' }).click();
    await codeIfAsked(page, () => kassa.freshCode());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Transfer successful').waitFor();
    await onPage('/transfer/AccountsManage');

    let created: Row | undefined;
    await expect
      .poll(async () => {
        // The newest transfer of 100 CNY (the seed made none of that amount).
        created = (await readTable()).find((row) => row.Type === 'Transfer' && row.Amount === '100.00 CNY');
        return created;
      }, waitUpTo)
      .toMatchObject({
        Type: 'Transfer',
        'Paying merchant ID': demoId,
        'Recipient merchant ID': partnerId,
        Amount: '100.00 CNY',
        Status: 'Completed',
      });
    // The partner merchant received the settlement amount the list shows.
    const settlement = money(created?.['Settlement amount'], 'CNY');
    expect((await partnerCny()).toFixed(2)).toBe(partnerBefore.plus(settlement).toFixed(2));
  });

  it('files a USDT withdrawal request and sees it pending in the USDT withdrawal list', async () => {
    const address = 'TKassaBrowserTest7Hq2Lw9Xc4Vb8Nm3';
    const usdtBefore = await assetsOf('USDT');
    await openMenu('USDT withdrawal management', '/ustd-withdraw/index', 'Destination address');
    await page.getByRole('link', { name: 'Create' }).click();
    await onPage('/ustd-withdraw/index/create');
    await choose('Debited currency', 'USDT');
    await choose('Network', 'TRC20');
    await page.getByRole('textbox', { name: 'Destination address' }).fill(address);
    await page.getByRole('textbox', { name: 'USDT amount' }).fill('100');
    await page.getByText('Rate: 1 USDT = 1 USDT').waitFor();
    await page.getByText(/^Frozen until review \(estimated\): /).waitFor();
    await page.getByRole('button', { name: 'Review' }).click();
    expect(await reviewLines()).toMatchObject({ 'Destination address': address, Network: 'TRC20', 'The address receives': '100 USDT' });
    await codeIfAsked(page, () => kassa.freshCode());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Submitted successfully').waitFor();
    await onPage('/ustd-withdraw/index');

    let created: Row | undefined;
    await expect
      .poll(async () => {
        created = (await readTable()).find((row) => row['Destination address'] === address);
        return created;
      }, waitUpTo)
      .toMatchObject({ Status: 'Pending review', 'Debited currency': 'USDT', 'USDT amount': '100.000000 USDT', Network: 'TRC20' });
    // The debited amount is frozen until the platform reviews it.
    const debited = money(created?.['Debited amount'], 'USDT');
    const usdtAfter = await assetsOf('USDT');
    expect(usdtAfter.frozen.toFixed()).toBe(usdtBefore.frozen.plus(debited).toFixed());
    expect(usdtAfter.available.toFixed()).toBe(usdtBefore.available.minus(debited).toFixed());
  });

  it('filters the fund flow by a coin and exports exactly the rows it shows', async () => {
    const coin = 'USDT';
    await openMenu('Fund flow', '/Property/RunningWater', 'Available before');
    // The list remembers its filters: start from no serial number.
    await page.getByRole('textbox', { name: 'Serial number' }).fill('');
    await choose('Currency', coin);
    await expect
      .poll(async () => (await readTable()).map((row) => row.Currency).filter((shownCoin) => shownCoin !== coin), {
        ...waitUpTo,
        message: `after filtering by ${coin}, the list shows only ${coin} rows`,
      })
      .toEqual([]);
    // The whole filtered list on one page, so the export (every matching row) compares with what is shown.
    if (((await listTotal()) ?? 0) > (await readTable()).length) await choose('Rows per page:', '100');
    let rows: Row[] = [];
    await expect
      .poll(async () => {
        rows = await readTable();
        return rows.length === (await listTotal());
      }, waitUpTo)
      .toBe(true);
    expect(rows.length).toBeGreaterThan(1);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^fund-flow-\d{8}\.csv$/);
    const path = await download.path();
    const text = await readFile(path, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header = [], ...data] = parseCsv(text.slice(1));
    // The operator's language names the columns; the time column names the merchant's zone.
    const columns = fundFlowMessages.en.kassa.fundFlow.columns;
    const names = fundFlowCsvColumns.map((column) => columns[column]);
    expect(header.slice(0, -1)).toEqual(names.slice(0, -1));
    expect(header.at(-1)).toMatch(/^Time \(.+\)$/);
    const csv = data.map((cells) => Object.fromEntries(fundFlowCsvColumns.map((name, index) => [name, cells[index] ?? ''])));

    // Same serial numbers in the same order, and the same figures in each row: plain decimals in the file, grouped on screen.
    expect(csv.map((row) => row.serial_number)).toEqual(rows.map((row) => row['Serial number']));
    const onScreen = (amount: string | undefined, coin: string | undefined) => formatMoney(amount ?? '', coin, { language: 'us' });
    expect(
      csv.map((row) => ({
        'Serial number': row.serial_number,
        Currency: row.coin_name,
        Type: row.transaction_type,
        Amount: onScreen(row.transaction_number, row.coin_name),
        Fee: onScreen(row.charge, row.coin_name),
        'Available before': onScreen(row.available_before_number, row.coin_name),
        'Available after': onScreen(row.available_after_number, row.coin_name),
        'Frozen before': onScreen(row.frozen_before_number, row.coin_name),
        'Frozen after': onScreen(row.frozen_after_number, row.coin_name),
      })),
    ).toEqual(rows.map(({ Time: _time, ...shownRow }) => shownRow));
    for (const row of csv) expect(row.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Set(csv.map((row) => row.merchant_name))).toEqual(new Set(['Demo Shop']));
  });

  it("shows on a phone (390×844) where a withdrawal came from: the source on each card, the payout id and the server's note in the detail", async () => {
    const [demo] = await kassa.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.name, 'Demo Shop'));
    if (!demo) throw new Error('no demo merchant');
    const merchantPayoutNo = `BROWSER-PAYOUT-${Date.now()}`;
    const note = 'Refund of order SHOP-1001';
    // A payout the demo shop's server asks for through the signed API, as its route files it.
    const payout = await runTransaction(kassa.db, (tx) =>
      requestUserWithdrawal(
        tx,
        { merchantId: demo.id, uid: 'U10001', coin: 'CNY', amount: '12.34', source: 'merchant_api', payout: { merchantPayoutNo, note, requestHash: merchantPayoutNo } },
        new Date(),
      ),
    );
    const words = withdrawalRecordsLabels.en;
    const phone = { width: 390, height: 844 };
    const desktop = page.viewportSize() ?? { width: 1600, height: 1000 };
    await page.setViewportSize(phone);
    try {
      // Every record, whatever filters the list remembers.
      await page.goto(`${kassa.url}/user/WithdrawalRecord?filter=${encodeURIComponent('{}')}`);
      await listLoaded(page);
      const cards = page.getByTestId('record-card');
      const cardOf = (orderId: string) => cards.filter({ has: page.locator(`[data-full="${orderId}"], [title="${orderId}"]`) });
      const payoutCard = cardOf(payout.orderId);
      await payoutCard.waitFor();
      await payoutCard.getByText(words.fields.source, { exact: true }).waitFor();
      await payoutCard.getByText(words.choices.source.merchant_api, { exact: true }).waitFor();
      // The seed's pending CNY requests were asked for by payers in the wallet.
      expect(await cards.filter({ hasText: words.choices.source.wallet }).count()).toBeGreaterThan(0);
      // Nothing on the phone scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The detail: the source, the merchant's own payout id and the note its server sent.
      await page.goto(`${kassa.url}/user/WithdrawalRecord/${payout.orderId}/show`);
      await page.getByRole('heading', { name: words.groups.origin }).waitFor();
      const detail = page.locator('main');
      await detail.getByText(words.choices.source.merchant_api, { exact: true }).waitFor();
      await detail.getByText(merchantPayoutNo, { exact: true }).waitFor();
      await detail.getByText(note, { exact: true }).waitFor();
      expect(await detail.getByText(words.fields.merchant_payout_no, { exact: true }).count()).toBe(1);
      expect(await detail.getByText(words.fields.note, { exact: true }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await page.setViewportSize(desktop);
    }
  });

  it('switches the console to Traditional Chinese and shows the withdrawal list labels translated', async () => {
    await openMenu(/User withdrawal records/, '/user/WithdrawalRecord', 'Order number');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: '繁體中文' }).click();
    await page.getByRole('banner').getByRole('button', { name: '繁體中文' }).waitFor();

    const fields = withdrawalRecordsLabels.zh_Hant.fields;
    const expected = [
      // The selection of bulk review.
      '',
      fields.order_id,
      fields.serial_number,
      fields.payment_id,
      fields.nick,
      fields.amount,
      fields.handling_fee,
      fields.settlement_amount,
      fields.source,
      fields.order_status,
      fields.audit,
      fields.create_time,
      zhHant.kassa.resourceLayer.actions.column,
    ];
    await expect.poll(columnHeaders, waitUpTo).toEqual(expected);
    await page.getByRole('heading', { name: withdrawalRecordsLabels.zh_Hant.menu }).waitFor();
    // Filters and state chips speak the same language.
    for (const label of [fields.order_status, fields.source, fields.coin_name, fields.keyword]) {
      expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    const statuses = new Set((await readTable()).map((row) => row[fields.order_status]));
    expect([...statuses].every((status) => Object.values(zhHant.kassa.choices.orderStatus).includes(status as never))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-hant-cn');
  });
});
