import { createInstance, type i18n } from 'i18next';
import type { I18nProvider } from 'react-admin';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { Messages } from '../../openapi/i18n/define';
import type { ApiLanguage, LanguageSetting } from '../../openapi/i18n/languages';
import { apiLanguageOf, intlLocaleOf, isLanguageSetting, languageNames, languageSettings } from '../../openapi/i18n/languages';
import { storage, StorageKey } from '../data/storage';
import { loadWords, storedLanguage } from './loadWords';

export { storedLanguage };

const namespace = 'translation';

/**
 * i18next's language for a setting: its BCP 47 locale (en-US, zh-CN, zh-Hant-CN, vi-VN), so that i18next's plural
 * rules (Intl.PluralRules) are those of the language shown, never the browser's. react-admin's locales stay the
 * stored setting values.
 */
const i18nextLanguageOf = (setting: LanguageSetting): string => intlLocaleOf(setting);

/**
 * Words added after the console's own (a page's areas, a record screen's labels) in i18next's form, by what added
 * them (an area, a screen's name): a later addition under the same name comes after the others and overwrites them.
 */
const addedWords = new Map<unknown, Record<ApiLanguage, Messages>>();
const instances = new Set<i18n>();

function addBundle(instance: i18n, setting: LanguageSetting, words: Messages): void {
  instance.addResourceBundle(i18nextLanguageOf(setting), namespace, structuredClone(words), true, true);
}

/**
 * Adds words in the four languages (in i18next's form: src/i18n/addWords.ts converts them) to every console
 * translator in the languages it has loaded, and to any language loaded later.
 */
export function addTranslations(name: unknown, words: Record<ApiLanguage, Messages>): void {
  addedWords.delete(name);
  addedWords.set(name, words);
  for (const instance of instances) {
    for (const setting of languageSettings) {
      if (instance.hasResourceBundle(i18nextLanguageOf(setting), namespace)) addBundle(instance, setting, words[apiLanguageOf(setting)]);
    }
  }
}

/** Fetches a console's own words in one language (the merchant console's by default: src/i18n/loadWords.ts). */
export type WordsLoader = (language: ApiLanguage) => Promise<Messages>;

/** Fetches a language's words (once per translator) and the words added so far in it. */
async function ensureLanguage(instance: i18n, setting: LanguageSetting, load: WordsLoader): Promise<void> {
  const lng = i18nextLanguageOf(setting);
  if (instance.hasResourceBundle(lng, namespace)) return;
  const words = await load(apiLanguageOf(setting));
  if (instance.hasResourceBundle(lng, namespace)) return;
  addBundle(instance, setting, words);
  for (const more of addedWords.values()) addBundle(instance, setting, more[apiLanguageOf(setting)]);
}

/**
 * react-admin's translator, built with ra-i18n-i18next over an i18next instance (no plugins, no backend).
 * react-admin's locales are the stored setting values (us, zh-cn, zh-hant-cn, vi); changing the locale fetches that
 * language's words, then writes the `language` setting, so the next request's headers follow.
 * Only the shown language's words are fetched (src/i18n/loadWords.ts); a page's words and a record screen's labels
 * join when their code loads (src/i18n/addWords.ts).
 */
export async function createI18nProvider(initial: LanguageSetting = storedLanguage(), load: WordsLoader = loadWords): Promise<I18nProvider> {
  const instance = createInstance();
  const lng = i18nextLanguageOf(initial);
  const provider = await getI18nProvider(
    instance,
    {
      resources: { [lng]: { [namespace]: structuredClone(await load(apiLanguageOf(initial))) } },
      lng,
      // Every language declares every key (openapi/i18n/define.ts); a key none declares reads as react-admin's
      // default text, else as the key.
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
    },
    languageSettings.map((locale) => ({ locale, name: languageNames[locale] })),
  );
  for (const more of addedWords.values()) addBundle(instance, initial, more[apiLanguageOf(initial)]);
  instances.add(instance);
  let locale: LanguageSetting = initial;
  return {
    ...provider,
    // The dictionaries write a count's forms "one |||| other" (key_one, key_other once converted) meaning the first
    // for exactly one in every language; i18next would choose by the language's plural rules, which in Chinese and
    // Vietnamese have no "one". So a count of one, or none, reads the first form where there is one.
    translate: (key, options = {}) => {
      const count = (options as { smart_count?: unknown }).smart_count;
      const first = (count === undefined || count === null || Number(count) === 1) && instance.exists(`${key}_one`);
      return provider.translate(first ? `${key}_one` : key, options);
    },
    changeLocale: async (next: string) => {
      if (!isLanguageSetting(next)) return;
      await ensureLanguage(instance, next, load);
      await provider.changeLocale(i18nextLanguageOf(next));
      storage.set(StorageKey.language, next);
      locale = next;
    },
    getLocale: () => locale,
  };
}
