import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAmountFormat } from '../../resourceLayer/format';
import type { DashboardMarket, Figures } from './dashboardData';

type MoneyFigure = 'recharge_amount' | 'withdrawal_amount' | 'fee_amount' | 'usdt_recharge_amount' | 'usdt_withdrawal_amount';

const moneyFigures: ReadonlyArray<[MoneyFigure, string]> = [
  ['recharge_amount', 'recharge'],
  ['withdrawal_amount', 'withdrawal'],
  ['fee_amount', 'fee'],
  ['usdt_recharge_amount', 'usdt_recharge'],
  ['usdt_withdrawal_amount', 'usdt_withdrawal'],
];

function Figure({ label, today, yesterday, testId }: { label: string; today: string; yesterday: string; testId: string }) {
  const translate = useTranslate();
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {translate(label)}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} data-figure="today">
        {today}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-figure="yesterday">
        {translate('kassa.dashboard.today.yesterday', { value: yesterday })}
      </Typography>
    </Box>
  );
}

/** One market: today's recharge, withdrawal, fees, USDT deposit and withdrawal, and orders, with yesterday beside. */
function MarketFigures({ market }: { market: DashboardMarket }) {
  const translate = useTranslate();
  const format = useAmountFormat();
  const amount = (figures: Figures, name: MoneyFigure) => format.amount(figures[name], market.decimals);
  return (
    <Card variant="outlined" component="section" aria-label={market.coin_name} data-market={market.coin_name}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h3" fontWeight={600}>
            {market.coin_name}
          </Typography>
          {!market.enabled && <Chip size="small" color="warning" variant="outlined" label={translate('kassa.dashboard.today.closed')} />}
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {moneyFigures.map(([name, label]) => (
            <Figure
              key={name}
              testId={`${market.coin_name}-${name}`}
              label={`kassa.dashboard.figures.${label}`}
              today={amount(market.today, name)}
              yesterday={amount(market.yesterday, name)}
            />
          ))}
          <Figure
            testId={`${market.coin_name}-order_count`}
            label="kassa.dashboard.figures.orders"
            today={String(market.today.order_count)}
            yesterday={String(market.yesterday.order_count)}
          />
        </Box>
      </CardContent>
    </Card>
  );
}

export function TodayFigures({ markets }: { markets: DashboardMarket[] }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {translate('kassa.dashboard.today.title')}
      </Typography>
      {markets.length === 0 && <Typography color="text.secondary">{translate('kassa.dashboard.today.none')}</Typography>}
      {markets.map((market) => (
        <MarketFigures key={market.coin_name} market={market} />
      ))}
    </Stack>
  );
}
