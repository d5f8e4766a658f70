import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayerShell } from '../../../src/payer/PayerShell';
import { makeI18n } from '../../../src/wallet/i18n';

/** The frame the wallet app and the checkout mount their screens in (src/payer/PayerShell.tsx). */

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function Broken(): never {
  throw new Error('a screen that cannot render');
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the payer shell', () => {
  it('says so while the phone is offline, and stops saying it once the connection is back', async () => {
    render(
      <PayerShell makeI18n={makeI18n} titleKey="wallet.appName">
        <p>Home</p>
      </PayerShell>,
    );
    const offline = 'You are offline. Nothing is sent until the connection is back.';
    expect(screen.queryByText(offline)).toBeNull();
    act(() => setOnline(false));
    expect(await screen.findByText(offline)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Home')).toBeInTheDocument();
    act(() => setOnline(true));
    expect(screen.queryByText(offline)).toBeNull();
  });

  it('shows a screen that crashed as a message with a reload button in the payer’s language, not a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/?lang=vi');
    render(
      <PayerShell makeI18n={makeI18n} titleKey="wallet.appName">
        <Broken />
      </PayerShell>,
    );
    expect(screen.getByText('Trang này đã gặp lỗi. Hãy tải lại để xem tình trạng hiện tại.').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Tải lại' })).toBeInTheDocument();
  });
});
