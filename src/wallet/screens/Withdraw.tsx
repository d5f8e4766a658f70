import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Field, FormError } from '../../payer/Field';
import { codes, PayerApiError } from '../../payer/http';
import { formatDateTime } from '../../payer/i18n';
import { isAtLeast, withCoin } from '../../payer/money';
import { useToast } from '../../payer/toasts';
import { newIdempotencyKey, walletApi, type OrderStatus, type WalletClaimRule, type WalletMerchant, type WalletWithdrawal, type WalletWithdrawalClaim } from '../api';
import { useI18n } from '../i18n';
import { preloadRules } from '../rules';
import { useWallet } from '../session';
import { ScreenTitle, SectionTitle, SelectField, useSubmit } from './parts';

/** The choice of "another merchant", typed by its ID. */
const otherMerchant = '';

const statusClass: Record<OrderStatus, string> = { pending: 'badge', approved: 'badge badge-success', rejected: 'badge badge-error' };

/** What the payer may ask one merchant for: being read, read (`answer`), or not read (`failed`: the server's words, or '' when it could not be reached). */
interface Claim {
  merchantId: string;
  answer: WalletWithdrawalClaim | null;
  failed: string | null;
}

/** Whether a rule lets the payer ask for anything now: the merchant takes wallet requests and leaves at least the minimum. */
function canClaim(rule: WalletClaimRule | undefined): boolean {
  return rule !== undefined && rule.window_days !== null && isAtLeast(rule.claimable, rule.min_withdrawal) && !isAtLeast('0', rule.claimable);
}

/**
 * The coin to show first: the one chosen before if the merchant still takes it, else the first with something to ask
 * for, else the first the merchant takes wallet requests in (its "nothing now" says why), else the first.
 */
function coinToShow(rules: readonly WalletClaimRule[], current: string): string {
  if (rules.some((rule) => rule.coin_name === current)) return current;
  return (rules.find((rule) => canClaim(rule)) ?? rules.find((rule) => rule.window_days !== null) ?? rules[0])?.coin_name ?? '';
}

/**
 * Withdraw: ask a merchant the payer has paid (or any merchant by its ID) to pay back to the wallet, in one of its
 * coins, up to what the payer paid it lately; the merchant reviews each request. The rule of the chosen merchant and
 * coin is shown before the amount, so the server's refusals are rarely seen. Below, the payer's requests with their
 * status and, when rejected, the reason.
 */
