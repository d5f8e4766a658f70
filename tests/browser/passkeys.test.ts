/**
 * Passkeys in real Chromium against the real server, with Chromium's virtual authenticator (the CDP WebAuthn domain) as
 * the operator's device: the operator adds a passkey in Account and security, signs out, signs in with it (no username,
 * no password), and approves a user withdrawal confirming with the passkey instead of a code. The console is opened at
 * http://localhost, the only plain-HTTP address where browsers allow WebAuthn; the server's RP ID is then localhost.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

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
