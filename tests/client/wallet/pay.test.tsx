import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refusal, stubEndpoint, stubOk } from '../msw';
import { demoShop, makeOrder, makeProfile, orderId, renderWallet, stubSignedIn, unreadyProfile } from './harness';

describe('paying an order from its link', () => {
  it('shows the order, reward points first, and pays it with the payment password; the payer sees it paid', async () => {
    const user = userEvent.setup();
    const { me } = stubSignedIn();
    stubOk('/v1/wallet/order/resolve', makeOrder());
    const pays = stubOk('/v1/wallet/order/pay', makeOrder({ status: 'paid', pay_time: new Date().toISOString() }));
    renderWallet(`/wallet/pay?order=${orderId}`);

    expect(await screen.findByRole('heading', { name: 'Confirm payment' })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Order number' });
    expect(order).toHaveTextContent('Demo Shop');
    expect(order).toHaveTextContent('Two coffees');
    expect(order).toHaveTextContent('100.00 CNY');
    expect(within(order).getByRole('timer').textContent).toMatch(/^1[45]:\d\d$/);
    const rows = [...document.querySelectorAll('.summary-row')].map((row) => row.textContent);
    expect(rows).toEqual(['Reward pointsBalance 30.00 CNY30.00 CNY', 'Available balanceBalance 500.00 CNY70.00 CNY', 'Total100.00 CNY']);

    await user.type(screen.getByLabelText('Payment password'), '135');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 CNY' }));
    expect(await screen.findByText('The payment password must be 6 digits')).toBeInTheDocument();
    expect(pays).toHaveLength(0);

    await user.clear(screen.getByLabelText('Payment password'));
    await user.type(screen.getByLabelText('Payment password'), '13a5790');
    expect(screen.getByLabelText('Payment password')).toHaveValue('135790');
    await user.click(screen.getByRole('switch', { name: 'Use reward balance' }));
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 CNY' }));

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('100.00 CNY paid to Demo Shop.')).toBeInTheDocument();
    expect(pays[0]!.body).toEqual({ order_id: orderId, payment_password: '135790', use_reward: false });
    expect(screen.getByRole('link', { name: 'Return to merchant' })).toHaveAttribute('href', 'https://shop.example/return');
    // The balances are read again after paying.
    await waitFor(() => expect(me.length).toBeGreaterThanOrEqual(2));
  });

  it('says a wrong payment password as the server does, and the lock after the fifth', async () => {
    const user = userEvent.setup();
    const lockedUntil = new Date(Date.now() + 15 * 60_000).toISOString();
    let profile = makeProfile();
    stubEndpoint('/v1/wallet/me', () => ok(profile));
    stubOk('/v1/wallet/history', { list: [], total: 0 });
    stubOk('/v1/wallet/order/resolve', makeOrder());
    stubEndpoint('/v1/wallet/order/pay', () => {
      profile = makeProfile({ payment_locked_until: lockedUntil });
      return refusal(4002, 'Too many wrong payment passwords. Paying is locked; please try again in 15 minutes.');
    });
    renderWallet(`/wallet/pay?order=${orderId}`);
    await user.type(await screen.findByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 CNY' }));
    expect(await screen.findByText('Too many wrong payment passwords. Paying is locked; please try again in 15 minutes.')).toBeInTheDocument();
    expect(await screen.findByText(/Too many wrong payment passwords. Paying is locked until /)).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay 100.00 CNY' })).toBeDisabled();
  });

  it('does not offer to pay what the balance cannot cover, nor before identity verification', async () => {
    stubSignedIn(makeProfile({ balances: [{ coin_name: 'CNY', available: '10.00', frozen: '0.00', reward: '0.00' }] }));
    stubOk('/v1/wallet/order/resolve', makeOrder());
    const view = renderWallet(`/wallet/pay?order=${orderId}`);
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay 100.00 CNY' })).toBeDisabled();
    view.unmount();

    stubSignedIn(unreadyProfile());
    renderWallet(`/wallet/pay?order=${orderId}`);
    expect(
      await screen.findByText('Verification incomplete (Identity Verification, Link Bank Card, Set Payment Password). Please complete the process.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to authenticate' })).toHaveAttribute('href', '/wallet/account');
    expect(screen.queryByLabelText('Payment password')).toBeNull();
  });

  it('says when the order was paid, closed or expired already, and when the code names no order', async () => {
    stubSignedIn();
    stubOk('/v1/wallet/order/resolve', makeOrder({ status: 'expired', expire_time: '2025-07-01T08:15:00.000Z' }));
    const view = renderWallet(`/wallet/pay?order=${orderId}`);
    expect(await screen.findByRole('heading', { name: 'This order has expired' })).toBeInTheDocument();
    expect(screen.getByText(/^The latest payment time for this order was .*2025.*\. It can no longer be paid\.$/)).toBeInTheDocument();
    view.unmount();

    stubOk('/v1/wallet/order/resolve', makeOrder({ status: 'paid', pay_time: '2025-07-01T08:10:00.000Z' }));
    const paid = renderWallet(`/wallet/pay?order=${orderId}`);
    expect(await screen.findByRole('heading', { name: 'This order has already been paid.' })).toBeInTheDocument();
    paid.unmount();

    stubEndpoint('/v1/wallet/order/resolve', refusal(4000, 'This code is not an order of this service. Scan the QR code shown on the payment page.', { field: 'code' }));
    renderWallet('/wallet/pay?order=nonsense');
    expect(await screen.findByText('This code is not an order of this service. Scan the QR code shown on the payment page.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Scan' })).toHaveAttribute('href', '/wallet/scan');
  });
});

