import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { EndpointName, RequestInput, ResponseOf } from '../../openapi/endpoints';
import type { KassaDataProvider } from '../data/dataProvider';

/** The console's data provider, with its review, export and contract calls. */
export function useKassaDataProvider(): KassaDataProvider {
  return useDataProvider<KassaDataProvider>();
}

/**
 * Reads a contract call that serves no record screen (coins, quotes, balances, a user lookup) through the
 * data provider, cached by react-query under `['kassa', name, body]`. A null body means "not yet": nothing is sent.
 * react-admin's refresh (after a review or a save) reads it again.
 */
export function useEndpointQuery<N extends EndpointName>(
  name: N,
  body: RequestInput<N> | null,
  options: { staleTime?: number; refetchInterval?: number; quiet?: boolean } = {},
) {
  const dataProvider = useKassaDataProvider();
  return useQuery<ResponseOf<N>>({
    queryKey: ['kassa', name, body],
    queryFn: ({ signal }) => dataProvider.call(name, body as RequestInput<N>, { signal, ...(options.quiet ? { quiet: true } : {}) }),
    enabled: body !== null,
    retry: false,
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.refetchInterval !== undefined ? { refetchInterval: options.refetchInterval, refetchIntervalInBackground: false } : {}),
  });
}

/**
 * Like `useEndpointQuery`, for a call whose answer is in the operator's language (words the server sends, such as
 * help articles and announcements): the locale is part of the cache key, so switching the language reads it again.
 */
export function useLocalizedEndpointQuery<N extends EndpointName>(name: N, body: RequestInput<N> | null) {
  const dataProvider = useKassaDataProvider();
  const [locale] = useLocaleState();
  return useQuery<ResponseOf<N>>({
    queryKey: ['kassa', name, body, locale],
    queryFn: ({ signal }) => dataProvider.call(name, body as RequestInput<N>, { signal }),
    enabled: body !== null,
    retry: false,
  });
}

export interface CoinChoice {
  id: string;
  name: string;
}

/** Where a coin input's coins come from (`FieldConfig.coins`). */
export type CoinScope = 'open' | 'all' | 'fiat' | 'platform';

/**
 * The coins a coin input offers: the merchant's open markets (`coin/list`), every coin of the platform,
 * or every fiat currency (`system/coin/query`); in the platform console, every coin as the staff read it in the
 * platform settings (`platform/settings/query`: the merchants' coin calls answer only a merchant's session). Coin
 * codes are shown as they are, in every language.
 */
export function useCoins(scope: CoinScope) {
  const open = useEndpointQuery('coinList', scope === 'open' ? {} : null, { staleTime: 60_000 });
  const system = useEndpointQuery('systemCoinQuery', scope === 'all' ? {} : scope === 'fiat' ? { coin_type: 'fiat' } : null, {
    staleTime: 60_000,
  });
  const platform = useEndpointQuery('platformSettingsQuery', scope === 'platform' ? {} : null, { staleTime: 60_000 });
  const query = scope === 'open' ? open : system;
  const coins = query.data?.list ?? [];
  const names = scope === 'platform' ? (platform.data?.coins ?? []).map((coin) => coin.coin_name) : coins.map((coin) => coin.coin_name);
  const pending = scope === 'platform' ? platform : query;
  return {
    coins,
    choices: names.map((name): CoinChoice => ({ id: name, name })),
    isPending: pending.isPending && pending.fetchStatus !== 'idle',
  };
}
