import { useCallback, useEffect, useRef, useState } from 'react';
import { browserNavigation, type CheckoutOrder } from '../api';
import { useI18n } from '../i18n';
import { QrCode } from './QrPanel';

/** How long the page waits for the wallet app to take over before saying it could not open it. */
export const openAppTimeoutMs = 2500;

type Attempt = 'opening' | 'failed' | 'idle';

/**
 * Opening the wallet app: navigate to the deep link; when the page is still visible after about 2.5 s the app
 * did not open, so say so and offer the QR code to save and scan in the app.
 */
export function OpenAppPanel({ order, autoStart }: { order: CheckoutOrder; autoStart: boolean }) {
  const { t } = useI18n();
  const [attempt, setAttempt] = useState<Attempt>('idle');
  const cleanup = useRef<(() => void) | null>(null);

  const open = useCallback(() => {
    cleanup.current?.();
    let left = false;
    const onHide = () => {
      if (document.visibilityState === 'hidden') left = true;
    };
    const onPageHide = () => {
      left = true;
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    const timer = setTimeout(() => {
      stop();
      setAttempt(!left && document.visibilityState === 'visible' ? 'failed' : 'idle');
    }, openAppTimeoutMs);
    function stop() {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      cleanup.current = null;
    }
    cleanup.current = stop;
    setAttempt('opening');
    browserNavigation.go(order.deep_link);
  }, [order.deep_link]);

  // Started from the landing's click, so the deep link opens within the payer's gesture.
  const started = useRef(false);
  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      open();
    }
  }, [autoStart, open]);
  useEffect(() => () => cleanup.current?.(), []);

  return (
    <section className="stack center" aria-labelledby="app-title">
      {attempt === 'failed' ? (
        <>
          <h2 id="app-title" className="title-warning">
            {t('checkout.openApp.failed')}
          </h2>
          <p role="alert">{t('checkout.openApp.failedHint')}</p>
          <QrCode order={order} withSave />
        </>
      ) : (
        <>
          <h2 id="app-title">{t('checkout.openApp.title')}</h2>
          <p role="status">{attempt === 'opening' ? t('checkout.openApp.opening') : ''}</p>
        </>
      )}
      <button type="button" className={attempt === 'failed' ? 'button' : 'button primary'} onClick={open} disabled={attempt === 'opening'}>
        {t('checkout.openApp.open')}
      </button>
    </section>
  );
}
