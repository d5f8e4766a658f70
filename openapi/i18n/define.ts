import type { ApiLanguage } from './languages';

/** A dictionary subtree: nested objects whose leaves are strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** The same keys as `T`, each leaf any string: every language must translate every key. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type Translations<T extends Messages> = { en: T } & Record<Exclude<ApiLanguage, 'en'>, SameKeys<T>>;

/**
 * Declares one area's messages in all four languages side by side.
 * English is the reference; the compiler refuses a language that misses or adds a key.
 */
export function defineMessages<const T extends Messages>(translations: Translations<T>): Translations<T> {
  return translations;
}
