import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Messages, Translations } from '../../openapi/i18n/define';
import { apiLanguages, type ApiLanguage } from '../../openapi/i18n/languages';
import { addTranslations } from './i18nProvider';

/*
 * Words that come with the code that shows them, not with the console: a page's areas (account and security, API
 * management, verification, the help center's attachments) and each record screen's labels. Imported only by that
 * code, so the conversion to i18next's form (and lodash's clone it uses) is no part of the console's first load.
 */

const pageAreas = new Set<Translations<Messages>>();
const screenWords = new Map<string, Translations<Messages>>();

function i18nextArea(area: Translations<Messages>): Record<ApiLanguage, Messages> {
  return Object.fromEntries(apiLanguages.map((language) => [language, convertRaTranslationsToI18next(area[language] as Messages)])) as Record<ApiLanguage, Messages>;
}

/** Adds an area of words with the page that reads it (src/pages/<page>/index.ts); adding it again changes nothing. */
export function addWords(area: Translations<Messages>): void {
  if (pageAreas.has(area)) return;
  pageAreas.add(area);
  addTranslations(area, i18nextArea(area));
}

/** What a record screen's declaration (src/resourceLayer/defineResource.ts) gives of its words: its name and labels. */
export interface ScreenWords {
  name: string;
  labels: Readonly<Record<ApiLanguage, unknown>>;
}

/** A record screen's labels (beside its declaration in resources/) as an area: react-admin's `resources.<name>`. */
function labelsArea(config: ScreenWords): Translations<Messages> {
  const area = Object.fromEntries(apiLanguages.map((language) => [language, { resources: { [config.name]: config.labels[language] } }]));
  return area as unknown as Translations<Messages>;
}

/**
 * Adds a record screen's words (its `labels`) to the console's translators. `defineResource` calls it, so a screen's
 * words are there once its declaration has loaded: with the first record screen opened, or with the bespoke page that
 * shows it. A later declaration of the same name overwrites the words of the earlier.
 */
export function addScreenWords(config: ScreenWords): void {
  const area = labelsArea(config);
  screenWords.set(config.name, area);
  addTranslations(`resources.${config.name}`, i18nextArea(area));
}

/** The areas added so far, as declared (for src/i18n/dictionaries.ts). */
export function addedAreas(): Translations<Messages>[] {
  return [...pageAreas, ...screenWords.values()];
}
