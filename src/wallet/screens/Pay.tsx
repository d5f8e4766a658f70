import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, FormError } from '../../payer/Field';
import { codes, PayerApiError, type BodyOf } from '../../payer/http';
import { formatDateTime } from '../../payer/i18n';
import { splitPayment, withCoin } from '../../payer/money';
import { PaymentSummary } from '../../payer/PaymentSummary';
import { formatTimeLeft, useTicker } from '../../payer/time';
import { newIdempotencyKey, walletApi, type CheckoutOrder, type WalletMerchant, type WalletMerchantPayment, type WalletProfile } from '../api';
import { useI18n } from '../i18n';
import { preloadRules } from '../rules';
import { pages } from '../router';
import { useWallet } from '../session';
import { digitsOnly, PageLink, ScreenTitle, SelectField, useSubmit } from './parts';
import { answerRequest, passkeysOffered } from '../../payer/passkey';
import type { WalletKey } from '../i18n';

/** A passkey's answer to a challenge of this wallet session, to pay with in place of the payment password. */
async function passkeyAnswer(t: (key: WalletKey) => string) {
  const options = await walletApi.passkeyPayOptions();
  return answerRequest<NonNullable<BodyOf<'/v1/wallet/order/pay'>['passkey']>>(options, (miss) =>
    t(miss === 'cancelled' ? 'payer.pay.passkeyCancelled' : miss === 'already' ? 'payer.pay.passkeyAlready' : 'payer.pay.passkeyFailed'),
  );
}

/** /wallet/pay?order=… confirms an order; /wallet/pay?merchant=… pays a merchant (its receiving code). */
export function Pay({ order, merchant }: { order: string | null; merchant: string | null }) {
  const { t } = useI18n();
  useEffect(() => void preloadRules().catch(() => undefined), []);
  if (order) return <PayOrder code={order} />;
  if (merchant) return <PayMerchant code={merchant} />;
  return (
    <section className="stack center outcome" aria-labelledby="pay-missing">
      <ScreenTitle id="pay-missing">{t('payer.pay.title')}</ScreenTitle>
      <p>{t('wallet.pay.missing')}</p>
      <PageLink to={pages.scan} className="button primary">
        {t('wallet.nav.scan')}
      </PageLink>
    </section>
  );
}

/** The payer's balances in one coin (zero when the market is not enabled). */
function balanceIn(profile: WalletProfile, coin: string) {
  return profile.balances.find((balance) => balance.coin_name === coin) ?? { coin_name: coin, available: '0', frozen: '0', reward: '0' };
}

/** When paying is locked after wrong payment passwords, until when (null when it is not). */
function lockedUntil(profile: WalletProfile): string | null {
  return profile.payment_locked_until && Date.parse(profile.payment_locked_until) > Date.now() ? profile.payment_locked_until : null;
}

/** A refusal that may have changed what the payer sees of themselves: a wrong password (the lock), the balance. */
const changesProfile = (error: unknown) =>
  error instanceof PayerApiError && (error.code === codes.badCredentials || error.code === codes.locked || error.code === codes.insufficientBalance);

/** What stops a payer from paying before any password: identity steps left, or a market not enabled. */
function NotReady() {
  const { t } = useI18n();
  return (
    <div className="notice stack" role="alert">
      <p>{t('payer.identity.incomplete')}</p>
      <PageLink to={pages.account} className="button">
        {t('payer.identity.goAuthenticate')}
      </PageLink>
    </div>
  );
}

/**
 * The payment password with its lock, and the pay button, as both payments have them; a payer with a passkey, on a
 * page that can use one, is offered "Pay with passkey" first, and the password stays below it.
 */
