import { useLocaleState, useLogin, useTheme, useTranslate } from 'react-admin';
import { isLanguageSetting, defaultLanguageSetting } from '../../openapi/i18n/languages';
import { loginForm } from '../../openapi/auth';
import { formErrors } from '../../openapi/issues';
import type { LoginParams, PasskeyLoginParams } from '../data/authProvider';
import { LightLoginPage } from './LightLoginPage';
import type { FieldErrors } from './signIn';

const validateLogin = async (values: LoginParams) => formErrors(loginForm, values) as FieldErrors;

/**
 * /Login once the console is loaded (after signing out, or when a session ends): the same page as the first
 * visit's (LightLoginPage), fed by react-admin's locale, theme and login instead of the light entry's own.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [locale, setLocale] = useLocaleState();
  const [mode, setMode] = useTheme();
  return (
    <LightLoginPage
      translate={translate}
      language={isLanguageSetting(locale) ? locale : defaultLanguageSetting}
      onLanguage={setLocale}
      mode={mode === 'dark' ? 'dark' : 'light'}
      onToggleMode={() => setMode(mode === 'dark' ? 'light' : 'dark')}
      // The console has every module already: nothing to fetch when the user reaches for the form.
      onEngage={() => undefined}
      validate={validateLogin}
      onSubmit={(values) => login(values, '/')}
      onPasskey={() => login({ passkey: true } satisfies PasskeyLoginParams, '/')}
    />
  );
}