export function Withdraw() {
  const { t, locale } = useI18n();
  const toast = useToast();
  const { onFailure } = useWallet();
  const [merchants, setMerchants] = useState<WalletMerchant[] | null>(null);
  const [choice, setChoice] = useState(otherMerchant);
  const [merchantId, setMerchantId] = useState('');
  const [claim, setClaim] = useState<Claim | null>(null);
  const [coin, setCoin] = useState('');
  const [amount, setAmount] = useState('');
  const [requests, setRequests] = useState<WalletWithdrawal[] | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Only the answer of the latest claim asked for is shown: the payer may switch merchants faster than they answer.
  const claimAsked = useRef(0);
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
        if (answer.list[0]) setChoice(answer.list[0].merchant_id);
      },
      (error: unknown) => {
        onFailure(error);
        setMerchants([]);
      },
    );
  }, [loadRequests, onFailure]);

  /**
   * Asks for the rule of `id`, and throws its refusal (forgetting the rule) unless another was asked for since. A rule
   * read again for the same merchant stays shown meanwhile, so the form does not flicker after each request.
   */
  const fetchClaim = useCallback(async (id: string) => {
    const asked = ++claimAsked.current;
    setClaim((current) => (current?.merchantId === id && current.answer ? current : { merchantId: id, answer: null, failed: null }));
    try {
      const answer = await walletApi.withdrawalClaim({ merchant_id: id });
      if (asked !== claimAsked.current) return;
      setClaim({ merchantId: id, answer, failed: null });
      setCoin((current) => coinToShow(answer.list, current));
    } catch (error) {
      if (asked !== claimAsked.current) return;
      setClaim(null);
      throw error;
    }
  }, []);

  /** Reads the rule of `id`, saying a refusal where the rule goes. */
  const loadClaim = useCallback(
    async (id: string) => {
      try {
        await fetchClaim(id);
      } catch (error) {
        const handled = onFailure(error);
        setClaim({ merchantId: id, answer: null, failed: !handled && error instanceof PayerApiError ? error.detail : '' });
      }
    },
    [fetchClaim, onFailure],
  );

  const chosen = merchants?.find((merchant) => merchant.merchant_id === choice) ?? null;
  const chosenId = chosen?.merchant_id ?? null;
  // A merchant paid before is read at once; one typed by its ID, when the payer looks it up.
  useEffect(() => {
    if (chosenId) {
      void loadClaim(chosenId);
    } else {
      claimAsked.current += 1;
      setClaim(null);
    }
  }, [chosenId, loadClaim]);

  const rules = claim?.answer?.list ?? [];
  const rule = rules.find((each) => each.coin_name === coin);
  const open = canClaim(rule);

  const lookUp = () => {
    const id = merchantId.trim();
    return submit('withdrawalClaim', { merchant_id: id }, async () => {
      try {
        await fetchClaim(id);
      } catch (error) {
        // Whatever the server says of the merchant looked up (none has this ID, it takes nothing) is said at its ID.
        throw error instanceof PayerApiError ? new PayerApiError(error.code, error.detail, { field: 'merchant_id' }) : error;
      }
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!claim?.answer || !open) return;
    const target = claim.merchantId;
    const body = { merchant_id: target, coin_name: coin, amount: amount.trim() };
    await submit('withdrawal', body, async () => {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
      try {
        const created = await walletApi.withdrawalCreate(body, attempt.current.key);
        attempt.current = null;
        toast(t('wallet.withdraw.sent'), 'success');
        setAmount('');
        setRequests((current) => [created, ...(current ?? []).filter((request) => request.order_id !== created.order_id)]);
        // The new request is counted against what is left to ask for.
        void loadClaim(target);
      } catch (error) {
        if (!(error instanceof PayerApiError && error.code === 0)) attempt.current = null;
        // A refused merchant or amount means the rule shown is out of date (the merchant changed it, or another request came first).
        if (error instanceof PayerApiError && error.code === codes.invalidInput) void loadClaim(target);
        throw error;
      }
    });
  };

  const merchantOptions = [
    ...(merchants ?? []).map((merchant) => ({ value: merchant.merchant_id, label: `${merchant.merchant_name} (${merchant.merchant_id})` })),
    { value: otherMerchant, label: t('wallet.withdraw.other') },
  ];

  const onMerchantId = (value: string) => {
    setMerchantId(value);
    // Another ID is another merchant: its rule is read when looked up.
    claimAsked.current += 1;
    setClaim(null);
  };

  const merchantName = claim?.answer?.merchant_name ?? '';
  const ruleText = () => {
    if (!claim) return <p className="muted small">{t('wallet.withdraw.lookUpFirst')}</p>;
    if (claim.failed !== null) {
      return (
        <div className="notice stack">
          <p>{claim.failed || t('wallet.loadFailed')}</p>
          <button type="button" className="button small-button" onClick={() => void loadClaim(claim.merchantId)}>
            {t('wallet.retry')}
          </button>
        </div>
      );
    }
    if (!claim.answer) return <p className="muted">{t('wallet.loading')}</p>;
    if (rules.length === 0) return <p className="notice">{t('wallet.withdraw.noCoins', { merchant: merchantName })}</p>;
    return rule ? <ClaimRule rule={rule} merchant={merchantName} /> : null;
  };

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
            <SelectField
              label={t('wallet.withdraw.merchant')}
              name={chosen ? 'merchant_id' : undefined}
              value={choice}
              onValue={setChoice}
              options={merchantOptions}
              error={chosen ? errors.merchant_id : undefined}
            />
            {chosen ? null : (
              <Field
                label={t('wallet.withdraw.merchantId')}
                name="merchant_id"
                value={merchantId}
                onValue={onMerchantId}
                error={errors.merchant_id}
                inputMode="numeric"
                enterKeyHint="search"
                autoComplete="off"
                onKeyDown={(event) => {
                  // Enter looks the merchant up: the form has nothing to send before its rule is known.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void lookUp();
                  }
                }}
                addon={
                  <button type="button" className="button addon" onClick={() => void lookUp()} disabled={busy}>
                    {t('wallet.withdraw.lookUp')}
                  </button>
                }
              />
            )}
            {rules.length > 0 ? (
              <SelectField
                label={t('wallet.withdraw.coin')}
                name="coin_name"
                value={coin}
                onValue={setCoin}
                options={rules.map((each) => ({ value: each.coin_name, label: each.coin_name }))}
                error={errors.coin_name}
              />
            ) : null}
            {/* Read out when it changes: a new merchant or coin changes what may be asked for. */}
            <div role="status" className="claim-status">
              {ruleText()}
            </div>
          </>
        )}
        <Field
          label={t('wallet.withdraw.amount')}
          name="amount"
          value={amount}
          onValue={setAmount}
          error={errors.amount}
          inputMode="decimal"
          autoComplete="off"
          disabled={!open}
          addon={
            <button type="button" className="button addon" onClick={() => rule && setAmount(rule.claimable)} disabled={!open}>
              {t('wallet.withdraw.all')}
            </button>
          }
        />
        <FormError message={refusal} />
        <button type="submit" className="button primary" disabled={busy || !open}>
          {busy && open ? t('wallet.withdraw.submitting') : t('wallet.withdraw.submit')}
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

/**
 * What the payer may ask `merchant` for in one coin: up to how much, the smallest request and why (the payments of
 * the last days, less the requests already made); or that there is nothing to ask for now, or that the merchant
 * takes no requests from the wallet in this coin.
 */
function ClaimRule({ rule, merchant }: { rule: WalletClaimRule; merchant: string }) {
  const { t } = useI18n();
  const coin = rule.coin_name;
  if (rule.window_days === null) {
    return (
      <p className="notice claim-rule" data-claim="closed">
        {t('wallet.withdraw.claimClosed', { merchant, coin })}
      </p>
    );
  }
  // An amount and its coin stay on one line: "140.00" at the end of one line and "CNY" on the next reads as two things.
  const claimable = withCoin(rule.claimable, coin).replace(' ', '\u00a0');
  const min = withCoin(rule.min_withdrawal, coin).replace(' ', '\u00a0');
  const why = rule.window_days === 1 ? t('wallet.withdraw.claimWindowDay') : t('wallet.withdraw.claimWindow', { days: rule.window_days });
  if (canClaim(rule)) {
    return (
      <div className="claim-rule" data-claim="open">
        <p className="claim-headline">{t('wallet.withdraw.claimUpTo', { claimable, merchant, min })}</p>
        <p className="small muted">{why}</p>
      </div>
    );
  }
  return (
    <div className="notice claim-rule" data-claim="nothing">
      <p className="claim-headline">{t('wallet.withdraw.claimNothing', { merchant })}</p>
      <p className="small">{why}</p>
      {isAtLeast('0', rule.claimable) ? null : <p className="small">{t('wallet.withdraw.claimBelowMin', { claimable, min })}</p>}
    </div>
  );
}
