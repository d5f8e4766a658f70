import type { Messages } from '../../openapi/i18n/define';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import { defaultLanguageSetting, isLanguageSetting, type LanguageSetting } from '../../openapi/i18n/languages';
import { storage, StorageKey } from '../data/storage';

/** The stored `language` setting, or en-US (spec section 9) when none or an unknown value is stored. */
export function storedLanguage(): LanguageSetting {
  const value = storage.get(StorageKey.language);
  return isLanguageSetting(value) ? value : defaultLanguageSetting;
}

/**
 * The console's own words, one chunk per language (./words/<language>.atBuild.ts, worked out at build time): the
 * console fetches the language it shows, and another one when the user switches to it.
 */
const loaders: Record<ApiLanguage, () => Promise<{ words: Messages }>> = {
  en: () => import('./words/en.atBuild'),
  zh_Hans: () => import('./words/zh_Hans.atBuild'),
  zh_Hant: () => import('./words/zh_Hant.atBuild'),
  vi: () => import('./words/vi.atBuild'),
};

export async function loadWords(language: ApiLanguage): Promise<Messages> {
  return (await loaders[language]()).words;
}
