/**
 * The platform console (/platform/) in real Chromium, on the real server: a staff member enrols through their one-time
 * link and signs in; each role sees the menu and the buttons it may use; an administrator lists the merchants, creates
 * one and is told where its operator's link went (the operator opens it from the demo mailbox), suspends a merchant
 * (its operator's session ends) and resumes it, at a desktop's and a phone's size; support reads a wallet user. axe
 * finds nothing serious on any of its pages in either theme, and none of the merchant console's code is fetched.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOfLink } from '../../server/testing/enrolment';
import { totpCode } from '../../server/testing/harness';
import { seriousViolations } from './axe';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';
import { listLoaded } from './listLoaded';
import { createStaff, freshStaffCode, linkSentTo, signInStaff, staffLink, staffPassword, type TestStaff } from './platformStaff';

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

let kassa: RunningKassa;
let browser: Browser;
let admin: TestStaff;
/** Every script the platform console's pages fetched. */
const scripts = new Set<string>();

beforeAll(async () => {
  kassa = await startKassa();
  browser = await launchChromium();
  admin = await createStaff(kassa, 'admin', 'ops.admin');
});

afterAll(async () => {
  await browser?.close();
  await kassa?.close();
});

/** A fresh browser context of the platform console at `viewport`, its scripts recorded. */
async function platformPage(viewport = desktop, theme: 'light' | 'dark' = 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((mode) => localStorage.setItem('RaStoreKassa.theme', JSON.stringify(mode)), theme);
  const page = await context.newPage();
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.add(response.url());
  });
  return { context, page };
}

/** The menu's entries, as the member sees them. */
async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('menuitem', { name: 'Overview' }).waitFor();
  // A review queue's entry starts with its pending count, which depends on what the other tests left waiting.
  return (await page.getByRole('menuitem').allTextContents()).map((text) => text.trim().replace(/^\d+/, '')).sort();
}

const reviewQueues = ['USDT recharges', 'USDT withdrawals', 'Fiat withdrawals', 'Merchant verifications'];

/** Fills the authenticator code of the dialog when it asks for one (the session's step-up window is closed). */
async function codeIfAsked(dialog: ReturnType<Page['getByRole']>, staff: TestStaff) {
  const code = dialog.getByLabel('Authenticator code');
  if ((await code.count()) > 0) await code.fill(await freshStaffCode(kassa, staff));
}

/** Opens the phone's menu when the sidebar is folded, then the entry. */
async function openMenuEntry(page: Page, name: string) {
  const entry = page.getByRole('menuitem', { name });
  if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await entry.click();
}

