import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listReads, renderConsoleAt, stubCoins, stubWithdrawals, useEmulatedWindow, withdrawal } from './harness';

/*
 * Where a user withdrawal came from, as the operator reads it: a payout the merchant's own server asked for through the
 * API (with its payout id and note) or a payer's request in the wallet. The list shows it in a column (and on a phone's
 * card), filters by it, and the detail shows the payout id and the note.
 */

const emulateWindow = useEmulatedWindow();

const payout = withdrawal('W1', { source: 'merchant_api', merchant_payout_no: 'PAYOUT-2025-0001', note: 'Refund of order SHOP-1001', nick: 'Alice' });
const walletRequest = withdrawal('W2', { source: 'wallet', nick: 'Bo' });

function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

describe('the source of a user withdrawal', () => {
  it('shows in its own column at 1366 px: your server (API) or the payer’s wallet', async () => {
    emulateWindow(1366);
    stubCoins();
    stubWithdrawals(() => [payout, walletRequest]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');
    expect(screen.getByRole('columnheader', { name: 'Source' })).toBeInTheDocument();
    expect(within(rowOf('W1')).getByText('Your server (API)')).toBeInTheDocument();
    expect(within(rowOf('W2')).getByText("Payer's wallet")).toBeInTheDocument();
  });

  it('shows on each card of a phone', async () => {
    emulateWindow(390);
    stubCoins();
    stubWithdrawals(() => [payout, walletRequest]);
    await renderConsoleAt('/user/WithdrawalRecord');
    const [first, second] = (await screen.findAllByTestId('record-card')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Source')).toBeInTheDocument();
    expect(within(first).getByText('Your server (API)')).toBeInTheDocument();
    expect(within(second).getByText("Payer's wallet")).toBeInTheDocument();
  });

  it('filters the list by source, with All first, sent as the contract names it', async () => {
    const user = userEvent.setup();
    stubCoins();
    const calls = stubWithdrawals(() => [payout, walletRequest]);
    await renderConsoleAt('/user/WithdrawalRecord');
    await screen.findByText('W1');

    await user.click(screen.getByLabelText('Source'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'Your server (API)', "Payer's wallet"]);
    await user.click(screen.getByRole('option', { name: 'Your server (API)' }));
    await waitFor(() => expect(listReads(calls).at(-1)?.body).toMatchObject({ source: 'merchant_api' }));

    await user.click(screen.getByLabelText('Source'));
    await user.click(await screen.findByRole('option', { name: "Payer's wallet" }));
    await waitFor(() => expect(listReads(calls).at(-1)?.body).toMatchObject({ source: 'wallet' }));

    await user.click(screen.getByLabelText('Source'));
    await user.click(within(await screen.findByRole('listbox')).getByText('All'));
    await waitFor(() => expect(listReads(calls).at(-1)?.body).not.toHaveProperty('source'));
    // The keyword finds a payout by the merchant's own payout id too.
    expect(screen.getByLabelText('Order, serial or payout number')).toBeInTheDocument();
  });

  it('the detail of a payout shows the source, your payout id and your server’s note', async () => {
    stubCoins();
    stubWithdrawals(() => [payout, walletRequest]);
    await renderConsoleAt('/user/WithdrawalRecord/W1/show');
    const origin = (await screen.findByRole('heading', { name: 'Where it came from' })).nextElementSibling as HTMLElement;
    expect(within(origin).getByText('Source')).toBeInTheDocument();
    expect(within(origin).getByText('Your server (API)')).toBeInTheDocument();
    expect(within(origin).getByText('Your payout ID')).toBeInTheDocument();
    expect(within(origin).getByText('PAYOUT-2025-0001')).toBeInTheDocument();
    expect(within(origin).getByText("Your server's note")).toBeInTheDocument();
    expect(within(origin).getByText('Refund of order SHOP-1001')).toBeInTheDocument();
  });

  it('the detail of a wallet request says it has no payout id and no note, rather than leaving blanks', async () => {
    stubCoins();
    stubWithdrawals(() => [payout, walletRequest]);
    await renderConsoleAt('/user/WithdrawalRecord/W2/show');
    const origin = (await screen.findByRole('heading', { name: 'Where it came from' })).nextElementSibling as HTMLElement;
    expect(within(origin).getByText("Payer's wallet")).toBeInTheDocument();
    expect(within(origin).getByText('None: the payer asked in the wallet')).toBeInTheDocument();
    expect(within(origin).getByText('None')).toBeInTheDocument();
  });
});
