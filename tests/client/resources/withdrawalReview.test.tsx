import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refusal, stubEndpoint } from '../msw';
import type { Schemas } from './harness';
import { listReads, renderConsoleAt, stubCoins, stubWithdrawals, withdrawal } from './harness';

const approval = '/v1/merchant/withdrawal_record/approval';
const rejection = '/v1/merchant/withdrawal_record/reject';
const idempotencyKeyShape = /^[A-Za-z0-9_-]{8,64}$/;

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

function withdrawalMenuEntry(): HTMLElement {
  return screen.getByRole('menuitem', { name: /User withdrawal records/ });
}

/** A server that reviews: approval and rejection change the stored rows as the real one would. */
function reviewingServer(initial: Schemas['WithdrawalListRow'][]) {
  let rows = initial;
  const reads = stubWithdrawals(() => rows);
  const review = (orderId: string, change: Partial<Schemas['WithdrawalListRow']>) => {
    rows = rows.map((row) => (row.order_id === orderId ? { ...row, ...change } : row));
    return rows.find((row) => row.order_id === orderId)!;
  };
  const approvals = stubEndpoint(approval, (call) => ok(review(call.body.order_id, { order_status: 'approved', audit: 'demo' })));
  const rejections = stubEndpoint(rejection, (call) =>
    ok(review(call.body.order_id, { order_status: 'rejected', audit: 'demo', remark: call.body.reason })),
  );
  return { reads, approvals, rejections };
}

