import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubOk } from '../msw';
import { renderConsoleAt } from './console';

const records = [
  { id: 12, create_time: '2025-06-02T08:00:00.000Z', IP: '203.0.113.7', result: 'success' as const },
  { id: 11, create_time: '2025-06-02T07:58:30.000Z', IP: '198.51.100.23', result: 'bad_credentials' as const },
];

describe('Login records (records/EntryRecord)', { timeout: 20_000 }, () => {
  it('lists the attempts newest first, one page at a time, with time, IP and translated result', async () => {
    const calls = stubOk('/v1/merchant/login_log/list', { list: records, total: 42 });

    await renderConsoleAt('/records/EntryRecord');

    const success = await screen.findByText('Success');
    const rows = screen.getAllByRole('row');
    // Header, then the records in the order the server answered (newest first).
    expect(within(rows[1]!).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(new Date(records[0]!.create_time).toLocaleString('en-US'))).toBeInTheDocument();
    expect(rows[1]).toContainElement(success);
    expect(within(rows[2]!).getByText('198.51.100.23')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Wrong password or code')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Time/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'IP address' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Result' })).toBeInTheDocument();
    // Paged: 42 records, 20 a page.
    expect(screen.getByText('1-20 of 42')).toBeInTheDocument();

    expect(calls[0]?.body).toEqual({ page: 1, page_size: 20, sort_field: 'create_time', sort_order: 'desc' });
    expect(calls[0]?.headers.get('Authorization')).toBe('token-of-the-test');
  });
});
