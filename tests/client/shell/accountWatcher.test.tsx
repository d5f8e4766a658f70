import { describe, expect, it } from 'vitest';
import { storage, StorageKey } from '../../../src/data/storage';
import { refreshUserInfoIfChanged } from '../../../src/shell/AccountWatcher';
import { account } from '../pages/console';
import { captureUi, refusal, stubEndpoint, stubOk } from '../msw';

describe('the account watcher (check_update_mch)', () => {
  it('asks with the stored update_time and, when the account changed, stores the account read again', async () => {
    storage.set(StorageKey.token, 'token-of-the-test');
    storage.setJson(StorageKey.userInfo, { ...account, kyc_status: 'pending' });
    const checks = stubOk('/v2/merchant/common/check_update_mch', { changed: true, update_time: '2025-02-01T00:00:00.000Z' });
    stubOk('/v1/merchant/account/detail', { ...account, kyc_status: 'verified', update_time: '2025-02-01T00:00:00.000Z' });

    expect(await refreshUserInfoIfChanged()).toBe(true);
    expect(checks[0]?.body).toEqual({ update_time: account.update_time });
    expect(storage.getJson<typeof account>(StorageKey.userInfo)).toMatchObject({ kyc_status: 'verified', update_time: '2025-02-01T00:00:00.000Z' });
  });

  it('reads nothing more when nothing changed, and nothing at all without a session', async () => {
    storage.set(StorageKey.token, 'token-of-the-test');
    storage.setJson(StorageKey.userInfo, account);
    const details = stubOk('/v1/merchant/account/detail', account);
    expect(await refreshUserInfoIfChanged()).toBe(false);
    expect(details).toHaveLength(0);
    storage.remove(StorageKey.token);
    const checks = stubOk('/v2/merchant/common/check_update_mch', { changed: true, update_time: account.update_time });
    expect(await refreshUserInfoIfChanged()).toBe(false);
    expect(checks).toHaveLength(0);
  });

  it('sends a suspended merchant to /Restricted at once (code 512)', async () => {
    const ui = captureUi();
    storage.set(StorageKey.token, 'token-of-the-test');
    storage.setJson(StorageKey.userInfo, account);
    stubEndpoint('/v2/merchant/common/check_update_mch', refusal(512, 'This merchant account is suspended. Please contact support.', { login_ip: '203.0.113.7' }));
    await expect(refreshUserInfoIfChanged()).rejects.toThrow();
    expect(ui.paths).toEqual(['/Restricted']);
    expect(storage.get(StorageKey.loginIp)).toBe('203.0.113.7');
  });

  it('stays silent when the server cannot be reached (the next poll tries again)', async () => {
    const ui = captureUi();
    storage.set(StorageKey.token, 'token-of-the-test');
    stubEndpoint('/v2/merchant/common/check_update_mch', () => Response.error());
    await expect(refreshUserInfoIfChanged()).rejects.toThrow();
    expect(ui.toasts).toEqual([]);
  });
});
