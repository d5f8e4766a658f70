/**
 * Passkeys in real Chromium against the real server, with Chromium's virtual authenticator (the CDP WebAuthn domain) as
 * each person's device: the operator adds a passkey in Account and security, signs out, signs in with it (no username,
 * no password), and approves a user withdrawal confirming with the passkey instead of a code; a payer adds one in the
 * wallet and pays an order in the wallet and one at the hosted checkout with it; a staff member adds one in the
 * platform console's account page, signs in to /platform/ with it, and confirms the platform's requirement with it. The pages are opened at http://localhost, the
 * only plain-HTTP address where browsers allow WebAuthn; the server's RP ID is then localhost.
 */
import { and, eq } from 'drizzle-orm';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { findUserByUsername } from '../../server/auth/repository';
import { passkeyRequirements, payerPasskeyEvents, platformAuditLogs } from '../../server/db/schema';
import { balancesOf, walletUserOwner } from '../../server/ledger/ledger';
import { createOrder } from '../../server/merchantApi/orders';
import { setPayerCredentials, storeIdentity } from '../../server/payers/payers';
import { newWalletUser, topUpUser } from '../../server/testing/ledger';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';
import { createStaff, freshStaffCode } from './platformStaff';

let kassa: RunningKassa;
let browser: Browser;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;

const waitUpTo = { timeout: 15_000, interval: 100 };

beforeAll(async () => {
  kassa = await startKassa({ host: 'localhost' });
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  }));
});

afterAll(async () => {
  await browser?.close();
  await kassa?.close();
});

