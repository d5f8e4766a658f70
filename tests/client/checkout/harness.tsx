import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { browserNavigation, type CheckoutOrder, type PayerProfile, type PayerSession } from '../../../src/checkout/api';
import { App } from '../../../src/checkout/App';
import { base64ToBytes, bytesToBase64 } from '../../../src/data/passwordCipher';
import { ok, stubEndpoint, stubOk, type RecordedCall } from '../msw';

/** The hosted checkout in jsdom: no EventSource here, so the page follows the order by polling (its fallback). */

export const orderId = 'ord_0123456789abcdef01234567';

const now = () => new Date();

export function makeOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  const serverTime = overrides.server_time ?? now().toISOString();
  return {
    order_id: orderId,
    merchant_order_no: 'SHOP-20250101-0001',
    merchant_name: 'Demo Shop',
    subject: 'Premium plan, 1 month',
    coin_name: 'USDT',
    amount: '100.00',
    status: 'created',
    expire_time: new Date(Date.parse(serverTime) + 15 * 60_000).toISOString(),
    server_time: serverTime,
    deep_link: `http://localhost:3000/wallet/pay?order=${orderId}`,
    app_link: `kassawallet://pay?order=${orderId}`,
    return_url: 'https://shop.example/return?order=SHOP-20250101-0001',
    pay_time: null,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<PayerProfile> = {}): PayerProfile {
  return {
    username: 'payer01',
    nickname: 'Alice',
    identity: { real_name: true, id_number: true, phone: true, email: true, bank_card: true, payment_password: true },
    ready: true,
    market_enabled: true,
    balance: { coin_name: 'USDT', available: '500.00', reward: '30.00' },
    payment_locked_until: null,
    passkey: false,
    ...overrides,
  };
}

export const unreadyProfile = (): PayerProfile =>
  makeProfile({
    identity: { real_name: false, id_number: false, phone: false, email: false, bank_card: false, payment_password: false },
    ready: false,
  });

export function makeSession(payer: PayerProfile = makeProfile()): PayerSession {
  return { payer_token: 'payer-token-1', expire_time: new Date(Date.now() + 15 * 60_000).toISOString(), payer };
}

/**
 * checkout/order answering each order in turn (the last one from then on). The server's clock runs: each answer's
 * server_time keeps the order's offset from the device clock at the time of the stub.
 */
export function stubOrder(...orders: CheckoutOrder[]): RecordedCall<{ order_id: string }>[] {
  const skews = orders.map((order) => Date.parse(order.server_time) - Date.now());
  let index = 0;
  return stubEndpoint('/v1/checkout/order', () => {
    const at = Math.min(index, orders.length - 1);
    index += 1;
    return ok({ ...orders[at]!, server_time: new Date(Date.now() + skews[at]!).toISOString() });
  });
}

/** A key pair standing in for the server's: the test decrypts what the page sent. */
export async function testKeyPair(): Promise<{ publicKeyPem: string; decrypt: (ciphertext: string) => Promise<string> }> {
  const keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const body = bytesToBase64(spki).replace(/(.{64})/g, '$1\n');
  return {
    publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`,
    decrypt: async (ciphertext) => new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, base64ToBytes(ciphertext))),
  };
}

/** The slider endpoints answering a challenge and a token. */
export function stubSlider() {
  const starts = stubOk('/v1/checkout/slider/start', { challenge_id: 'challenge-1', expire_time: new Date(Date.now() + 60_000).toISOString() });
  const verifies = stubOk('/v1/checkout/slider/verify', { slider_token: 'slider-token-1', expire_time: new Date(Date.now() + 120_000).toISOString() });
  return { starts, verifies };
}

/** Opens the checkout at /checkout/<id> (with `search`, e.g. '?lang=vi'); `desktop` makes the viewport query match. */
export function renderCheckout({ search = '', desktop = false }: { search?: string; desktop?: boolean } = {}) {
  window.history.replaceState(null, '', `/checkout/${orderId}${search}`);
  window.matchMedia = ((query: string) => ({
    matches: desktop && query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return render(<App orderId={orderId} />);
}

/** Records where the page sends the browser (deep link, return_url) instead of leaving jsdom. */
export function captureNavigation(): string[] {
  const visited: string[] = [];
  vi.spyOn(browserNavigation, 'go').mockImplementation((url: string) => void visited.push(url));
  return visited;
}

/** Completes the slider with the keyboard: focus, ArrowRight, then End. */
export async function slideByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  const slider = await screen.findByRole('slider', { name: 'Slide to verify' });
  slider.focus();
  await user.keyboard('{ArrowRight}{End}');
  await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', 'Verified'));
}

/** Logs in through the wallet login of the phone landing; resolves when the login call was made. */
export async function logIn(user: ReturnType<typeof userEvent.setup>, publicKeyPem: string, session: PayerSession) {
  stubOk('/v1/merchant/auth/get_pub_key', { pub_key: publicKeyPem, algorithm: 'RSA-OAEP-256' });
  stubSlider();
  const logins = stubOk('/v1/checkout/login', session);
  await user.click(await screen.findByRole('button', { name: /Log in to wallet account/ }));
  await user.type(await screen.findByLabelText('Username'), 'payer01');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await slideByKeyboard(user);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return logins;
}
