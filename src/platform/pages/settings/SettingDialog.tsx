import ArrowForward from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { BooleanInput, DateTimeInput, Form, SaveButton, TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { EndpointName, RequestInput, ResponseOf } from '../../../../openapi/endpoints';
import { formErrors } from '../../../../openapi/issues';
import { stepUpOpen } from '../../../data/stepUp';
import { withStepUpCode } from '../../../data/stepUpCode';
import { useKassaDataProvider } from '../../../resourceLayer/api';
import { AuthenticatorCodeInput } from '../../../resourceLayer/AuthenticatorCodeInput';
import { fieldErrorsOf, useReportFailure, useSubmitOnce } from '../../../resourceLayer/submit';
import { TextButton } from '../../../resourceLayer/TextButton';
import { formatDateTime } from '../../../resourceLayer/format';
import { isRuleChange, ProposedChange } from '../../../widgets/ProposedChange';

/** The calls that change one platform setting; each takes the step-up. */
export type SettingCall =
  | 'platformUsdtRateSet'
  | 'platformUsdtMinimumsSet'
  | 'platformCoinMinimumsSet'
  | 'platformCoinFeeRatesSet'
  | 'platformMaintenanceSet';

export type SettingValues = Record<string, unknown>;

export interface SettingInput {
  /** The field of the call's body; a dotted path for a nested one (`message.en`). */
  source: string;
  label: string;
  kind?: 'text' | 'decimal' | 'switch' | 'multiline';
  helperText?: string;
}

/** One change of the settings page: what it changes, with which call and rule, and how its values read. */
export interface SettingChange {
  call: SettingCall;
  /** What changes, in words (the dialog's title and the success message). */
  name: string;
  /** The call's request rule in the contract (openapi/platformSettings.ts): the server applies the same. */
  rule: z.ZodObject;
  /** What the call needs besides the inputs (the network, the coin). */
  fixed?: SettingValues;
  inputs: readonly SettingInput[];
  /** The values as they stand now: the form starts from them, and the confirmation shows them as "before". */
  current: SettingValues;
  /** How an input's value reads in the confirmation (a switch in words, an empty message as the standard sentence). */
  shown?: (source: string, value: unknown) => string;
  /** The body as the call takes it, from the form's values (four empty messages: none). */
  prepare?: (values: SettingValues) => SettingValues;
  /** A warning the confirmation shows for these values (maintenance on stops every merchant). */
  warning?: (values: SettingValues) => string | undefined;
  /**
   * The call proposes the change (a rule change another administrator approves) instead of making it: the
   * confirmation says so, and once sent the dialog says from when it may be approved, with the way to it.
   * `effectiveTime`: the form asks when it takes effect (a fee change, told to the merchants who pay it first).
   */
  proposes?: { effectiveTime?: boolean };
}

export const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as SettingValues)[key] : undefined), values);

const plain = (_source: string, value: unknown) => (value === undefined || value === null ? '' : String(value));

const proposal = 'kassa.platform.proposal';

/** A time typed in the operator's zone, sent as the instant it names; empty: none. */
const instantOf = (value: string) => (value ? new Date(value).toISOString() : undefined);

interface Checked {
  body: SettingValues;
  lines: { source: string; label: string; before: string; after: string }[];
}

/**
 * Changes one setting in two steps: the inputs, validated by the contract's rule as they are typed; then what changes,
 * before → after, with the authenticator code while the step-up window is closed. Only the confirmation sends. A
 * refusal of the server shows on its field: the code's on the confirmation, any other back on the inputs. A change
 * that is proposed (`proposes`) ends on the proposal's notice rather than the settings, which stay as they are.
 */
