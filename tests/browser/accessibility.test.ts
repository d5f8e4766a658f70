/**
 * axe over every console page against the real server in real Chromium, in the light and the dark theme:
 * the login page, every page of the menu (each record list and each bespoke page, with its tabs), the pages outside
 * the menu (verification, help center, announcements, content pages, not found, restricted), the create form and
 * the detail view of every record screen that has them, and an open dialog (the rejection reason); the menu, the lists
 * and the bespoke pages once more at a phone's size, where lists are cards. Any serious or critical violation fails, listed with its rule, its
 * page and its target.
 *
 * One server, one browser, one page: the theme is chosen once per pass (react-admin's store, then a reload), and
 * within a pass the pages are reached by URL through the router, without reloading the console. The light pass runs
 * every rule (with the experimental label-in-name rule); the dark pass runs the colour rules, the only ones a theme
 * changes. The pages come from the menu and resources/, so a new page or record screen is checked without listing it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceConfigs } from '../../resources';
import { extraPaths } from '../../src/shell/extraPaths';
import { bespokePages, kassaConsole } from '../../consoles/console';
import { menuPages } from '../../src/shell/menu';
import { contentPath, documentSlugs } from '../../src/pages/content/contentLinks';
import { seriousViolations } from './axe';
import { launchChromium } from './chromium';
import { startKassa, type RunningKassa } from './kassaServer';

type Theme = 'light' | 'dark';

let kassa: RunningKassa;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [kassa, browser] = await Promise.all([startKassa(), launchChromium()]);
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
  // Counts the console's calls in flight, so a page is checked once its data is on screen.
  await context.addInitScript(() => {
    const counter = window as unknown as { kassaInFlight: number };
    counter.kassaInFlight = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      counter.kassaInFlight += 1;
      try {
        return await fetch(...args);
      } finally {
        counter.kassaInFlight -= 1;
      }
    };
  });
  // No transitions: axe reads the colours a page settles on, not those of a button fading from disabled to enabled.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
  });
  page = await context.newPage();
  // An announcement, so the bell has its badge and the announcements have a page to open.
  const published = await kassa.ops('publish-announcement', [], {
    'title-en': 'Maintenance on Sunday',
    'body-en': '<p>The console is <strong>closed</strong> from 02:00 to 03:00.</p>',
    'title-zh-hans': '周日系统维护',
    'body-zh-hans': '<p>后台将于 02:00 至 03:00 暂停服务。</p>',
    'title-zh-hant': '週日系統維護',
    'body-zh-hant': '<p>後台將於 02:00 至 03:00 暫停服務。</p>',
    'title-vi': 'Bảo trì Chủ nhật',
    'body-vi': '<p>Bảng điều khiển tạm ngừng từ 02:00 đến 03:00.</p>',
  });
  if (published.code !== 200) throw new Error(`publish-announcement: ${published.detail}`);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await kassa?.close();
});

// ---------------------------------------------------------------- helpers

/** react-admin keeps the theme in its store (`localStorageStore(undefined, 'Kassa')` in src/App.tsx). */
const themeKey = 'RaStoreKassa.theme';

/** Loads `path` afresh in `theme`, stored as the toggle would remember it. */
async function openWithTheme(theme: Theme, path: string) {
  if (!page.url().startsWith(kassa.url)) await page.goto(`${kassa.url}${path}`);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [themeKey, JSON.stringify(theme)]);
  await page.goto(`${kassa.url}${path}`);
}

/**
 * Goes to `path` through the console's router, as a link would, without reloading. The address changes at once but
 * React draws the page in a later task: the wait ends after the next frame and the task after it, once the new
 * page has started its calls.
 */
async function navigate(path: string) {
  await page.evaluate(async (target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));
  }, path);
}

/**
 * Waits until `path` is shown with its data: the address, an element of the page (`marker`), no call in flight
 * and no progress indicator or skeleton left.
 */
