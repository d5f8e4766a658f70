import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { App } from '../../../src/wallet/App';
import type { CheckoutOrder, WalletClaimRule, WalletMerchant, WalletMoneyEvent, WalletProfile, WalletSession, WalletWithdrawal } from '../../../src/wallet/api';
import { stubOk } from '../msw';

/** The wallet app in jsdom, on stubs typed from the contract (tests/client/msw.ts). */

export const orderId = 'ord_0123456789abcdef01234567';
export const token = 'wallet-token-1';

export function makeProfile(overrides: Partial<WalletProfile> = {}): WalletProfile {
  return {
    uid: 'U10001',
    username: 'alice',
    nickname: 'Alice',
    phone: '*******8000',
    bank_card_last4: '1111',
    identity: { real_name: true, id_number: true, phone: true, email: true, bank_card: true, payment_password: true },
    ready: true,
    payment_locked_until: null,
    passkey: false,
    markets: ['CNY', 'USDT'],
    balances: [
      { coin_name: 'CNY', available: '500.00', frozen: '0.00', reward: '30.00' },
      { coin_name: 'USDT', available: '12.500000', frozen: '1.000000', reward: '0.000000' },
    ],
    ...overrides,
  };
}

export const unreadyProfile = () =>
  makeProfile({
    phone: null,
    bank_card_last4: null,
    identity: { real_name: false, id_number: false, phone: false, email: false, bank_card: false, payment_password: false },
    ready: false,
  });

export function makeSession(profile: WalletProfile = makeProfile()): WalletSession {
  return { wallet_token: token, expire_time: new Date(Date.now() + 30 * 86_400_000).toISOString(), profile };
}

export function makeOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  const now = new Date();
  return {
    order_id: orderId,
    merchant_order_no: 'SHOP-0001',
    merchant_name: 'Demo Shop',
    subject: 'Two coffees',
    coin_name: 'CNY',
    amount: '100.00',
    status: 'scanned',
    expire_time: new Date(now.getTime() + 15 * 60_000).toISOString(),
    server_time: now.toISOString(),
    deep_link: `http://localhost:3000/wallet/pay?order=${orderId}`,
    app_link: `kassawallet://pay?order=${orderId}`,
    return_url: 'https://shop.example/return',
    pay_time: null,
    ...overrides,
  };
}

export const demoShop: WalletMerchant = { merchant_id: '100001', merchant_name: 'Demo Shop', coins: ['CNY', 'USDT'] };

export function makeEvent(overrides: Partial<WalletMoneyEvent> = {}): WalletMoneyEvent {
  return {
    id: 1,
    serial_number: 'SN-1',
    coin_name: 'CNY',
    transaction_type: 'recharge',
    amount: '-100.00',
    available_after: '400.00',
    frozen_after: '0.00',
    reward_after: '0.00',
    time: '2025-07-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeWithdrawal(overrides: Partial<WalletWithdrawal> = {}): WalletWithdrawal {
  return {
    order_id: 'UW-0001',
    merchant_id: '100001',
    merchant_name: 'Demo Shop',
    coin_name: 'CNY',
    amount: '50.00',
    handling_fee: '0.50',
    settlement_amount: '49.50',
    order_status: 'pending',
    reason: null,
    create_time: '2025-07-01T08:00:00.000Z',
    update_time: '2025-07-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A merchant's withdrawal rule for the payer in one coin: by default 140.00 CNY to ask for, from 10.00, over 30 days. */
export function makeClaimRule(overrides: Partial<WalletClaimRule> = {}): WalletClaimRule {
  return { coin_name: 'CNY', claimable: '140.00', min_withdrawal: '10.00', window_days: 30, ...overrides };
}

/** me and history answering a signed-in payer (home asks for both). */
export function stubSignedIn(profile: WalletProfile = makeProfile(), events: WalletMoneyEvent[] = []) {
  const me = stubOk('/v1/wallet/me', profile);
  const history = stubOk('/v1/wallet/history', { list: events, total: events.length, next_cursor: null });
  return { me, history };
}

/** Opens the wallet at `path` (with its query), signed in when `signedIn` (a token kept on this device). */
export function renderWallet(path: string, { signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) localStorage.setItem('kassa.wallet.token', token);
  window.history.replaceState(null, '', path);
  return render(<App />);
}

/** Completes the slider with the keyboard: focus, ArrowRight, then End. */
export async function slideByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  const slider = await screen.findByRole('slider', { name: 'Slide to verify' });
  slider.focus();
  await user.keyboard('{ArrowRight}{End}');
  await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Verified'));
}

/** The wallet's slider answering a challenge and a token. */
export function stubSlider() {
  const starts = stubOk('/v1/wallet/slider/start', { challenge_id: 'challenge-1', expire_time: new Date(Date.now() + 60_000).toISOString() });
  const verifies = stubOk('/v1/wallet/slider/verify', { slider_token: 'slider-token-1', expire_time: new Date(Date.now() + 120_000).toISOString() });
  return { starts, verifies };
}
