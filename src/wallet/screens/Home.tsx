import { useEffect, useState } from 'react';
import { withCoin } from '../../payer/money';
import { walletApi, type WalletMoneyEvent } from '../api';
import { useI18n } from '../i18n';
import { pages } from '../router';
import { useWallet } from '../session';
import { MoneyEvents } from './History';
import { PageLink, ScreenTitle, SectionTitle } from './parts';

/** How many movements the home page shows; the history page has the rest. */
export const recentCount = 5;

/** Home: the payer's balances per enabled coin, what to do next, and the latest movements. */
export function Home() {
  const { t } = useI18n();
  const { profile, refreshProfile, onFailure } = useWallet();
  const [recent, setRecent] = useState<WalletMoneyEvent[] | null>(null);

  useEffect(() => {
    void refreshProfile();
    walletApi.history({ page: 1, page_size: recentCount, sort_order: 'desc' }).then(
      (answer) => setRecent(answer.list),
      (error: unknown) => {
        onFailure(error);
        setRecent([]);
      },
    );
  }, [refreshProfile, onFailure]);

  return (
    <div className="stack">
      <ScreenTitle>{t('wallet.home.greeting', { name: profile.nickname || profile.username })}</ScreenTitle>
      <p className="muted center-text">{t('wallet.home.uid', { uid: profile.uid })}</p>
      {!profile.ready ? (
        <div className="notice stack">
          <p>{t('wallet.home.notReady')}</p>
          <PageLink to={pages.account} className="button">
            {t('wallet.home.completeNow')}
          </PageLink>
        </div>
      ) : null}
      <section className="stack" aria-labelledby="balances">
        <SectionTitle id="balances">{t('wallet.home.balances')}</SectionTitle>
        {profile.balances.length === 0 ? <p className="muted">{t('wallet.home.noMarkets')}</p> : null}
        <ul className="balances">
          {profile.balances.map((balance) => (
            <li key={balance.coin_name} className="balance-card">
              <h3>{balance.coin_name}</h3>
              <dl>
                <div>
                  <dt>{t('wallet.home.available')}</dt>
                  <dd className="big">{withCoin(balance.available, balance.coin_name)}</dd>
                </div>
                <div>
                  <dt>{t('wallet.home.reward')}</dt>
                  <dd>{withCoin(balance.reward, balance.coin_name)}</dd>
                </div>
                <div>
                  <dt>{t('wallet.home.frozen')}</dt>
                  <dd>{withCoin(balance.frozen, balance.coin_name)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <div className="actions">
        <PageLink to={pages.scan} className="button primary">
          {t('wallet.home.scan')}
        </PageLink>
        <PageLink to={pages.withdraw} className="button">
          {t('wallet.home.withdraw')}
        </PageLink>
      </div>
      <section className="stack" aria-labelledby="recent">
        <SectionTitle id="recent" action={<PageLink to={pages.history}>{t('wallet.home.allHistory')}</PageLink>}>
          {t('wallet.home.recent')}
        </SectionTitle>
        {recent === null ? <p className="muted">{t('wallet.loading')}</p> : <MoneyEvents events={recent} />}
      </section>
    </div>
  );
}
