/**
 * Deposits that prove their owner, against the real server in real Chromium: the demo merchant's USDT recharge form
 * shows its own deposit address (another merchant's is another), a network whose pool is empty says recharges there
 * are closed; the platform's pool page counts the free addresses and names whose each address is, an administrator
 * proposes an address there; the USDT recharge queue shows each recharge's deposit address and that it is the
 * merchant's own. Every page passes axe in both themes, and is photographed on a desktop (1366×768) and a phone
 * (390×844) for a look.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositAddresses, merchantUsers, platformRuleChanges } from '../../server/db/schema';
import { seriousViolations } from './axe';
import { launchChromium } from './chromium';
import { listLoaded } from './listLoaded';
import { startKassa, type RunningKassa } from './kassaServer';
import { createStaff, freshStaffCode, signInStaff, type TestStaff } from './platformStaff';

let kassa: RunningKassa;
let browser: Browser;
let staffContext: BrowserContext;
let merchantContext: BrowserContext;
let page: Page;
let merchant: Page;
let admin: TestStaff;

const shots = join(tmpdir(), 'kassa-deposit-addresses');
const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

beforeAll(async () => {
  [kassa, browser] = await Promise.all([startKassa(), launchChromium()]);
  admin = await createStaff(kassa, 'admin', 'admin.pool');
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

/** No call in flight, no progress bar, no raw word key. */
async function quiet(target: Page) {
  await target.waitForFunction(
    () =>
      ((window as unknown as { kassaInFlight?: number }).kassaInFlight ?? 0) === 0 &&
      document.querySelector('.MuiLinearProgress-root, .MuiSkeleton-root') === null &&
      !/(^|\s)(kassa|ra|resources)\.[\w/-]+\.[\w.]+/.test(document.body.innerText),
  );
}

/** Whether anything on the page is wider than the window (a page must never scroll sideways). */
const scrollsSideways = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** Photographs `target` at both sizes after `ready`, and checks neither scrolls sideways. */
async function photograph(target: Page, name: string, ready: () => Promise<void>) {
  try {
    for (const [size, viewport] of [['desktop', desktop], ['phone', phone]] as const) {
      await target.setViewportSize(viewport);
      await target.reload();
      await ready();
      await quiet(target);
      await target.screenshot({ path: join(shots, `${name}-${size}.png`), fullPage: true });
      expect(await scrollsSideways(target), `${name} at ${size} size scrolls sideways`).toBe(false);
    }
  } finally {
    await target.setViewportSize(desktop);
    await target.reload();
  }
}

/** axe in the light and the dark theme (react-admin's stored theme, then a reload). */
async function axeInBothThemes(target: Page, name: string, ready: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await target.evaluate((value) => localStorage.setItem('RaStoreKassa.theme', JSON.stringify(value)), theme);
    await target.reload();
    await ready();
    await quiet(target);
    found.push(...(await seriousViolations(target, `${name} (${theme})`)));
  }
  await target.evaluate(() => localStorage.setItem('RaStoreKassa.theme', JSON.stringify('light')));
  return found;
}

/** The demo merchant's own address on `network`, as the pool gave it. */
async function demoAddress(network: 'TRC20' | 'ERC20'): Promise<string> {
  const [operator] = await kassa.db.select({ merchantId: merchantUsers.merchantId }).from(merchantUsers).where(eq(merchantUsers.username, kassa.demo.username));
  const [row] = await kassa.db
    .select({ address: depositAddresses.address })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.merchantId, operator!.merchantId), eq(depositAddresses.network, network)));
  return row?.address ?? '';
}

