import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refusal, stubEndpoint } from '../msw';
import { pendingRuleChange, renderPlatformAt, type RuleChange } from './harness';


const code = '123456';

const ruleChange = (id: number, change: Partial<RuleChange> = {}): RuleChange =>
  pendingRuleChange({
    id,
    change: { coin_name: 'CNY', recharge_fee_rate: '0.01', withdrawal_fee_rate: '0.01', transfer_fee_rate: '0.008', internal_transfer_fee_rate: '0' },
    before: { coin_name: 'CNY', recharge_fee_rate: '0.01', withdrawal_fee_rate: '0.01', transfer_fee_rate: '0.005', internal_transfer_fee_rate: '0' },
    proposed_by: 'other.admin',
    ...change,
  });

/** The list's own reads (the menu's count reads one row). */
const listReads = <C extends { body: unknown }>(calls: C[]) => calls.filter((call) => (call.body as { page_size?: number }).page_size !== 1);

function rowOf(text: string): HTMLElement {
  const row = screen.getAllByText(text)[0]!.closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

/**
 * Rule changes decided as the server decides them: an approval applies (or schedules) the change, a rejection by the
 * proposer withdraws it; only the asked state is listed (pending unless asked).
 */
function ruleChangeServer(initial: RuleChange[], options: { refuseApproval?: { code: number; detail: string } } = {}) {
  let rows = initial;
  const decide = (id: number, change: Partial<RuleChange>) => {
    rows = rows.map((row) => (row.id === id ? { ...row, ...change } : row));
    return rows.find((row) => row.id === id)!;
  };
  const reads = stubEndpoint('/v1/platform/rule_change/query', (call) => {
    const body = call.body as { status?: string; kind?: string };
    const status = body.status ?? 'pending';
    const list = rows.filter((row) => (status === 'all' || row.status === status) && (!body.kind || row.kind === body.kind));
    return ok({ list, total: list.length });
  });
  stubEndpoint('/v1/platform/rule_change/detail', (call) => ok(rows.find((row) => row.id === call.body.id)!));
  const approvals = stubEndpoint('/v1/platform/rule_change/approve', (call) =>
    options.refuseApproval
      ? refusal(options.refuseApproval.code, options.refuseApproval.detail)
      : ok(decide(call.body.id, { status: 'scheduled', decided_by: 'admin.lan', decide_time: '2026-12-08T18:00:00.000Z', effective_time: '2026-12-15T18:00:00.000Z' })),
  );
  const rejections = stubEndpoint('/v1/platform/rule_change/reject', (call) => {
    const own = rows.find((row) => row.id === call.body.id)!.proposed_by === 'admin.lan';
    return ok(decide(call.body.id, { status: own ? 'withdrawn' : 'rejected', decided_by: 'admin.lan', reason: call.body.reason }));
  });
  return { reads, approvals, rejections };
}

describe('the rule changes (rule_change)', () => {
  it('lists what waits by default: its kind, what changes before → after, who proposed it and from when it may be approved; the menu counts it', async () => {
    const server = ruleChangeServer([
      ruleChange(3),
      ruleChange(4, {
        kind: 'four_eyes_threshold',
        target: 'USDT',
        change: { coin_name: 'USDT', amount: null },
        before: { coin_name: 'USDT', amount: '10000.00' },
        propose_time: '2026-12-07T16:00:00.000Z',
      }),
      ruleChange(2, { status: 'applied', decided_by: 'admin.lan', apply_time: '2026-12-06T10:00:00.000Z' }),
    ]);
    await renderPlatformAt('/rule_change', 'reviewer');

    await screen.findByText('Transfer fee rate 0.005 → 0.008');
    expect(listReads(server.reads)[0]?.body).toEqual({ status: 'pending', page: 1, page_size: 20, sort_field: 'propose_time', sort_order: 'desc' });
    const row = rowOf('Transfer fee rate 0.005 → 0.008');
    expect(within(row).getByText('Default fee rates')).toBeInTheDocument();
    expect(within(row).getByText('CNY')).toBeInTheDocument();
    expect(within(row).getByText('other.admin')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText(/^Approvable from /)).toBeInTheDocument();
    // A fee change asked for no time: it takes effect once the merchants' notice period after the approval has passed.
    expect(within(row).getByText('Takes effect at the end of the notice period')).toBeInTheDocument();
    // Only the rates that change are read out; removing a threshold leaves none.
    expect(within(row).queryByText(/Recharge fee rate/)).toBeNull();
    expect(within(rowOf('Two approvals from 10,000.00 USDT → None')).getByText('Four-eyes threshold')).toBeInTheDocument();
    expect(screen.queryByText(/In force since/)).toBeNull();

    // A reviewer reads them, decides nothing.
    expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Reject' })).toBeNull();
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: /^2\s*Rule changes$/ })).toBeInTheDocument();
  });

  it('filters by kind, and by state with All asking for every state', async () => {
    const user = userEvent.setup();
    const server = ruleChangeServer([
      ruleChange(3),
      ruleChange(5, { kind: 'usdt_rate', change: { coin_name: 'CNY', recharge_rate: '7.2', withdrawal_rate: '7.3' }, before: { coin_name: 'CNY', recharge_rate: '7.1', withdrawal_rate: '7.3' } }),
      ruleChange(2, { status: 'applied', decided_by: 'admin.lan', apply_time: '2026-12-06T10:00:00.000Z', change: { coin_name: 'CNY', transfer_fee_rate: '0.005' }, before: { coin_name: 'CNY', transfer_fee_rate: '0.004' } }),
    ]);
    await renderPlatformAt('/rule_change', 'admin');
    await screen.findByText('Recharge rate 7.1 → 7.2');

    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByRole('option', { name: 'USDT rates' }));
    await waitFor(() => expect(screen.queryByText('Transfer fee rate 0.005 → 0.008')).toBeNull());
    expect(listReads(server.reads).at(-1)?.body).toMatchObject({ status: 'pending', kind: 'usdt_rate' });
    expect(screen.getByText('Recharge rate 7.1 → 7.2')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByRole('option', { name: 'Clear value' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Clear value' }));
    const applied = await screen.findByText('Transfer fee rate 0.004 → 0.005');
    expect(listReads(server.reads).at(-1)?.body).toMatchObject({ status: 'all' });
    expect(within(applied.closest('tr')!).getByText('Applied')).toBeInTheDocument();
    expect(within(applied.closest('tr')!).getByText(/^In force since /)).toBeInTheDocument();
  });

  it('approves another administrator’s change with the authenticator code while the step-up window is closed, sending { id, google_code }', async () => {
    const user = userEvent.setup();
    const server = ruleChangeServer([ruleChange(3)]);
    await renderPlatformAt('/rule_change', 'admin');
    await screen.findByText('Transfer fee rate 0.005 → 0.008');

    await user.click(within(rowOf('Transfer fee rate 0.005 → 0.008')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve #3 · CNY?' });
    expect(within(dialog).getByText('Transfer fee rate 0.005 → 0.008')).toBeInTheDocument();
    expect(within(dialog).getByText(/told of them from your approval/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(server.approvals).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved successfully')).toBeInTheDocument();
    expect(server.approvals.map((call) => call.body)).toEqual([{ id: 3, google_code: code }]);
    // Scheduled now: no longer among what waits.
    await waitFor(() => expect(screen.queryByText('Transfer fee rate 0.005 → 0.008')).toBeNull());
  });

  it('shows the server’s refusal of an approval as it says it (one’s own proposal, the cooling-off), and the change still waits', async () => {
    const user = userEvent.setup();
    const detail = 'You proposed rule change 3. Another administrator must approve it.';
    const server = ruleChangeServer([ruleChange(3, { proposed_by: 'admin.lan' })], { refuseApproval: { code: 4009, detail } });
    await renderPlatformAt('/rule_change', 'admin');
    await screen.findByText('Transfer fee rate 0.005 → 0.008');

    await user.click(within(rowOf('Transfer fee rate 0.005 → 0.008')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve #3 · CNY?' });
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(server.approvals).toHaveLength(1);
    expect(within(rowOf('Transfer fee rate 0.005 → 0.008')).getByText('Pending')).toBeInTheDocument();
  });

  it('lets the proposer withdraw their own change, and another administrator reject one, each with a reason', async () => {
    const user = userEvent.setup();
    const server = ruleChangeServer([
      ruleChange(3, { proposed_by: 'admin.lan' }),
      ruleChange(5, { kind: 'usdt_rate', change: { coin_name: 'CNY', recharge_rate: '7.2', withdrawal_rate: '7.3' }, before: { coin_name: 'CNY', recharge_rate: '7.1', withdrawal_rate: '7.3' } }),
    ]);
    await renderPlatformAt('/rule_change', 'admin');
    await screen.findByText('Transfer fee rate 0.005 → 0.008');

    const own = rowOf('Transfer fee rate 0.005 → 0.008');
    expect(within(own).queryByRole('button', { name: 'Reject' })).toBeNull();
    await user.click(within(own).getByRole('button', { name: 'Withdraw' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw: #3 · CNY' });
    expect(within(dialog).getByText(/You proposed this change/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Typo in the rate');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Rule change withdrawn')).toBeInTheDocument();

    const other = rowOf('Recharge rate 7.1 → 7.2');
    expect(within(other).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await user.click(within(other).getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject #5 · CNY' });
    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'The rate moved since');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected successfully')).toBeInTheDocument();
    expect(server.rejections.map((call) => call.body)).toEqual([
      { id: 3, reason: 'Typo in the rate' },
      { id: 5, reason: 'The rate moved since' },
    ]);
  });

  it('shows one change’s detail: the whole before → after table, what changes marked, and the decision', async () => {
    ruleChangeServer([
      ruleChange(7, {
        kind: 'merchant_fee_rates',
        target: '100001:CNY',
        change: { merchant_id: '100001', coin_name: 'CNY', recharge_fee_rate: null, withdrawal_fee_rate: '0.02', transfer_fee_rate: null, internal_transfer_fee_rate: null },
        before: { merchant_id: '100001', coin_name: 'CNY', recharge_fee_rate: null, withdrawal_fee_rate: null, transfer_fee_rate: '0.004', internal_transfer_fee_rate: null },
        status: 'scheduled',
        decided_by: 'admin.lan',
        decide_time: '2026-12-08T18:00:00.000Z',
        effective_time: '2026-12-15T18:00:00.000Z',
      }),
    ]);
    await renderPlatformAt('/rule_change/7/show', 'admin');

    const table = await screen.findByTestId('rule-change-table');
    const rowNamed = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(rowNamed('Merchant ID')).getAllByText('100001')).toHaveLength(1);
    expect(rowNamed('Merchant ID').dataset.changed).toBe('false');
    expect(within(rowNamed('Withdrawal fee rate')).getByText('Coin default')).toBeInTheDocument();
    expect(within(rowNamed('Withdrawal fee rate')).getByText('0.02')).toBeInTheDocument();
    // Back to the coin's default.
    expect(within(rowNamed('Transfer fee rate')).getByText('0.004')).toBeInTheDocument();
    expect(within(rowNamed('Transfer fee rate')).getByText('Coin default')).toBeInTheDocument();
    expect(rowNamed('Recharge fee rate').dataset.changed).toBe('false');
    expect(screen.getAllByText('Merchant fee schedule').length).toBeGreaterThan(0);
    expect(screen.getAllByText('100001 · CNY').length).toBeGreaterThan(0);
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText(/^Approvable from /)).toBeInTheDocument();
    expect(screen.getByText('Takes effect')).toBeInTheDocument();
    // Another administrator may still reject a scheduled change; nothing waits for an approval.
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows a new staff account approved: who and with which role, and where the link went, never the link', async () => {
    ruleChangeServer([
      ruleChange(9, {
        kind: 'staff_create',
        target: 'tuan',
        change: { username: 'tuan', role: 'reviewer', email: 'tuan@example.com', phone: null, language: 'vi' },
        before: { username: null, role: null, email: null, phone: null, language: null },
        status: 'applied',
        decided_by: 'admin.lan',
        decide_time: '2026-12-08T18:00:00.000Z',
        apply_time: '2026-12-08T18:00:00.000Z',
        outcome: { link_sent_to: 't•••@example.com', link_expires: '2026-12-09T18:00:00.000Z' },
      }),
    ]);
    await renderPlatformAt('/rule_change/9/show', 'admin');

    const table = await screen.findByTestId('rule-change-table');
    const rowNamed = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(rowNamed('Role')).getByText('Reviewer')).toBeInTheDocument();
    expect(within(rowNamed('Email')).getByText('tuan@example.com')).toBeInTheDocument();
    expect(within(rowNamed('Language of their messages')).getByText('Tiếng Việt')).toBeInTheDocument();
    expect(screen.getAllByText('New staff member').length).toBeGreaterThan(0);
    expect(screen.getByTestId('rule-change-link-sent')).toHaveTextContent(/^A sign-up link was sent to t•••@example\.com; it works until Dec 9, 2026/);
  });
});
