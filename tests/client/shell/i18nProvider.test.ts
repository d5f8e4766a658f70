import { describe, expect, it } from 'vitest';
import { createI18nProvider, storedLanguage } from '../../../src/i18n/i18nProvider';

describe('interface language (spec sections 1 and 9)', () => {
  it('defaults to English (en-US) when no language is stored', async () => {
    expect(storedLanguage()).toBe('us');
    const i18n = await createI18nProvider();
    expect(i18n.translate('kassa.login.submit')).toBe('Sign in');
    expect(i18n.translate('ra.action.save')).toBe('Save');
  });

  it.each([
    ['us', 'Sign in', 'Save', 'Fund flow'],
    ['zh-cn', '登录', '保存', '资金流水'],
    ['zh-hant-cn', '登入', '儲存', '資金流水'],
    ['vi', 'Đăng nhập', 'Lưu', 'Dòng tiền'],
  ])('shows the %s dictionary for the stored setting', async (setting, signIn, save, fundFlow) => {
    localStorage.setItem('language', setting);
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe(setting);
    expect(i18n.translate('kassa.login.submit')).toBe(signIn);
    expect(i18n.translate('ra.action.save')).toBe(save);
    expect(i18n.translate('kassa.menu.fundFlow')).toBe(fundFlow);
  });

  it('writes the stored `language` setting when the locale changes', async () => {
    const i18n = await createI18nProvider('us');
    await i18n.changeLocale('zh-hant-cn');
    expect(localStorage.getItem('language')).toBe('zh-hant-cn');
    expect(i18n.translate('kassa.menu.fundFlow')).toBe('資金流水');
  });

  it('treats an unknown stored value as the default language', () => {
    localStorage.setItem('language', 'fr');
    expect(storedLanguage()).toBe('us');
  });
});
