import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { isLanguageSetting, type LanguageSetting } from '../../i18n/languages';

/** The Intl locale of each language setting: times read the way the operator's language writes them. */
const intlLocales: Record<LanguageSetting, string> = {
  us: 'en-US',
  'zh-cn': 'zh-CN',
  'zh-hant-cn': 'zh-Hant',
  vi: 'vi-VN',
};

/** The Intl locale of the console's current language (en-US for an unknown setting, as for the display). */
export function useOperatorIntlLocale(): string {
  const [locale] = useLocaleState();
  return isLanguageSetting(locale) ? intlLocales[locale] : intlLocales.us;
}

/**
 * A timestamp (ISO-8601 UTC from the API) as date and time in the operator's language and time zone.
 * Records carry UTC; the browser's time zone is the operator's.
 */
export function OperatorTimeField(props: Omit<DateFieldProps, 'locales' | 'showTime'>) {
  const locales = useOperatorIntlLocale();
  return <DateField showTime locales={locales} {...props} />;
}
