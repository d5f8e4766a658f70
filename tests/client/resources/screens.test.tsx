import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceConfigs } from '../../../resources';
import { columnsOf } from '../../../src/resourceLayer/areas';
import { exportsOf, type AnyResourceConfig, type FieldConfig, type FieldKind } from '../../../src/resourceLayer/defineResource';
import { ok, stubEndpoint } from '../msw';
import { renderConsoleAt, stubCoins, stubWithdrawals, withdrawal } from './harness';

/**
 * Every record screen of the menu: the generic layer shows each from its declaration in resources/. A screen
 * shown inside a bespoke page (`shownIn`) has no page of its own; the test of that page covers it.
 */
const declaredScreens: readonly AnyResourceConfig[] = resourceConfigs.filter((config: AnyResourceConfig) => config.shownIn === undefined);

/** One record of a screen, every field filled with a value of its kind. */
function sampleRecord(config: AnyResourceConfig): Record<string, unknown> {
  const values: Record<FieldKind, (field: FieldConfig) => unknown> = {
    // Digits and letters only: the contract allows no more in IDs, addresses and TXIDs.
    text: (field) => `${field.source.replace(/[^A-Za-z0-9]/g, '')}1`,
    ip: () => '203.0.113.7',
    money: () => '1234.5',
    coin: () => 'USDT',
    status: (field) => field.choices?.[0]?.id,
    choice: (field) => field.choices?.[0]?.id,
    datetime: () => '2025-01-31T08:00:00.000Z',
    reference: () => 1,
    rate: () => '0.015',
    boolean: () => true,
    // A fiat withdrawal's destination is named values of its own shape; the audit log's are any.
    values: (field) =>
      field.source === 'destination' ? { type: 'bank_card', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: '6217000011112222' } : { enabled: true },
  };
  return Object.fromEntries(config.fields.map((field) => [field.source, field.source === 'id' ? 1 : values[field.kind](field)]));
}

function stubLists() {
  stubCoins();
  stubWithdrawals(() => [withdrawal('W1', { amount: '1234.5' })]);
  for (const config of declaredScreens) {
    if (config.name === 'user/WithdrawalRecord') continue;
    // Typed by the contract per path; here every list answers one sample of its own record.
    stubEndpoint(config.api.list.path as '/v1/merchant/asset/query', ok({ list: [sampleRecord(config)], total: 1 } as never));
  }
  stubEndpoint('/v1/merchant/asset_flow/stats', ok({ list: [], total: 0 }));
  stubEndpoint('/v1/merchant/usdt_trade/setting/query', ok({
    abbreviation: 'USDT',
    networks: [],
    rates: [],
    usdt_recharge_fee: '0.01',
    usdt_withdrawal_fee: '0.01',
    min_recharge: '100',
    min_withdrawal: '100',
  }));
}

describe('every declared record screen in the console', () => {
  it.each(declaredScreens.map((config) => [config.name, config] as const))('%s: the list shows its columns, amounts with their coin, and its toolbar', async (name, config) => {
    stubLists();
    await renderConsoleAt(`/${name}`);

    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(columnsOf(config).length));
    const money = config.fields.find((field) => field.kind === 'money' && field.areas.includes('column'));
    // Thousands grouped as English writes them; the places as sent, or the screen's fixed 2 (assets).
    if (money) expect(within(table).getAllByText(/^1,234\.5(0)? (USDT|.+)$/).length).toBeGreaterThan(0);
    if (config.capabilities.create) {
      // A create form in a dialog opens from a button on the list; any other is a page the button links to.
      expect(screen.getByRole(config.create?.dialog ? 'button' : 'link', { name: 'Create' })).toBeInTheDocument();
    }
    if (exportsOf(config)) expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByText('This page is being built and arrives in a coming release.')).toBeNull();
  });

  it.each(declaredScreens.filter((config) => config.capabilities.create && !config.create?.dialog).map((config) => [config.name] as const))(
    '%s: the create form opens with its save button (Review, for a form confirmed before it is sent)',
    async (name) => {
      stubLists();
      await renderConsoleAt(`/${name}/create`);
      expect(await screen.findByRole('button', { name: /Save|Confirm|Review/ })).toBeInTheDocument();
    },
  );

  it('switches to Traditional Chinese: the withdrawal list’s labels, states and actions are translated', async () => {
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1')]);
    await renderConsoleAt('/user/WithdrawalRecord', 'zh-hant-cn');

    await screen.findByText('W1');
    expect(screen.getByRole('columnheader', { name: '訂單號' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '提現金額' })).toBeInTheDocument();
    expect(screen.getAllByText('待審核').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '通過' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拒絕' })).toBeInTheDocument();
    expect(screen.getByLabelText('訂單號、流水號或代付單號')).toBeInTheDocument();
  });
});