describe('paying a merchant by its receiving code', () => {
  it('takes a coin, an amount and a note, and pays with one Idempotency-Key per payment, the same again after a lost answer', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    const resolves = stubOk('/v1/wallet/merchant/resolve', demoShop);
    let attempts = 0;
    const pays = stubEndpoint('/v1/wallet/merchant/pay', (call) => {
      attempts += 1;
      if (attempts === 1) return Response.error();
      return ok({
        order_id: 'ord_fedcba9876543210fedcba98',
        merchant_order_no: 'SCAN-1',
        serial_number: 'SN-42',
        merchant_id: '100001',
        merchant_name: 'Demo Shop',
        coin_name: call.body.coin_name,
        amount: call.body.amount,
        note: call.body.note ?? null,
        pay_time: new Date().toISOString(),
      });
    });
    renderWallet('/wallet/pay?merchant=100001');
    expect(await screen.findByRole('heading', { name: 'Pay merchant' })).toBeInTheDocument();
    expect(resolves[0]!.body).toEqual({ code: '100001' });
    expect(screen.getByText('Merchant ID 100001')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveValue('CNY');

    await user.type(screen.getByLabelText('Amount'), '12.3.4');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Please enter a valid number')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '40.00');
    await user.type(screen.getByLabelText('Note (optional)'), 'Table 4');
    expect([...document.querySelectorAll('.summary-row')].map((row) => row.textContent)).toEqual([
      'Reward pointsBalance 30.00 CNY30.00 CNY',
      'Available balanceBalance 500.00 CNY10.00 CNY',
      'Total40.00 CNY',
    ]);
    await user.click(screen.getByRole('button', { name: 'Pay 40.00 CNY' }));
    expect(await screen.findByText('Network error, please check your connection and try again')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Pay 40.00 CNY' }));
    expect(await screen.findByRole('heading', { name: 'Payment sent' })).toBeInTheDocument();
    expect(screen.getByText('40.00 CNY paid to Demo Shop.')).toBeInTheDocument();
    expect(screen.getByText('SN-42')).toBeInTheDocument();
    expect(pays).toHaveLength(2);
    expect(pays[1]!.body).toEqual({ merchant_id: '100001', coin_name: 'CNY', amount: '40.00', note: 'Table 4', payment_password: '135790', use_reward: true });
    const key = pays[0]!.headers.get('idempotency-key');
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(pays[1]!.headers.get('idempotency-key')).toBe(key);
  });

  it('says when the merchant takes none of the coins now, and what the server refuses on a field', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    stubOk('/v1/wallet/merchant/resolve', demoShop);
    stubEndpoint('/v1/wallet/merchant/pay', refusal(4000, 'The merchant Demo Shop does not take USDT payments now.', { field: 'coin_name' }));
    renderWallet('/wallet/pay?merchant=100001');
    await user.selectOptions(await screen.findByLabelText('Currency'), 'USDT');
    await user.type(screen.getByLabelText('Amount'), '1');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Pay 1 USDT' }));
    expect(await screen.findByText('The merchant Demo Shop does not take USDT payments now.')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
  });
});