function PasswordAndPay({
  profile,
  password,
  onPassword,
  onPasskey,
  error,
  refusal,
  busy,
  blocked,
  label,
}: {
  profile: WalletProfile;
  password: string;
  onPassword: (value: string) => void;
  onPasskey: () => void;
  error: string | undefined;
  refusal: string;
  busy: boolean;
  blocked: boolean;
  label: string;
}) {
  const { t, locale } = useI18n();
  const locked = lockedUntil(profile);
  const passkey = profile.passkey && passkeysOffered();
  return (
    <>
      <FormError message={locked && t('payer.pay.locked', { time: formatDateTime(locked, locale) })} />
      {passkey ? (
        <>
          <button type="button" className="button primary" disabled={busy || blocked} onClick={onPasskey}>
            {busy ? t('payer.pay.paying') : t('payer.pay.withPasskey')}
          </button>
          <p className="muted small center">{t('payer.pay.orPassword')}</p>
        </>
      ) : null}
      <Field
        label={t('payer.pay.password')}
        hint={t('payer.pay.passwordHint')}
        name="payment_password"
        value={password}
        onValue={(value) => onPassword(digitsOnly(6)(value))}
        error={error}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        className="pin"
        disabled={locked !== null}
      />
      <FormError message={refusal} />
      <button type="submit" className={passkey ? 'button' : 'button primary'} disabled={busy || blocked || locked !== null}>
        {busy ? t('payer.pay.paying') : label}
      </button>
    </>
  );
}

