import { describe, expect, it } from 'vitest';
import { intlLocaleOf } from '../../../openapi/i18n/languages';
import { dayRange, formatAmount, formatDateTime, formatMoney, formatRate, isNegativeAmount } from '../../../src/resourceLayer/format';

describe('amounts are decimal strings, never numbers', () => {
  it('groups thousands and marks decimals as the operator’s language writes them', () => {
    expect(formatMoney('12430000', 'VND')).toBe('12,430,000 VND');
    expect(formatMoney('12430000', 'VND', { language: 'us' })).toBe('12,430,000 VND');
    expect(formatMoney('12430000', 'VND', { language: 'vi' })).toBe('12.430.000 VND');
    expect(formatMoney('1234567.891234', 'USDT', { language: 'vi' })).toBe('1.234.567,891234 USDT');
    expect(formatMoney('1234567.50', 'CNY', { language: 'zh-cn' })).toBe('1,234,567.50 CNY');
    expect(formatMoney('1234567.50', 'CNY', { language: 'zh-hant-cn' })).toBe('1,234,567.50 CNY');
    expect(formatAmount('999.5', { language: 'vi' })).toBe('999,5');
    expect(formatMoney('7', undefined)).toBe('7');
  });

  it('keeps each coin’s decimals as sent: USDT six, CNY two, VND none', () => {
    expect(formatMoney('1500.000000', 'USDT')).toBe('1,500.000000 USDT');
    expect(formatMoney('1500.50', 'CNY')).toBe('1,500.50 CNY');
    expect(formatMoney('1500', 'VND')).toBe('1,500 VND');
  });

  it('marks an amount going out with the locale’s minus sign', () => {
    expect(formatMoney('-1234.50', 'CNY', { language: 'vi' })).toBe('-1.234,50 CNY');
    expect(formatMoney('-3.2', 'VND')).toBe('-3.2 VND');
    expect(isNegativeAmount('-0.01')).toBe(true);
    expect(isNegativeAmount('-0.00')).toBe(false);
    expect(isNegativeAmount('0')).toBe(false);
    expect(isNegativeAmount('12')).toBe(false);
  });

  it('shows assets with 2 decimals, cut rather than rounded up, beyond what a float can hold', () => {
    expect(formatAmount('10', { decimals: 2 })).toBe('10.00');
    expect(formatAmount('9.999', { decimals: 2 })).toBe('9.99');
    expect(formatAmount('-0.005', { decimals: 2 })).toBe('0.00');
    expect(formatAmount('12345678901234567.899', { decimals: 2 })).toBe('12,345,678,901,234,567.89');
    expect(formatAmount('0.1', { decimals: 2, language: 'vi' })).toBe('0,10');
    // A float would read this as 90071992547409.92.
    expect(formatMoney('90071992547409.919', 'USDT', { decimals: 2 })).toBe('90,071,992,547,409.91 USDT');
  });

  it('leaves anything that is no decimal string as it is', () => {
    expect(formatAmount('n/a', { decimals: 2 })).toBe('n/a');
  });

  it('shows a fee rate as a percentage', () => {
    expect(formatRate('0.015', true)).toBe('1.5%');
    expect(formatRate('25000')).toBe('25000');
  });
});

describe('dates read in the operator’s language and time zone', () => {
  it('maps the stored language setting to a locale', () => {
    expect(intlLocaleOf('us')).toBe('en-US');
    expect(intlLocaleOf('zh-cn')).toBe('zh-CN');
    expect(intlLocaleOf('zh-hant-cn')).toBe('zh-Hant-CN');
    expect(intlLocaleOf('vi')).toBe('vi-VN');
    expect(intlLocaleOf('klingon')).toBe('en-US');
  });

  it('formats an instant per locale', () => {
    const instant = '2025-01-31T08:05:09.000Z';
    expect(formatDateTime(instant, 'us', 'UTC')).toBe('Jan 31, 2025, 8:05:09 AM');
    expect(formatDateTime(instant, 'zh-cn', 'UTC')).toBe('2025年1月31日 08:05:09');
    expect(formatDateTime(instant, 'vi', 'Asia/Ho_Chi_Minh')).toContain('15:05:09');
  });

  it('turns a day range into the list call’s instants: first midnight inclusive, the midnight after the last day exclusive', () => {
    expect(dayRange.startOf('2025-01-31')).toBe(new Date(2025, 0, 31).toISOString());
    expect(dayRange.endOf('2025-01-31')).toBe(new Date(2025, 1, 1).toISOString());
    expect(dayRange.dayOfStart(dayRange.startOf('2025-01-31'))).toBe('2025-01-31');
    expect(dayRange.dayOfEnd(dayRange.endOf('2025-01-31'))).toBe('2025-01-31');
    expect(dayRange.startOf('')).toBeNull();
    expect(dayRange.endOf(null)).toBeNull();
  });
});

describe('amounts cut and rates scaled in the string itself', () => {
  it('cuts towards zero and pads, whatever the length', () => {
    expect(formatAmount('-1.239', { decimals: 2 })).toBe('-1.23');
    expect(formatAmount('5', { decimals: 0 })).toBe('5');
    expect(formatAmount('5.99', { decimals: 0 })).toBe('5');
    expect(formatAmount('-0.9', { decimals: 0 })).toBe('0');
    expect(formatAmount('123456789012345678901234567890.123456789', { decimals: 6 })).toBe('123,456,789,012,345,678,901,234,567,890.123456');
  });

  it('reads a fraction as a percentage without leading or trailing zeros', () => {
    expect(formatRate('0.6667', true)).toBe('66.67%');
    expect(formatRate('1.0000', true)).toBe('100%');
    expect(formatRate('0.5', true)).toBe('50%');
    expect(formatRate('0', true)).toBe('0%');
    expect(formatRate('12', true)).toBe('1200%');
    expect(formatRate('-0.01', true)).toBe('-1%');
    expect(formatRate('0.000001', true)).toBe('0.0001%');
  });
});
