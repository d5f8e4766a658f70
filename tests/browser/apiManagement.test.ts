/**
 * API management against the real server in real Chromium, as a merchant integrates: create the API key, see its
 * secrets once, set the webhook endpoint, send a test event that a real receiver verifies with the secret shown,
 * find the secrets gone after a reload, and resend a delivery from the log.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpPeriodSeconds } from '../../server/auth/totp';
import { totpCode } from '../../server/testing/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../../server/testing/webhookReceiver';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

let kassa: RunningKassa;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [kassa, browser, receiver] = await Promise.all([startKassa(), launchChromium(), startWebhookReceiver()]);
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await receiver?.close();
  await kassa?.close();
});

/** Codes are single use: each step after sign-in takes the code of a later time step (one step of drift is allowed). */
let stepsAhead = 0;
const nextCode = () => {
  stepsAhead += 1;
  return totpCode(kassa.demo.totpSecret, new Date(Date.now() + stepsAhead * totpPeriodSeconds * 1000));
};

describe('API management in Chromium', { timeout: 90_000 }, () => {
  let secretKey = '';
  let webhookSecret = '';

  it('creates the API key and shows its two secrets once, with the warning', async () => {
    await page.goto(`${kassa.url}/Login`);
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(totpCode(kassa.demo.totpSecret, new Date()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Demo Shop, user menu' }).waitFor();

    await page.getByRole('menuitem', { name: 'API management' }).click();
    await page.getByText('You have no API key yet. An account has one key.').waitFor();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog').filter({ hasText: 'Create an API key' });
    await create.getByLabel('IP permission').fill('127.0.0.1');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText('Verification code cannot be empty').waitFor();
    await create.getByLabel('Authenticator code').fill(nextCode());
    await create.getByRole('button', { name: 'Create' }).click();

    const secrets = page.getByRole('dialog').filter({ hasText: 'Save your secrets now' });
    await secrets.getByText(/shown only this once and will not be shown again/).waitFor();
    secretKey = (await secrets.getByText(/^sk_/).textContent()) ?? '';
    webhookSecret = (await secrets.getByText(/^whsec_/).textContent()) ?? '';
    expect(secretKey).toMatch(/^sk_[A-Za-z0-9_-]{40,}$/);
    expect(webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await secrets.getByRole('button', { name: 'I have saved them, close' }).click();
    await secrets.waitFor({ state: 'detached' });
    await page.getByText('127.0.0.1').first().waitFor();
    expect(await page.content()).not.toContain(secretKey);
  });

  it('sets the webhook endpoint and sends a test event that the receiver verifies with the secret shown', async () => {
    await page.getByLabel('Default webhook URL').fill(receiver.url);
    await page.locator('form').filter({ has: page.getByLabel('Default webhook URL') }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await receiver.waitFor(1);
    const verified = new Webhook(webhookSecret).verify(receiver.received[0]!.body, receiver.received[0]!.headers as Record<string, string>);
    expect(verified).toMatchObject({ type: 'test' });
  });

  it('shows the key but never its secrets after a reload', async () => {
    await page.reload();
    await page.getByText('IP permission').first().waitFor();
    await page.getByText(/^ak_[0-9a-f]{24}$/).waitFor();
    const html = await page.content();
    expect(html).not.toContain(secretKey);
    expect(html).not.toContain(webhookSecret);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(secretKey.slice(3));
  });

  it('resends a delivery from the log with the same webhook-id', async () => {
    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await row.getByText('Delivered').waitFor();
    await row.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('The event was sent again').waitFor();
    await receiver.waitFor(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(new Webhook(webhookSecret).verify(receiver.received[1]!.body, receiver.received[1]!.headers as Record<string, string>)).toMatchObject({ type: 'test' });
  });
});
