/**
 * Export from every list, in real Chromium against the real server: a Vietnamese operator exports each list that
 * exports, and the file's header is the list's columns in Vietnamese (times naming the merchant's zone) and its rows
 * are the list's rows; a filtered list exports only what its filter selects. Then a phone (390×844) shows the user
 * withdrawals with the filters folded behind the filter button.
 */
import { mkdir, readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { exportFieldKinds, listExportOf, takesColumns } from '../../openapi/listExport';
import { resourceConfigs } from '../../resources';
import { columnsOf } from '../../src/resourceLayer/areas';
import { exportsOf, type AnyResourceConfig } from '../../src/resourceLayer/defineResource';
import { csvTable } from '../../server/testing/csv';
import { totpCode } from '../../server/testing/harness';
import { launchChromium } from './chromium';
import { listLoaded } from './listLoaded';
import { startKassa, type RunningKassa } from './kassaServer';

let kassa: RunningKassa;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };
/** KASSA_SHOTS=<folder> keeps the phone's screenshot, for people to look at. */
const shots = process.env.KASSA_SHOTS;

beforeAll(async () => {
  kassa = await startKassa();
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US', viewport: desktop, acceptDownloads: true });
  page = await context.newPage();
  if (shots) await mkdir(shots, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await kassa?.close();
});

const configs = (resourceConfigs as readonly AnyResourceConfig[]).filter((config) => exportsOf(config));
const tabOf: Record<string, string> = { 'system/AuditLog': '?tab=audit' };
const pathOf = (config: AnyResourceConfig) => (config.shownIn ? `${config.shownIn}${tabOf[config.name] ?? ''}` : `/${config.name}`);

/** Calls the API as the signed-in operator, with the console's own token. */
async function api<T>(endpoint: { path: string }, payload: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await kassa.app.inject({ method: 'POST', url: endpoint.path, headers: { authorization: token ?? '' }, payload });
  const body = response.json() as { code: number; detail: string; data: T };
  expect(body.code, body.detail).toBe(200);
  return body.data;
}

/** Presses Export and reads the file the browser saves. */
async function exported(): Promise<{ header: string[]; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Xuất' }).click()]);
  const path = await download.path();
  return csvTable(await readFile(path, 'utf8'));
}

describe('export from every list', () => {
  it('signs in and switches to Vietnamese', async () => {
    await page.goto(`${kassa.url}/`);
    await page.waitForURL((url) => url.pathname === '/Login');
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(totpCode(kassa.demo.totpSecret, new Date()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/InstrumentPanel');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.getByRole('button', { name: /^Ngôn ngữ:/ }).waitFor();
  });

  it.each(configs.map((config) => [config.name, config] as const))('%s: the file has the list’s columns in Vietnamese and its rows', async (_name, config) => {
    await page.goto(`${kassa.url}${pathOf(config)}`);
    await listLoaded(page);
    const file = await exported();
    const listed = await api<{ list: Record<string, unknown>[]; total: number }>(config.api.list, { page_size: 100 });
    expect(file.rows).toHaveLength(listed.total);
    if (!takesColumns(listExportOf(config.api.list))) return;
    const kinds = exportFieldKinds(config.api.list);
    const columns = columnsOf(config);
    const vietnamese = config.labels.vi.fields;
    expect(file.header).toEqual(columns.map((field) => `${String(vietnamese[field.source])}${kinds[field.source] === 'time' ? ' (UTC)' : ''}`));
    // The identifying column of each row, in the list's order.
    const id = columns.findIndex((field) => field.source === config.api.idField);
    if (id >= 0) expect(file.rows.map((row) => row[id])).toEqual(listed.list.slice(0, 100).map((row) => String(row[config.api.idField])).slice(0, file.rows.length));
  });

  it('a filtered list exports only the rows its filter selects', async () => {
    await page.goto(`${kassa.url}/user/WithdrawalRecord?filter=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`);
    await listLoaded(page);
    const file = await exported();
    const listed = await api<{ list: { order_id: string }[]; total: number }>(endpoints.withdrawalRecordQuery, { status: 'approved', page_size: 100 });
    expect(file.rows.map((row) => row[0])).toEqual(listed.list.map((row) => row.order_id));
    const status = columnsOf(resourceConfigs.find((config) => config.name === 'user/WithdrawalRecord') as AnyResourceConfig).findIndex((field) => field.source === 'order_status');
    expect(new Set(file.rows.map((row) => row[status]))).toEqual(new Set(listed.total > 0 ? ['Đã duyệt'] : []));
  });

  it('on a 390×844 phone the filters fold behind the filter button and the first card starts near the top', async () => {
    await page.setViewportSize(phone);
    // No filter set: the one of the test before is cleared.
    await page.goto(`${kassa.url}/user/WithdrawalRecord?filter=${encodeURIComponent('{}')}`);
    await listLoaded(page);
    const filterButton = page.locator('.add-filter');
    await filterButton.waitFor();
    await expect(page.getByLabel('Trạng thái').count()).resolves.toBe(0);
    const top = await page.locator('[data-testid="record-card"]').first().evaluate((card) => card.getBoundingClientRect().top);
    expect(top).toBeLessThan(250);
    const clipped = await page.evaluate(() => {
      const title = document.getElementById('react-admin-title') as HTMLElement;
      return title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight + 1;
    });
    expect(clipped).toBe(false);
    await page.screenshot({ path: `${shots ?? '/tmp'}/withdrawal-records-filters-folded-390.png` });
  });
});
