import { useId } from 'react';
import { usePayerI18n } from './i18n';
import { withCoin, type PaymentSplit } from './money';

interface PaymentSummaryProps {
  amount: string;
  coin: string;
  /** The payer's balances in that coin. */
  balance: { available: string; reward: string };
  split: PaymentSplit;
  useReward: boolean;
  onUseReward: (useReward: boolean) => void;
}

/**
 * What is paid from where (spec sections 1 and 9): reward points first, then the available balance, and the switch
 * that leaves the reward points alone. The checkout's and the wallet's payment screens show it alike.
 */
export function PaymentSummary({ amount, coin, balance, split, useReward, onUseReward }: PaymentSummaryProps) {
  const { t } = usePayerI18n();
  const id = useId();
  return (
    <section className="summary" aria-labelledby={`${id}-from`}>
      <h3 id={`${id}-from`}>{t('payer.pay.from')}</h3>
      {useReward ? <p className="muted small">{t('payer.pay.rewardFirst')}</p> : null}
      <dl>
        {useReward ? (
          <div className="summary-row">
            <dt>
              {t('payer.pay.reward')}
              <span className="balance">{t('payer.pay.balance', { amount: withCoin(balance.reward, coin) })}</span>
            </dt>
            <dd>{withCoin(split.fromReward, coin)}</dd>
          </div>
        ) : null}
        <div className="summary-row">
          <dt>
            {t('payer.pay.available')}
            <span className="balance">{t('payer.pay.balance', { amount: withCoin(balance.available, coin) })}</span>
          </dt>
          <dd>{withCoin(split.fromAvailable, coin)}</dd>
        </div>
        <div className="summary-row total">
          <dt>{t('payer.pay.total')}</dt>
          <dd>{withCoin(amount, coin)}</dd>
        </div>
      </dl>
      <label className="switch">
        <input type="checkbox" role="switch" checked={useReward} onChange={(event) => onUseReward(event.target.checked)} />
        <span>{t('payer.pay.useReward')}</span>
      </label>
    </section>
  );
}
