import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { ok, refusal, stubEndpoint, stubOk } from '../msw';
import { pendingRuleChange, renderPlatformAt } from './harness';

type Recharge = components['schemas']['ReviewUsdtRecharge'];

const recharge = (order_no: string, change: Partial<Recharge> = {}): Recharge => ({
  order_no,
  status: 'pending',
  merchant_id: 'M10001',
  name: 'Lotus Trading',
  abbreviation: 'USDT',
  trade_count: '1000.00',
  in_abbreviation: 'CNY',
  rate: '7.1',
  exchange_count: '7100.00',
  usdt_recharge_fee: '0.01',
  fee: '71.00',
  count: '7029.00',
  network: 'TRC20',
  address: 'TPlatformAddress000000000000000000',
  sender_address: 'TSenderAddress0000000000000000000',
  txid: `tx${order_no}`,
  create_time: '2025-06-02T08:00:00.000Z',
  audit_time: null,
  remark: null,
  reviewer: null,
  address_owner: 'own',
  needs_two_approvals: false,
  first_approval_by: null,
  first_approval_time: null,
  ...change,
});

/** The list's own reads (the menu's count reads one row). */
const listReads = <C extends { body: unknown }>(calls: C[]) => calls.filter((call) => (call.body as { page_size?: number }).page_size !== 1);

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

/** A queue that reviews as the server does: a review changes the stored row, and only pending rows are listed unless asked. */
function rechargeServer(initial: Recharge[]) {
  let rows = initial;
  const reads = stubEndpoint('/v1/platform/review/usdt_recharge/query', (call) => {
    const status = (call.body as { status?: string }).status ?? 'pending';
    const list = rows.filter((row) => status === 'all' || row.status === status);
    return ok({ list, total: list.length });
  });
  const review = (orderId: string, change: Partial<Recharge>) => {
    rows = rows.map((row) => (row.order_no === orderId ? { ...row, ...change } : row));
    return rows.find((row) => row.order_no === orderId)!;
  };
  // Four eyes as the server decides it: a recharge that needs two approvals records the first and stays pending.
  const approvals = stubEndpoint('/v1/platform/review/usdt_recharge/approve', (call) => {
    const row = rows.find((candidate) => candidate.order_no === call.body.order_id)!;
    if (row.first_approval_by === 'reviewer.lan') return refusal(4009, 'The second approval must come from another staff member');
    const firstOfTwo = row.needs_two_approvals && row.first_approval_by === null;
    return ok(review(row.order_no, firstOfTwo ? { first_approval_by: 'reviewer.lan', first_approval_time: '2025-06-02T09:30:00.000Z' } : { status: 'approved', reviewer: 'reviewer.lan' }));
  });
  const rejections = stubEndpoint('/v1/platform/review/usdt_recharge/reject', (call) =>
    ok(review(call.body.order_id, { status: 'rejected', reviewer: 'reviewer.lan', remark: call.body.reason })),
  );
  return { reads, approvals, rejections };
}

const code = '123456';

