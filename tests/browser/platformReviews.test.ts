/**
 * The platform console's review queues against the real server in real Chromium. A new merchant (created as staff
 * create one, enrolled through its link) submits its verification with a document through the merchant API; a
 * reviewer signs in at /platform/, previews the document in the submission's detail and approves it, after which the
 * merchant's API key can be created. The merchant then declares a USDT recharge at the coin's four-eyes threshold; the
 * reviewer approves it with the step-up code, which only records the first of two approvals (the queue says so), and
 * the merchant's balance rises by the amount credited once `ops`, another member, gives the second. Every queue's list and a detail of each pass
 * axe in the light and the dark theme, and fit a 1366×768 and a 390×844 window without scrolling sideways.
 */
import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { merchantUsers } from '../../server/db/schema';
import { writeSetting } from '../../server/platform/settings';
import { enrolByLink } from '../../server/testing/enrolment';
import { pdfBytes, pngBytes } from '../../server/testing/files';
import { encryptWith, totpCode } from '../../server/testing/harness';
import { seriousViolations } from './axe';
import { launchChromium } from './chromium';
import { listLoaded } from './listLoaded';
import { startKassa, type RunningKassa } from './kassaServer';
import { createStaff, freshStaffCode, signInStaff, type TestStaff } from './platformStaff';

let kassa: RunningKassa;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let reviewer: TestStaff;

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };
/** KASSA_SHOTS=<folder> keeps a screenshot of every queue and detail at both sizes, for people to look at. */
const shots = process.env.KASSA_SHOTS ?? '/tmp/kassa-platform-reviews';

/** The merchant of this test: its operator signs in through the merchant API. */
const merchant = { username: 'lotus.finance', password: 'Lotus-pass-2025', totpSecret: '', token: '' };

beforeAll(async () => {
  [kassa, browser] = await Promise.all([startKassa(), launchChromium()]);
  context = await browser.newContext({ locale: 'en-US', viewport: desktop });
  page = await context.newPage();
  await mkdir(shots, { recursive: true });
  reviewer = await createStaff(kassa, 'reviewer', 'mai.reviewer');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await kassa?.close();
});

/** A call of the merchant API as the merchant's operator: its `data`, once it answered 200. */
async function merchantCall<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${kassa.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: merchant.token, 'idempotency-key': `test-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; detail: string; data: T };
  expect(answer.code, `${path}: ${answer.detail}`).toBe(200);
  return answer.data;
}

/** A code of the merchant's authenticator usable now (codes are single use per 30-second step: the last one is forgotten). */
async function merchantCode(): Promise<string> {
  await kassa.db.update(merchantUsers).set({ totpLastStep: 0 }).where(eq(merchantUsers.username, merchant.username));
  return totpCode(merchant.totpSecret, new Date());
}

async function uploadDocument(name: string, type: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${kassa.url}${endpoints.fileUpload.path}`, { method: 'POST', headers: { authorization: merchant.token }, body: form });
  const answer = (await response.json()) as { code: number; detail: string; data: { file_id: string } };
  expect(answer.code, answer.detail).toBe(200);
  return answer.data.file_id;
}

async function balanceOf(coin: string): Promise<string> {
  const assets = await merchantCall<{ list: { coin_name: string; available_asset: string }[] }>(endpoints.assetQuery.path, { coin_name: coin });
  return assets.list.find((asset) => asset.coin_name === coin)?.available_asset ?? '0';
}

type Theme = 'light' | 'dark';

/** react-admin keeps the day/night choice in its store (`localStorageStore(undefined, 'Kassa')`). */
async function useTheme(theme: Theme): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('RaStoreKassa.theme', JSON.stringify(value)), theme);
  await page.reload();
}

/** What is wrong on screen for axe (every rule in light, the colour rules in dark), and whether it scrolls sideways. */
async function check(screen: string, theme: Theme): Promise<string[]> {
  const found = await seriousViolations(page, `${screen} (${theme})`, (axe) => (theme === 'light' ? axe : axe.withRules(['color-contrast', 'link-in-text-block'])));
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return sideways > 0 ? [...found, `${screen} (${theme}) scrolls sideways by ${sideways}px`] : found;
}

/** The detail page has drawn its record (its first group's heading and the record's actions or state). */
async function detailLoaded(): Promise<void> {
  await page.locator('.RaShow-main h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.RaShow-main .MuiSkeleton-root'));
}

