import { useState } from 'react';
import { LanguageSwitcher } from '../../payer/LanguageSwitcher';
import { useToast } from '../../payer/toasts';
import { walletApi } from '../api';
import { useI18n, type WalletKey } from '../i18n';
import { navigate, pages } from '../router';
import { useWallet } from '../session';
import { applyTheme, readTheme, themeChoices, type ThemeChoice } from '../../payer/theme';
import { PageLink, ScreenTitle, SectionTitle, SelectField } from './parts';

/** One line of the account's lists: what it is, its state, and where it leads. */
function Item({ to, label, state, done }: { to: string; label: string; state?: string; done?: boolean }) {
  return (
    <li>
      <PageLink to={to} className="item">
        <span className="item-label">{label}</span>
        {state ? <span className={done ? 'badge badge-success' : 'badge'}>{state}</span> : null}
        <span className="item-arrow" aria-hidden="true">
          ›
        </span>
      </PageLink>
    </li>
  );
}

/**
 * Account: who the payer is, their identity steps (phone, identity, bank card, payment password) each on its own
 * page, the signed-in devices, language and theme, and signing out.
 */
export function Account() {
  const { t } = useI18n();
  const toast = useToast();
  const { profile, signedOut } = useWallet();
  const [theme, setTheme] = useState<ThemeChoice>(readTheme);
  const { identity } = profile;
  const state = (done: boolean) => (done ? t('wallet.account.done') : t('wallet.account.todo'));

  const signOut = async () => {
    // Signing out here holds even when the server cannot be told: the token is forgotten on this device.
    await walletApi.signOut().catch(() => undefined);
    signedOut();
    toast(t('wallet.signIn.signedOut'), 'success');
    navigate(pages.signIn, { replace: true });
  };

  return (
    <div className="stack">
      <ScreenTitle>{t('wallet.account.title')}</ScreenTitle>
      <dl className="facts">
        <div>
          <dt>{t('payer.login.username')}</dt>
          <dd>{profile.username}</dd>
        </div>
        <div>
          <dt>{t('wallet.account.uid')}</dt>
          <dd>{profile.uid}</dd>
        </div>
        <div>
          <dt>{t('wallet.account.nickname')}</dt>
          <dd>{profile.nickname}</dd>
        </div>
        {profile.phone ? (
          <div>
            <dt>{t('wallet.account.phone')}</dt>
            <dd>{profile.phone}</dd>
          </div>
        ) : null}
      </dl>
      <section className="stack" aria-labelledby="verification">
        <SectionTitle id="verification">{t('wallet.account.verification')}</SectionTitle>
        {profile.ready ? <p className="muted small">{t('payer.identity.done')}</p> : <p className="notice">{t('payer.identity.incomplete')}</p>}
        <ul className="items">
          <Item to={pages.phone} label={t('wallet.account.stepPhone')} state={state(identity.phone)} done={identity.phone} />
          <Item
            to={pages.identity}
            label={t('payer.identity.stepIdentity')}
            state={state(identity.real_name && identity.id_number && identity.email)}
            done={identity.real_name && identity.id_number && identity.email}
          />
          <Item
            to={pages.bankCard}
            label={t('payer.identity.stepCard')}
            state={profile.bank_card_last4 ? t('wallet.account.cardEnding', { last4: profile.bank_card_last4 }) : state(false)}
            done={identity.bank_card}
          />
          <Item
            to={pages.paymentPassword}
            label={identity.payment_password ? t('wallet.account.changePaymentPassword') : t('payer.identity.stepPassword')}
            state={state(identity.payment_password)}
            done={identity.payment_password}
          />
        </ul>
      </section>
      <section className="stack" aria-labelledby="security">
        <SectionTitle id="security">{t('wallet.account.security')}</SectionTitle>
        <ul className="items">
          <Item to={pages.sessions} label={t('wallet.account.sessions')} />
          <Item to={pages.passkeys} label={t('wallet.account.passkeys')} state={profile.passkey ? t('wallet.account.done') : undefined} done={profile.passkey} />
        </ul>
      </section>
      <section className="stack" aria-labelledby="preferences">
        <SectionTitle id="preferences">{t('wallet.account.preferences')}</SectionTitle>
        <LanguageSwitcher />
        <SelectField
          label={t('wallet.account.theme')}
          value={theme}
          onValue={(value) => {
            const choice = value as ThemeChoice;
            applyTheme(choice);
            setTheme(choice);
          }}
          options={themeChoices.map((choice) => ({ value: choice, label: t(`wallet.account.themes.${choice}` as WalletKey) }))}
        />
      </section>
      <button type="button" className="button danger-outline" onClick={() => void signOut()}>
        {t('wallet.account.signOut')}
      </button>
    </div>
  );
}
