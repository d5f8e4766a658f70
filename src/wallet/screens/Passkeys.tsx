import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Field, FormError } from '../../payer/Field';
import { PayerApiError, type BodyOf } from '../../payer/http';
import { formatDateTime } from '../../payer/i18n';
import { answerCreation, passkeysOffered } from '../../payer/passkey';
import { useToast } from '../../payer/toasts';
import { walletApi, type Passkey } from '../api';
import { useI18n } from '../i18n';
import { pages } from '../router';
import { useWallet } from '../session';
import { digitsOnly, PageLink, ScreenTitle, SectionTitle, useSubmit } from './parts';

/**
 * The payer's passkeys: each with its name, when it was added and when it last paid, to remove; and adding one of
 * this device, confirmed with the payment password (a passkey then pays without it).
 */
export function Passkeys() {
  const { t, locale } = useI18n();
  const toast = useToast();
  const { profile, refreshProfile, onFailure } = useWallet();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [removeRefusal, setRemoveRefusal] = useState('');
  const { errors, refusal, busy, submit, formRef } = useSubmit(onFailure);
  const offered = passkeysOffered();

  const load = useCallback(async () => {
    try {
      setPasskeys((await walletApi.passkeyList()).list);
    } catch (error) {
      onFailure(error);
      setPasskeys((current) => current ?? []);
    }
  }, [onFailure]);

  useEffect(() => void load(), [load]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await submit(null, {}, async () => {
      try {
        const options = await walletApi.passkeyRegisterOptions({ payment_password: password });
        const credential = await answerCreation<BodyOf<'/v1/wallet/passkey/register'>['credential']>(options, (miss) =>
          t(miss === 'cancelled' ? 'payer.pay.passkeyCancelled' : miss === 'already' ? 'payer.pay.passkeyAlready' : 'payer.pay.passkeyFailed'),
        );
        await walletApi.passkeyRegister({ name: name.trim(), credential });
      } finally {
        setPassword('');
      }
    });
    if (added) {
      setName('');
      toast(t('wallet.account.passkeyAdded'), 'success');
      void refreshProfile();
      void load();
    }
  };

  const remove = async (id: number) => {
    setRemoving(id);
    setRemoveRefusal('');
    try {
      await walletApi.passkeyDelete({ id });
      toast(t('wallet.account.passkeyRemoved'), 'success');
      void refreshProfile();
    } catch (error) {
      if (!onFailure(error)) setRemoveRefusal(error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown'));
    } finally {
      setRemoving(null);
      void load();
    }
  };

  return (
    <div className="stack">
      <PageLink to={pages.account} className="back">
        ‹ {t('wallet.back')}
      </PageLink>
      <ScreenTitle>{t('wallet.account.passkeys')}</ScreenTitle>
      <p className="muted">{t('wallet.account.passkeysIntro')}</p>
      <FormError message={removeRefusal} />
      {passkeys === null ? (
        <p className="muted">{t('wallet.loading')}</p>
      ) : passkeys.length === 0 ? (
        <p className="muted">{t('wallet.account.passkeysNone')}</p>
      ) : (
        <ul className="rows">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="row">
              <div className="row-main">
                <span className="row-title">{passkey.name}</span>
              </div>
              <div className="row-detail muted small">
                <span>{t('wallet.account.passkeyCreated', { time: formatDateTime(passkey.create_time, locale) })}</span>
                <span>
                  {passkey.last_used_time
                    ? t('wallet.account.passkeyLastUsed', { time: formatDateTime(passkey.last_used_time, locale) })
                    : t('wallet.account.passkeyNeverUsed')}
                </span>
              </div>
              <button type="button" className="button small-button" disabled={removing !== null} onClick={() => void remove(passkey.id)} aria-label={`${t('wallet.account.passkeyRemove')} ${passkey.name}`}>
                {t('wallet.account.passkeyRemove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!offered ? (
        <p className="notice">{t('wallet.account.passkeysUnavailable')}</p>
      ) : profile.identity.payment_password ? (
        <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-labelledby="passkey-add">
          <SectionTitle id="passkey-add">{t('wallet.account.passkeyAdd')}</SectionTitle>
          <Field label={t('wallet.account.passkeyName')} hint={t('wallet.account.passkeyNameHint')} name="name" value={name} onValue={setName} error={errors.name} maxLength={64} autoComplete="off" />
          <Field
            label={t('payer.pay.password')}
            hint={t('wallet.account.passkeyPasswordHint')}
            name="payment_password"
            value={password}
            onValue={(value) => setPassword(digitsOnly(6)(value))}
            error={errors.payment_password}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            className="pin"
          />
          <FormError message={refusal} />
          <button type="submit" className="button primary" disabled={busy || name.trim() === '' || password.length !== 6}>
            {t('wallet.account.passkeyAdd')}
          </button>
        </form>
      ) : (
        <p className="notice">{t('payer.identity.incomplete')}</p>
      )}
    </div>
  );
}