function SettingForm({ change, titleId, onClose, onSaved }: { change: SettingChange; titleId: string; onClose: () => void; onSaved: (answer: unknown) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKassaDataProvider();
  const reportFailure = useReportFailure();
  const [locale] = useLocaleState();
  const { run, sent } = useSubmitOnce();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [proposed, setProposed] = useState<Readonly<Record<string, unknown>> | null>(null);
  const shown = change.shown ?? plain;
  const bodyOf = (values: SettingValues) => ({ ...(change.prepare ? change.prepare(values) : values), ...change.fixed });
  const asksEffectiveTime = change.proposes?.effectiveTime === true;
  const sources = [...change.inputs.map((input) => input.source), ...(asksEffectiveTime ? ['effective_time'] : [])];

  const validate = (values: SettingValues) => formErrors(checked ? withStepUpCode(change.rule) : change.rule, bodyOf(values));

  const submit = (values: SettingValues) => {
    const body = bodyOf(values);
    if (!checked) {
      const parsed = change.rule.parse(body) as SettingValues;
      const lines = change.inputs.map((input) => ({
        source: input.source,
        label: input.label,
        before: shown(input.source, valueAt(change.current, input.source)),
        after: shown(input.source, valueAt(parsed, input.source)),
      }));
      if (lines.every((line) => line.before === line.after)) {
        notify('kassa.platformSettings.noChange', { type: 'info' });
        return undefined;
      }
      setChecked({ body: parsed, lines });
      return undefined;
    }
    return run(async () => {
      try {
        const code = stepUpOpen() ? {} : { google_code: values.google_code };
        const answer: ResponseOf<EndpointName> = await dataProvider.call(change.call, { ...checked.body, ...code } as RequestInput<SettingCall>);
        sent();
        if (isRuleChange(answer)) {
          // Nothing has changed yet: the dialog says so until it is closed, and the settings stay as they are.
          setProposed(answer);
          return undefined;
        }
        notify('kassa.platformSettings.saved', { type: 'success', messageArgs: { name: change.name } });
        onSaved(answer);
        return undefined;
      } catch (error) {
        const fieldErrors = fieldErrorsOf(error, [...sources, 'google_code']);
        if (!fieldErrors) reportFailure(error);
        // A refused input is corrected among the inputs, where its message shows; a refused code stays here.
        if (fieldErrors && !('google_code' in fieldErrors)) setChecked(null);
        return fieldErrors;
      }
    });
  };

  const warning = checked && change.warning ? change.warning(checked.body) : undefined;
  if (proposed) {
    return (
      <>
        <DialogTitle id={titleId}>{change.name}</DialogTitle>
        <DialogContent>
          <ProposedChange answer={proposed} />
        </DialogContent>
        <DialogActions>
          <TextButton label="ra.action.close" onClick={onClose} variant="contained" />
        </DialogActions>
      </>
    );
  }
  const effectiveTime = typeof checked?.body.effective_time === 'string' ? formatDateTime(checked.body.effective_time, locale) : translate(`${proposal}.effectiveTimeNone`);
  return (
    <Form onSubmit={submit} validate={validate} record={change.current} noValidate>
      <DialogTitle id={titleId}>{checked ? translate('kassa.platformSettings.confirm.title', { name: change.name }) : change.name}</DialogTitle>
      <DialogContent>
        {/* The inputs stay mounted during the confirmation, so going back keeps what was typed. */}
        <Box sx={{ display: checked ? 'none' : 'block', pt: 1 }}>
          {change.inputs.map((input, index) =>
            input.kind === 'switch' ? (
              <BooleanInput key={input.source} source={input.source} label={input.label} helperText={input.helperText ?? false} />
            ) : (
              <TextInput
                key={input.source}
                source={input.source}
                label={input.label}
                helperText={input.helperText ?? false}
                fullWidth
                autoFocus={index === 0}
                multiline={input.kind === 'multiline'}
                minRows={input.kind === 'multiline' ? 2 : undefined}
                slotProps={{ htmlInput: { autoComplete: 'off', ...(input.kind === 'decimal' ? { inputMode: 'decimal' } : {}) } }}
              />
            ),
          )}
          {asksEffectiveTime && <DateTimeInput source="effective_time" label={`${proposal}.effectiveTime`} parse={instantOf} helperText={`${proposal}.effectiveTimeHelp`} fullWidth />}
        </Box>
        {checked && (
          <Stack spacing={2}>
            <DialogContentText>{translate(change.proposes ? `${proposal}.needsApproval` : 'kassa.platformSettings.confirm.intro')}</DialogContentText>
            {warning && <Alert severity="warning">{warning}</Alert>}
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }} data-testid="setting-changes">
              {checked.lines.map((line) => (
                <Box key={line.source} data-source={line.source} data-changed={line.before !== line.after}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {line.label}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, overflowWrap: 'anywhere', minWidth: 0 }}>
                    {line.before === line.after ? (
                      <>
                        <span>{line.after || '—'}</span>
                        <Typography component="span" variant="caption" color="text.secondary">
                          ({translate('kassa.platformSettings.confirm.unchanged')})
                        </Typography>
                      </>
                    ) : (
                      <>
                        <Box component="del" sx={{ color: 'text.secondary' }} aria-label={`${translate('kassa.platformSettings.confirm.before')}: ${line.before || '—'}`}>
                          {line.before || '—'}
                        </Box>
                        <ArrowForward fontSize="small" aria-hidden />
                        <Box component="ins" sx={{ textDecoration: 'none', fontWeight: 600 }} aria-label={`${translate('kassa.platformSettings.confirm.after')}: ${line.after || '—'}`}>
                          {line.after || '—'}
                        </Box>
                      </>
                    )}
                  </Box>
                </Box>
              ))}
              {asksEffectiveTime && (
                <Box data-source="effective_time">
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(`${proposal}.effectiveTime`)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {effectiveTime}
                  </Box>
                </Box>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('kassa.platformSettings.confirm.audited')}
            </Typography>
            <AuthenticatorCodeInput label="kassa.resourceLayer.review.google_code" helperText="kassa.resourceLayer.review.google_code_hint" autoFocus />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {checked ? (
          <Button onClick={() => setChecked(null)}>{translate('kassa.platformSettings.confirm.back')}</Button>
        ) : (
          <TextButton label="ra.action.cancel" onClick={onClose} />
        )}
        <SaveButton
          label={checked ? (change.proposes ? `${proposal}.propose` : 'kassa.platformSettings.confirm.apply') : 'kassa.platformSettings.confirm.continue'}
          icon={<></>}
          alwaysEnable
        />
      </DialogActions>
    </Form>
  );
}

/** The dialog of one change; a new, fresh form at each opening. */
export function SettingDialog({ change, onClose, onSaved }: { change: SettingChange | null; onClose: () => void; onSaved: (answer: unknown) => void }) {
  const titleId = useId();
  return (
    <Dialog open={change !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {change && <SettingForm change={change} titleId={titleId} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}
