import { Alert, CssBaseline, Snackbar, ThemeProvider } from '@mui/material';
import { StrictMode, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import type { LoginParams } from '../data/authProvider';
import { toastDefaults, type ToastType } from '../data/toast';
import { setNavigate, setNotify } from '../data/uiBridge';
import { LightLoginPage } from './LightLoginPage';
import { pageDictionaries } from './loginWords';
import { usePageSettings } from './usePageSettings';

type SignInModule = typeof import('./signIn');
let signInModule: Promise<SignInModule> | null = null;
/** The sign-in code (rules, HTTP client, answer words): fetched once, when the user reaches for the form. */
const loadSignIn = () => (signInModule ??= import('./signIn'));
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

function LightLogin({ enterConsole, notice }: { enterConsole: EnterConsole; notice?: LoginNotice }) {
  const [toast, setToast] = useState<Toast | null>(notice ? { ...notice, key: 0 } : null);
  const [signInCode, setSignInCode] = useState<SignInModule | null>(null);
  const { language, chooseLanguage, mode, toggleMode, translate, theme } = usePageSettings(signInCode?.signInDictionaries ?? pageDictionaries, 'kassa.app.title');

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
    await (await loadSignIn()).signInWithPasskey();
    enterConsole.enter('/');
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LightLoginPage translate={translate} language={language} onLanguage={chooseLanguage} mode={mode} onToggleMode={toggleMode} onEngage={engage} validate={validate} onSubmit={signIn} onPasskey={signInWithPasskey} />
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

/** Shows the light login page in `root`; `enterConsole` takes over once the user has signed in. */
export function startLightLogin(root: Root, enterConsole: EnterConsole, notice?: LoginNotice) {
  root.render(
    <StrictMode>
      <LightLogin enterConsole={enterConsole} {...(notice ? { notice } : {})} />
    </StrictMode>,
  );
}
