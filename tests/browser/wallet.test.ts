import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { findUserByUsername } from '../../server/auth/repository';
import { balancesOf, walletUserOwner } from '../../server/ledger/ledger';
import { createOrder } from '../../server/merchantApi/orders';
import { setPayerCredentials, storeIdentity } from '../../server/payers/payers';
import { encryptWith, totpCode } from '../../server/testing/harness';
import { newWalletUser, topUpUser } from '../../server/testing/ledger';
import { setReviewFreeLimit } from '../../server/withdrawals/repository';
import { seriousViolations } from './axe';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

/*
 * The payer's wallet app in real Chromium at 390×844 against the real server: an order paid from its link while its
 * checkout page open beside it follows, a merchant paid by the dashboard's receiving code, the merchant's withdrawal
 * rule shown before the amount and a request within it the operator approves in the console, and axe on every wallet
 * screen in both themes. Payers and orders are
 * made through the server's functions; what the payer does goes through the screens.
 */

let kassa: RunningKassa;
let browser: Browser;
let merchantId: number;
let merchantToken = '';
const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 768 };
/** KASSA_SHOTS=<folder> keeps the withdraw screen's screenshots at both sizes, for people to look at. */
const shots = process.env.KASSA_SHOTS;
const payerPassword = 'Payer-pass-2025';
const paymentPassword = '246810';
const pageErrors: string[] = [];

beforeAll(async () => {
  if (shots) await mkdir(shots, { recursive: true });
  [kassa, browser] = await Promise.all([startKassa(), launchChromium()]);
  const operator = await findUserByUsername(kassa.db, kassa.demo.username);
  if (!operator) throw new Error('no demo merchant');
  merchantId = operator.merchantId;
  const key = (await post(endpoints.getPubKey.path, {})).data as { pub_key: string };
  const login = await post(endpoints.login.path, {
    username: kassa.demo.username,
    password: encryptWith(key.pub_key, kassa.demo.password),
    google_code: totpCode(kassa.demo.totpSecret, new Date()),
  });
  expect(login.code, login.detail).toBe(200);
  merchantToken = (login.data as { token: string }).token;
});

afterAll(async () => {
  await browser?.close();
  await kassa?.close();
});

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const answer = await kassa.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return answer.json() as { code: number; detail: string; data: unknown };
}

/** The operator's view and actions, through the API the console uses. */
async function merchantApi<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const answer = await post(path, body, { authorization: merchantToken, ...headers });
  expect(answer.code, answer.detail).toBe(200);
  return answer.data as T;
}

async function newPayer() {
  const now = new Date();
  const uid = await newWalletUser(kassa.db, now);
  const username = `wallet_${uid.toLowerCase()}`;
  await setPayerCredentials(kassa.db, uid, { username, password: payerPassword, paymentPassword });
  await storeIdentity(kassa.db, kassa.secretBox, uid, { realName: 'Wallet Payer', idNumber: 'ID123456', phone: '13900000000', email: 'payer@example.com', bankCard: '4111111111111111' });
  await topUpUser(kassa.db, uid, 'CNY', '500.00', now);
  await topUpUser(kassa.db, uid, 'CNY', '30.00', now, true);
  return { uid, username };
}

async function newOrder() {
  const body = endpoints.openOrderCreate.request.parse({ merchant_order_no: `WALLET-${Date.now()}`, coin_name: 'CNY', amount: '100.00', subject: 'Two coffees', expire_minutes: 15 });
  const row = await createOrder(kassa.db, merchantId, body, new Date(), { publicUrl: kassa.url, webhookAllowPrivate: true });
  return { id: row.publicId!, merchantOrderNo: row.orderId };
}

async function cnyOf(uid: string) {
  const balances = (await balancesOf(kassa.db, walletUserOwner(uid), ['CNY'])).get('CNY');
  return { available: balances?.available.toFixed(2), reward: balances?.reward.toFixed(2) };
}

async function newPhonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: phone, colorScheme: 'light', locale: 'en-US', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

