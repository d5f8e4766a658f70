import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PayerApiError, codes, type CheckoutOrder, type PayerProfile, type PayerSession } from './api';
import { makeI18n, useI18n } from './i18n';
import { isFinal, pollIntervalMs, useCheckoutOrder, useTimeLeft } from './orderStatus';
import { usePayerFailure } from '../payer/failures';
import { useToast } from '../payer/toasts';
import { Loading as PayerLoading, LoadFailed, NotFoundScreen, PayerPage, PayerShell } from '../payer/PayerShell';
import { AbandonDialog } from './screens/AbandonDialog';
import { LanguageSwitcher } from '../payer/LanguageSwitcher';
import { MethodChooser, type PayMethod } from './screens/MethodChooser';
import { OpenAppPanel } from './screens/OpenAppPanel';
import { OrderHeader } from './screens/OrderHeader';
import { CancelledScreen, ScanSuccessScreen, SuccessScreen, TimeoutScreen } from './screens/Outcomes';
import { QrPanel } from './screens/QrPanel';

// What only a payer who logs in needs is loaded when they choose to (the first load stays under 100 KB gzip).
const LoginPanel = lazy(() => import('./screens/LoginPanel').then((module) => ({ default: module.LoginPanel })));
const IdentityNotice = lazy(() => import('./screens/Identity').then((module) => ({ default: module.IdentityNotice })));
const IdentityFlow = lazy(() => import('./screens/Identity').then((module) => ({ default: module.IdentityFlow })));
const PayScreen = lazy(() => import('./screens/PayScreen').then((module) => ({ default: module.PayScreen })));

/** From this width the page is the web payment (desktop); below it the app payment (phone). */
export const desktopQuery = '(min-width: 900px)';

export function App({ orderId }: { orderId: string | null }) {
  return (
    <PayerShell makeI18n={makeI18n} titleKey="checkout.pageTitle">
      {orderId ? (
        <CheckoutPage orderId={orderId} />
      ) : (
        <Shell>
          <NotFound />
        </Shell>
      )}
    </PayerShell>
  );
}

function useMediaQuery(query: string): boolean {
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return matches;
}

/** The page: a top bar (brand, language), then the card: the order (when known) and the screen. */
function Shell({ children, wide, order, overlay }: { children: React.ReactNode; wide?: boolean; order?: React.ReactNode; overlay?: React.ReactNode }) {
  return (
    <PayerPage cardClassName={wide ? 'card wide' : 'card'} topbar={<LanguageSwitcher />} header={order} after={overlay}>
      {children}
    </PayerPage>
  );
}

function NotFound() {
  const { t } = useI18n();
  return <NotFoundScreen title={t('checkout.notFound.title')} body={t('checkout.notFound.body')} />;
}

function Loading() {
  const { t } = useI18n();
  return <PayerLoading text={t('checkout.loading')} />;
}

type View =
  | { name: 'landing' }
  | { name: 'method'; method: PayMethod; autoStart?: boolean }
  | { name: 'identityNotice' }
  | { name: 'identity' }
  | { name: 'pay' };

/** The history entry a step pushes, so the browser's Back returns to the landing (asking first when started). */
const stepState = { kassaCheckoutStep: true };
const inStep = () => Boolean((window.history.state as typeof stepState | null)?.kassaCheckoutStep);