describe('user withdrawal records (user/WithdrawalRecord)', () => {
  it('lists the records with amounts and coin, coloured states, and review buttons on pending rows only', async () => {
    stubCoins();
    const calls = stubWithdrawals(() => [withdrawal('W1'), withdrawal('W2', { order_status: 'approved', audit: 'operator' })]);

    await renderConsoleAt('/user/WithdrawalRecord');

    await screen.findByText('W1');
    expect(within(rowOf('W1')).getByText('120.50 USDT')).toBeInTheDocument();
    expect(within(rowOf('W1')).getByText('Pending review').closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    expect(within(rowOf('W1')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(rowOf('W1')).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(rowOf('W2')).getByText('Approved').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(within(rowOf('W2')).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rowOf('W2')).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(listReads(calls)[0]?.body).toEqual({ page: 1, page_size: 20, sort_field: 'create_time', sort_order: 'desc' });
  });

  it('approves after the confirm dialog: sends exactly { order_id } with an Idempotency-Key, then refreshes the list and the badge', async () => {
    const user = userEvent.setup();
    stubCoins();
    const server = reviewingServer([withdrawal('W1'), withdrawal('W2')]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');
    await waitFor(() => expect(within(withdrawalMenuEntry()).getByText('2')).toBeInTheDocument());

    await user.click(within(rowOf('W1')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve W1?')).toBeInTheDocument();
    expect(server.approvals).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approved successfully')).toBeInTheDocument();
    expect(server.approvals.map((call) => call.body)).toEqual([{ order_id: 'W1' }]);
    expect(server.approvals[0]?.headers.get('Idempotency-Key')).toMatch(idempotencyKeyShape);
    await waitFor(() => expect(within(rowOf('W1')).getByText('Approved')).toBeInTheDocument());
    await waitFor(() => expect(within(withdrawalMenuEntry()).getByText('1')).toBeInTheDocument());
  });

  it('sends one approval for a double click on the confirm button', async () => {
    const user = userEvent.setup();
    stubCoins();
    const server = reviewingServer([withdrawal('W1')]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');

    await user.click(within(rowOf('W1')).getByRole('button', { name: 'Approve' }));
    await user.dblClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));

    await screen.findByText('Approved successfully');
    expect(server.approvals).toHaveLength(1);
  });

  it('does not approve when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    stubCoins();
    const server = reviewingServer([withdrawal('W1')]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');

    await user.click(within(rowOf('W1')).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.approvals).toHaveLength(0);
  });

  it('rejects only with a reason: an empty reason is refused on the field, then { order_id, reason } is sent', async () => {
    const user = userEvent.setup();
    stubCoins();
    const server = reviewingServer([withdrawal('W1'), withdrawal('W2')]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');

    await user.click(within(rowOf('W2')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject W2' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(server.rejections).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for rejection/), '  Wrong address ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Rejected successfully')).toBeInTheDocument();
    expect(server.rejections.map((call) => call.body)).toEqual([{ order_id: 'W2', reason: 'Wrong address' }]);
    expect(server.rejections[0]?.headers.get('Idempotency-Key')).toMatch(idempotencyKeyShape);
    await waitFor(() => expect(within(rowOf('W2')).getByText('Rejected')).toBeInTheDocument());
    await waitFor(() => expect(within(withdrawalMenuEntry()).getByText('1')).toBeInTheDocument());
  });

  it("shows the server's refusal of the reason on the reason field", async () => {
    const user = userEvent.setup();
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1')]);
    const rejections = stubEndpoint(
      rejection,
      refusal(4000, 'Must be 200 characters or fewer', { field: 'reason', key: 'kassa.validation.too_long' }),
    );
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');

    await user.click(within(rowOf('W1')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject W1' });
    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'Too long for the server');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('Must be 200 characters or fewer')).toBeInTheDocument();
    expect(rejections).toHaveLength(1);
    // The next attempt is a new request: the server decided on the first one.
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(rejections).toHaveLength(2));
    expect(rejections[1]?.headers.get('Idempotency-Key')).not.toBe(rejections[0]?.headers.get('Idempotency-Key'));
  });

  it('asks for the authenticator code when the row needs it; the refusal of a wrong code shows on the field', async () => {
    const user = userEvent.setup();
    stubCoins();
    let rows = [withdrawal('W1', { needs_code: true }), withdrawal('W2')];
    stubWithdrawals(() => rows);
    const approvals = stubEndpoint(approval, (call) => {
      if (call.body.google_code !== '654321') return refusal(4000, 'Wrong code', { field: 'google_code', key: 'kassa.server.wrongCurrentCode' });
      rows = rows.map((row) => (row.order_id === call.body.order_id ? { ...row, order_status: 'approved', audit: 'demo', needs_code: false } : row));
      return ok(rows[0]!);
    });
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');

    // A row that does not need the code keeps the plain confirmation.
    await user.click(within(rowOf('W2')).getByRole('button', { name: 'Approve' }));
    const plain = await screen.findByRole('dialog');
    expect(within(plain).queryByLabelText(/Authenticator code/)).toBeNull();
    await user.click(within(plain).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rowOf('W1')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve W1?' });
    expect(within(dialog).getByText(/Enter the code to approve/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Authenticator code/)).toHaveAttribute('aria-invalid', 'true'));
    expect(approvals).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Authenticator code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('The code of your current authenticator is incorrect.')).toBeInTheDocument();
    expect(approvals.map((call) => call.body)).toEqual([{ order_id: 'W1', google_code: '000000' }]);

    const code = within(dialog).getByLabelText(/Authenticator code/);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // The success toast waits behind the 'form is not valid' one of the empty attempt: the row tells instead.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rowOf('W1')).getByText('Approved')).toBeInTheDocument());
    expect(approvals[1]?.body).toEqual({ order_id: 'W1', google_code: '654321' });
    // The server decided on the refused attempt: the next one is a new request.
    expect(approvals[1]?.headers.get('Idempotency-Key')).not.toBe(approvals[0]?.headers.get('Idempotency-Key'));
  });

  it('shows a refused approval once (already reviewed) and reads the list again', async () => {
    const user = userEvent.setup();
    stubCoins();
    const reads = stubWithdrawals(() => [withdrawal('W1')]);
    stubEndpoint(approval, refusal(4009, 'This withdrawal has already been reviewed'));
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');
    const readsBefore = listReads(reads).length;

    await user.click(within(rowOf('W1')).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findAllByText('This withdrawal has already been reviewed')).toHaveLength(1);
    await waitFor(() => expect(listReads(reads).length).toBeGreaterThan(readsBefore));
    expect(screen.queryByText('Approved successfully')).toBeNull();
  });

  it('shows the pending count on the menu entry, 99+ above 99', async () => {
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1')], () => 120);
    await renderConsoleAt('/assets/Assets');
    stubEndpoint('/v1/merchant/asset/query', ok({ list: [], total: 0 }));

    await waitFor(() => expect(within(withdrawalMenuEntry()).getByText('99+')).toBeInTheDocument());
  });
});
