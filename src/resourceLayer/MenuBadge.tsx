import type { ReactNode } from 'react';
import { useGetList } from 'react-admin';
import type { ListMeta } from '../data/dataProvider';
import { CountBadge } from '../shell/CountBadge';
import type { AnyResourceConfig } from './defineResource';
import { filterOf } from './areas';

/** How often the count is read again while the console is open, besides after each review (react-admin's refresh). */
export const menuBadgeRefreshMs = 60_000;

function BadgeCount({ config, children }: { config: AnyResourceConfig; children: ReactNode }) {
  const { total } = useGetList(
    config.name,
    {
      pagination: { page: 1, perPage: 1 },
      filter: filterOf(config, config.menuBadge?.filter ?? {}),
      // A count read in the background: a failure is not worth a toast every minute.
      meta: { quiet: true } satisfies ListMeta,
    },
    { refetchInterval: menuBadgeRefreshMs, retry: false },
  );
  return <CountBadge count={total ?? 0}>{children}</CountBadge>;
}

/**
 * A menu icon with the count its resource declares in `menuBadge` (the pending reviews of user withdrawals),
 * 99+ above 99. Resources without a badge show the icon alone.
 */
export function ResourceMenuBadge({ config, children }: { config: AnyResourceConfig | undefined; children: ReactNode }) {
  if (!config?.menuBadge) return <>{children}</>;
  return <BadgeCount config={config}>{children}</BadgeCount>;
}
