import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { contractCalls } from '../../../data/contract.atBuild';
import { mayCall } from '../../../data/roles';
import { useEndpointQuery } from '../../../resourceLayer/api';
import { useMenuRoutes } from '../../../shell/MenuRoutesContext';
import { menuFor, menuPages } from '../../../shell/menu';
import { reviewQueuePaths, type ReviewQueue } from '../../menu';

/** A queue's card: its name and how many wait, leading to the queue (its list shows the pending ones first). */
function QueueCard({ queue, count, linked }: { queue: ReviewQueue; count: number | undefined; linked: boolean }) {
  const translate = useTranslate();
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {translate(`kassa.platform.home.queue.${queue}`)}
      </Typography>
      <Typography variant="h5" component="p" color={count ? 'warning.main' : 'text.primary'} data-testid={`pending-${queue}`}>
        {count ?? '…'}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {linked ? (
        <CardActionArea component={Link} to={reviewQueuePaths[queue]}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/**
 * The platform console's first page: who is signed in, and for those who review, how many of each queue wait, each
 * card leading to its queue. The counts are read again every minute and after every review.
 */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const { menu } = useMenuRoutes();
  const reviews = mayCall(contractCalls.reviewPendingCounts, permissions);
  const counts = useEndpointQuery('reviewPendingCounts', reviews ? {} : null, { refetchInterval: 60_000 });
  const open = new Set(menuPages(menuFor(menu ?? [], permissions)).map((item) => item.path));
  const role = typeof permissions === 'string' ? translate(`kassa.platform.roles.${permissions}`) : '';
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Title title="kassa.menu.platformHome" />
      <Typography variant="h5" component="h1">
        {translate('kassa.menu.platformHome')}
      </Typography>
      {identity && <Typography color="text.secondary">{translate('kassa.platform.home.welcome', { name: identity.fullName, role })}</Typography>}
      {reviews ? (
        <Box component="section" aria-label={translate('kassa.platform.home.queues')}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {translate('kassa.platform.home.queues')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
            {(Object.keys(reviewQueuePaths) as ReviewQueue[]).map((queue) => (
              <QueueCard key={queue} queue={queue} count={counts.data?.[queue]} linked={open.has(reviewQueuePaths[queue])} />
            ))}
          </Box>
        </Box>
      ) : (
        typeof permissions === 'string' && <Typography>{translate('kassa.platform.home.noQueues')}</Typography>
      )}
    </Stack>
  );
}
