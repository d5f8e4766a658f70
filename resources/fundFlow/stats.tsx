import { Box, Card, CardContent, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useEndpointQuery } from '../../src/resourceLayer/api';
import { useAmountFormat } from '../../src/resourceLayer/format';

const totals = ['recharge_amount', 'withdrawal_amount', 'fee_amount', 'usdt_recharge_amount', 'usdt_withdrawal_amount'] as const;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The fund flow's totals per coin over the period the list is filtered on (asset_flow/stats), above the rows.
 * Without a period the server totals the current UTC day.
 */
export function FundFlowStats() {
  const translate = useTranslate();
  const { money } = useAmountFormat();
  const { filterValues } = useListContext();
  const filters = filterValues as Record<string, unknown>;
  const coin_name = text(filters.coin_name);
  const start_time = text(filters.start_time);
  const end_time = text(filters.end_time);
  const { data } = useEndpointQuery('fundFlowStats', {
    ...(coin_name ? { coin_name } : {}),
    ...(start_time ? { start_time } : {}),
    ...(end_time ? { end_time } : {}),
  });
  const keys = 'resources.Property/RunningWater.messages';
  const rows = data?.list ?? [];
  return (
    <Box component="section" aria-label={translate(start_time || end_time ? `${keys}.stats_period` : `${keys}.stats_today`)} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate(start_time || end_time ? `${keys}.stats_period` : `${keys}.stats_today`)}
      </Typography>
      {data && rows.length === 0 && <Typography color="text.secondary">{translate(`${keys}.stats_empty`)}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {rows.map((row) => (
          <Card key={row.coin_name} variant="outlined" sx={{ minWidth: 240 }} data-coin={row.coin_name}>
            <CardContent>
              <Typography variant="h6" component="h3">
                {row.coin_name}
              </Typography>
              {totals.map((total) => (
                <Box key={total} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${keys}.${total}`)}
                  </Typography>
                  <Typography variant="body2">{money(row[total], row.coin_name)}</Typography>
                </Box>
              ))}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
