import { render } from '@testing-library/react';
import { Admin, memoryStore, Resource, TestMemoryRouter } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { resourceConfigs } from '../../../resources';
import { App } from '../../../src/App';
import { dataProvider, kassaConsole } from '../../../consoles/console';
import type { components } from '../../../src/data/api-types';
import { createDataProvider } from '../../../src/data/dataProvider';
import { httpClient } from '../../../src/data/httpClient';
import { screenEndpointsOf } from '../../../src/resourceLayer/declaredScreens';
import { storage, StorageKey } from '../../../src/data/storage';
import { addScreenWords } from '../../../src/i18n/addWords';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import type { LanguageSetting } from '../../../openapi/i18n/languages';
import type { AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { resourceViews } from '../../../src/resourceLayer/resourceViews';
import { ToastNotification } from '../../../src/shell/ToastNotification';
import { afterEach } from 'vitest';
import { ok, stubEndpoint } from '../msw';
import type { RecordedCall, RequestBody } from '../msw';

export type Schemas = components['schemas'];

// The whole console renders in jsdom: screens take longer to appear than a unit's output.

/** A merchant who is signed in; these tests are about the record screens, not the session. */
export const signedIn: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: '1001', fullName: 'Demo Shop' }),
  getPermissions: async () => 'merchant',
};

/**
 * The whole console at `path` (menu, routing guard, the record screens of resources/ through menuRoutes),
 * with the real data provider and HTTP client; msw answers the calls.
 */
export async function renderConsoleAt(path: string, language: LanguageSetting = 'us') {
  storage.set(StorageKey.token, 'token-of-the-test');
  window.history.pushState({}, '', path);
  const i18nProvider = await createI18nProvider(language);
  return render(<App console={kassaConsole} dataProvider={dataProvider} authProvider={signedIn} i18nProvider={i18nProvider} />);
}

/**
 * Only the given configs, each turned into a <Resource> by the generic layer, in a bare react-admin app at `path`.
 * A config that is not in resources/ gets its calls from its own `api` and its words from its own `labels`,
 * as resources/index.ts would give them.
 */
export async function renderResources(configs: AnyResourceConfig[], path: string, language: LanguageSetting = 'us') {
  storage.set(StorageKey.token, 'token-of-the-test');
  const endpoints = { ...kassaConsole.endpoints, ...Object.fromEntries(configs.map((config) => [config.name, screenEndpointsOf(config)])) };
  const provider = createDataProvider(httpClient, endpoints);
  // The words come from the declarations too: those of resources/ (added as they loaded) and the given ones.
  for (const config of [...resourceConfigs.filter((declared) => !configs.some((config) => config.name === declared.name)), ...configs]) addScreenWords(config);
  const i18nProvider = await createI18nProvider(language);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={provider}
        authProvider={signedIn}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        notification={ToastNotification}
        disableTelemetry
      >
        {configs.map((config) => {
          const { name, ...views } = resourceViews(config);
          return <Resource key={name} name={name} {...views} />;
        })}
      </Admin>
    </TestMemoryRouter>,
  );
}

export const withdrawalQuery = '/v1/merchant/withdrawal_record/query';

export function withdrawal(order_id: string, overrides: Partial<Schemas['WithdrawalListRow']> = {}): Schemas['WithdrawalListRow'] {
  return {
    order_id,
    serial_number: `S-${order_id}`,
    order_type: 'withdrawal',
    payment_id: 'U100',
    nick: 'Alice',
    coin_name: 'USDT',
    amount: '120.50',
    handling_fee: '1.20',
    settlement_amount: '119.30',
    order_status: 'pending',
    audit: null,
    remark: null,
    source: 'wallet',
    merchant_payout_no: null,
    note: null,
    create_time: '2025-01-31T08:00:00.000Z',
    update_time: '2025-01-31T08:00:00.000Z',
    needs_code: false,
    ...overrides,
  };
}

/**
 * Answers the user withdrawal list: the menu badge's count (status pending, one row) from `pendingCount()`,
 * every other read from `rows()`. Returns the recorded calls.
 */
export function stubWithdrawals(
  rows: () => Schemas['WithdrawalListRow'][],
  pendingCount: () => number = () => rows().filter((row) => row.order_status === 'pending').length,
): RecordedCall<RequestBody<typeof withdrawalQuery>>[] {
  return stubEndpoint(withdrawalQuery, (call) => {
    if (call.body.status === 'pending' && call.body.page_size === 1) {
      return ok({ list: rows().filter((row) => row.order_status === 'pending').slice(0, 1), total: pendingCount() });
    }
    const list = rows().filter((row) => !call.body.status || row.order_status === call.body.status);
    return ok({ list, total: list.length });
  });
}

/** Calls of the list itself, without the menu badge's counts. */
export function listReads<B extends { page_size?: number; status?: string }>(calls: RecordedCall<B>[]): RecordedCall<B>[] {
  return calls.filter((call) => !(call.body.page_size === 1 && call.body.status === 'pending'));
}

export const coins: Schemas['Coin'][] = [
  {
    coin_name: 'USDT',
    coin_type: 'crypto',
    decimals: 2,
    recharge_fee_rate: '0.01',
    withdrawal_fee_rate: '0.01',
    transfer_fee_rate: '0.005',
    internal_transfer_fee_rate: '0.001',
    min_withdrawal: '10',
    min_transfer: '10',
  },
  {
    coin_name: 'VND',
    coin_type: 'fiat',
    decimals: 0,
    recharge_fee_rate: '0.01',
    withdrawal_fee_rate: '0.01',
    transfer_fee_rate: '0.005',
    internal_transfer_fee_rate: '0',
    min_withdrawal: '50000',
    min_transfer: '10000',
  },
];

/** Both coin lists: the merchant's open markets and every coin of the platform. */
export function stubCoins() {
  stubEndpoint('/v1/merchant/coin/list', ok({ list: coins, total: coins.length }));
  stubEndpoint('/v1/system/coin/query', (call) => {
    const list = coins.filter(
      (coin) => (!call.body.coin_type || coin.coin_type === call.body.coin_type) && (!call.body.coin_name || coin.coin_name === call.body.coin_name),
    );
    return ok({ list, total: list.length });
  });
}

/**
 * For a test file, at its top level: answers `emulateWindow(width)`, which makes CSS media queries see a window `width`
 * px wide (jsdom has none), and puts the window's own back after each test.
 */
export function useEmulatedWindow(): (width: number) => void {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  return (width) => {
    window.matchMedia = ((query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
      return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
    }) as unknown as typeof window.matchMedia;
  };
}