function CheckoutPage({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const toast = useToast();
  const { order, problem, refresh, accept, serverNow } = useCheckoutOrder(orderId);
  const desktop = useMediaQuery(desktopQuery);
  const [view, setView] = useState<View>({ name: 'landing' });
  const [session, setSession] = useState<PayerSession | null>(null);
  const [profile, setProfile] = useState<PayerProfile | null>(null);
  const [dismissedScan, setDismissedScan] = useState(false);
  const [leaveTo, setLeaveTo] = useState<View | null>(null);
  const timeLeft = useTimeLeft(order, serverNow);

  const final = order !== null && isFinal(order.status);
  const scanned = order?.status === 'scanned' && !dismissedScan;
  // A started payment: the payer signed in, or the wallet app scanned the code.
  const started = !final && (session !== null || scanned);
  const startedRef = useRef(started);
  startedRef.current = started;

  // The deadline by the server's clock has passed: the server decides, so ask it (then every 3 s until it says).
  const due = order !== null && !final && timeLeft <= 0;
  useEffect(() => {
    if (!due) return undefined;
    void refresh();
    const timer = setInterval(() => void refresh(), pollIntervalMs);
    return () => clearInterval(timer);
  }, [due, refresh]);

  // Back in the page turns the step's entry into the landing's (history.back() is not reliable here: opening the
  // wallet app's link may add an entry of its own).
  const go = useCallback((target: View) => {
    if (target.name === 'landing') {
      if (inStep()) window.history.replaceState(null, '');
    } else if (!inStep()) {
      window.history.pushState(stepState, '');
    }
    setView(target);
  }, []);

  const requestLeave = useCallback(
    (target: View) => {
      if (startedRef.current) setLeaveTo(target);
      else go(target);
    },
    [go],
  );

  useEffect(() => {
    const onPopState = () => {
      if (startedRef.current) {
        // Back from a started payment: stay, and ask.
        window.history.pushState(stepState, '');
        setLeaveTo({ name: 'landing' });
      } else {
        setView({ name: 'landing' });
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // Closing the tab or leaving the page during a started payment: the browser's own confirmation.
  useEffect(() => {
    if (!started) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [started]);

  const abandon = () => {
    const target = leaveTo ?? { name: 'landing' };
    startedRef.current = false;
    setSession(null);
    setProfile(null);
    if (order?.status === 'scanned') setDismissedScan(true);
    setLeaveTo(null);
    go(target);
  };

  // Move focus to the new screen's heading when the payer moves on (not on the first load). Only a new screen does:
  // a fresh copy of the same order (every poll) must leave the payer's caret where it is.
  const screenKey = `${order?.status ?? ''}:${scanned}:${view.name}:${view.name === 'method' ? view.method : ''}`;
  const loaded = order !== null;
  const firstScreen = useRef(true);
  useEffect(() => {
    if (!loaded) return;
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1, main h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: false });
    }
  }, [screenKey, loaded]);

  /** Refusals every payer screen handles the same way; true when handled. */
  const onSessionEnded = useCallback(() => {
    startedRef.current = false;
    setSession(null);
    setProfile(null);
    setView({ name: 'method', method: 'login' });
    void refresh();
  }, [refresh]);
  // A refusal for the order's state (paid, expired meanwhile): the fresh order shows what happened.
  const onRefused = useCallback(
    (error: PayerApiError) => {
      if (error.code === codes.conflict) void refresh();
    },
    [refresh],
  );
  const onFailure = usePayerFailure(onSessionEnded, onRefused);

  const onLoggedIn = (next: PayerSession) => {
    setSession(next);
    setProfile(next.payer);
    setView(next.payer.ready ? { name: 'pay' } : { name: 'identityNotice' });
  };

  const onProfile = (next: PayerProfile) => {
    setProfile(next);
    if (next.ready && view.name === 'identity') {
      toast(t('payer.identity.done'), 'success');
      setView({ name: 'pay' });
    }
  };

  const onPaid = (paid: CheckoutOrder) => accept(paid);

  if (!order) {
    return (
      <Shell>
        {problem === 'notFound' ? (
          <NotFound />
        ) : problem === 'failed' ? (
          <LoadFailed title={t('checkout.loadFailed')} retry={t('checkout.retry')} onRetry={() => void refresh()} />
        ) : (
          <Loading />
        )}
      </Shell>
    );
  }

  const activeMethod: PayMethod = view.name === 'method' ? view.method : view.name === 'landing' ? 'qr' : 'login';

  const panel = () => {
    switch (view.name) {
      case 'landing':
        return <QrPanel order={order} />;
      case 'method':
        if (view.method === 'qr') return <QrPanel order={order} />;
        if (view.method === 'app') return <OpenAppPanel order={order} autoStart={Boolean(view.autoStart)} />;
        return <LoginPanel orderId={order.order_id} serverNow={serverNow} onLoggedIn={onLoggedIn} />;
      case 'identityNotice':
        return <IdentityNotice onStart={() => setView({ name: 'identity' })} />;
      case 'identity':
        return session && profile ? <IdentityFlow token={session.payer_token} profile={profile} onProfile={onProfile} onFailure={onFailure} /> : null;
      case 'pay':
        return session && profile ? (
          <PayScreen
            order={order}
            token={session.payer_token}
            profile={profile}
            serverNow={serverNow}
            onProfile={setProfile}
            onPaid={onPaid}
            onFailure={onFailure}
          />
        ) : null;
    }
  };

  const chooseOnPhone = (method: PayMethod) => go({ name: 'method', method, autoStart: method === 'app' });
  const chooseOnDesktop = (method: PayMethod) => {
    if (method === activeMethod && view.name !== 'identityNotice' && view.name !== 'identity' && view.name !== 'pay') return;
    requestLeave({ name: 'method', method, autoStart: method === 'app' });
  };

  let body: React.ReactNode;
  if (order.status === 'paid') body = <SuccessScreen order={order} />;
  else if (order.status === 'expired') body = <TimeoutScreen order={order} />;
  else if (order.status === 'cancelled') body = <CancelledScreen />;
  else if (scanned) body = <ScanSuccessScreen onAnother={() => requestLeave({ name: 'landing' })} />;
  else if (desktop) {
    body = (
      <>
        <h1 className="screen-title">{t('checkout.landing.webTitle')}</h1>
        <div className="desktop-layout">
          <MethodChooser active={activeMethod} onChoose={chooseOnDesktop} />
          <div className="panel">
            <Suspense fallback={<Loading />}>{panel()}</Suspense>
          </div>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="screen-title">{t('checkout.landing.appTitle')}</h1>
        {view.name === 'landing' ? (
          <MethodChooser active={null} onChoose={chooseOnPhone} />
        ) : (
          <>
            <div className="panel">
              <Suspense fallback={<Loading />}>{panel()}</Suspense>
            </div>
            <button type="button" className="button link" onClick={() => requestLeave({ name: 'landing' })}>
              {t('checkout.landing.another')}
            </button>
          </>
        )}
      </>
    );
  }

  return (
    <Shell
      wide={desktop}
      order={
        <>
          {started ? (
            <button type="button" className="close" aria-label={t('checkout.landing.close')} title={t('checkout.landing.close')} onClick={() => requestLeave({ name: 'landing' })}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
          <OrderHeader order={order} timeLeftMs={timeLeft} />
        </>
      }
      overlay={leaveTo ? <AbandonDialog onAbandon={abandon} onContinue={() => setLeaveTo(null)} /> : null}
    >
      {body}
    </Shell>
  );
}
