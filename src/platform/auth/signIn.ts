import { mergeAreas, type Dictionaries } from '../../../openapi/i18n/dictionaries';
import { serverMessages } from '../../../openapi/i18n/serverMessages';
import { platformStaffMessages } from '../../../openapi/i18n/platformStaffMessages';
import { validationMessages } from '../../../openapi/i18n/validation';
import { formErrors } from '../../../openapi/issues';
import { staffSignInForm } from '../../../openapi/platformStaff';
import type { LoginParams, PasskeyLoginParams } from '../../data/authProvider';
import type { SignInCode } from '../../auth/loginEntry';
import type { FieldErrors } from '../../auth/signIn';
import { errorMessages } from '../../i18n/errors';
import { shellMessages } from '../../i18n/shell';
import { staffAuthProvider } from '../data/staffAuthProvider';
import { platformMessages } from '../i18n/platformWords';

/**
 * What the staff sign-in page needs once the member reaches for the form (src/auth/loginEntry.tsx's `SignInCode`): the
 * contract's rules of the staff sign-in, the sign-in itself, and the words those can answer with.
 */
export const signInDictionaries: Dictionaries = mergeAreas([validationMessages, serverMessages, platformStaffMessages, errorMessages, shellMessages, platformMessages]);

export const validateLogin = (values: LoginParams): FieldErrors => formErrors(staffSignInForm, values) as FieldErrors;

export const signIn = (values: LoginParams): Promise<void> => staffAuthProvider.login(values);

/** Signs in with a passkey the browser offers (the staff's calls), then as `signIn`. */
export const signInWithPasskey = (): Promise<void> => staffAuthProvider.login({ passkey: true } satisfies PasskeyLoginParams);

export const staffSignIn: SignInCode = { signInDictionaries, validateLogin, signIn, signInWithPasskey };
