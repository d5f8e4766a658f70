import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

let kassa: RunningKassa;
let browser: Browser;
const contexts: BrowserContext[] = [];

const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

beforeAll(async () => {
  kassa = await startKassa();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await kassa?.close();
});

/** A browser of its own (cookies, storage): one more device of the operator. */
async function newDevice(options: { userAgent?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, ...options });
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page) {
  await page.goto(`${kassa.url}/Login`);
  await page.getByLabel('Username').fill(kassa.demo.username);
  await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
  await page.getByLabel('Authenticator code').fill(await kassa.freshCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/payment\/InstrumentPanel$/);
}

/** The calls of the API (/v1, /v2) the page makes: the page's address when each was sent, its token, its answer's status. */
function recordApiCalls(page: Page) {
  const calls: { url: string; sentFrom: string; authorization: string | undefined; status: number }[] = [];
  const sent = new Map<Request, (typeof calls)[number]>();
  page.on('request', (request) => {
    if (!/\/v[12]\//.test(new URL(request.url()).pathname)) return;
    const call = { url: request.url(), sentFrom: new URL(page.url()).pathname, authorization: request.headers().authorization, status: 0 };
    sent.set(request, call);
    calls.push(call);
  });
  page.on('response', (response) => {
    const call = sent.get(response.request());
    if (call) call.status = response.status();
  });
  return calls;
}

describe('the login page in real Chromium', () => {
  it('makes no call that needs a token: none carries one, none answers 401', async () => {
    const page = await newDevice();
    const calls = recordApiCalls(page);
    // A first visit: / leads to /Login.
    await page.goto(`${kassa.url}/`);
    await page.waitForURL(/\/Login$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    // Signing in calls the API from this page, with the token it has just received (the account, to store it);
    // that is the sign-in's own work. Then, signed out again: the console's screens go, and the login page asks nothing.
    const beforeSignIn = calls.length;
    await signIn(page);
    const afterSignIn = calls.length;
    // The user menu's button: named by the operator shown on it, or "Profile" before the name is known.
    await page.getByRole('banner').getByRole('button', { name: /Profile|Demo Shop|demo/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/Login$/);
    // A reload of /Login, and a stale token left in the browser, change nothing.
    await page.evaluate(() => localStorage.setItem('token', 'a-token-that-ended'));
    await page.goto(`${kassa.url}/Login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Username').fill('demo');
    // Wait for the page to settle: no request in flight for a while.
    await page.waitForLoadState('networkidle');

    const onLoginPage = [...calls.slice(0, beforeSignIn), ...calls.slice(afterSignIn)].filter((call) => call.sentFrom === '/Login');
    expect(onLoginPage.filter((call) => call.authorization)).toEqual([]);
    // The console itself did call with the token (so the recording works).
    expect(calls.some((call) => call.sentFrom === '/payment/InstrumentPanel' && call.authorization)).toBe(true);
    expect(calls.filter((call) => call.status === 401)).toEqual([]);
    await page.close();
  });

  it('shows the Kassa icon, served by the server', async () => {
    const page = await newDevice();
    await page.goto(`${kassa.url}/Login`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(`${kassa.url}${href}`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
    await page.close();
  });
});

describe('sessions under control in real Chromium', () => {
  it('lists the sessions of two browsers, and ending the other one signs it out at its next step', async () => {
    const office = await newDevice();
    const laptop = await newDevice({ userAgent: firefoxOnLinux });
    await signIn(office);
    await signIn(laptop);

    await office.getByRole('menuitem', { name: 'Account and security' }).click();
    await office.getByRole('tab', { name: 'Sessions' }).click();
    const list = office.getByRole('list', { name: 'Signed-in sessions' });
    const laptopRow = list.getByRole('listitem', { name: 'Firefox 128 on Linux' });
    await laptopRow.waitFor();
    const listed = await list.getByRole('listitem').count();
    const ownRow = list.getByRole('listitem').filter({ hasText: 'This session' });
    expect(await ownRow.count()).toBe(1);
    expect(await ownRow.getByText('127.0.0.1').count()).toBe(1);
    expect(await ownRow.getByRole('button', { name: 'End session' }).count()).toBe(0);
    expect(await laptopRow.getByText('127.0.0.1').count()).toBe(1);

    await laptopRow.getByRole('button', { name: 'End session' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await office.getByText('The session has ended').waitFor();
    await laptopRow.waitFor({ state: 'detached' });
    // While the question is on screen (and as it fades), the page behind it is hidden from the accessibility tree.
    await office.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(listed - 1);

    // The laptop's next step is refused at once: back to the login page, the token gone.
    await laptop.getByRole('menuitem', { name: 'Login records' }).click();
    await laptop.waitForURL(/\/Login$/);
    expect(await laptop.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The office carries on.
    await office.getByRole('menuitem', { name: 'Login records' }).click();
    await office.waitForURL(/\/records\/EntryRecord$/);
    await office.getByRole('row').filter({ hasText: 'Success' }).first().waitFor();
  });
});

describe('the pending-review badge in real Chromium', () => {
  it('counts a new withdrawal request by itself, without a reload', async () => {
    const page = await newDevice();
    await signIn(page);
    const entry = page.getByRole('menuitem', { name: /User withdrawal records/ });
    await entry.waitFor();
    const shown = async () => Number((await entry.locator('.MuiBadge-badge').textContent())?.trim() || '0');
    // The first count has been read when the badge has a number or the read answered.
    await page.waitForResponse((response) => response.url().includes('/v1/merchant/withdrawal_record/query'));
    const before = await shown();

    const request = await kassa.ops('create-user-withdrawal', [kassa.demo.username], { user: 'U10001', coin: 'CNY', amount: '120' });
    expect(request).toMatchObject({ code: 200, data: { status: 'pending' } });

    await entry.locator('.MuiBadge-badge', { hasText: String(before + 1) }).waitFor({ timeout: 15_000 });
    expect(await shown()).toBe(before + 1);
    expect(page.url()).toMatch(/\/payment\/InstrumentPanel$/);
  });
});
