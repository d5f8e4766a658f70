import type { ReactNode } from 'react';
import { useGetList } from 'react-admin';
import type { ListMeta, ListResultMeta } from '../data/dataProvider';
import { CountBadge } from '../widgets/CountBadge';
import type { ScreenFacts } from './screenFacts';

/**
 * How often the count is read again while the console's tab is visible (react-query pauses the interval in a
 * hidden tab and reads at once on return), besides after each review (react-admin's refresh). A new request shows
 * within seconds; one small read every few seconds per open console is cheap, and the app has no event stream for it.
 */
export const menuBadgeRefreshMs = 5_000;

function BadgeCount({ resource, filter, signedIn, children }: { resource: string; filter: Record<string, unknown>; signedIn: boolean; children: ReactNode }) {
  const { total, meta } = useGetList(
    resource,
    {
      pagination: { page: 1, perPage: 1 },
      filter,
      // A count read in the background: a failure is not worth a toast every few seconds.
      meta: { quiet: true } satisfies ListMeta,
    },
    { enabled: signedIn, refetchInterval: signedIn ? menuBadgeRefreshMs : false, refetchIntervalInBackground: false, retry: false },
  );
  // Above the server's count cap the list has no total, only the cap it reached (99+ either way).
  const count = total ?? (meta as ListResultMeta | undefined)?.totalAtLeast ?? 0;
  return <CountBadge count={signedIn ? count : 0}>{children}</CountBadge>;
}

/**
 * A menu icon with the count its resource declares in `menuBadge` (the pending reviews of user withdrawals),
 * 99+ above 99. Resources without a badge show the icon alone. Only a signed-in console asks (`signedIn`): the layout
 * may still be on screen while the sign-out leads to /Login, and a call without a token would only answer 401.
 */
export function ResourceMenuBadge({ screen, signedIn, children }: { screen: ScreenFacts | undefined; signedIn: boolean; children: ReactNode }) {
  if (!screen?.badgeFilter) return <>{children}</>;
  return (
    <BadgeCount resource={screen.name} filter={screen.badgeFilter} signedIn={signedIn}>
      {children}
    </BadgeCount>
  );
}
