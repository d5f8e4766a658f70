import { render, screen, waitFor } from '@testing-library/react';
import { testDataProvider, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { fixedMenu, menuPages } from '../../../src/shell/menu';
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
  return render(<App dataProvider={testDataProvider()} authProvider={signedIn} i18nProvider={i18nProvider} />);
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

describe('the fixed menu', () => {
  it('has the 16 pages of the spec at their paths, 5 of them in System management', () => {
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
    expect(JSON.parse(localStorage.getItem('menus') ?? '[]')).toEqual(fixedMenu);
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
