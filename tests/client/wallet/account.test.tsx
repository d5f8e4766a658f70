import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubEndpoint, stubOk } from '../msw';
import { makeProfile, renderWallet, stubSignedIn, unreadyProfile } from './harness';

const items = () => within(screen.getByRole('region', { name: 'Identity verification' })).getAllByRole('link');

describe('the account', () => {
  it('shows who the payer is and each identity step with its state', async () => {
    stubSignedIn(makeProfile({ identity: { real_name: true, id_number: true, email: true, phone: true, bank_card: true, payment_password: false }, ready: false }));
    renderWallet('/wallet/account');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('U10001')).toBeInTheDocument();
    expect(screen.getByText('*******8000')).toBeInTheDocument();
    expect(items().map((item) => item.textContent)).toEqual([
      'Verify phone numberDone›',
      'Identity VerificationDone›',
      'Link Bank CardCard ending 1111›',
      'Set Payment PasswordTo do›',
    ]);
    expect(screen.getByText('Verification incomplete (Identity Verification, Link Bank Card, Set Payment Password). Please complete the process.')).toBeInTheDocument();
  });

  it('takes the steps one by one: phone with its code, identity, bank card and payment password, in the contract’s words', async () => {
    const user = userEvent.setup();
    let profile = unreadyProfile();
    stubEndpoint('/v1/wallet/me', () => ({ code: 200, msg: 'ok', detail: 'ok', data: profile }));
    stubOk('/v1/wallet/history', { list: [], total: 0 });
    const codes = stubOk('/v1/wallet/phone/send_code', { expire_time: new Date(Date.now() + 300_000).toISOString() });
    const binds = stubEndpoint('/v1/wallet/phone/bind', () => {
      profile = { ...profile, phone: '*******0001', identity: { ...profile.identity, phone: true } };
      return { code: 200, msg: 'ok', detail: 'ok', data: profile };
    });
    const identities = stubEndpoint('/v1/wallet/identity/submit', () => {
      profile = { ...profile, identity: { ...profile.identity, real_name: true, id_number: true, email: true } };
      return { code: 200, msg: 'ok', detail: 'ok', data: profile };
    });
    stubEndpoint('/v1/wallet/bank_card/bind', () => {
      profile = { ...profile, bank_card_last4: '1111', identity: { ...profile.identity, bank_card: true } };
      return { code: 200, msg: 'ok', detail: 'ok', data: profile };
    });
    const passwords = stubEndpoint('/v1/wallet/payment_password/set', () => {
      profile = { ...profile, ready: true, identity: { ...profile.identity, payment_password: true } };
      return { code: 200, msg: 'ok', detail: 'ok', data: profile };
    });
    renderWallet('/wallet/account');

    await user.click(await screen.findByRole('link', { name: /Verify phone number/ }));
    expect(await screen.findByRole('heading', { name: 'Verify phone number' })).toHaveFocus();
    await user.type(screen.getByLabelText('Phone number'), '13900000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The verification code has been sent')).toBeInTheDocument();
    expect(codes[0]!.body).toEqual({ phone: '13900000001' });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your phone number is verified')).toBeInTheDocument();
    expect(binds[0]!.body).toEqual({ phone: '13900000001', phone_code: '123456' });

    await user.click(await screen.findByRole('link', { name: /Identity Verification/ }));
    await user.type(await screen.findByLabelText('Real name'), 'Nguyễn 1');
    await user.type(screen.getByLabelText('Email'), 'an@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByLabelText('Real name')).toHaveAttribute('aria-invalid', 'true');
    expect(identities).toHaveLength(0);
    await user.clear(screen.getByLabelText('Real name'));
    await user.type(screen.getByLabelText('Real name'), 'Nguyễn Văn An');
    await user.type(screen.getByLabelText('ID number'), 'B12345678');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'an@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your identity is verified')).toBeInTheDocument();
    expect(identities[0]!.body).toEqual({ name: 'Nguyễn Văn An', id_number: 'B12345678', email: 'an@example.com' });

    await user.click(await screen.findByRole('link', { name: /Link Bank Card/ }));
    await user.type(await screen.findByLabelText('Bank card number'), '4111 1111 1111 1112');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This bank card number is not valid, please check it')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Bank card number'));
    await user.type(screen.getByLabelText('Bank card number'), '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your bank card is linked')).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: /Set Payment Password/ }));
    await user.type(await screen.findByLabelText('Payment password (6 digits)'), '135791');
    await user.type(screen.getByLabelText('Enter the payment password again'), '135792');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(passwords).toHaveLength(0);
    await user.clear(screen.getByLabelText('Enter the payment password again'));
    await user.type(screen.getByLabelText('Enter the payment password again'), '135791');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // The last step says the payer can pay now.
    expect(await screen.findByText('Verification complete. You can pay now.', { selector: '.toast' })).toBeInTheDocument();
    expect(passwords[0]!.body).toEqual({ payment_password: '135791', confirm_password: '135791' });
    expect(items().map((item) => item.querySelector('.badge')?.textContent)).toEqual(['Done', 'Done', 'Card ending 1111', 'Done']);
  });

  it('changes the payment password, and says a wrong old one as the server does', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    const changes = stubEndpoint('/v1/wallet/payment_password/change', refusal(4001, 'The payment password is incorrect. Wrong attempts left before paying is locked for 15 minutes: 4.'));
    renderWallet('/wallet/account/payment-password');
    expect(await screen.findByRole('heading', { name: 'Change payment password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current payment password'), '135790');
    await user.type(screen.getByLabelText('New payment password (6 digits)'), '135790');
    await user.type(screen.getByLabelText('Enter the payment password again'), '135790');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The new password must differ from the old one')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New payment password (6 digits)'));
    await user.type(screen.getByLabelText('New payment password (6 digits)'), '246810');
    await user.clear(screen.getByLabelText('Enter the payment password again'));
    await user.type(screen.getByLabelText('Enter the payment password again'), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The payment password is incorrect. Wrong attempts left before paying is locked for 15 minutes: 4.')).toBeInTheDocument();
    expect(changes[0]!.body).toEqual({ old_payment_password: '135790', payment_password: '246810', confirm_password: '246810' });
    expect(screen.getByLabelText('Current payment password')).toHaveValue('');
  });

  it('lists the signed-in devices, ends one and all the others', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    const session = (id: number, current: boolean, browser: string | null) => ({
      id,
      ip: '203.0.113.7',
      browser,
      os: browser ? 'Android' : null,
      user_agent: null,
      create_time: '2025-07-01T08:00:00.000Z',
      last_seen_time: '2025-07-01T09:00:00.000Z',
      expire_time: '2025-07-31T08:00:00.000Z',
      current,
    });
    stubOk('/v1/wallet/session/query', { list: [session(1, true, 'Chrome 140'), session(2, false, null), session(3, false, 'Firefox 141')], total: 3 });
    const revokes = stubOk('/v1/wallet/session/revoke', null);
    const others = stubOk('/v1/wallet/session/revoke_others', { count: 2 });
    renderWallet('/wallet/account/sessions');
    await screen.findByText('This device');
    const rows = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.row-title')?.textContent)).toEqual(['Chrome 140 · Android', 'Unknown device', 'Firefox 141 · Android']);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out this device' }));
    expect(await screen.findByText('That device has been signed out')).toBeInTheDocument();
    expect(revokes[0]!.body).toEqual({ id: 2 });
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText('Other devices signed out: 2')).toBeInTheDocument();
    expect(others).toHaveLength(1);
  });

  it('chooses the language and the theme, kept on this device, and signs out', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    const signOuts = stubOk('/v1/wallet/sign_out', null);
    renderWallet('/wallet/account');
    await user.selectOptions(await screen.findByLabelText('Theme'), 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('kassa.wallet.theme')).toBe('dark');
    await user.selectOptions(screen.getByLabelText('Theme'), 'system');
    expect(document.documentElement.dataset.theme).toBeUndefined();

    await user.selectOptions(screen.getByLabelText('Language'), 'vi');
    expect(await screen.findByRole('heading', { name: 'Tài khoản' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');

    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('heading', { name: 'Đăng nhập ví' })).toBeInTheDocument();
    expect(signOuts[0]!.headers.get('x-wallet-token')).toBe('wallet-token-1');
    expect(signOuts[0]!.headers.get('language')).toBe('vi');
    await waitFor(() => expect(localStorage.getItem('kassa.wallet.token')).toBeNull());
  });
});
