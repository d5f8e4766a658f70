import { DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { marketSwitchForm } from '../../../openapi/dashboard';
import { formErrors } from '../../../openapi/issues';
import { useKassaDataProvider } from '../../resourceLayer/api';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../resourceLayer/submit';
import type { MarketSwitches } from './dashboardData';
import { AuthenticatorCodeInput } from '../../resourceLayer/AuthenticatorCodeInput';
import { TextButton } from '../../resourceLayer/TextButton';
import { withStepUpCode } from '../../data/stepUpCode';

const validateCode = (values: Record<string, unknown>) => formErrors(withStepUpCode(marketSwitchForm), values);

export interface Pending {
  coin: string;
  enabled: boolean;
}

/** The confirmation of one switch: what it will do, and the authenticator code. */
export function MarketSwitchForm({ pending, titleId, onClose, onDone }: { pending: Pending; titleId: string; onClose: () => void; onDone: (markets: MarketSwitches) => void }) {
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
        <AuthenticatorCodeInput label="kassa.dashboard.markets.code" helperText="kassa.dashboard.markets.codeHelp" autoFocus />
      </DialogContent>
      <DialogActions>
        <TextButton label="ra.action.cancel" onClick={onClose} />
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
