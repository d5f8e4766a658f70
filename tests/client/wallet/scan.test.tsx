import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOk } from '../msw';
import { demoShop, makeOrder, orderId, renderWallet, stubSignedIn } from './harness';

/** A camera for the page (jsdom has none): navigator.mediaDevices.getUserMedia. */
function stubCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  delete (HTMLMediaElement.prototype as { readyState?: number }).readyState;
});

describe('scanning a code', () => {
  it('without a camera reader: a typed or pasted code or link leads to its payment', async () => {
    const user = userEvent.setup();
    stubSignedIn();
    stubOk('/v1/wallet/order/resolve', makeOrder());
    renderWallet('/wallet/scan');
    expect(await screen.findByText('Scanning with the camera is not available in this browser. Type or paste the code instead.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code or link'), 'https://elsewhere.example/shop');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This code is not a payment code of this service.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/wallet/scan');

    await user.clear(screen.getByLabelText('Code or link'));
    await user.type(screen.getByLabelText('Code or link'), `kassawallet://pay?order=${orderId}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm payment' })).toBeInTheDocument();
    expect(window.location.search).toBe(`?order=${orderId}`);
  });

  it('with the browser’s BarcodeDetector: reads the camera and goes to the merchant of its receiving code, then lets the camera go', async () => {
    stubSignedIn();
    stubOk('/v1/wallet/merchant/resolve', demoShop);
    const stopped = vi.fn();
    const stream = { getTracks: () => [{ stop: stopped }] };
    const getUserMedia = vi.fn(async () => stream);
    stubCamera(getUserMedia);
    const formats: string[][] = [];
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        constructor(options: { formats: string[] }) {
          formats.push(options.formats);
        }
        detect = async () => [{ rawValue: 'https://pay.example/wallet/pay?merchant=100001' }];
      },
    );
    Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);

    renderWallet('/wallet/scan');
    expect(await screen.findByRole('heading', { name: 'Pay merchant' })).toBeInTheDocument();
    expect(window.location.search).toBe('?merchant=100001');
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    expect(formats).toEqual([['qr_code']]);
    await waitFor(() => expect(stopped).toHaveBeenCalled());
  });

  it('says so when the camera is refused, and still takes a typed code', async () => {
    stubSignedIn();
    stubCamera(async () => Promise.reject(new Error('NotAllowedError')));
    vi.stubGlobal('BarcodeDetector', class {});
    renderWallet('/wallet/scan');
    expect(await screen.findByText('The camera could not be used. Type or paste the code instead.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use camera' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code or link')).toBeInTheDocument();
  });
});
