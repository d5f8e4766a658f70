import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountAdjustments } from '../../../resources/accountAdjustments';
import { fiatWithdrawal } from '../../../resources/fiatWithdrawal';
import { paymentMethods } from '../../../resources/paymentMethods';
import { transfers } from '../../../resources/transfers';
import { usdtRecharge } from '../../../resources/usdtRecharge';
import { usdtWithdrawal } from '../../../resources/usdtWithdrawal';
import type { AnyResourceConfig } from '../../../src/resourceLayer/defineResource';
import { ok, refusal, stubEndpoint, stubOk } from '../msw';
import type { Schemas } from './harness';
import { renderResources, stubCoins } from './harness';

const idempotencyKeyShape = /^[A-Za-z0-9_-]{8,64}$/;

/** Types into a text input the way a paste does, and leaves it. */
function fill(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function choose(label: RegExp, option: string | RegExp) {
  const user = userEvent.setup();
  // A select whose choices are still loading is disabled and does not open.
  await waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-disabled', 'true'));
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const reviewButton = () => screen.getByRole('button', { name: 'Review' });

/** The confirmation step on screen: each line's name and what it says, in order. */
function reviewLines(): [string, string][] {
  const summary = screen.getByRole('region', { name: 'Check before you confirm' });
  const names = [...summary.querySelectorAll('dt')].map((cell) => cell.textContent ?? '');
  const values = [...summary.querySelectorAll('dd')].map((cell) => cell.textContent ?? '');
  return names.map((name, index) => [name, values[index] ?? '']);
}

/** Goes to the confirmation, which must state `lines`, types the authenticator code when asked, and confirms. */
async function reviewAndConfirm(user: ReturnType<typeof userEvent.setup>, lines: [string, string][], code?: string) {
  await user.click(reviewButton());
  await screen.findByRole('region', { name: 'Check before you confirm' });
  expect(reviewLines()).toEqual(lines);
  if (code !== undefined) fill(/Authenticator code/, code);
  else expect(screen.queryByLabelText(/Authenticator code/)).toBeNull();
  await user.click(confirmButton());
}

const setting: Schemas['UsdtSetting'] = {
  abbreviation: 'USDT',
  networks: [
    { network: 'TRC20', address: 'TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe' },
    { network: 'ERC20', address: '0x8f2a47B5Dc2E6E1C0aE3bE0d2F6c8A1b5C3D9e7F' },
  ],
  rates: [
    { coin_name: 'USDT', recharge_rate: '1', withdrawal_rate: '1' },
    { coin_name: 'VND', recharge_rate: '25000', withdrawal_rate: '25500' },
  ],
  usdt_recharge_fee: '0.01',
  usdt_withdrawal_fee: '0.02',
  min_recharge: '100',
  min_withdrawal: '100',
};

const transferRecord = (overrides: Partial<Schemas['TransferRecord']>): Schemas['TransferRecord'] => ({
  serial_number: 'T1',
  payment_merchant_id: '1001',
  receipt_merchant_id: 'M2002',
  payment_address: 'A1',
  receipt_address: 'A2',
  coin_name: 'USDT',
  transfer_amount: '100',
  transfer_fee: '0.50',
  internal_transfer_fee: '0.10',
  settlement_amount: '99.40',
  transfer_type: 'transfer',
  transfer_status: 'completed',
  remark: '',
  create_time: '2025-02-01T00:00:00.000Z',
  ...overrides,
});

describe('money-moving forms', () => {
  it('transfer: previews balance, minimum and fees, enforces the minimum, sends once with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    stubCoins();
    stubEndpoint('/v1/merchant/transfer/query', ok({ list: [], total: 0 }));
    stubEndpoint('/v1/merchant/transfer/query_balance', (call) => ok({ coin_name: call.body.coin_name, available_asset: '500.00' }));
    const lookups = stubEndpoint('/v1/merchant/transfer/recipient/get', (call) => ok({ receipt_merchant_id: call.body.receipt_merchant_id, receipt_name: 'Partner Store' }));
    const adds = stubEndpoint('/v1/merchant/transfer/add', (call) => ok(transferRecord({ ...call.body, remark: call.body.remark ?? '' })));

    await renderResources([transfers as AnyResourceConfig], '/transfer/AccountsManage/create');
    await screen.findByLabelText(/Recipient merchant ID/);
    await choose(/Currency/, 'USDT');

    expect(await screen.findByText('Available balance: 500.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('The amount must be at least 10 USDT')).toBeInTheDocument();

    fill(/Recipient merchant ID/, 'M2002');
    // Leaving the ID looks the recipient up: the name is on screen before anything is paid.
    expect(await screen.findByText('Recipient: Partner Store')).toBeInTheDocument();
    expect(lookups.map((call) => call.body)).toEqual([{ receipt_merchant_id: 'M2002' }]);
    fill(/Amount/, '5');
    await user.click(reviewButton());
    expect(await screen.findByText('The amount must be at least 10')).toBeInTheDocument();
    expect(adds).toHaveLength(0);

    fill(/Amount/, '100');
    expect(await screen.findByText('Transfer fee (estimated): 0.50 USDT')).toBeInTheDocument();
    expect(screen.getByText('Internal transfer fee (estimated): 0.10 USDT')).toBeInTheDocument();
    expect(screen.getByText('The recipient receives (estimated): 99.40 USDT')).toBeInTheDocument();

    const lines: [string, string][] = [
      ['Recipient', 'Partner Store (M2002)'],
      ['Amount debited', '100 USDT'],
      ['Transfer fee (estimated)', '0.50 USDT'],
      ['Internal transfer fee (estimated)', '0.10 USDT'],
      ['The recipient receives (estimated)', '99.40 USDT'],
      ['Your balance afterwards', '400.00 USDT'],
    ];
    await user.click(reviewButton());
    await screen.findByRole('region', { name: 'Check before you confirm' });
    expect(reviewLines()).toEqual(lines);
    // The code is required here, before anything is sent.
    await user.click(confirmButton());
    expect(await screen.findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(adds).toHaveLength(0);

    // Back to the form: every value is still there.
    await user.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect(screen.getByLabelText(/Recipient merchant ID/)).toHaveValue('M2002');
    expect(screen.getByLabelText(/Amount/)).toHaveValue('100');
    expect(screen.getByText('Recipient: Partner Store')).toBeInTheDocument();

    await user.click(reviewButton());
    await screen.findByRole('region', { name: 'Check before you confirm' });
    expect(reviewLines()).toEqual(lines);
    fill(/Authenticator code/, '123456');
    await user.dblClick(confirmButton());

    expect(await screen.findByText('Transfer successful')).toBeInTheDocument();
    expect(adds.map((call) => call.body)).toEqual([{ coin_name: 'USDT', receipt_merchant_id: 'M2002', transfer_amount: '100', google_code: '123456' }]);
    expect(adds[0]?.headers.get('Idempotency-Key')).toMatch(idempotencyKeyShape);
  });

  it("transfer: states a coming change of the coin's transfer rates beside the estimate, not of its other rates nor another coin's", async () => {
    stubCoins();
    stubEndpoint('/v1/merchant/transfer/query', ok({ list: [], total: 0 }));
    stubEndpoint('/v1/merchant/transfer/query_balance', (call) => ok({ coin_name: call.body.coin_name, available_asset: '500.00' }));
    stubOk(
      '/v1/merchant/coin/fee_notice',
      {
        list: [
          {
            coin_name: 'USDT',
            effective_time: '2026-12-14T10:00:00.000Z',
            rates: [
              { fee_rate: 'recharge_fee_rate', before: '0.01', after: '0.02' },
              { fee_rate: 'transfer_fee_rate', before: '0.005', after: '0.006' },
            ],
          },
          { coin_name: 'CNY', effective_time: '2026-12-14T10:00:00.000Z', rates: [{ fee_rate: 'transfer_fee_rate', before: '0.003', after: '0.004' }] },
        ],
        total: 2,
        time_zone: 'UTC',
      },
    );

    await renderResources([transfers as AnyResourceConfig], '/transfer/AccountsManage/create');
    await screen.findByLabelText(/Recipient merchant ID/);
    // No coin chosen: no notice yet.
    expect(screen.queryByTestId('fee-notices')).not.toBeInTheDocument();
    await choose(/Currency/, 'USDT');

    const notice = await screen.findByTestId('fee-notices');
    expect(notice).toHaveTextContent(/From Dec 14, 2026, 10:00\sAM \(UTC\), your USDT transfer fee rate changes from 0\.5% to 0\.6%\.$/);
    expect(notice).not.toHaveTextContent(/recharge|CNY/);
  });

  it("transfer: shows the server's refusal on its field, back in the form or at the code, and sends the corrected request with a new key", async () => {
    const user = userEvent.setup();
    stubCoins();
    stubEndpoint('/v1/merchant/transfer/query', ok({ list: [], total: 0 }));
    stubEndpoint('/v1/merchant/transfer/query_balance', ok({ coin_name: 'USDT', available_asset: '500.00' }));
    stubEndpoint('/v1/merchant/transfer/recipient/get', (call) => ok({ receipt_merchant_id: call.body.receipt_merchant_id, receipt_name: `Shop ${call.body.receipt_merchant_id}` }));
    const adds = stubEndpoint('/v1/merchant/transfer/add', (call) =>
      call.body.receipt_merchant_id === 'M404'
        ? refusal(4000, 'The merchant M404 is suspended and cannot receive transfers.', { field: 'receipt_merchant_id', key: 'kassa.server.recipientSuspended' })
        : call.body.google_code === '000000'
          ? refusal(4000, 'The code of your current authenticator is incorrect.', { field: 'google_code', key: 'kassa.server.wrongCurrentCode' })
          : ok(transferRecord(call.body)),
    );
    await renderResources([transfers as AnyResourceConfig], '/transfer/AccountsManage/create');
    await screen.findByLabelText(/Recipient merchant ID/);
    await choose(/Currency/, 'USDT');
    fill(/Recipient merchant ID/, 'M404');
    fill(/Amount/, '100');
    await screen.findByText('Recipient: Shop M404');
    await user.click(reviewButton());
    await screen.findByLabelText(/Authenticator code/);
    fill(/Authenticator code/, '123456');
    await user.click(confirmButton());

    // Back in the form, on the field: the message has values (the ID), so it is the server's detail.
    const field = (await screen.findByText('The merchant M404 is suspended and cannot receive transfers.')).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByLabelText(/Recipient merchant ID/)).toBeInTheDocument();
    expect(reviewButton()).toBeInTheDocument();

    fill(/Recipient merchant ID/, 'M2002');
    await screen.findByText('Recipient: Shop M2002');
    await user.click(reviewButton());
    await screen.findByRole('region', { name: 'Check before you confirm' });
    fill(/Authenticator code/, '000000');
    await user.click(confirmButton());
    // A wrong code is corrected where it was typed.
    const code = (await screen.findByText('The code of your current authenticator is incorrect.')).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(code).getByLabelText(/Authenticator code/)).toBeInTheDocument();

    fill(/Authenticator code/, '654321');
    await user.click(confirmButton());
    expect(await screen.findByText('Transfer successful')).toBeInTheDocument();
    expect(adds).toHaveLength(3);
    const keys = new Set(adds.map((call) => call.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(3);
  });

  it("adjustment: looks the user up, offers only the user's markets, enforces balance and decimals, and confirms what is paid", async () => {
    const user = userEvent.setup();
    stubCoins();
    stubEndpoint('/v1/merchant/pay_record/query', ok({ list: [], total: 0 }));
    const lookups = stubEndpoint('/v1/merchant/pay_record/user/get', (call) =>
      ok({ receipt_user_id: call.body.receipt_user_id, receipt_nickname: 'Alice', coin_names: ['USDT'] }),
    );
    stubEndpoint('/v1/merchant/asset/query', (call) =>
      ok({ list: [{ coin_name: call.body.coin_name ?? 'USDT', available_asset: '50.00', freeze_asset: '0', total_asset: '50.00' }], total: 1 }),
    );
    const payments = stubEndpoint('/v1/merchant/pay_record/plus', (call) =>
      ok({
        serial_number: 'P1',
        order_type: 'adjustment' as const,
        receipt_user_id: call.body.receipt_user_id,
        receipt_nickname: 'Alice',
        balance_type: call.body.balance_type,
        coin_name: call.body.coin_name,
        pay_amount: call.body.pay_amount,
        handling_fee: '0',
        settlement_amount: call.body.pay_amount,
        remark: call.body.remark,
        create_time: '2025-02-01T00:00:00.000Z',
        update_time: '2025-02-01T00:00:00.000Z',
      }),
    );

    await renderResources([accountAdjustments as AnyResourceConfig], '/adjustment/AccountAdjustment/create');
    await screen.findByLabelText(/User UID/);
    expect(screen.getByText('Look up the user and check the nickname before paying')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/User UID/), { target: { value: 'U100' } });
    // No coin is offered before the user is known.
    expect(screen.getByLabelText(/Currency/)).toHaveAttribute('aria-disabled', 'true');
    await choose(/Balance type/, 'Available balance');
    fill(/Amount/, '10');
    fill(/Reason/, 'Bonus');
    // Everything else is filled in, but nobody has seen who is paid.
    expect(reviewButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Nickname: Alice')).toBeInTheDocument();
    expect(screen.getByText('Markets enabled: USDT')).toBeInTheDocument();
    expect(lookups.map((call) => call.body)).toEqual([{ receipt_user_id: 'U100' }]);
    await waitFor(() => expect(reviewButton()).toBeEnabled());

    // The merchant's open markets are USDT and VND; the user has enabled USDT only.
    await user.click(screen.getByLabelText(/Currency/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['USDT']);
    await user.click(screen.getByRole('option', { name: 'USDT' }));
    expect(await screen.findByText('Available balance: 50.00 USDT')).toBeInTheDocument();
    fill(/Amount/, '60');
    await user.click(reviewButton());
    expect(await screen.findByText('The amount exceeds the available balance of 50.00')).toBeInTheDocument();
    fill(/Amount/, '10.125');
    await user.click(reviewButton());
    expect(await screen.findByText('At most two decimal places are allowed')).toBeInTheDocument();
    expect(payments).toHaveLength(0);

    fill(/Amount/, '10.5');
    await reviewAndConfirm(user, [
      ['User', 'Alice (U100)'],
      ['Into the balance', 'Available balance'],
      ['Amount debited', '10.5 USDT'],
      ['Fee', '0 USDT'],
      ['The user receives', '10.5 USDT'],
      ['Your balance afterwards', '39.50 USDT'],
      ['Reason', 'Bonus'],
    ], '246810');
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(payments.map((call) => call.body)).toEqual([
      { receipt_user_id: 'U100', coin_name: 'USDT', balance_type: 'available', pay_amount: '10.5', remark: 'Bonus', google_code: '246810' },
    ]);
    expect(payments[0]?.headers.get('Idempotency-Key')).toMatch(idempotencyKeyShape);
  });

  it('adjustment: changing the UID after the lookup forgets the user until it is looked up again', async () => {
    stubCoins();
    stubEndpoint('/v1/merchant/pay_record/user/get', (call) =>
      ok({ receipt_user_id: call.body.receipt_user_id, receipt_nickname: `Nick of ${call.body.receipt_user_id}`, coin_names: ['USDT'] }),
    );
    await renderResources([accountAdjustments as AnyResourceConfig], '/adjustment/AccountAdjustment/create');
    await screen.findByLabelText(/User UID/);
    fill(/User UID/, 'U100');
    expect(await screen.findByText('Nickname: Nick of U100')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/User UID/), { target: { value: 'U200' } });
    await waitFor(() => expect(screen.queryByText('Nickname: Nick of U100')).toBeNull());
    fireEvent.blur(screen.getByLabelText(/User UID/));
    expect(await screen.findByText('Nickname: Nick of U200')).toBeInTheDocument();
  });

  it("USDT recharge: shows the merchant's own deposit address as text and QR code and sends the quoted rate and fee", async () => {
    const user = userEvent.setup();
    stubCoins();
    stubEndpoint('/v1/merchant/usdt_trade/setting/query', ok(setting));
    stubEndpoint('/v1/merchant/usdt_trade/charge/query', ok({ list: [], total: 0 }));
    stubEndpoint('/v1/merchant/asset/query', ok({ list: [{ coin_name: 'VND', available_asset: '1000000', freeze_asset: '0', total_asset: '1000000' }], total: 1 }));
    const adds = stubEndpoint('/v1/merchant/usdt_trade/charge/add', (call) =>
      ok({
        order_no: 'R1',
        status: 'pending' as const,
        merchant_id: '1001',
        name: 'Demo Shop',
        abbreviation: 'USDT',
        trade_count: call.body.trade_count,
        in_abbreviation: call.body.in_abbreviation,
        rate: call.body.rate,
        exchange_count: '3750000',
        usdt_recharge_fee: call.body.usdt_recharge_fee,
        fee: '37500',
        count: '3712500',
        network: call.body.network,
        address: call.body.address,
        sender_address: call.body.sender_address,
        txid: call.body.txid,
        create_time: '2025-02-01T00:00:00.000Z',
        audit_time: null,
        remark: null,
      }),
    );

    await renderResources([usdtRecharge as AnyResourceConfig], '/ustd-recharge/index/create');
    expect(await screen.findByText('Choose a network to see your deposit address')).toBeInTheDocument();
    await choose(/Network/, 'TRC20');
    expect(await screen.findByTestId('platform-address')).toHaveTextContent('TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe');
    expect(screen.getByText('Your own TRC20 deposit address: send USDT on TRC20 to it, then enter the address you sent it from and the TXID below.')).toBeInTheDocument();
    expect(screen.getByTitle('QR code of your deposit address').closest('svg')).toBeInTheDocument();

    await choose(/Credited currency/, 'VND');
    await waitFor(() => expect(screen.getByLabelText(/^Rate/)).toHaveValue('25000'));
    expect(screen.getByLabelText(/^Fee rate/)).toHaveValue('1%');

    fill(/USDT amount/, '50');
    fill(/TXID/, 'abc-123');
    await user.click(reviewButton());
    expect(await screen.findByText('The minimum amount is 100 USDT')).toBeInTheDocument();
    expect(screen.getByText('The TXID may only contain digits or letters')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    fill(/Sender address/, 'TSender-1');
    await user.click(reviewButton());
    expect(await screen.findByText('The address may only contain digits or letters')).toBeInTheDocument();

    fill(/USDT amount/, '150');
    fill(/Sender address/, 'TMySenderWallet9Kp3Rw5Yc7Vd2Nf4');
    fill(/TXID/, 'abc123');
    // 150 × 25000 = 3,750,000 VND, fee 1 % = 37,500: 3,712,500 VND credited once the platform approves.
    await reviewAndConfirm(user, [
      ['Network', 'TRC20'],
      ['Sent to your deposit address', 'TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe'],
      ['Sent from', 'TMySenderWallet9Kp3Rw5Yc7Vd2Nf4'],
      ['TXID', 'abc123'],
      ['USDT sent', '150 USDT'],
      ['Rate', '1 USDT = 25000 VND'],
      ['Fee (estimated)', '37,500 VND'],
      ['Credited after approval (estimated)', '3,712,500 VND'],
      ['Your balance after approval', '4,712,500 VND'],
    ]);
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(adds.map((call) => call.body)).toEqual([
      {
        network: 'TRC20',
        address: 'TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe',
        sender_address: 'TMySenderWallet9Kp3Rw5Yc7Vd2Nf4',
        in_abbreviation: 'VND',
        rate: '25000',
        usdt_recharge_fee: '0.01',
        trade_count: '150',
        txid: 'abc123',
      },
    ]);
    expect(adds[0]?.headers.get('Idempotency-Key')).toMatch(idempotencyKeyShape);
  });

  it('USDT recharge: a network whose pool had no address left for the merchant says so, and offers nothing to send to', async () => {
    stubCoins();
    stubEndpoint('/v1/merchant/usdt_trade/setting/query', ok({ ...setting, networks: [setting.networks[0]!, { network: 'ERC20' as const, address: null }] }));
    stubEndpoint('/v1/merchant/usdt_trade/charge/query', ok({ list: [], total: 0 }));
    stubEndpoint('/v1/merchant/asset/query', ok({ list: [], total: 0 }));
    await renderResources([usdtRecharge as AnyResourceConfig], '/ustd-recharge/index/create');
    await choose(/Network/, 'ERC20');
    expect(
      await screen.findByText('No ERC20 deposit address is available for you yet, so USDT recharges on ERC20 are closed for now. Contact support, or choose another network.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('platform-address')).not.toBeInTheDocument();
    expect(screen.queryByTitle('QR code of your deposit address')).not.toBeInTheDocument();
    await choose(/Network/, 'TRC20');
    expect(await screen.findByTestId('platform-address')).toHaveTextContent('TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe');
  });

  it('USDT withdrawal: numeric and at least 100, sends the rate and fee rate it shows, and shows a changed quote on its field', async () => {
    const user = userEvent.setup();
    stubCoins();
    stubEndpoint('/v1/merchant/usdt_trade/setting/query', ok(setting));
    stubEndpoint('/v1/merchant/usdt_trade/extract/query', ok({ list: [], total: 0 }));
    stubEndpoint('/v1/merchant/usdt_trade/asses/query', ok({ list: [{ coin_name: 'VND', available_asset: '9000000', freeze_asset: '0', total_asset: '9000000' }], total: 1 }));
    let quoteChanged = true;
    const adds = stubEndpoint('/v1/merchant/usdt_trade/extract/add', (call) => {
      // The platform changed its rate while the form was open: the first request is refused and freezes nothing.
      if (quoteChanged) {
        quoteChanged = false;
        return refusal(4000, 'The rate or fee has changed. Please check and submit again.', { field: 'rate', key: 'kassa.validation.quote_changed' });
      }
      return ok({
        order_no: 'X1',
        status: 'pending' as const,
        out_abbreviation: call.body.out_abbreviation,
        trade_count: call.body.trade_count,
        abbreviation: 'USDT',
        usdt_withdrawal_fee: '0.02',
        fee: '76500',
        rate: '25500',
        count: '3901500',
        network: call.body.network,
        address: call.body.address,
        txid: null,
        create_time: '2025-02-01T00:00:00.000Z',
        audit_time: null,
        remark: null,
      });
    });

    await renderResources([usdtWithdrawal as AnyResourceConfig], '/ustd-withdraw/index/create');
    await screen.findByLabelText(/Destination address/);

    expect(await screen.findByText('Minimum 100 USDT')).toBeInTheDocument();
    await choose(/Debited currency/, 'VND');
    await choose(/Network/, 'TRC20');
    fill(/Destination address/, 'TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe');
    fill(/USDT amount/, 'abc');
    await user.click(reviewButton());
    expect(await screen.findByText('Please enter a valid number')).toBeInTheDocument();
    fill(/USDT amount/, '99.99');
    await user.click(reviewButton());
    expect(await screen.findByText('The minimum amount is 100 USDT')).toBeInTheDocument();

    fill(/USDT amount/, '150');
    expect(await screen.findByText('Rate: 1 USDT = 25500 VND')).toBeInTheDocument();
    // The quote the request carries, shown as it is sent.
    expect(screen.getByLabelText(/^Rate/)).toHaveValue('25500');
    expect(screen.getByLabelText(/^Fee rate/)).toHaveValue('2%');
    expect(screen.getByText('Available balance: 9,000,000 VND')).toBeInTheDocument();
    expect(screen.getByText('Fee (estimated): 76,500 VND')).toBeInTheDocument();
    expect(screen.getByText('Frozen until review (estimated): 3,901,500 VND')).toBeInTheDocument();
    await reviewAndConfirm(
      user,
      [
        ['Destination address', 'TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe'],
        ['Network', 'TRC20'],
        ['The address receives', '150 USDT'],
        ['Fee (estimated)', '76,500 VND'],
        ['Frozen until review (estimated)', '3,901,500 VND'],
        ['Your available balance afterwards', '5,098,500 VND'],
      ],
      '246810',
    );
    // Back in the form, on the rate.
    const rate = (await screen.findByText('The rate or fee has changed. Please check and submit again.')).closest('.MuiFormControl-root') as HTMLElement;
    expect(within(rate).getByLabelText(/^Rate/)).toBeInTheDocument();
    await user.click(reviewButton());
    await screen.findByRole('region', { name: 'Check before you confirm' });
    fill(/Authenticator code/, '135790');
    await user.click(confirmButton());

    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    const sent = { out_abbreviation: 'VND', network: 'TRC20', address: 'TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe', trade_count: '150', rate: '25500', usdt_withdrawal_fee: '0.02' };
    expect(adds.map((call) => call.body)).toEqual([
      { ...sent, google_code: '246810' },
      { ...sent, google_code: '135790' },
    ]);
    expect(adds[0]?.headers.get('Idempotency-Key')).toMatch(idempotencyKeyShape);
  });

  it("fiat withdrawal: chooses a payment method, whose currency's minimum the amount must reach", async () => {
    const user = userEvent.setup();
    stubCoins();
    stubEndpoint('/v1/merchant/currency_trade/extract/query', ok({ list: [], total: 0 }));
    stubEndpoint('/v1/merchant/usdt_trade/setting/query', ok(setting));
    const methods = stubEndpoint('/v1/merchant/payment_method/query', ok({
      list: [
        {
          id: 3,
          type: 'bank_card' as const,
          coin_name: 'VND',
          bank_name: 'Vietcombank',
          holder_name: 'Nguyen Van A',
          account_number: '0011000003',
          enabled: true,
          create_time: '2025-01-01T00:00:00.000Z',
        },
      ],
      total: 1,
    }));
    stubEndpoint('/v1/merchant/asset/query', ok({ list: [{ coin_name: 'USDT', available_asset: '900.00', freeze_asset: '0', total_asset: '900.00' }], total: 1 }));
    const adds = stubEndpoint('/v1/merchant/currency_trade/extract/add', (call) =>
      ok({
        order_no: 'F1',
        status: 'pending' as const,
        out_abbreviation: call.body.out_abbreviation,
        trade_count: call.body.trade_count,
        abbreviation: 'VND',
        currency_withdrawal_fee: '0.01',
        fee: '0.05',
        rate: '0.00004',
        count: '2.45',
        create_time: '2025-02-01T00:00:00.000Z',
        audit_time: null,
        payment_method_id: call.body.payment_method_id,
        destination: { type: 'bank_card' as const, bank_name: 'Bank of China', holder_name: 'Li Na', account_number: '6217000011112222' },
        remark: null,
      }),
    );

    await renderResources([fiatWithdrawal as AnyResourceConfig, paymentMethods as AnyResourceConfig], '/coin-withdraw/index/create');
    expect(await screen.findByText('Choose a payment method to see the currency and the minimum')).toBeInTheDocument();
    await choose(/Payment method/, 'Vietcombank 0011000003 (VND)');
    expect(methods[0]?.body).toMatchObject({ enabled: true });
    expect(await screen.findByText('Paid out in VND, minimum 50,000 VND')).toBeInTheDocument();
    await choose(/Debited currency/, 'USDT');
    expect(await screen.findByText('Available balance: 900.00 USDT')).toBeInTheDocument();

    fill(/Amount/, '1000');
    await user.click(reviewButton());
    expect(await screen.findByText('Minimum withdrawal request amount 50000')).toBeInTheDocument();

    fill(/Amount/, '60000');
    // The quote the request carries, shown as it is sent.
    expect(await screen.findByDisplayValue('0.00004')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fee rate/)).toHaveValue('1%');
    // Through USDT: 1 USDT per USDT over 25000 VND per USDT; 60000 VND = 2.40 USDT, fee 1 % = 0.02.
    await reviewAndConfirm(
      user,
      [
        ['Paid to', 'Vietcombank 0011000003 (VND)'],
        ['Account holder', 'Nguyen Van A'],
        ['The account receives', '60,000 VND'],
        ['Rate (estimated)', '1 VND = 0.00004 USDT'],
        ['Fee (estimated)', '0.02 USDT'],
        ['Frozen until review (estimated)', '2.42 USDT'],
        ['Your available balance afterwards', '897.58 USDT'],
      ],
      '135791',
    );
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument();
    expect(adds.map((call) => call.body)).toEqual([
      { payment_method_id: 3, out_abbreviation: 'USDT', trade_count: '60000', rate: '0.00004', currency_withdrawal_fee: '0.01', google_code: '135791' },
    ]);
    expect(adds[0]?.headers.get('Idempotency-Key')).toMatch(idempotencyKeyShape);
  });
});
