import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubOk } from '../msw';
import { renderPlatformAt } from './harness';

const menuEntries = async () => {
  const menu = await screen.findByRole('menu');
  await within(menu).findByRole('menuitem', { name: 'Overview' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('the platform console’s menu', () => {
  it('shows an administrator every entry, with the X-Staff-Token on the calls', async () => {
    const calls = stubOk('/v1/platform/merchant/query', { list: [], total: 0 });
    await renderPlatformAt('/merchant', 'admin');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.headers.get('X-Staff-Token')).toBe('staff-token-of-the-test');
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    // A queue's entry carries its pending count (0 here, shown as no badge).
    expect(await menuEntries()).toEqual([
      'Overview',
      '0USDT recharges',
      '0USDT withdrawals',
      '0Fiat withdrawals',
      '0Merchant verifications',
      'Four-eyes thresholds',
      '0Rule changes',
      'Merchants',
      'Wallet users',
      'Announcements',
      'Questions',
      'Help articles',
      'Platform settings',
      'Staff',
      'Platform audit log',
      'Deposit addresses',
      'My account',
    ]);
  });
});
