import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RequestInput, ResponseOf } from '../../openapi/endpoints';
import { contractCalls } from '../data/contract.atBuild';
import { dataOf, httpClient } from '../data/httpClient';
import { storage, StorageKey } from '../data/storage';

/** How often the console asks whether the account changed; also on each return to the tab. */
export const accountCheckIntervalMs = 30_000;

type AccountDetail = ResponseOf<'accountDetail'>;

/**
 * Keeps the stored `userInfo` current (spec §7's check_update_mch): asks the server whether the account changed
 * since the stored `update_time` (status, KYC, name), and when it did reads the account again, stores it and
 * lets every screen that shows it read it again. A suspended account's answer is code 512, which the HTTP
 * client's catalogue turns into /Restricted at once. The poll fails silently while the server is unreachable.
 */
export async function refreshUserInfoIfChanged(): Promise<boolean> {
  if (!storage.get(StorageKey.token)) return false;
  const stored = storage.getJson<Partial<AccountDetail>>(StorageKey.userInfo);
  const body: RequestInput<'checkUpdateMch'> = stored?.update_time ? { update_time: stored.update_time } : {};
  const { changed } = await dataOf(httpClient.post<ResponseOf<'checkUpdateMch'>>(contractCalls.checkUpdateMch.path, body, { background: true }));
  if (!changed) return false;
  const detail = await dataOf(httpClient.post<AccountDetail>(contractCalls.accountDetail.path, {}, { background: true }));
  storage.setJson(StorageKey.userInfo, detail);
  return true;
}

export function AccountWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let running = false;
    const check = async () => {
      if (running || document.visibilityState === 'hidden') return;
      running = true;
      try {
        if (await refreshUserInfoIfChanged()) {
          // The app bar's name (react-admin's identity) and every screen reading the account.
          await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
          await queryClient.invalidateQueries({ queryKey: ['kassa', 'accountDetail'] });
        }
      } catch {
        // Told by the catalogue when the server answered; silent when it could not be reached.
      } finally {
        running = false;
      }
    };
    void check();
    const timer = setInterval(() => void check(), accountCheckIntervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
  return null;
}
