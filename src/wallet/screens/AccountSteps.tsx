import { useEffect, useState, type FormEvent } from 'react';
import { useResendCooldown } from '../../payer/cooldown';
import { Field, FormError } from '../../payer/Field';
import { useToast } from '../../payer/toasts';
import { walletApi, type WalletProfile } from '../api';
import { useI18n, type WalletKey } from '../i18n';
import { check, preloadRules } from '../rules';
import { navigate, pages } from '../router';
import { useWallet } from '../session';
import { digitsOnly, PageLink, ScreenTitle, useSubmit } from './parts';

/** One identity step on its own page: its form, or what is done when there is nothing to do. */
export function AccountStep({ path }: { path: string }) {
  const { t } = useI18n();
  const { profile } = useWallet();
  useEffect(() => void preloadRules().catch(() => undefined), []);
  const { identity } = profile;
  let title: WalletKey;
  let body: React.ReactNode;
  switch (path) {
    case pages.phone:
      title = 'wallet.account.stepPhone';
      body = identity.phone ? <Done message={t('wallet.account.phoneDone')} detail={profile.phone} /> : <PhoneForm />;
      break;
    case pages.identity:
      title = 'payer.identity.stepIdentity';
      body = identity.real_name && identity.id_number && identity.email ? <Done message={t('wallet.account.identityDone')} /> : <IdentityForm />;
      break;
    case pages.bankCard:
      title = 'payer.identity.stepCard';
      body = <BankCardForm />;
      break;
    default:
      title = identity.payment_password ? 'wallet.account.changePaymentPassword' : 'payer.identity.stepPassword';
      body = identity.payment_password ? <ChangePaymentPasswordForm /> : <SetPaymentPasswordForm />;
  }
  return (
    <div className="stack">
      <PageLink to={pages.account} className="back">
        ‹ {t('wallet.back')}
      </PageLink>
      <ScreenTitle>{t(title)}</ScreenTitle>
      {body}
    </div>
  );
}

function Done({ message, detail }: { message: string; detail?: string | null }) {
  return (
    <p className="notice success-notice">
      {message}
      {detail ? <strong className="block">{detail}</strong> : null}
    </p>
  );
}

/** After a step: the profile the server answered, a word of success, and back to the account (the payer's next step). */
function useStepDone() {
  const { t } = useI18n();
  const toast = useToast();
  const { profile: before, setProfile } = useWallet();
  return (profile: WalletProfile, message: WalletKey) => {
    setProfile(profile);
    // The step that completes verification says the payer can pay now.
    toast(profile.ready && !before.ready ? t('payer.identity.done') : t(message), 'success');
    navigate(pages.account);
  };
}

