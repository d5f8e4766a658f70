import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, refusal, stubEndpoint, stubOk } from '../msw';
import { testKeyPair } from '../checkout/harness';
import { makeOrder, makeProfile, makeSession, orderId, renderWallet, slideByKeyboard, stubSignedIn, stubSlider, token } from './harness';

let serverKey: Awaited<ReturnType<typeof testKeyPair>>;

beforeAll(async () => {
  serverKey = await testKeyPair();
});

describe('signing in to the wallet', () => {
  it('asks to sign in before an order link, then comes back to the order, which the wallet resolves with its session', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/auth/get_pub_key', { pub_key: serverKey.publicKeyPem, algorithm: 'RSA-OAEP-256' });
    const { starts } = stubSlider();
    const signIns = stubOk('/v1/wallet/sign_in', makeSession());
    const resolves = stubOk('/v1/wallet/order/resolve', makeOrder());
    renderWallet(`/wallet/pay?order=${orderId}`, { signedIn: false });

    expect(await screen.findByRole('heading', { name: 'Sign in to your wallet' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/wallet/sign-in');

    // The contract's rules, in the checkout's words.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter username first')).toBeInTheDocument();
    expect(screen.getByText('Please slide the bar first')).toBeInTheDocument();
    expect(signIns).toHaveLength(0);

    await user.type(screen.getByLabelText('Username'), ' alice ');
    await user.type(screen.getByLabelText('Password'), 'Kassa-payer-2025');
    await slideByKeyboard(user);
    expect(starts[0]!.body).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Confirm payment' })).toBeInTheDocument();
    expect(signIns[0]!.body).toMatchObject({ username: 'alice', slider_token: 'slider-token-1' });
    expect(await serverKey.decrypt(signIns[0]!.body.password)).toBe('Kassa-payer-2025');
    expect(signIns[0]!.headers.get('x-wallet-token')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe(`/wallet/pay?order=${orderId}`);
    expect(resolves[0]!.body).toEqual({ code: orderId });
    expect(resolves[0]!.headers.get('x-wallet-token')).toBe(token);
    expect(localStorage.getItem('kassa.wallet.token')).toBe(token);
  });

  it('says why a sign-in was refused, and needs a new slide', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/auth/get_pub_key', { pub_key: serverKey.publicKeyPem, algorithm: 'RSA-OAEP-256' });
    stubSlider();
    stubEndpoint('/v1/wallet/sign_in', refusal(4001, 'Wrong username or password.'));
    renderWallet('/wallet/', { signedIn: false });
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await slideByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong username or password.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('slider', { name: 'Slide to verify' })).toHaveAttribute('aria-valuenow', '0');
    expect(localStorage.getItem('kassa.wallet.token')).toBeNull();
  });

  it('opens an account: a slide, the code sent to the phone, the password encrypted, and the new payer signed in at home', async () => {
    const user = userEvent.setup();
    stubSlider();
    stubOk('/v1/merchant/auth/get_pub_key', { pub_key: serverKey.publicKeyPem, algorithm: 'RSA-OAEP-256' });
    const codes = stubOk('/v1/wallet/sign_up/send_code', { expire_time: new Date(Date.now() + 300_000).toISOString() });
    const signUps = stubOk('/v1/wallet/sign_up', makeSession(makeProfile({ username: 'bao', nickname: 'Bao' })));
    stubSignedIn(makeProfile({ username: 'bao', nickname: 'Bao' }));
    renderWallet('/wallet/sign-in', { signedIn: false });
    await user.click(await screen.findByRole('link', { name: 'Create a wallet account' }));
    expect(await screen.findByRole('heading', { name: 'Create a wallet account' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please fill in phone number first')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '13900000001');
    // Each code is a text someone pays for: it takes the slide first.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please slide the bar first')).toBeInTheDocument();
    expect(codes).toHaveLength(0);
    await slideByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(codes[0]!.body).toEqual({ phone: '13900000001', slider_token: 'slider-token-1' });

    await user.type(screen.getByLabelText('Username'), 'b');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'true'));
    expect(signUps).toHaveLength(0);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'bao');
    await user.type(screen.getByLabelText('Nickname'), 'Bao');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Bao-pass-2025');
    await user.type(screen.getByLabelText('Verification code'), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Hello, Bao' })).toBeInTheDocument();
    expect(signUps[0]!.body).toMatchObject({ username: 'bao', nickname: 'Bao', phone: '13900000001', phone_code: '123456' });
    expect(await serverKey.decrypt(signUps[0]!.body.password)).toBe('Bao-pass-2025');
    expect(screen.getByText('Welcome, Bao! Your wallet is ready.')).toBeInTheDocument();
  });

  it('answers the sign-in challenge a crowded network is asked, and signs in with the same slide', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/auth/get_pub_key', { pub_key: serverKey.publicKeyPem, algorithm: 'RSA-OAEP-256' });
    stubSlider();
    const challenge = 'c1.nonce.6.1700000000.mac';
    const signIns = stubEndpoint('/v1/wallet/sign_in', (call) =>
      call.body.challenge === undefined
        ? refusal(4028, 'Many sign-ins have failed from your network or for this username, so this browser must first solve a short check, which can take a few seconds.', { challenge, difficulty: 6 } as never)
        : ok(makeSession()),
    );
    stubSignedIn(makeProfile());
    renderWallet('/wallet/sign-in', { signedIn: false });
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'Kassa-payer-2025');
    await slideByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signIns).toHaveLength(2));
    expect(signIns[1]!.body).toMatchObject({ username: 'alice', slider_token: 'slider-token-1', challenge });
    const answer = String(signIns[1]!.body.challenge_answer);
    expect(createHash('sha256').update(`${challenge}:${answer}`).digest()[0]! >> 2).toBe(0);
    await waitFor(() => expect(localStorage.getItem('kassa.wallet.token')).toBe(token));
  });

  it('sends a payer whose session ended back to sign in, saying so, and forgets the token', async () => {
    stubEndpoint('/v1/wallet/me', refusal(401, 'Your wallet session has expired or was ended. Please sign in again.'));
    renderWallet('/wallet/history');
    expect(await screen.findByRole('heading', { name: 'Sign in to your wallet' })).toBeInTheDocument();
    expect(screen.getByText('Your login has expired, please log in again')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('kassa.wallet.token')).toBeNull());
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/wallet/history');
  });

  it('never comes back to another site after signing in', async () => {
    const user = userEvent.setup();
    stubOk('/v1/merchant/auth/get_pub_key', { pub_key: serverKey.publicKeyPem, algorithm: 'RSA-OAEP-256' });
    stubSlider();
    stubOk('/v1/wallet/sign_in', makeSession());
    stubSignedIn();
    renderWallet('/wallet/sign-in?next=https://evil.example/wallet/', { signedIn: false });
    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'Kassa-payer-2025');
    await slideByKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Alice' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/wallet/');
  });
});
