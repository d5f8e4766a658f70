import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { codes, PayerApiError } from '../payer/http';
import { LanguageSwitcher } from '../payer/LanguageSwitcher';
import { Loading, LoadFailed, NotFoundScreen, PayerPage, PayerShell } from '../payer/PayerShell';
import { usePayerFailure } from '../payer/failures';
import { walletApi, walletToken, type WalletProfile, type WalletSession } from './api';
import { makeI18n, useI18n, type WalletKey } from './i18n';
import { followLink, navigate, pages, safeReturnPath, useLocation, type Location } from './router';
import { WalletContext, type WalletState } from './session';

// Each screen is loaded when the payer opens it: the first load is the app's frame (at most 120 KB gzip).
const SignIn = lazy(() => import('./screens/SignIn').then((module) => ({ default: module.SignIn })));
const SignUp = lazy(() => import('./screens/SignUp').then((module) => ({ default: module.SignUp })));
const Home = lazy(() => import('./screens/Home').then((module) => ({ default: module.Home })));
const Scan = lazy(() => import('./screens/Scan').then((module) => ({ default: module.Scan })));
const Pay = lazy(() => import('./screens/Pay').then((module) => ({ default: module.Pay })));
const Withdraw = lazy(() => import('./screens/Withdraw').then((module) => ({ default: module.Withdraw })));
const History = lazy(() => import('./screens/History').then((module) => ({ default: module.History })));
const Account = lazy(() => import('./screens/Account').then((module) => ({ default: module.Account })));
const AccountStep = lazy(() => import('./screens/AccountSteps').then((module) => ({ default: module.AccountStep })));
const Sessions = lazy(() => import('./screens/Sessions').then((module) => ({ default: module.Sessions })));
const Passkeys = lazy(() => import('./screens/Passkeys').then((module) => ({ default: module.Passkeys })));

/** The pages anyone may open; every other one asks to sign in first, then comes back. */
const openPages: readonly string[] = [pages.signIn, pages.signUp];

const accountSteps: readonly string[] = [pages.phone, pages.identity, pages.bankCard, pages.paymentPassword];

export function App() {
  return (
    <PayerShell makeI18n={makeI18n} titleKey="wallet.appName" storedTheme>
      <Wallet />
    </PayerShell>
  );
}

function WalletLoading() {
  const { t } = useI18n();
  return <Loading text={t('wallet.loading')} />;
}

/** Sign-in, naming the page to come back to after it (its query too, less the language the page keeps anyway). */
function signInFor(location: Location): string {
  const search = new URLSearchParams(location.search);
  search.delete('lang');
  const here = `${location.path}${search.size > 0 ? `?${search.toString()}` : ''}`;
  return here === pages.home ? pages.signIn : `${pages.signIn}?next=${encodeURIComponent(here)}`;
}

function Wallet() {
  const { t } = useI18n();
  const location = useLocation();
  const [token, setToken] = useState(walletToken.read);
  const [profile, setProfile] = useState<WalletProfile | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const isOpenPage = openPages.includes(location.path);
  const locationRef = useRef(location);
  locationRef.current = location;

  const signedOut = useCallback(() => {
    walletToken.write(null);
    setToken(null);
    setProfile(null);
  }, []);

  const sessionEnded = useCallback(() => {
    signedOut();
    navigate(signInFor(locationRef.current), { replace: true });
  }, [signedOut]);
  const onFailure = usePayerFailure(sessionEnded);

  const refreshProfile = useCallback(async () => {
    try {
      setProfile(await walletApi.me());
      setLoadFailed(false);
    } catch (error) {
      onFailure(error);
      // An ended session goes to sign-in; any other failure offers to try again.
      if (!(error instanceof PayerApiError && error.code === codes.unauthorized)) setLoadFailed(true);
    }
  }, [onFailure]);

  useEffect(() => {
    if (token && !profile) void refreshProfile();
  }, [token, profile, refreshProfile]);

  // No session: every page but sign-in and sign-up asks to sign in first, and names itself to come back to.
  useEffect(() => {
    if (!token && !isOpenPage) navigate(signInFor(location), { replace: true });
  }, [token, isOpenPage, location]);

  const onSignedIn = useCallback((session: WalletSession) => {
    walletToken.write(session.wallet_token);
    setToken(session.wallet_token);
    setProfile(session.profile);
    navigate(safeReturnPath(locationRef.current.search.get('next')), { replace: true });
  }, []);

  // A signed-in payer who opens sign-in (a bookmark, Back) goes on to where they were going.
  useEffect(() => {
    if (token && profile && isOpenPage) navigate(safeReturnPath(location.search.get('next')), { replace: true });
  }, [token, profile, isOpenPage, location]);

  const state = useMemo<WalletState | null>(
    () => (profile ? { profile, setProfile, refreshProfile, signedOut, onFailure } : null),
    [profile, refreshProfile, signedOut, onFailure],
  );

  if (isOpenPage && !token) {
    return (
      <Frame topbar={<LanguageSwitcher />}>
        <Suspense fallback={<WalletLoading />}>{location.path === pages.signUp ? <SignUp onSignedIn={onSignedIn} /> : <SignIn onSignedIn={onSignedIn} />}</Suspense>
      </Frame>
    );
  }
  if (!state) {
    return (
      <Frame>
        {loadFailed ? (
          <LoadFailed title={t('wallet.loadFailed')} retry={t('wallet.retry')} onRetry={() => void refreshProfile()} />
        ) : (
          <WalletLoading />
        )}
      </Frame>
    );
  }
  return (
    <WalletContext.Provider value={state}>
      <Frame nav={<BottomNav path={location.path} />}>
        <Suspense fallback={<WalletLoading />}>
          <Page location={location} />
        </Suspense>
      </Frame>
    </WalletContext.Provider>
  );
}

