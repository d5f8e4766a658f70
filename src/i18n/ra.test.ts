import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../../openapi/i18n/define';
import { raMessages } from './ra';

const english = englishMessages as unknown as Messages;

/** Leaf key paths (dotted) mapped to their strings. */
function leaves(node: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [subPath, text] of leaves(value, path)) out.set(subPath, text);
  }
  return out;
}

const placeholders = (text: string): string[] => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();
const pluralParts = (text: string): string[] => text.split('||||');

/** Leaves where keeping the English text is correct: pure placeholders or a blank. */
const sameAsEnglish = new Set(['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show']);

const englishLeaves = leaves(english);

describe.each(['zh_Hans', 'zh_Hant', 'vi'] as const)('react-admin messages in %s', (language) => {
  const translated = leaves(raMessages[language] as Messages);

  it('has exactly the English key paths', () => {
    expect([...translated.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
  });

  it('keeps the plural parts and, in each part, every English placeholder', () => {
    for (const [path, source] of englishLeaves) {
      const target = translated.get(path) ?? '';
      const sourceParts = pluralParts(source);
      const targetParts = pluralParts(target);
      expect(targetParts.length, `${path} plural parts`).toBe(sourceParts.length);
      sourceParts.forEach((part, index) => {
        expect(placeholders(targetParts[index] ?? ''), `${path} part ${index} placeholders`).toEqual(
          placeholders(part),
        );
      });
      if (sourceParts.length > 1) expect(target, `${path} plural separator`).toContain(' |||| ');
    }
  });

  it('translates every leaf but the allow-listed ones', () => {
    const untranslated = [...englishLeaves]
      .filter(([path, source]) => translated.get(path) === source)
      .map(([path]) => path);
    expect(untranslated.sort()).toEqual([...sameAsEnglish].sort());
  });

  it('has no empty leaves', () => {
    for (const [path, text] of translated) {
      if (!sameAsEnglish.has(path)) expect(text.trim(), path).not.toBe('');
    }
  });
});
