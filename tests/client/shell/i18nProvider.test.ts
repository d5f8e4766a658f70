import { describe, expect, it } from 'vitest';
import { defineMessages } from '../../../openapi/i18n/define';
// The menu's titles come with the console's composition (consoles/console.ts).
import '../../../consoles/console';
import { addWords } from '../../../src/i18n/addWords';
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

  it('does not write the setting for a locale that is none of the four', async () => {
    const i18n = await createI18nProvider('vi');
    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('vi');
    expect(localStorage.getItem('language')).toBeNull();
  });
});

describe('translating with i18next over the dictionaries as written', () => {
  it('fills `%{name}` placeholders', async () => {
    const i18n = await createI18nProvider('us');
    expect(i18n.translate('ra.page.create', { name: 'Transfer' })).toBe('Create Transfer');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 of 42');
  });

  it.each([
    ['us', 'Element updated', '5 elements updated'],
    ['zh-cn', '记录已更新', '已更新 5 条记录'],
    ['zh-hant-cn', '資料已更新', '已更新 5 筆資料'],
    ['vi', 'Đã cập nhật bản ghi', 'Đã cập nhật 5 bản ghi'],
  ] as const)('takes the first of "one |||| other" for exactly one, in %s too, and the other for any other count', async (setting, one, five) => {
    const i18n = await createI18nProvider(setting);
    expect(i18n.translate('ra.notification.updated', { smart_count: 1 })).toBe(one);
    expect(i18n.translate('ra.notification.updated', { smart_count: 5 })).toBe(five);
    // Without a count, the first form.
    expect(i18n.translate('ra.notification.updated')).toBe(one);
  });

  it('falls back to react-admin’s default text, then to the key; a server’s text reads as written', async () => {
    const i18n = await createI18nProvider('zh-cn');
    expect(i18n.translate('kassa.missing', { _: 'Default text' })).toBe('Default text');
    expect(i18n.translate('kassa.missing')).toBe('kassa.missing');
    expect(i18n.translate('Amount must be 0.5 or more: see the limits.')).toBe('Amount must be 0.5 or more: see the limits.');
  });

  it('fetches another language when switched to, with the words pages added before', async () => {
    const area = defineMessages({
      en: { kassa: { testArea: { hello: 'Hello %{name}', items: '1 item |||| %{smart_count} items' } } },
      zh_Hans: { kassa: { testArea: { hello: '你好 %{name}', items: '1 项 |||| %{smart_count} 项' } } },
      zh_Hant: { kassa: { testArea: { hello: '你好 %{name}', items: '1 項 |||| %{smart_count} 項' } } },
      vi: { kassa: { testArea: { hello: 'Xin chào %{name}', items: '1 mục |||| %{smart_count} mục' } } },
    });
    const i18n = await createI18nProvider('us');
    addWords(area);
    expect(i18n.translate('kassa.testArea.hello', { name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.translate('kassa.testArea.items', { smart_count: 3 })).toBe('3 items');
    await i18n.changeLocale('vi');
    expect(i18n.getLocale()).toBe('vi');
    expect(i18n.translate('kassa.testArea.hello', { name: 'Ann' })).toBe('Xin chào Ann');
    expect(i18n.translate('kassa.testArea.items', { smart_count: 1 })).toBe('1 mục');
    expect(i18n.translate('ra.action.save')).toBe('Lưu');
    // A translator made later has them too.
    expect((await createI18nProvider('zh-cn')).translate('kassa.testArea.hello', { name: 'Ann' })).toBe('你好 Ann');
  });
});
