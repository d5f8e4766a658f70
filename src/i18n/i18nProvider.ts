import { createInstance } from 'i18next';
import type { I18nProvider } from 'react-admin';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import { storage, StorageKey } from '../data/storage';
import type { AnyResourceConfig } from '../resourceLayer/defineResource';
import { consoleDictionaries } from './dictionaries';
import type { LanguageSetting } from '../../openapi/i18n/languages';
import { apiLanguageOf, defaultLanguageSetting, isLanguageSetting, languageNames, languageSettings } from '../../openapi/i18n/languages';

/** The stored `language` setting, or en-US (spec section 9) when none or an unknown value is stored. */
export function storedLanguage(): LanguageSetting {
  const value = storage.get(StorageKey.language);
  return isLanguageSetting(value) ? value : defaultLanguageSetting;
}

/**
 * react-admin's locales are the stored setting values (us, zh-cn, zh-hant-cn, vi);
 * changing the locale writes the `language` setting, so the next request's headers follow.
 * The words of the record screens come from their declarations (`configs`, by default every one in resources/).
 */
export async function createI18nProvider(
  initial: LanguageSetting = storedLanguage(),
  configs?: readonly AnyResourceConfig[],
): Promise<I18nProvider> {
  const dictionaries = consoleDictionaries(configs);
  const resources = Object.fromEntries(
    languageSettings.map((setting) => [
      setting,
      { translation: convertRaTranslationsToI18next(dictionaries[apiLanguageOf(setting)]) },
    ]),
  );
  const provider = await getI18nProvider(
    createInstance(),
    {
      resources,
      lng: initial,
      fallbackLng: defaultLanguageSetting,
      // The settings are lower-case ids (zh-cn, zh-hant-cn), not BCP 47 tags i18next would re-case.
      lowerCaseLng: true,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
    },
    languageSettings.map((locale) => ({ locale, name: languageNames[locale] })),
  );
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      if (isLanguageSetting(locale)) storage.set(StorageKey.language, locale);
      await provider.changeLocale(locale);
    },
  };
}
