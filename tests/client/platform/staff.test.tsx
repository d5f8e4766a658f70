import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponseData } from '../msw';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { renderPlatformAt, staffOf } from './harness';

type Member = ResponseData<'/v1/platform/staff/query'>['list'][number];

const member = (id: number, username: string, role: Member['role'], status: Member['status'] = 'active'): Member => ({
  id,
  username,
  role,
  status,
  status_reason: null,
  enrolled: true,
  create_time: '2025-01-31T08:00:00.000Z',
  update_time: '2025-01-31T08:00:00.000Z',
});

// The signed-in administrator of the harness is id 7.
const me = member(staffOf('admin').id, 'admin.lan', 'admin');
const other = member(8, 'mai', 'support');

describe('the staff page', () => {
  // Two forms and a select in jsdom: slow on a busy two-core machine.
  it('adds a member with the code, and shows their one-time link once', { timeout: 120_000 }, async () => {
    stubOk('/v1/platform/staff/query', { list: [me, other], total: 2 });
    const created = stubOk('/v1/platform/staff/create', {
      staff: { ...member(9, 'tuan', 'reviewer'), enrolled: false },
      link: 'http://localhost/platform/enrol#token-of-tuan',
      link_expires: '2025-02-01T08:00:00.000Z',
    });
    await renderPlatformAt('/staff', 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a member' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'a b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a member' }));
    // The contract's rules: the username's characters, the role, and the code while the step-up window is closed.
    expect(await within(dialog).findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'tuan' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Reviewer' }));
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a member' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.body).toEqual({ username: 'tuan', role: 'reviewer', google_code: '123456' });
    expect(await within(dialog).findByDisplayValue('http://localhost/platform/enrol#token-of-tuan')).toBeInTheDocument();
    expect(within(dialog).getByText(/This link is shown only now/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(/token-of-tuan/)).not.toBeInTheDocument());
  });

  it('offers no change on the administrator’s own row, and suspends another with a reason and the code', async () => {
    stubOk('/v1/platform/staff/query', { list: [me, other], total: 2 });
    const suspended = stubEndpoint('/v1/platform/staff/suspend', ({ body }) =>
      body.reason === 'x' ? refusal(4000, 'Reason too short', { field: 'reason' }) : { code: 200, msg: 'ok', detail: 'ok', data: { ...other, status: 'suspended' } },
    );
    await renderPlatformAt('/staff', 'admin');
    await screen.findAllByText('mai');
    expect(screen.getAllByText('You').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Manage admin.lan' })).not.toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'Manage mai' })[0]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findAllByText(/cannot be empty|This field is required/)).not.toHaveLength(0);
    expect(suspended).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'x' } });
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    // The server's refusal of the reason shows on it.
    expect(await within(dialog).findByText('Reason too short')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Left the company' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(suspended).toHaveLength(2));
    expect(suspended[1]!.body).toEqual({ id: 8, reason: 'Left the company', google_code: '123456' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the platform audit log', () => {
  it('lists who did what to what, before and after, and filters by member', async () => {
    const queried = stubOk('/v1/platform/audit_log/query', {
      list: [
        {
          id: 1,
          create_time: '2025-01-31T08:00:00.000Z',
          staff: 'admin.lan',
          role: 'admin',
          ip: '10.0.0.5',
          action: 'deposit_address_change',
          target: 'TRC20',
          before: { address: 'TOld' },
          after: { address: 'TNew' },
        },
      ],
      total: 1,
    });
    await renderPlatformAt('/audit_log', 'admin');
    expect((await screen.findAllByText('Deposit address changed')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Address: TNew').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Staff member'), { target: { value: 'admin.lan' } });
    await waitFor(() => expect(queried.some((call) => (call.body as { staff?: string }).staff === 'admin.lan')).toBe(true));
  });
});

describe('my account', () => {
  it('lists the member’s sessions and ends another one', async () => {
    const session = { ip: '10.0.0.5', browser: 'Chrome 126', os: 'Windows', user_agent: null, create_time: '2025-01-31T08:00:00.000Z', last_seen_time: '2025-01-31T08:00:00.000Z', expire_time: '2025-01-31T20:00:00.000Z' };
    stubOk('/v1/platform/session/query', { list: [{ ...session, id: 1, current: true }, { ...session, id: 2, current: false, browser: 'Firefox 128' }], total: 2 });
    const revoked = stubOk('/v1/platform/session/revoke', null);
    await renderPlatformAt('/account', 'reviewer');
    expect(await screen.findByText('This session')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'End session' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(revoked.length).toBeGreaterThan(0));
    expect(revoked[0]!.body).toEqual({ id: 2 });
  });
});
