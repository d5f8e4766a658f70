import { Alert, CssBaseline, Snackbar, ThemeProvider } from '@mui/material';
import { StrictMode, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import type { Dictionaries } from '../../openapi/i18n/dictionaries';
import type { LoginParams } from '../data/authProvider';
import { toastDefaults, type ToastType } from '../data/toast';
import { setNavigate, setNotify } from '../data/uiBridge';
import { LightLoginPage, merchantHeading, type LoginHeading } from './LightLoginPage';
import { pageDictionaries } from './loginWords';
import type { FieldErrors } from './signIn';
import { usePageSettings } from './usePageSettings';

/** What a console's sign-in needs once the user reaches for the form: its rules, its sign-in and the words they answer with. */
export interface SignInCode {
  signInDictionaries: Dictionaries;
  validateLogin: (values: LoginParams) => FieldErrors;
  signIn: (values: LoginParams) => Promise<void>;
  /** A console whose accounts may sign in with a passkey (LoginSetup.passkeys). */
  signInWithPasskey?: () => Promise<void>;
}

/** The light login page of one console: its sign-in code (fetched when needed), its first words and its heading. */
export interface LoginSetup {
  loadSignIn: () => Promise<SignInCode>;
  dictionaries: Dictionaries;
  heading: LoginHeading;
  /** Offer "Sign in with a passkey" where the browser can. */
  passkeys?: boolean;
}

/** A loader that fetches once, however often it is called. */
export const fetchOnce = <T,>(load: () => Promise<T>) => {
  let loaded: Promise<T> | null = null;
  return () => (loaded ??= load());
};

/** The merchant console's: the sign-in code (rules, HTTP client, answer words) is fetched once, when the user reaches for the form. */
const merchantLogin: LoginSetup = {
  loadSignIn: fetchOnce(() => import('./signIn')),
  dictionaries: pageDictionaries,
  heading: merchantHeading,
  passkeys: true,
};
const loginPath = '/Login';

interface Toast {
  message: string;
  args?: Record<string, unknown>;
  type: ToastType;
  key: number;
}

export interface EnterConsole {
  /** Leaves the light page for the console at `path` (after signing in, or when a call sends the user elsewhere). */
  enter: (path: string) => void;
  /** Starts downloading the console, so it is there when the sign-in answers. */
  prefetch: () => void;
}

/** A message the page opens with, e.g. after a one-time link set the password (a key of the page's words). */
export interface LoginNotice {
  message: string;
  type: ToastType;
}

function LightLogin({ enterConsole, notice, setup }: { enterConsole: EnterConsole; notice?: LoginNotice; setup: LoginSetup }) {
  const [toast, setToast] = useState<Toast | null>(notice ? { ...notice, key: 0 } : null);
  const [signInCode, setSignInCode] = useState<SignInCode | null>(null);
  const { language, chooseLanguage, mode, toggleMode, translate, theme } = usePageSettings(signInCode?.signInDictionaries ?? setup.dictionaries, setup.heading.title);
  const { loadSignIn } = setup;

  // The data layer's toasts and redirects (spec section 8), while this page stands in for the console.
  useEffect(() => {
    const restoreNotify = setNotify((message, { type, args }) => setToast({ message, type, ...(args ? { args } : {}), key: Date.now() }));
    const restoreNavigate = setNavigate((path) => {
      if (path.toLowerCase() !== loginPath.toLowerCase()) enterConsole.enter(path);
    });
    return () => {
      restoreNavigate();
      restoreNotify();
    };
  }, [enterConsole]);

  const engage = () => void loadSignIn().then(setSignInCode);
  const validate = async (values: LoginParams) => (await loadSignIn()).validateLogin(values);
  const signIn = async (values: LoginParams) => {
    enterConsole.prefetch();
    await (await loadSignIn()).signIn(values);
    enterConsole.enter('/');
  };
  const signInWithPasskey = async () => {
    enterConsole.prefetch();
    await (await loadSignIn()).signInWithPasskey?.();
    enterConsole.enter('/');
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LightLoginPage
        translate={translate}
        language={language}
        onLanguage={chooseLanguage}
        mode={mode}
        onToggleMode={toggleMode}
        onEngage={engage}
        validate={validate}
        onSubmit={signIn}
        heading={setup.heading}
        {...(setup.passkeys ? { onPasskey: signInWithPasskey } : {})}
      />
      <Snackbar
        key={toast?.key}
        open={toast !== null}
        autoHideDuration={toastDefaults.durationMs}
        onClose={() => setToast(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: `${toastDefaults.offset}px !important` }}
      >
        <Alert severity={toast?.type ?? 'info'} variant="filled" onClose={() => setToast(null)}>
          {toast ? translate(toast.message, toast.args) : ''}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}

/**
 * Shows the light login page in `root` (the merchant console's unless `setup` says another's); `enterConsole` takes
 * over once the user has signed in.
 */
export function startLightLogin(root: Root, enterConsole: EnterConsole, notice?: LoginNotice, setup: LoginSetup = merchantLogin) {
  root.render(
    <StrictMode>
      <LightLogin enterConsole={enterConsole} setup={setup} {...(notice ? { notice } : {})} />
    </StrictMode>,
  );
}
