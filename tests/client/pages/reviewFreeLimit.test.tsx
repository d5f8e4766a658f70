import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { renderConsoleAt } from './console';

type Limit = components['schemas']['ReviewFreeLimit'];

const limits: Limit[] = [
  { coin_name: 'USDT', limit_amount: '0.000000', approval_code_above: null, user_daily_cap: null, wallet_claim_days: null, update_time: null },
  { coin_name: 'CNY', limit_amount: '0.00', approval_code_above: null, user_daily_cap: null, wallet_claim_days: null, update_time: null },
  { coin_name: 'USD', limit_amount: '20.00', approval_code_above: null, user_daily_cap: null, wallet_claim_days: 30, update_time: '2025-06-01T08:00:00.000Z' },
];

const page = '/withdraw/ImmunityTrial';

function stubUpdate() {
  return stubEndpoint('/v1/merchant/withdrawal_limit/update', (call) => {
    const [entry] = call.body.list;
    const list = limits.map((limit) =>
      limit.coin_name === entry?.coin_name
        ? {
            ...limit,
            limit_amount: Number(entry.limit_amount).toFixed(2),
            approval_code_above: entry.approval_code_above == null ? null : Number(entry.approval_code_above).toFixed(2),
            user_daily_cap: entry.user_daily_cap == null ? null : Number(entry.user_daily_cap).toFixed(2),
            wallet_claim_days: entry.wallet_claim_days === undefined ? limit.wallet_claim_days : entry.wallet_claim_days,
            update_time: '2025-07-01T08:00:00.000Z',
          }
        : limit,
    );
    return { code: 200, msg: 'ok', detail: 'ok', data: { list, total: list.length } };
  });
}

