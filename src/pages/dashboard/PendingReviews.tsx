import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pendingHref, pendingLists, type DashboardStats } from './dashboardData';

/** One card per list with orders in review, each leading to that list filtered on pending. */
export function PendingReviews({ pending }: { pending: DashboardStats['pending'] }) {
  const translate = useTranslate();
  const entries = Object.entries(pendingLists) as Array<[keyof DashboardStats['pending'], (typeof pendingLists)[keyof typeof pendingLists]]>;
  return (
    <Box component="section" aria-label={translate('kassa.dashboard.pending.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('kassa.dashboard.pending.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {entries.map(([name, list]) => (
          <Card key={name} variant="outlined">
            {/* Named by its text as shown (WCAG 2.5.3, label in name): the list, the count and who reviews. */}
            <CardActionArea component={Link} to={pendingHref(list.path)}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {translate(`kassa.dashboard.pending.${name}`)}
                </Typography>
                <Typography variant="h5" component="p" color={pending[name] > 0 ? 'warning.main' : 'text.primary'} data-testid={`pending-${name}`}>
                  {pending[name]}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate(`kassa.dashboard.pending.${list.reviewer}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
