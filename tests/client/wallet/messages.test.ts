import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../openapi/endpoints';
import { walletPaths } from '../../../src/wallet/api';
import { translate, walletMessages } from '../../../src/wallet/i18n';
import { safeReturnPath } from '../../../src/wallet/router';
import { pageOfCode } from '../../../src/wallet/screens/Scan';

describe('the wallet’s words', () => {
  it('exist in all four languages with the same keys (the compiler checks; this checks the built objects too)', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'string' ? 'text' : Object.fromEntries(Object.entries(value as object).map(([key, child]) => [key, shape(child)]));
    for (const language of ['zh_Hans', 'zh_Hant', 'vi'] as const) expect(shape(walletMessages[language])).toEqual(shape(walletMessages.en));
    expect(translate('zh-cn', 'wallet.nav.scan')).toBe('扫一扫');
    expect(translate('zh-hant-cn', 'payer.identity.incomplete')).toBe('認證未完成（身分認證、綁定銀行卡、設定支付密碼），請完成認證流程。');
    expect(translate('vi', 'kassa.validation.slider_required')).not.toBe('Please slide the bar first');
  });
});

describe('the client speaks the contract', () => {
  it('calls the contract’s paths, and sends the wallet session on every wallet call but signing up and in', () => {
    const byPath = new Map(Object.values(endpoints).map((endpoint) => [endpoint.path, endpoint]));
    for (const path of Object.values(walletPaths)) expect(byPath.has(path), path).toBe(true);
    const walletCalls = Object.values(endpoints).filter((endpoint) => endpoint.path.startsWith('/v1/wallet/')).map((endpoint) => endpoint.path);
    expect(Object.values(walletPaths).filter((path) => path.startsWith('/v1/wallet/')).sort()).toEqual(walletCalls.sort());
  });

  it('reads a scanned code as the server does: an order or a merchant, else none', () => {
    const order = 'ord_0123456789abcdef01234567';
    for (const code of [order, `kassawallet://pay?order=${order}`, `https://pay.example/wallet/pay?order=${order}`, `https://pay.example/checkout/${order}`]) {
      expect(pageOfCode(code), code).toBe(`/wallet/pay?order=${order}`);
    }
    for (const code of ['100001', 'kassa://pay?merchant_id=100001', 'https://pay.example/wallet/pay?merchant=100001']) {
      expect(pageOfCode(code), code).toBe('/wallet/pay?merchant=100001');
    }
    expect(pageOfCode('https://pay.example/shop')).toBeNull();
    expect(pageOfCode('ord_short')).toBeNull();
  });

  it('comes back after signing in only to a page of the wallet', () => {
    expect(safeReturnPath('/wallet/pay?order=ord_1')).toBe('/wallet/pay?order=ord_1');
    expect(safeReturnPath('https://evil.example/wallet/')).toBe('/wallet/');
    expect(safeReturnPath('//evil.example/wallet/')).toBe('/wallet/');
    expect(safeReturnPath('/checkout/ord_1')).toBe('/wallet/');
    expect(safeReturnPath(null)).toBe('/wallet/');
  });
});

describe('the wallet entry', () => {
  it('imports neither react-admin (ra-*), MUI nor the console’s layers', () => {
    const root = join(import.meta.dirname, '../../../src/wallet');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx)$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const imports = [...readFileSync(join(root, file), 'utf8').matchAll(/from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] ?? match[2]!);
      for (const source of imports) expect(source, `${file} imports ${source}`).not.toMatch(/^(react-admin|ra-[\w-]+)$|^@mui\/|resourceLayer|\/shell\/|\.\.\/checkout\//);
    }
  });
});
