import { Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { formErrors, marketSwitchForm } from '../../../openapi/rules';
import { useKassaDataProvider } from '../../resourceLayer/api';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../resourceLayer/submit';
import { useMarketSwitches, type MarketSwitches } from './dashboardData';

const validateCode = (values: Record<string, unknown>) => formErrors(marketSwitchForm, values);

interface Pending {
  coin: string;
  enabled: boolean;
}

/** The confirmation of one switch: what it will do, and the authenticator code. */
function SwitchForm({ pending, titleId, onClose, onDone }: { pending: Pending; titleId: string; onClose: () => void; onDone: (markets: MarketSwitches) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const { run, sent } = useSubmitOnce();
  const reportFailure = useReportFailure();
  const coin = { coin: pending.coin };
  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      try {
        const { google_code } = marketSwitchForm.parse(values);
        const answer = await dataProvider.call('marketSwitch', { coin_name: pending.coin, enabled: pending.enabled, google_code });
        sent();
        notify(pending.enabled ? 'kassa.dashboard.markets.opened' : 'kassa.dashboard.markets.closedDone', { type: 'success', messageArgs: coin });
        onDone(answer.list);
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, ['google_code']);
        if (!fieldErrors) reportFailure(error);
        return fieldErrors;
      }
    });
  return (
    <Form onSubmit={submit} validate={validateCode} record={{}} noValidate>
      <DialogTitle id={titleId}>{translate(pending.enabled ? 'kassa.dashboard.markets.openTitle' : 'kassa.dashboard.markets.closeTitle', coin)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {translate(pending.enabled ? 'kassa.dashboard.markets.openConsequence' : 'kassa.dashboard.markets.closeConsequence', coin)}
        </DialogContentText>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {translate('kassa.dashboard.markets.audited')}
        </DialogContentText>
        <TextInput
          source="google_code"
          label="kassa.dashboard.markets.code"
          helperText="kassa.dashboard.markets.codeHelp"
          autoComplete="one-time-code"
          inputProps={{ inputMode: 'numeric' }}
          isRequired
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <SaveButton
          label={pending.enabled ? 'kassa.dashboard.markets.confirmOpen' : 'kassa.dashboard.markets.confirmClose'}
          color={pending.enabled ? 'primary' : 'warning'}
          icon={<></>}
          alwaysEnable
        />
      </DialogActions>
    </Form>
  );
}

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
          <SwitchForm
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
