import Edit from '@mui/icons-material/Edit';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Form, SaveButton, TextInput, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { formErrors } from '../../../openapi/issues';
import { merchantFeeRatesForm } from '../../../openapi/platformMerchants';
import { contractCalls } from '../../../src/data/contract.atBuild';
import { mayCall } from '../../../src/data/roles';
import { withStepUpCode } from '../../../src/data/stepUpCode';
import { useEndpointQuery, useKassaDataProvider } from '../../../src/resourceLayer/api';
import { DetailSection } from '../../../src/resourceLayer/DetailSection';
import { AuthenticatorCodeInput } from '../../../src/resourceLayer/AuthenticatorCodeInput';
import { formatRate } from '../../../src/resourceLayer/format';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../../src/resourceLayer/submit';
import { TextButton } from '../../../src/resourceLayer/TextButton';

const keys = 'resources.merchant.messages';

type CoinRates = ResponseOf<'platformMerchantFeeQuery'>['list'][number];
const rateNames = ['recharge_fee_rate', 'withdrawal_fee_rate', 'transfer_fee_rate', 'internal_transfer_fee_rate'] as const;
type RateName = (typeof rateNames)[number];

/** The form's rules: the contract's, but for the merchant and the coin, which the dialog sends itself. */
const ratesForm = merchantFeeRatesForm.omit({ merchant_id: true, coin_name: true });

/** One rate as the merchant pays it, and whether it is the merchant's own or the coin's default. */
function Rate({ coin, name }: { coin: CoinRates; name: RateName }) {
  const translate = useTranslate();
  const own = coin.overrides[name] !== null;
  return (
    <>
      {formatRate(coin.effective[name], true)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate(own ? `${keys}.ownRate` : `${keys}.defaultRate`)}
      </Typography>
    </>
  );
}

/** Sets one coin's four rates (empty: the default), with the step-up code while the window is closed. */
function EditRates({ merchantId, coin }: { merchantId: string; coin: CoinRates }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const queryClient = useQueryClient();
  const reportFailure = useReportFailure();
  const [open, setOpen] = useState(false);
  const { run } = useSubmitOnce();
  const titleId = useId();
  const title = translate(`${keys}.editRatesTitle`, { coin: coin.coin_name });
  const initial = Object.fromEntries(rateNames.map((name) => [name, coin.overrides[name] ?? '']));
  const schema = () => withStepUpCode(ratesForm);

  const save = (values: Record<string, unknown>) =>
    run(async () => {
      const parsed = schema().safeParse(values);
      if (!parsed.success) return formErrors(schema(), values);
      try {
        const schedule = await dataProvider.call('platformMerchantFeeSet', {
          ...(parsed.data as Record<RateName, string>),
          merchant_id: merchantId,
          coin_name: coin.coin_name,
        });
        queryClient.setQueryData(['kassa', 'platformMerchantFeeQuery', { merchant_id: merchantId }], schedule);
        setOpen(false);
        notify(`${keys}.ratesSaved`, { type: 'success' });
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, [...rateNames, 'google_code']);
        if (fieldErrors) return fieldErrors;
        reportFailure(error);
        return undefined;
      }
    });

  return (
    <>
      <Tooltip title={title}>
        <IconButton size="small" aria-label={title} onClick={() => setOpen(true)}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <Form onSubmit={save} validate={(values) => formErrors(schema(), values)} record={initial}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{translate(`${keys}.ratesHint`)}</DialogContentText>
            {rateNames.map((name) => (
              <TextInput
                key={name}
                source={name}
                label={`${keys}.${name}`}
                helperText={translate(`${keys}.rateDefault`, { rate: formatRate(coin.defaults[name], true) })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            ))}
            <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" fullWidth />
          </DialogContent>
          <DialogActions>
            <TextButton label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/**
 * A merchant's fee schedule (administrators only: `platform/merchant/fee/query`): per coin the four rates it pays,
 * each marked as its own or the coin's default, and the coin's rates to edit.
 */
export function MerchantFeeSchedule() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const record = useRecordContext();
  const merchantId = typeof record?.merchant_id === 'string' ? record.merchant_id : null;
  const allowed = mayCall(contractCalls.platformMerchantFeeQuery, permissions);
  const { data } = useEndpointQuery('platformMerchantFeeQuery', allowed && merchantId ? { merchant_id: merchantId } : null);
  if (!allowed || !merchantId || !data) return null;
  const editable = mayCall(contractCalls.platformMerchantFeeSet, permissions);
  return (
    <DetailSection title={`${keys}.feeSchedule`}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${keys}.coin`)}</TableCell>
              {rateNames.map((name) => (
                <TableCell key={name}>{translate(`${keys}.${name}`)}</TableCell>
              ))}
              {editable && <TableCell>{translate('kassa.resourceLayer.actions.column')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.list.map((coin) => (
              <TableRow key={coin.coin_name}>
                <TableCell>{coin.coin_name}</TableCell>
                {rateNames.map((name) => (
                  <TableCell key={name}>
                    <Rate coin={coin} name={name} />
                  </TableCell>
                ))}
                {editable && (
                  <TableCell>
                    <EditRates merchantId={merchantId} coin={coin} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DetailSection>
  );
}
