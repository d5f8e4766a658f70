import Refresh from '@mui/icons-material/Refresh';
import { Box, IconButton, LinearProgress, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { FeeNotices } from '../../widgets/FeeNotices';
import { periods, useDashboardStats, type Period } from './dashboardData';
import { MarketSwitchCard } from './MarketSwitchCard';
import { MerchantCodeCard } from './MerchantCodeCard';
import { PendingReviews } from './PendingReviews';
import { StatisticsCharts } from './StatisticsCharts';
import { TodayFigures } from './TodayFigures';

/**
 * The dashboard (`/payment/InstrumentPanel`, spec §1): today's figures per market with yesterday beside them, in
 * the merchant's time zone; the pending reviews; the data statistics of the last 7, 30 or 90 days; the market
 * switch; the merchant ID with its receiving QR code. Every figure comes from one call (`dashboard/stats`). Above
 * them, the fee changes coming for the merchant (`coin/fee_notice`), so it is told before it pays a new rate.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const [days, setDays] = useState<Period>(7);
  const { stats, loading, refetch, refreshMs } = useDashboardStats(days);

  useEffect(() => {
    const timer = setInterval(() => void refetch(), refreshMs);
    return () => clearInterval(timer);
  }, [refetch, refreshMs]);

  return (
    // width 0 and min-width 100%: the page takes the width it is given and never widens the layout.
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%' }}>
      <Title title="kassa.menu.dashboard" />
      <FeeNotices />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Typography color="text.secondary" data-testid="day-note">
          {stats ? translate('kassa.dashboard.dayNote', { date: stats.today, zone: stats.time_zone }) : '\u00a0'}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            onChange={(_, value: Period | null) => value && setDays(value)}
            aria-label={translate('kassa.dashboard.period')}
          >
            {periods.map((period) => (
              <ToggleButton key={period} value={period}>
                {translate('kassa.dashboard.days', { days: period })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Tooltip title={translate('kassa.dashboard.refresh')}>
            <IconButton aria-label={translate('kassa.dashboard.refresh')} onClick={() => void refetch()}>
              <Refresh />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      {loading && !stats && <LinearProgress />}
      {stats && (
        <>
          <TodayFigures markets={stats.markets} />
          <PendingReviews pending={stats.pending} />
          <StatisticsCharts stats={stats} />
        </>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <MarketSwitchCard />
        {stats && <MerchantCodeCard merchantId={stats.merchant_id} receivingCode={stats.receiving_code} />}
      </Box>
    </Stack>
  );
}
