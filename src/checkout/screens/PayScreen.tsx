import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkoutApi, PayerApiError, codes, type CheckoutOrder, type PayerProfile } from '../api';
import { formatDateTime, useI18n } from '../i18n';
import { splitPayment, withCoin } from '../../payer/money';
import { check, preloadRules } from '../rules';
import { Field, FormError } from '../../payer/Field';
import { PaymentSummary } from '../../payer/PaymentSummary';
import { answerRequest, passkeysOffered } from '../../payer/passkey';
import type { BodyOf } from '../../payer/http';

type PayBody = BodyOf<'/v1/checkout/pay'>;

interface PayScreenProps {
  order: CheckoutOrder;
  token: string;
  profile: PayerProfile;
  serverNow: () => number;
  onProfile: (profile: PayerProfile) => void;
  onPaid: (order: CheckoutOrder) => void;
  /** Session expired or network: handled by the page; true when it was. */
  onFailure: (error: unknown) => boolean;
}

/**
 * The payment password screen: what is paid from where (reward points first, then the available balance,
 * spec sections 1 and 9), the switch to use the reward balance, the 6-digit password, and the server's refusals.
 * A payer with a passkey, on a page that can use one, is offered "Pay with passkey" first; the password stays below.
 */
export function PayScreen({ order, token, profile, serverNow, onProfile, onPaid, onFailure }: PayScreenProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const [useReward, setUseReward] = useState(true);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  useEffect(() => void preloadRules().catch(() => undefined), []);

  const { balance } = profile;
  const split = splitPayment(order.amount, balance.reward, balance.available, useReward);
  const lockedUntil = profile.payment_locked_until && Date.parse(profile.payment_locked_until) > serverNow() ? profile.payment_locked_until : null;
  const blocked = busy || lockedUntil !== null || split.insufficient || !profile.market_enabled;

  const passkey = profile.passkey && passkeysOffered();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setRefusal('');
    const found = await check('pay', { payment_password: password, use_reward: useReward });
    const problem = found.payment_password;
    setFieldError(problem ? t(problem.key as never, problem.args) : '');
    if (problem) return passwordRef.current?.focus();
    await pay(async () => ({ payment_password: password, use_reward: useReward }));
  };

  const payWithPasskey = async () => {
    if (blocked) return;
    setRefusal('');
    setFieldError('');
    await pay(async () => {
      const options = await checkoutApi.passkeyPayOptions(token);
      const answer = await answerRequest<PayBody['passkey']>(options, (miss) =>
        t(miss === 'cancelled' ? 'payer.pay.passkeyCancelled' : miss === 'already' ? 'payer.pay.passkeyAlready' : 'payer.pay.passkeyFailed'),
      );
      return { passkey: answer, use_reward: useReward };
    });
  };

  const pay = async (proof: () => Promise<PayBody>) => {
    setBusy(true);
    try {
      onPaid(await checkoutApi.pay(token, await proof()));
    } catch (error) {
      setPassword('');
      if (onFailure(error)) return;
      const refused = error instanceof PayerApiError ? error : null;
      setRefusal(refused?.detail || t('payer.errors.unknown'));
      // A wrong password may have locked paying; a balance may have changed: show the payer as the server sees them.
      if (refused && (refused.code === codes.badCredentials || refused.code === codes.locked || refused.code === codes.insufficientBalance)) {
        checkoutApi.payer(token).then(onProfile, () => undefined);
      }
      passwordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const amount = withCoin(order.amount, order.coin_name);
  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payer.pay.title')}</h2>
      <p className="muted">
        {t('payer.pay.account')}: <strong>{profile.nickname || profile.username}</strong>
      </p>
      <PaymentSummary amount={order.amount} coin={order.coin_name} balance={balance} split={split} useReward={useReward} onUseReward={setUseReward} />
      <FormError
        message={!profile.market_enabled ? t('kassa.validation.market_not_enabled') : split.insufficient && t('payer.pay.insufficient')}
      />
      <FormError message={lockedUntil && t('payer.pay.locked', { time: formatDateTime(lockedUntil, locale) })} />
      {passkey ? (
        <>
          <button type="button" className="button primary" disabled={blocked} onClick={() => void payWithPasskey()}>
            {busy ? t('payer.pay.paying') : t('payer.pay.withPasskey')}
          </button>
          <p className="muted small center">{t('payer.pay.orPassword')}</p>
        </>
      ) : null}
      <Field
        ref={passwordRef}
        label={t('payer.pay.password')}
        hint={t('payer.pay.passwordHint')}
        value={password}
        onValue={(value) => setPassword(value.replace(/\D/g, '').slice(0, 6))}
        error={fieldError || undefined}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        className="pin"
        disabled={lockedUntil !== null}
      />
      <FormError message={refusal} />
      <button type="submit" className={passkey ? 'button' : 'button primary'} disabled={blocked}>
        {busy ? t('payer.pay.paying') : t('payer.pay.submit', { amount })}
      </button>
    </form>
  );
}
