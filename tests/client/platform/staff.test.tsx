import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponseData } from '../msw';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { pendingRuleChange, renderPlatformAt, type RuleChange, staffOf } from './harness';

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
  last_sign_in_time: '2025-01-31T09:30:00.000Z',
});

// The signed-in administrator of the harness is id 7.
const me = member(staffOf('admin').id, 'admin.lan', 'admin');
const other = member(8, 'mai', 'support');


/** What a staff call answers: the rule change it proposed, waiting for another administrator. */
const proposal = (kind: RuleChange['kind'], target: string, change: RuleChange['change'], before: RuleChange['before']): RuleChange =>
  pendingRuleChange({ id: 21, kind, target, change, before, propose_time: '2025-01-31T08:00:00.000Z', approvable_time: '2025-02-01T08:00:00.000Z' });

describe('the staff page', () => {
  // Two forms and a select in jsdom: slow on a busy two-core machine.
  it('proposes a member with their email and the code, and says another administrator approves it before their link is sent', { timeout: 120_000 }, async () => {
    stubOk('/v1/platform/staff/query', { list: [me, other], total: 2 });
    const created = stubOk(
      '/v1/platform/staff/create',
      proposal('staff_create', 'tuan', { username: 'tuan', role: 'reviewer', email: 'tuan@example.com', phone: null, language: 'en' }, { username: null, role: null, email: null, phone: null, language: null }),
    );
    await renderPlatformAt('/staff', 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add a member')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'a b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The contract's rules: the username's characters, the role, the email, and the code while the step-up window is closed.
    expect(await within(dialog).findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'tuan' } });
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'tuan-at-example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email format')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'tuan@example.com' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Reviewer' }));
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    // The button waits for the values' validation.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 10_000 });
    // The phone left empty is not sent.
    expect(created[0]!.body).toEqual({ username: 'tuan', role: 'reviewer', email: 'tuan@example.com', google_code: '123456' });
    const notice = await within(dialog).findByTestId('rule-change-proposed');
    expect(within(notice).getByText(/^Proposed\. Another administrator can approve it from /)).toBeInTheDocument();
    expect(within(notice).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/rule_change\/21\/show$/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('rule-change-proposed')).not.toBeInTheDocument());
  });

  it('offers no change on the administrator’s own row, and suspends another with a reason and the code', { timeout: 60_000 }, async () => {
    stubOk('/v1/platform/staff/query', { list: [me, other], total: 2 });
    const suspended = stubEndpoint('/v1/platform/staff/suspend', ({ body }) =>
      body.reason === 'x' ? refusal(4000, 'Reason too short', { field: 'reason' }) : { code: 200, msg: 'ok', detail: 'ok', data: { ...other, status: 'suspended' } },
    );
    await renderPlatformAt('/staff', 'admin');
    const row = (username: string) => screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(username))!;
    await screen.findAllByText('mai');
    expect(within(row('admin.lan')).getByText('You')).toBeInTheDocument();
    expect(within(row('admin.lan')).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(within(row('admin.lan')).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    expect(within(row('admin.lan')).queryByRole('button', { name: /Change role/ })).not.toBeInTheDocument();
    expect(within(row('mai')).getByRole('button', { name: 'Reset' })).toBeInTheDocument();

    fireEvent.click(within(row('mai')).getByRole('button', { name: 'Suspend' }));
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

  it('proposes resetting another member with the code, and says another administrator approves it', { timeout: 60_000 }, async () => {
    stubOk('/v1/platform/staff/query', { list: [me, other], total: 2 });
    const reset = stubOk('/v1/platform/staff/reset', proposal('staff_reset', 'mai', { staff_id: '8', enrolled: 'false' }, { staff_id: '8', enrolled: 'true' }));
    await renderPlatformAt('/staff', 'admin');
    const row = (await screen.findAllByRole('row')).find((candidate) => within(candidate).queryByText('mai'))!;
    fireEvent.click(within(row).getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Another administrator approves the reset first/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(dialog).findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(reset).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(reset).toHaveLength(1));
    expect(reset[0]!.body).toEqual({ staff_id: 8, google_code: '123456' });
    const shown = await screen.findByRole('dialog');
    expect(await within(shown).findByText(/^Proposed\. Another administrator can approve it from /)).toBeInTheDocument();
    // The way to the rule change, by its own number, not the member's.
    expect(within(shown).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/rule_change\/21\/show$/));
    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('proposes another member’s new role with the code, and the notice says another administrator approves it', { timeout: 60_000 }, async () => {
    stubOk('/v1/platform/staff/query', { list: [me, other], total: 2 });
    const proposed = stubOk('/v1/platform/staff/role', proposal('staff_role', 'mai', { staff_id: '8', role: 'admin' }, { staff_id: '8', role: 'support' }));
    await renderPlatformAt('/staff', 'admin');
    const row = (await screen.findAllByRole('row')).find((candidate) => within(candidate).queryByText('mai'))!;
    fireEvent.click(within(row).getByRole('button', { name: 'Change role: mai' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Another administrator approves the new role/)).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Role/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(proposed).toHaveLength(1));
    expect(proposed[0]!.body).toEqual({ id: 8, role: 'admin', google_code: '123456' });
    expect(await screen.findByText(/^Proposed\. Another administrator can approve it from /)).toBeInTheDocument();
  });

  it('lists each member’s last sign-in, Never for one who has not signed in', async () => {
    stubOk('/v1/platform/staff/query', { list: [me, { ...other, last_sign_in_time: null }], total: 2 });
    await renderPlatformAt('/staff', 'admin');
    expect((await screen.findAllByRole('columnheader', { name: 'Last sign-in' })).length).toBeGreaterThan(0);
    const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText('admin.lan'))!;
    expect(within(row).getByText('Jan 31, 2025, 9:30:00 AM')).toBeInTheDocument();
    const never = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(other.username))!;
    expect(within(never).getByText('Never')).toBeInTheDocument();
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