describe('deposits that prove their owner', () => {
  it('tells the merchant when no address is left on a network: recharges there are closed', async () => {
    // The pool has no ERC20 address left before the demo merchant was given one (its recharges were on TRC20).
    const taken = await kassa.db.delete(depositAddresses).where(and(eq(depositAddresses.network, 'ERC20'), isNull(depositAddresses.merchantId))).returning();
    const choose = async (network: string) => {
      await merchant.getByRole('combobox', { name: /Network/ }).click();
      await merchant.getByRole('option', { name: network, exact: true }).click();
    };
    try {
      await merchant.goto(`${kassa.url}/Login`);
      await merchant.getByLabel('Username').fill(kassa.demo.username);
      await merchant.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
      await merchant.getByLabel('Authenticator code').fill(await kassa.freshCode());
      await merchant.getByRole('button', { name: 'Sign in' }).click();
      await merchant.getByRole('heading', { name: "Today's figures" }).waitFor();
      const closed = async () => {
        await merchant.getByRole('combobox', { name: /Network/ }).waitFor();
        await choose('ERC20');
        await merchant.getByText('No ERC20 deposit address is available for you yet').waitFor();
      };
      await merchant.goto(`${kassa.url}/ustd-recharge/index/create`);
      await closed();
      expect(await merchant.getByTestId('platform-address').count()).toBe(0);
      await photograph(merchant, 'merchant-recharge-closed', closed);
    } finally {
      await kassa.db.insert(depositAddresses).values(taken.map(({ id: _id, ...row }) => row));
    }
  }, 120_000);

  it('gives the merchant its own address once the pool has one: shown with its QR code, kept from then on', async () => {
    const choose = async (network: string) => {
      await merchant.getByRole('combobox', { name: /Network/ }).click();
      await merchant.getByRole('option', { name: network, exact: true }).click();
    };
    const form = async () => {
      await merchant.getByRole('combobox', { name: /Network/ }).waitFor();
      await choose('TRC20');
      await merchant.getByTestId('platform-address').waitFor();
    };
    await merchant.goto(`${kassa.url}/ustd-recharge/index/create`);
    await form();
    // The demo's recharges were made to its own address, which its form shows with its QR code.
    const trc20 = await demoAddress('TRC20');
    expect(trc20).toMatch(/^TKassaDemo/);
    expect(await merchant.getByTestId('platform-address').textContent()).toBe(trc20);
    await merchant.getByText('Your own TRC20 deposit address: send USDT on TRC20 to it', { exact: false }).waitFor();
    await photograph(merchant, 'merchant-recharge-form', form);
    expect(await axeInBothThemes(merchant, 'USDT recharge form', form)).toEqual([]);
    await choose('ERC20');
    await merchant.getByTestId('platform-address').waitFor();
    expect(await merchant.getByTestId('platform-address').textContent()).toBe(await demoAddress('ERC20'));
  }, 120_000);

  it('shows the platform the pool: free addresses per network, whose each address is; an administrator proposes one', async () => {
    await signInStaff(page, kassa, admin);
    const pool = async () => {
      await page.getByRole('heading', { name: 'Deposit addresses', exact: true }).filter({ visible: true }).first().waitFor();
      await page.getByRole('region', { name: 'Free addresses per network' }).waitFor();
      await listLoaded(page);
    };
    await page.goto(`${kassa.url}/platform/settings/deposit_address`);
    await pool();
    const counts = page.getByRole('region', { name: 'Free addresses per network' });
    await counts.getByText(/\d+ free/).first().waitFor();
    await counts.getByText(/\d+ given to merchants/).first().waitFor();
    // The newest addresses are free and say so; those given name their merchant.
    await page.getByText('Unassigned').first().waitFor();
    await page.goto(`${kassa.url}/platform/settings/deposit_address?filter=${encodeURIComponent(JSON.stringify({ state: 'assigned' }))}`);
    await pool();
    await page.getByText('Demo Shop').first().waitFor();
    await photograph(page, 'platform-pool', pool);
    expect(await axeInBothThemes(page, 'Deposit addresses', pool)).toEqual([]);
    // The longest words of the four languages, on a phone: the Vietnamese page, for a look.
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.setViewportSize(phone);
    await page.reload();
    await page.getByRole('region', { name: 'Địa chỉ còn trống theo mạng' }).waitFor();
    await listLoaded(page);
    await quiet(page);
    await page.screenshot({ path: join(shots, 'platform-pool-vi-phone.png'), fullPage: true });
    expect(await scrollsSideways(page), 'the Vietnamese pool page scrolls sideways on a phone').toBe(false);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize(desktop);
    await page.reload();
    await pool();

    // A wrong form for the network is refused on its field; a right one is proposed for another administrator.
    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose a deposit address' });
    await dialog.getByText('Another administrator approves the address before it enters the pool.', { exact: false }).waitFor();
    await dialog.getByRole('combobox', { name: /Network/ }).click();
    await page.getByRole('option', { name: 'TRC20', exact: true }).click();
    await dialog.getByRole('textbox', { name: /Address/ }).fill('TNotAnAddress');
    await page.screenshot({ path: join(shots, 'platform-pool-propose-desktop.png') });
    await dialog.getByRole('button', { name: /Save|Confirm|Continue/ }).first().click();
    await dialog.getByText(/A deposit address is a TRC20 address|A TRC20 address is 34 base58 characters/).first().waitFor();
    await dialog.getByRole('textbox', { name: /Address/ }).fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    const code = dialog.getByLabel(/Authenticator code/);
    if (await code.isVisible()) await code.fill(await freshStaffCode(kassa, admin));
    await dialog.getByRole('button', { name: /Save|Confirm|Continue/ }).first().click();
    // Proposed, not in the pool yet: another administrator approves it on the rule changes' screen.
    await expect
      .poll(async () => (await kassa.db.select().from(platformRuleChanges).where(eq(platformRuleChanges.kind, 'deposit_address'))).map((row) => [row.status, row.change.address]), { timeout: 15_000 })
      .toEqual([['pending', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE']]);
    expect(await kassa.db.select().from(depositAddresses).where(eq(depositAddresses.address, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'))).toEqual([]);
    await page.screenshot({ path: join(shots, 'platform-pool-proposed-desktop.png') });
  }, 120_000);

  it('shows the reviewer each recharge’s deposit address and that it is the merchant’s own', async () => {
    const queue = async () => {
      await page.getByRole('heading', { name: 'USDT recharges', exact: true }).filter({ visible: true }).first().waitFor();
      await listLoaded(page);
    };
    await page.goto(`${kassa.url}/platform/review/usdt_recharge`);
    await queue();
    // Below 1536 px whose address it is shows in the row's panel and on the phone's card.
    await page.setViewportSize(phone);
    await page.reload();
    await queue();
    await page.getByText('The merchant’s own').first().waitFor();
    await page.setViewportSize(desktop);
    await page.reload();
    await queue();
    await photograph(page, 'platform-recharge-queue', queue);
    expect(await axeInBothThemes(page, 'USDT recharge queue', queue)).toEqual([]);
  }, 120_000);
});
