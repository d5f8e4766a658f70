import { render, screen, waitFor } from '@testing-library/react';
import { testDataProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { kassaConsole } from '../../../consoles/console';
import { menuPages, type MenuItem } from '../../../src/shell/menu';
import { decideNavigation } from '../../../src/shell/routeGuard';

const signedIn: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'M1001', fullName: 'Demo merchant' }),
  getPermissions: async () => 'merchant',
};

async function renderConsoleAt(path: string) {
  window.history.pushState({}, '', path);
  const i18nProvider = await createI18nProvider('us');
  return render(<App console={kassaConsole} dataProvider={testDataProvider()} authProvider={signedIn} i18nProvider={i18nProvider} />);
}

describe('routing guard decision (spec section 2)', () => {
  it.each(['/', '/Home', '/Login', '/Restricted'])('lets %s through without registering the menu', (path) => {
    expect(decideNavigation(path, false)).toBe('proceed');
  });

  it.each(['/payment/PaymentMethod', '/white/WhiteList', '/anything/else'])(
    'registers the menu routes and repeats the navigation to %s when none are registered',
    (path) => {
      expect(decideNavigation(path, false)).toBe('register-and-repeat');
    },
  );

  it('lets every path through once the menu routes are registered', () => {
    expect(decideNavigation('/payment/PaymentMethod', true)).toBe('proceed');
  });
});

const page = (id: number, name: string, lang: string, path: string, icon: string): MenuItem => ({
  id,
  name,
  meta: { icon },
  path,
  menu_type: 'menu',
  lang: `kassa.menu.${lang}`,
  children: [],
});

/** The menu of spec section 2 as the console stores it (`menus`), written out in full. */
const specMenu: MenuItem[] = [
  page(1, '数据面板', 'dashboard', '/payment/InstrumentPanel', 'dashboard'),
  page(2, '支付方式管理', 'paymentMethods', '/payment/PaymentMethod', 'payment'),
  page(3, '转账收款管理', 'transfers', '/transfer/AccountsManage', 'swap'),
  page(4, '用户充值记录', 'rechargeRecords', '/recharge/RechargeRecord', 'recharge'),
  page(5, '用户账户调整', 'accountAdjustment', '/adjustment/AccountAdjustment', 'adjust'),
  page(6, '用户提现记录', 'withdrawalRecords', '/user/WithdrawalRecord', 'withdrawal'),
  page(7, '我的资产', 'assets', '/assets/Assets', 'wallet'),
  page(8, '资金流水', 'fundFlow', '/Property/RunningWater', 'flow'),
  page(9, 'USDT充值管理', 'usdtRecharge', '/ustd-recharge/index', 'usdtIn'),
  page(10, 'USDT提现管理', 'usdtWithdrawal', '/ustd-withdraw/index', 'usdtOut'),
  page(11, '法币提现管理', 'fiatWithdrawal', '/coin-withdraw/index', 'fiat'),
  {
    id: 12,
    name: '系统管理',
    meta: { icon: 'settings' },
    path: '/system',
    menu_type: 'directory',
    lang: 'kassa.menu.system',
    children: [
      page(13, '登录记录', 'loginRecords', '/records/EntryRecord', 'history'),
      page(14, '白名单', 'whitelist', '/white/WhiteList', 'shield'),
      page(15, '账户与安全', 'accountSecurity', '/system/AccountSecurity', 'security'),
      page(16, 'API管理', 'apiManagement', '/api/ManagementIndex', 'key'),
      page(17, '提现免审额度管理', 'reviewFreeLimit', '/withdraw/ImmunityTrial', 'limit'),
    ],
  },
];

describe('the fixed menu, composed from the declarations', () => {
  it('is the menu of the spec, item for item', () => {
    expect(kassaConsole.menu).toEqual(specMenu);
  });

  it('has the 16 pages of the spec at their paths, 5 of them in System management', () => {
    const fixedMenu = kassaConsole.menu;
    expect(menuPages(fixedMenu).map((item) => item.path)).toEqual([
      '/payment/InstrumentPanel',
      '/payment/PaymentMethod',
      '/transfer/AccountsManage',
      '/recharge/RechargeRecord',
      '/adjustment/AccountAdjustment',
      '/user/WithdrawalRecord',
      '/assets/Assets',
      '/Property/RunningWater',
      '/ustd-recharge/index',
      '/ustd-withdraw/index',
      '/coin-withdraw/index',
      '/records/EntryRecord',
      '/white/WhiteList',
      '/system/AccountSecurity',
      '/api/ManagementIndex',
      '/withdraw/ImmunityTrial',
    ]);
    const system = fixedMenu.find((item) => item.menu_type === 'directory');
    expect(system?.lang).toBe('kassa.menu.system');
    expect(system?.children).toHaveLength(5);
  });
});

// The first test renders the whole console for the first time in this file: as the other console tests, 20 s.
describe('the guard in the running console', () => {
  it('on first navigation to a menu page registers the menu, stores it as `menus` and shows the page', async () => {
    expect(localStorage.getItem('menus')).toBeNull();
    await renderConsoleAt('/white/WhiteList');
    await waitFor(() => expect(screen.getAllByText('Whitelist').length).toBeGreaterThan(0));
    expect(window.location.pathname).toBe('/white/WhiteList');
    expect(JSON.parse(localStorage.getItem('menus') ?? '[]')).toEqual(specMenu);
    expect(screen.queryByText('Page not found')).toBeNull();
    // The menu shows every entry, System management as a group.
    expect(screen.getByText('System management')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Fund flow/ })).toBeInTheDocument();
  });

  it('shows the not-found page for a path outside the menu, after registering the menu', async () => {
    await renderConsoleAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found', level: 1 });
    expect(screen.getByText(/\/no\/such\/page/)).toBeInTheDocument();
    expect(localStorage.getItem('menus')).not.toBeNull();
  });

  it('sends / to the dashboard', async () => {
    await renderConsoleAt('/');
    await waitFor(() => expect(window.location.pathname).toBe('/payment/InstrumentPanel'));
  });
});
