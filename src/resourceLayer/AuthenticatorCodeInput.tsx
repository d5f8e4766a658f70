import { TextInput, type TextInputProps } from 'react-admin';
import { useStepUpOpen } from '../data/stepUp';

/**
 * The six-digit code of the operator's authenticator app, wherever a protected change asks for it: required, a number
 * pad on a phone, and offered by the phone's one-time-code autofill. It shows only while the session's step-up window
 * is closed (src/data/stepUp.ts): inside it a confirmed code stands in for another. A change the server refuses for
 * want of a code closes the window there, so the field shows again with the server's message.
 */
export function AuthenticatorCodeInput({ source = 'google_code', ...props }: Omit<TextInputProps, 'source'> & { source?: string }) {
  const open = useStepUpOpen();
  if (open) return null;
  return <TextInput source={source} isRequired autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} {...props} />;
}
