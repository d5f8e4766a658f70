import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { intlLocaleOf } from '../../i18n/languages';

/** The Intl locale of the console's current language: times read the way the operator's language writes them. */
export function useOperatorIntlLocale(): string {
  const [locale] = useLocaleState();
  return intlLocaleOf(locale);
}

/**
 * A timestamp (ISO-8601 UTC from the API) as date and time in the operator's language and time zone.
 * Records carry UTC; the browser's time zone is the operator's.
 */
export function OperatorTimeField(props: Omit<DateFieldProps, 'locales' | 'showTime'>) {
  const locales = useOperatorIntlLocale();
  return <DateField showTime locales={locales} {...props} />;
}