async function settle(path: string, marker: string) {
  const waiting = page.waitForFunction(
    ({ path, marker }) => {
      const rawKey = /(^|\s)(kassa|ra|resources)\.[\w/-]+\.[\w.]+/;
      const counter = window as unknown as { kassaInFlight?: number };
      return (
        window.location.pathname + window.location.search === path &&
        document.querySelector(marker) !== null &&
        // The console's words have arrived (a dictionary still loading shows its keys).
        !rawKey.test(document.body.innerText) &&
        (counter.kassaInFlight ?? 0) === 0 &&
        document.querySelector('.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root') === null
      );
    },
    { path, marker },
    { timeout: 20_000 },
  );
  await waiting.catch(async (error: Error) => {
    const state = await page.evaluate((marker) => ({
      at: window.location.pathname + window.location.search,
      marker: document.querySelector(marker) !== null,
      inFlight: (window as unknown as { kassaInFlight?: number }).kassaInFlight,
      rawKey: /(^|\s)(kassa|ra|resources)\.[\w/-]+\.[\w.]+/.exec(document.body.innerText)?.[0],
      busy: [...document.querySelectorAll('.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root')].map((element) => element.className),
    }), marker);
    throw new Error(`${path} did not settle: ${JSON.stringify(state)} (${error.message})`);
  });
}

/** The rules whose outcome depends on the colours; the dark pass runs only these, the light pass every rule. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** The serious and critical violations on what is on screen in `theme`: every rule in light, the colour rules in dark. */
function violations(screen: string, theme: Theme): Promise<string[]> {
  return seriousViolations(page, `${screen} (${theme})`, (axe) =>
    // label-content-name-mismatch (WCAG 2.5.3) is one of axe's experimental rules: it is asked for by name.
    theme === 'light' ? axe.options({ rules: { 'label-content-name-mismatch': { enabled: true } } }) : axe.withRules(colourRules),
  );
}

/** A call of the API with the console's token, as the console makes it: its envelope. */
function api<T>(path: string, body: unknown): Promise<{ code: number; detail: string; data: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: localStorage.getItem('token') ?? '' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );
}

/** The id of the newest record of a list, for its detail view. */
async function firstRow(listPath: string, idField: string): Promise<string> {
  const answer = await api<{ list: Record<string, unknown>[] }>(listPath, { page: 1, page_size: 1 });
  const row = answer.data?.list?.[0];
  if (!row) throw new Error(`${listPath} has no row to show: ${answer.detail}`);
  return String(row[idField]);
}

// ---------------------------------------------------------------- the pages

interface Screen {
  /** What the report calls it. */
  name: string;
  path: string;
  /** An element of this page, present once it is drawn. */
  marker: string;
}

// A list's rows, or react-admin's 'No results found.' in the list's place.
const lists = 'main .RaList-main table tbody tr, main .RaList-main .MuiCardContent-root';

/** The pages inside the layout, in menu order, then the others; record ids are read from the API. */
async function consolePages(): Promise<Screen[]> {
  const screens: Screen[] = [];
  for (const item of menuPages(kassaConsole.menu)) {
    const config = resourceConfigs.find((candidate) => `/${candidate.name}` === item.path);
    if (bespokePages.some((page) => page.path === item.path) || !config) {
      screens.push({ name: item.lang, path: item.path, marker: 'main h1, main h2, main h6, main table, main form' });
      continue;
    }
    screens.push({ name: `${item.lang} list`, path: item.path, marker: lists });
    if (config.capabilities.create && !('dialog' in (config.create ?? {}) && config.create?.dialog)) {
      screens.push({ name: `${item.lang} create`, path: `${item.path}/create`, marker: 'main form' });
    }
    if ('detail' in config && config.detail) {
      const id = await firstRow(config.api.list.path, config.api.idField);
      screens.push({ name: `${item.lang} detail`, path: `${item.path}/${encodeURIComponent(id)}/show`, marker: 'main .RaShow-main, main .MuiCard-root' });
    }
  }
  screens.push(
    { name: 'account security, audit log tab', path: '/system/AccountSecurity?tab=audit', marker: lists },
    { name: 'verification', path: extraPaths.verification, marker: 'main form, main h1, main h2' },
    { name: 'help center, articles', path: extraPaths.helpCenter, marker: 'main [role=tabpanel], main a[href*="/articles/"]' },
    { name: 'help center, contact', path: `${extraPaths.helpCenter}?tab=contact`, marker: 'main [role=tab][aria-selected=true]' },
    { name: 'help center, questions', path: `${extraPaths.helpCenter}?tab=questions`, marker: 'main [data-ticket]' },
    // first-steps: the first article every database is seeded with.
    { name: 'help article', path: `${extraPaths.helpCenter}/articles/first-steps`, marker: 'main article, main h1, main h2' },
    { name: 'announcements', path: extraPaths.announcements, marker: 'main [data-announcement]' },
    { name: 'not found', path: '/no/such/page', marker: 'main a[href]' },
  );
  return screens;
}

