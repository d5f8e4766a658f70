import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Card, CardActionArea, CardContent, Chip, LinearProgress, Link as MuiLink, Pagination, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useLocalizedEndpointQuery } from '../../resourceLayer/api';
import { formatDateTime } from '../../resourceLayer/format';
import { extraPaths } from '../../shell/extraPaths';
import { RichText } from '../content/ContentPage';
import { unreadQueryKey } from './AnnouncementBell';

const pageSize = 20;

/** The announcements (`/announcements`), newest first, the unread ones marked. */
export function AnnouncementsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(1);
  const query = useLocalizedEndpointQuery('announcementQuery', { page, page_size: pageSize });
  const data = query.data;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%', maxWidth: 860 }}>
      <Title title="kassa.announcements.title" />
      <Typography variant="h5" component="h1">
        {translate('kassa.announcements.title')}
      </Typography>
      {query.isPending && query.fetchStatus !== 'idle' && <LinearProgress />}
      {data && data.list.length === 0 && <Typography color="text.secondary">{translate('kassa.announcements.none')}</Typography>}
      {data?.list.map((item) => (
        <Card key={item.id} variant="outlined" data-announcement={item.id} data-read={item.read}>
          <CardActionArea component={Link} to={`${extraPaths.announcements}/${item.id}`}>
            <CardContent>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5 }}>
                <Typography variant="subtitle1" component="h2" fontWeight={item.read ? 400 : 700} sx={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Typography>
                {!item.read && <Chip size="small" color="error" label={translate('kassa.announcements.unread')} />}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {item.summary}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('kassa.announcements.published', { time: formatDateTime(item.publish_time, locale) })}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      {data && data.total > pageSize && <Pagination count={Math.ceil(data.total / pageSize)} page={page} onChange={(_, next) => setPage(next)} />}
    </Stack>
  );
}

/** One announcement (`/announcements/<id>`): opening it marks it read, and the app bar's badge follows. */
export function AnnouncementPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { id } = useParams();
  const queryClient = useQueryClient();
  const numericId = Number(id);
  const query = useLocalizedEndpointQuery('announcementDetail', Number.isInteger(numericId) && numericId > 0 ? { id: numericId } : null);
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['kassa', 'announcementQuery'] });
  }, [data, queryClient]);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%', maxWidth: 860 }}>
      <Title title="kassa.announcements.title" />
      <MuiLink component={Link} to={extraPaths.announcements} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBack fontSize="small" />
        {translate('kassa.announcements.back')}
      </MuiLink>
      {query.isPending && query.fetchStatus !== 'idle' && <LinearProgress />}
      {data && (
        <Card component="article">
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
              {data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('kassa.announcements.published', { time: formatDateTime(data.publish_time, locale) })}
            </Typography>
            <Box sx={{ mt: 2 }}>
              <RichText html={data.body_html} />
            </Box>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
