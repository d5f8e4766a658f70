import type { z } from 'zod';
import { useLocaleState, useLogin, useTheme, useTranslate } from 'react-admin';
import { isLanguageSetting, defaultLanguageSetting } from '../../openapi/i18n/languages';
import { loginForm } from '../../openapi/auth';
import { formErrors } from '../../openapi/issues';
import type { LoginParams, PasskeyLoginParams } from '../data/authProvider';
import { LightLoginPage, merchantHeading, type LoginHeading } from './LightLoginPage';
import type { FieldErrors } from './signIn';

/**
 * /Login once a console is loaded (after signing out, or when a session ends): the same page as the first visit's
 * (LightLoginPage), fed by react-admin's locale, theme and login instead of the light entry's own, with the
 * console's heading and the rules of its sign-in form.
 */
export function ConsoleLoginPage({ heading, form, passkeys = false }: { heading: LoginHeading; form: z.ZodObject; passkeys?: boolean }) {
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
      validate={async (values: LoginParams) => formErrors(form, values) as FieldErrors}
      onSubmit={(values) => login(values, '/')}
      heading={heading}
      {...(passkeys ? { onPasskey: () => login({ passkey: true } satisfies PasskeyLoginParams, '/') } : {})}
    />
  );
}

/** The merchant console's. */
export function LoginPage() {
  return <ConsoleLoginPage heading={merchantHeading} form={loginForm} passkeys />;
}
