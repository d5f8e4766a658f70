import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Divider, Stack, TextField, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState, type FormEvent } from 'react';
import type { ResponseOf } from '../../openapi/endpoints';
import { intlLocaleOf, type LanguageSetting } from '../../openapi/i18n/languages';
import { enrolmentForm } from '../../openapi/auth';
import { formErrors } from '../../openapi/issues';
import { contractCalls } from '../data/contract.atBuild';
import { ApiError, dataOf, httpClient, type HttpClient } from '../data/httpClient';
import { encryptPassword } from '../data/passwordCipher';
import { errorKeys } from '../i18n/errors';
import type { Translate } from './loginWords';
import { PageSwitches } from './PageSwitches';

/** What every one-time link's detail says: whose it is, until when, and the authenticator to scan. */
interface LinkDetail {
  username: string;
  secret: string;
  otpauth_url: string;
  expire_time: string;
}

/**
 * Whose links the page serves: an operator's (the merchant console's /Enrol) or a staff member's (the platform
 * console's /platform/enrol). Each has its calls, its client, and how the page names the account.
 */
export interface EnrolmentKind<D extends LinkDetail = LinkDetail> {
  http: HttpClient;
  detailPath: string;
  completePath: string;
  /** The page's heading key, by what the link is for. */
  title: (detail: D | null) => string;
  /** The line under it: whose link it is, in the page's language. */
  account: (detail: D, translate: Translate) => string;
}

type OperatorDetail = ResponseOf<'enrolmentDetail'>;

/** An operator's link (create-merchant, invite-operator, reset-password). */
export const operatorEnrolment: EnrolmentKind<OperatorDetail> = {
  http: httpClient,
  detailPath: contractCalls.enrolmentDetail.path,
  completePath: contractCalls.enrolmentComplete.path,
  title: (detail) => (detail?.purpose === 'reset' ? 'kassa.enrol.resetTitle' : 'kassa.enrol.title'),
  account: (detail, translate) => translate('kassa.enrol.account', { username: detail.username, merchant: detail.merchant_name }),
};

type Detail = LinkDetail;
type FieldName = 'password' | 'confirm_password' | 'google_code';
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, { message: string; args?: Record<string, unknown> }>>;

type State = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; detail: Detail };

export interface EnrolPageProps {
  translate: Translate;
  language: LanguageSetting;
  onLanguage: (language: LanguageSetting) => void;
  mode: 'light' | 'dark';
  onToggleMode: () => void;
  /** The link's token (its URL fragment); empty when the address has none. */
  token: string;
  /** Called once the link set the password and authenticator: time to sign in. */
  onDone: (username: string) => void;
  /** Whose links these are; an operator's by default. */
  kind?: EnrolmentKind<never>;
}

const fields: { name: FieldName; label: string; autoComplete: string; type: string; help?: string; numeric?: boolean }[] = [
  { name: 'password', label: 'kassa.enrol.password', autoComplete: 'new-password', type: 'password', help: 'kassa.enrol.passwordHelp' },
  { name: 'confirm_password', label: 'kassa.enrol.confirm', autoComplete: 'new-password', type: 'password' },
  { name: 'google_code', label: 'kassa.enrol.code', autoComplete: 'one-time-code', type: 'text', numeric: true },
];

/** What a refusal says: the server's detail (in the page's language), or the data layer's words for a failed call. */
const messageOf = (error: unknown) => (error instanceof ApiError ? error.detail || error.message : error instanceof Error ? error.message : errorKeys.unknown);

/**
 * /Enrol#<token>: the page of a one-time link (create-merchant, invite-operator, reset-password). It shows whose link
 * it is, asks for a new password twice, shows the authenticator to add as a QR code and as text, and a code of it
 * proves the scan. Outside the signed-in shell like the login page, drawn with MUI alone.
 */
