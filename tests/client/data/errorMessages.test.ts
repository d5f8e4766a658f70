import { describe, expect, it } from 'vitest';
import { errorKeys } from '../../../src/i18n/errors';
import { lookupMessage } from '../../../src/i18n/dictionaries';
import { apiLanguages } from '../../../openapi/i18n/languages';

describe('data layer messages', () => {
  it.each([
    ['en', 'System function under maintenance, please try again later'],
    ['zh_Hans', '系统功能维护中，请稍后再试'],
    ['zh_Hant', '系統功能維護中，請稍後再試'],
    ['vi', 'Chức năng hệ thống đang được bảo trì, vui lòng thử lại sau'],
  ] as const)('has the maintenance message of spec section 8 in %s', (language, text) => {
    expect(lookupMessage(language, errorKeys.maintenance)).toBe(text);
  });

  it.each(apiLanguages)('translates every key in %s, never leaving English behind', (language) => {
    for (const key of Object.values(errorKeys)) {
      const text = lookupMessage(language, key);
      expect(text, key).toBeTruthy();
      if (language !== 'en') expect(text, key).not.toBe(lookupMessage('en', key));
    }
  });
});
