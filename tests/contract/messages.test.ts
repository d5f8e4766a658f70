import { describe, expect, it } from 'vitest';
import type { Messages } from '../../openapi/i18n/define';
import { lookupContractMessage } from '../../openapi/i18n/dictionaries';
import { apiLanguages } from '../../openapi/i18n/languages';
import { validationMessages } from '../../openapi/i18n/validation';

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [nested, text] of leaves(value, path)) found.set(nested, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = leaves(validationMessages.en);

describe('validation messages', () => {
  it('live under kassa.validation', () => {
    for (const key of english.keys()) expect(key.startsWith('kassa.validation.')).toBe(true);
  });

  it.each(apiLanguages)('%s has exactly the English keys, each translated with the same placeholders', (language) => {
    const translated = leaves(validationMessages[language] as Messages);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      if (language !== 'en') expect(text, `${language} ${key} is still English`).not.toBe(english.get(key));
    }
  });

  it('use the %{name} placeholder style only', () => {
    for (const language of apiLanguages) {
      for (const [key, text] of leaves(validationMessages[language] as Messages)) {
        expect(/\{(?!\w+\})|(?<!%)\{\w+\}/.test(text), `${language} ${key}`).toBe(false);
      }
    }
  });

  it('are in the dictionaries the console and the server read', () => {
    for (const language of apiLanguages) {
      for (const [key, text] of leaves(validationMessages[language] as Messages)) {
        expect(lookupContractMessage(language, key), `${language} ${key}`).toBe(text);
      }
    }
  });

  it("carry the spec's English wording where the spec gives one", () => {
    const spec: Record<string, string> = {
      ip_format: 'IP format is incorrect',
      verification_code_empty: 'Verification code cannot be empty',
      passwords_mismatch: 'Passwords do not match',
      min_amount: 'Minimum withdrawal request amount %{value}',
      email: 'Invalid email format',
      market_not_enabled: 'The user has not enabled this market. Please choose again.',
      slider_required: 'Please slide the bar first',
      username_first: 'Please enter username first',
      phone_first: 'Please fill in phone number first',
      incomplete: 'Information not filled completely',
    };
    for (const [name, text] of Object.entries(spec)) expect(lookupContractMessage('en', `kassa.validation.${name}`)).toBe(text);
  });
});
