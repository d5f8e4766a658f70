/**
 * The interface language (spec sections 1 and 7).
 * The stored `language` setting takes one of four values; the API speaks four language codes.
 * The console's react-admin locale is the stored setting itself, so switching language is one write.
 */
export const languageSettings = ['us', 'zh-cn', 'zh-hant-cn', 'vi'] as const;
export type LanguageSetting = (typeof languageSettings)[number];

/** Default locale en-US (spec section 9). */
export const defaultLanguageSetting: LanguageSetting = 'us';

export const apiLanguages = ['en', 'zh_Hans', 'zh_Hant', 'vi'] as const;
export type ApiLanguage = (typeof apiLanguages)[number];

const apiLanguageBySetting: Record<LanguageSetting, ApiLanguage> = {
  'zh-cn': 'zh_Hans',
  'zh-hant-cn': 'zh_Hant',
  us: 'en',
  vi: 'vi',
};

/**
 * Header value for `Accept-Language` and `Language`: an unknown stored value maps to zh_Hans (spec section 7).
 * No stored value means the default locale en-US (spec section 9), the language the console is showing.
 */
export function apiLanguageOf(setting: string | null | undefined): ApiLanguage {
  if (setting === null || setting === undefined) return apiLanguageBySetting[defaultLanguageSetting];
  return apiLanguageBySetting[setting as LanguageSetting] ?? 'zh_Hans';
}

export function isLanguageSetting(value: unknown): value is LanguageSetting {
  return typeof value === 'string' && (languageSettings as readonly string[]).includes(value);
}

/** Each language's own name, shown in the switcher whatever the current language. */
export const languageNames: Record<LanguageSetting, string> = {
  us: 'English',
  'zh-cn': '简体中文',
  'zh-hant-cn': '繁體中文',
  vi: 'Tiếng Việt',
};

/** The BCP 47 locale of a language setting, for Intl number and date formatting (en-US when unknown, as the display). */
export function intlLocaleOf(setting: string | null | undefined): string {
  const locales: Record<LanguageSetting, string> = { us: 'en-US', 'zh-cn': 'zh-CN', 'zh-hant-cn': 'zh-Hant-CN', vi: 'vi-VN' };
  return isLanguageSetting(setting) ? locales[setting] : locales.us;
}
