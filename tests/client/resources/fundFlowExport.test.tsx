import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fundFlow } from '../../../resources/fundFlow';
import type { AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { ok, stubEndpoint } from '../msw';
import type { Schemas } from './harness';
import { renderResources, stubCoins } from './harness';

let lastMovementId = 0;
const movement = (serial_number: string, coin_name: string): Schemas['FundFlow'] => ({
  id: ++lastMovementId,
  serial_number,
  merchant_id: '1001',
  merchant_name: 'Demo Shop',
  coin_name,
  available_before_number: '100.00',
  available_after_number: '220.50',
  frozen_before_number: '0',
  frozen_after_number: '0',
  transaction_number: '120.50',
  charge: '1.20',
  transaction_type: 'recharge',
  time: '2025-01-31T08:00:00.000Z',
});

const rows = [movement('F1', 'USDT'), movement('F2', 'VND')];

// jsdom has no object URLs: each test lends its own.
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

describe('fund flow (Property/RunningWater)', { timeout: 30_000 }, () => {
  afterEach(() => {
    Object.assign(URL, jsdomUrl);
    vi.restoreAllMocks();
  });

  it("shows the period's totals above the rows and exports the filtered rows as the server's file", async () => {
    const user = userEvent.setup();
    stubCoins();
    const reads = stubEndpoint('/v1/merchant/asset_flow/query', (call) => {
      const list = rows.filter((row) => !call.body.coin_name || row.coin_name === call.body.coin_name);
      return ok({ list, total: list.length });
    });
    const stats = stubEndpoint('/v1/merchant/asset_flow/stats', (call) =>
      ok({
        list: [
          {
            coin_name: call.body.coin_name ?? 'USDT',
            recharge_amount: '120.50',
            withdrawal_amount: '0',
            fee_amount: '1.20',
            usdt_recharge_amount: '0',
            usdt_withdrawal_amount: '0',
          },
        ],
        total: 1,
      }),
    );
    const exports = stubEndpoint(
      '/v1/merchant/asset_flow/export',
      new HttpResponse('\uFEFFserial_number,coin_name\nF1,USDT\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="fund-flow.csv"' },
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:fund-flow');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    await renderResources([fundFlow as AnyResourceConfig], '/Property/RunningWater');
    await screen.findByText('F2');
    const totals = screen.getByRole('region', { name: 'Totals of today (UTC)' });
    expect(within(totals).getByText('120.50 USDT')).toBeInTheDocument();
    expect(stats[0]?.body).toEqual({});

    await user.click(screen.getByLabelText('Currency'));
    await user.click(await screen.findByRole('option', { name: 'USDT' }));
    await waitFor(() => expect(screen.queryByText('F2')).toBeNull());
    expect(reads.at(-1)?.body).toMatchObject({ coin_name: 'USDT' });
    await waitFor(() => expect(stats.at(-1)?.body).toEqual({ coin_name: 'USDT' }));

    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads).toEqual(['fund-flow.csv']));
    expect(exports.map((call) => call.body)).toEqual([{ coin_name: 'USDT' }]);
    const file = createObjectURL.mock.calls[0]?.[0];
    expect(await file?.text()).toContain('F1,USDT');
  });
});