describe('Review-free limit (/withdraw/ImmunityTrial)', () => {
  it('says which withdrawals the limit covers: payouts your server requests, never requests payers make in the wallet', async () => {
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    await renderConsoleAt(page);
    await screen.findByText('20.00 USD');
    expect(
      screen.getByText(
        'The review-free limit applies to payouts your server requests through the API: one at or below the limit of its currency is paid at once, without your review. Requests payers make in the wallet always wait for your review. A limit of 0 means every payout waits for your review.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Wallet requests: for each currency you choose whether payers may ask you for withdrawals in the wallet\./)).toBeInTheDocument();
  });

  it('lists one row per currency with its limit; 0 reads as every withdrawal reviewed', async () => {
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    const { container } = await renderConsoleAt(page);
    await screen.findByText('20.00 USD');
    const cny = container.querySelector<HTMLElement>('tr[data-coin=CNY]')!;
    expect(within(cny).getByText('0.00 CNY')).toBeInTheDocument();
    expect(within(cny).getByText('Every withdrawal is reviewed')).toBeInTheDocument();
    expect(within(cny).getByText('Never set')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit the limit of / })).toHaveLength(3);
    // Whether payers may ask in the wallet: a column of its own, and a line under the limit on a phone.
    expect(screen.getByRole('columnheader', { name: 'Wallet requests' })).toBeInTheDocument();
    expect(within(cny).getByText('Not allowed')).toBeInTheDocument();
    expect(within(cny).getByText('Wallet requests: Not allowed')).toBeInTheDocument();
    const usd = container.querySelector<HTMLElement>('tr[data-coin=USD]')!;
    expect(within(usd).getByText('Allowed: payments of the last 30 days')).toBeInTheDocument();
  });

  it('asks for the amount and the code, states the consequence, and sends only on confirmation', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    const updates = stubUpdate();
    await renderConsoleAt(page);
    await user.click(await screen.findByRole('button', { name: 'Edit the limit of CNY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review-free limit of CNY' });

    await user.clear(within(dialog).getByLabelText('Limit (CNY) *'));
    await user.type(within(dialog).getByLabelText('Limit (CNY) *'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Verification code cannot be empty')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Limit (CNY) *'));
    await user.type(within(dialog).getByLabelText('Limit (CNY) *'), '500');
    await user.type(within(dialog).getByLabelText('Authenticator code *'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the new limit' });
    expect(within(confirm).getByText('Payouts your server requests at or below 500 CNY will be paid without review. Requests payers make in the wallet still wait for your review.')).toBeInTheDocument();
    // The code threshold left empty: every approval asks for the code, as the server has it.
    expect(within(confirm).getByText('Approving any CNY withdrawal will ask for the authenticator code.')).toBeInTheDocument();
    expect(within(confirm).getByText('The change is recorded in the audit log.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({ list: [{ coin_name: 'CNY', limit_amount: '500', approval_code_above: null, user_daily_cap: null, wallet_claim_days: null }], google_code: '123456' });
    expect(await screen.findByText('The review-free limit of CNY is now 500.00')).toBeInTheDocument();
    expect(await screen.findByText('500.00 CNY')).toBeInTheDocument();
  });

  it('sets the amount above which approving asks for the authenticator code, stating it before saving', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    const updates = stubUpdate();
    const { container } = await renderConsoleAt(page);
    await user.click(await screen.findByRole('button', { name: 'Edit the limit of CNY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review-free limit of CNY' });
    const above = within(dialog).getByLabelText('Code to approve above (CNY)');
    await user.type(above, '-5');
    await user.type(within(dialog).getByLabelText('Authenticator code *'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The amount cannot be negative')).toBeInTheDocument();

    await user.clear(above);
    await user.type(above, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the new limit' });
    expect(within(confirm).getByText('Approving a CNY withdrawal above 1,000 CNY will ask for the authenticator code.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({ list: [{ coin_name: 'CNY', limit_amount: '0.00', approval_code_above: '1000', user_daily_cap: null, wallet_claim_days: null }], google_code: '123456' });
    const cny = container.querySelector<HTMLElement>('tr[data-coin=CNY]')!;
    expect(await within(cny).findByText('1,000.00 CNY')).toBeInTheDocument();
    expect(within(container.querySelector<HTMLElement>('tr[data-coin=USD]')!).getByText('Every approval')).toBeInTheDocument();
  });

  it('says that 0 reviews every withdrawal; a refused code returns to the form with the message at the code', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    stubEndpoint('/v1/merchant/withdrawal_limit/update', refusal(4000, 'The code of your current authenticator is incorrect.', { field: 'google_code', key: 'kassa.server.wrongCurrentCode' }));
    await renderConsoleAt(page);
    await user.click(await screen.findByRole('button', { name: 'Edit the limit of USD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review-free limit of USD' });
    await user.clear(within(dialog).getByLabelText('Limit (USD) *'));
    await user.type(within(dialog).getByLabelText('Limit (USD) *'), '0');
    await user.type(within(dialog).getByLabelText('Authenticator code *'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Every USD withdrawal will wait for your review.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code of your current authenticator is incorrect.', { selector: 'p, span' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Review-free limit of USD' })).toBeInTheDocument();
  });

  it('sets the daily cap of one payer’s withdrawal requests, stating it before saving', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    const updates = stubUpdate();
    const { container } = await renderConsoleAt(page);
    const usd = (await screen.findByText('20.00 USD')).closest('tr')!;
    expect(within(usd).getAllByText('No cap').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Edit the limit of CNY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review-free limit of CNY' });
    const cap = within(dialog).getByLabelText('Daily cap per payer (CNY)');
    await user.type(cap, 'ten');
    await user.type(within(dialog).getByLabelText('Authenticator code *'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter a valid number')).toBeInTheDocument();

    await user.clear(cap);
    await user.type(cap, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the new limit' });
    expect(within(confirm).getByText('Withdrawals to one payer (your server’s payouts and their wallet requests together) may add up to at most 300 CNY a day.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({ list: [{ coin_name: 'CNY', limit_amount: '0.00', approval_code_above: null, user_daily_cap: '300', wallet_claim_days: null }], google_code: '123456' });
    const cny = container.querySelector<HTMLElement>('tr[data-coin=CNY]')!;
    expect((await within(cny).findAllByText('300.00 CNY')).length).toBeGreaterThan(0);
  });

  it('lets payers ask in the wallet for what they paid in the last N days, stating it before saving', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    const updates = stubUpdate();
    const { container } = await renderConsoleAt(page);
    await user.click(await screen.findByRole('button', { name: 'Edit the limit of CNY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review-free limit of CNY' });
    const days = within(dialog).getByLabelText('Wallet requests (days)');
    expect(days).toHaveValue('');
    expect(within(dialog).getByText(/^A number N from 1 to 365: payers may ask in the wallet for up to what they paid you in CNY in the last N days/)).toBeInTheDocument();
    await user.type(days, '0');
    await user.type(within(dialog).getByLabelText('Authenticator code *'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter a whole number of days from 1 to 365')).toBeInTheDocument();

    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the new limit' });
    expect(
      within(confirm).getByText(
        'Payers may ask you in the wallet for up to what they paid you in CNY in the last 30 days, less their earlier requests. Each request waits for your review.',
      ),
    ).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({
      list: [{ coin_name: 'CNY', limit_amount: '0.00', approval_code_above: null, user_daily_cap: null, wallet_claim_days: 30 }],
      google_code: '123456',
    });
    const cny = container.querySelector<HTMLElement>('tr[data-coin=CNY]')!;
    expect(await within(cny).findByText('Allowed: payments of the last 30 days')).toBeInTheDocument();
  });

  it('an emptied number of days stops wallet requests, and says so before saving', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    const updates = stubUpdate();
    await renderConsoleAt(page);
    await user.click(await screen.findByRole('button', { name: 'Edit the limit of USD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review-free limit of USD' });
    const days = within(dialog).getByLabelText('Wallet requests (days)');
    expect(days).toHaveValue('30');
    await user.clear(days);
    await user.type(within(dialog).getByLabelText('Authenticator code *'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the new limit' });
    expect(within(confirm).getByText('Payers cannot ask you for USD withdrawals in the wallet.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body.list[0]).toMatchObject({ coin_name: 'USD', wallet_claim_days: null });
  });

  it('a refusal of the server on the number of days shows at that field', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    stubEndpoint(
      '/v1/merchant/withdrawal_limit/update',
      refusal(4000, 'Enter a whole number of days from 1 to 365', { field: 'list.0.wallet_claim_days', key: 'kassa.validation.claim_days' }),
    );
    await renderConsoleAt(page);
    await user.click(await screen.findByRole('button', { name: 'Edit the limit of USD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review-free limit of USD' });
    await user.type(within(dialog).getByLabelText('Authenticator code *'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const back = await screen.findByRole('dialog', { name: 'Review-free limit of USD' });
    const days = within(back).getByLabelText('Wallet requests (days)');
    await waitFor(() => expect(days).toHaveAccessibleDescription('Enter a whole number of days from 1 to 365'));
  });
});
