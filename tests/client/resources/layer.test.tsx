import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRecordContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../openapi/endpoints';
import { whitelistForm } from '../../../openapi/rules';
import { paymentMethods } from '../../../resources/paymentMethods';
import { withdrawalRecords } from '../../../resources/withdrawalRecords';
import { columnsOf, fieldsIn, filtersOf, formFieldsOf, groupsIn } from '../../../src/resourceLayer/areas';
import type { AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { defineLabels, defineResource } from '../../../src/resourceLayer/defineResource';
import { resourceViews } from '../../../src/resourceLayer/resourceViews';
import { ok, stubEndpoint } from '../msw';
import { listReads, renderResources, stubCoins, stubWithdrawals, withdrawal } from './harness';

const medium = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

function columnHeaders(): string[] {
  return screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
}

describe('defineResource', () => {
  const base = {
    name: 'test/Things',
    labels: withdrawalRecords.labels,
    icon: withdrawalRecords.icon,
    api: { idField: 'id', list: endpoints.whitelistList },
    recordRepresentation: 'id',
    capabilities: {},
  } as const;

  it('refuses a name that is no field, a field named in an area it is hidden from, and a capability without its call', () => {
    expect(() =>
      defineResource({
        ...base,
        fields: [{ source: 'id', kind: 'text', areas: ['column'] }],
        // @ts-expect-error -- 'ip' is not a declared field
        list: { columns: ['ip'], sort: { field: 'id', order: 'DESC' }, perPage: 20 },
      }),
    ).toThrow('list.columns names "ip", which is not a field');
    expect(() =>
      defineResource({
        ...base,
        fields: [
          { source: 'id', kind: 'text', areas: ['column'] },
          { source: 'secret', kind: 'text', areas: ['detail'] },
        ],
        list: { columns: ['id', 'secret'], sort: { field: 'id', order: 'DESC' }, perPage: 20 },
      }),
    ).toThrow('list.columns names "secret", which is hidden from the column area');
    expect(() =>
      defineResource({
        ...base,
        api: { idField: 'id', list: endpoints.assetQuery },
        fields: [{ source: 'id', kind: 'text', areas: ['column'] }],
        list: { sort: { field: 'id', order: 'DESC' }, perPage: 20 },
      }),
    ).toThrow('the list call /v1/merchant/asset/query has no export: declare capabilities.export false');
    expect(() =>
      defineResource({
        ...base,
        fields: [{ source: 'state', kind: 'status', areas: ['column'] }, { source: 'id', kind: 'text', areas: [] }],
        list: { sort: { field: 'id', order: 'DESC' }, perPage: 20 },
      }),
    ).toThrow('field "state" (status) has no choices');
  });
});

describe('areas: a field appears only where it is declared', () => {
  it('takes columns, filters, form fields and detail groups from the one field list', () => {
    expect(columnsOf(withdrawalRecords).map((field) => field.source)).toEqual([
      'order_id',
      'serial_number',
      'payment_id',
      'nick',
      'amount',
      'handling_fee',
      'settlement_amount',
      'source',
      'order_status',
      'audit',
      'create_time',
    ]);
    expect(filtersOf(withdrawalRecords).map((entry) => (entry.kind === 'keyword' ? 'keyword' : entry.field.source))).toEqual([
      'order_status',
      'source',
      'coin_name',
      'create_time',
      'keyword',
    ]);
    expect(formFieldsOf(paymentMethods, paymentMethods.create!).map((field) => field.source)).toEqual([
      'type',
      'coin_name',
      'bank_name',
      'holder_name',
      'account_number',
      'enabled',
    ]);
  });

  it('keeps a hidden field hidden even when a group or a column list names it', () => {
    // A config built without defineResource's checks, naming hidden fields everywhere.
    const careless = {
      ...withdrawalRecords,
      list: { ...withdrawalRecords.list, columns: ['order_id', 'remark', 'update_time'] },
      detail: { groups: [{ fields: ['order_id', 'coin_name'] }] },
    } as unknown as AnyResourceConfig;
    expect(columnsOf(careless).map((field) => field.source)).toEqual(['order_id']);
    expect(groupsIn(careless, 'detail', careless.detail?.groups)[0]?.fields.map((field) => field.source)).toEqual(['order_id', 'coin_name']);
    expect(fieldsIn(careless, 'form')).toEqual([]);
    expect(fieldsIn(paymentMethods, 'column').map((field) => field.source)).not.toContain('id');
  });
});

describe('the generic layer renders a config', () => {
  it('list: the column fields with their dictionary labels, and no hidden field', async () => {
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1', { order_status: 'rejected', remark: 'Wrong address' })]);

    await renderResources([withdrawalRecords as AnyResourceConfig], '/user/WithdrawalRecord');

    await screen.findByText('W1');
    expect(columnHeaders()).toEqual([
      // The selection of bulk review (list.bulkReview).
      '',
      'Order number',
      'Serial number',
      'User ID',
      'User name',
      'Amount',
      'Handling fee',
      'Settlement amount',
      'Source',
      'Status',
      'Reviewer',
      expect.stringContaining('Requested at'),
      'Actions',
    ]);
    // The rejection reason is a detail field: not a column, not in the row.
    expect(screen.queryByText('Wrong address')).toBeNull();
    const row = screen.getByText('W1').closest('tr')!;
    expect(within(row).getByText('1.20 USDT')).toBeInTheDocument();
    expect(within(row).getByText(medium('2025-01-31T08:00:00.000Z'))).toBeInTheDocument();
    // No approve or reject on a rejected order.
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('filters: status with All, coin, day range and order, serial or payout number, all always shown and sent as the contract names them', async () => {
    const user = userEvent.setup();
    stubCoins();
    const calls = stubWithdrawals(() => [withdrawal('W1')]);
    await renderResources([withdrawalRecords as AnyResourceConfig], '/user/WithdrawalRecord');
    await screen.findByText('W1');

    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toBeInTheDocument();
    expect(screen.getByLabelText('From date')).toBeInTheDocument();
    expect(screen.getByLabelText('To date')).toBeInTheDocument();
    expect(screen.getByLabelText('Order, serial or payout number')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Status'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'Pending review', 'Approved', 'Rejected']);
    await user.click(screen.getByRole('option', { name: 'Pending review' }));
    await waitFor(() => expect(listReads(calls).at(-1)?.body).toMatchObject({ status: 'pending' }));

    await user.click(screen.getByLabelText('Currency'));
    await user.click(await screen.findByRole('option', { name: 'VND' }));
    await waitFor(() => expect(listReads(calls).at(-1)?.body).toMatchObject({ status: 'pending', coin_name: 'VND' }));

    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-01-31' } });
    await waitFor(() =>
      expect(listReads(calls).at(-1)?.body).toMatchObject({
        start_time: new Date(2025, 0, 1).toISOString(),
        end_time: new Date(2025, 1, 1).toISOString(),
      }),
    );

    fireEvent.change(screen.getByLabelText('Order, serial or payout number'), { target: { value: 'W1' } });
    await waitFor(() => expect(listReads(calls).at(-1)?.body).toMatchObject({ keyword: 'W1', status: 'pending', coin_name: 'VND' }));

    // All: the filter is left out.
    await user.click(screen.getByLabelText('Status'));
    await user.click(within(await screen.findByRole('listbox')).getByText('All'));
    await waitFor(() => expect(listReads(calls).at(-1)?.body).not.toHaveProperty('status'));
  });

  it('detail: the field groups with their headings, the detail-only fields, and the actions that apply', async () => {
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1'), withdrawal('W9', { order_status: 'rejected', audit: 'demo', remark: 'Wrong address' })]);

    await renderResources([withdrawalRecords as AnyResourceConfig], '/user/WithdrawalRecord/W9/show');

    expect(await screen.findByText('Wrong address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByText('Rejection reason')).toBeInTheDocument();
    expect(screen.getByText('Withdrawal')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('copies serial numbers: success says so, failure asks to copy manually', async () => {
    const user = userEvent.setup();
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1')]);
    await renderResources([withdrawalRecords as AnyResourceConfig], '/user/WithdrawalRecord');
    const row = (await screen.findByText('S-W1')).closest('tr')!;

    const copyButtons = within(row).getAllByRole('button', { name: 'Copy' });
    await user.click(copyButtons[1]!);
    expect(await navigator.clipboard.readText()).toBe('S-W1');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    const failing = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copyButtons[0]!);
    expect(await screen.findByText('Copy failed, please copy manually')).toBeInTheDocument();
    failing.mockRestore();
    // Copying does not open the record.
    expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
  });

  it('form: the create groups in order, the shared rules with their exact messages, no field outside the form area', async () => {
    const user = userEvent.setup();
    stubCoins();
    stubEndpoint('/v1/merchant/payment_method/query', ok({ list: [], total: 0 }));
    const adds = stubEndpoint('/v1/merchant/payment_method/add', (call) => ok({ id: 5, create_time: '2025-02-01T00:00:00.000Z', ...call.body, enabled: call.body.enabled ?? true }));

    await renderResources([paymentMethods as AnyResourceConfig], '/payment/PaymentMethod/create');

    await screen.findByLabelText(/Bank or e-wallet/);
    const labels = ['Type', 'Currency', 'Bank or e-wallet', 'Holder name', 'Account number', 'Enabled', 'Authenticator code'];
    for (const label of labels) expect(screen.getByLabelText(new RegExp(label))).toBeInTheDocument();
    expect(screen.queryByLabelText(/Created at/)).toBeNull();

    await user.type(screen.getByLabelText(/Holder name/), 'Nguyen 123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only Chinese characters or letters are allowed')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(adds).toHaveLength(0);

    await user.click(screen.getByLabelText(/Type/));
    await user.click(await screen.findByRole('option', { name: 'Bank card' }));
    await user.click(screen.getByLabelText(/Currency/));
    await user.click(await screen.findByRole('option', { name: 'VND' }));
    await user.type(screen.getByLabelText(/Bank or e-wallet/), 'Vietcombank');
    await user.clear(screen.getByLabelText(/Holder name/));
    await user.type(screen.getByLabelText(/Holder name/), ' Nguyen Van A ');
    await user.type(screen.getByLabelText(/Account number/), '0011000123');
    // Where fiat withdrawals are paid: the form ends with the authenticator code while the step-up window is closed.
    await user.type(screen.getByLabelText(/Authenticator code/), '135790');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(adds.map((call) => call.body)).toEqual([
      { type: 'bank_card', coin_name: 'VND', bank_name: 'Vietcombank', holder_name: 'Nguyen Van A', account_number: '0011000123', enabled: true, google_code: '135790' },
    ]);
    // Not money-moving: no Idempotency-Key of the form's own.
    expect(adds[0]?.headers.get('Idempotency-Key')).toBeNull();
  });
});

describe('bespoke parts a config declares: a field mark, a create dialog, a delete confirmation that depends on the record', () => {
  /** Marks the first address; a part beside a config reads the record from context. */
  function PrimaryMark() {
    const record = useRecordContext();
    return record?.ip === '10.0.0.1' ? <span>Primary</span> : null;
  }
  function RemovalNote() {
    const record = useRecordContext();
    return <p>{record?.ip === '10.0.0.1' ? `Removing ${String(record.ip)} leaves no primary address.` : 'Nothing depends on this address.'}</p>;
  }
  const words = { name: 'Address |||| Addresses', fields: { ip: 'Address', create_time: 'Added on' }, page: { create: 'Add an address' } };
  const addresses = defineResource({
    name: 'test/Addresses',
    labels: defineLabels({ en: words, zh_Hans: words, zh_Hant: words, vi: words }),
    icon: withdrawalRecords.icon,
    api: { idField: 'id', list: endpoints.whitelistList, create: endpoints.whitelistAdd, delete: endpoints.whitelistDelete },
    fields: [
      { source: 'id', kind: 'text', areas: [] },
      { source: 'ip', kind: 'ip', areas: ['column', 'form'], required: true, rule: whitelistForm.shape.ip, mark: PrimaryMark },
      { source: 'create_time', kind: 'datetime', areas: ['column'] },
    ],
    recordRepresentation: 'ip',
    list: { sort: { field: 'create_time', order: 'DESC' }, perPage: 20 },
    create: { groups: [{ fields: ['ip'] }], success: 'add', dialog: true },
    delete: { part: RemovalNote },
    capabilities: { create: true, delete: true },
  });
  const rows = [
    { id: 1, ip: '10.0.0.1', create_time: '2025-01-31T08:00:00.000Z' },
    { id: 2, ip: '10.0.0.2', create_time: '2025-01-30T08:00:00.000Z' },
  ];

  it('refuses a delete confirmation without the delete capability', () => {
    expect(() => defineResource({ ...addresses, capabilities: { create: true } })).toThrow('a delete confirmation needs the delete capability');
  });

  it('shows the mark after the value only where the part says so', async () => {
    stubEndpoint('/v1/merchant/login_ip_white/list', ok({ list: rows, total: 2 }));
    await renderResources([addresses as AnyResourceConfig], '/test/Addresses');

    const first = (await screen.findByText('10.0.0.1')).closest('tr')!;
    expect(within(first).getByText('Primary')).toBeInTheDocument();
    expect(within(screen.getByText('10.0.0.2').closest('tr')!).queryByText('Primary')).toBeNull();
  });

  it('opens the create form in a dialog on the list, with no create page, and closes it after the save', async () => {
    const user = userEvent.setup();
    stubEndpoint('/v1/merchant/login_ip_white/list', ok({ list: rows, total: 2 }));
    const adds = stubEndpoint('/v1/merchant/login_ip_white/add', (call) => ok({ id: 3, ip: call.body.ip, create_time: '2025-02-01T00:00:00.000Z' }));
    expect(resourceViews(addresses as AnyResourceConfig).create).toBeUndefined();
    await renderResources([addresses as AnyResourceConfig], '/test/Addresses');
    await screen.findByText('10.0.0.1');

    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.type(within(dialog).getByLabelText(/Address/), '10.0.0.300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('IP format is incorrect')).toBeInTheDocument();
    expect(adds).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Address/));
    await user.type(within(dialog).getByLabelText(/Address/), '10.0.0.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(adds.map((call) => call.body)).toEqual([{ ip: '10.0.0.3' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the delete part, given the record, above the question', async () => {
    const user = userEvent.setup();
    stubEndpoint('/v1/merchant/login_ip_white/list', ok({ list: rows, total: 2 }));
    const deletes = stubEndpoint('/v1/merchant/login_ip_white/delete', ok(null));
    await renderResources([addresses as AnyResourceConfig], '/test/Addresses');

    await user.click(within((await screen.findByText('10.0.0.2')).closest('tr')!).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Address 10.0.0.2' });
    expect(within(dialog).getByText('Nothing depends on this address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this Address?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(screen.getByText('10.0.0.1').closest('tr')!).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Address 10.0.0.1' });
    expect(within(dialog).getByText('Removing 10.0.0.1 leaves no primary address.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deletes.map((call) => call.body)).toEqual([{ id: 1 }]);
  });
});
