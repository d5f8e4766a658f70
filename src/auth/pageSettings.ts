import { defaultLanguageSetting, isLanguageSetting, type LanguageSetting } from '../../openapi/i18n/languages';
import { storage, StorageKey } from '../data/storage';

/** Where react-admin keeps the day/night choice (`localStorageStore(undefined, 'Kassa')` in src/App.tsx): one choice for both. */
export const themeKey = 'RaStoreKassa.theme';
export type Mode = 'light' | 'dark';

/** The stored `language` setting, or en-US (as the console's i18nProvider: not imported, it brings i18next). */
export function storedLanguage(): LanguageSetting {
  const value = storage.get(StorageKey.language);
  return isLanguageSetting(value) ? value : defaultLanguageSetting;
}

/** The language chosen on a signed-out page, kept for the console and the calls' Language header. */
export function storeLanguage(language: LanguageSetting): void {
  if (isLanguageSetting(language)) storage.set(StorageKey.language, language);
}

export function storedMode(): Mode {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(themeKey) ?? 'null');
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // An unreadable value counts as none.
  }
  // As react-admin: with no choice made, the system's preference.
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function storeMode(mode: Mode): void {
  localStorage.setItem(themeKey, JSON.stringify(mode));
}