/** axe: no serious or critical violation in the light and the dark theme, and nothing wider than the phone. */
async function expectAccessible(page: Page, screen: string) {
  await page.locator('main h1').first().waitFor();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page, `${screen} (${colorScheme})`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function expectNoSideways(page: Page, what: string) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * The withdraw screen as it stands at a laptop's size too, and in the other languages at the phone's (their words run
 * longer or break otherwise): nothing wider than the window, each kept as `name` when asked. Ends on the English page.
 */
async function fitsEverywhere(page: Page, name: string) {
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size);
    await expectNoSideways(page, `${name} at ${size.width}`);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(phone);
  for (const language of ['zh-cn', 'zh-hant-cn', 'vi', 'us']) {
    await open(page, `/wallet/withdraw?lang=${language}`);
    await page.locator('.claim-rule').waitFor();
    await expectNoSideways(page, `${name} in ${language}`);
    if (shots && language !== 'us') await page.screenshot({ path: `${shots}/${name}-${language}-390.png`, fullPage: true });
  }
}

/** Signs in on the sign-in screen the wallet shows, with the slider by keyboard. */
async function signIn(page: Page, username: string) {
  await page.getByRole('heading', { name: 'Sign in to your wallet' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(payerPassword);
  const slider = page.getByRole('slider', { name: 'Slide to verify' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Verified');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Goes to a wallet page as a link inside the app does (the bottom menu, or the address for the pages it has none for). */
async function open(page: Page, path: string) {
  await page.goto(`${kassa.url}${path}`);
  await page.locator('main h1').first().waitFor();
}

describe('the wallet app in real Chromium (390×844)', () => {
  let payer: Awaited<ReturnType<typeof newPayer>>;
  let wallet: Page;

  beforeAll(async () => {
    payer = await newPayer();
    wallet = (await newPhonePage()).page;
  });

  it('pays an order from its link after signing in; the checkout page beside it turns to scan success, then to paid', async () => {
    const order = await newOrder();
    const checkout = (await newPhonePage()).page;
    const requests: string[] = [];
    checkout.on('request', (request) => requests.push(request.url()));
    await checkout.goto(`${kassa.url}/checkout/${order.id}`);
    await expect.poll(() => requests).toContain(`${kassa.url}${endpoints.checkoutOrderEvents.path}?order_id=${order.id}`);

    // The checkout's QR code and "Open wallet app" hold this link.
    await wallet.goto(`${kassa.url}/wallet/pay?order=${order.id}`);
    await wallet.getByText('Please sign in to continue.').waitFor();
    await expectAccessible(wallet, 'sign-in');
    await signIn(wallet, payer.username);

    await wallet.getByRole('heading', { name: 'Confirm payment' }).waitFor();
    expect(new URL(wallet.url()).search).toBe(`?order=${order.id}`);
    await checkout.getByRole('heading', { name: 'Scan successful' }).waitFor({ timeout: 10_000 });
    const rows = await wallet.locator('.summary-row').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' '))).toEqual([
      'Reward points Balance 30.00 CNY 30.00 CNY',
      'Available balance Balance 500.00 CNY 70.00 CNY',
      'Total 100.00 CNY',
    ]);
    await expectAccessible(wallet, 'order confirmation');

    await wallet.getByLabel('Payment password').fill(paymentPassword);
    await wallet.getByRole('button', { name: 'Pay 100.00 CNY' }).click();
    await wallet.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await checkout.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 10_000 });
    await expectAccessible(wallet, 'order paid');
    expect(await cnyOf(payer.uid)).toEqual({ available: '430.00', reward: '0.00' });
    await checkout.context().close();
  });

  it('pays the merchant of the dashboard’s receiving code, which the merchant sees in its recharge records', async () => {
    const stats = await merchantApi<{ receiving_code: string }>(endpoints.dashboardStats.path, { days: 7 });
    expect(stats.receiving_code).toMatch(new RegExp(`/wallet/pay\\?merchant=${merchantId}$`));
    await open(wallet, '/wallet/');
    await wallet.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
    await wallet.getByRole('heading', { name: 'Scan' }).waitFor();
    // Headless Chromium on Linux has no BarcodeDetector: the fallback takes the code as typed or pasted.
    await wallet.getByText('Scanning with the camera is not available in this browser. Type or paste the code instead.').waitFor();
    await expectAccessible(wallet, 'scan');
    await wallet.getByLabel('Code or link').fill(stats.receiving_code);
    await wallet.getByRole('button', { name: 'Continue' }).click();

    await wallet.getByRole('heading', { name: 'Pay merchant' }).waitFor();
    await wallet.getByText(`Merchant ID ${merchantId}`).waitFor();
    await wallet.getByLabel('Currency').selectOption('CNY');
    await wallet.getByLabel('Amount').fill('40.00');
    await wallet.getByLabel('Note (optional)').fill('Table 4');
    await expectAccessible(wallet, 'pay merchant');
    await wallet.getByLabel('Payment password').fill(paymentPassword);
    await wallet.getByRole('button', { name: 'Pay 40.00 CNY' }).click();
    await wallet.getByRole('heading', { name: 'Payment sent' }).waitFor();
    await expectAccessible(wallet, 'merchant paid');
    const serial = (await wallet.locator('.facts dd').nth(1).textContent()) ?? '';
    const records = await merchantApi<{ list: { serial_number: string; order_from: string; amount: string; order_status: string }[] }>(endpoints.chargeRecordQuery.path, { keyword: serial });
    expect(records.list).toEqual([expect.objectContaining({ serial_number: serial, order_from: 'scan', amount: '40.00', order_status: 'coin_transferred' })]);
    expect(await cnyOf(payer.uid)).toEqual({ available: '390.00', reward: '0.00' });
  });

  it('shows the rule of the merchant paid before ahead of the amount, asks within it, and shows the request approved once the operator approves it', async () => {
    // The merchant lets payers ask in the wallet for the CNY they paid it in the last 30 days, and for no USDT.
    await setReviewFreeLimit(kassa.db, merchantId, 'CNY', { limitAmount: '0', walletClaimDays: 30 }, new Date());
    await setReviewFreeLimit(kassa.db, merchantId, 'USDT', { limitAmount: '0', walletClaimDays: null }, new Date());
    await wallet.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Withdraw' }).click();
    await wallet.getByRole('heading', { name: 'Withdraw' }).waitFor();
    await expect.poll(() => wallet.getByLabel('Merchant').inputValue()).toBe(String(merchantId));

    // The 100.00 CNY order and the 40.00 CNY payment above, against the coin's minimum request; CNY is chosen, having something to ask for.
    const rule = wallet.locator('.claim-rule');
    await rule.getByText(/^You can withdraw up to 140\.00\sCNY from .+ \(minimum 100\.00\sCNY\)\.$/).waitFor();
    expect(await wallet.getByLabel('Currency').inputValue()).toBe('CNY');
    await rule.getByText('This merchant pays back up to what you paid it in the last 30 days, less your pending and approved requests.').waitFor();
    const amount = wallet.getByLabel('Amount');
    expect((await rule.boundingBox())!.y).toBeLessThan((await amount.boundingBox())!.y);
    await fitsEverywhere(wallet, 'withdraw-rule');

    await amount.fill('100.00');
    await wallet.getByRole('button', { name: 'Request withdrawal' }).click();
    await wallet.getByText('Your withdrawal request has been sent').waitFor();
    const request = wallet.getByRole('region', { name: 'Your requests' }).getByRole('listitem').first();
    await request.getByText('Pending review').waitFor();
    const orderId = await request.getAttribute('data-order');

    // The 40.00 CNY left is less than the smallest request: nothing to type or send.
    await rule.getByText(/^Nothing to withdraw from .+ right now\.$/).waitFor();
    expect((await rule.textContent())?.replace(/\s+/g, ' ')).toContain('Only 40.00 CNY is left, below the 100.00 CNY minimum.');
    expect(await amount.isDisabled()).toBe(true);
    expect(await wallet.getByRole('button', { name: 'Request withdrawal' }).isDisabled()).toBe(true);
    await expectAccessible(wallet, 'withdraw');
    await fitsEverywhere(wallet, 'withdraw-nothing');
    await rule.getByText(/^Nothing to withdraw from .+ right now\.$/).waitFor();
    await wallet.getByLabel('Currency').selectOption('USDT');
    await rule.getByText(/^.+ does not pay out USDT to the wallet\.$/).waitFor();
    expect(await amount.isDisabled()).toBe(true);

    // The operator signs in to the console, finds it pending in the user withdrawal records and approves it.
    const operator = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
    const consolePage = await operator.newPage();
    await consolePage.goto(`${kassa.url}/Login`);
    await consolePage.getByLabel('Username').fill(kassa.demo.username);
    await consolePage.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await consolePage.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await consolePage.getByRole('button', { name: 'Sign in' }).click();
    await consolePage.waitForURL((url) => url.pathname === '/payment/InstrumentPanel');
    await consolePage.goto(`${kassa.url}/user/WithdrawalRecord`);
    const row = consolePage.getByRole('row').filter({ has: consolePage.locator(`[data-full="${orderId}"]`) });
    await row.getByText('Pending review').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    const confirm = consolePage.getByRole('dialog').filter({ hasText: `Approve ${orderId}?` });
    const code = confirm.getByRole('textbox', { name: 'Authenticator code', exact: true });
    if ((await code.count()) > 0) await code.fill(await kassa.freshCode());
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await consolePage.getByText('Approved successfully').waitFor();
    await operator.close();

    await wallet.getByRole('button', { name: 'Refresh' }).click();
    await request.getByText('Approved').waitFor();
    const settlement = (await request.locator('.row-facts dd').nth(1).textContent()) ?? '';
    expect(settlement).toMatch(/ CNY$/);
    await expect.poll(async () => (await cnyOf(payer.uid)).available).toBe((390 + Number(settlement.replace(' CNY', ''))).toFixed(2));
  });

  // Each page looked at by axe takes seconds; on a loaded 2-core machine the whole takes close to a minute, so a longer guard.
  it('shows every other screen accessibly in both themes, and in the theme the payer chooses', async () => {
    for (const [path, heading] of [
      ['/wallet/', /^Hello, /],
      ['/wallet/history', 'History'],
      ['/wallet/account', 'Account'],
      ['/wallet/account/phone', 'Verify phone number'],
      ['/wallet/account/identity', 'Identity Verification'],
      ['/wallet/account/bank-card', 'Link Bank Card'],
      ['/wallet/account/payment-password', 'Change payment password'],
      ['/wallet/account/sessions', 'Signed-in devices'],
      ['/wallet/pay', 'Confirm payment'],
      ['/wallet/nowhere', 'Page not found'],
    ] as const) {
      await open(wallet, path);
      await wallet.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectAccessible(wallet, path);
    }
    await open(wallet, '/wallet/account');
    await wallet.getByLabel('Theme').selectOption('dark');
    expect(await wallet.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await seriousViolations(wallet, 'account (dark chosen)')).toEqual([]);
    await wallet.getByLabel('Theme').selectOption('system');
  }, 120_000);

  it('opens an account with a slide and the code sent to the phone, and shows the steps left as forms', async () => {
    const { context, page } = await newPhonePage();
    await open(page, '/wallet/sign-up');
    await expectAccessible(page, 'sign-up');
    const phoneNumber = `138${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Phone number').fill(phoneNumber);
    // A code is a text someone pays for: the slide comes first.
    const slider = page.getByRole('slider', { name: 'Slide to verify' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Verified');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('The verification code has been sent').waitFor();
    // Demo mode's development notifier keeps the code for `npm run ops -- last-code`, as a developer reads it.
    const code = (await kassa.ops('last-code', [phoneNumber])).data.code as string;
    await page.getByLabel('Username').fill(`new_${phoneNumber}`);
    await page.getByLabel('Nickname').fill('Bảo');
    await page.getByLabel('Password', { exact: true }).fill('Bao-pass-2025');
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Hello, Bảo' }).waitFor();
    await page.getByText('Complete identity verification to pay with your wallet.').waitFor();
    await expectAccessible(page, 'home, not verified');
    for (const [path, heading] of [
      ['/wallet/account/identity', 'Identity Verification'],
      ['/wallet/account/payment-password', 'Set Payment Password'],
    ] as const) {
      await open(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('button', { name: /Submit|Confirm/ }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      await expectAccessible(page, `${path} with errors`);
    }
    await context.close();
  });

  it('raised no error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
