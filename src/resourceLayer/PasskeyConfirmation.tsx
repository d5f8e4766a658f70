import Key from '@mui/icons-material/Key';
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { InputHelperText, useInput, useNotify, useTranslate } from 'react-admin';
import { confirmWithPasskey, ensurePasskeyStatus } from '../data/passkeys';
import { usePasskeyStatus } from '../data/passkeyStatus';
import { passkeysOffered } from '../data/passkeySupport';

/**
 * Whether a confirmation may come from a passkey here (the page can use one and the operator has one), and whether it
 * must (the merchant requires passkeys). The operator's passkeys are read once a session, the first time this asks.
 */
export function usePasskeyConfirmation(): { offered: boolean; only: boolean } {
  const offered = passkeysOffered();
  const status = usePasskeyStatus();
  useEffect(() => {
    if (offered) ensurePasskeyStatus();
  }, [offered]);
  const has = offered && status !== null && status.count > 0;
  return { offered: has, only: has && status.required };
}

/**
 * "Use a passkey": the browser asks for one of the operator's passkeys, and the server opens the session's step-up
 * window as a code would (src/data/passkeys.ts). The code field then gives way (src/data/stepUp.ts) and the form can
 * be sent; the operator is told so.
 */
export function PasskeyConfirmButton({ variant = 'text' }: { variant?: 'text' | 'outlined' | 'contained' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [working, setWorking] = useState(false);
  const confirm = async () => {
    setWorking(true);
    try {
      await confirmWithPasskey();
      notify('kassa.resourceLayer.review.passkey_confirmed', { type: 'success' });
    } catch {
      // The HTTP client or the ceremony has told the operator why.
    } finally {
      setWorking(false);
    }
  };
  return (
    <Button variant={variant} size="small" startIcon={<Key />} onClick={() => void confirm()} disabled={working} sx={{ alignSelf: 'flex-start' }}>
      {translate('kassa.resourceLayer.review.use_passkey')}
    </Button>
  );
}

/**
 * In place of the code field for an operator whose merchant requires passkeys: the button, and the form's refusal of
 * the field ("choose Use a passkey first") when it is sent before.
 */
export function PasskeyOnlyConfirmation({ source }: { source: string }) {
  const translate = useTranslate();
  const { fieldState } = useInput({ source });
  const error = fieldState.error?.message;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, my: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('kassa.resourceLayer.review.passkey_only')}
      </Typography>
      <PasskeyConfirmButton variant="outlined" />
      {error && (
        <Typography variant="caption" color="error" role="alert">
          <InputHelperText error={error} />
        </Typography>
      )}
    </Box>
  );
}
