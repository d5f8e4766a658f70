import Key from '@mui/icons-material/Key';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Card, CardContent, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { passkeysOffered } from '../data/passkeySupport';
import type { LanguageSetting } from '../../openapi/i18n/languages';
import { contentPath, documentSlugs } from '../pages/content/contentLinks';
import type { LoginParams as LoginValues } from '../data/authProvider';
import type { Translate } from './loginWords';
import { PageSwitches } from './PageSwitches';
import type { FieldErrors } from './signIn';

type FieldName = keyof LoginValues;

export interface LightLoginPageProps {
  translate: Translate;
  language: LanguageSetting;
  onLanguage: (language: LanguageSetting) => void;
  mode: 'light' | 'dark';
  onToggleMode: () => void;
  /** Called when the user types or points at the form (not on the first field's autofocus): time to fetch the sign-in code. */
  onEngage: () => void;
  /** The login form's errors by the contract's rules (waits for the sign-in code). */
  validate: (values: LoginValues) => Promise<FieldErrors>;
  /** Signs in; rejects when the sign-in failed (the HTTP client has told the user why). */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Signs in with a passkey the browser offers; rejects when it did not (the user has been told why). Absent: no passkey button. */
  onPasskey?: () => Promise<void>;
  /** The card's title and subtitle keys, and whether the content pages' links follow; the merchant console's by default. */
  heading?: LoginHeading;
}

/** Whose sign-in the page is: its title and subtitle (keys), and whether the merchants' content pages are linked. */
export interface LoginHeading {
  title: string;
  subtitle: string;
  documents: boolean;
}

export const merchantHeading: LoginHeading = { title: 'kassa.app.title', subtitle: 'kassa.login.title', documents: true };

const fields: { name: FieldName; label: string; type: string; autoComplete: string; help?: string; numeric?: boolean }[] = [
  { name: 'username', label: 'kassa.login.username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'kassa.login.password', type: 'password', autoComplete: 'current-password' },
  { name: 'google_code', label: 'kassa.login.google_code', type: 'text', autoComplete: 'one-time-code', help: 'kassa.login.google_code_help', numeric: true },
];

/**
 * /Login before the console has loaded (spec sections 2 and 5): the same card as the console's LoginPage
 * (username, password, authenticator code, language and day/night switches, the content pages' links),
 * drawn with MUI alone so the first visit does not download react-admin. Where the browser can use passkeys here,
 * "Sign in with a passkey" comes first: a passkey cannot be phished, a password and a code can.
 */
export function LightLoginPage({ translate, language, onLanguage, mode, onToggleMode, onEngage, validate, onSubmit, onPasskey, heading = merchantHeading }: LightLoginPageProps) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', google_code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // As react-admin's forms: checked on submit, then again on every change.
    if (submitted) void validate(next).then(setErrors);
  };

  // Decided once: whether this browser, on this address, can use a passkey at all.
  const [withPasskey] = useState(() => onPasskey !== undefined && passkeysOffered());

  const signInWithPasskey = async () => {
    onEngage();
    setSubmitting(true);
    try {
      await onPasskey?.();
    } catch {
      // The HTTP client, or the browser's refusal, has told the user why.
      setSubmitting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSubmitting(true);
    try {
      const found = await validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setSubmitting(false);
        return;
      }
      await onSubmit(values);
    } catch {
      // The HTTP client already told the user why (error catalogue toast).
      setSubmitting(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <PageSwitches translate={translate} language={language} onLanguage={onLanguage} mode={mode} onToggleMode={onToggleMode} />
        <CardContent>
          <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
            <LockOutlined color="primary" />
            <Typography variant="h5" component="h1" textAlign="center">
              {translate(heading.title)}
            </Typography>
            <Typography color="text.secondary" textAlign="center">
              {translate(heading.subtitle)}
            </Typography>
          </Stack>
          {withPasskey && (
            <>
              <Button variant="contained" fullWidth startIcon={<Key />} disabled={submitting} onClick={() => void signInWithPasskey()}>
                {translate('kassa.login.passkey')}
              </Button>
              <Divider sx={{ my: 2, typography: 'body2', color: 'text.secondary' }}>{translate('kassa.login.orPassword')}</Divider>
            </>
          )}
          <form onSubmit={submit} onKeyDown={onEngage} onPointerDown={onEngage} noValidate>
            {fields.map((field, index) => {
              const error = errors[field.name];
              return (
                <TextField
                  key={field.name}
                  id={field.name}
                  name={field.name}
                  type={field.type}
                  label={translate(field.label)}
                  value={values[field.name]}
                  onChange={(event) => change(field.name, event.target.value)}
                  autoComplete={field.autoComplete}
                  autoFocus={index === 0}
                  error={error !== undefined}
                  helperText={error ? translate(error.message, error.args) : field.help ? translate(field.help) : ' '}
                  slotProps={field.numeric ? { htmlInput: { inputMode: 'numeric' } } : {}}
                  variant="filled"
                  margin="dense"
                  size="small"
                  fullWidth
                />
              );
            })}
            <Button type="submit" variant={withPasskey ? 'outlined' : 'contained'} fullWidth disabled={submitting} sx={{ mt: 1 }}>
              {translate('kassa.login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
      {/* The content pages, readable before signing in. */}
      {heading.documents && (
        <Box component="footer" sx={{ width: '100%', maxWidth: 400 }}>
          <Stack component="nav" aria-label={translate('kassa.content.footer')} direction="row" flexWrap="wrap" justifyContent="center" columnGap={2} rowGap={1}>
            {documentSlugs.map((slug) => (
              <Link key={slug} href={contentPath(slug)} variant="body2" underline="hover">
                {translate(`kassa.content.documents.${slug}`)}
              </Link>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
