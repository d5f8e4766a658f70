import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { demoShop, makeClaimRule, makeWithdrawal, renderWallet, stubSignedIn } from './harness';

/** The rule shown for the chosen merchant and coin. */
const ruleOnScreen = () => document.querySelector<HTMLElement>('.claim-rule');

describe('asking a merchant for a withdrawal', () => {
  it('lists the requests with their status and the reason of a rejection', async () => {
    stubSignedIn();
    stubOk('/v1/wallet/withdrawal/merchants', { list: [demoShop], total: 1 });
    stubOk('/v1/wallet/withdrawal/claim', { merchant_id: '100001', merchant_name: 'Demo Shop', list: [makeClaimRule()] });
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

  it('shows the rule of the merchant paid before ahead of the amount, offers only its coins, and reads it again after a request', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    stubOk('/v1/wallet/withdrawal/merchants', { list: [demoShop], total: 1 });
    stubOk('/v1/wallet/withdrawal/query', { list: [], total: 0 });
    let claimable = '140.00';
    const claims = stubEndpoint('/v1/wallet/withdrawal/claim', () => ({
      code: 200,
      msg: 'ok',
      detail: 'ok',
      data: { merchant_id: '100001', merchant_name: 'Demo Shop', list: [makeClaimRule({ claimable }), makeClaimRule({ coin_name: 'VND', claimable: '0', min_withdrawal: '10000', window_days: null })] },
    }));
    const creates = stubOk('/v1/wallet/withdrawal/create', makeWithdrawal({ order_id: 'UW-9', amount: '50.00' }));
    renderWallet('/wallet/withdraw');
    expect(await screen.findByText('You can withdraw up to 140.00 CNY from Demo Shop (minimum 10.00 CNY).')).toBeInTheDocument();
    expect(screen.getByText('This merchant pays back up to what you paid it in the last 30 days, less your pending and approved requests.')).toBeInTheDocument();
    expect(claims[0]!.body).toEqual({ merchant_id: '100001' });
    expect(screen.getByLabelText('Merchant')).toHaveValue('100001');
    // The merchant's coins as the rule lists them (not USDT, which the payer has but this merchant does not take now).
    expect(within(screen.getByLabelText('Currency')).getAllByRole('option').map((option) => option.textContent)).toEqual(['CNY', 'VND']);
    const amount = screen.getByLabelText('Amount');
    expect(ruleOnScreen()!.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(amount).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(creates).toHaveLength(0);

    await user.type(amount, '50.00');
    claimable = '90.00';
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('Your withdrawal request has been sent')).toBeInTheDocument();
    expect(creates[0]!.body).toEqual({ merchant_id: '100001', coin_name: 'CNY', amount: '50.00' });
    expect(creates[0]!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const rows = within(screen.getByRole('region', { name: 'Your requests' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Pending review');
    expect(amount).toHaveValue('');
    // What is left to ask for, after this request.
    expect(await screen.findByText('You can withdraw up to 90.00 CNY from Demo Shop (minimum 10.00 CNY).')).toBeInTheDocument();
    expect(claims).toHaveLength(2);

    // "Max" fills in what may be asked for.
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('90.00');

    // A coin the merchant pays out nothing in: said plainly, nothing to type or send.
    await user.selectOptions(screen.getByLabelText('Currency'), 'VND');
    expect(screen.getByText('Demo Shop does not pay out VND to the wallet.')).toBeInTheDocument();
    expect(amount).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });

  it('says there is nothing to withdraw, and keeps the amount and the request shut, when less than the minimum is left', async () => {
    stubSignedIn();
    stubOk('/v1/wallet/withdrawal/merchants', { list: [demoShop], total: 1 });
    stubOk('/v1/wallet/withdrawal/query', { list: [], total: 0 });
    stubOk('/v1/wallet/withdrawal/claim', {
      merchant_id: '100001',
      merchant_name: 'Demo Shop',
      list: [makeClaimRule({ coin_name: 'USDT', claimable: '0.000000', min_withdrawal: '100.000000', window_days: null }), makeClaimRule({ claimable: '4.50', window_days: 7 })],
    });
    const creates = stubOk('/v1/wallet/withdrawal/create', makeWithdrawal());
    renderWallet('/wallet/withdraw');
    expect(await screen.findByText('Nothing to withdraw from Demo Shop right now.')).toBeInTheDocument();
    // Nothing to ask for in any coin: the one the merchant takes wallet requests in comes first, with why there is nothing.
    expect(screen.getByLabelText('Currency')).toHaveValue('CNY');
    const rule = within(ruleOnScreen()!);
    expect(rule.getByText('This merchant pays back up to what you paid it in the last 7 days, less your pending and approved requests.')).toBeInTheDocument();
    expect(rule.getByText('Only 4.50 CNY is left, below the 10.00 CNY minimum.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
    expect(creates).toHaveLength(0);
  });

  it('looks up another merchant by its ID, and says a refusal of the amount at the amount as the server does', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    stubOk('/v1/wallet/withdrawal/merchants', { list: [], total: 0 });
    stubOk('/v1/wallet/withdrawal/query', { list: [], total: 0 });
    const claims = stubEndpoint('/v1/wallet/withdrawal/claim', ({ body }) =>
      body.merchant_id === '100002'
        ? { code: 200, msg: 'ok', detail: 'ok', data: { merchant_id: '100002', merchant_name: 'Tea House', list: [makeClaimRule({ coin_name: 'USDT', claimable: '25.000000', min_withdrawal: '1.000000', window_days: 1 })] } }
        : refusal(4004, `No merchant has the ID ${body.merchant_id}.`),
    );
    const exceeded = 'You can withdraw at most 20.000000 USDT from this merchant.';
    const creates = stubEndpoint('/v1/wallet/withdrawal/create', refusal(4000, exceeded, { field: 'amount' }));
    renderWallet('/wallet/withdraw');
    expect(await screen.findByText('You have not paid any merchant yet: enter the ID of the merchant to ask.')).toBeInTheDocument();
    expect(screen.getByText('Enter the merchant’s ID and look it up to see what you can withdraw.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toBeDisabled();

    await user.type(screen.getByLabelText('Merchant ID'), '100009{Enter}');
    expect(await screen.findByText('No merchant has the ID 100009.')).toBeInTheDocument();
    expect(screen.getByLabelText('Merchant ID')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Merchant ID'));
    await user.type(screen.getByLabelText('Merchant ID'), '100002');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('You can withdraw up to 25.000000 USDT from Tea House (minimum 1.000000 USDT).')).toBeInTheDocument();
    expect(screen.getByText('This merchant pays back up to what you paid it in the last day, less your pending and approved requests.')).toBeInTheDocument();
    expect(claims.map((call) => call.body)).toEqual([{ merchant_id: '100009' }, { merchant_id: '100002' }]);
    expect(screen.getByLabelText('Currency')).toHaveValue('USDT');

    // The merchant's rule changed meanwhile: the server's refusal is said at the amount, and the rule is read again.
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(exceeded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(creates[0]!.body).toEqual({ merchant_id: '100002', coin_name: 'USDT', amount: '25' });
    await waitFor(() => expect(claims).toHaveLength(3));

    // Another ID is another merchant: its rule is gone until it is looked up.
    await user.type(screen.getByLabelText('Merchant ID'), '3');
    expect(screen.queryByText(/Tea House/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toBeDisabled();
  });

  it('says a refusal of the merchant at the merchant, as the server does when it takes no requests at all', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    stubOk('/v1/wallet/withdrawal/merchants', { list: [demoShop], total: 1 });
    stubOk('/v1/wallet/withdrawal/query', { list: [], total: 0 });
    stubOk('/v1/wallet/withdrawal/claim', { merchant_id: '100001', merchant_name: 'Demo Shop', list: [makeClaimRule()] });
    const closed = 'This merchant does not take withdrawal requests in CNY from the wallet. Ask the merchant to pay you out from its own app or site.';
    stubEndpoint('/v1/wallet/withdrawal/create', refusal(4000, closed, { field: 'merchant_id' }));
    renderWallet('/wallet/withdraw');
    await screen.findByText('You can withdraw up to 140.00 CNY from Demo Shop (minimum 10.00 CNY).');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(closed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Merchant')).toHaveFocus());
    expect(screen.getByLabelText('Merchant')).toHaveAttribute('aria-invalid', 'true');
  });
});
