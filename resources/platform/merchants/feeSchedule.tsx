import Edit from '@mui/icons-material/Edit';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { DateTimeInput, Form, SaveButton, TextInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { formErrors } from '../../../openapi/issues';
import { feeRatesSumBelowOne } from '../../../openapi/coins';
import { merchantFeeRatesFields } from '../../../openapi/platformMerchants';
import { contractCalls } from '../../../src/data/contract.atBuild';
import { mayCall } from '../../../src/data/roles';
import { withStepUpCode } from '../../../src/data/stepUpCode';
import { ProposedChange } from '../../../src/widgets/ProposedChange';
import { useEndpointQuery, useKassaDataProvider } from '../../../src/resourceLayer/api';
import { DetailSection } from '../../../src/resourceLayer/DetailSection';
import { AuthenticatorCodeInput } from '../../../src/resourceLayer/AuthenticatorCodeInput';
import { formatRate } from '../../../src/resourceLayer/format';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../../src/resourceLayer/submit';
import { TextButton } from '../../../src/resourceLayer/TextButton';

const keys = 'resources.merchant.messages';
const proposal = 'kassa.platform.proposal';

type CoinRates = ResponseOf<'platformMerchantFeeQuery'>['list'][number];
const rateNames = ['recharge_fee_rate', 'withdrawal_fee_rate', 'transfer_fee_rate', 'internal_transfer_fee_rate'] as const;
type RateName = (typeof rateNames)[number];

/** The form's rules: the contract's, but for the merchant and the coin, which the dialog sends itself. */
const ratesForm = merchantFeeRatesFields.omit({ merchant_id: true, coin_name: true });

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

/**
 * Proposes one coin's four rates (empty: the default) and when they take effect, with the step-up code while the window
 * is closed. Another administrator approves the change (a rule change), so the schedule stays as it is and the dialog
 * ends on the proposal's notice.
 */
function EditRates({ merchantId, coin }: { merchantId: string; coin: CoinRates }) {
  const translate = useTranslate();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const [open, setOpen] = useState(false);
  const [proposed, setProposed] = useState<Readonly<Record<string, unknown>> | null>(null);
  const { run } = useSubmitOnce();
  const titleId = useId();
  const close = () => {
    setOpen(false);
    setProposed(null);
  };
  const title = translate(`${keys}.editRatesTitle`, { coin: coin.coin_name });
  const initial = Object.fromEntries(rateNames.map((name) => [name, coin.overrides[name] ?? '']));
  const schema = () => feeRatesSumBelowOne(withStepUpCode(ratesForm));

  const save = (values: Record<string, unknown>) =>
    run(async () => {
      const parsed = schema().safeParse(values);
      if (!parsed.success) return formErrors(schema(), values);
      try {
        const change = await dataProvider.call('platformMerchantFeeSet', {
          ...(parsed.data as Record<RateName, string> & { effective_time?: string }),
          merchant_id: merchantId,
          coin_name: coin.coin_name,
        });
        setProposed(change);
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, [...rateNames, 'effective_time', 'google_code']);
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
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        {proposed ? (
          <>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <ProposedChange answer={proposed} />
            </DialogContent>
            <DialogActions>
              <TextButton label="ra.action.close" onClick={close} variant="contained" />
            </DialogActions>
          </>
        ) : (
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
              <DateTimeInput
                source="effective_time"
                label={`${proposal}.effectiveTime`}
                parse={(value: string) => (value ? new Date(value).toISOString() : undefined)}
                helperText={`${proposal}.effectiveTimeHelp`}
                fullWidth
              />
              <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" fullWidth />
            </DialogContent>
            <DialogActions>
              <TextButton label="ra.action.cancel" onClick={close} />
              <SaveButton label={`${proposal}.propose`} alwaysEnable />
            </DialogActions>
          </Form>
        )}
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
