import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponseData } from '../msw';
import { stubOk } from '../msw';
import { pendingRuleChange, renderPlatformAt } from './harness';

type Detail = ResponseData<'/v1/platform/merchant/detail'>;
type Schedule = ResponseData<'/v1/platform/merchant/fee/query'>;
type RuleChange = ResponseData<'/v1/platform/merchant/fee/set'>;

const merchant: Detail = {
  merchant_id: '100001',
  name: 'Shop',
  account_type: 'regular',
  status: 'normal',
  status_reason: null,
  kyc_status: 'verified',
  agent_id: null,
  time_zone: 'UTC',
  create_time: '2025-01-01T00:00:00.000Z',
  balances: [],
  open_markets: ['CNY'],
  operators: [],
};

const defaults = { recharge_fee_rate: '0.006', withdrawal_fee_rate: '0.008', transfer_fee_rate: '0.003', internal_transfer_fee_rate: '0.001' };
const schedule: Schedule = {
  merchant_id: '100001',
  list: [{ coin_name: 'CNY', overrides: { recharge_fee_rate: null, withdrawal_fee_rate: null, transfer_fee_rate: null, internal_transfer_fee_rate: null }, defaults, effective: defaults }],
};

const asked = new Date('2026-12-20T10:00').toISOString();

/** What the fee call answers: the change proposed, waiting for another administrator. */
const proposal = pendingRuleChange({
  id: 21,
  kind: 'merchant_fee_rates',
  target: '100001:CNY',
  change: { merchant_id: '100001', coin_name: 'CNY', recharge_fee_rate: null, withdrawal_fee_rate: null, transfer_fee_rate: '0.002', internal_transfer_fee_rate: null },
  before: { merchant_id: '100001', coin_name: 'CNY', recharge_fee_rate: null, withdrawal_fee_rate: null, transfer_fee_rate: null, internal_transfer_fee_rate: null },
  effective_time: asked,
});

/** The fee schedule's dialog of CNY; the schedule is a lazy part of the detail: give it time to load. */
async function openRates() {
  fireEvent.click(await screen.findByRole('button', { name: 'Fee rates of CNY' }, { timeout: 15_000 }));
  return screen.findByRole('dialog');
}

describe('a merchant’s fee schedule', () => {
  it('proposes a coin’s rates with when they take effect and the code; the schedule stays, the dialog says when it may be approved', async () => {
    stubOk('/v1/platform/merchant/detail', merchant);
    stubOk('/v1/platform/merchant/fee/query', schedule);
    const sent = stubOk('/v1/platform/merchant/fee/set', proposal);
    await renderPlatformAt('/merchant/100001/show', 'admin');
    const dialog = await openRates();
    expect(within(dialog).getByText(/The change is proposed/)).toBeInTheDocument();
    expect(within(dialog).getByText(/merchants who pay these rates are told of them/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Transfer fee/), { target: { value: '0.002' } });
    fireEvent.change(within(dialog).getByLabelText('Takes effect at'), { target: { value: '2026-12-20T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      merchant_id: '100001',
      coin_name: 'CNY',
      recharge_fee_rate: '',
      withdrawal_fee_rate: '',
      transfer_fee_rate: '0.002',
      internal_transfer_fee_rate: '',
      effective_time: asked,
      google_code: '123456',
    });
    const notice = await within(dialog).findByTestId('rule-change-proposed');
    expect(within(notice).getByText(/^Proposed\. Another administrator can approve it from /)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Open the rule change' })).toHaveAttribute('href', '/platform/rule_change/21/show');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Until it is approved and takes effect, the merchant pays the default.
    expect(screen.getAllByText('Default').length).toBeGreaterThan(0);
  });


  it('refuses transfer and internal transfer rates that sum to 1 or more on the form, with the sum, and sends nothing', async () => {
    stubOk('/v1/platform/merchant/detail', merchant);
    stubOk('/v1/platform/merchant/fee/query', schedule);
    const sent = stubOk('/v1/platform/merchant/fee/set', proposal);
    await renderPlatformAt('/merchant/100001/show', 'admin');
    const dialog = await openRates();
    fireEvent.change(within(dialog).getByLabelText(/^Transfer fee/), { target: { value: '0.6' } });
    fireEvent.change(within(dialog).getByLabelText(/^Internal transfer fee/), { target: { value: '0.6' } });
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(await within(dialog).findByText(/together they must be below 1 \(now 1\.2\)/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
