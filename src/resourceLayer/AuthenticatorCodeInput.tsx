import { TextInput, type TextInputProps } from 'react-admin';

/**
 * The six-digit code of the operator's authenticator app, wherever a change asks for it: required, a number pad on
 * a phone, and offered by the phone's one-time-code autofill.
 */
export function AuthenticatorCodeInput({ source = 'google_code', ...props }: Omit<TextInputProps, 'source'> & { source?: string }) {
  return <TextInput source={source} isRequired autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...props} />;
}
