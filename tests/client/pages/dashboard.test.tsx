import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { renderConsoleAt } from './console';

type Stats = components['schemas']['DashboardStats'];
type Figures = components['schemas']['DashboardFigures'];

const zero: Figures = {
  recharge_amount: '0.00',
  withdrawal_amount: '0.00',
  fee_amount: '0.00',
  usdt_recharge_amount: '0.00',
  usdt_withdrawal_amount: '0.00',
  order_count: 0,
  paid_order_count: 0,
  success_rate: null,
};

const today: Figures = {
  recharge_amount: '400.00',
  withdrawal_amount: '120.00',
  fee_amount: '3.36',
  usdt_recharge_amount: '0.00',
  usdt_withdrawal_amount: '0.00',
  order_count: 3,
  paid_order_count: 2,
  success_rate: '0.6667',
};

const yesterday: Figures = { ...zero, recharge_amount: '40.00', usdt_recharge_amount: '5000.00', order_count: 1, paid_order_count: 1, success_rate: '1.0000' };

function stats(days: number): Stats {
  const dates = Array.from({ length: days }, (_, index) => new Date(Date.UTC(2025, 6, 1 - days + 1 + index)).toISOString().slice(0, 10));
  return {
    merchant_id: '100001',
    merchant_name: 'Demo Shop',
    receiving_code: 'https://pay.example/wallet/pay?merchant=100001',
    time_zone: 'Asia/Shanghai',
    today: '2025-07-01',
    yesterday: '2025-06-30',
    days,
    period_start: '2025-06-24T16:00:00.000Z',
    markets: [
      { coin_name: 'CNY', decimals: 2, enabled: true, today, yesterday, period: { ...today, recharge_amount: '440.00', order_count: 4, paid_order_count: 3, success_rate: '0.7500' } },
      { coin_name: 'VND', decimals: 0, enabled: false, today: { ...zero, recharge_amount: '0' }, yesterday: { ...zero, recharge_amount: '0' }, period: zero },
    ],
    series: ['CNY', 'VND'].flatMap((coin) =>
      dates.map((date) => ({ date, coin_name: coin, ...(coin === 'CNY' && date === '2025-07-01' ? today : zero) })),
    ),
    pending: { user_withdrawals: 3, usdt_recharges: 1, usdt_withdrawals: 0, fiat_withdrawals: 2 },
  };
}

const config = {
  languages: ['us', 'zh-cn', 'zh-hant-cn', 'vi'] as ('us' | 'zh-cn' | 'zh-hant-cn' | 'vi')[],
  default_language: 'us' as const,
  markets: [
    { coin_name: 'CNY', enabled: true },
    { coin_name: 'VND', enabled: false },
  ],
  support_contacts: [],
};

function stubDashboard() {
  const statCalls = stubEndpoint('/v1/merchant/dashboard/stats', (call) => ({ code: 200, msg: 'ok', detail: 'ok', data: stats(call.body.days ?? 7) }));
  const configCalls = stubOk('/v1/user/config/get', config);
  return { statCalls, configCalls };
}

const figure = (testId: string, which: 'today' | 'yesterday') => screen.getByTestId(testId).querySelector(`[data-figure=${which}]`)?.textContent;

