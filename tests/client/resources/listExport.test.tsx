import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listExportOf, takesColumns } from '../../../openapi/listExport';
import { resourceConfigs } from '../../../resources';
import { withdrawalRecordsLabels } from '../../../resources/withdrawalRecords/labels';
import { exportColumnsOf } from '../../../src/resourceLayer/ExportButton';
import { exportsOf, type AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { stubEndpoint } from '../msw';
import { renderConsoleAt, stubCoins, stubWithdrawals, withdrawal } from './harness';

/*
 * The export of a list made from its list call (openapi/listExport.ts): the console sends the filters and sort on
 * screen and the list's columns, headers and value names in the operator's language.
 */

const labels = withdrawalRecordsLabels.en.fields;
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

afterEach(() => {
  Object.assign(URL, jsdomUrl);
  vi.restoreAllMocks();
});

describe('the export of every list', () => {
  it.each((resourceConfigs as readonly AnyResourceConfig[]).filter((config) => exportsOf(config) && takesColumns(listExportOf(config.api.list))).map((config) => [config.name, config] as const))(
    '%s: the export call accepts every column of the list',
    (_name, config) => {
      const parsed = listExportOf(config.api.list).request.safeParse({ columns: exportColumnsOf(config, (key) => key) });
      expect(parsed.error?.issues).toBeUndefined();
    },
  );

  it('sends the filters, the sort and the columns in the operator’s language, and saves the file', async () => {
    const user = userEvent.setup();
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1'), withdrawal('W2', { order_status: 'approved', audit: 'operator' })]);
    const exports = stubEndpoint(
      '/v1/merchant/withdrawal_record/export',
      new HttpResponse('\uFEFFOrder number\r\nW2\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="withdrawal-record-20261126.csv"' },
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findAllByText('W1');

    await user.click(screen.getByLabelText(labels.order_status));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(screen.queryByText('W1')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads).toEqual(['withdrawal-record-20261126.csv']));
    const body = exports[0]?.body;
    expect(body).toMatchObject({ status: 'approved', sort_field: 'create_time', sort_order: 'desc' });
    expect(body?.columns[0]).toEqual({ field: 'order_id', header: labels.order_id });
    expect(body?.columns.find((column) => column.field === 'order_status')).toEqual({
      field: 'order_status',
      header: labels.order_status,
      values: { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' },
    });
  });
});