function PhoneForm() {
  const { t } = useI18n();
  const toast = useToast();
  const { onFailure } = useWallet();
  const done = useStepDone();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { seconds, start } = useResendCooldown();
  const { errors, setErrors, refusal, busy, submit, formRef } = useSubmit(onFailure);

  const sendCode = async () => {
    const found = await check('phone', { phone });
    const problem = found.phone;
    setErrors(({ phone: _phone, ...rest }) => (problem ? { ...rest, phone: t(problem.key as never, problem.args) } : rest));
    if (problem) return;
    await submit(null, null, async () => {
      await walletApi.phoneSendCode({ phone: phone.trim() });
      toast(t('payer.identity.codeSent'), 'success');
      start();
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { phone: phone.trim(), phone_code: code.trim() };
    await submit('phoneBind', body, async () => done(await walletApi.phoneBind(body), 'wallet.account.phoneDone'));
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
      <Field
        label={t('payer.identity.phone')}
        name="phone"
        value={phone}
        onValue={setPhone}
        error={errors.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        addon={
          <button type="button" className="button addon" onClick={() => void sendCode()} disabled={seconds > 0}>
            {seconds > 0 ? t('payer.identity.resendIn', { seconds }) : t('payer.identity.sendCode')}
          </button>
        }
      />
      <Field
        label={t('payer.identity.code')}
        name="phone_code"
        value={code}
        onValue={(value) => setCode(digitsOnly(6)(value))}
        error={errors.phone_code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormError message={refusal} />
      <button type="submit" className="button primary" disabled={busy}>
        {t('payer.identity.submit')}
      </button>
    </form>
  );
}

function IdentityForm() {
  const { t } = useI18n();
  const { onFailure } = useWallet();
  const done = useStepDone();
  const [values, setValues] = useState({ name: '', id_number: '', email: '' });
  const { errors, refusal, busy, submit, formRef } = useSubmit(onFailure);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: values.name.trim(), id_number: values.id_number.trim(), email: values.email.trim() };
    await submit('identity', values, async () => done(await walletApi.identitySubmit(body), 'wallet.account.identityDone'));
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
      <Field label={t('payer.identity.realName')} name="name" value={values.name} onValue={set('name')} error={errors.name} autoComplete="name" />
      <Field label={t('payer.identity.idNumber')} name="id_number" value={values.id_number} onValue={set('id_number')} error={errors.id_number} autoComplete="off" />
      <Field label={t('payer.identity.email')} name="email" value={values.email} onValue={set('email')} error={errors.email} type="email" autoComplete="email" />
      <FormError message={refusal} />
      <button type="submit" className="button primary" disabled={busy}>
        {t('payer.identity.submit')}
      </button>
    </form>
  );
}

function BankCardForm() {
  const { t } = useI18n();
  const { profile, onFailure } = useWallet();
  const done = useStepDone();
  const [card, setCard] = useState('');
  const { errors, refusal, busy, submit, formRef } = useSubmit(onFailure);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { bank_card: card.replace(/\s+/g, '') };
    await submit('bankCard', body, async () => done(await walletApi.bankCardBind(body), 'wallet.account.bankCardDone'));
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
      {profile.bank_card_last4 ? (
        <p className="muted">
          {t('wallet.account.cardEnding', { last4: profile.bank_card_last4 })}. {t('wallet.account.bankCardReplace')}
        </p>
      ) : null}
      <Field
        label={t('payer.identity.bankCard')}
        name="bank_card"
        value={card}
        onValue={setCard}
        error={errors.bank_card}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <FormError message={refusal} />
      <button type="submit" className="button primary" disabled={busy}>
        {t('payer.identity.submit')}
      </button>
    </form>
  );
}

function SetPaymentPasswordForm() {
  const { t } = useI18n();
  const { onFailure } = useWallet();
  const done = useStepDone();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, refusal, busy, submit, formRef } = useSubmit(onFailure);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { payment_password: password, confirm_password: confirm };
    await submit('setPaymentPassword', body, async () => done(await walletApi.setPaymentPassword(body), 'wallet.account.paymentPasswordSet'));
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
      <PinField label={t('payer.identity.paymentPassword')} name="payment_password" value={password} onValue={setPassword} error={errors.payment_password} />
      <PinField label={t('payer.identity.confirmPassword')} name="confirm_password" value={confirm} onValue={setConfirm} error={errors.confirm_password} />
      <FormError message={refusal} />
      <button type="submit" className="button primary" disabled={busy}>
        {t('payer.identity.confirm')}
      </button>
    </form>
  );
}

function ChangePaymentPasswordForm() {
  const { t } = useI18n();
  const { refreshProfile, onFailure } = useWallet();
  const done = useStepDone();
  const [values, setValues] = useState({ old_payment_password: '', payment_password: '', confirm_password: '' });
  const { errors, refusal, busy, submit, formRef } = useSubmit(onFailure);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit('changePaymentPassword', values, async () => {
      try {
        done(await walletApi.changePaymentPassword(values), 'wallet.account.paymentPasswordChanged');
      } catch (error) {
        // A wrong old password counts toward the lock: the profile says until when.
        void refreshProfile();
        setValues((current) => ({ ...current, old_payment_password: '' }));
        throw error;
      }
    });
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate>
      <PinField label={t('wallet.account.oldPaymentPassword')} name="old_payment_password" value={values.old_payment_password} onValue={set('old_payment_password')} error={errors.old_payment_password} autoComplete="current-password" />
      <PinField label={t('wallet.account.newPaymentPassword')} name="payment_password" value={values.payment_password} onValue={set('payment_password')} error={errors.payment_password} />
      <PinField label={t('payer.identity.confirmPassword')} name="confirm_password" value={values.confirm_password} onValue={set('confirm_password')} error={errors.confirm_password} />
      <FormError message={refusal} />
      <button type="submit" className="button primary" disabled={busy}>
        {t('payer.identity.confirm')}
      </button>
    </form>
  );
}

/** A 6-digit payment password field. */
function PinField({ autoComplete = 'new-password', ...props }: { label: string; name: string; value: string; onValue: (value: string) => void; error: string | undefined; autoComplete?: string }) {
  return <Field {...props} onValue={(value) => props.onValue(digitsOnly(6)(value))} type="password" inputMode="numeric" autoComplete={autoComplete} maxLength={6} className="pin" />;
}
