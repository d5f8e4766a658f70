import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useId, useState } from 'react';
import { Form, SaveButton, TextInput, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ResponseOf } from '../../../openapi/endpoints';
import { formErrors, reviewFreeLimitForm } from '../../../openapi/rules';
import { useEndpointQuery, useKassaDataProvider } from '../../resourceLayer/api';
import { formatDateTime, useAmountFormat } from '../../resourceLayer/format';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../resourceLayer/submit';
import { AuthenticatorCodeInput } from '../../resourceLayer/AuthenticatorCodeInput';
import { TextButton } from '../../resourceLayer/TextButton';
import { withStepUpCode } from '../../data/stepUpCode';

type Limit = ResponseOf<'reviewFreeLimitQuery'>['list'][number];

const noBody = {};
const validateLimit = (values: Record<string, unknown>) => formErrors(withStepUpCode(reviewFreeLimitForm), values);

/** What a new limit will do, in words: the consequence the operator confirms. */
function consequenceOf(translate: ReturnType<typeof useTranslate>, coin: string, amount: string, format: ReturnType<typeof useAmountFormat>) {
  return new Decimal(amount).isZero()
    ? translate('kassa.reviewFreeLimit.consequenceZero', { coin })
    : translate('kassa.reviewFreeLimit.consequencePositive', { coin, amount: format.amount(amount) });
}

/** What the approval code threshold will do, in words. */
function codeConsequenceOf(translate: ReturnType<typeof useTranslate>, coin: string, above: string | null, format: ReturnType<typeof useAmountFormat>) {
  return above === null
    ? translate('kassa.reviewFreeLimit.codeAboveConsequenceNone', { coin })
    : translate('kassa.reviewFreeLimit.codeAboveConsequence', { coin, amount: format.amount(above) });
}

/** What the daily cap of one payer's withdrawal requests will do, in words. */
function dailyCapConsequenceOf(translate: ReturnType<typeof useTranslate>, coin: string, cap: string | null, format: ReturnType<typeof useAmountFormat>) {
  return cap === null
    ? translate('kassa.reviewFreeLimit.dailyCapConsequenceNone', { coin })
    : translate('kassa.reviewFreeLimit.dailyCapConsequence', { coin, amount: format.amount(cap) });
}

/** Whether payers may ask in the wallet, and for how much, in words. */
function walletConsequenceOf(translate: ReturnType<typeof useTranslate>, coin: string, days: number | null) {
  return days === null
    ? translate('kassa.reviewFreeLimit.walletConsequenceNone', { coin })
    : translate('kassa.reviewFreeLimit.walletConsequence', { coin, smart_count: days });
}

/** A currency's wallet requests as the table shows them: not allowed, or the days of payments they may draw on. */
function walletClaimsOf(translate: ReturnType<typeof useTranslate>, days: number | null) {
  return days === null ? translate('kassa.reviewFreeLimit.walletClaimsNone') : translate('kassa.reviewFreeLimit.walletClaimsDays', { smart_count: days });
}

/** The form's values as the contract's rule outputs them: what the confirmation states and the call sends. */
type Checked = ReturnType<typeof reviewFreeLimitForm.parse>;

/**
 * Edit one currency's limit, its approval code threshold, the daily cap of one payer's withdrawals and how far back
 * payers' payments count for their wallet requests: first the values and the authenticator code, then a confirmation
 * that states the consequences; only the confirmation sends.
 */
