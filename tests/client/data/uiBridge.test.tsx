import { act, render, screen } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../../src/data/httpClient';
import { toast } from '../../../src/data/toast';
import { navigate } from '../../../src/data/uiBridge';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import type { LanguageSetting } from '../../../openapi/i18n/languages';
import { UiBridge } from '../../../src/shell/UiBridge';
import { refusal, stubEndpoint } from '../msw';

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

async function renderBridge(language: LanguageSetting = 'us') {
  const i18nProvider = await createI18nProvider(language);
  return render(
    <MemoryRouter initialEntries={['/payment/PaymentMethod']}>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <UiBridge />
        <Notification />
        <Location />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UiBridge', () => {
  it('shows a toast given as an i18n key in the user’s language', async () => {
    await renderBridge();
    act(() => toast('kassa.errors.maintenance', 'warning'));
    expect(await screen.findByText('System function under maintenance, please try again later')).toBeInTheDocument();
  });

  it('shows a server detail that is no i18n key as is', async () => {
    await renderBridge();
    act(() => toast('Insufficient available balance', 'error'));
    expect(await screen.findByText('Insufficient available balance')).toBeInTheDocument();
  });

  it('fills the placeholders of a translated message', async () => {
    await renderBridge();
    act(() => toast('kassa.errors.http', 'error', { status: 502 }));
    expect(await screen.findByText('The server answered with an error (HTTP 502)')).toBeInTheDocument();
  });

  it('shows the message in the stored language (vi)', async () => {
    await renderBridge('vi');
    act(() => toast('kassa.errors.maintenance', 'warning'));
    expect(await screen.findByText('Chức năng hệ thống đang được bảo trì, vui lòng thử lại sau')).toBeInTheDocument();
  });

  it('hides a toast after 3000 ms (react-admin’s own default is 4000)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderBridge();
    act(() => toast('Saved', 'success'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // In small steps, so React renders between the hide and the exit transition.
    for (let elapsed = 0; elapsed < 600; elapsed += 100) await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('navigates inside the console', async () => {
    await renderBridge();
    act(() => navigate('/Login'));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/Login');
  });

  it('shows the maintenance message and sends the user to /Login when a call answers 511', async () => {
    await renderBridge();
    stubEndpoint('/v1/merchant/asset/query', refusal(511, 'maintenance'));

    await act(() => httpClient.post('/v1/merchant/asset/query', {}).catch(() => undefined));

    expect(await screen.findByText('System function under maintenance, please try again later')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/Login');
  });

  it('gives the slots back when unmounted', async () => {
    const { unmount } = await renderBridge();
    unmount();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    toast('kassa.errors.maintenance', 'warning');
    expect(warn).toHaveBeenCalledWith('[warning] kassa.errors.maintenance');
    warn.mockRestore();
  });
});
