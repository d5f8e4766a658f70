import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useStepUpOpen } from '../data/stepUp';
import { PasskeyConfirmButton, PasskeyOnlyConfirmation, usePasskeyConfirmation } from './PasskeyConfirmation';

/**
 * The six-digit code of the operator's authenticator app, wherever a protected change asks for it: required, a number
 * pad on a phone, and offered by the phone's one-time-code autofill. It shows only while the session's step-up window
 * is closed (src/data/stepUp.ts): inside it a confirmed code stands in for another. A change the server refuses for
 * want of a code closes the window there, so the field shows again with the server's message.
 *
 * An operator with a passkey may confirm with it instead ("Use a passkey", which opens the window); where the merchant
 * requires passkeys, the button takes the field's place.
 */
export function AuthenticatorCodeInput({ source = 'google_code', ...props }: Omit<TextInputProps, 'source'> & { source?: string }) {
  const translate = useTranslate();
  const open = useStepUpOpen();
  const passkey = usePasskeyConfirmation();
  if (open) return null;
  if (passkey.only) return <PasskeyOnlyConfirmation source={source} />;
  const field = <TextInput source={source} isRequired autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...props} />;
  if (!passkey.offered) return field;
  return (
    <Box>
      {field}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('kassa.resourceLayer.review.passkey_instead')}
        </Typography>
        <PasskeyConfirmButton />
      </Box>
    </Box>
  );
}
