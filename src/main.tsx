import { createRoot } from 'react-dom/client';
import { apiLanguageOf } from '../openapi/i18n/languages';
import { storage, StorageKey } from './data/storage';
import { loadWords, storedLanguage } from './i18n/loadWords';

// The console's login route (httpClient's loginPath): not imported, the HTTP client is no part of this first script.
const loginPath = '/Login';

/**
 * Decides what to load before loading it. Someone signed out at /, /Home or /Login is sent to /Login, and gets
 * the light login page (MUI only, src/auth/loginEntry.tsx); every other visit, and the moment after signing in,
 * loads the console (react-admin, src/consoleEntry.tsx). Each is its own chunk, so the login page does not
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

if (!storage.get(StorageKey.token) && signedOutLanding.includes(window.location.pathname.toLowerCase())) {
  if (window.location.pathname !== loginPath) window.history.replaceState(null, '', loginPath);
  const { startLightLogin } = await import('./auth/loginEntry');
  startLightLogin(root, { enter: (path) => void enterConsole(path), prefetch: () => void loadConsole() });
} else {
  await enterConsole();
}
