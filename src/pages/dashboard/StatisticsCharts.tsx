import { Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatRate, useAmountFormat } from '../../resourceLayer/format';
import type { DashboardStats } from './dashboardData';

/*
 * Data statistics: the daily series of one market over the period (recharge and withdrawal volume, fee income,
 * order count and success rate), with the period's headline numbers above. The server sends every figure;
 * the charts turn the decimal strings into numbers only to draw them, and every number read as text is the
 * server's string.
 */

const toNumber = (value: string) => Number(value);

function Headline({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

export function StatisticsCharts({ stats }: { stats: DashboardStats }) {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const [chosen, setChosen] = useState<string | null>(null);
  const coin = chosen && stats.markets.some((market) => market.coin_name === chosen) ? chosen : (stats.markets[0]?.coin_name ?? null);
  const market = stats.markets.find((candidate) => candidate.coin_name === coin);
  const days = stats.series.filter((day) => day.coin_name === coin);
  const dates = days.map((day) => day.date.slice(5));
  const label = (key: string) => translate(`kassa.dashboard.figures.${key}`);
  const height = 240;

  return (
    <Card component="section" aria-label={translate('kassa.dashboard.charts.title')}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {translate('kassa.dashboard.charts.title')}
          </Typography>
          {market && (
            <TextField
              select
              size="small"
              label={translate('kassa.dashboard.charts.coin')}
              value={market.coin_name}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ width: 160, flexShrink: 0 }}
            >
              {stats.markets.map((candidate) => (
                <MenuItem key={candidate.coin_name} value={candidate.coin_name}>
                  {candidate.coin_name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        {market && (
          <>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('kassa.dashboard.charts.headline', { days: stats.days })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', mb: 3 }} data-testid="headline">
              <Headline label="kassa.dashboard.figures.recharge" value={money(market.period.recharge_amount, market.coin_name, market.decimals)} />
              <Headline label="kassa.dashboard.figures.withdrawal" value={money(market.period.withdrawal_amount, market.coin_name, market.decimals)} />
              <Headline label="kassa.dashboard.figures.fee" value={money(market.period.fee_amount, market.coin_name, market.decimals)} />
              <Headline label="kassa.dashboard.figures.orders" value={String(market.period.order_count)} />
              <Headline
                label="kassa.dashboard.figures.success_rate"
                value={market.period.success_rate === null ? '—' : formatRate(market.period.success_rate, true)}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' } }}>
              <ChartCard title="kassa.dashboard.charts.volume">
                <BarChart
                  height={height}
                  xAxis={[{ scaleType: 'band', data: dates }]}
                  series={[
                    { data: days.map((day) => toNumber(day.recharge_amount)), label: label('recharge') },
                    { data: days.map((day) => toNumber(day.withdrawal_amount)), label: label('withdrawal') },
                  ]}
                />
              </ChartCard>
              <ChartCard title="kassa.dashboard.charts.fees">
                <LineChart
                  height={height}
                  xAxis={[{ scaleType: 'point', data: dates }]}
                  series={[{ data: days.map((day) => toNumber(day.fee_amount)), label: label('fee'), area: true }]}
                />
              </ChartCard>
              <ChartCard title="kassa.dashboard.charts.orders">
                <LineChart
                  height={height}
                  xAxis={[{ scaleType: 'point', data: dates }]}
                  yAxis={[
                    { id: 'count', position: 'left' },
                    { id: 'rate', position: 'right', min: 0, max: 100 },
                  ]}
                  series={[
                    { data: days.map((day) => day.order_count), label: label('orders'), yAxisId: 'count' },
                    { data: days.map((day) => day.paid_order_count), label: label('paid_orders'), yAxisId: 'count' },
                    {
                      data: days.map((day) => (day.success_rate === null ? null : toNumber(day.success_rate) * 100)),
                      label: `${label('success_rate')} (%)`,
                      yAxisId: 'rate',
                      connectNulls: true,
                    },
                  ]}
                />
              </ChartCard>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
