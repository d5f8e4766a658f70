import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { stubEndpoint, stubOk } from '../msw';
import { account, renderConsoleAt } from './console';

type Entry = components['schemas']['AuditLogEntry'];

const entries: Entry[] = [
  {
    id: 2,
    create_time: '2025-07-01T08:00:00.000Z',
    operator: 'demo',
    ip: '198.51.100.23',
    action: 'market_switch',
    target: 'VND',
    before: { enabled: true },
    after: { enabled: false },
  },
  {
    id: 1,
    create_time: '2025-07-01T07:00:00.000Z',
    operator: 'demo',
    ip: '198.51.100.23',
    action: 'review_free_limit',
    target: 'CNY',
    before: { limit_amount: '0.00' },
    after: { limit_amount: '500.00' },
  },
];

describe('Audit log (a tab of /system/AccountSecurity)', () => {
  it('shows who did what, when, from where, before and after; filters by action', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/account/detail', account);
    const calls = stubEndpoint('/v1/merchant/audit_log/query', (call) => ({
      code: 200,
      msg: 'ok',
      detail: 'ok',
      data: { list: entries.filter((entry) => !call.body.action || entry.action === call.body.action), total: 2 },
    }));
    await renderConsoleAt('/system/AccountSecurity');
    expect(await screen.findByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audit log' }));

    const table = await screen.findByRole('table');
    const rows = await within(table).findAllByRole('row');
    const switchRow = rows.find((row) => row.textContent?.includes('Market switch'))!;
    expect(within(switchRow).getByText('VND')).toBeInTheDocument();
    expect(within(switchRow).getByText('Open: Yes')).toBeInTheDocument();
    expect(within(switchRow).getByText('Open: No')).toBeInTheDocument();
    expect(within(switchRow).getByText('198.51.100.23')).toBeInTheDocument();
    expect(within(switchRow).getByText('demo')).toBeInTheDocument();
    const limitRow = rows.find((row) => row.textContent?.includes('Review-free limit'))!;
    expect(within(limitRow).getByText('Limit: 500.00')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Action'));
    await user.click(await screen.findByRole('option', { name: 'Review-free limit' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ action: 'review_free_limit' }));
    await waitFor(() => expect(screen.queryByText('Market switch')).toBeNull());
  });
});