export function EnrolPage({ translate, language, onLanguage, mode, onToggleMode, token, onDone, kind: given }: EnrolPageProps) {
  const kind = (given ?? operatorEnrolment) as unknown as EnrolmentKind;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [values, setValues] = useState<Values>({ password: '', confirm_password: '', google_code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!token) {
      setState({ kind: 'invalid', message: 'kassa.enrol.noToken' });
      return;
    }
    let live = true;
    dataOf(kind.http.post<Detail>(kind.detailPath, { token }, { quiet: true })).then(
      (detail) => live && setState({ kind: 'ready', detail }),
      (error: unknown) => live && setState({ kind: 'invalid', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
    // Read again in a newly chosen language, so a refusal reads in it too (the server words its details).
  }, [token, language, kind]);

  const validate = (next: Values) => formErrors(enrolmentForm, next) as FieldErrors;

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const { pub_key } = await dataOf(kind.http.post<ResponseOf<'getPubKey'>>(contractCalls.getPubKey.path, {}, { quiet: true }));
      const body = {
        token,
        password: await encryptPassword(values.password, pub_key),
        confirm_password: await encryptPassword(values.confirm_password, pub_key),
        google_code: values.google_code.trim(),
      };
      const done = await dataOf(kind.http.post<{ username: string }>(kind.completePath, body, { quiet: true }));
      onDone(done.username);
    } catch (error) {
      setSubmitting(false);
      const field = error instanceof ApiError ? error.field : undefined;
      if (field === 'token') setState({ kind: 'invalid', message: messageOf(error) });
      else if (field === 'password' || field === 'confirm_password' || field === 'google_code') setErrors({ [field]: { message: messageOf(error) } });
      else setFailure(messageOf(error));
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <PageSwitches translate={translate} language={language} onLanguage={onLanguage} mode={mode} onToggleMode={onToggleMode} />
        <CardContent>
          <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
            <KeyOutlined color="primary" />
            <Typography variant="h5" component="h1" textAlign="center">
              {translate(kind.title(state.kind === 'ready' ? state.detail : null))}
            </Typography>
            {state.kind === 'ready' && (
              <Typography color="text.secondary" textAlign="center" sx={{ overflowWrap: 'anywhere' }}>
                {kind.account(state.detail, translate)}
              </Typography>
            )}
          </Stack>

          {state.kind === 'loading' && (
            <Stack direction="row" spacing={2} alignItems="center" justifyContent="center" role="status">
              <CircularProgress size={24} />
              <Typography>{translate('kassa.enrol.loading')}</Typography>
            </Stack>
          )}

          {state.kind === 'invalid' && (
            <Stack spacing={2}>
              <Alert severity="error" role="alert">
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {translate('kassa.enrol.invalidTitle')}
                </Typography>
                {translate(state.message)}
              </Alert>
              <Button variant="outlined" onClick={() => onDone('')}>
                {translate('kassa.enrol.toLogin')}
              </Button>
            </Stack>
          )}

          {state.kind === 'ready' && (
            <form onSubmit={submit} noValidate>
              <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
                {translate('kassa.enrol.expires', { time: new Date(state.detail.expire_time).toLocaleString(intlLocaleOf(language)) })}
              </Typography>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('kassa.enrol.stepPassword')}
              </Typography>
              {/* The username beside the new password, so a password manager files it under the right account. */}
              <input type="text" name="username" autoComplete="username" value={state.detail.username} readOnly hidden />
              {fields.slice(0, 2).map((field) => (
                <Field key={field.name} field={field} value={values[field.name]} error={errors[field.name]} translate={translate} onChange={change} />
              ))}
              <Divider sx={{ my: 2 }} />
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('kassa.enrol.stepAuthenticator')}
              </Typography>
              <Typography variant="body2" sx={{ my: 1 }}>
                {translate('kassa.enrol.scan')}
              </Typography>
              <Box sx={{ bgcolor: '#fff', p: 1, width: 'fit-content', mx: 'auto' }}>
                <QRCodeSVG value={state.detail.otpauth_url} size={176} role="img" aria-label={translate('kassa.enrol.qrLabel')} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('kassa.enrol.secret')}
              </Typography>
              <Typography component="code" data-testid="enrol-secret" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1rem', userSelect: 'all', overflowWrap: 'anywhere' }}>
                {state.detail.secret}
              </Typography>
              <Divider sx={{ my: 2 }} />
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('kassa.enrol.stepCode')}
              </Typography>
              <Field field={fields[2]!} value={values.google_code} error={errors.google_code} translate={translate} onChange={change} />
              {failure && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {translate(failure)}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth disabled={submitting} sx={{ mt: 2 }}>
                {translate('kassa.enrol.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function Field({
  field,
  value,
  error,
  translate,
  onChange,
}: {
  field: (typeof fields)[number];
  value: string;
  error: FieldErrors[FieldName];
  translate: Translate;
  onChange: (name: FieldName, value: string) => void;
}) {
  return (
    <TextField
      id={field.name}
      name={field.name}
      type={field.type}
      label={translate(field.label)}
      value={value}
      onChange={(event) => onChange(field.name, event.target.value)}
      autoComplete={field.autoComplete}
      error={error !== undefined}
      helperText={error ? translate(error.message, error.args) : field.help ? translate(field.help) : ' '}
      slotProps={field.numeric ? { htmlInput: { inputMode: 'numeric' } } : {}}
      variant="filled"
      margin="dense"
      size="small"
      fullWidth
    />
  );
}
