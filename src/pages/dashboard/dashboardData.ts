import { useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../openapi/endpoints';
import { useEndpointQuery } from '../../resourceLayer/api';

/*
 * What the dashboard reads: its figures in one call (`dashboard/stats`, SQL aggregates in the merchant's time
 * zone) and the market switches from the user config (`user/config/get`, as the spec intends it). Both through
 * the data provider, cached by react-query; a market switch writes the answer into the config's cache and reads
 * the figures again.
 */

export type DashboardStats = ResponseOf<'dashboardStats'>;
export type DashboardMarket = DashboardStats['markets'][number];
export type Figures = DashboardMarket['today'];
export type Period = 7 | 30 | 90;
export type MarketSwitches = ResponseOf<'marketSwitch'>['list'];

export const periods: readonly Period[] = [7, 30, 90];

/** The figures refresh on their own every minute while the page is open. */
const refreshMs = 60_000;

export function useDashboardStats(days: Period) {
  const query = useEndpointQuery('dashboardStats', { days });
  return { stats: query.data, loading: query.isPending && query.fetchStatus !== 'idle', refetch: query.refetch, refreshMs };
}

const noBody = {};

export function useMarketSwitches() {
  const query = useEndpointQuery('userConfigGet', noBody);
  const queryClient = useQueryClient();
  return {
    markets: query.data?.markets,
    /** Shows the switches a market/switch answered, and reads the figures again. */
    show(markets: MarketSwitches) {
      queryClient.setQueryData(['kassa', 'userConfigGet', noBody], (config: ResponseOf<'userConfigGet'> | undefined) =>
        config ? { ...config, markets } : config,
      );
      void queryClient.invalidateQueries({ queryKey: ['kassa', 'dashboardStats'] });
      void queryClient.invalidateQueries({ queryKey: ['kassa', 'coinList'] });
    },
  };
}

/** The list a pending-review card leads to, filtered on pending (react-admin reads `filter` from the URL). */
export const pendingLists: Readonly<Record<keyof DashboardStats['pending'], { path: string; reviewer: 'yours' | 'platform' }>> = {
  user_withdrawals: { path: '/user/WithdrawalRecord', reviewer: 'yours' },
  usdt_recharges: { path: '/ustd-recharge/index', reviewer: 'platform' },
  usdt_withdrawals: { path: '/ustd-withdraw/index', reviewer: 'platform' },
  fiat_withdrawals: { path: '/coin-withdraw/index', reviewer: 'platform' },
};

export const pendingHref = (path: string) => `${path}?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`;
