import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, FormError } from '../../payer/Field';
import { PayerApiError } from '../../payer/http';
import { formatDateTime } from '../../payer/i18n';
import { withCoin } from '../../payer/money';
import { useToast } from '../../payer/toasts';
import { newIdempotencyKey, walletApi, type OrderStatus, type WalletMerchant, type WalletWithdrawal } from '../api';
import { useI18n } from '../i18n';
import { preloadRules } from '../rules';
import { useWallet } from '../session';
import { ScreenTitle, SectionTitle, SelectField, useSubmit } from './parts';

/** The choice of "another merchant", typed by its ID. */
const otherMerchant = '';

const statusClass: Record<OrderStatus, string> = { pending: 'badge', approved: 'badge badge-success', rejected: 'badge badge-error' };

/**
 * Withdraw: ask a merchant the payer has paid (or any merchant by its ID) to pay out to the wallet, in one of its
 * coins; the merchant reviews it. Below, the payer's requests with their status and, when rejected, the reason.
 */
export function Withdraw() {
  const { t, locale } = useI18n();
  const toast = useToast();
  const { profile, refreshProfile, onFailure } = useWallet();
  const [merchants, setMerchants] = useState<WalletMerchant[] | null>(null);
  const [choice, setChoice] = useState(otherMerchant);
  const [merchantId, setMerchantId] = useState('');
  const [coin, setCoin] = useState('');
  const [amount, setAmount] = useState('');
  const [requests, setRequests] = useState<WalletWithdrawal[] | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const { errors, refusal, busy, submit, formRef } = useSubmit(onFailure);
  useEffect(() => void preloadRules().catch(() => undefined), []);

  const loadRequests = useCallback(async () => {
    try {
      setRequests((await walletApi.withdrawalQuery({ page: 1, page_size: 50, sort_order: 'desc' })).list);
    } catch (error) {
      onFailure(error);
      setRequests((current) => current ?? []);
    }
  }, [onFailure]);

  useEffect(() => {
    void loadRequests();
    walletApi.withdrawalMerchants().then(
      (answer) => {
        setMerchants(answer.list);
        const first = answer.list[0];
        if (first) {
          setChoice(first.merchant_id);
          setCoin(first.coins[0] ?? '');
        }
      },
      (error: unknown) => {
        onFailure(error);
        setMerchants([]);
      },
    );
  }, [loadRequests, onFailure]);

  const chosen = merchants?.find((merchant) => merchant.merchant_id === choice) ?? null;
  // A merchant paid before offers the coins it takes; one typed by its ID, the payer's own.
  const coins = chosen ? chosen.coins : profile.markets;
  useEffect(() => {
    if (!coins.includes(coin)) setCoin(coins[0] ?? '');
  }, [coins, coin]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { merchant_id: chosen ? chosen.merchant_id : merchantId.trim(), coin_name: coin, amount: amount.trim() };
    await submit('withdrawal', body, async () => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
      try {
        const created = await walletApi.withdrawalCreate(body, attempt.current.key);
        attempt.current = null;
        toast(created.order_status === 'approved' ? t('wallet.withdraw.approvedAtOnce') : t('wallet.withdraw.sent'), 'success');
        setAmount('');
        setRequests((current) => [created, ...(current ?? []).filter((request) => request.order_id !== created.order_id)]);
        if (created.order_status === 'approved') void refreshProfile();
      } catch (error) {
        if (!(error instanceof PayerApiError && error.code === 0)) attempt.current = null;
        throw error;
      }
    });
  };

  const merchantOptions = [
    ...(merchants ?? []).map((merchant) => ({ value: merchant.merchant_id, label: `${merchant.merchant_name} (${merchant.merchant_id})` })),
    { value: otherMerchant, label: t('wallet.withdraw.other') },
  ];

  return (
    <div className="stack">
      <ScreenTitle>{t('wallet.withdraw.title')}</ScreenTitle>
      <p className="muted">{t('wallet.withdraw.intro')}</p>
      <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
        {merchants === null ? (
          <p className="muted">{t('wallet.loading')}</p>
        ) : (
          <>
            {merchants.length === 0 ? <p className="muted small">{t('wallet.withdraw.noMerchants')}</p> : null}
            <SelectField label={t('wallet.withdraw.merchant')} value={choice} onValue={setChoice} options={merchantOptions} error={chosen ? errors.merchant_id : undefined} />
            {chosen ? null : (
              <Field
                label={t('wallet.withdraw.merchantId')}
                name="merchant_id"
                value={merchantId}
                onValue={setMerchantId}
                error={errors.merchant_id}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </>
        )}
        <SelectField
          label={t('wallet.withdraw.coin')}
          name="coin_name"
          value={coin}
          onValue={setCoin}
          options={coins.map((name) => ({ value: name, label: name }))}
          error={errors.coin_name}
        />
        <Field label={t('wallet.withdraw.amount')} name="amount" value={amount} onValue={setAmount} error={errors.amount} inputMode="decimal" autoComplete="off" />
        <FormError message={refusal} />
        <button type="submit" className="button primary" disabled={busy || merchants === null}>
          {busy ? t('wallet.withdraw.submitting') : t('wallet.withdraw.submit')}
        </button>
      </form>
      <section className="stack" aria-labelledby="withdraw-requests">
        <SectionTitle
          id="withdraw-requests"
          action={
            <button type="button" className="button link" onClick={() => void loadRequests()}>
              {t('wallet.withdraw.refresh')}
            </button>
          }
        >
          {t('wallet.withdraw.requests')}
        </SectionTitle>
        {requests === null ? (
          <p className="muted">{t('wallet.loading')}</p>
        ) : requests.length === 0 ? (
          <p className="muted">{t('wallet.withdraw.empty')}</p>
        ) : (
          <ul className="rows">
            {requests.map((request) => (
              <li key={request.order_id} className="row" data-order={request.order_id}>
                <div className="row-main">
                  <span className="row-title">{request.merchant_name}</span>
                  <span className="row-amount">{withCoin(request.amount, request.coin_name)}</span>
                </div>
                <div className="row-detail small">
                  <span className={statusClass[request.order_status]}>{t(`wallet.withdraw.status.${request.order_status}`)}</span>
                  <time className="muted" dateTime={request.create_time}>
                    {formatDateTime(request.create_time, locale)}
                  </time>
                </div>
                <dl className="row-facts small">
                  <div>
                    <dt>{t('wallet.withdraw.fee')}</dt>
                    <dd>{withCoin(request.handling_fee, request.coin_name)}</dd>
                  </div>
                  <div>
                    <dt>{t('wallet.withdraw.receive')}</dt>
                    <dd>{withCoin(request.settlement_amount, request.coin_name)}</dd>
                  </div>
                  {request.order_status === 'rejected' && request.reason ? (
                    <div>
                      <dt>{t('wallet.withdraw.reason')}</dt>
                      <dd>{request.reason}</dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