describe('the platform console in real Chromium', () => {
  it('enrols a staff member through their link, then signs them in to the overview, their name and role in the app bar', async () => {
    const { context, page } = await platformPage();
    const link = await staffLink(kassa, 'lan.admin', 'admin');
    await page.goto(`${kassa.url}/platform/enrol#${tokenOfLink(link)}`);
    await page.getByRole('heading', { name: 'Set up your sign-in' }).waitFor();
    await page.getByText('Staff member lan.admin, Administrator').waitFor();
    const secret = ((await page.getByTestId('enrol-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('New password', { exact: true }).fill(staffPassword);
    await page.getByLabel('New password again').fill(staffPassword);
    await page.getByLabel('Authenticator code').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Save and go to sign in' }).click();
    await page.waitForURL(/\/platform\/Login$/);
    await page.getByText('Your password and authenticator are set. Sign in with them.').waitFor();
    await page.getByRole('heading', { name: 'Kassa platform console' }).waitFor();

    await signInStaff(page, kassa, { username: 'lan.admin', password: staffPassword, role: 'admin', totpSecret: secret });
    await page.getByRole('button', { name: 'lan.admin, Administrator, user menu' }).waitFor();
    expect(await page.getByTestId('staff-role').textContent()).toBe('Administrator');
    expect(await menuEntries(page)).toEqual(
      [
        'Overview',
        ...reviewQueues,
        'Four-eyes thresholds',
        'Rule changes',
        'Merchants',
        'Wallet users',
        'Announcements',
        'Questions',
        'Help articles',
        'Platform settings',
        'Staff',
        'Platform audit log',
        'Deposit addresses',
        'My account',
      ].sort(),
    );
    // The review queues' counts, each leading to its queue.
    await page.getByRole('region', { name: 'Waiting for review' }).waitFor();
    expect(await page.getByTestId('pending-usdt_recharge').textContent()).toMatch(/^\d+$/);

    // Signing out leads back to the staff sign-in; the overview then asks for it again.
    await page.getByRole('button', { name: 'lan.admin, Administrator, user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/platform\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('staffToken'))).toBeNull();
    await page.goto(`${kassa.url}/platform/overview`);
    await page.waitForURL(/\/platform\/Login$/).catch(async (error: unknown) => {
      console.log('URL', page.url());
      await page.screenshot({ path: '/tmp/relogin.png' });
      throw error;
    });
    await context.close();
  });

  it('shows each role the menu and the buttons its calls admit', async () => {
    const reviewer = await createStaff(kassa, 'reviewer', 'ops.reviewer');
    const { context, page } = await platformPage();
    await signInStaff(page, kassa, reviewer);
    expect(await menuEntries(page)).toEqual(['Overview', ...reviewQueues, 'Rule changes', 'Merchants', 'Platform settings', 'Deposit addresses', 'My account'].sort());
    await page.getByRole('region', { name: 'Waiting for review' }).waitFor();
    await page.getByRole('menuitem', { name: 'Merchants' }).click();
    await listLoaded(page);
    // Reviewers read merchants; creating, suspending and the fee schedule are administrators'.
    expect(await page.getByRole('button', { name: 'Create', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Suspend' }).count()).toBe(0);
    await page.getByRole('cell', { name: 'Demo Shop' }).click();
    await page.getByRole('region', { name: 'Operators' }).waitFor();
    expect(await page.getByRole('region', { name: 'Fee schedule' }).count()).toBe(0);
    await context.close();

    const support = await createStaff(kassa, 'support', 'ops.support');
    const second = await platformPage();
    await signInStaff(second.page, kassa, support);
    const supportMenu = await menuEntries(second.page);
    expect(supportMenu).toEqual(expect.arrayContaining(['Overview', 'Rule changes', 'Merchants', 'Wallet users', 'Announcements', 'Questions', 'Help articles', 'My account']));
    for (const hidden of [...reviewQueues, 'Staff', 'Platform audit log']) expect(supportMenu).not.toContain(hidden);
    await second.page.getByText('Your role reviews nothing: the menu shows what you may open.').waitFor();
    // Support reads a wallet user: identity, balances, movements and sessions; suspending is administrators'.
    await second.page.getByRole('menuitem', { name: 'Wallet users' }).click();
    await listLoaded(second.page);
    await second.page.getByRole('cell', { name: 'alice', exact: true }).click();
    await second.page.getByRole('region', { name: 'Identity' }).getByText('Can pay').waitFor();
    await second.page.getByRole('region', { name: 'Balances' }).waitFor();
    await second.page.getByRole('region', { name: 'Latest movements' }).waitFor();
    expect(await second.page.getByRole('button', { name: 'Suspend' }).count()).toBe(0);
    await second.context.close();
  });

  it('creates a merchant and says where its operator’s link went, never the link, which the operator opens from the demo mailbox, at a desktop’s size', async () => {
    const { context, page } = await platformPage(desktop);
    await signInStaff(page, kassa, admin);
    await page.getByRole('menuitem', { name: 'Merchants' }).click();
    await listLoaded(page);
    await page.getByRole('cell', { name: 'Demo Shop' }).waitFor();

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a merchant' });
    // The contract's rules, in the form.
    await dialog.getByLabel('First operator’s username').fill('har bour');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Only letters, digits, _, . or - are allowed').waitFor();
    await dialog.getByLabel('First operator’s username').fill('harbour');
    await dialog.getByLabel(/^Operator’s email/).fill('owner@harbour');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Invalid email format').waitFor();
    await dialog.getByLabel(/^Operator’s email/).fill('owner@harbour.example');
    await dialog.getByLabel('Name', { exact: true }).fill('Harbour Café');
    await codeIfAsked(dialog, admin);
    await dialog.getByRole('button', { name: 'Save' }).click();

    const created = page.getByRole('dialog', { name: 'Sign-up link sent' });
    expect(((await created.getByTestId('link-sent-to').textContent()) ?? '').trim()).toBe('A sign-up link was sent to o•••@harbour.example.');
    // The link went to the operator: the dialog has none, nor anything to copy.
    const link = await linkSentTo(kassa, 'owner@harbour.example');
    expect(link).toMatch(new RegExp(`^${kassa.url}/Enrol#[A-Za-z0-9_-]{43}$`));
    expect(await page.getByText(tokenOfLink(link), { exact: false }).count()).toBe(0);
    expect(await created.getByRole('button', { name: 'Copy' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/platform-link-sent-1366.png' });
    await created.getByRole('button', { name: 'Done' }).click();
    await created.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Harbour Café' }).waitFor();
    await page.screenshot({ path: '/tmp/platform-merchants-1366.png' });

    // The operator opens the message in the demo's mailbox and follows its link to the enrolment page.
    const inbox = await context.newPage();
    await inbox.goto(`${kassa.url}/demo/mailbox`);
    const message = inbox.getByRole('article').filter({ hasText: 'owner@harbour.example' });
    await message.getByRole('heading', { name: 'Your Kassa sign-up link, harbour' }).waitFor();
    await inbox.screenshot({ path: '/tmp/platform-mailbox-1366.png' });
    await message.getByRole('link').click();
    await inbox.getByText('Operator harbour of Harbour Café').waitFor();
    await context.close();
  });

  it('suspends a merchant, which ends its operator’s session, and resumes it', async () => {
    // The demo merchant's operator, signed in to the merchant console.
    const operator = await browser.newContext({ viewport: desktop });
    const operatorPage = await operator.newPage();
    await operatorPage.goto(`${kassa.url}/Login`);
    await operatorPage.getByLabel('Username').fill(kassa.demo.username);
    await operatorPage.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await operatorPage.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await operatorPage.getByRole('button', { name: 'Sign in' }).click();
    await operatorPage.waitForURL(/\/payment\/InstrumentPanel$/);

    const { context, page } = await platformPage(desktop);
    await signInStaff(page, kassa, admin);
    await page.getByRole('menuitem', { name: 'Merchants' }).click();
    await listLoaded(page);
    const row = page.getByRole('row').filter({ hasText: 'Demo Shop' });
    await row.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend: Demo Shop' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.getByText('This field is required').first().waitFor();
    await dialog.getByLabel('Reason').fill('Chargebacks under review');
    await codeIfAsked(dialog, admin);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('Merchant suspended').waitFor();
    await row.getByText('Suspended').waitFor();

    // The operator's next call finds its session ended.
    await operatorPage.reload();
    await operatorPage.waitForURL(/\/(Login|Restricted)$/);

    // Resumed from its detail, with the reason kept.
    await row.getByRole('cell', { name: 'Demo Shop' }).click();
    await page.getByText('Chargebacks under review').waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    const resume = page.getByRole('dialog', { name: 'Resume: Demo Shop' });
    await resume.getByLabel('Reason').fill('Review closed');
    await codeIfAsked(resume, admin);
    await resume.getByRole('button', { name: 'Resume' }).click();
    await page.getByText('Merchant resumed').waitFor();
    await page.getByText('Review closed').waitFor();

    // The operator signs in again.
    await operatorPage.goto(`${kassa.url}/Login`);
    await operatorPage.getByLabel('Username').fill(kassa.demo.username);
    await operatorPage.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await operatorPage.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await operatorPage.getByRole('button', { name: 'Sign in' }).click();
    await operatorPage.waitForURL(/\/payment\/InstrumentPanel$/);
    await operator.close();
    await context.close();
  });

  it('lists, creates, suspends and resumes a merchant at a phone’s size, without sideways scrolling', async () => {
    const { context, page } = await platformPage(phone);
    await signInStaff(page, kassa, admin);
    await openMenuEntry(page, 'Merchants');
    await listLoaded(page);
    await page.getByTestId('record-card').first().waitFor();

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a merchant' });
    await dialog.getByLabel('First operator’s username').fill('pier.kiosk');
    await dialog.getByLabel(/^Operator’s email/).fill('kiosk@pier.example');
    await dialog.getByLabel(/^Operator’s mobile/).fill('84987654321');
    await dialog.getByLabel('Name', { exact: true }).fill('Pier Kiosk');
    await codeIfAsked(dialog, admin);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/platform-merchant-create-390.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const created = page.getByRole('dialog', { name: 'Sign-up link sent' });
    expect(((await created.getByTestId('link-sent-to').textContent()) ?? '').trim()).toBe('A sign-up link was sent to k•••@pier.example, •••4321.');
    expect(await linkSentTo(kassa, '84987654321')).toBe(await linkSentTo(kassa, 'kiosk@pier.example'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/platform-link-390.png' });
    await created.getByRole('button', { name: 'Done' }).click();

    const card = page.getByTestId('record-card').filter({ hasText: 'Pier Kiosk' });
    await card.getByRole('button', { name: 'Suspend' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend: Pier Kiosk' });
    await suspend.getByLabel('Reason').fill('Opened by mistake');
    await codeIfAsked(suspend, admin);
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await card.getByText('Suspended').waitFor();
    await card.getByRole('button', { name: 'Resume' }).click();
    const resume = page.getByRole('dialog', { name: 'Resume: Pier Kiosk' });
    await resume.getByLabel('Reason').fill('Opened after all');
    await codeIfAsked(resume, admin);
    await resume.getByRole('button', { name: 'Resume' }).click();
    await card.getByText('Active').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/platform-merchants-390.png' });
    await context.close();
  });

  // Each page looked at by axe takes seconds; on a loaded 2-core machine the whole takes close to a minute, so a longer guard.
  it.each(['light', 'dark'] as const)('has no serious accessibility violation on any of its pages, %s', async (theme) => {
    const { context, page } = await platformPage(desktop, theme);
    const found: string[] = [];
    const check = async (screen: string) => found.push(...(await seriousViolations(page, `${screen} (${theme})`)));

    await page.goto(`${kassa.url}/platform/enrol#${tokenOfLink(await staffLink(kassa, `axe.${theme}`, 'support'))}`);
    await page.getByRole('heading', { name: 'Set up your sign-in' }).waitFor();
    await check('one-time link');
    await page.goto(`${kassa.url}/platform/Login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await check('sign-in');

    await signInStaff(page, kassa, admin);
    await page.getByRole('region', { name: 'Waiting for review' }).waitFor();
    await check('overview');
    await page.getByRole('menuitem', { name: 'Merchants' }).click();
    await listLoaded(page);
    await check('merchants');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('dialog', { name: 'Create a merchant' }).waitFor();
    await check('create a merchant');
    await page.keyboard.press('Escape');
    // A closing dialog fades out over the page: the next check waits until it is gone.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Partner Store' }).getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog', { name: 'Suspend: Partner Store' }).waitFor();
    await check('suspend a merchant');
    await page.keyboard.press('Escape');
    // A closing dialog fades out over the page: the next check waits until it is gone.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Partner Store' }).click();
    await page.getByRole('region', { name: 'Fee schedule' }).waitFor();
    await check('merchant detail');
    await page.getByRole('button', { name: 'Fee rates of USDT' }).click();
    await page.getByRole('dialog', { name: 'Fee rates of USDT' }).waitFor();
    await check('fee rates');
    await page.keyboard.press('Escape');
    // A closing dialog fades out over the page: the next check waits until it is gone.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('menuitem', { name: 'Wallet users' }).click();
    await listLoaded(page);
    await check('wallet users');
    await page.getByRole('cell', { name: 'alice', exact: true }).click();
    await page.getByRole('region', { name: 'Sessions' }).waitFor();
    await check('wallet user detail');
    expect(found).toEqual([]);
    await context.close();
  }, 120_000);

  it('fetches none of the merchant console’s code', async () => {
    expect(scripts.size).toBeGreaterThan(5);
    const merchantOnly = ['payment/InstrumentPanel', 'user/WithdrawalRecord'];
    const offending: string[] = [];
    for (const url of scripts) {
      const code = await (await fetch(url)).text();
      for (const marker of merchantOnly) if (code.includes(marker)) offending.push(`${new URL(url).pathname} holds ${marker}`);
    }
    expect(offending).toEqual([]);
  });
});
