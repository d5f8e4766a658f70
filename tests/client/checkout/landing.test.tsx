import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAppTimeoutMs } from '../../../src/checkout/screens/OpenAppPanel';
import { pollIntervalMs } from '../../../src/checkout/orderStatus';
import { refusal, stubEndpoint } from '../msw';
import { captureNavigation, makeOrder, orderId, renderCheckout, stubOrder } from './harness';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fake timers that still let msw and Testing Library's waits run. */
function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Moves the fake clock a second at a time, letting React render between (timers chained through effects). */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 1000) await act(() => vi.advanceTimersByTimeAsync(Math.min(1000, left)));
}

const timer = () => screen.getByRole('timer');

/** The drawing of a QR code: the `d` of its paths. */
function qrPaths(root: Element): string[] {
  return [...root.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
}

describe('the order header', () => {
  it('shows the merchant, the subject, the amount with its coin and the time left to pay', async () => {
    stubOrder(makeOrder());
    renderCheckout();
    const header = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(header.getByText('Demo Shop')).toBeInTheDocument();
    expect(header.getByText('Premium plan, 1 month')).toBeInTheDocument();
    expect(header.getByText('Amount to pay')).toBeInTheDocument();
    expect(header.getByText('100.00')).toBeInTheDocument();
    expect(header.getByText('USDT')).toBeInTheDocument();
    expect(header.getByText(/Time left to pay/)).toBeInTheDocument();
    expect(timer()).toHaveTextContent(/^1[45]:\d\d$/);
  });

  it('counts down against server_time, not the device clock: a server an hour ahead still leaves 01:05', async () => {
    fakeClock();
    const serverTime = new Date(Date.now() + 3_600_000);
    stubOrder(makeOrder({ server_time: serverTime.toISOString(), expire_time: new Date(serverTime.getTime() + 65_000).toISOString() }));
    renderCheckout();
    await waitFor(() => expect(timer()).toHaveTextContent('01:05'));
    await advance(1000);
    expect(timer()).toHaveTextContent('01:04');
    await advance(4000);
    expect(timer()).toHaveTextContent('01:00');
  });

  it('does not end the payment by the device clock alone: a device an hour fast still shows the server’s 10:00', async () => {
    fakeClock();
    const serverTime = new Date(Date.now() - 3_600_000);
    const calls = stubOrder(makeOrder({ server_time: serverTime.toISOString(), expire_time: new Date(serverTime.getTime() + 600_000).toISOString() }));
    renderCheckout();
    await waitFor(() => expect(timer()).toHaveTextContent('10:00'));
    await advance(2000);
    expect(timer()).toHaveTextContent('09:58');
    expect(screen.queryByText('Sorry, your transaction has failed due to timeout')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('timeout', () => {
  it('at the deadline asks the server, which decides: expired shows the timeout screen with the time in the payer’s locale', async () => {
    fakeClock();
    const serverTime = new Date();
    const created = makeOrder({ server_time: serverTime.toISOString(), expire_time: new Date(serverTime.getTime() + 3_000).toISOString() });
    const expired = { ...created, status: 'expired' as const, server_time: new Date(serverTime.getTime() + 4_000).toISOString() };
    const calls = stubOrder(created, expired);
    renderCheckout();
    await waitFor(() => expect(timer()).toHaveTextContent('00:03'));
    await advance(3000);
    expect(await screen.findByRole('heading', { name: 'Sorry, your transaction has failed due to timeout' })).toBeInTheDocument();
    const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(created.expire_time));
    expect(
      screen.getByText(`The latest payment time for your order was ${time}. It has now expired, and the transaction is closed.`),
    ).toBeInTheDocument();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    // The header stays, showing the deadline as passed; no way to pay is offered.
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByText('Demo Shop')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('The payment time has passed');
    expect(screen.queryByRole('button', { name: /Log in to wallet account/ })).not.toBeInTheDocument();
    // Final: no more polling.
    const after = calls.length;
    await advance(pollIntervalMs * 3);
    expect(calls).toHaveLength(after);
  });

  it('an order that is already expired opens on the timeout screen, in the language of ?lang=', async () => {
    const order = makeOrder({ status: 'expired', expire_time: '2025-03-04T05:06:07Z', server_time: '2025-03-04T05:10:00Z' });
    stubOrder(order);
    renderCheckout({ search: '?lang=zh-cn' });
    expect(await screen.findByRole('heading', { name: '抱歉，您的交易因超时已失败' })).toBeInTheDocument();
    const time = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(order.expire_time));
    expect(screen.getByText(`您的订单最晚支付时间为 ${time}。订单已过期，交易已关闭。`)).toBeInTheDocument();
  });

  it('an unknown order says so', async () => {
    stubEndpoint('/v1/checkout/order', refusal(4004, 'The order does not exist'));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});

describe('landings and the QR code', () => {
  it('on a phone: the app payment landing with the three ways to pay', async () => {
    stubOrder(makeOrder());
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'App payment' })).toBeInTheDocument();
    const ways = within(screen.getByRole('navigation', { name: 'Choose how to pay' }));
    expect(ways.getAllByRole('button').map((button) => button.textContent?.slice(1))).toEqual([
      'Scan QR codeScan with the wallet app',
      'Open wallet appPay in the wallet app on this device',
      'Log in to wallet accountPay with your wallet username and password',
    ]);
  });

  it('on a desktop: the web payment landing shows the QR code of the deep link at once, beside the three ways', async () => {
    stubOrder(makeOrder());
    renderCheckout({ desktop: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Web payment' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code of this order for the wallet app' });
    const expected = render(<QRCodeSVG value={makeOrder().deep_link} size={200} marginSize={2} level="M" />);
    expect(qrPaths(qr)).toEqual(qrPaths(expected.container));
    expected.unmount();
    expect(screen.getByRole('button', { name: /Scan QR code/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Save QR code image' })).toBeInTheDocument();
    expect(screen.getByText('Open the wallet app and scan this QR code to pay.')).toBeInTheDocument();
  });
});

describe('scan → scanned → paid, without reload (polling, the fallback when there is no EventSource)', () => {
  it('shows scan success when the status becomes scanned, then success when paid, then counts down to return_url', async () => {
    fakeClock();
    const visited = captureNavigation();
    const order = makeOrder();
    const calls = stubOrder(order, { ...order, status: 'scanned' }, { ...order, status: 'paid', pay_time: new Date().toISOString() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: /Scan QR code/ }));
    expect(await screen.findByRole('img', { name: 'QR code of this order for the wallet app' })).toBeInTheDocument();

    await advance(pollIntervalMs);
    expect(await screen.findByRole('heading', { name: 'Scan successful' })).toBeInTheDocument();
    expect(screen.getByText('Please confirm the payment in the wallet app.')).toBeInTheDocument();

    await advance(pollIntervalMs);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(calls.every((call) => call.body.order_id === orderId)).toBe(true);
    expect(screen.getByText('SHOP-20250101-0001')).toBeInTheDocument();
    expect(screen.getByText('Returning to the merchant in 5 s')).toBeInTheDocument();
    // Paid is final: polling stops.
    const after = calls.length;
    await advance(4000);
    expect(screen.getByText('Returning to the merchant in 1 s')).toBeInTheDocument();
    expect(visited).toEqual([]);
    await advance(1000);
    expect(visited).toEqual(['https://shop.example/return?order=SHOP-20250101-0001']);
    expect(calls).toHaveLength(after);
  });
});

describe('open the wallet app', () => {
  it("goes to the deep link; still visible after 2.5 s, it says 'Unable to open application' with the save-and-scan hint and the QR code", async () => {
    fakeClock();
    const visited = captureNavigation();
    stubOrder(makeOrder());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: /Open wallet app/ }));
    expect(visited).toEqual([makeOrder().deep_link]);
    expect(screen.getByText('Opening the wallet app…')).toBeInTheDocument();

    await advance(openAppTimeoutMs - 100);
    expect(screen.queryByText('Unable to open application')).not.toBeInTheDocument();
    await advance(100);
    expect(await screen.findByRole('heading', { name: 'Unable to open application' })).toBeInTheDocument();
    expect(screen.getByText('Please save the QR code, then scan it in the wallet app to pay.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of this order for the wallet app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save QR code image' })).toBeInTheDocument();

    // Trying again goes to the deep link again.
    await user.click(screen.getByRole('button', { name: 'Open wallet app' }));
    expect(visited).toHaveLength(2);
  });

  it('says nothing when the app took over (the page was hidden)', async () => {
    fakeClock();
    captureNavigation();
    stubOrder(makeOrder());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: /Open wallet app/ }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    await advance(openAppTimeoutMs + 500);
    expect(screen.queryByText('Unable to open application')).not.toBeInTheDocument();
  });
});

