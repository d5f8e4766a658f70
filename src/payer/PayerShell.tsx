import { Component, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import type { LanguageSetting } from '../../openapi/i18n/languages';
import { setApiLanguage } from './http';
import { browserLanguages, detectLanguage, htmlLang, I18nContext, usePayerI18n, type I18n } from './i18n';
import { applyTheme, readTheme } from './theme';
import { ToastProvider } from './toasts';

/*
 * What the wallet app and the hosted checkout keep around their screens, written once: the language (from ?lang= or
 * the browser, then the payer's choice, kept in the address so a reload keeps it), the page's lang and title, the theme
 * the payer chose, the toasts, a notice while the phone is offline, and a way out of a screen that crashed. Each mounts
 * it with its own words and screens.
 */
export function PayerShell<Key extends string>({
  makeI18n,
  titleKey,
  storedTheme = false,
  children,
}: {
  makeI18n: (language: LanguageSetting, setLanguage: (language: LanguageSetting) => void) => I18n<Key>;
  /** The words of the browser tab's title. */
  titleKey: Key;
  /** Show the theme the payer chose on this device (the wallet's Account screen keeps it); otherwise the device's. */
  storedTheme?: boolean;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState<LanguageSetting>(() => detectLanguage(window.location.search, browserLanguages()));
  setApiLanguage(language);

  const setLanguage = useCallback((next: LanguageSetting) => {
    setApiLanguage(next);
    setLanguageState(next);
    const url = new URL(window.location.href);
    url.searchParams.set('lang', next);
    window.history.replaceState(window.history.state, '', url);
  }, []);

  const i18n = useMemo(() => makeI18n(language, setLanguage), [makeI18n, language, setLanguage]);

  useEffect(() => {
    document.documentElement.lang = htmlLang[language];
    document.title = i18n.t(titleKey);
  }, [language, i18n, titleKey]);

  useEffect(() => {
    if (storedTheme) applyTheme(readTheme());
  }, [storedTheme]);

  return (
    <I18nContext.Provider value={i18n}>
      <ToastProvider>
        <OfflineNotice />
        <CrashScreen>{children}</CrashScreen>
      </ToastProvider>
    </I18nContext.Provider>
  );
}

/** The page: a top bar (the brand, then `topbar`), the card with `header` above the screen, and `after` below it. */
export function PayerPage({
  className = 'page',
  cardClassName = 'card',
  topbar,
  header,
  after,
  children,
}: {
  className?: string;
  cardClassName?: string;
  topbar?: ReactNode;
  header?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <header className="topbar">
        <span className="brand">Kassa</span>
        {topbar}
      </header>
      <div className={cardClassName}>
        {header}
        <main className="body">{children}</main>
      </div>
      {after}
    </div>
  );
}

/** Said while the page's first data is on its way. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="loading" role="status">
      {text}
    </p>
  );
}

/** The page's first data did not come: say so and offer to ask again. */
export function LoadFailed({ title, retry, onRetry }: { title: string; retry: string; onRetry: () => void }) {
  return (
    <section className="stack center outcome" aria-labelledby="load-failed">
      <h1 id="load-failed">{title}</h1>
      <button type="button" className="button primary" onClick={onRetry}>
        {retry}
      </button>
    </section>
  );
}

/** A page or an order the address names that is not there; `children` offers a way on. */
export function NotFoundScreen({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <section className="stack center outcome" aria-labelledby="not-found">
      <h1 id="not-found">{title}</h1>
      <p>{body}</p>
      {children}
    </section>
  );
}

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Says so while the browser has no connection, so a payer knows why a button seems to do nothing. */
function OfflineNotice() {
  const { t } = usePayerI18n();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {t('payer.shell.offline')}
    </p>
  );
}

/** A screen that throws while rendering shows this instead of a blank page; the server holds what was done. */
function Crashed() {
  const { t } = usePayerI18n();
  return (
    <section className="stack center outcome crashed" role="alert">
      <p>{t('payer.shell.crashed')}</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        {t('payer.shell.reload')}
      </button>
    </section>
  );
}

class CrashScreen extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A payer screen crashed', error, info.componentStack);
  }

  override render() {
    return this.state.crashed ? <Crashed /> : this.props.children;
  }
}
