import { Card, CardContent, Dialog, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPage } from '../../widgets/lazyPage';
import { useMarketSwitches } from './dashboardData';
import type { Pending } from './MarketSwitchForm';

// The confirmation's form (react-admin's forms, the shared rules) is fetched when a switch is flipped.
const MarketSwitchForm = lazyPage(() => import('./MarketSwitchForm').then((form) => form.MarketSwitchForm));

/** One switch per coin: open or closed. Switching asks for the authenticator code and states what it will do. */
export function MarketSwitchCard() {
  const translate = useTranslate();
  const { markets, show } = useMarketSwitches();
  const [pending, setPending] = useState<Pending | null>(null);
  const titleId = useId();
  const close = () => setPending(null);
  return (
    <Card component="section" aria-label={translate('kassa.dashboard.markets.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kassa.dashboard.markets.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('kassa.dashboard.markets.intro')}
        </Typography>
        <Stack>
          {(markets ?? []).map((market) => (
            <FormControlLabel
              key={market.coin_name}
              control={
                <Switch
                  checked={market.enabled}
                  onChange={(event) => setPending({ coin: market.coin_name, enabled: event.target.checked })}
                  slotProps={{ input: { 'aria-label': translate('kassa.dashboard.markets.switchLabel', { coin: market.coin_name }) } }}
                />
              }
              label={
                <span>
                  <strong>{market.coin_name}</strong>{' '}
                  <Typography component="span" variant="body2" color={market.enabled ? 'success.main' : 'text.secondary'}>
                    {translate(market.enabled ? 'kassa.dashboard.markets.open' : 'kassa.dashboard.markets.closed')}
                  </Typography>
                </span>
              }
            />
          ))}
        </Stack>
      </CardContent>
      <Dialog open={pending !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        {pending && (
          <MarketSwitchForm
            pending={pending}
            titleId={titleId}
            onClose={close}
            onDone={(list) => {
              show(list);
              close();
            }}
          />
        )}
      </Dialog>
    </Card>
  );
}