describe('languages', () => {
  it('?lang=vi shows Vietnamese and sends Language and Accept-Language vi; the switcher changes both', async () => {
    const calls = stubOrder(makeOrder());
    const user = userEvent.setup();
    renderCheckout({ search: '?lang=vi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanh toán qua ứng dụng' })).toBeInTheDocument();
    expect(screen.getByText(/Thời gian còn lại để thanh toán/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Đăng nhập tài khoản ví/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('vi');
    expect(calls[0]!.headers.get('Language')).toBe('vi');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('vi');

    await user.selectOptions(screen.getByLabelText('Ngôn ngữ'), '繁體中文');
    expect(await screen.findByRole('heading', { level: 1, name: 'App 支付' })).toBeInTheDocument();
    expect(window.location.search).toBe('?lang=zh-hant-cn');
    stubEndpoint('/v1/merchant/auth/get_pub_key', refusal(500, '錯誤'));
    const starts = stubEndpoint('/v1/checkout/slider/start', refusal(500, '錯誤'));
    await user.click(screen.getByRole('button', { name: /登入錢包帳戶/ }));
    const slider = await screen.findByRole('slider', { name: '滑動驗證' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]!.headers.get('Language')).toBe('zh_Hant');
    expect(starts[0]!.headers.get('Accept-Language')).toBe('zh_Hant');
  });
});
