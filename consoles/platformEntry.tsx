import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { platformConsole, platformDataProvider } from './platformConsole';
import { createI18nProvider, storedLanguage } from '../src/i18n/i18nProvider';
import { staffAuthProvider } from '../src/platform/data/staffAuthProvider';
import { staffPasskeys } from '../src/platform/data/staffPasskeys';
import { setPasskeyOwner } from '../src/data/passkeys';
import { loadPlatformWords } from '../src/platform/i18n/loadPlatformWords';
import { PlatformApp, platformStore } from '../src/platform/PlatformApp';

/** The whole platform console (react-admin) in `root`: what a signed-in member, or any path but the sign-in, loads. */
export async function startPlatformConsole(root: Root) {
  // The step-up's "Use a passkey" and the account's passkeys are the member's.
  setPasskeyOwner(staffPasskeys);
  const language = storedLanguage();
  // The stored `language` setting decides the locale; react-admin's own copy follows it.
  platformStore.setItem('locale', language);
  const i18nProvider = await createI18nProvider(language, loadPlatformWords);
  root.render(
    <StrictMode>
      <PlatformApp console={platformConsole} dataProvider={platformDataProvider} authProvider={staffAuthProvider} i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}
