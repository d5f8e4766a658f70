import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { demoShop, makeWithdrawal, renderWallet, stubSignedIn } from './harness';

describe('asking a merchant for a withdrawal', () => {
  it('lists the requests with their status and the reason of a rejection', async () => {
    stubSignedIn();
    stubOk('/v1/wallet/withdrawal/merchants', { list: [demoShop], total: 1 });
    stubOk('/v1/wallet/withdrawal/query', {
      list: [
        makeWithdrawal({ order_id: 'UW-3', order_status: 'pending' }),
        makeWithdrawal({ order_id: 'UW-2', order_status: 'approved', amount: '20.00', settlement_amount: '19.80', handling_fee: '0.20' }),
        makeWithdrawal({ order_id: 'UW-1', order_status: 'rejected', reason: 'Please ask at the counter' }),
      ],
      total: 3,
    });
    renderWallet('/wallet/withdraw');
    expect(await screen.findByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
    const requests = await screen.findByRole('region', { name: 'Your requests' });
    const rows = await within(requests).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.badge')?.textContent)).toEqual(['Pending review', 'Approved', 'Rejected']);
    expect(rows[1]).toHaveTextContent('You receive19.80 CNY');
    expect(rows[2]).toHaveTextContent('ReasonPlease ask at the counter');
    expect(rows[0]).not.toHaveTextContent('Reason');
  });

  it('asks a merchant paid before, in one of its coins, with an Idempotency-Key; the new request tops the list', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    stubOk('/v1/wallet/withdrawal/merchants', { list: [demoShop], total: 1 });
    stubOk('/v1/wallet/withdrawal/query', { list: [], total: 0 });
    const creates = stubOk('/v1/wallet/withdrawal/create', makeWithdrawal({ order_id: 'UW-9', amount: '50.00' }));
    renderWallet('/wallet/withdraw');
    expect(await screen.findByText('No withdrawal requests yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Merchant')).toHaveValue('100001');
    expect(screen.getByLabelText('Currency')).toHaveValue('CNY');

    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(creates).toHaveLength(0);

    await user.type(screen.getByLabelText('Amount'), '50.00');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Your withdrawal request has been sent')).toBeInTheDocument();
    expect(creates[0]!.body).toEqual({ merchant_id: '100001', coin_name: 'CNY', amount: '50.00' });
    expect(creates[0]!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const rows = within(screen.getByRole('region', { name: 'Your requests' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Pending review');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('asks another merchant by its ID, and says the daily cap at the amount as the server does', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    stubOk('/v1/wallet/withdrawal/merchants', { list: [], total: 0 });
    stubOk('/v1/wallet/withdrawal/query', { list: [], total: 0 });
    const cap = 'This merchant accepts withdrawal requests of at most 100.00 CNY a day from one payer. You can still ask for 20.00 CNY today.';
    const creates = stubEndpoint('/v1/wallet/withdrawal/create', refusal(4000, cap, { field: 'amount' }));
    renderWallet('/wallet/withdraw');
    expect(await screen.findByText('You have not paid any merchant yet: enter the ID of the merchant to ask.')).toBeInTheDocument();
    // Another merchant takes the payer's own coins.
    expect(within(screen.getByLabelText('Currency')).getAllByRole('option').map((option) => option.textContent)).toEqual(['CNY', 'USDT']);
    await user.type(screen.getByLabelText('Merchant ID'), '100002');
    await user.type(screen.getByLabelText('Amount'), '30');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(cap)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(creates[0]!.body).toEqual({ merchant_id: '100002', coin_name: 'CNY', amount: '30' });
  });
});
