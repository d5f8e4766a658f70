import type { Messages, Translations } from '../../openapi/i18n/define';
import type { Dictionaries } from '../../openapi/i18n/dictionaries';
import { interpolate } from '../../openapi/i18n/interpolate';
import { apiLanguageOf, apiLanguages, type LanguageSetting } from '../../openapi/i18n/languages';
import { contentMessages } from '../i18n/content';
import { shellMessages } from '../i18n/shell';

/**
 * The words the signed-out login page shows before anyone touches it, in the four languages: its labels (the
 * console's shell area) and the content pages' links. The same areas the console merges, so a key reads the same
 * on both. What a sign-in can answer (validation messages, errors) comes with the sign-in code (signIn.ts).
 */
export const pageDictionaries: Dictionaries = pageDictionariesOf([shellMessages, contentMessages]);

/**
 * The dictionaries of a signed-out page's areas. openapi/i18n/dictionaries.ts (mergeAreas, lookupIn) also builds every
 * contract dictionary when loaded: not here.
 */
export function pageDictionariesOf(areas: readonly Translations<Messages>[]): Dictionaries {
  return Object.fromEntries(apiLanguages.map((language) => [language, areas.reduce<Messages>((merged, area) => merge(merged, area[language] as Messages), {})])) as Dictionaries;
}

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'object' ? merge(typeof existing === 'object' ? existing : {}, value) : value;
  }
  return target;
}

function lookup(dictionary: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = dictionary;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/** Translates a key in `language`, English when that language lacks it; a raw text (a server detail) comes back as is. */
export function translatorOf(dictionaries: Dictionaries, language: LanguageSetting): Translate {
  const dictionary = dictionaries[apiLanguageOf(language)];
  return (key, args) => interpolate(lookup(dictionary, key) ?? lookup(dictionaries.en, key) ?? key, args);
}