describe('Dashboard (/payment/InstrumentPanel)', () => {
  it("shows today's figures per market with yesterday beside them, in the merchant's day", async () => {
    const { statCalls } = stubDashboard();
    await renderConsoleAt('/payment/InstrumentPanel');

    expect(await screen.findByText('Today is 2025-07-01 in your time zone (Asia/Shanghai).')).toBeInTheDocument();
    expect(statCalls[0]?.body).toEqual({ days: 7 });
    expect(figure('CNY-recharge_amount', 'today')).toBe('400.00');
    expect(figure('CNY-recharge_amount', 'yesterday')).toBe('Yesterday 40.00');
    expect(figure('CNY-fee_amount', 'today')).toBe('3.36');
    expect(figure('CNY-usdt_recharge_amount', 'yesterday')).toBe('Yesterday 5,000.00');
    expect(figure('CNY-order_count', 'today')).toBe('3');
    const vnd = screen.getByRole('region', { name: 'VND' });
    expect(within(vnd).getByText('Market closed')).toBeInTheDocument();
    expect(figure('VND-recharge_amount', 'today')).toBe('0');
  });

  it('is where /Home leads', async () => {
    stubDashboard();
    await renderConsoleAt('/Home');
    expect(await screen.findByText('Today is 2025-07-01 in your time zone (Asia/Shanghai).')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payment/InstrumentPanel');
  });

  it('links each pending-review card to its list filtered on pending', async () => {
    stubDashboard();
    await renderConsoleAt('/payment/InstrumentPanel');
    const card = await screen.findByRole('link', { name: /^User withdrawals\s*3\s*Waiting for your review$/ });
    expect(card).toHaveAttribute('href', `/user/WithdrawalRecord?filter=${encodeURIComponent('{"status":"pending"}')}`);
    expect(screen.getByRole('link', { name: /^Fiat withdrawals\s*2\s*Waiting for the platform$/ })).toHaveAttribute('href', expect.stringMatching(/^\/coin-withdraw\/index\?filter=/));
    expect(screen.getByTestId('pending-usdt_recharges')).toHaveTextContent('1');
  });

  it('shows the headline numbers of the period and its charts, and reads 30 days when asked', async () => {
    const user = userEvent.setup();
    const { statCalls } = stubDashboard();
    await renderConsoleAt('/payment/InstrumentPanel');
    const headline = await screen.findByTestId('headline');
    expect(within(headline).getByText('440.00 CNY')).toBeInTheDocument();
    expect(within(headline).getByText('75%')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Recharge and withdrawal volume' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Fee income' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Orders and success rate' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(statCalls.at(-1)?.body).toEqual({ days: 30 }));
    expect(await screen.findByText('Last 30 days')).toBeInTheDocument();
  });

  it('shows the merchant ID with its receiving QR code', async () => {
    stubDashboard();
    await renderConsoleAt('/payment/InstrumentPanel');
    expect(await screen.findByTestId('merchant-id')).toHaveTextContent('100001');
    const qr = screen.getByRole('img', { name: 'Receiving QR code of merchant 100001' });
    expect(qr).toHaveAttribute('data-value', 'https://pay.example/wallet/pay?merchant=100001');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('closes a market only with the authenticator code, stating what closing does, then shows it closed', async () => {
    const user = userEvent.setup();
    stubDashboard();
    const switches = stubEndpoint('/v1/merchant/market/switch', (call) => ({
      code: 200,
      msg: 'ok',
      detail: 'ok',
      data: { list: config.markets.map((market) => (market.coin_name === call.body.coin_name ? { ...market, enabled: call.body.enabled } : market)), total: 2 },
    }));
    await renderConsoleAt('/payment/InstrumentPanel');

    const cny = await screen.findByRole('switch', { name: 'CNY market' });
    expect(cny).toBeChecked();
    await user.click(cny);
    const dialog = await screen.findByRole('dialog', { name: 'Close the CNY market?' });
    expect(
      within(dialog).getByText('New orders, transfers and adjustments in CNY will be refused until you open the market again. Your CNY balance stays.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close the market' }));
    expect(await within(dialog).findByText('Verification code cannot be empty')).toBeInTheDocument();
    expect(switches).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Authenticator code *'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Close the market' }));
    await waitFor(() => expect(switches).toHaveLength(1));
    expect(switches[0]?.body).toEqual({ coin_name: 'CNY', enabled: false, google_code: '123456' });
    expect(await screen.findByText('The CNY market is closed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'CNY market' })).not.toBeChecked());
  });

  it("shows the server's refusal of the code at the code field, and opening states its consequence too", async () => {
    const user = userEvent.setup();
    stubDashboard();
    stubEndpoint('/v1/merchant/market/switch', refusal(4000, 'The code of your current authenticator is incorrect.', { field: 'google_code', key: 'kassa.server.wrongCurrentCode' }));
    await renderConsoleAt('/payment/InstrumentPanel');
    await user.click(await screen.findByRole('switch', { name: 'VND market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the VND market?' });
    expect(within(dialog).getByText('Orders, transfers and adjustments in VND will be accepted again.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Authenticator code *'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Open the market' }));
    expect(await within(dialog).findByText('The code of your current authenticator is incorrect.')).toBeInTheDocument();
  });
});

describe('Dashboard: the notice of coming fee changes', () => {
  const notice = (rates: components['schemas']['FeeRateChange'][], coin = 'CNY', effective_time = '2026-12-14T02:00:00.000Z'): components['schemas']['FeeNotice'] => ({
    coin_name: coin,
    effective_time,
    rates,
  });

  it("tells the merchant when and how its fee rates change, in the merchant's time zone", async () => {
    stubDashboard();
    const calls = stubOk('/v1/merchant/coin/fee_notice', {
      list: [notice([{ fee_rate: 'transfer_fee_rate', before: '0.005', after: '0.008' }])],
      total: 1,
      time_zone: 'Asia/Shanghai',
    });
    await renderConsoleAt('/payment/InstrumentPanel');

    const banner = await screen.findByTestId('fee-notices');
    expect(banner).toHaveTextContent('Fee change ahead');
    // 02:00 UTC is 10:00 in Shanghai; the zone is named, as the day note names it.
    expect(banner).toHaveTextContent(/^Fee change aheadFrom Dec 14, 2026, 10:00\sAM \(Asia\/Shanghai\), your CNY transfer fee rate changes from 0\.5% to 0\.8%\.$/);
    expect(calls[0]?.body).toEqual({});
  });

  it('lists several changes, each with only the rates that change, in the language on screen', async () => {
    stubDashboard();
    stubOk('/v1/merchant/coin/fee_notice', {
      list: [
        notice([
          { fee_rate: 'withdrawal_fee_rate', before: '0.008', after: '0.01' },
          { fee_rate: 'transfer_fee_rate', before: '0.003', after: '0.005' },
        ]),
        notice([{ fee_rate: 'internal_transfer_fee_rate', before: '0.001', after: '0' }], 'USD', '2026-12-20T00:00:00.000Z'),
      ],
      total: 2,
      time_zone: 'Asia/Shanghai',
    });
    await renderConsoleAt('/payment/InstrumentPanel', undefined, 'zh-cn');

    const banner = await screen.findByTestId('fee-notices');
    const items = within(banner).getAllByRole('listitem').map((item) => item.textContent);
    expect(within(banner).getByText('费率调整通知')).toBeInTheDocument();
    expect(items).toEqual([
      expect.stringMatching(/^自 2026年12月14日 10:00（Asia\/Shanghai）起，您的 CNY 费率将调整：提现费率由 0\.8% 调整为 1%和转账费率由 0\.3% 调整为 0\.5%。$/),
      expect.stringMatching(/^自 2026年12月20日 08:00（Asia\/Shanghai）起，您的 USD 内部转账费率将由 0\.1% 调整为 0%。$/),
    ]);
  });

  it('shows nothing when no change is coming', async () => {
    stubDashboard();
    await renderConsoleAt('/payment/InstrumentPanel');
    expect(await screen.findByText('Today is 2025-07-01 in your time zone (Asia/Shanghai).')).toBeInTheDocument();
    expect(screen.queryByTestId('fee-notices')).not.toBeInTheDocument();
  });
});
