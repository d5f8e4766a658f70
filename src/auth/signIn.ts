import { mergeAreas, type Dictionaries } from '../../openapi/i18n/dictionaries';
import { serverMessages } from '../../openapi/i18n/serverMessages';
import { validationMessages } from '../../openapi/i18n/validation';
import { loginForm } from '../../openapi/auth';
import { formErrors } from '../../openapi/issues';
import { authProvider, type LoginParams, type PasskeyLoginParams } from '../data/authProvider';
import { errorMessages } from '../i18n/errors';
import { contentMessages } from '../i18n/content';
import { shellMessages } from '../i18n/shell';

/**
 * What the light login page needs once the user reaches for the form (loaded then, not with the page): the
 * contract's rules of the login form, the sign-in itself (the console's auth provider and HTTP client), and the
 * words those can answer with: validation messages, the data layer's errors, the server's details.
 */
export const signInDictionaries: Dictionaries = mergeAreas([validationMessages, serverMessages, errorMessages, shellMessages, contentMessages]);

export type FieldErrors = Partial<Record<keyof LoginParams, { message: string; args?: Record<string, unknown> }>>;

/** The login form's errors by the contract's rules (the same the console's LoginPage applies), `{}` when valid. */
export const validateLogin = (values: LoginParams): FieldErrors => formErrors(loginForm, values) as FieldErrors;

/** Signs in: the token and the account detail stored, as the console's login does; rejects when it failed. */
export const signIn = (values: LoginParams): Promise<void> => authProvider.login(values);

/** Signs in with a passkey the browser offers (src/data/passkeys.ts), then as `signIn`. */
export const signInWithPasskey = (): Promise<void> => authProvider.login({ passkey: true } satisfies PasskeyLoginParams);