function EditLimitForm({ limit, titleId, onClose, onSaved }: { limit: Limit; titleId: string; onClose: () => void; onSaved: (list: Limit[]) => void }) {
  const translate = useTranslate();
  const format = useAmountFormat();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const { run, sent } = useSubmitOnce();
  const [confirming, setConfirming] = useState<Checked | null>(null);
  const coin = limit.coin_name;

  const submit = (values: Record<string, unknown>) => {
    const checked = reviewFreeLimitForm.parse(values);
    if (!confirming) {
      setConfirming(checked);
      return undefined;
    }
    return run(async () => {
      try {
        const answer = await dataProvider.call('reviewFreeLimitUpdate', {
          list: [
            {
              coin_name: coin,
              limit_amount: checked.limit_amount,
              approval_code_above: checked.approval_code_above,
              user_daily_cap: checked.user_daily_cap,
              wallet_claim_days: checked.wallet_claim_days,
            },
          ],
          google_code: checked.google_code,
        });
        sent();
        const saved = answer.list.find((row) => row.coin_name === coin);
        notify('kassa.reviewFreeLimit.saved', { type: 'success', messageArgs: { coin, amount: format.amount(saved?.limit_amount ?? checked.limit_amount) } });
        onSaved(answer.list);
        return undefined;
      } catch (error) {
        setConfirming(null);
        const listFields = ['limit_amount', 'approval_code_above', 'user_daily_cap', 'wallet_claim_days'] as const;
        const fieldErrors = fieldErrorsOf(error, ['google_code', ...listFields.map((field) => `list.0.${field}`)]);
        if (!fieldErrors) reportFailure(error);
        // The server names a value by its place in the list; the form has it by its own name.
        const refused = listFields.find((field) => fieldErrors?.[`list.0.${field}`]);
        return fieldErrors && (refused ? { [refused]: fieldErrors[`list.0.${refused}`] } : fieldErrors);
      }
    });
  };

  return (
    <Form
      onSubmit={submit}
      validate={validateLimit}
      record={{
        limit_amount: limit.limit_amount,
        approval_code_above: limit.approval_code_above ?? '',
        user_daily_cap: limit.user_daily_cap ?? '',
        wallet_claim_days: limit.wallet_claim_days ?? '',
      }}
      noValidate
    >
      <DialogTitle id={titleId}>
        {translate(confirming ? 'kassa.reviewFreeLimit.confirmTitle' : 'kassa.reviewFreeLimit.dialogTitle', { coin })}
      </DialogTitle>
      <DialogContent>
        {confirming ? (
          <Stack spacing={2}>
            <Alert severity={new Decimal(confirming.limit_amount).isZero() ? 'info' : 'warning'} data-testid="consequence">
              {consequenceOf(translate, coin, confirming.limit_amount, format)}
            </Alert>
            <Alert severity={confirming.approval_code_above === null ? 'info' : 'warning'} data-testid="code-consequence">
              {codeConsequenceOf(translate, coin, confirming.approval_code_above, format)}
            </Alert>
            <Alert severity={confirming.user_daily_cap === null ? 'info' : 'warning'} data-testid="daily-cap-consequence">
              {dailyCapConsequenceOf(translate, coin, confirming.user_daily_cap, format)}
            </Alert>
            <Alert severity={confirming.wallet_claim_days === null ? 'info' : 'warning'} data-testid="wallet-consequence">
              {walletConsequenceOf(translate, coin, confirming.wallet_claim_days)}
            </Alert>
            <DialogContentText variant="body2">{translate('kassa.reviewFreeLimit.audited')}</DialogContentText>
          </Stack>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>{translate('kassa.reviewFreeLimit.intro')}</DialogContentText>
            <TextInput
              source="limit_amount"
              label={translate('kassa.reviewFreeLimit.amount', { coin })}
              helperText="kassa.reviewFreeLimit.amountHelp"
              inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
              isRequired
              fullWidth
              autoFocus
            />
            <TextInput
              source="approval_code_above"
              label={translate('kassa.reviewFreeLimit.codeAboveAmount', { coin })}
              helperText="kassa.reviewFreeLimit.codeAboveHelp"
              inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
              fullWidth
            />
            <TextInput
              source="user_daily_cap"
              label={translate('kassa.reviewFreeLimit.dailyCapAmount', { coin })}
              helperText="kassa.reviewFreeLimit.dailyCapHelp"
              inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
              fullWidth
            />
            <TextInput
              source="wallet_claim_days"
              label="kassa.reviewFreeLimit.walletDaysField"
              helperText={translate('kassa.reviewFreeLimit.walletDaysHelp', { coin })}
              inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
              fullWidth
            />
            <AuthenticatorCodeInput label="kassa.reviewFreeLimit.code" helperText="kassa.dashboard.markets.codeHelp" />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {confirming ? (
          <Button onClick={() => setConfirming(null)}>{translate('kassa.reviewFreeLimit.back')}</Button>
        ) : (
          <TextButton label="ra.action.cancel" onClick={onClose} />
        )}
        <SaveButton label={confirming ? 'kassa.reviewFreeLimit.confirm' : 'kassa.reviewFreeLimit.continue'} icon={<></>} alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/**
 * Review-free withdrawal limit management (`/withdraw/ImmunityTrial`): one row per currency with its limit.
 * A payout the merchant's server asks for at or below its currency's limit is approved at once by the server
 * ('automatic'); a payer's request in the wallet never is, and the page says so, since the operator sets both here.
 */
export function ReviewFreeLimitPage() {
  const translate = useTranslate();
  const format = useAmountFormat();
  const [locale] = useLocaleState();
  const query = useEndpointQuery('reviewFreeLimitQuery', noBody);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Limit | null>(null);
  const titleId = useId();
  const limits = query.data?.list ?? [];
  const close = () => setEditing(null);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, width: 0, minWidth: '100%' }}>
      <Title title="kassa.menu.reviewFreeLimit" />
      <Card sx={{ maxWidth: 960 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('kassa.menu.reviewFreeLimit')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('kassa.reviewFreeLimit.intro')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('kassa.reviewFreeLimit.walletIntro')}
          </Typography>
          {query.isPending && query.fetchStatus !== 'idle' && <LinearProgress />}
          <Table size="small" aria-label={translate('kassa.menu.reviewFreeLimit')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('kassa.reviewFreeLimit.currency')}</TableCell>
                <TableCell>{translate('kassa.reviewFreeLimit.limit')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('kassa.reviewFreeLimit.codeAbove')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('kassa.reviewFreeLimit.dailyCap')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('kassa.reviewFreeLimit.walletClaims')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('kassa.reviewFreeLimit.updated')}</TableCell>
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {limits.map((limit) => (
                <TableRow key={limit.coin_name} data-coin={limit.coin_name}>
                  <TableCell>{limit.coin_name}</TableCell>
                  <TableCell>
                    <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {format.money(limit.limit_amount, limit.coin_name)}
                    </Typography>
                    {new Decimal(limit.limit_amount).isZero() && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {translate('kassa.reviewFreeLimit.everyReviewed')}
                      </Typography>
                    )}
                    {/* On a phone the code threshold has no column of its own: it reads under the limit. */}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {translate('kassa.reviewFreeLimit.codeAbove')}:{' '}
                      {limit.approval_code_above === null
                        ? translate('kassa.reviewFreeLimit.codeAboveNever')
                        : format.money(limit.approval_code_above, limit.coin_name)}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {translate('kassa.reviewFreeLimit.dailyCap')}:{' '}
                      {limit.user_daily_cap === null ? translate('kassa.reviewFreeLimit.dailyCapNone') : format.money(limit.user_daily_cap, limit.coin_name)}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      {translate('kassa.reviewFreeLimit.walletClaims')}: {walletClaimsOf(translate, limit.wallet_claim_days)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {limit.approval_code_above === null ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {translate('kassa.reviewFreeLimit.codeAboveNever')}
                      </Typography>
                    ) : (
                      <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {format.money(limit.approval_code_above, limit.coin_name)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {limit.user_daily_cap === null ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {translate('kassa.reviewFreeLimit.dailyCapNone')}
                      </Typography>
                    ) : (
                      <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {format.money(limit.user_daily_cap, limit.coin_name)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <Typography component="span" variant="body2" color={limit.wallet_claim_days === null ? 'text.secondary' : undefined}>
                      {walletClaimsOf(translate, limit.wallet_claim_days)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {limit.update_time ? formatDateTime(limit.update_time, locale) : translate('kassa.reviewFreeLimit.never')}
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Tooltip title={translate('kassa.reviewFreeLimit.editLabel', { coin: limit.coin_name })}>
                      <IconButton aria-label={translate('kassa.reviewFreeLimit.editLabel', { coin: limit.coin_name })} onClick={() => setEditing(limit)}>
                        <Edit />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Dialog
        open={editing !== null}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        // The form sits between the paper and its title, content and actions: laid out as the paper would, only the
        // content scrolls, so Continue and Confirm stay in view on a short window.
        slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } } }}
      >
        {editing && (
          <EditLimitForm
            limit={editing}
            titleId={titleId}
            onClose={close}
            onSaved={(list) => {
              queryClient.setQueryData(['kassa', 'reviewFreeLimitQuery', noBody], { list, total: list.length });
              close();
            }}
          />
        )}
      </Dialog>
    </Stack>
  );
}