function PayOrder({ code }: { code: string }) {
  const { t, locale } = useI18n();
  const { profile, refreshProfile, onFailure } = useWallet();
  const [order, setOrder] = useState<CheckoutOrder | null>(null);
  const [problem, setProblem] = useState('');
  const [paidHere, setPaidHere] = useState(false);
  const [useReward, setUseReward] = useState(true);
  const [password, setPassword] = useState('');
  const offset = useRef(0);
  const { errors, refusal, busy, submit, formRef } = useSubmit(onFailure);

  const accept = useCallback((next: CheckoutOrder) => {
    offset.current = Date.parse(next.server_time) - Date.now();
    setOrder(next);
  }, []);

  // Resolving the code tells the checkout page open elsewhere that the order was scanned.
  const resolve = useCallback(async () => {
    try {
      accept(await walletApi.orderResolve({ code }));
      setProblem('');
    } catch (error) {
      if (!onFailure(error)) setProblem(error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown'));
    }
  }, [accept, code, onFailure, t]);

  useEffect(() => void resolve(), [resolve]);

  const open = order !== null && (order.status === 'created' || order.status === 'scanned');
  const now = useTicker(open) + offset.current;
  const timeLeft = order ? Math.max(0, Date.parse(order.expire_time) - now) : 0;

  if (problem) {
    return (
      <section className="stack center outcome" aria-labelledby="pay-problem">
        <ScreenTitle id="pay-problem">{t('payer.pay.title')}</ScreenTitle>
        <p role="alert">{problem}</p>
        <PageLink to={pages.scan} className="button primary">
          {t('wallet.nav.scan')}
        </PageLink>
      </section>
    );
  }
  if (!order) return <p className="loading" role="status">{t('wallet.loading')}</p>;

  const amount = withCoin(order.amount, order.coin_name);
  if (order.status === 'paid') {
    return (
      <section className="stack center outcome" aria-labelledby="pay-paid">
        <div className="outcome-icon success" aria-hidden="true">
          ✓
        </div>
        <ScreenTitle id="pay-paid">{paidHere ? t('wallet.pay.paidTitle') : t('wallet.pay.alreadyPaid')}</ScreenTitle>
        {paidHere ? <p>{t('wallet.pay.paidBody', { amount, merchant: order.merchant_name })}</p> : null}
        <dl className="facts">
          <div>
            <dt>{t('wallet.pay.amount')}</dt>
            <dd className="amount-paid">{amount}</dd>
          </div>
          <div>
            <dt>{t('wallet.pay.order')}</dt>
            <dd>{order.merchant_order_no}</dd>
          </div>
        </dl>
        {order.return_url ? (
          <a className="button" href={order.return_url}>
            {t('wallet.pay.returnToMerchant')}
          </a>
        ) : null}
        <PageLink to={pages.home} className="button primary">
          {t('wallet.pay.done')}
        </PageLink>
      </section>
    );
  }
  if (order.status === 'expired' || order.status === 'cancelled') {
    const expired = order.status === 'expired';
    return (
      <section className="stack center outcome" aria-labelledby="pay-closed">
        <div className="outcome-icon failure" aria-hidden="true">
          !
        </div>
        <ScreenTitle id="pay-closed">{expired ? t('wallet.pay.expiredTitle') : t('wallet.pay.cancelledTitle')}</ScreenTitle>
        <p>{expired ? t('wallet.pay.expiredBody', { time: formatDateTime(order.expire_time, locale) }) : t('wallet.pay.cancelledBody')}</p>
        <PageLink to={pages.home} className="button primary">
          {t('wallet.pay.done')}
        </PageLink>
      </section>
    );
  }

  const balance = balanceIn(profile, order.coin_name);
  const enabled = profile.markets.includes(order.coin_name);
  const split = splitPayment(order.amount, balance.reward, balance.available, useReward);

  const pay = async (proof: 'password' | 'passkey') => {
    const body = { payment_password: password, use_reward: useReward };
    const paid = await submit(proof === 'password' ? 'payOrder' : null, body, async () => {
      try {
        const paying = proof === 'password' ? body : { use_reward: useReward, passkey: await passkeyAnswer(t) };
        accept(await walletApi.orderPay({ order_id: order.order_id, ...paying }));
        setPaidHere(true);
      } catch (error) {
        setPassword('');
        if (changesProfile(error)) void refreshProfile();
        if (error instanceof PayerApiError && error.code === codes.conflict) void resolve();
        throw error;
      }
    });
    if (paid) void refreshProfile();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void pay('password');
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-labelledby="pay-order-title">
      <ScreenTitle id="pay-order-title">{t('payer.pay.title')}</ScreenTitle>
      <section className="order-summary" aria-label={t('wallet.pay.order')}>
        <p className="merchant">{order.merchant_name}</p>
        {order.subject ? <p className="muted">{order.subject}</p> : null}
        <p className="amount">
          <strong>{amount}</strong>
        </p>
        <p className="muted small">
          {t('wallet.pay.order')}: {order.merchant_order_no}
        </p>
        <p className="deadline">
          {t('wallet.pay.timeLeft')}{' '}
          <span role="timer" className="mono">
            {formatTimeLeft(timeLeft)}
          </span>
        </p>
      </section>
      {!profile.ready ? (
        <NotReady />
      ) : (
        <>
          <p className="muted">
            {t('payer.pay.account')}: <strong>{profile.nickname || profile.username}</strong>
          </p>
          <PaymentSummary amount={order.amount} coin={order.coin_name} balance={balance} split={split} useReward={useReward} onUseReward={setUseReward} />
          <FormError message={!enabled ? t('kassa.validation.market_not_enabled') : split.insufficient && t('payer.pay.insufficient')} />
          <PasswordAndPay
            profile={profile}
            password={password}
            onPassword={setPassword}
            onPasskey={() => void pay('passkey')}
            error={errors.payment_password}
            refusal={refusal}
            busy={busy}
            blocked={!enabled || split.insufficient || timeLeft <= 0}
            label={t('payer.pay.submit', { amount })}
          />
        </>
      )}
    </form>
  );
}

function PayMerchant({ code }: { code: string }) {
  const { t } = useI18n();
  const { profile, refreshProfile, onFailure } = useWallet();
  const [merchant, setMerchant] = useState<WalletMerchant | null>(null);
  const [problem, setProblem] = useState('');
  const [coin, setCoin] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [useReward, setUseReward] = useState(true);
  const [password, setPassword] = useState('');
  const [payment, setPayment] = useState<WalletMerchantPayment | null>(null);
  // One key per payment the payer means to make: a retry after a lost answer sends the same one; a change starts anew.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const { errors, refusal, busy, submit, formRef } = useSubmit(onFailure);

  useEffect(() => {
    walletApi.merchantResolve({ code }).then(
      (found) => {
        setMerchant(found);
        setCoin(found.coins.find((name) => profile.markets.includes(name)) ?? found.coins[0] ?? '');
      },
      (error: unknown) => {
        if (!onFailure(error)) setProblem(error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown'));
      },
    );
    // The markets only choose the coin shown first: a later change of them (a refreshed profile) must not resolve again.
  }, [code, onFailure, t]);

  if (problem) {
    return (
      <section className="stack center outcome" aria-labelledby="pay-problem">
        <ScreenTitle id="pay-problem">{t('wallet.pay.merchantTitle')}</ScreenTitle>
        <p role="alert">{problem}</p>
        <PageLink to={pages.scan} className="button primary">
          {t('wallet.nav.scan')}
        </PageLink>
      </section>
    );
  }
  if (!merchant) return <p className="loading" role="status">{t('wallet.loading')}</p>;

  if (payment) {
    const paid = withCoin(payment.amount, payment.coin_name);
    return (
      <section className="stack center outcome" aria-labelledby="pay-sent">
        <div className="outcome-icon success" aria-hidden="true">
          ✓
        </div>
        <ScreenTitle id="pay-sent">{t('wallet.pay.sentTitle')}</ScreenTitle>
        <p>{t('wallet.pay.paidBody', { amount: paid, merchant: payment.merchant_name })}</p>
        <dl className="facts">
          <div>
            <dt>{t('wallet.pay.amount')}</dt>
            <dd className="amount-paid">{paid}</dd>
          </div>
          <div>
            <dt>{t('wallet.pay.serial')}</dt>
            <dd>{payment.serial_number}</dd>
          </div>
        </dl>
        <PageLink to={pages.home} className="button primary">
          {t('wallet.pay.done')}
        </PageLink>
      </section>
    );
  }

  const balance = balanceIn(profile, coin);
  const enabled = coin !== '' && profile.markets.includes(coin);
  const typed = /^\d+(\.\d+)?$/.test(amount.trim()) ? amount.trim() : '0';
  const split = splitPayment(typed, balance.reward, balance.available, useReward);

  const pay = async (proof: 'password' | 'passkey') => {
    const form = { coin_name: coin, amount: amount.trim(), note: note.trim(), payment_password: password, use_reward: useReward };
    await submit(proof === 'password' ? 'payMerchant' : 'payMerchantByPasskey', form, async () => {
      const { note: written, payment_password, ...rest } = form;
      const paying = proof === 'password' ? { payment_password } : { passkey: await passkeyAnswer(t) };
      const body = { merchant_id: merchant.merchant_id, ...rest, ...paying, ...(written ? { note: written } : {}) };
      const text = JSON.stringify({ ...rest, note: written });
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
      try {
        setPayment(await walletApi.merchantPay(body, attempt.current.key));
        void refreshProfile();
      } catch (error) {
        setPassword('');
        // A refusal is final for this key: the next press is a new payment.
        if (!(error instanceof PayerApiError && error.code === 0)) attempt.current = null;
        if (changesProfile(error)) void refreshProfile();
        throw error;
      }
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void pay('password');
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-labelledby="pay-merchant-title">
      <ScreenTitle id="pay-merchant-title">{t('wallet.pay.merchantTitle')}</ScreenTitle>
      <section className="order-summary" aria-label={t('wallet.pay.merchant')}>
        <p className="merchant">{merchant.merchant_name}</p>
        <p className="muted small">{t('wallet.pay.merchantId', { id: merchant.merchant_id })}</p>
      </section>
      {merchant.coins.length === 0 ? (
        <p className="notice" role="alert">
          {t('wallet.pay.noCoins')}
        </p>
      ) : !profile.ready ? (
        <NotReady />
      ) : (
        <>
          <SelectField
            label={t('wallet.pay.coin')}
            name="coin_name"
            value={coin}
            onValue={setCoin}
            options={merchant.coins.map((name) => ({ value: name, label: name }))}
            error={errors.coin_name ?? (enabled ? undefined : t('wallet.pay.notEnabled'))}
          />
          <Field label={t('wallet.pay.amount')} name="amount" value={amount} onValue={setAmount} error={errors.amount} inputMode="decimal" autoComplete="off" />
          <Field label={t('wallet.pay.note')} hint={t('wallet.pay.noteHint')} name="note" value={note} onValue={setNote} error={errors.note} autoComplete="off" />
          <PaymentSummary amount={typed} coin={coin} balance={balance} split={split} useReward={useReward} onUseReward={setUseReward} />
          <FormError message={enabled && split.insufficient && t('payer.pay.insufficient')} />
          <PasswordAndPay
            profile={profile}
            password={password}
            onPassword={setPassword}
            onPasskey={() => void pay('passkey')}
            error={errors.payment_password}
            refusal={refusal}
            busy={busy}
            blocked={!enabled || split.insufficient}
            label={typed === '0' ? t('payer.pay.title') : t('payer.pay.submit', { amount: withCoin(typed, coin) })}
          />
        </>
      )}
    </form>
  );
}
