import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { findUserByUsername } from '../../server/auth/repository';
import { findPayerByUsername, setPayerCredentials, storeIdentity } from '../../server/payers/payers';
import { balancesOf, walletUserOwner } from '../../server/ledger/ledger';
import { createOrder, markScanned, payOrder } from '../../server/merchantApi/orders';
import { encryptWith, totpCode } from '../../server/testing/harness';
import { newWalletUser, topUpUser } from '../../server/testing/ledger';
import { startWebhookReceiver, type WebhookReceiver } from '../../server/testing/webhookReceiver';
import { seriousViolations } from './axe';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

/*
 * The hosted checkout in real Chromium at 390×844 against the real server (the payer's seven scenarios), with axe on
 * every screen in both themes. Orders and payers are made through the server's functions, never through the UI.
 */

let kassa: RunningKassa;
let browser: Browser;
let receiver: WebhookReceiver;
let merchantId: number;
const phone = { width: 390, height: 844 };
const payerPassword = 'Payer-pass-2025';
const paymentPassword = '246810';

beforeAll(async () => {
  kassa = await startKassa();
  browser = await launchChromium();
  receiver = await startWebhookReceiver();
  const operator = await findUserByUsername(kassa.db, kassa.demo.username);
  if (!operator) throw new Error('no demo merchant');
  merchantId = operator.merchantId;
  await merchantSetUp();
});

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await kassa?.close();
});

// ---------- seeding through the server's functions ----------

let orders = 0;

async function newOrder(options: { amount?: string; returnUrl?: string; notify?: boolean; createdAt?: Date; minutes?: number } = {}) {
  orders += 1;
  const body = endpoints.openOrderCreate.request.parse({
    merchant_order_no: `BROWSER-${orders}-${Date.now()}`,
    coin_name: 'CNY',
    amount: options.amount ?? '100.00',
    subject: 'Two coffees',
    expire_minutes: options.minutes ?? 15,
    ...(options.returnUrl ? { return_url: options.returnUrl } : {}),
    ...(options.notify ? { notify_url: receiver.url } : {}),
  });
  const row = await createOrder(kassa.db, merchantId, body, options.createdAt ?? new Date(), { publicUrl: kassa.url, webhookAllowPrivate: true });
  return { id: row.publicId!, merchantOrderNo: row.orderId, serialNumber: row.serialNumber };
}

let payers = 0;

async function newPayer(options: { ready?: boolean; cny?: string; reward?: string } = {}) {
  payers += 1;
  const now = new Date();
  const uid = await newWalletUser(kassa.db, now);
  const username = `browser${payers}_${uid.toLowerCase()}`;
  const ready = options.ready ?? true;
  await setPayerCredentials(kassa.db, uid, { username, password: payerPassword, ...(ready ? { paymentPassword } : {}) });
  if (ready) {
    await storeIdentity(kassa.db, kassa.secretBox, uid, { realName: 'Browser Payer', idNumber: 'ID123456', phone: '13900000000', email: 'payer@example.com', bankCard: '4111111111111111' });
  }
  if (options.cny) await topUpUser(kassa.db, uid, 'CNY', options.cny, now);
  if (options.reward) await topUpUser(kassa.db, uid, 'CNY', options.reward, now, true);
  return { uid, username };
}

async function cnyOf(uid: string) {
  const balances = (await balancesOf(kassa.db, walletUserOwner(uid), ['CNY'])).get('CNY');
  return { available: balances?.available.toFixed(2), reward: balances?.reward.toFixed(2) };
}

let merchantToken = '';

async function post(url: string, payload: unknown, token?: string) {
  const answer = await kassa.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { authorization: token } : {} });
  return answer.json() as { code: number; detail: string; data: unknown };
}

/**
 * The merchant signs in through the console's API and makes its API key, whose secret signs the webhooks. Each
 * authenticator code works once (its 30 s step is spent), so the key takes the next step's code.
 */
async function merchantSetUp() {
  const key = (await post(endpoints.getPubKey.path, {})).data as { pub_key: string };
  const login = await post(endpoints.login.path, {
    username: kassa.demo.username,
    password: encryptWith(key.pub_key, kassa.demo.password),
    google_code: totpCode(kassa.demo.totpSecret, new Date()),
  });
  expect(login.code).toBe(200);
  merchantToken = (login.data as { token: string }).token;
  const created = await post(endpoints.accessKeyAdd.path, { ip: '127.0.0.1', google_code: totpCode(kassa.demo.totpSecret, new Date(Date.now() + 30_000)) }, merchantToken);
  expect(created.code, created.detail).toBe(200);
}

