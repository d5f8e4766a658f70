import Campaign from '@mui/icons-material/Campaign';
import { IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResponseOf } from '../../../openapi/endpoints';
import { contractCalls } from '../../data/contract.atBuild';
import { dataOf, httpClient } from '../../data/httpClient';
import { CountBadge } from '../../widgets/CountBadge';
import { extraPaths } from '../../shell/extraPaths';

/** How often the unread count is read again; reading an announcement reads it at once. */
export const unreadRefreshMs = 60_000;

export const unreadQueryKey = ['kassa', 'announcementUnread'] as const;

/** The number of announcements this merchant has not read, polled in the background (no toast when unreachable). */
export function useUnreadAnnouncements(): number {
  const { data } = useQuery({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }) =>
      dataOf(httpClient.post<ResponseOf<'announcementUnread'>>(contractCalls.announcementUnread.path, {}, { signal, background: true })),
    refetchInterval: unreadRefreshMs,
    retry: false,
  });
  return data?.unread ?? 0;
}

/** The app bar's bell: the unread announcements as a badge (99+ above 99), leading to the announcements. */
export function AnnouncementBell() {
  const translate = useTranslate();
  const unread = useUnreadAnnouncements();
  const label = translate('kassa.announcements.bell', { smart_count: unread });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to={extraPaths.announcements} aria-label={label}>
        <CountBadge count={unread}>
          <Campaign />
        </CountBadge>
      </IconButton>
    </Tooltip>
  );
}
