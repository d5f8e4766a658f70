/**
 * The JavaScript a real browser fetches (Chromium, recording the network), not what a static reading of the build
 * predicts: lazily loaded chunks count when the page asks for them. Against the real server (the test one: an
 * in-memory PGlite seeded as on a first start) serving the build in `dir`.
 *   login      a fresh browser opens /Login and waits until the network is idle
 *   dashboard  a fresh browser, signed in (token and userInfo as a sign-in leaves them), opens the dashboard
 *   sign-in    from /Login, typing and signing in, to the dashboard: everything fetched on the way, once each
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';

export interface BrowserLoad {
  /** Paths inside the build (assets/…), in the order fetched. */
  files: string[];
}

export interface BrowserLoads {
  login: BrowserLoad;
  dashboard: BrowserLoad;
  signIn: BrowserLoad;
}

/** No request of the page under way for this long: it has fetched what it was going to. */
const quietMs = 1000;
/** How long a page may keep a request under way before the measure gives up. */
const stuckMs = 60_000;

/**
 * Records the scripts `page` fetches from the build while `act` runs, then until no request has been under way for
 * `quietMs` (playwright's networkidle fires once per page load, not after a navigation inside the app).
 */
async function scriptsFetched(page: Page, act: () => Promise<void>): Promise<BrowserLoad> {
  const files: string[] = [];
  // The requests under way (one entry each, so a request that ended before we listened counts for nothing).
  const underWay = new Set<Request>();
  let lastChange = Date.now();
  let settled: () => void = () => undefined;
  const check = () => {
    lastChange = Date.now();
    if (underWay.size === 0) setTimeout(() => underWay.size === 0 && Date.now() - lastChange >= quietMs && settled(), quietMs);
  };
  const onRequest = (request: Request) => {
    underWay.add(request);
    lastChange = Date.now();
  };
  const onDone = (request: Request) => {
    underWay.delete(request);
    check();
  };
  const onResponse = (response: { url: () => string; request: () => { resourceType: () => string } }) => {
    const path = new URL(response.url()).pathname.replace(/^\//, '');
    if (response.request().resourceType() === 'script' && !files.includes(path)) files.push(path);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  try {
    const quiet = new Promise<void>((done) => (settled = done));
    await act();
    check();
    // A request that never ends would keep the page from going quiet: say which instead of waiting for ever.
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`the page did not go quiet within ${stuckMs / 1000} s; under way: ${[...underWay].map((request) => request.url()).join(', ') || 'none'}`)), stuckMs);
    });
    await Promise.race([quiet, stuck]).finally(() => clearTimeout(timer));
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
    page.off('response', onResponse);
  }
  return { files };
}

export async function measureInBrowser(dir: string): Promise<BrowserLoads> {
  // The test server reads the build to serve from KASSA_DIST_DIR when its module loads.
  process.env.KASSA_DIST_DIR = dir;
  const { startKassa } = await import('../../tests/browser/kassaServer');
  const { launchChromium } = await import('../../tests/browser/chromium');
  const kassa = await startKassa();
  const browser = await launchChromium();
  try {
    const fresh = async () => (await browser.newContext()).newPage();

    const loginPage = await fresh();
    const login = await scriptsFetched(loginPage, async () => {
      await loginPage.goto(`${kassa.url}/Login`);
      await loginPage.locator('form input[name=username]').waitFor();
    });
    // Signing in as a person does, from that page: what else the browser fetches until the dashboard shows.
    const more = await scriptsFetched(loginPage, async () => {
      await loginPage.getByLabel('Username').fill(kassa.demo.username);
      await loginPage.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
      await loginPage.getByLabel('Authenticator code').fill(await kassa.freshCode());
      await loginPage.getByRole('button', { name: 'Sign in' }).click();
      await loginPage.waitForURL(/\/payment\/InstrumentPanel$/);
      await loginPage.getByRole('menuitem').first().waitFor();
    });
    const signIn = { files: [...login.files, ...more.files.filter((file) => !login.files.includes(file))] };
    const session = await loginPage.evaluate(() => ({ token: localStorage.getItem('token'), userInfo: localStorage.getItem('userInfo') }));

    const dashboardPage = await fresh();
    await dashboardPage.goto(`${kassa.url}/healthy`);
    await dashboardPage.evaluate(({ token, userInfo }) => {
      localStorage.setItem('token', token ?? '');
      localStorage.setItem('userInfo', userInfo ?? '');
    }, session);
    const dashboard = await scriptsFetched(dashboardPage, async () => {
      await dashboardPage.goto(`${kassa.url}/payment/InstrumentPanel`);
      await dashboardPage.getByRole('menuitem').first().waitFor();
    });
    for (const load of [login, dashboard, signIn]) {
      const missing = load.files.filter((file) => !existsSync(join(dir, file)));
      if (missing.length > 0) throw new Error(`the browser fetched scripts that are not in ${dir}: ${missing.join(', ')}`);
    }
    return { login, dashboard, signIn };
  } finally {
    await browser.close();
    await kassa.close();
  }
}