/** The merchant's own view, through the API the console uses. */
async function merchantApi<T>(path: string, body: unknown): Promise<T> {
  const answer = await post(path, body, merchantToken);
  expect(answer.code, answer.detail).toBe(200);
  return answer.data as T;
}

// ---------- the page ----------

const pageErrors: string[] = [];

/** Opens /checkout/<id> in a new phone-sized context; `requests` collects the URLs the page asks for. */
async function openCheckout(orderId: string, search = '', requests: string[] = []): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, colorScheme: 'light', locale: 'en-US', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${kassa.url}/checkout/${orderId}${search}`);
  await page.locator('.order-header, main h1').first().waitFor();
  return page;
}

/** axe: no serious or critical violation, in the light and the dark theme. */
async function expectAccessible(page: Page, screen: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const problems = await seriousViolations(page, `${screen} (${colorScheme})`);
    expect(problems).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function logIn(page: Page, username: string) {
  await page.getByRole('button', { name: /Log in to wallet account/ }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(payerPassword);
  // The slider by keyboard: a few steps, then End.
  const slider = page.getByRole('slider', { name: 'Slide to verify' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await slider.getAttribute('aria-valuenow')).toBe('20');
  await page.keyboard.press('End');
  await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Verified');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('the hosted checkout in real Chromium (390×844)', () => {
  it('(1) wallet login with the keyboard slider, reward points first, success, countdown and redirect to return_url; the merchant sees it', async () => {
    const payer = await newPayer({ cny: '500.00', reward: '30.00' });
    const returnUrl = `${kassa.url}/healthy?back=from-checkout`;
    const order = await newOrder({ returnUrl, notify: true });
    const webhooksBefore = receiver.received.length;
    const assetsBefore = await merchantApi<{ list: { coin_name: string; available_asset: string }[] }>(endpoints.assetQuery.path, {});
    const page = await openCheckout(order.id);

    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^1[45]:\d\d$/);
    expect(await page.getByRole('region', { name: 'Your order' }).getByText('Two coffees').isVisible()).toBe(true);
    await expectAccessible(page, 'app payment landing');

    await page.getByRole('button', { name: /Log in to wallet account/ }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Please enter username first').waitFor();
    await page.getByText('Please slide the bar first').waitFor();
    await expectAccessible(page, 'login with errors');
    await page.getByRole('button', { name: 'Choose another way' }).click();

    await logIn(page, payer.username);
    await page.getByRole('heading', { name: 'Confirm payment' }).waitFor();
    const rows = await page.locator('.summary-row').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' '))).toEqual([
      'Reward points Balance 30.00 CNY 30.00 CNY',
      'Available balance Balance 500.00 CNY 70.00 CNY',
      'Total 100.00 CNY',
    ]);
    expect(await page.getByRole('switch', { name: 'Use reward balance' }).isChecked()).toBe(true);
    await expectAccessible(page, 'payment password');

    await page.getByLabel('Payment password').fill(paymentPassword);
    await page.getByRole('button', { name: 'Pay 100.00 CNY' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await page.getByText(order.merchantOrderNo).isVisible()).toBe(true);
    expect(await page.locator('.amount-paid').textContent()).toBe('100.00 CNY');
    await page.getByText(/Returning to the merchant in [1-5] s/).waitFor();
    await expectAccessible(page, 'success');
    await page.waitForURL(returnUrl, { timeout: 10_000 });

    // Reward points first: 30 from reward, 70 from available.
    expect(await cnyOf(payer.uid)).toEqual({ available: '430.00', reward: '0.00' });
    // The merchant: the paid order in its recharge records, the money in its assets and fund flow, and the webhook.
    const records = await merchantApi<{ list: { order_id: string; order_status: string; amount: string; serial_number: string }[] }>(
      endpoints.chargeRecordQuery.path,
      { keyword: order.merchantOrderNo },
    );
    expect(records.list).toEqual([expect.objectContaining({ order_id: order.merchantOrderNo, order_status: 'coin_transferred', amount: '100.00' })]);
    const flow = await merchantApi<{ list: { serial_number: string; coin_name: string; transaction_type: string; transaction_number: string }[] }>(
      endpoints.fundFlowQuery.path,
      { keyword: order.serialNumber },
    );
    expect(flow.list).toEqual([expect.objectContaining({ serial_number: order.serialNumber, coin_name: 'CNY', transaction_type: 'recharge' })]);
    const assetsAfter = await merchantApi<{ list: { coin_name: string; available_asset: string }[] }>(endpoints.assetQuery.path, {});
    const cny = (list: { coin_name: string; available_asset: string }[]) => Number(list.find((row) => row.coin_name === 'CNY')?.available_asset);
    expect(cny(assetsAfter.list)).toBeGreaterThan(cny(assetsBefore.list));
    await receiver.waitFor(webhooksBefore + 1);
    expect(receiver.received.slice(webhooksBefore).some((webhook) => webhook.body.includes('order.paid') && webhook.body.includes(order.merchantOrderNo))).toBe(true);
    await page.context().close();
  });

  it('(2) scan flow: scan-order then pay-order from outside, and the page follows by itself, without reload', async () => {
    const payer = await newPayer({ cny: '200.00' });
    const order = await newOrder();
    const requests: string[] = [];
    const page = await openCheckout(order.id, '', requests);
    // The status comes by server-sent events, subscribed once the page has shown the order.
    await expect.poll(() => requests).toContain(`${kassa.url}${endpoints.checkoutOrderEvents.path}?order_id=${order.id}`);
    await page.getByRole('button', { name: /Scan QR code/ }).click();
    await page.getByRole('img', { name: 'QR code of this order for the wallet app' }).waitFor();
    await expectAccessible(page, 'QR code');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await markScanned(kassa.db, order.id, new Date());
    await page.getByRole('heading', { name: 'Scan successful' }).waitFor({ timeout: 10_000 });
    await page.getByText('Please confirm the payment in the wallet app.').waitFor();
    await expectAccessible(page, 'scan success');

    await payOrder(kassa.db, { publicId: order.id, payerUid: payer.uid, useReward: true }, new Date(), kassa.url);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // Without a return_url: a back-to-merchant button, no countdown.
    expect(await page.getByRole('button', { name: 'Back to merchant' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('(3) a payer who still needs identity authentication completes it, sets the payment password and pays', async () => {
    const payer = await newPayer({ ready: false, cny: '300.00' });
    const order = await newOrder({ amount: '25.00' });
    const page = await openCheckout(order.id);
    await logIn(page, payer.username);
    await page
      .getByText('Verification incomplete (Identity Verification, Link Bank Card, Set Payment Password). Please complete the process.')
      .waitFor();
    await expectAccessible(page, 'identity notice');
    await page.getByRole('button', { name: 'Go to authenticate' }).click();

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Information not filled completely', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Please fill in phone number first').waitFor();
    await page.getByLabel('Email').fill('payer@');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Invalid email format').waitFor();
    await expectAccessible(page, 'identity form with errors');

    const phoneNumber = `139${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Real name').fill('Nguyễn Văn An');
    await page.getByLabel('ID number').fill('B12345678');
    await page.getByLabel('Phone number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('The verification code has been sent').waitFor();
    // Demo mode's development notifier keeps the code for `npm run ops -- last-code`, as a developer reads it.
    const code = (await kassa.ops('last-code', [phoneNumber])).data.code as string | undefined;
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(code!);
    await page.getByLabel('Email').fill('an@example.com');
    await page.getByLabel('Bank card number').fill('4111111111111111');
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText('Step 2 of 2').waitFor();
    await expectAccessible(page, 'set payment password');
    await page.getByLabel('Payment password (6 digits)').fill('135791');
    await page.getByLabel('Enter the payment password again').fill('135792');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Enter the payment password again').fill('135791');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByRole('heading', { name: 'Confirm payment' }).waitFor();
    await page.getByLabel('Payment password').fill('135791');
    await page.getByRole('button', { name: 'Pay 25.00 CNY' }).click();
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    expect(await cnyOf(payer.uid)).toEqual({ available: '275.00', reward: '0.00' });
    await page.context().close();
  });

  it('(4) an expired order shows the timeout screen and cannot be paid', async () => {
    const createdAt = new Date(Date.now() - 5 * 60_000);
    const order = await newOrder({ createdAt, minutes: 1 });
    const page = await openCheckout(order.id);
    await page.getByRole('heading', { name: 'Sorry, your transaction has failed due to timeout' }).waitFor();
    const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(
      new Date(createdAt.getTime() + 60_000),
    );
    await page.getByText(`The latest payment time for your order was ${time}. It has now expired, and the transaction is closed.`).waitFor();
    expect(await page.getByRole('button', { name: /Log in to wallet account/ }).count()).toBe(0);
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    await expectAccessible(page, 'timeout');

    const start = await kassa.app.inject({ method: 'POST', url: endpoints.checkoutSliderStart.path, payload: { order_id: order.id } });
    expect(start.json()).toMatchObject({ code: 4009 });
    const payer = await newPayer({ cny: '200.00' });
    await expect(payOrder(kassa.db, { publicId: order.id, payerUid: payer.uid }, new Date(), kassa.url)).rejects.toThrow();
    expect(await cnyOf(payer.uid)).toEqual({ available: '200.00', reward: '0.00' });
    await page.context().close();
  });

  it('(5) Open wallet app goes to the wallet’s public link of the order, which asks to sign in first and names the order to come back to', async () => {
    // The link a native app may claim; without one, the wallet web app answers it. (When the page stays, "Unable to
    // open application" with the QR code to save is the client test's: tests/client/checkout/landing.test.tsx.)
    const order = await newOrder();
    const page = await openCheckout(order.id);
    await page.getByRole('button', { name: /Open wallet app/ }).click();
    await page.waitForURL((url) => url.pathname === '/wallet/sign-in');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/wallet/pay?order=${order.id}`);
    await page.getByRole('heading', { name: 'Sign in to your wallet' }).waitFor();
    await page.context().close();
  });

  it('(6) leaving a started payment asks to abandon: Back and continue stays, choose another way and abandon leaves', async () => {
    const payer = await newPayer({ cny: '200.00' });
    const order = await newOrder();
    const page = await openCheckout(order.id);
    await logIn(page, payer.username);
    await page.getByRole('heading', { name: 'Confirm payment' }).waitFor();

    await page.evaluate(() => history.back());
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to abandon the payment?' });
    await dialog.waitFor();
    await expectAccessible(page, 'abandon dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Confirm payment' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Choose another way' }).click();
    await dialog.getByRole('button', { name: 'Abandon' }).click();
    await page.getByRole('navigation', { name: 'Choose how to pay' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Confirm payment' }).count()).toBe(0);
    await page.context().close();
  });

  it('(7) five wrong payment passwords lock paying', async () => {
    const payer = await newPayer({ cny: '200.00' });
    const order = await newOrder();
    const page = await openCheckout(order.id);
    await logIn(page, payer.username);
    await page.getByRole('heading', { name: 'Confirm payment' }).waitFor();
    const password = page.getByLabel('Payment password');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await password.fill('111111');
      await page.getByRole('button', { name: 'Pay 100.00 CNY' }).click();
      await page.getByText(`The payment password is incorrect. Wrong attempts left before paying is locked for 15 minutes: ${5 - attempt}.`).waitFor();
    }
    await expectAccessible(page, 'wrong payment password');
    await password.fill('111111');
    await page.getByRole('button', { name: 'Pay 100.00 CNY' }).click();
    await page.getByText(/Too many wrong payment passwords. Paying is locked; please try again in 15 minutes./).waitFor();
    await page.getByText(/Too many wrong payment passwords. Paying is locked until /).waitFor();
    expect(await page.getByRole('button', { name: 'Pay 100.00 CNY' }).isDisabled()).toBe(true);
    expect(await password.isDisabled()).toBe(true);
    await expectAccessible(page, 'payment locked');
    // The lock is the server's: 15 minutes from now, and nothing moved.
    const locked = await findPayerByUsername(kassa.db, payer.username);
    expect(locked?.paymentLockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await cnyOf(payer.uid)).toEqual({ available: '200.00', reward: '0.00' });
    await page.context().close();
  });

  it('on a desktop (1366×768): the web payment with the QR code at once, accessible in both themes, in another language too', async () => {
    const order = await newOrder();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${kassa.url}/checkout/${order.id}`);
    // The browser's language (vi-VN) chooses Vietnamese.
    await page.getByRole('heading', { level: 1, name: 'Thanh toán trên web' }).waitFor();
    expect(await page.getByRole('img', { name: 'Mã QR của đơn hàng này cho ứng dụng ví' }).isVisible()).toBe(true);
    await expectAccessible(page, 'web payment (vi)');
    await page.getByRole('button', { name: /Đăng nhập tài khoản ví/ }).click();
    await page.getByRole('slider', { name: 'Trượt để xác minh' }).waitFor();
    await expectAccessible(page, 'web payment login (vi)');
    await page.getByLabel('Ngôn ngữ').selectOption('us');
    await page.getByRole('heading', { level: 1, name: 'Web payment' }).waitFor();
    expect(page.url()).toContain('lang=us');
    await context.close();
  });

  it('raised no error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
