import type { Messages } from '../../openapi/i18n/define';
import { lookupIn, mergeAreas, type Dictionaries } from '../../openapi/i18n/dictionaries';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import { addedAreas } from './addWords';
import { consoleAreas } from './consoleAreas';

/*
 * Every word of the console in the four languages, as declared (react-admin's "one |||| other" and `%{name}`), for
 * tests that check what a screen or the data layer can read. The console itself never loads this: it fetches one
 * language's words as i18next reads them (src/i18n/loadWords.ts) and adds the rest as it comes (src/i18n/addWords.ts).
 */

/** One dictionary per language: the console's own areas, the contract's, the pages' and the screens' loaded so far. */
export function consoleDictionaries(): Dictionaries {
  return mergeAreas([...consoleAreas, ...addedAreas()]);
}

/** Looks a dotted key up in the console's dictionary of one language; undefined when absent. */
export function lookupMessage(language: ApiLanguage, key: string): string | undefined {
  return lookupIn(consoleDictionaries()[language] as Messages, key);
}
