/**
 * Merchant verification against the real server in real Chromium: an unverified merchant cannot create an API key;
 * it fills in the verification form with a document (uploaded, then downloaded back as it was), submits it, staff
 * approve it with `npm run ops`, and the API key can then be created.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../server/db/schema';
import { pngBytes } from '../../server/testing/files';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

let kassa: RunningKassa;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [kassa, browser] = await Promise.all([startKassa(), launchChromium()]);
  // The demo merchant is seeded verified; this test starts it from the beginning.
  await kassa.db.update(merchants).set({ kycStatus: 'unverified' }).where(eq(merchants.name, 'Demo Shop'));
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await kassa?.close();
});


describe('merchant verification in Chromium', { timeout: 90_000 }, () => {
  it('is not verified: Account and security says so and API management refuses the key', async () => {
    await page.goto(`${kassa.url}/Login`);
    await page.getByLabel('Username').fill(kassa.demo.username);
    await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
    await page.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: "Today's figures" }).waitFor();

    await page.getByRole('menuitem', { name: 'API management' }).click();
    await page.getByText('Cannot create an API without completing KYC').first().waitFor();

    await page.getByRole('menuitem', { name: 'Account and security' }).click();
    const kyc = page.getByRole('region', { name: 'Verification (KYC)' });
    await kyc.getByText('Your business is not verified yet.').waitFor();
    expect(await kyc.getByTestId('kyc-chip').textContent()).toBe('Not verified');
  });

  it('submits the form with a document, which downloads back as it was uploaded', async () => {
    await page.getByRole('link', { name: 'Verify your business' }).click();
    await page.waitForURL(/\/system\/Verification$/);
    await page.getByLabel('Company name').fill('Demo Trading Co., Ltd.');
    await page.getByLabel('Registration number').fill('91310000MA1K3XYZ7Q');
    await page.getByLabel('Country or region').fill('Vietnam');
    await page.getByLabel('Company address').fill('12 Le Loi, District 1, Ho Chi Minh City');
    await page.getByLabel('Legal representative').fill('Nguyen Van An');
    await page.getByLabel("Representative's ID number").fill('079085001234');
    await page.getByLabel('Contact email').fill('finance@demo.example');
    await page.getByLabel('Contact phone').fill('84901234567');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('This field is required').waitFor();

    await page.getByTestId('document_ids-picker').setInputFiles({ name: 'business-licence.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByText('business-licence.png').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download business-licence.png' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('business-licence.png');
    expect((await readFile(await saved.path())).equals(pngBytes)).toBe(true);

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Your verification was submitted and is under review.').first().waitFor();
    await page.getByTestId('kyc-state').getByText(/Your verification is under review since/).waitFor();
    await page.getByRole('region', { name: 'Your submission' }).getByText('Under review').waitFor();
  });

  it('is approved by staff with ops, after which the API key can be created', async () => {
    const listed = await kassa.ops('kyc-submissions');
    const submission = Object.keys(listed.data).find((key) => key.startsWith('submission '))!.slice('submission '.length);
    expect(listed.data[`submission ${submission}`]).toContain('Demo Trading Co., Ltd.');
    expect(await kassa.ops('approve-kyc', [submission])).toMatchObject({ code: 200, data: { kyc_status: 'verified' } });

    await page.reload();
    await page.getByTestId('kyc-state').getByText('Your business is verified.').waitFor();
    await page.getByRole('menuitem', { name: 'API management' }).click();
    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog').filter({ hasText: 'Create an API key' });
    await create.getByLabel('IP permission').fill('127.0.0.1');
    await create.getByLabel('Authenticator code').fill(await kassa.freshCode());
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog').filter({ hasText: 'Save your secrets now' }).waitFor();
  });
});
