import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResponseData } from '../msw';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { pendingRuleChange, renderPlatformAt } from './harness';

type Settings = ResponseData<'/v1/platform/settings/query'>;

const settings: Settings = {
  usdt: {
    abbreviation: 'USDT',
    rates: [{ coin_name: 'CNY', recharge_rate: '7.1', withdrawal_rate: '7.3' }],
    usdt_recharge_fee: '0.005',
    usdt_withdrawal_fee: '0.01',
    min_recharge: '100',
    min_withdrawal: '100',
  },
  coins: [{ coin_name: 'CNY', min_order_amount: '1', min_withdrawal: '100', min_transfer: '0', recharge_fee_rate: '0.01', withdrawal_fee_rate: '0.01', transfer_fee_rate: '0', internal_transfer_fee_rate: '0' }],
  maintenance: { on: false, message: null },
};

/** What a proposing call answers: the rule change, waiting for another administrator. */
const proposed = pendingRuleChange;

/** The table of a section (a phone gets the same rows as a list; the tests read the table). */
const table = async (name: string) => (await screen.findAllByRole('table', { name }))[0]!;

const openChange = async (label: string) => fireEvent.click((await screen.findAllByRole('button', { name: label }))[0]!);

describe('the platform settings page', () => {
  it('proposes a coin’s default fee rates: shown as percentages, the rule on each rate, when they take effect, the code, then the proposal’s notice', async () => {
    stubOk('/v1/platform/settings/query', settings);
    const asked = new Date('2026-12-20T10:00').toISOString();
    const sent = stubOk('/v1/platform/settings/fee_rates/set', proposed({ change: { coin_name: 'CNY', withdrawal_fee_rate: '0.015' }, effective_time: asked }));
    await renderPlatformAt('/settings', 'admin');
    const rates = await table('Default fee rates of each coin');
    expect(within(rates).getAllByText('1%')).toHaveLength(2);

    await openChange('Change Fee rates of CNY');
    const dialog = await screen.findByRole('dialog');
    const withdrawal = within(dialog).getByLabelText(/^Withdrawal/);
    fireEvent.change(withdrawal, { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // A rate is a fraction below 1: 1.5 is refused on its input, and nothing is sent.
    expect(await within(dialog).findAllByText(/./, { selector: '.Mui-error' })).not.toHaveLength(0);
    expect(sent).toHaveLength(0);

    fireEvent.change(withdrawal, { target: { value: '0.015' } });
    expect(within(dialog).getByText(/merchants who pay these rates are told of them/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Takes effect at'), { target: { value: '2026-12-20T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const changes = await within(dialog).findByTestId('setting-changes');
    expect(within(changes).getByText('1.5%')).toBeInTheDocument();
    expect(within(dialog).getByText('Another administrator approves it before it holds.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      coin_name: 'CNY',
      recharge_fee_rate: '0.01',
      withdrawal_fee_rate: '0.015',
      transfer_fee_rate: '0',
      internal_transfer_fee_rate: '0',
      effective_time: asked,
      google_code: '123456',
    });

    // Nothing has changed yet: the dialog says from when another administrator may approve it, and leads there.
    const notice = await within(dialog).findByTestId('rule-change-proposed');
    expect(within(notice).getByText(/^Proposed\. Another administrator can approve it from /)).toBeInTheDocument();
    expect(within(notice).getByText(/takes effect at .*, or at the end of the merchants’ notice period if that is later/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Open the rule change' })).toHaveAttribute('href', '/platform/rule_change/9/show');
    expect(screen.queryByText('Saved: Fee rates of CNY')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await table('Default fee rates of each coin')).getAllByText('1%')).toHaveLength(2);
  });

  it('proposes a coin’s rates against USDT without asking when: they hold once approved', async () => {
    stubOk('/v1/platform/settings/query', settings);
    const sent = stubOk('/v1/platform/settings/usdt_rate/set', proposed({ kind: 'usdt_rate', change: { coin_name: 'CNY', recharge_rate: '7.2', withdrawal_rate: '7.3' } }));
    await renderPlatformAt('/settings', 'admin');
    await openChange('Change Rates of CNY');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Takes effect at')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Recharge rate/), { target: { value: '7.2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.change(await within(dialog).findByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ coin_name: 'CNY', recharge_rate: '7.2', withdrawal_rate: '7.3', google_code: '123456' });
    const notice = await within(dialog).findByTestId('rule-change-proposed');
    expect(within(notice).getByText(/^Proposed\. Another administrator can approve it from /)).toBeInTheDocument();
    expect(within(notice).queryByText(/takes effect/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await table('Rates against USDT')).getByText('7.1')).toBeInTheDocument();
  });

  it('refuses transfer and internal transfer rates that sum to 1 or more on the form, with the sum, and sends nothing', async () => {
    stubOk('/v1/platform/settings/query', settings);
    const sent = stubOk('/v1/platform/settings/fee_rates/set', proposed({}));
    await renderPlatformAt('/settings', 'admin');
    await openChange('Change Fee rates of CNY');
    const dialog = await screen.findByRole('dialog');
    const inputs = within(dialog).getAllByRole('textbox');
    // The inputs in the contract's order: recharge, withdrawal, transfer, internal transfer.
    fireEvent.change(inputs[2]!, { target: { value: '0.6' } });
    fireEvent.change(inputs[3]!, { target: { value: '0.6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/together they must be below 1 \(now 1\.2\)/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows a reviewer the fee rates without a change button', async () => {
    stubOk('/v1/platform/settings/query', settings);
    await renderPlatformAt('/settings', 'reviewer');
    await table('Default fee rates of each coin');
    expect(screen.queryByRole('button', { name: 'Change Fee rates of CNY' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a value on its input, back before the confirmation', async () => {
    stubOk('/v1/platform/settings/query', settings);
    const sent = stubEndpoint(
      '/v1/platform/settings/usdt_minimums/set',
      refusal(4000, 'The minimum amount is 100 USDT', { field: 'min_withdrawal' }),
    );
    await renderPlatformAt('/settings', 'admin');
    await openChange('Change USDT minimums');
    const dialog = await screen.findByRole('dialog');
    // The contract's rule: no USDT minimum below 100.
    fireEvent.change(within(dialog).getByLabelText(/Smallest withdrawal/), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The minimum amount is 100 USDT')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/Smallest withdrawal/), { target: { value: '150' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.change(await within(dialog).findByLabelText(/Authenticator code/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // Back on the inputs, the refusal on the field it names.
    const input = await within(dialog).findByLabelText(/Smallest withdrawal/);
    expect(input).toBeVisible();
    expect(await within(dialog).findByText('The minimum amount is 100 USDT')).toBeInTheDocument();
  });

  it('says nothing changed instead of asking to confirm the same values', async () => {
    stubOk('/v1/platform/settings/query', settings);
    await renderPlatformAt('/settings', 'admin');
    await openChange('Change Rates of CNY');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Nothing changed.')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('setting-changes')).not.toBeInTheDocument();
  });

  it('turns maintenance on with a message in four languages, and warns what it stops', async () => {
    stubOk('/v1/platform/settings/query', settings);
    const sent = stubOk('/v1/platform/maintenance/set', { on: true, message: { en: 'Back at 10', zh_Hans: '十点恢复', zh_Hant: '十點恢復', vi: 'Trở lại lúc 10' } });
    await renderPlatformAt('/settings', 'admin');
    await openChange('Change Maintenance');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Maintenance mode'));
    fireEvent.change(within(dialog).getByLabelText(/Message \(English\)/), { target: { value: 'Back at 10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // One language written asks for all four.
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    fireEvent.change(within(dialog).getByLabelText(/Message \(Simplified Chinese\)/), { target: { value: '十点恢复' } });
    fireEvent.change(within(dialog).getByLabelText(/Message \(Traditional Chinese\)/), { target: { value: '十點恢復' } });
    fireEvent.change(within(dialog).getByLabelText(/Message \(Vietnamese\)/), { target: { value: 'Trở lại lúc 10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/will be refused until maintenance is turned off/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Authenticator code/), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      on: true,
      message: { en: 'Back at 10', zh_Hans: '十点恢复', zh_Hant: '十點恢復', vi: 'Trở lại lúc 10' },
      google_code: '654321',
    });
  });

  it('lets a reviewer read the settings and offers no change', async () => {
    stubOk('/v1/platform/settings/query', settings);
    await renderPlatformAt('/settings', 'reviewer');
    expect(within(await table('Rates against USDT')).getByText('CNY')).toBeInTheDocument();
    expect(screen.getByText('Only administrators change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change / })).not.toBeInTheDocument();
  });
});
