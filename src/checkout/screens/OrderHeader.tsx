import type { CheckoutOrder } from '../api';
import { useI18n } from '../i18n';
import { withCoin } from '../../payer/money';
import { formatTimeLeft } from '../../payer/time';
import { isFinal } from '../orderStatus';

/** On every screen: merchant, subject, amount with its coin, and the live countdown to the latest payment time. */
export function OrderHeader({ order, timeLeftMs }: { order: CheckoutOrder; timeLeftMs: number }) {
  const { t } = useI18n();
  const over = order.status === 'expired' || (!isFinal(order.status) && timeLeftMs <= 0);
  return (
    <section className="order-header" aria-label={t('checkout.header.title')}>
      <p className="merchant">
        <span className="visually-hidden">{t('checkout.header.merchant')}: </span>
        {order.merchant_name}
      </p>
      {order.subject ? <p className="subject">{order.subject}</p> : null}
      <p className="amount-label">{t('checkout.header.amount')}</p>
      <p className="amount">
        <strong>{order.amount}</strong> <span className="coin">{order.coin_name}</span>
        <span className="visually-hidden"> ({withCoin(order.amount, order.coin_name)})</span>
      </p>
      {order.status === 'paid' || order.status === 'cancelled' ? null : over ? (
        <p className="deadline over">
          <span role="timer" aria-live="off">
            {t('checkout.header.expired')}
          </span>
        </p>
      ) : (
        <p className="deadline">
          {t('checkout.header.timeLeft')}{' '}
          <span role="timer" aria-live="off" className="mono">
            {formatTimeLeft(timeLeftMs)}
          </span>
        </p>
      )}
    </section>
  );
}
