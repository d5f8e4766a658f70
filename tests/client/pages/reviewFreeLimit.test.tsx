import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { renderConsoleAt } from './console';

type Limit = components['schemas']['ReviewFreeLimit'];

const limits: Limit[] = [
  { coin_name: 'USDT', limit_amount: '0.000000', approval_code_above: null, user_daily_cap: null, update_time: null },
  { coin_name: 'CNY', limit_amount: '0.00', approval_code_above: null, user_daily_cap: null, update_time: null },
  { coin_name: 'USD', limit_amount: '20.00', approval_code_above: null, user_daily_cap: null, update_time: '2025-06-01T08:00:00.000Z' },
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
            update_time: '2025-07-01T08:00:00.000Z',
          }
        : limit,
    );
    return { code: 200, msg: 'ok', detail: 'ok', data: { list, total: list.length } };
  });
}

describe('Review-free limit (/withdraw/ImmunityTrial)', () => {
  it('lists one row per currency with its limit; 0 reads as every withdrawal reviewed', async () => {
    stubOk('/v1/merchant/withdrawal_limit/query', { list: limits, total: 3 });
    const { container } = await renderConsoleAt(page);
    await screen.findByText('20.00 USD');
    const cny = container.querySelector<HTMLElement>('tr[data-coin=CNY]')!;
    expect(within(cny).getByText('0.00 CNY')).toBeInTheDocument();
    expect(within(cny).getByText('Every withdrawal is reviewed')).toBeInTheDocument();
    expect(within(cny).getByText('Never set')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit the limit of / })).toHaveLength(3);
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
    expect(within(confirm).getByText('Withdrawals at or below 500 CNY will be paid without review.')).toBeInTheDocument();
    // The code threshold left empty: approvals do not ask for the code.
    expect(within(confirm).getByText('Approving a CNY withdrawal will not ask for the authenticator code.')).toBeInTheDocument();
    expect(within(confirm).getByText('The change is recorded in the audit log.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({ list: [{ coin_name: 'CNY', limit_amount: '500', approval_code_above: null, user_daily_cap: null }], google_code: '123456' });
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
    expect(updates[0]?.body).toEqual({ list: [{ coin_name: 'CNY', limit_amount: '0.00', approval_code_above: '1000', user_daily_cap: null }], google_code: '123456' });
    const cny = container.querySelector<HTMLElement>('tr[data-coin=CNY]')!;
    expect(await within(cny).findByText('1,000.00 CNY')).toBeInTheDocument();
    expect(within(container.querySelector<HTMLElement>('tr[data-coin=USD]')!).getByText('Never asked')).toBeInTheDocument();
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
    expect(within(confirm).getByText('One payer may ask for at most 300 CNY of withdrawals a day.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]?.body).toEqual({ list: [{ coin_name: 'CNY', limit_amount: '0.00', approval_code_above: null, user_daily_cap: '300' }], google_code: '123456' });
    const cny = container.querySelector<HTMLElement>('tr[data-coin=CNY]')!;
    expect((await within(cny).findAllByText('300.00 CNY')).length).toBeGreaterThan(0);
  });
});
