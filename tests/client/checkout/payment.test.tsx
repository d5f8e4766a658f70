import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { captureNavigation, logIn, makeOrder, makeProfile, makeSession, renderCheckout, stubOrder, testKeyPair, unreadyProfile } from './harness';

let serverKey: Awaited<ReturnType<typeof testKeyPair>>;

beforeAll(async () => {
  serverKey = await testKeyPair();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const incompleteNotice = 'Verification incomplete (Identity Verification, Link Bank Card, Set Payment Password). Please complete the process.';

/** 'Information not filled completely', said once in the form (and as a toast). */
const incompleteMessage = () => screen.findByText('Information not filled completely', { selector: '.form-error' });
const incompleteToast = () => screen.getByText('Information not filled completely', { selector: '.toast' });

/** Summary rows of the payment screen, in order: [label, amount]. */
function summaryRows(): [string, string][] {
  const list = screen.getByRole('heading', { name: 'Paid from' }).parentElement!.querySelector('dl')!;
  return [...list.querySelectorAll('.summary-row')].map((row) => [row.querySelector('dt')!.firstChild!.textContent!, row.querySelector('dd')!.textContent!]);
}

describe('identity authentication', () => {
  it('a payer who is not ready sees the exact notice with the go-to-authenticate action, then completes every step and pays', async () => {
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession(unreadyProfile()));

    expect(await screen.findByText(incompleteNotice)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to authenticate' }));
    expect(await screen.findByRole('heading', { name: 'Identity authentication' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();

    // Nothing filled in: one message for the form, every field marked.
    const submissions = stubOk('/v1/checkout/identity/submit', makeProfile({ ...unreadyProfile(), identity: { ...makeProfile().identity, payment_password: false }, ready: false }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await incompleteMessage()).toHaveAttribute('role', 'alert');
    expect(incompleteToast()).toHaveAttribute('data-type', 'warning');
    for (const label of ['Real name', 'ID number', 'Phone number', 'Verification code', 'Email', 'Bank card number']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }

    // Sending a code needs the phone first.
    const codes = stubOk('/v1/checkout/identity/send_code', { expire_time: new Date(Date.now() + 300_000).toISOString() });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please fill in phone number first')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please fill in phone number first');
    expect(codes).toHaveLength(0);
    await user.type(screen.getByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(codes).toHaveLength(1));
    expect(codes[0]!.body).toEqual({ phone: '13800138000' });
    expect(codes[0]!.headers.get('X-Payer-Token')).toBe('payer-token-1');
    expect(await screen.findByText('The verification code has been sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();

    // The rules of each field, in their words.
    await user.type(screen.getByLabelText('Real name'), 'Alice 2');
    await user.type(screen.getByLabelText('ID number'), 'AB-12');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Email'), 'alice@');
    await user.type(screen.getByLabelText('Bank card number'), '4111111111111112');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Only Chinese characters or letters are allowed')).toBeInTheDocument();
    expect(screen.getByText('Only digits or letters are allowed')).toBeInTheDocument();
    expect(screen.getByText('This bank card number is not valid, please check it')).toBeInTheDocument();
    expect(screen.queryByText('Information not filled completely', { selector: '.form-error' })).not.toBeInTheDocument();
    expect(submissions).toHaveLength(0);

    await user.clear(screen.getByLabelText('Real name'));
    await user.type(screen.getByLabelText('Real name'), '张三');
    await user.clear(screen.getByLabelText('ID number'));
    await user.type(screen.getByLabelText('ID number'), 'AB1234567');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'alice@example.com');
    await user.clear(screen.getByLabelText('Bank card number'));
    await user.type(screen.getByLabelText('Bank card number'), '4111111111111111');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submissions).toHaveLength(1));
    expect(submissions[0]!.body).toEqual({
      name: '张三',
      id_number: 'AB1234567',
      phone: '13800138000',
      phone_code: '123456',
      email: 'alice@example.com',
      bank_card: '4111111111111111',
    });
    expect(submissions[0]!.headers.get('X-Payer-Token')).toBe('payer-token-1');

    // Step 2: the payment password, twice.
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    const passwords = stubOk('/v1/checkout/payment_password/set', makeProfile());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await incompleteMessage()).toHaveAttribute('role', 'alert');
    await user.type(screen.getByLabelText('Payment password (6 digits)'), '12345');
    await user.type(screen.getByLabelText('Enter the payment password again'), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The payment password must be 6 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Payment password (6 digits)'), '6');
    await user.type(screen.getByLabelText('Enter the payment password again'), '7');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Enter the payment password again'));
    await user.type(screen.getByLabelText('Enter the payment password again'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(passwords).toHaveLength(1));
    expect(passwords[0]!.body).toEqual({ payment_password: '123456', confirm_password: '123456' });

    // Ready: on to paying.
    expect(await screen.findByRole('heading', { name: 'Confirm payment' })).toBeInTheDocument();
    expect(screen.getByText('Verification complete. You can pay now.')).toBeInTheDocument();
    const pays = stubOk('/v1/checkout/pay', makeOrder({ status: 'paid', pay_time: new Date().toISOString() }));
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 USDT' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(pays[0]!.body).toEqual({ payment_password: '123456', use_reward: true });
  });
});

describe('the payment password screen', () => {
  it('shows reward points first, then the available balance, and the switch to leave the reward balance alone', async () => {
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession(makeProfile({ balance: { coin_name: 'USDT', available: '500.00', reward: '30.00' } })));
    await screen.findByRole('heading', { name: 'Confirm payment' });
    expect(screen.getByText('Reward points are used first, then the available balance.')).toBeInTheDocument();
    expect(summaryRows()).toEqual([
      ['Reward points', '30.00 USDT'],
      ['Available balance', '70.00 USDT'],
      ['Total', '100.00 USDT'],
    ]);
    expect(screen.getByText(/Balance 30.00 USDT/)).toBeInTheDocument();
    expect(screen.getByText(/Balance 500.00 USDT/)).toBeInTheDocument();

    const useReward = screen.getByRole('switch', { name: 'Use reward balance' });
    expect(useReward).toBeChecked();
    await user.click(useReward);
    expect(useReward).not.toBeChecked();
    expect(summaryRows()).toEqual([
      ['Available balance', '100.00 USDT'],
      ['Total', '100.00 USDT'],
    ]);

    const pays = stubOk('/v1/checkout/pay', makeOrder({ status: 'paid', pay_time: new Date().toISOString() }));
    await user.type(screen.getByLabelText('Payment password'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 USDT' }));
    expect(await screen.findByText('The payment password must be 6 digits')).toBeInTheDocument();
    expect(pays).toHaveLength(0);
    await user.type(screen.getByLabelText('Payment password'), '456');
    expect(screen.getByLabelText('Payment password')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 USDT' }));
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(pays[0]!.body).toEqual({ payment_password: '123456', use_reward: false });
    expect(pays[0]!.headers.get('X-Payer-Token')).toBe('payer-token-1');
  });

  it('reward points cover a small order entirely', async () => {
    const user = userEvent.setup();
    stubOrder(makeOrder({ amount: '12.50' }));
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession());
    await screen.findByRole('heading', { name: 'Confirm payment' });
    expect(summaryRows()).toEqual([
      ['Reward points', '12.50 USDT'],
      ['Available balance', '0.00 USDT'],
      ['Total', '12.50 USDT'],
    ]);
  });

  it('says when the balance does not cover the order, and does not offer to pay', async () => {
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession(makeProfile({ balance: { coin_name: 'USDT', available: '50.00', reward: '30.00' } })));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay 100.00 USDT' })).toBeDisabled();
  });

  it('shows the server’s refusals clearly: wrong password, insufficient balance, and the lock after five wrong ones', async () => {
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession());
    await screen.findByRole('heading', { name: 'Confirm payment' });
    const password = screen.getByLabelText('Payment password');

    stubEndpoint('/v1/checkout/pay', refusal(4001, 'Wrong payment password, 4 attempts left'));
    const profiles = stubOk('/v1/checkout/payer', makeProfile());
    await user.type(password, '111111');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 USDT' }));
    expect(await screen.findByText('Wrong payment password, 4 attempts left')).toBeInTheDocument();
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    await waitFor(() => expect(profiles).toHaveLength(1));

    stubEndpoint('/v1/checkout/pay', refusal(4010, 'Insufficient balance in USDT'));
    await user.type(password, '123456');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 USDT' }));
    expect(await screen.findByText('Insufficient balance in USDT')).toBeInTheDocument();

    const lockedUntil = new Date(Date.now() + 15 * 60_000).toISOString();
    stubEndpoint('/v1/checkout/pay', refusal(4002, 'Too many wrong payment passwords, try again in 15 minutes'));
    stubOk('/v1/checkout/payer', makeProfile({ payment_locked_until: lockedUntil }));
    await user.type(password, '222222');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 USDT' }));
    expect(await screen.findByText('Too many wrong payment passwords, try again in 15 minutes')).toBeInTheDocument();
    const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(lockedUntil));
    expect(await screen.findByText(`Too many wrong payment passwords. Paying is locked until ${time}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay 100.00 USDT' })).toBeDisabled();
    expect(password).toBeDisabled();
  });

  it('a payer whose login expired is sent back to log in', async () => {
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession());
    await screen.findByRole('heading', { name: 'Confirm payment' });
    stubEndpoint('/v1/checkout/pay', refusal(401, 'Please log in again'));
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Pay 100.00 USDT' }));
    expect(await screen.findByText('Your login has expired, please log in again')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Log in to your wallet' })).toBeInTheDocument();
  });
});

describe('success', () => {
  it('without a return_url offers a back-to-merchant button and does not count down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const visited = captureNavigation();
    stubOrder(makeOrder({ status: 'paid', return_url: null, pay_time: new Date().toISOString() }));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('Amount paid')).toBeInTheDocument();
    expect(screen.getByText('Order number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to merchant' })).toBeInTheDocument();
    expect(screen.queryByText(/Returning to the merchant/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(visited).toEqual([]);
  });

  it('"Return to merchant now" goes at once', async () => {
    const visited = captureNavigation();
    const user = userEvent.setup();
    stubOrder(makeOrder({ status: 'paid', pay_time: new Date().toISOString() }));
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Return to merchant now' }));
    expect(visited).toEqual(['https://shop.example/return?order=SHOP-20250101-0001']);
  });
});

describe('abandoning a started payment', () => {
  it("asks 'Are you sure you want to abandon the payment?' on choose-another-way, close and Back; continue stays, abandon leaves", async () => {
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession());
    await screen.findByRole('heading', { name: 'Confirm payment' });

    await user.click(screen.getByRole('button', { name: 'Choose another way' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Are you sure you want to abandon the payment?' }));
    expect(dialog.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(dialog.getByRole('button', { name: 'Abandon' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm payment' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // The browser's Back.
    act(() => window.history.back());
    dialog = within(await screen.findByRole('alertdialog', { name: 'Are you sure you want to abandon the payment?' }));
    expect(screen.getByRole('heading', { name: 'Confirm payment' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abandon' }));
    expect(await screen.findByRole('navigation', { name: 'Choose how to pay' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('does not ask when nothing was started', async () => {
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: /Scan QR code/ }));
    await user.click(await screen.findByRole('button', { name: 'Choose another way' }));
    expect(await screen.findByRole('navigation', { name: 'Choose how to pay' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('focus', () => {
  it("the order's refresh every 3 s leaves the caret in the field the payer is typing in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const refreshes = stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession(unreadyProfile()));
    await user.click(await screen.findByRole('button', { name: 'Go to authenticate' }));
    const card = await screen.findByLabelText('Bank card number');
    await user.type(card, '4111');
    const before = refreshes.length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(refreshes.length).toBeGreaterThan(before));
    expect(card).toHaveFocus();
    await user.keyboard('111111111111');
    expect(card).toHaveValue('4111111111111111');
  });
});

describe('toasts (spec section 9)', () => {
  it('show for 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession(unreadyProfile()));
    await user.click(await screen.findByRole('button', { name: 'Go to authenticate' }));
    stubOk('/v1/checkout/identity/send_code', { expire_time: new Date(Date.now() + 300_000).toISOString() });
    await user.type(await screen.findByLabelText('Phone number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const toast = await screen.findByText('The verification code has been sent');
    expect(toast).toHaveAttribute('data-type', 'success');
    expect(toast.closest('.toasts')).toHaveStyle({ top: '16px' });
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('The verification code has been sent')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('The verification code has been sent')).not.toBeInTheDocument();
  });
});

describe('paying with a passkey', () => {
  const answer = {
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: 'Y2xpZW50', authenticatorData: 'YXV0aA', signature: 'c2ln' },
  };
  const requestOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] };

  /** A browser that can use passkeys here; the authenticator's answer (or refusal) comes from the mocked library. */
  function passkeyBrowser(startAuthentication: () => Promise<unknown>) {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('isSecureContext', true);
    vi.doMock('@simplewebauthn/browser', () => ({ startAuthentication, startRegistration: vi.fn() }));
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('@simplewebauthn/browser');
  });

  it('offers "Pay with passkey" first to a payer who has one, and pays with the answer instead of the password', async () => {
    passkeyBrowser(async () => answer);
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession(makeProfile({ passkey: true })));

    await screen.findByText('or use your payment password');
    const options = stubOk('/v1/checkout/passkey/pay/options', requestOptions as never);
    const pays = stubOk('/v1/checkout/pay', makeOrder({ status: 'paid', pay_time: new Date().toISOString() }));
    await user.click(screen.getByRole('button', { name: 'Pay with passkey' }));
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(options).toHaveLength(1);
    expect(pays[0]!.body).toEqual({ passkey: answer, use_reward: true });
    expect(pays[0]!.headers.get('X-Payer-Token')).toBe('payer-token-1');
  });

  it('says so when no passkey was used, and pays nothing; the payment password stays', async () => {
    passkeyBrowser(async () => {
      throw Object.assign(new Error('cancelled'), { name: 'NotAllowedError' });
    });
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession(makeProfile({ passkey: true })));

    stubOk('/v1/checkout/passkey/pay/options', requestOptions as never);
    const pays = stubOk('/v1/checkout/pay', makeOrder({ status: 'paid' }));
    await user.click(await screen.findByRole('button', { name: 'Pay with passkey' }));
    expect(await screen.findByText('No passkey was used. Try again, or pay with your payment password.')).toBeInTheDocument();
    expect(pays).toHaveLength(0);
    expect(screen.getByLabelText('Payment password')).toBeEnabled();
  });

  it('does not offer a passkey to a payer without one', async () => {
    passkeyBrowser(async () => answer);
    const user = userEvent.setup();
    stubOrder(makeOrder());
    renderCheckout();
    await logIn(user, serverKey.publicKeyPem, makeSession(makeProfile()));
    await screen.findByLabelText('Payment password');
    expect(screen.queryByRole('button', { name: 'Pay with passkey' })).not.toBeInTheDocument();
  });
});