describe('the platform console’s review queues in Chromium', { timeout: 180_000 }, () => {
  it('a merchant submits its verification with documents through the merchant API', async () => {
    const created = await kassa.ops('create-merchant', [merchant.username], { name: 'Lotus Trading' });
    expect(created.code, created.detail).toBe(200);
    const enrolled = await enrolByLink(kassa.url, String(created.data.link), merchant.password);
    merchant.totpSecret = enrolled.totpSecret;
    const { pub_key: publicKey } = await merchantCall<{ pub_key: string }>(endpoints.getPubKey.path, {});
    const session = await merchantCall<{ token: string }>(endpoints.login.path, {
      username: merchant.username,
      password: encryptWith(publicKey, merchant.password),
      google_code: await merchantCode(),
    });
    merchant.token = session.token;

    const refused = await fetch(`${kassa.url}${endpoints.accessKeyAdd.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: merchant.token },
      body: JSON.stringify({ ip: '127.0.0.1', google_code: await merchantCode() }),
    });
    expect(((await refused.json()) as { detail: string }).detail).toBe('Cannot create an API without completing KYC');

    const licence = await uploadDocument('business-licence.png', 'image/png', pngBytes);
    const passport = await uploadDocument('representative-id.pdf', 'application/pdf', pdfBytes);
    const submitted = await merchantCall<{ status: string }>(endpoints.kycSubmit.path, {
      company_name: 'Lotus Trading Co., Ltd.',
      registration_number: '91310000MA1K3LOTUS',
      country: 'Singapore',
      company_address: '8 Marina View, Singapore',
      representative_name: 'Tran Thi Mai',
      representative_id_number: 'E12345678',
      contact_email: 'finance@lotus.example',
      contact_phone: '6591234567',
      document_ids: [licence, passport],
    });
    expect(submitted.status).toBe('pending');
  });

  it('the reviewer previews the documents, approves the verification, and the merchant’s API key can then be created', async () => {
    await signInStaff(page, kassa, reviewer);
    await page.getByRole('menuitem', { name: /Merchant verifications/ }).click();
    await page.waitForURL(/\/platform\/review\/kyc$/);
    await listLoaded(page);
    await page.getByRole('cell', { name: 'Lotus Trading Co., Ltd.' }).click();
    await page.waitForURL(/\/platform\/review\/kyc\/\d+\/show$/);
    await detailLoaded();

    // The image drawn from its bytes (fetched with the staff token), the PDF in a frame of its own.
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="business-licence.png"]');
      return image !== null && image.complete && image.naturalWidth > 0 && image.src.startsWith('blob:');
    });
    const frame = page.getByTitle('representative-id.pdf');
    expect(await frame.evaluate((element) => [element.tagName, (element as HTMLIFrameElement).src.startsWith('blob:')])).toEqual(['IFRAME', true]);
    await page.screenshot({ path: `${shots}/kyc-detail-1366.png`, fullPage: true });

    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The merchant becomes verified and may create API keys.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved successfully').waitFor();
    await page.locator('.RaShow-main').getByText('Approved', { exact: true }).waitFor();

    const key = await merchantCall<{ access_key: string }>(endpoints.accessKeyAdd.path, { ip: '127.0.0.1', google_code: await merchantCode() });
    expect(key.access_key).not.toBe('');
  });

  it('the merchant declares a large USDT recharge; the reviewer gives the first approval with the code, and another member’s credits it', async () => {
    // The threshold as administrators leave it (how they change it is tested elsewhere): 1000 USDT takes two members.
    await writeSetting(kassa.db, 'four_eyes_thresholds', { USDT: '1000.000000' }, new Date());
    const setting = await merchantCall<{ networks: { network: string; address: string }[]; rates: { coin_name: string; recharge_rate: string }[]; usdt_recharge_fee: string }>(
      endpoints.usdtSettingQuery.path,
      {},
    );
    const network = setting.networks.find((entry) => entry.network === 'TRC20')!;
    const rate = setting.rates.find((entry) => entry.coin_name === 'USDT')!;
    const before = await balanceOf('USDT');
    const declared = await merchantCall<{ order_no: string; count: string }>(endpoints.usdtRechargeAdd.path, {
      in_abbreviation: 'USDT',
      network: network.network,
      address: network.address,
      sender_address: 'TLotusTreasury8Hq2Lw9Xc4Vb8Nm3Pk',
      rate: rate.recharge_rate,
      usdt_recharge_fee: setting.usdt_recharge_fee,
      trade_count: '1000',
      txid: 'c0ffee00d15ea5e1b0a7c0ffee00d15ea5e1b0a7c0ffee00d15ea5e1b0a7beef',
    });

    await page.getByRole('menuitem', { name: /USDT recharges/ }).click();
    await page.waitForURL(/\/platform\/review\/usdt_recharge$/);
    await listLoaded(page);
    // The queue opens on what waits for review: the demo's pending recharge and this one.
    expect(await page.getByRole('combobox', { name: 'Status' }).textContent()).toBe('Pending review');
    await page.screenshot({ path: `${shots}/review_usdt_recharge-pending-1366.png` });
    await page.getByLabel('Order no.').fill(declared.order_no);
    // Only this order is left once the list has read the filter (the demo's pending recharge is Demo Shop's).
    await page.waitForFunction(() => !document.querySelector('tbody')?.textContent?.includes('Demo Shop'));
    const row = page.locator('tbody tr').filter({ hasText: 'Lotus Trading' });
    await row.getByRole('button', { name: 'Approve' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Approve only once this TXID is found on chain', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('Verification code cannot be empty').waitFor();
    await dialog.getByText('This recharge needs the approvals of two different staff members', { exact: false }).waitFor();
    await dialog.getByLabel('Authenticator code').fill(await freshStaffCode(kassa, reviewer));
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved successfully').waitFor();

    // The first of two: still pending, nothing credited, and the row says who gave it.
    await row.getByTestId('four-eyes').getByText(/^First approval by mai\.reviewer at /).waitFor();
    expect(await balanceOf('USDT')).toBe(before);
    await page.screenshot({ path: `${shots}/review_usdt_recharge-four-eyes-1366.png` });
    await page.setViewportSize(phone);
    await page.getByTestId('record-card').filter({ hasText: 'Lotus Trading' }).getByText(/First approval by mai\.reviewer/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/review_usdt_recharge-four-eyes-390.png`, fullPage: true });
    await page.setViewportSize(desktop);

    const second = await kassa.ops('approve-usdt-recharge', [declared.order_no]);
    expect(second.data).toMatchObject({ status: 'approved', credited: `${declared.count} USDT` });
    const after = await balanceOf('USDT');
    expect(Number(after) - Number(before)).toBeCloseTo(Number(declared.count), 6);
    await page.reload();
    await page.getByText('No results found').or(page.getByText(/No .+ found/)).first().waitFor();
    await page.getByLabel('Order no.').fill('');
  });

  const queues = [
    { menu: /USDT recharges/, path: 'review/usdt_recharge' },
    { menu: /USDT withdrawals/, path: 'review/usdt_withdrawal' },
    { menu: /Fiat withdrawals/, path: 'review/fiat_withdrawal' },
    { menu: /Merchant verifications/, path: 'review/kyc' },
  ];

  it('every queue’s list and a detail pass axe in both themes and fit the window at 1366×768', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(theme);
      for (const queue of queues) {
        await page.getByRole('menuitem', { name: queue.menu }).click();
        await page.waitForURL(new RegExp(`/platform/${queue.path}(\\?.*)?$`));
        // Every state, so that the reviewed rows of the demo show too.
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Clear value' }).click();
        // The choices fade out after the pick: axe looks at the list once they are gone.
        await page.waitForFunction(() => document.querySelector('.MuiPopover-root, .MuiMenu-root') === null);
        await listLoaded(page);
        await page.locator('tbody tr').first().waitFor();
        problems.push(...(await check(`${queue.path} list`, theme)));
        if (theme === 'light') await page.screenshot({ path: `${shots}/${queue.path.replace('/', '_')}-list-1366.png` });
        // The merchant's name: a cell every queue shows at this width (the status may give way to the expand panel).
        await page.locator('tbody tr').first().locator('td.column-name').click();
        await page.waitForURL(new RegExp(`/platform/${queue.path}/[^/]+/show$`));
        await detailLoaded();
        problems.push(...(await check(`${queue.path} detail`, theme)));
        if (theme === 'light') await page.screenshot({ path: `${shots}/${queue.path.replace('/', '_')}-detail-1366.png`, fullPage: true });
      }
    }
    expect(problems).toEqual([]);
  });

  it('every queue shows cards on a phone, 390×844, without scrolling sideways', async () => {
    await useTheme('light');
    await page.setViewportSize(phone);
    const problems: string[] = [];
    for (const queue of queues) {
      await page.goto(`${kassa.url}/platform/${queue.path}`);
      await listLoaded(page);
      problems.push(...(await check(`${queue.path} list on a phone`, 'light')));
      await page.screenshot({ path: `${shots}/${queue.path.replace('/', '_')}-list-390.png`, fullPage: true });
      const card = page.getByTestId('record-card').first();
      if ((await card.count()) > 0) {
        await card.getByRole('link', { name: 'Show' }).click();
        await page.waitForURL(new RegExp(`/platform/${queue.path}/[^/]+/show$`));
        await detailLoaded();
        problems.push(...(await check(`${queue.path} detail on a phone`, 'light')));
        await page.screenshot({ path: `${shots}/${queue.path.replace('/', '_')}-detail-390.png`, fullPage: true });
      }
    }
    expect(problems).toEqual([]);
    await page.setViewportSize(desktop);
  });
});
