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

/** The text of a downloaded file (jsdom's Blob has no text()). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(blob);
  });
}

// jsdom has no object URLs: each test lends its own.
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

describe('fund flow (Property/RunningWater)', () => {
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
    expect(await textOf(file)).toContain('F1,USDT');
  });

  it('shows how many rows of the export have arrived while a large file downloads', async () => {
    const user = userEvent.setup();
    stubCoins();
    stubEndpoint('/v1/merchant/asset_flow/query', ok({ list: rows, total: rows.length }));
    stubEndpoint('/v1/merchant/asset_flow/stats', ok({ list: [], total: 0 }));
    // The server's file arrives in pieces: the header and 1 500 rows, then the last 1 000 rows when the test says.
    const encoder = new TextEncoder();
    let sendRest: () => void = () => undefined;
    const line = (index: number) => `F${index},1001,Demo Shop,USDT,0,1,0,0,1.000000,0,User recharge,2025-01-31 08:00:00\r\n`;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFFSerial number,Merchant ID\r\n${Array.from({ length: 1500 }, (_, index) => line(index)).join('')}`));
        sendRest = () => {
          controller.enqueue(encoder.encode(Array.from({ length: 1000 }, (_, index) => line(1500 + index)).join('')));
          controller.close();
        };
      },
    });
    stubEndpoint(
      '/v1/merchant/asset_flow/export',
      new HttpResponse(body, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="fund-flow.csv"', 'X-Row-Count': '2500' },
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:fund-flow');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await renderResources([fundFlow as AnyResourceConfig], '/Property/RunningWater');
    await screen.findByText('F2');
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const progress = await screen.findByRole('status');
    await waitFor(() => expect(progress).toHaveTextContent(/^Exporting: 1,500 of 2,500 rows, 0\.1 MB$/));
    expect(within(progress).getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();

    sendRest();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const file = createObjectURL.mock.calls[0]?.[0];
    expect((await textOf(file)).split('\r\n')).toHaveLength(2502);
  });
});
