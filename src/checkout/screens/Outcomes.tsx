import { useEffect, useState } from 'react';
import { browserNavigation, type CheckoutOrder } from '../api';
import { formatDateTime, useI18n } from '../i18n';
import { withCoin } from '../../payer/money';

/** Seconds the success screen counts down before going back to the merchant. */
export const successRedirectSeconds = 5;

/** Where "back to merchant" goes when the order has no return_url: the page the payer came from, else close. */
function backToMerchant() {
  const referrer = document.referrer;
  if (/^https?:/.test(referrer) && new URL(referrer).origin !== window.location.origin) browserNavigation.go(referrer);
  else window.close();
}

export function SuccessScreen({ order }: { order: CheckoutOrder }) {
  const { t } = useI18n();
  const [seconds, setSeconds] = useState(successRedirectSeconds);
  const returnUrl = order.return_url;

  useEffect(() => {
    if (!returnUrl) return undefined;
    if (seconds <= 0) {
      browserNavigation.go(returnUrl);
      return undefined;
    }
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, returnUrl]);

  return (
    <section className="stack center outcome" aria-labelledby="success-title">
      <div className="outcome-icon success" aria-hidden="true">
        ✓
      </div>
      <h1 id="success-title" tabIndex={-1}>
        {t('checkout.success.title')}
      </h1>
      <dl className="facts">
        <div>
          <dt>{t('checkout.success.amount')}</dt>
          <dd className="amount-paid">{withCoin(order.amount, order.coin_name)}</dd>
        </div>
        <div>
          <dt>{t('checkout.success.order')}</dt>
          <dd className="mono">{order.merchant_order_no}</dd>
        </div>
      </dl>
      {returnUrl ? (
        <>
          <p role="timer" aria-live="polite" aria-atomic="true">
            {t('checkout.success.redirect', { seconds: Math.max(0, seconds) })}
          </p>
          <button type="button" className="button primary" onClick={() => browserNavigation.go(returnUrl)}>
            {t('checkout.success.returnNow')}
          </button>
        </>
      ) : (
        <button type="button" className="button primary" onClick={backToMerchant}>
          {t('checkout.success.back')}
        </button>
      )}
    </section>
  );
}

export function TimeoutScreen({ order }: { order: CheckoutOrder }) {
  const { t, locale } = useI18n();
  return (
    <section className="stack center outcome" aria-labelledby="timeout-title">
      <div className="outcome-icon failure" aria-hidden="true">
        !
      </div>
      <h1 id="timeout-title" tabIndex={-1}>
        {t('checkout.timeout.title')}
      </h1>
      <p>{t('checkout.timeout.body', { time: formatDateTime(order.expire_time, locale) })}</p>
    </section>
  );
}

export function CancelledScreen() {
  const { t } = useI18n();
  return (
    <section className="stack center outcome" aria-labelledby="cancelled-title">
      <div className="outcome-icon failure" aria-hidden="true">
        ×
      </div>
      <h1 id="cancelled-title" tabIndex={-1}>
        {t('checkout.cancelled.title')}
      </h1>
      <p>{t('checkout.cancelled.body')}</p>
    </section>
  );
}

export function ScanSuccessScreen({ onAnother }: { onAnother: () => void }) {
  const { t } = useI18n();
  return (
    <section className="stack center outcome" aria-labelledby="scanned-title">
      <div className="outcome-icon success" aria-hidden="true">
        ✓
      </div>
      <h1 id="scanned-title" tabIndex={-1}>
        {t('checkout.scanned.title')}
      </h1>
      <p role="status">{t('checkout.scanned.body')}</p>
      <div className="spinner" aria-hidden="true" />
      <button type="button" className="button link" onClick={onAnother}>
        {t('checkout.landing.another')}
      </button>
    </section>
  );
}
