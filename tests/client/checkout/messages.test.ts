import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../openapi/endpoints';
import { checkoutPaths, orderFromEvent, orderIdFromLocation, orderEventsUrl } from '../../../src/checkout/api';
import { checkoutMessages, detectLanguage, translate } from '../../../src/checkout/i18n';
import { splitPayment } from '../../../src/payer/money';
import { formatTimeLeft } from '../../../src/payer/time';
import { makeOrder } from './harness';

describe('the checkout’s words', () => {
  it('say the spec’s messages exactly (sections 5 and 8)', () => {
    const en = (key: string, args?: Record<string, unknown>) => translate('us', key, args);
    expect(en('checkout.timeout.title')).toBe('Sorry, your transaction has failed due to timeout');
    expect(en('checkout.timeout.body', { time: '3/4/2025, 5:06:07 AM' })).toBe(
      'The latest payment time for your order was 3/4/2025, 5:06:07 AM. It has now expired, and the transaction is closed.',
    );
    expect(en('payer.identity.incomplete')).toBe(
      'Verification incomplete (Identity Verification, Link Bank Card, Set Payment Password). Please complete the process.',
    );
    expect(en('checkout.abandon.question')).toBe('Are you sure you want to abandon the payment?');
    expect(en('checkout.openApp.failed')).toBe('Unable to open application');
    expect(en('kassa.validation.slider_required')).toBe('Please slide the bar first');
    expect(en('kassa.validation.username_first')).toBe('Please enter username first');
    expect(en('kassa.validation.phone_first')).toBe('Please fill in phone number first');
    expect(en('kassa.validation.incomplete')).toBe('Information not filled completely');
    expect(en('kassa.validation.email')).toBe('Invalid email format');
    expect(en('kassa.validation.payment_password')).toBe('The payment password must be 6 digits');
  });

  it('exist in all four languages with the same keys (the compiler checks; this checks the built objects too)', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'string' ? 'text' : Object.fromEntries(Object.entries(value as object).map(([key, child]) => [key, shape(child)]));
    for (const language of ['zh_Hans', 'zh_Hant', 'vi'] as const) {
      expect(shape(checkoutMessages[language])).toEqual(shape(checkoutMessages.en));
    }
    expect(translate('zh-cn', 'kassa.validation.slider_required')).toBe('请先完成滑块验证');
    expect(translate('vi', 'checkout.abandon.question')).toBe('Bạn có chắc muốn hủy bỏ thanh toán không?');
    expect(translate('zh-hant-cn', 'checkout.timeout.title')).toBe('抱歉，您的交易因逾時已失敗');
  });

  it('come in the language of ?lang=, else the browser’s first known language, else English', () => {
    expect(detectLanguage('?lang=vi', ['zh-CN'])).toBe('vi');
    expect(detectLanguage('?lang=zh-hant-cn', [])).toBe('zh-hant-cn');
    expect(detectLanguage('?lang=xx', ['fr-FR', 'zh-TW', 'en'])).toBe('zh-hant-cn');
    expect(detectLanguage('', ['zh-Hant-HK'])).toBe('zh-hant-cn');
    expect(detectLanguage('', ['zh-CN'])).toBe('zh-cn');
    expect(detectLanguage('', ['zh'])).toBe('zh-cn');
    expect(detectLanguage('', ['vi-VN'])).toBe('vi');
    expect(detectLanguage('', ['en-GB', 'vi'])).toBe('us');
    expect(detectLanguage('', ['fr', 'de'])).toBe('us');
  });
});

describe('paying from reward points first', () => {
  it('takes reward points before the available balance, or none when the payer leaves them', () => {
    expect(splitPayment('100.00', '30.00', '500.00', true)).toEqual({ fromReward: '30.00', fromAvailable: '70.00', insufficient: false });
    expect(splitPayment('100.00', '30.00', '500.00', false)).toEqual({ fromReward: '0.00', fromAvailable: '100.00', insufficient: false });
    expect(splitPayment('20.00', '30.00', '0.00', true)).toEqual({ fromReward: '20.00', fromAvailable: '0.00', insufficient: false });
    expect(splitPayment('100.00', '30.00', '69.99', true)).toEqual({ fromReward: '30.00', fromAvailable: '70.00', insufficient: true });
    expect(splitPayment('100', '0', '100', true)).toEqual({ fromReward: '0', fromAvailable: '100', insufficient: false });
    expect(splitPayment('10', '2.5', '100', true)).toEqual({ fromReward: '2.5', fromAvailable: '7.5', insufficient: false });
  });
});

describe('the client speaks the contract', () => {
  it('calls the contract’s paths', () => {
    const contractPaths = new Set(Object.values(endpoints).map((endpoint) => endpoint.path));
    for (const path of Object.values(checkoutPaths)) expect(contractPaths).toContain(path);
    expect(endpoints.checkoutOrderEvents.path).toBe(checkoutPaths.events);
    expect(endpoints.checkoutOrderEvents.method).toBe('get');
    const payerPaths = Object.values(endpoints).filter((endpoint) => endpoint.payer).map((endpoint) => endpoint.path);
    expect(payerPaths.sort()).toEqual(
      [checkoutPaths.payer, checkoutPaths.sendCode, checkoutPaths.identitySubmit, checkoutPaths.setPaymentPassword, checkoutPaths.pay, checkoutPaths.passkeyPayOptions].sort(),
    );
  });

  it('reads the order id from /checkout/<order_id>, and an event’s order', () => {
    expect(orderIdFromLocation({ pathname: '/checkout/ord_abc', search: '' })).toBe('ord_abc');
    expect(orderIdFromLocation({ pathname: '/checkout/ord_abc/', search: '?lang=vi' })).toBe('ord_abc');
    expect(orderIdFromLocation({ pathname: '/checkout.html', search: '?order_id=ord_x' })).toBe('ord_x');
    expect(orderIdFromLocation({ pathname: '/checkout', search: '' })).toBeNull();
    expect(orderEventsUrl('ord_a b')).toBe('/v1/checkout/order/events?order_id=ord_a%20b');
    const order = makeOrder({ status: 'scanned' });
    expect(orderFromEvent(JSON.stringify(order))).toEqual(order);
    expect(orderFromEvent(JSON.stringify({ code: 200, data: order }))).toEqual(order);
    expect(orderFromEvent('ping')).toBeNull();
  });

  it('formats the time left', () => {
    expect(formatTimeLeft(65_000)).toBe('01:05');
    expect(formatTimeLeft(64_001)).toBe('01:05');
    expect(formatTimeLeft(0)).toBe('00:00');
    expect(formatTimeLeft(3_849_000)).toBe('1:04:09');
  });
});

describe('the checkout entry', () => {
  it('imports neither react-admin (ra-*) nor the console’s layers (src/resourceLayer, src/shell)', () => {
    const root = join(import.meta.dirname, '../../../src/checkout');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx)$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const imports = [...readFileSync(join(root, file), 'utf8').matchAll(/from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] ?? match[2]!);
      for (const source of imports) {
        expect(source, `${file} imports ${source}`).not.toMatch(/^(react-admin|ra-[\w-]+)$|resourceLayer|\/shell\/|@mui\/icons-material/);
      }
    }
  });
});