/** Pages outside the layout, readable without signing in. */
const outsidePages: Screen[] = [
  { name: 'login', path: '/Login', marker: 'form input[name=username]' },
  ...documentSlugs.map((slug) => ({ name: `content page ${slug}`, path: contentPath(slug), marker: 'h1' })),
];

async function signIn() {
  await page.goto(`${kassa.url}/Login`);
  await page.getByLabel('Username').fill(kassa.demo.username);
  await page.getByLabel('Password', { exact: true }).fill(kassa.demo.password);
  await page.getByLabel('Authenticator code').fill(await kassa.freshCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/payment/InstrumentPanel');
}

/** Opens the rejection reason of a pending user withdrawal and checks the dialog. */
async function rejectDialog(theme: Theme): Promise<string[]> {
  const path = '/user/WithdrawalRecord';
  await navigate(path);
  // A row of the table, or a card on a phone.
  const rows = 'main table tbody tr, main [data-testid=record-card]';
  await settle(path, rows);
  await page.locator(rows).getByRole('button', { name: 'Reject' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).waitFor();
  // Checked once the dialog has faded in: colours under a fade are not the colours a reader sees.
  await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every((element) => getComputedStyle(element).opacity === '1'));
  const found = await violations('the rejection reason dialog', theme);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return found;
}

/** The login page and the content pages, before signing in (signed in, /Login leads into the console). */
async function checkOutside() {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    for (const screen of outsidePages) {
      await openWithTheme(theme, screen.path);
      await settle(screen.path, screen.marker);
      found.push(...(await violations(screen.name, theme)));
    }
  }
  expect(found, found.join('\n')).toEqual([]);
}

/**
 * Every page inside the console in one theme; the report lists every violation at once. On a phone only the pages
 * whose markup changes there (the menu, lists as cards, the bespoke pages): a create form or a detail view is the
 * same markup in one column, checked at the desktop's size.
 */
async function checkConsole(theme: Theme, size: 'desktop' | 'phone' = 'desktop') {
  const found: string[] = [];
  await openWithTheme(theme, '/payment/InstrumentPanel');
  const screens = await consolePages();
  for (const screen of size === 'phone' ? screens.filter((shown) => !/ (create|detail)$/.test(shown.name)) : screens) {
    await navigate(screen.path);
    await settle(screen.path, screen.marker);
    found.push(...(await violations(screen.name, theme)));
  }
  found.push(...(await rejectDialog(theme)));
  const restricted = '/Restricted';
  await navigate(restricted);
  await settle(restricted, 'h1, h2, h5');
  found.push(...(await violations('restricted', theme)));
  expect(found, found.join('\n')).toEqual([]);
}

describe('accessibility in Chromium', { timeout: 300_000 }, () => {
  it('the login page and the content pages pass axe in both themes', async () => {
    await checkOutside();
  });

  it('every page of the console passes axe in the light theme', async () => {
    await signIn();
    // A question to support and a whitelist entry, so those lists have rows too (the seed's orders fill the others).
    const ticket = await api('/v1/help/ticket/submit', { subject: 'Webhook not received', body_html: '<p>Order 42 sent no webhook.</p>' });
    expect(ticket.code).toBe(200);
    // A whitelist change takes the step-up: a code of the demo authenticator.
    const entry = await api('/v1/merchant/login_ip_white/add', { ip: '127.0.0.1', google_code: await kassa.freshCode() });
    expect(entry.code).toBe(200);
    await checkConsole('light');
  });

  it('every page of the console passes axe in the dark theme', async () => {
    await checkConsole('dark');
  });

  it('every page of the console passes axe on a phone (390×844: the menu closed, lists as cards)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await checkConsole('light', 'phone');
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  });
});
