import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appStore } from './App';
import { authProvider } from './data/authProvider';
import { dataProvider } from './data/dataProvider';
import { createI18nProvider, storedLanguage } from './i18n/i18nProvider';

const language = storedLanguage();
// The stored `language` setting decides the locale; react-admin's own copy follows it.
appStore.setItem('locale', language);
const i18nProvider = await createI18nProvider(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} />
  </StrictMode>,
);
