import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ResponseOf } from '../../../openapi/endpoints';
import { apiBase } from '../../data/baseUrl';
import { storage, StorageKey } from '../../data/storage';
import { useEndpointQuery } from '../../resourceLayer/api';

/*
 * What API management reads: the API key (without its secrets) and the merchant's KYC state. Both go through
 * the data provider's contract calls, cached by react-query like every read of the console; the writes are
 * plain data provider calls in the components, so an answer that carries the secrets never enters a cache.
 */

export type AccessKey = NonNullable<ResponseOf<'accessKeyDetail'>>;
export type AccountDetail = ResponseOf<'accountDetail'>;
export type KycStatus = AccountDetail['kyc_status'];

/** The body of `access_key/detail`; also part of its cache key. */
const noBody = {};

/** Only the fields of the key that may be shown again: whatever a call answered, no secret is kept. */
export function withoutSecrets({ access_key, ip, webhook_url, return_url, create_time, update_time }: AccessKey): AccessKey {
  return { access_key, ip, webhook_url, return_url, create_time, update_time };
}

/** The merchant's API key (null when there is none), and how to show what a write answered. */
export function useAccessKey() {
  const query = useEndpointQuery('accessKeyDetail', noBody);
  const queryClient = useQueryClient();
  return {
    /** undefined while loading or after a failed read (the HTTP client has told the operator why). */
    key: query.data === undefined ? undefined : query.data && withoutSecrets(query.data),
    loading: query.isPending && query.fetchStatus !== 'idle',
    /** Shows the key a write answered (an update), or none after a revocation, without reading it again. */
    show(key: AccessKey | null) {
      queryClient.setQueryData(['kassa', 'accessKeyDetail', noBody], key && withoutSecrets(key));
    },
    /** Reads the key again (after it was created: the answer with its secrets is not what the page keeps). */
    reload() {
      return queryClient.invalidateQueries({ queryKey: ['kassa', 'accessKeyDetail'] });
    },
  };
}

/**
 * The merchant's KYC state, read afresh (KYC may have been verified since sign-in). Undefined while it is read;
 * when the read fails, the state of the userInfo stored at sign-in, if any.
 */
export function useKycStatus(): { status: KycStatus | undefined; loading: boolean } {
  const query = useEndpointQuery('accountDetail', noBody);
  if (query.data) return { status: query.data.kyc_status, loading: false };
  if (query.isPending && query.fetchStatus !== 'idle') return { status: undefined, loading: true };
  return { status: storage.getJson<Partial<AccountDetail>>(StorageKey.userInfo)?.kyc_status, loading: false };
}

/** The merchant API reference (`/docs`), served by the API server the console talks to. */
export function useDocsHref(): string {
  const [base, setBase] = useState(apiBase.candidates[0] ?? '');
  useEffect(() => {
    let live = true;
    apiBase.current().then(
      (chosen) => live && setBase(chosen),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return `${base}/docs`;
}
