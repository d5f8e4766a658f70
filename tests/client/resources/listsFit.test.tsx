import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withdrawalRecordsLabels } from '../../../resources/withdrawalRecords/labels';
import { ok, refusal, stubEndpoint } from '../msw';
import { listReads, renderConsoleAt, stubCoins, stubWithdrawals, useEmulatedWindow, withdrawal } from './harness';

/*
 * Lists that fit, as the operator sees them: which columns a window shows and where the others go, the
 * cards of a phone, long values shortened, and the bulk review's confirmation and answer.
 */

const batchApproval = '/v1/merchant/withdrawal_record/batch_approval';
const batchRejection = '/v1/merchant/withdrawal_record/batch_reject';
const labels = withdrawalRecordsLabels.en.fields;

const emulateWindow = useEmulatedWindow();

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim() ?? '');

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

const longOrder = 'WD202611230000000042';

describe('lists that fit their window', () => {
  it('at 1366 px the secondary columns give way to the row expand panel, and long numbers are shortened with the whole number in the tooltip', async () => {
    const user = userEvent.setup();
    emulateWindow(1366);
    stubCoins();
    stubWithdrawals(() => [withdrawal(longOrder, { serial_number: 'WS202611230000000043', nick: 'Alice Nguyen' })]);
    await renderConsoleAt('/user/WithdrawalRecord');

    const shortened = await screen.findByText('WD20…000042');
    // The whole number is in the tooltip and in what the copy button copies.
    expect(shortened).toHaveAttribute('title', longOrder);
    expect(headers()).toEqual(expect.arrayContaining([labels.order_id, labels.amount, labels.order_status, 'Actions']));
    for (const leftOut of [labels.serial_number, labels.nick, labels.handling_fee, labels.audit]) expect(headers()).not.toContain(leftOut);
    expect(screen.queryByText('Alice Nguyen')).toBeNull();

    // The expand panel of the row shows what the window left out; its button is reached and pressed from the keyboard.
    const expand = within(rowOf('WD20…000042')).getByRole('button', { name: 'Expand' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expand.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('row-expand');
    expect(within(rowOf('WD20…000042')).getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText(labels.nick)).toBeInTheDocument();
    expect(within(panel).getByText('Alice Nguyen')).toBeInTheDocument();
    expect(within(panel).getByText('WS20…000043')).toBeInTheDocument();
  });

  it('on a wide window (1600 px) every column shows, with nothing to expand', async () => {
    emulateWindow(1600);
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1')]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');
    expect(headers()).toEqual(expect.arrayContaining([labels.serial_number, labels.nick, labels.handling_fee, labels.audit]));
    expect(within(rowOf('W1')).queryByRole('button', { name: 'Expand' })).toBeNull();
  });

  it('below 600 px each record is a card: the amount, the status, the lines and the review buttons', async () => {
    emulateWindow(390);
    stubCoins();
    stubWithdrawals(() => [withdrawal(longOrder), withdrawal('W2', { order_status: 'approved', audit: 'operator', amount: '7.00' })]);
    await renderConsoleAt('/user/WithdrawalRecord');

    const cards = await screen.findAllByTestId('record-card');
    expect(screen.queryByRole('table')).toBeNull();
    const [pending, approved] = cards as [HTMLElement, HTMLElement];
    expect(within(pending).getByText('120.50 USDT')).toBeInTheDocument();
    expect(within(pending).getByText('Pending review')).toBeInTheDocument();
    expect(within(pending).getByText(labels.order_id)).toBeInTheDocument();
    expect(within(pending).getByText('WD20…000042')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(approved).getByText('7.00 USDT')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('below 600 px an empty list says so as the table does, naming the records, and offers to clear the filters', async () => {
    const user = userEvent.setup();
    emulateWindow(390);
    stubCoins();
    stubWithdrawals(() => []);
    await renderConsoleAt('/user/WithdrawalRecord');
    expect(await screen.findByText(`No ${withdrawalRecordsLabels.en.name} found`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: labels.order_status }));
    await user.click(await screen.findByLabelText(labels.order_status));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    expect(await screen.findByText(`No ${withdrawalRecordsLabels.en.name} found using the current filters.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(`No ${withdrawalRecordsLabels.en.name} found`)).toBeInTheDocument();
  });
});

describe('filters on a phone', () => {
  it('below 600 px the filters fold behind the filter button, which adds the one chosen to the form', async () => {
    const user = userEvent.setup();
    emulateWindow(390);
    stubCoins();
    const reads = stubWithdrawals(() => [withdrawal('W1'), withdrawal('W2', { order_status: 'approved', audit: 'operator' })]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findAllByTestId('record-card');

    // No filter input stands between the title and the first card.
    for (const label of [labels.order_status, labels.keyword, 'From date']) expect(screen.queryByLabelText(label)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: labels.order_status }));
    await user.click(await screen.findByLabelText(labels.order_status));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));

    await waitFor(() => expect(screen.getAllByTestId('record-card')).toHaveLength(1));
    expect(listReads(reads).at(-1)?.body).toMatchObject({ status: 'approved' });
    // The other filters stay folded.
    expect(screen.queryByLabelText(labels.keyword)).toBeNull();
  });

  it('from 600 px every filter is always on, with no filter button', async () => {
    emulateWindow(600);
    stubCoins();
    stubWithdrawals(() => [withdrawal('W1')]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findAllByText('W1');
    for (const label of [labels.order_status, labels.keyword]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
  });
});

describe('bulk review of user withdrawals', () => {
  function pendingOrders() {
    return [
      withdrawal('W1', { coin_name: 'CNY', amount: '100.10' }),
      withdrawal('W2', { coin_name: 'CNY', amount: '50.25' }),
      withdrawal('W3', { coin_name: 'USDT', amount: '1.5' }),
      withdrawal('W4', { order_status: 'approved', audit: 'operator' }),
    ];
  }

  it('shows the count and the totals per coin, sends one call with the code, and says how many were approved', async () => {
    const user = userEvent.setup();
    emulateWindow(1600);
    stubCoins();
    stubWithdrawals(pendingOrders);
    const calls = stubEndpoint(batchApproval, (call) =>
      ok({
        list: call.body.order_ids.map((order_id, index) => ({ order_id, outcome: index === 0 ? ('already_reviewed' as const) : ('approved' as const), order: withdrawal(order_id, { order_status: 'approved' }) })),
      }),
    );
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');

    // A reviewed order cannot be selected.
    expect(within(rowOf('W4')).getByRole('checkbox')).toBeDisabled();
    for (const order of ['W1', 'W2', 'W3']) await user.click(within(rowOf(order)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve the selected withdrawals' });
    const summary = within(dialog).getByTestId('bulk-summary');
    expect(within(summary).getByText('Orders: 3')).toBeInTheDocument();
    expect(within(summary).getByText('150.35 CNY')).toBeInTheDocument();
    expect(within(summary).getByText('1.5 USDT')).toBeInTheDocument();

    // Without the code nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await within(dialog).findByText('Verification code cannot be empty');
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Authenticator code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText('2 approved, 1 already reviewed');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ order_ids: ['W1', 'W2', 'W3'], google_code: '123456' });
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejects with one reason; a wrong code shows on the code field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    emulateWindow(1600);
    stubCoins();
    stubWithdrawals(pendingOrders);
    let attempts = 0;
    const calls = stubEndpoint(batchRejection, (call) => {
      attempts += 1;
      if (attempts === 1) return refusal(4000, 'Wrong code', { field: 'google_code', key: 'kassa.server.wrongCurrentCode' });
      return ok({ list: call.body.order_ids.map((order_id) => ({ order_id, outcome: 'rejected' as const, order: withdrawal(order_id, { order_status: 'rejected' }) })) });
    });
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');
    await user.click(within(rowOf('W1')).getByRole('checkbox'));
    await user.click(within(rowOf('W3')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject the selected withdrawals' });
    expect(within(within(dialog).getByTestId('bulk-summary')).getByText('Orders: 2')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason for rejection/), 'Name does not match');
    await user.type(within(dialog).getByLabelText(/Authenticator code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await within(dialog).findByText('The code of your current authenticator is incorrect.');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ order_ids: ['W1', 'W3'], reason: 'Name does not match', google_code: '000000' });
    expect(screen.getByRole('dialog', { name: 'Reject the selected withdrawals' })).toBeInTheDocument();

    const code = within(dialog).getByLabelText(/Authenticator code/);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('2 rejected, 0 already reviewed');
    // A refused call is a new attempt: a new Idempotency-Key.
    expect(calls[1]?.headers.get('Idempotency-Key')).not.toBe(calls[0]?.headers.get('Idempotency-Key'));
  });
});
