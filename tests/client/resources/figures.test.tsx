/**
 * Figures people can read: amounts grouped as the operator's language writes them, each coin with its own
 * decimals, amounts going out marked, and no raw value word (a reviewer 'automatic') on screen.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fundFlow } from '../../../resources/fundFlow';
import { withdrawalRecords } from '../../../resources/withdrawalRecords';
import type { AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { ok, stubEndpoint } from '../msw';
import type { Schemas } from './harness';
import { renderResources, stubCoins, stubWithdrawals, withdrawal } from './harness';

const movement = (id: number, overrides: Partial<Schemas['FundFlow']>): Schemas['FundFlow'] => ({
  id,
  serial_number: `F${id}`,
  merchant_id: '1001',
  merchant_name: 'Demo Shop',
  coin_name: 'VND',
  available_before_number: '20000000',
  available_after_number: '7570000',
  frozen_before_number: '0',
  frozen_after_number: '0',
  transaction_number: '-12430000',
  charge: '0',
  transaction_type: 'withdrawal',
  time: '2025-01-31T08:00:00.000Z',
  ...overrides,
});

/** WCAG relative luminance of an sRGB colour. */
function luminance(...channels: number[]): number {
  const [r = 0, g = 0, b = 0] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function stubFundFlow(list: Schemas['FundFlow'][]) {
  stubCoins();
  stubEndpoint('/v1/merchant/asset_flow/query', ok({ list, total: list.length }));
  stubEndpoint('/v1/merchant/asset_flow/stats', ok({ list: [], total: 0 }));
}

describe('figures in lists', () => {
  it('groups thousands in Vietnamese, keeps each coin’s decimals and marks money going out', async () => {
    stubFundFlow([
      movement(1, {}),
      movement(2, { coin_name: 'USDT', transaction_number: '1500.250000', available_before_number: '100.000000', available_after_number: '1600.250000', transaction_type: 'usdt_recharge' }),
    ]);
    await renderResources([fundFlow as AnyResourceConfig], '/Property/RunningWater', 'vi');

    const out = (await screen.findByText('F1')).closest('tr')!;
    const amount = within(out).getByText('-12.430.000 VND');
    expect(amount).toHaveAttribute('data-sign', 'negative');
    expect(within(out).getByText('Người dùng rút tiền')).toBeInTheDocument();
    expect(within(out).getByText('20.000.000 VND')).not.toHaveAttribute('data-sign');

    const deposit = screen.getByText('F2').closest('tr')!;
    expect(within(deposit).getByText('1.500,250000 USDT')).not.toHaveAttribute('data-sign');
  });

  it('shows the negative colour with AA contrast on the light background', async () => {
    stubFundFlow([movement(1, {})]);
    await renderResources([fundFlow as AnyResourceConfig], '/Property/RunningWater');
    const amount = await screen.findByText('-12,430,000 VND');
    const [red = 0, green = 0, blue = 0] = (getComputedStyle(amount).color.match(/\d+/g) ?? []).map(Number);
    expect([red, green, blue]).not.toEqual([0, 0, 0]);
    expect(red).toBeGreaterThan(green);
    // WCAG contrast with the white list background: at least 4.5:1 (AA for normal text).
    expect(1.05 / (luminance(red, green, blue) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('names the automatic reviewer in the operator’s language', async () => {
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1', { order_status: 'approved', audit: 'automatic' }), withdrawal('W2', { order_status: 'approved', audit: 'demo' })]);
    await renderResources([withdrawalRecords as AnyResourceConfig], '/user/WithdrawalRecord', 'vi');
    expect(await screen.findByText('Tự động (hạn mức miễn duyệt)')).toBeInTheDocument();
    expect(screen.getByText('demo')).toBeInTheDocument();
    expect(screen.queryByText('automatic')).toBeNull();
  });
});
