import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Messages, Translations } from '../../../openapi/i18n/define';
import { contractAreas, mergeAreas } from '../../../openapi/i18n/dictionaries';
import type { ApiLanguage } from '../../../openapi/i18n/languages';
import { errorMessages } from '../../i18n/errors';
import { raMessages } from '../../i18n/ra';
import { resourceMessages } from '../../i18n/resources';
import { shellMessages } from '../../i18n/shell';
import { platformMessages } from './platformWords';
import { proposalMessages } from './proposals';

/**
 * The words that come with the platform console: react-admin's, the shell's, the data layer's errors, what the record
 * screens share, the contract's areas, and the platform's own frame (with what it says of a proposed rule change).
 * None of the merchant console's pages (dashboard, help, content) is among them.
 */
export const platformAreas: readonly Translations<Messages>[] = [...contractAreas, raMessages, shellMessages, errorMessages, resourceMessages, platformMessages, proposalMessages];

/** The platform console's words in one language as i18next reads them, worked out at build time (./words/). */
export function platformWordsOf(language: ApiLanguage): Messages {
  return convertRaTranslationsToI18next(mergeAreas(platformAreas)[language]) as Messages;
}