/** Calls the API as the signed-in operator (the console's own token), to check what the screens say. */
async function api<T>(endpoint: { path: string }, payload: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await kassa.app.inject({ method: 'POST', url: endpoint.path, headers: { authorization: token ?? '' }, payload, remoteAddress: '127.0.0.1' });
  const body = response.json() as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

async function credentialsOnDevice() {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** A new page of its own browser context at `viewport`, with a virtual authenticator of its own (the person's device). */
async function pageWithAuthenticator(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, colorScheme: 'light', locale: 'en-US', timezoneId: 'Asia/Shanghai' });
  const own = await context.newPage();
  const session = await context.newCDPSession(own);
  await session.send('WebAuthn.enable');
  const { authenticatorId: id } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { page: own, credentials: async () => (await session.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials };
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 768 };

/** A screenshot of the screen as it is, at the page's viewport, to look at. */
const shot = (on: Page, name: string) => on.screenshot({ path: `/tmp/passkeys-${name}.png`, fullPage: true });

describe('passkeys in real Chromium with a virtual authenticator', () => {
  it('adds a passkey in Account and security, after signing in with the password and a code', async () => {
    await page.goto(`${kassa.url}/Login`);
    // The browser can use passkeys here, so the passkey comes first.
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/payment\/InstrumentPanel$/);

    await page.goto(`${kassa.url}/system/AccountSecurity`);
    const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Passkeys', level: 2 }) });
    await card.getByText('You have no passkey yet.').waitFor();
    await card.getByLabel('Passkey name').fill('Office laptop');
    await card.getByRole('textbox', { name: 'Authenticator code' }).fill(await kassa.freshCode());
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Your passkey has been added').waitFor();

    const row = card.getByRole('listitem', { name: 'Office laptop' });
    await row.getByText('Last used: Never').waitFor();
    expect(await credentialsOnDevice()).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })]);
    const listed = await api<{ list: { name: string }[]; required: boolean }>(endpoints.passkeyList, {});
    expect(listed).toMatchObject({ list: [{ name: 'Office laptop' }], required: false });
  });

  it('signs out, then signs in with the passkey alone', async () => {
    await page.getByRole('button', { name: 'Demo Shop, user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/Login$/);

    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(/\/payment\/InstrumentPanel$/);
    await page.getByRole('button', { name: 'Demo Shop, user menu' }).waitFor();

    const audit = await api<{ list: { action: string; target: string | null }[] }>(endpoints.auditLogQuery, { action: 'passkey_sign_in' });
    expect(audit.list[0]).toMatchObject({ action: 'passkey_sign_in', target: 'Office laptop' });
    expect((await credentialsOnDevice())[0]?.signCount).toBeGreaterThan(0);
  });

  it('approves a user withdrawal, confirming with the passkey instead of a code', async () => {
    const pending = await api<{ list: { order_id: string; order_status: string }[] }>(endpoints.withdrawalRecordQuery, { status: 'pending', page_size: 20 });
    const orderId = pending.list[0]?.order_id;
    if (!orderId) throw new Error('the demo has no pending user withdrawal');

    await page.getByRole('menuitem', { name: /User withdrawal records/ }).click();
    await page.waitForURL(/\/user\/WithdrawalRecord/);
    const row = page.getByRole('row').filter({ has: page.locator(`[data-full="${orderId}"]`) });
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Approve ${orderId}?` });
    await dialog.waitFor();

    // Signing in opened no step-up window: the dialog asks for a code, or the passkey.
    await dialog.getByRole('textbox', { name: 'Authenticator code' }).waitFor();
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByText('Confirmed with your passkey. You can now send the change.').waitFor();
    await dialog.getByRole('textbox', { name: 'Authenticator code' }).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved successfully').waitFor();

    await expect
      .poll(async () => (await api<{ list: { order_id: string; order_status: string }[] }>(endpoints.withdrawalRecordQuery, { keyword: orderId })).list[0]?.order_status, waitUpTo)
      .toBe('approved');
    const audit = await api<{ list: { action: string }[] }>(endpoints.auditLogQuery, { page_size: 5 });
    expect(audit.list.map((entry) => entry.action)).toEqual(expect.arrayContaining(['withdrawal_approve', 'passkey_step_up']));
  });
});

describe('a payer\'s passkey in real Chromium (390×844)', () => {
  const payerPassword = 'Payer-pass-2025';
  const paymentPassword = '246810';
  let payer: { uid: string; username: string };
  let wallet: Page;
  let walletCredentials: () => Promise<unknown[]>;
  let merchantId: number;

  async function newOrder(tag: string) {
    const body = endpoints.openOrderCreate.request.parse({ merchant_order_no: `PASSKEY-${tag}-${Date.now()}`, coin_name: 'CNY', amount: '100.00', subject: 'Two coffees', expire_minutes: 15 });
    const row = await createOrder(kassa.db, merchantId, body, new Date(), { publicUrl: kassa.url, webhookAllowPrivate: true });
    return row.publicId!;
  }

  const cny = async () => (await balancesOf(kassa.db, walletUserOwner(payer.uid), ['CNY'])).get('CNY')?.available.toFixed(2);

  /** The slider by keyboard, then "Log in": the wallet's sign-in and the checkout's are the same form. */
  async function logIn(on: Page) {
    await on.getByLabel('Username').fill(payer.username);
    await on.getByLabel('Password', { exact: true }).fill(payerPassword);
    const slider = on.getByRole('slider', { name: 'Slide to verify' });
    await slider.focus();
    await on.keyboard.press('ArrowRight');
    await on.keyboard.press('End');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Verified');
    await on.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  beforeAll(async () => {
    const operator = await findUserByUsername(kassa.db, kassa.demo.username);
    merchantId = operator!.merchantId;
    const now = new Date();
    const uid = await newWalletUser(kassa.db, now);
    payer = { uid, username: `passkey_${uid.toLowerCase()}` };
    await setPayerCredentials(kassa.db, uid, { username: payer.username, password: payerPassword, paymentPassword });
    await storeIdentity(kassa.db, kassa.secretBox, uid, { realName: 'Passkey Payer', idNumber: 'ID123456', phone: '13900000000', email: 'payer@example.com', bankCard: '4111111111111111' });
    await topUpUser(kassa.db, uid, 'CNY', '500.00', now);
    ({ page: wallet, credentials: walletCredentials } = await pageWithAuthenticator(phone));
  });

  it('adds a passkey on the wallet\'s account screen, with the payment password', async () => {
    await wallet.goto(`${kassa.url}/wallet/account/passkeys`);
    await wallet.getByRole('heading', { name: 'Sign in to your wallet' }).waitFor();
    await logIn(wallet);
    await wallet.getByRole('heading', { name: 'Passkeys', level: 1 }).waitFor();
    await wallet.getByText('You have no passkey yet.').waitFor();
    await wallet.getByLabel('Passkey name').fill('My phone');
    await wallet.getByLabel('Payment password').fill(paymentPassword);
    await shot(wallet, 'wallet-account-390');
    await wallet.getByRole('button', { name: 'Add a passkey' }).click();
    await wallet.getByText('Your passkey has been added').waitFor();
    await wallet.getByRole('listitem').filter({ hasText: 'My phone' }).getByText('Not used yet').waitFor();
    expect(await walletCredentials()).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })]);
    await shot(wallet, 'wallet-passkeys-390');
    // The same screen in Chinese and dark, to look at: nothing clipped, nothing untranslated.
    await wallet.emulateMedia({ colorScheme: 'dark' });
    await wallet.goto(`${kassa.url}/wallet/account/passkeys?lang=zh-cn`);
    await wallet.getByRole('heading', { name: '通行密钥', level: 1 }).waitFor();
    await wallet.getByText('尚未使用').waitFor();
    await shot(wallet, 'wallet-passkeys-390-zh-dark');
    await wallet.emulateMedia({ colorScheme: 'light' });
    await wallet.goto(`${kassa.url}/wallet/account/passkeys?lang=us`);
    await wallet.getByRole('heading', { name: 'Passkeys', level: 1 }).waitFor();
  });

  it('pays an order in the wallet with the passkey, no payment password typed', async () => {
    const orderId = await newOrder('WALLET');
    await wallet.goto(`${kassa.url}/wallet/pay?order=${orderId}`);
    await wallet.getByRole('heading', { name: 'Confirm payment' }).waitFor();
    await wallet.getByText('or use your payment password').waitFor();
    await shot(wallet, 'wallet-pay-390');
    await wallet.getByRole('button', { name: 'Pay with passkey' }).click();
    await wallet.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await cny()).toBe('400.00');
  });

  it('pays an order at the hosted checkout with the passkey', async () => {
    const orderId = await newOrder('CHECKOUT');
    await wallet.goto(`${kassa.url}/checkout/${orderId}`);
    await wallet.getByRole('button', { name: /Log in to wallet account/ }).click();
    await logIn(wallet);
    await wallet.getByRole('button', { name: 'Pay with passkey' }).waitFor();
    await shot(wallet, 'checkout-pay-390');
    await wallet.setViewportSize(desktop);
    await shot(wallet, 'checkout-pay-1366');
    await wallet.setViewportSize(phone);
    await wallet.getByRole('button', { name: 'Pay with passkey' }).click();
    await wallet.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await cny()).toBe('300.00');

    const events = await kassa.db.select().from(payerPasskeyEvents).where(eq(payerPasskeyEvents.uid, payer.uid));
    expect(events.map((event) => [event.action, event.target])).toEqual([
      ['register', null],
      ['pay', expect.stringMatching(/^ord_/)],
      ['pay', orderId],
    ]);
  });
});

describe('a staff member\'s passkey in real Chromium (1366×768)', () => {
  it('is added on the account page, signs in to /platform/ alone, and confirms the passkey requirement', async () => {
    const staff = await createStaff(kassa, 'admin', `passkey.${Date.now().toString(36)}`);
    const { page: platform, credentials } = await pageWithAuthenticator(desktop);
    await platform.goto(`${kassa.url}/platform/Login`);
    await platform.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await platform.getByLabel('Username').fill(staff.username);
    await platform.getByLabel('Password', { exact: true }).fill(staff.password);
    await platform.getByLabel('Authenticator code').fill(await freshStaffCode(kassa, staff));
    await platform.getByRole('button', { name: 'Sign in', exact: true }).click();
    await platform.waitForURL(/\/platform\/overview$/);

    await platform.goto(`${kassa.url}/platform/account`);
    const card = platform.locator('.MuiCard-root').filter({ has: platform.getByRole('heading', { name: 'Passkeys', level: 2 }) });
    await card.getByText('You have no passkey yet.').waitFor();
    await card.getByLabel('Passkey name').fill('Desk laptop');
    await card.getByRole('textbox', { name: 'Authenticator code' }).fill(await freshStaffCode(kassa, staff));
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await platform.getByText('Your passkey has been added').waitFor();
    await card.getByRole('listitem', { name: 'Desk laptop' }).getByText('Last used: Never').waitFor();
    expect(await credentials()).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })]);
    await shot(platform, 'platform-account-1366');
    await platform.setViewportSize(phone);
    await shot(platform, 'platform-account-390');
    await platform.setViewportSize(desktop);

    await platform.getByRole('button', { name: 'Sign out' }).first().click();
    await platform.waitForURL(/\/platform\/Login$/);
    await platform.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await platform.waitForURL(/\/platform\/overview$/);
    await shot(platform, 'platform-overview-after-passkey-1366');

    const audit = await kassa.db
      .select({ action: platformAuditLogs.action, target: platformAuditLogs.target })
      .from(platformAuditLogs)
      .where(and(eq(platformAuditLogs.staff, staff.username)));
    expect(audit).toEqual(expect.arrayContaining([{ action: 'staff_passkey_register', target: 'Desk laptop' }, { action: 'staff_passkey_sign_in', target: 'Desk laptop' }]));

    // Signing in opened no step-up window: turning the requirement on asks for a code, or the passkey.
    await platform.goto(`${kassa.url}/platform/account`);
    await platform.getByLabel('Require passkeys').click();
    const dialog = platform.getByRole('dialog').filter({ hasText: 'Require passkeys?' });
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await platform.getByText('Confirmed with your passkey. You can now send the change.').waitFor();
    await dialog.getByRole('textbox', { name: 'Authenticator code' }).waitFor({ state: 'detached' });
    await shot(platform, 'platform-require-1366');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await platform.getByText('Passkeys are now required').waitFor();
    const [required] = await kassa.db.select().from(passkeyRequirements).where(eq(passkeyRequirements.scopeKind, 'platform'));
    expect(required?.required).toBe(true);
    const steps = await kassa.db.select({ action: platformAuditLogs.action }).from(platformAuditLogs).where(eq(platformAuditLogs.staff, staff.username));
    expect(steps.map((step) => step.action)).toEqual(expect.arrayContaining(['staff_passkey_step_up', 'staff_passkey_requirement']));
  });
});
