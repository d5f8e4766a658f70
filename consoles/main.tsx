import { createRoot } from 'react-dom/client';
import { apiLanguageOf } from '../openapi/i18n/languages';
import { storage, StorageKey } from '../src/data/storage';
import { loadWords, storedLanguage } from '../src/i18n/loadWords';

// The console's login route (httpClient's loginPath): not imported, the HTTP client is no part of this first script.
const loginPath = '/Login';

/**
 * Decides what to load before loading it. Someone signed out at /, /Home or /Login is sent to /Login, and gets
 * the light login page (MUI only, src/auth/loginEntry.tsx); a one-time link's /Enrol gets its own light page
 * (src/auth/enrolEntry.tsx); every other visit, and the moment after signing in, loads the console (react-admin,
 * consoles/consoleEntry.tsx). Each is its own chunk, so the login page does not
 * download the console and the console does not download the light page.
 */
const root = createRoot(document.getElementById('root')!);
const signedOutLanding = ['/', '/home', '/login'];

// The console's words in the stored language are fetched beside it, not after it (the login page's language switch
// writes that setting before signing in prefetches the console).
const loadConsole = () => {
  void loadWords(apiLanguageOf(storedLanguage())).catch(() => undefined);
  return import('./consoleEntry');
};

async function enterConsole(path?: string) {
  if (path !== undefined && path !== window.location.pathname) window.history.replaceState(null, '', path);
  const { startConsole } = await loadConsole();
  await startConsole(root);
}

/** The light login page; `notice` opens it with a message (after a one-time link set the password). */
async function enterLogin(notice?: { message: string; type: 'success' }) {
  if (window.location.pathname !== loginPath) window.history.replaceState(null, '', loginPath);
  const { startLightLogin } = await import('../src/auth/loginEntry');
  startLightLogin(root, { enter: (path) => void enterConsole(path), prefetch: () => void loadConsole() }, notice);
}

// A one-time link (/Enrol#<token>) has its own light page, signed in or not: it is for whoever holds the link.
if (window.location.pathname.toLowerCase() === '/enrol') {
  const { startEnrolment } = await import('../src/auth/enrolEntry');
  // Signing in next: any session of this browser belongs to the account before (a reset ends its sessions anyway).
  startEnrolment(root, (username) => {
    storage.remove(StorageKey.token);
    void enterLogin(username ? { message: 'kassa.login.enrolled', type: 'success' } : undefined);
  });
} else if (!storage.get(StorageKey.token) && signedOutLanding.includes(window.location.pathname.toLowerCase())) {
  await enterLogin();
} else {
  await enterConsole();
}
