import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../../payer/i18n';
import { withCoin } from '../../payer/money';
import { walletApi, type WalletMoneyEvent } from '../api';
import { useI18n, type WalletKey } from '../i18n';
import { useWallet } from '../session';
import { ScreenTitle, SelectField } from './parts';

/** Rows per page of the history. */
export const historyPageSize = 20;

/** A list of money movements: what, when, how much (signed), and the available balance after it. */
export function MoneyEvents({ events }: { events: readonly WalletMoneyEvent[] }) {
  const { t, locale } = useI18n();
  if (events.length === 0) return <p className="muted">{t('wallet.history.empty')}</p>;
  return (
    <ul className="rows">
      {events.map((event) => {
        const incoming = !event.amount.startsWith('-');
        return (
          <li key={event.id} className="row">
            <div className="row-main">
              <span className="row-title">{t(`wallet.history.types.${event.transaction_type}` as WalletKey)}</span>
              <span className={incoming ? 'row-amount incoming' : 'row-amount'}>{withCoin(incoming ? `+${event.amount}` : event.amount, event.coin_name)}</span>
            </div>
            <div className="row-detail muted small">
              <time dateTime={event.time}>{formatDateTime(event.time, locale)}</time>
              <span>{t('wallet.history.after', { amount: withCoin(event.available_after, event.coin_name) })}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The payer's money movements, newest first, a page at a time, in one coin or all. */
export function History() {
  const { t } = useI18n();
  const { profile, onFailure } = useWallet();
  const [coin, setCoin] = useState('');
  const [events, setEvents] = useState<WalletMoneyEvent[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (from: string | null) => {
      setBusy(true);
      try {
        const answer = await walletApi.history({
          page: 1,
          page_size: historyPageSize,
          sort_order: 'desc',
          ...(from ? { cursor: from } : {}),
          ...(coin ? { coin_name: coin } : {}),
        });
        setEvents((current) => (from && current ? [...current, ...answer.list] : answer.list));
        setCursor(answer.next_cursor ?? null);
      } catch (error) {
        onFailure(error);
        setEvents((current) => current ?? []);
      } finally {
        setBusy(false);
      }
    },
    [coin, onFailure],
  );

  useEffect(() => {
    setEvents(null);
    void load(null);
  }, [load]);

  const coins = [{ value: '', label: t('wallet.history.allCoins') }, ...profile.markets.map((market) => ({ value: market, label: market }))];
  return (
    <div className="stack">
      <ScreenTitle>{t('wallet.history.title')}</ScreenTitle>
      <SelectField label={t('wallet.history.coin')} value={coin} onValue={setCoin} options={coins} />
      {events === null ? <p className="muted">{t('wallet.loading')}</p> : <MoneyEvents events={events} />}
      {cursor ? (
        <button type="button" className="button" onClick={() => void load(cursor)} disabled={busy}>
          {t('wallet.history.more')}
        </button>
      ) : null}
    </div>
  );
}
