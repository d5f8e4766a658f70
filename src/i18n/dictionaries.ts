import type { ApiLanguage } from './languages';
import { apiLanguages } from './languages';
import type { Messages, Translations } from './define';
import { raMessages } from './ra';
import { shellMessages } from './shell';
import { validationMessages } from './validation';
import { serverMessages } from './serverMessages';
import { errorMessages } from './errors';
import { resourceMessages } from './resources';
import { accountSecurityMessages } from './accountSecurity';

/**
 * Every area's messages. Each area file declares its keys in all four languages;
 * adding an area is one line here. The server reads the same dictionaries for error details.
 */
const areas: Translations<Messages>[] = [
  raMessages,
  shellMessages,
  serverMessages,
  errorMessages,
  validationMessages,
  accountSecurityMessages,
  resourceMessages,
];

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') deepMerge(existing, value);
    else target[key] = typeof value === 'object' ? deepMerge({}, value) : value;
  }
  return target;
}

export const dictionaries: Record<ApiLanguage, Messages> = Object.fromEntries(
  apiLanguages.map((language) => [
    language,
    areas.reduce<Messages>((merged, area) => deepMerge(merged, area[language] as Messages), {}),
  ]),
) as Record<ApiLanguage, Messages>;

/** Looks a dotted key up in one language's dictionary; undefined when absent. */
export function lookupMessage(language: ApiLanguage, key: string): string | undefined {
  let node: string | Messages | undefined = dictionaries[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
