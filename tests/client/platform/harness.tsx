import { render } from '@testing-library/react';
import type { StaffRoleName } from '../../../openapi/endpoint';
import type { components } from '../../../src/data/api-types';
import { storage, StorageKey } from '../../../src/data/storage';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { staffAuthProvider } from '../../../src/platform/data/staffAuthProvider';
import { loadPlatformWords } from '../../../src/platform/i18n/loadPlatformWords';
import { PlatformApp } from '../../../src/platform/PlatformApp';
import { platformConsole, platformDataProvider } from '../../../consoles/platformConsole';
import { stubOk } from '../msw';

export type StaffIdentity = components['schemas']['StaffIdentity'];

/** A staff member of these tests, of the role given. */
export const staffOf = (role: StaffIdentity['role']): StaffIdentity => ({ id: 7, username: `${role}.lan`, role, step_up_until: null });

export type RuleChange = components['schemas']['RuleChange'];

/** What a proposing call answers: a rule change waiting for another administrator (a coin's fee rates unless changed). */
export const pendingRuleChange = (change: Partial<RuleChange> = {}): RuleChange => ({
  id: 9,
  kind: 'coin_fee_rates',
  target: 'CNY',
  change: {},
  before: {},
  status: 'pending',
  proposed_by: 'admin.lan',
  propose_time: '2026-12-07T17:05:00.000Z',
  approvable_time: '2026-12-08T17:05:00.000Z',
  effective_time: null,
  decided_by: null,
  decide_time: null,
  reason: null,
  apply_time: null,
  outcome: null,
  ...change,
});

/** The pending counts the overview shows, unless a test stubs its own. */
export const noPendingReviews = { usdt_recharge: 0, usdt_withdrawal: 0, fiat_withdrawal: 0, kyc: 0 };

/**
 * The whole platform console at `path` (inside /platform) with the real data provider, auth provider and HTTP client,
 * signed in as a member of `role` (the staff token and identity stored as a sign-in leaves them); msw answers the API
 * calls. The overview's pending counts answer none waiting unless the test stubs them first.
 */
export async function renderPlatformAt(path: string, role: StaffRoleName = 'admin', language: Parameters<typeof createI18nProvider>[0] = 'us') {
  storage.set(StorageKey.staffToken, 'staff-token-of-the-test');
  storage.setJson(StorageKey.staffIdentity, staffOf(role));
  window.history.pushState({}, '', `/platform${path}`);
  stubOk('/v1/platform/review/pending_counts', noPendingReviews);
  const i18nProvider = await createI18nProvider(language, loadPlatformWords);
  return render(<PlatformApp console={platformConsole} dataProvider={platformDataProvider} authProvider={staffAuthProvider} i18nProvider={i18nProvider} />);
}
