import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubOk } from '../msw';
import { renderConsoleAt } from '../pages/console';
import { stubWithdrawals } from './harness';

const records = [
  { id: 12, create_time: '2025-06-02T08:00:00.000Z', IP: '203.0.113.7', result: 'success' as const },
  { id: 11, create_time: '2025-06-02T07:58:30.000Z', IP: '198.51.100.23', result: 'bad_credentials' as const },
];

/** A time as the console writes it in English (the operator's locale and time zone). */
const medium = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

// Login records are declared in resources/loginRecords/ and shown by the generic layer.
describe('Login records (records/EntryRecord)', () => {
  // The menu's pending-review badge reads the user withdrawals: none here.
  beforeEach(() => void stubWithdrawals(() => []));

  it('lists the attempts newest first, one page at a time, with time, IP and translated result', async () => {
    const calls = stubOk('/v1/merchant/login_log/list', { list: records, total: 42 });

    await renderConsoleAt('/records/EntryRecord');

    const success = await screen.findByText('Success');
    const rows = screen.getAllByRole('row');
    // Header, then the records in the order the server answered (newest first).
    expect(within(rows[1]!).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(medium(records[0]!.create_time))).toBeInTheDocument();
    expect(rows[1]).toContainElement(success);
    expect(within(rows[2]!).getByText('198.51.100.23')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Wrong password or code')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Time/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'IP address' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Result' })).toBeInTheDocument();
    // Read only: no create, no actions.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    // Paged: 42 records, 20 a page.
    expect(screen.getByText('1-20 of 42')).toBeInTheDocument();

    expect(calls[0]?.body).toEqual({ page: 1, page_size: 20, sort_field: 'create_time', sort_order: 'desc' });
    expect(calls[0]?.headers.get('Authorization')).toBe('token-of-the-test');
  });

  it('filters by result (All first), day range and IP prefix, as the contract names them', async () => {
    const user = userEvent.setup();
    const calls = stubOk('/v1/merchant/login_log/list', { list: records, total: 2 });
    await renderConsoleAt('/records/EntryRecord');
    await screen.findByText('198.51.100.23');

    await user.click(screen.getByLabelText('Result'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'Success', 'Wrong password or code', 'Account locked', 'IP address not allowed', 'Account suspended', 'Passkey required']);
    await user.click(screen.getByRole('option', { name: 'Wrong password or code' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ result: 'bad_credentials' }));

    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-06-01' } });
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ result: 'bad_credentials', start_time: new Date(2025, 5, 1).toISOString() }));

    fireEvent.change(screen.getByLabelText('IP address'), { target: { value: '198.51' } });
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ result: 'bad_credentials', keyword: '198.51' }));
  });
});