/** The screen of a signed-in payer's page. */
function Page({ location }: { location: Location }) {
  const { path } = location;
  if (path === pages.home) return <Home />;
  if (path === pages.scan) return <Scan />;
  if (path === pages.pay) return <Pay key={location.search.toString()} order={location.search.get('order')} merchant={location.search.get('merchant')} />;
  if (path === pages.withdraw) return <Withdraw />;
  if (path === pages.history) return <History />;
  if (path === pages.account) return <Account />;
  if (accountSteps.includes(path)) return <AccountStep path={path} />;
  if (path === pages.sessions) return <Sessions />;
  if (path === pages.passkeys) return <Passkeys />;
  return <NotFound />;
}

function NotFound() {
  const { t } = useI18n();
  return (
    <NotFoundScreen title={t('wallet.notFound.title')} body={t('wallet.notFound.body')}>
      <a className="button primary" href={pages.home} onClick={followLink}>
        {t('wallet.notFound.home')}
      </a>
    </NotFoundScreen>
  );
}

/** The page: a top bar, the screen, and the signed-in payer's menu at the bottom. */
function Frame({ children, topbar, nav }: { children: ReactNode; topbar?: ReactNode; nav?: ReactNode }) {
  return (
    <PayerPage className={nav ? 'page wallet-page with-nav' : 'page wallet-page'} topbar={topbar} after={nav}>
      {children}
    </PayerPage>
  );
}

const navItems: { path: string; key: WalletKey; icon: ReactNode; also?: readonly string[] }[] = [
  { path: pages.home, key: 'wallet.nav.home', icon: <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" /> },
  {
    path: pages.scan,
    key: 'wallet.nav.scan',
    icon: <path d="M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4zM7 11h10v2H7z" />,
    also: [pages.pay],
  },
  { path: pages.withdraw, key: 'wallet.nav.withdraw', icon: <path d="M11 3h2v10.2l3.6-3.6L18 11l-6 6-6-6 1.4-1.4 3.6 3.6zM4 19h16v2H4z" /> },
  { path: pages.history, key: 'wallet.nav.history', icon: <path d="M12 3a9 9 0 1 1-9 9h2a7 7 0 1 0 2.1-5H10v2H4V3h2v2.6A9 9 0 0 1 12 3m-1 4h2v4.6l3.2 3.2-1.4 1.4-3.8-3.8z" /> },
  {
    path: pages.account,
    key: 'wallet.nav.account',
    icon: <path d="M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9m0 11c4.4 0 8 2.2 8 5v2H4v-2c0-2.8 3.6-5 8-5" />,
    also: [...accountSteps, pages.sessions, pages.passkeys],
  },
];

function BottomNav({ path }: { path: string }) {
  const { t } = useI18n();
  return (
    <nav className="bottom-nav" aria-label={t('wallet.nav.label')}>
      <ul>
        {navItems.map((item) => {
          const current = item.path === path || (item.also?.includes(path) ?? false);
          return (
            <li key={item.path}>
              <a href={item.path} onClick={followLink} aria-current={current ? 'page' : undefined}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  {item.icon}
                </svg>
                <span>{t(item.key)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
