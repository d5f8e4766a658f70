import { useCallback, useEffect, useState } from 'react';
import { FormError } from '../../payer/Field';
import { PayerApiError } from '../../payer/http';
import { formatDateTime } from '../../payer/i18n';
import { useToast } from '../../payer/toasts';
import { walletApi, type WalletSessionRecord } from '../api';
import { useI18n } from '../i18n';
import { pages } from '../router';
import { useWallet } from '../session';
import { PageLink, ScreenTitle } from './parts';

/** The payer's signed-in devices: each with where and when, this one marked; end one, or all the others. */
export function Sessions() {
  const { t, locale } = useI18n();
  const toast = useToast();
  const { onFailure } = useWallet();
  const [sessions, setSessions] = useState<WalletSessionRecord[] | null>(null);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setSessions((await walletApi.sessions()).list);
    } catch (error) {
      onFailure(error);
      setSessions((current) => current ?? []);
    }
  }, [onFailure]);

  useEffect(() => void load(), [load]);

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    setRefusal('');
    try {
      toast(await action(), 'success');
    } catch (error) {
      if (!onFailure(error)) setRefusal(error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown'));
    } finally {
      setBusy(false);
      void load();
    }
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <div className="stack">
      <PageLink to={pages.account} className="back">
        ‹ {t('wallet.back')}
      </PageLink>
      <ScreenTitle>{t('wallet.account.sessions')}</ScreenTitle>
      <FormError message={refusal} />
      {sessions === null ? (
        <p className="muted">{t('wallet.loading')}</p>
      ) : (
        <ul className="rows">
          {sessions.map((session) => {
            const device = [session.browser, session.os].filter(Boolean).join(' · ') || t('wallet.account.unknownDevice');
            return (
              <li key={session.id} className="row">
                <div className="row-main">
                  <span className="row-title">{device}</span>
                  {session.current ? <span className="badge badge-success">{t('wallet.account.thisDevice')}</span> : null}
                </div>
                <div className="row-detail muted small">
                  <span>{session.ip}</span>
                  <span>{t('wallet.account.lastSeen', { time: formatDateTime(session.last_seen_time, locale) })}</span>
                  <span>{t('wallet.account.signedInAt', { time: formatDateTime(session.create_time, locale) })}</span>
                </div>
                {session.current ? null : (
                  <button
                    type="button"
                    className="button small-button"
                    disabled={busy}
                    onClick={() =>
                      void act(async () => {
                        await walletApi.revokeSession({ id: session.id });
                        return t('wallet.account.ended');
                      })
                    }
                  >
                    {t('wallet.account.end')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {others.length > 0 ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              const { count } = await walletApi.revokeOtherSessions();
              return t('wallet.account.endedOthers', { count });
            })
          }
        >
          {t('wallet.account.endOthers')}
        </button>
      ) : null}
    </div>
  );
}