describe('the USDT recharge queue (review/usdt_recharge)', () => {
  it('lists the pending recharges by default with the declared TXID, network, amounts and state; All asks for every state', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    const server = rechargeServer([recharge('R1'), recharge('R2', { status: 'approved', reviewer: 'ops' })]);
    await renderPlatformAt('/review/usdt_recharge', 'reviewer');

    await screen.findByText('R1');
    expect(screen.queryByText('R2')).toBeNull();
    expect(listReads(server.reads)[0]?.body).toEqual({ status: 'pending', page: 1, page_size: 20, sort_field: 'create_time', sort_order: 'desc' });
    const row = rowOf('R1');
    expect(within(row).getByText('Lotus Trading')).toBeInTheDocument();
    expect(within(row).getByText('1,000.00 USDT')).toBeInTheDocument();
    expect(within(row).getByText('7,029.00 CNY')).toBeInTheDocument();
    expect(within(row).getByText('TRC20')).toBeInTheDocument();
    expect(within(row).getByText('Pending review')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // The empty choice, All, is named by react-admin for what it does.
    await user.click(await screen.findByRole('option', { name: 'Clear value' }));
    await screen.findByText('R2');
    expect(listReads(server.reads).at(-1)?.body).toMatchObject({ status: 'all' });
    expect(within(rowOf('R2')).getByText('Operations command (ops)')).toBeInTheDocument();
    expect(within(rowOf('R2')).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves with the authenticator code while the step-up window is closed, sending { order_id, google_code }', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    const server = rechargeServer([recharge('R1'), recharge('R2')]);
    await renderPlatformAt('/review/usdt_recharge', 'reviewer');
    await screen.findByText('R1');

    await user.click(within(rowOf('R1')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve R1?' });
    expect(within(dialog).getByText(/Approve only once this TXID is found on chain/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(server.approvals).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved successfully')).toBeInTheDocument();
    expect(server.approvals.map((call) => call.body)).toEqual([{ order_id: 'R1', google_code: code }]);
    await waitFor(() => expect(screen.queryByText('R1')).toBeNull());
  });

  it('rejects only with a reason, and asks no code for it', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    const server = rechargeServer([recharge('R1')]);
    await renderPlatformAt('/review/usdt_recharge', 'reviewer');
    await screen.findByText('R1');

    await user.click(within(rowOf('R1')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject R1' });
    expect(within(dialog).queryByLabelText(/Authenticator code/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(server.rejections).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'TXID not found on chain');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected successfully')).toBeInTheDocument();
    expect(server.rejections.map((call) => call.body)).toEqual([{ order_id: 'R1', reason: 'TXID not found on chain' }]);
  });

  it('approves the selected rows in one call with one code, and rejects them with one reason and no code', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    rechargeServer([recharge('R1'), recharge('R2'), recharge('R3')]);
    const batchApprovals = stubEndpoint('/v1/platform/review/usdt_recharge/batch_approve', (call) =>
      ok({ list: call.body.order_ids.map((order_id) => ({ order_id, outcome: 'approved' as const, order: recharge(order_id, { status: 'approved' }) })) }),
    );
    const batchRejections = stubEndpoint('/v1/platform/review/usdt_recharge/batch_reject', (call) =>
      ok({ list: call.body.order_ids.map((order_id) => ({ order_id, outcome: 'rejected' as const, order: recharge(order_id, { status: 'rejected' }) })) }),
    );
    await renderPlatformAt('/review/usdt_recharge', 'reviewer');
    await screen.findByText('R1');

    await user.click(within(rowOf('R1')).getByRole('checkbox'));
    await user.click(within(rowOf('R2')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve the selected recharges' });
    expect(within(dialog).getByText('Orders: 2')).toBeInTheDocument();
    expect(within(dialog).getByText('2,000.00 USDT')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 approved, 0 already reviewed')).toBeInTheDocument();
    expect(batchApprovals.map((call) => call.body)).toEqual([{ order_ids: ['R1', 'R2'], google_code: code }]);

    await user.click(within(rowOf('R3')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject the selected recharges' });
    expect(within(dialog).queryByLabelText(/Authenticator code/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'Duplicate declaration');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('1 rejected, 0 already reviewed')).toBeInTheDocument();
    expect(batchRejections.map((call) => call.body)).toEqual([{ order_ids: ['R3'], reason: 'Duplicate declaration' }]);
  });

  it('records the first of two approvals of a large recharge and shows who gave it; the same member again reads the server’s refusal', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    const server = rechargeServer([recharge('R4', { needs_two_approvals: true })]);
    await renderPlatformAt('/review/usdt_recharge', 'reviewer');
    await screen.findByText('R4');
    expect(within(rowOf('R4')).getByTestId('four-eyes')).toHaveTextContent('Needs two approvals');

    await user.click(within(rowOf('R4')).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve R4?' });
    expect(within(dialog).getByText(/This recharge needs the approvals of two different staff members\. Yours is recorded as the first/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved successfully')).toBeInTheDocument();
    expect(server.approvals.map((call) => call.body)).toEqual([{ order_id: 'R4', google_code: code }]);
    await waitFor(() => expect(within(rowOf('R4')).getByTestId('four-eyes')).toHaveTextContent(/^First approval by reviewer\.lan at .*2025/));

    await user.click(await within(rowOf('R4')).findByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve R4?' });
    expect(within(dialog).getByText(/First approval by reviewer\.lan at .* Your approval, as another staff member, credits the merchant/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The second approval must come from another staff member')).toBeInTheDocument();
    expect(within(rowOf('R4')).getByText('Pending review')).toBeInTheDocument();
  });

  it('says which approvals of a batch were only the first of two, and which already had this member’s first', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    rechargeServer([recharge('R1'), recharge('R2', { needs_two_approvals: true }), recharge('R3', { needs_two_approvals: true, first_approval_by: 'reviewer.lan' })]);
    const outcomes = { R1: 'approved', R2: 'first_approval', R3: 'same_reviewer' } as const;
    stubEndpoint('/v1/platform/review/usdt_recharge/batch_approve', (call) =>
      ok({ list: call.body.order_ids.map((order_id) => ({ order_id, outcome: outcomes[order_id as keyof typeof outcomes], order: recharge(order_id) })) }),
    );
    await renderPlatformAt('/review/usdt_recharge', 'reviewer');
    await screen.findByText('R1');

    for (const order of ['R1', 'R2', 'R3']) await user.click(within(rowOf(order)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the selected recharges' });
    expect(within(dialog).getByText(/A recharge that needs two approvals gets yours as the first/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        '1 approved, 0 already reviewed, 1 given their first approval (each waits for another staff member), 1 already have your first approval (another staff member must give the second)',
      ),
    ).toBeInTheDocument();
  });

  it('shows the recharge’s detail once reviewed, read with every state', async () => {
    stubOk('/v1/platform/settings/query', settings);
    const server = rechargeServer([recharge('R7', { status: 'rejected', reviewer: 'reviewer.lan', remark: 'Amount differs' })]);
    await renderPlatformAt('/review/usdt_recharge/R7/show', 'reviewer');

    expect(await screen.findByText('Amount differs')).toBeInTheDocument();
    expect(screen.getByText('TSenderAddress0000000000000000000')).toBeInTheDocument();
    expect(screen.getByText('Needs two approvals')).toBeInTheDocument();
    expect(server.reads.some((call) => (call.body as { status?: string; keyword?: string }).status === 'all' && (call.body as { keyword?: string }).keyword === 'R7')).toBe(true);
  });
});

type UsdtWithdrawal = components['schemas']['ReviewUsdtWithdrawal'];

const usdtWithdrawal = (order_no: string, change: Partial<UsdtWithdrawal> = {}): UsdtWithdrawal => ({
  order_no,
  status: 'pending',
  merchant_id: 'M10001',
  name: 'Lotus Trading',
  out_abbreviation: 'CNY',
  trade_count: '5000.00',
  abbreviation: 'USDT',
  usdt_withdrawal_fee: '0.01',
  fee: '355.00',
  rate: '7.1',
  count: '35855.00',
  network: 'TRC20',
  address: 'TDestination000000000000000000000',
  txid: null,
  create_time: '2025-06-02T08:00:00.000Z',
  audit_time: null,
  remark: null,
  reviewer: null,
  needs_two_approvals: false,
  first_approval_by: null,
  first_approval_time: null,
  ...change,
});

describe('the USDT withdrawal queue (review/usdt_withdrawal)', () => {
  function withdrawalServer(initial: UsdtWithdrawal[]) {
    let rows = initial;
    stubEndpoint('/v1/platform/review/usdt_withdrawal/query', (call) => {
      const status = (call.body as { status?: string }).status ?? 'pending';
      const list = rows.filter((row) => status === 'all' || row.status === status);
      return ok({ list, total: list.length });
    });
    const approvals = stubEndpoint('/v1/platform/review/usdt_withdrawal/approve', (call) => {
      const row = rows.find((candidate) => candidate.order_no === call.body.order_id)!;
      if (row.first_approval_by === 'reviewer.lan') return refusal(4009, 'The second approval must come from another staff member');
      const change: Partial<UsdtWithdrawal> =
        row.needs_two_approvals && row.first_approval_by === null
          ? { first_approval_by: 'reviewer.lan', first_approval_time: '2025-06-02T09:30:00.000Z' }
          : { status: 'approved', reviewer: 'reviewer.lan', txid: call.body.txid ?? null };
      rows = rows.map((candidate) => (candidate === row ? { ...row, ...change } : candidate));
      return ok(rows.find((candidate) => candidate.order_no === row.order_no)!);
    });
    return { approvals };
  }

  it('approves with the payout’s TXID, required, and the code', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    const server = withdrawalServer([usdtWithdrawal('U1')]);
    await renderPlatformAt('/review/usdt_withdrawal', 'reviewer');
    await screen.findByText('U1');
    expect(within(rowOf('U1')).queryByTestId('four-eyes')).toBeNull();

    await user.click(within(rowOf('U1')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve U1?' });
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(server.approvals).toHaveLength(0);

    const txid = 'a'.repeat(64);
    await user.type(within(dialog).getByLabelText(/Payout TXID/), txid);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved successfully')).toBeInTheDocument();
    expect(server.approvals.map((call) => call.body)).toEqual([{ order_id: 'U1', txid, google_code: code }]);
  });

  it('records a first of two approvals without a TXID, then shows who gave it; the same member again reads the server’s refusal', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    const server = withdrawalServer([usdtWithdrawal('U2', { needs_two_approvals: true })]);
    await renderPlatformAt('/review/usdt_withdrawal', 'reviewer');
    await screen.findByText('U2');
    expect(within(rowOf('U2')).getByTestId('four-eyes')).toHaveTextContent('Needs two approvals');

    await user.click(within(rowOf('U2')).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve U2?' });
    expect(within(dialog).getByText(/Yours is recorded as the first/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Payout TXID/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved successfully')).toBeInTheDocument();
    expect(server.approvals.map((call) => call.body)).toEqual([{ order_id: 'U2', google_code: code }]);
    await waitFor(() => expect(within(rowOf('U2')).getByTestId('four-eyes')).toHaveTextContent(/^First approval by reviewer\.lan at .*2025/));

    await user.click(await within(rowOf('U2')).findByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve U2?' });
    expect(within(dialog).getByText(/First approval by reviewer\.lan at .* Your approval, as another staff member, pays it out/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Payout TXID/), 'b'.repeat(64));
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('The second approval must come from another staff member')).toBeInTheDocument();
    // Another step, another intent: the server must not take it for a repeat of the first approval.
    expect(server.approvals[1]?.headers.get('Idempotency-Key')).not.toBe(server.approvals[0]?.headers.get('Idempotency-Key'));
    expect(within(rowOf('U2')).getByText('Pending review')).toBeInTheDocument();
  });
});

type FiatWithdrawal = components['schemas']['ReviewFiatWithdrawal'];

const fiatWithdrawal = (order_no: string, change: Partial<FiatWithdrawal> = {}): FiatWithdrawal => ({
  order_no,
  status: 'pending',
  merchant_id: 'M10001',
  name: 'Lotus Trading',
  out_abbreviation: 'CNY',
  trade_count: '3000.00',
  abbreviation: 'CNY',
  currency_withdrawal_fee: '0.005',
  fee: '15.00',
  rate: '1',
  count: '3015.00',
  create_time: '2025-06-02T08:00:00.000Z',
  audit_time: null,
  payment_method_id: 4,
  destination: { type: 'bank_card', bank_name: 'Bank of Lotus', holder_name: 'Lotus Trading Ltd', account_number: '6222000011112222' },
  remark: null,
  reviewer: null,
  payout_reference: null,
  needs_two_approvals: false,
  first_approval_by: null,
  first_approval_time: null,
  ...change,
});

describe('the fiat withdrawal queue (review/fiat_withdrawal)', () => {
  it('shows the destination kept at the request, and approves with the payout reference it requires', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    let rows = [fiatWithdrawal('F1')];
    stubEndpoint('/v1/platform/review/fiat_withdrawal/query', () => ok({ list: rows, total: rows.length }));
    const approvals = stubEndpoint('/v1/platform/review/fiat_withdrawal/approve', (call) => {
      if (!call.body.payout_reference) return refusal(4000, 'Payout reference cannot be empty', { field: 'payout_reference', key: 'kassa.validation.required' });
      rows = rows.map((row) => ({ ...row, status: 'approved' as const, payout_reference: call.body.payout_reference ?? null, reviewer: 'reviewer.lan' }));
      return ok(rows[0]!);
    });
    await renderPlatformAt('/review/fiat_withdrawal/F1/show', 'reviewer');

    expect(await screen.findByText(/Account number: 6222000011112222/)).toBeInTheDocument();
    expect(screen.getByText(/Type: Bank card/)).toBeInTheDocument();
    expect(screen.getByText(/Account holder: Lotus Trading Ltd/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve F1?' });
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.type(within(dialog).getByLabelText(/Payout reference/), 'bad reference!');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/letters, digits/i)).toBeInTheDocument();
    expect(approvals).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Payout reference/));
    await user.type(within(dialog).getByLabelText(/Payout reference/), 'FT25060212345');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved successfully')).toBeInTheDocument();
    expect(approvals.map((call) => call.body)).toEqual([{ order_id: 'F1', payout_reference: 'FT25060212345', google_code: code }]);
    expect(await screen.findByText('FT25060212345')).toBeInTheDocument();
  });
});

describe('the four-eyes thresholds (review/threshold)', () => {
  it('are an administrator’s: a reviewer’s menu has the queues and not the thresholds', async () => {
    stubOk('/v1/platform/settings/query', settings);
    stubOk('/v1/platform/review/usdt_recharge/query', { list: [], total: 0 });
    await renderPlatformAt('/review/usdt_recharge', 'reviewer');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: /USDT recharges/ });
    expect(within(menu).queryByRole('menuitem', { name: /Four-eyes thresholds/ })).toBeNull();
  });

  /** What the threshold call answers: the change proposed, waiting for another administrator. */
  const proposal = (coin: string, amount: string | null, before: string | null) =>
    pendingRuleChange({ id: 12, kind: 'four_eyes_threshold', target: coin, change: { coin_name: coin, amount }, before: { coin_name: coin, amount: before } });

  it('lists each coin’s threshold and proposes a new one with the code; the list keeps what holds, the dialog says when it may be approved', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    const list = [{ coin_name: 'USDT', amount: '10000' }];
    stubEndpoint('/v1/platform/review/threshold/query', () => ok({ list }));
    const sets = stubEndpoint('/v1/platform/review/threshold/set', (call) => ok(proposal(call.body.coin_name, call.body.amount || null, null)));
    await renderPlatformAt('/review/threshold', 'admin');
    expect(await screen.findByText('10,000 USDT')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a four-eyes threshold' });
    expect(within(dialog).getByText(/Leave the amount empty to remove the threshold/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Coin/ }));
    await user.click(await screen.findByRole('option', { name: 'CNY' }));
    await user.type(within(dialog).getByLabelText(/Two approvals from/), '50000');
    await user.type(within(dialog).getByLabelText(/Authenticator code/), code);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByTestId('rule-change-proposed');
    expect(within(notice).getByText(/^Proposed\. Another administrator can approve it from /)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Open the rule change' })).toHaveAttribute('href', '/platform/rule_change/12/show');
    expect(sets.map((call) => call.body)).toEqual([{ coin_name: 'CNY', amount: '50000', google_code: code }]);
    expect(screen.queryByText('Saved successfully')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('50,000 CNY')).toBeNull();
  });

  it('proposes a changed threshold from its edit page, and says so in its notice', async () => {
    const user = userEvent.setup();
    stubOk('/v1/platform/settings/query', settings);
    stubOk('/v1/platform/review/threshold/query', { list: [{ coin_name: 'USDT', amount: '10000' }] });
    const sets = stubEndpoint('/v1/platform/review/threshold/set', (call) => ok(proposal(call.body.coin_name, call.body.amount ?? null, '10000.00')));
    await renderPlatformAt('/review/threshold/USDT', 'admin');
    // The declarations load with the first record screen opened: give the edit page time to come.
    const amount = await screen.findByLabelText(/Two approvals from/, {}, { timeout: 15_000 });
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.type(screen.getByLabelText(/Authenticator code/), code);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Proposed\. Another administrator can approve it from /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the rule change' })).toHaveAttribute('href', '/platform/rule_change/12/show');
    expect(sets.map((call) => call.body)).toEqual([{ coin_name: 'USDT', amount: '20000', google_code: code }]);
    expect(await screen.findByText('10,000 USDT')).toBeInTheDocument();
  });
});

const settings: components['schemas']['PlatformSettings'] = {
  usdt: {
    abbreviation: 'USDT',
    rates: [],
    usdt_recharge_fee: '0.01',
    usdt_withdrawal_fee: '0.01',
    min_recharge: '100',
    min_withdrawal: '100',
  },
  coins: [
    { coin_name: 'CNY', min_order_amount: '0', min_withdrawal: '100', min_transfer: '0', recharge_fee_rate: '0.01', withdrawal_fee_rate: '0.01', transfer_fee_rate: '0', internal_transfer_fee_rate: '0' },
    { coin_name: 'USDT', min_order_amount: '0', min_withdrawal: '100', min_transfer: '0', recharge_fee_rate: '0.01', withdrawal_fee_rate: '0.01', transfer_fee_rate: '0', internal_transfer_fee_rate: '0' },
  ],
  maintenance: { on: false, message: null },
};
