import { Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatRate, useAmountFormat } from '../../resourceLayer/format';
import { DailyChart, type ChartSeries } from './DailyChart';
import type { DashboardStats } from './dashboardData';

/*
 * Data statistics: the daily series of one market over the period (recharge and withdrawal volume, fee income,
 * order count and success rate), with the period's headline numbers above. The server sends every figure;
 * the charts turn the decimal strings into numbers only to draw them, and every number read as text (the
 * tooltips) is the server's string, formatted.
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

/** A chart with its caption, which names the figure. */
function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
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
  const chartName = (key: string) => translate(`kassa.dashboard.charts.${key}`);
  const moneySeries = (name: string, values: string[]): ChartSeries => ({
    label: name,
    values: values.map(toNumber),
    texts: values.map((value) => money(value, market?.coin_name, market?.decimals)),
  });
  const countSeries = (name: string, values: number[]): ChartSeries => ({ label: name, values, texts: values.map(String) });

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
              <ChartCard title={chartName('volume')}>
                <DailyChart
                  kind="bar"
                  label={chartName('volume')}
                  days={dates}
                  series={[
                    moneySeries(label('recharge'), days.map((day) => day.recharge_amount)),
                    moneySeries(label('withdrawal'), days.map((day) => day.withdrawal_amount)),
                  ]}
                />
              </ChartCard>
              <ChartCard title={chartName('fees')}>
                <DailyChart kind="line" area label={chartName('fees')} days={dates} series={[moneySeries(label('fee'), days.map((day) => day.fee_amount))]} />
              </ChartCard>
              <ChartCard title={chartName('orders')}>
                <DailyChart
                  kind="line"
                  label={chartName('orders')}
                  days={dates}
                  rightAxis={{ min: 0, max: 100 }}
                  series={[
                    countSeries(label('orders'), days.map((day) => day.order_count)),
                    countSeries(label('paid_orders'), days.map((day) => day.paid_order_count)),
                    {
                      label: `${label('success_rate')} (%)`,
                      values: days.map((day) => (day.success_rate === null ? null : toNumber(day.success_rate) * 100)),
                      texts: days.map((day) => (day.success_rate === null ? '—' : formatRate(day.success_rate, true))),
                      right: true,
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
