import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Button, Form, Labeled, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ApiError } from '../../data/httpClient';
import { formErrors, googleSecretForm } from '../../../openapi/rules';
import { fieldErrorsOf } from '../../resourceLayer/submit';
import { TextButton } from '../../resourceLayer/TextButton';
import { accountSecurityApi, type AuthenticatorKey } from './accountSecurityApi';

type GoogleSecretValues = z.input<typeof googleSecretForm>;

const codeFields = ['google_code', 'new_google_code'] as const;

const validateCodes = (values: Record<string, unknown>) => formErrors(googleSecretForm, values);

/** The key as text, with a copy button; when the browser refuses to copy, the text is there to select. */
function SecretKey({ secret }: { secret: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      // Absent outside a secure context (plain http on a LAN address): that is a failed copy too.
      await navigator.clipboard.writeText(secret);
      notify('kassa.accountSecurity.authenticator.copied', { type: 'success' });
    } catch {
      notify('kassa.accountSecurity.authenticator.copyFailed', { type: 'error' });
    }
  };
  return (
    <Labeled label="kassa.accountSecurity.authenticator.secret">
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography component="code" sx={{ fontFamily: 'monospace', userSelect: 'all', wordBreak: 'break-all' }}>
          {secret}
        </Typography>
        <Button label="kassa.accountSecurity.authenticator.copy" onClick={copy}>
          <ContentCopy />
        </Button>
      </Stack>
    </Labeled>
  );
}

function BindNewKey({ authenticatorKey, onDone }: { authenticatorKey: AuthenticatorKey; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();

  const submit = async (values: Record<string, unknown>) => {
    const { google_code, new_google_code } = values as GoogleSecretValues;
    try {
      await accountSecurityApi.bindAuthenticatorKey({ secret: authenticatorKey.secret, google_code, new_google_code });
    } catch (error) {
      // The key is no longer the pending one (another tab asked for a newer key): start again.
      if (error instanceof ApiError && error.field === 'secret') onDone();
      return fieldErrorsOf(error, codeFields);
    }
    notify('kassa.accountSecurity.authenticator.rebound', { type: 'success' });
    onDone();
    return undefined;
  };

  return (
    <Stack spacing={2}>
      <Typography>{translate('kassa.accountSecurity.authenticator.scan')}</Typography>
      <Box sx={{ bgcolor: '#fff', p: 1, width: 'fit-content' }}>
        <QRCodeSVG
          value={authenticatorKey.otpauth_url}
          size={192}
          role="img"
          aria-label={translate('kassa.accountSecurity.authenticator.qrLabel')}
        />
      </Box>
      <SecretKey secret={authenticatorKey.secret} />
      <Form onSubmit={submit} validate={validateCodes} noValidate>
        <TextInput source="google_code" autoComplete="one-time-code" inputProps={{ inputMode: 'numeric' }} fullWidth />
        <TextInput source="new_google_code" autoComplete="one-time-code" inputProps={{ inputMode: 'numeric' }} fullWidth />
        <Stack direction="row" spacing={1}>
          <SaveButton label="kassa.accountSecurity.authenticator.submit" icon={<></>} />
          <TextButton label="kassa.accountSecurity.authenticator.cancel" size="small" onClick={onDone} />
        </Stack>
      </Form>
    </Stack>
  );
}

/** Rebind the authenticator: a new key as a QR code of its otpauth URI and as text, confirmed by two codes. */
export function AuthenticatorCard() {
  const translate = useTranslate();
  const [authenticatorKey, setAuthenticatorKey] = useState<AuthenticatorKey | null>(null);
  const [requesting, setRequesting] = useState(false);

  const requestKey = async () => {
    setRequesting(true);
    try {
      setAuthenticatorKey(await accountSecurityApi.newAuthenticatorKey());
    } catch {
      // The HTTP client has told the operator why.
    } finally {
      setRequesting(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kassa.accountSecurity.authenticator.title')}
        </Typography>
        {authenticatorKey ? (
          <BindNewKey authenticatorKey={authenticatorKey} onDone={() => setAuthenticatorKey(null)} />
        ) : (
          <Stack spacing={2} alignItems="flex-start">
            <Typography color="text.secondary">{translate('kassa.accountSecurity.authenticator.intro')}</Typography>
            <TextButton label="kassa.accountSecurity.authenticator.start" size="small" variant="contained" onClick={requestKey} disabled={requesting} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
