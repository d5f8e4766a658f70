import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App, appStore } from '../src/App';
import { dataProvider, kassaConsole } from './console';
import { authProvider } from '../src/data/authProvider';
import { createI18nProvider, storedLanguage } from '../src/i18n/i18nProvider';

/** The whole console (react-admin) in `root`: what a signed-in user, or any path but the login page, loads. */
export async function startConsole(root: Root) {
  const language = storedLanguage();
  // The stored `language` setting decides the locale; react-admin's own copy follows it.
  appStore.setItem('locale', language);
  const i18nProvider = await createI18nProvider(language);
  root.render(
    <StrictMode>
      <App console={kassaConsole} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} />
    </StrictMode>,
  );
}
