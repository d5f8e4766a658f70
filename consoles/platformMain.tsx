import { createRoot } from 'react-dom/client';
import { apiLanguageOf } from '../openapi/i18n/languages';
import { storage, StorageKey } from '../src/data/storage';
import { storedLanguage } from '../src/i18n/loadWords';
import { loadPlatformWords } from '../src/platform/i18n/loadPlatformWords';

/** Where the platform console is served (server/http/publicSite.ts); its router's basename. */
const base = '/platform';

/**
 * Decides what to load before loading it, as the merchant console's consoles/main.tsx does: a member signed out at
 * /platform/, /platform/Home or /platform/Login gets the light staff sign-in (MUI only); a staff member's one-time link
 * /platform/enrol#<token> gets its light page; every other visit, and the moment after signing in, loads the platform
 * console (react-admin). Each is its own chunk, and none is the merchant console's.
 */
const root = createRoot(document.getElementById('root')!);
const signedOutLanding = ['', '/', '/home', '/login'];
/** The path inside the platform console, lower-cased. */
const inside = () => window.location.pathname.slice(base.length).toLowerCase();

const loadConsole = () => {
  void loadPlatformWords(apiLanguageOf(storedLanguage())).catch(() => undefined);
  return import('./platformEntry');
};

async function enterConsole(path?: string) {
  if (path !== undefined) window.history.replaceState(null, '', `${base}${path === '/' ? '/' : path}`);
  const { startPlatformConsole } = await loadConsole();
  await startPlatformConsole(root);
}

async function enterLogin(notice?: { message: string; type: 'success' }) {
  if (inside() !== '/login') window.history.replaceState(null, '', `${base}/Login`);
  const [{ startLightLogin }, { staffLogin }] = await Promise.all([import('../src/auth/loginEntry'), import('../src/platform/auth/setups')]);
  startLightLogin(root, { enter: (path) => void enterConsole(path), prefetch: () => void loadConsole() }, notice, staffLogin);
}

// A one-time link (/platform/enrol#<token>) has its own light page, signed in or not: it is for whoever holds the link.
if (inside() === '/enrol') {
  const [{ startEnrolment }, { staffEnrolment }] = await Promise.all([import('../src/auth/enrolEntry'), import('../src/platform/auth/setups')]);
  startEnrolment(
    root,
    (username) => {
      // Signing in next: any staff session of this browser belongs to the member before (using a link ends their sessions anyway).
      storage.remove(StorageKey.staffToken);
      storage.remove(StorageKey.staffIdentity);
      void enterLogin(username ? { message: 'kassa.login.enrolled', type: 'success' } : undefined);
    },
    staffEnrolment,
  );
} else if (!storage.get(StorageKey.staffToken) && signedOutLanding.includes(inside())) {
  await enterLogin();
} else {
  await enterConsole();
}
