import { checkoutMessages } from './checkoutMessages';
import { consolePagesMessages } from './consolePagesMessages';
import { fundFlowMessages } from './fundFlowMessages';
import type { Messages, Translations } from './define';
import { apiLanguages, type ApiLanguage } from './languages';
import { merchantApiMessages } from './merchantApiMessages';
import { passkeyMessages } from './passkeyMessages';
import { platformMerchantMessages } from './platformMerchantMessages';
import { platformReviewMessages } from './platformReviewMessages';
import { platformSettingMessages } from './platformSettingMessages';
import { platformStaffMessages } from './platformStaffMessages';
import { ruleChangeMessages } from './ruleChangeMessages';
import { serverMessages } from './serverMessages';
import { validationMessages } from './validation';
import { walletMessages } from './walletMessages';

/** One language's dictionary for each language. */
export type Dictionaries = Record<ApiLanguage, Messages>;

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') deepMerge(existing, value);
    else target[key] = typeof value === 'object' ? deepMerge({}, value) : value;
  }
  return target;
}

/** Merges areas (each declared in all four languages) into one dictionary per language. */
export function mergeAreas(areas: readonly Translations<Messages>[]): Dictionaries {
  return Object.fromEntries(
    apiLanguages.map((language) => [language, areas.reduce<Messages>((merged, area) => deepMerge(merged, area[language] as Messages), {})]),
  ) as Dictionaries;
}

/** What both sides of the contract speak: the validation messages of spec section 5 and the server's details. */
export const contractAreas: readonly Translations<Messages>[] = [validationMessages, serverMessages, merchantApiMessages, checkoutMessages, walletMessages, platformStaffMessages, platformReviewMessages, platformMerchantMessages, platformSettingMessages, consolePagesMessages, fundFlowMessages, passkeyMessages, ruleChangeMessages];

/** The contract's own dictionaries: what the server translates its details from. */
export const contractDictionaries: Dictionaries = mergeAreas(contractAreas);

/** Looks a dotted key up in one dictionary; undefined when absent. */
export function lookupIn(dictionary: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A contract message in one language; undefined when absent. */
export function lookupContractMessage(language: ApiLanguage, key: string): string | undefined {
  return lookupIn(contractDictionaries[language], key);
}
