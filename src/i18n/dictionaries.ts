import type { Messages, Translations } from '../../openapi/i18n/define';
import { contractAreas, lookupIn, mergeAreas, type Dictionaries } from '../../openapi/i18n/dictionaries';
import { apiLanguages, type ApiLanguage } from '../../openapi/i18n/languages';
import { resourceConfigs } from '../../resources';
import type { AnyResourceConfig } from '../resourceLayer/defineResource';
import { accountSecurityMessages } from './accountSecurity';
import { apiManagementMessages } from './apiManagement';
import { dashboardMessages } from './dashboard';
import { verificationMessages } from './verification';
import { contentMessages } from './content';
import { helpMessages } from './help';
import { errorMessages } from './errors';
import { raMessages } from './ra';
import { resourceMessages } from './resources';
import { shellMessages } from './shell';

/**
 * The console's own areas, each declaring its keys in all four languages; adding an area is one line here.
 * The contract's areas (validation messages, the server's details) come from openapi/i18n.
 */
const consoleAreas: readonly Translations<Messages>[] = [
  raMessages,
  shellMessages,
  errorMessages,
  accountSecurityMessages,
  apiManagementMessages,
  dashboardMessages,
  verificationMessages,
  contentMessages,
  helpMessages,
  resourceMessages,
];

/** A record screen's labels (beside its declaration in resources/) as an area: react-admin's `resources.<name>`. */
function labelsArea(config: AnyResourceConfig): Translations<Messages> {
  const area = Object.fromEntries(apiLanguages.map((language) => [language, { resources: { [config.name]: config.labels[language] } }]));
  return area as unknown as Translations<Messages>;
}

const merged = new WeakMap<readonly AnyResourceConfig[], Dictionaries>();

/**
 * Every word of the console showing these record screens (by default every one declared in resources/),
 * one dictionary per language.
 */
export function consoleDictionaries(configs: readonly AnyResourceConfig[] = resourceConfigs): Dictionaries {
  let dictionaries = merged.get(configs);
  if (!dictionaries) {
    dictionaries = mergeAreas([...contractAreas, ...consoleAreas, ...configs.map(labelsArea)]);
    merged.set(configs, dictionaries);
  }
  return dictionaries;
}

/** Looks a dotted key up in the console's dictionary of one language; undefined when absent. */
export function lookupMessage(language: ApiLanguage, key: string, configs?: readonly AnyResourceConfig[]): string | undefined {
  return lookupIn(consoleDictionaries(configs)[language], key);
}
