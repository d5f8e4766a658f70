import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Messages, Translations } from '../../openapi/i18n/define';
import { contractAreas, mergeAreas } from '../../openapi/i18n/dictionaries';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import { contentMessages } from './content';
import { dashboardMessages } from './dashboard';
import { errorMessages } from './errors';
import { helpMessages } from './help';
import { raMessages } from './ra';
import { resourceMessages } from './resources';
import { shellMessages } from './shell';

/**
 * The words that come with the console, each area declaring its keys in all four languages; adding an area is one
 * line here. react-admin's words, the shell, the data layer's errors, the dashboard, the content links, help and
 * announcements (the app bar's bell), what the record screens share, and the contract's areas (validation messages,
 * the server's details, from openapi/i18n). An area that only a page fetched when opened reads (account and
 * security, API management, verification) is added by that page's entry instead (`addWords` in ./addWords.ts), and a
 * record screen's labels by its declaration.
 */
export const consoleAreas: readonly Translations<Messages>[] = [
  ...contractAreas,
  raMessages,
  shellMessages,
  errorMessages,
  dashboardMessages,
  contentMessages,
  helpMessages,
  resourceMessages,
];

/**
 * The console's words in one language as i18next reads them (`convertRaTranslationsToI18next`: `{{name}}`
 * placeholders, a count's forms "one |||| other" as `key_one` and `key_other`). Worked out at build time, one module
 * per language (./words/<language>.atBuild.ts), so the browser fetches only the language it shows.
 */
export function i18nextWordsOf(language: ApiLanguage): Messages {
  return convertRaTranslationsToI18next(mergeAreas(consoleAreas)[language]) as Messages;
}
