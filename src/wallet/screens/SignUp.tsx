import { useEffect, useState, type FormEvent } from 'react';
import { encryptPassword } from '../../data/passwordCipher';
import { useResendCooldown } from '../../payer/cooldown';
import { Field, FormError } from '../../payer/Field';
import { PayerApiError } from '../../payer/http';
import { SlideToVerify, type SliderToken } from '../../payer/Slider';
import { useToast } from '../../payer/toasts';
import { walletApi } from '../api';
import { useI18n } from '../i18n';
import { check, preloadRules } from '../rules';
import { pages, useLocation } from '../router';
import type { OnSignedIn } from '../session';
import { digitsOnly, PageLink, ScreenTitle, useSubmit } from './parts';

const emptyForm = { username: '', nickname: '', password: '', phone: '', phone_code: '' };
type SignUpField = keyof typeof emptyForm;

/**
 * Opening a wallet account: a username, a nickname, a password, and a phone proven by the code sent to it. Each code
 * is a text someone pays for, so asking for one takes the wallet's slider first (its token is spent by the request).
 */
export function SignUp({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const { t } = useI18n();
  const toast = useToast();
  const { search } = useLocation();
  const [values, setValues] = useState(emptyForm);
  const { seconds, start } = useResendCooldown();
  const { errors, setErrors, refusal, busy, submit, formRef } = useSubmit();
  const [slider, setSlider] = useState<SliderToken | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  useEffect(() => void preloadRules().catch(() => undefined), []);

  const set = (field: SignUpField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const next = search.get('next');
  const signInLink = next ? `${pages.signIn}?next=${encodeURIComponent(next)}` : pages.signIn;

  const sendCode = async () => {
    const found = await check('phone', { phone: values.phone });
    const problem = found.phone;
    setErrors(({ phone: _phone, ...rest }) => (problem ? { ...rest, phone: t(problem.key as never, problem.args) } : rest));
    if (problem) return;
    if (slider === null || Date.parse(slider.expire_time) <= Date.now()) {
      setErrors((rest) => ({ ...rest, slider_passed: t('kassa.validation.slider_required') }));
      return;
    }
    try {
      await walletApi.signUpSendCode({ phone: values.phone.trim(), slider_token: slider.slider_token });
      toast(t('payer.identity.codeSent'), 'success');
      start();
    } catch (error) {
      const network = error instanceof PayerApiError && error.code === 0;
      toast(network ? t('payer.errors.network') : error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown'), 'error');
    } finally {
      // The token is spent either way: another code takes another slide.
      setSlider(null);
      setSliderKey((key) => key + 1);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit('signUp', values, async () => {
      const { pub_key } = await walletApi.pubKey();
      const session = await walletApi.signUp({
        username: values.username.trim(),
        nickname: values.nickname.trim(),
        password: await encryptPassword(values.password, pub_key),
        phone: values.phone.trim(),
        phone_code: values.phone_code.trim(),
      });
      toast(t('wallet.signUp.welcome', { name: session.profile.nickname }), 'success');
      onSignedIn(session);
    });
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-labelledby="sign-up-title">
      <ScreenTitle id="sign-up-title">{t('wallet.signUp.title')}</ScreenTitle>
      <Field
        label={t('payer.login.username')}
        hint={t('wallet.signUp.usernameHint')}
        name="username"
        value={values.username}
        onValue={set('username')}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Field label={t('wallet.signUp.nickname')} hint={t('wallet.signUp.nicknameHint')} name="nickname" value={values.nickname} onValue={set('nickname')} error={errors.nickname} autoComplete="nickname" />
      <Field
        label={t('payer.login.password')}
        hint={t('wallet.signUp.passwordHint')}
        name="password"
        value={values.password}
        onValue={set('password')}
        error={errors.password}
        type="password"
        autoComplete="new-password"
      />
      <SlideToVerify
        key={sliderKey}
        start={walletApi.sliderStart}
        verify={walletApi.sliderVerify}
        serverNow={Date.now}
        onVerified={(next) => {
          setSlider(next);
          setErrors(({ slider_passed: _passed, ...rest }) => rest);
        }}
        onExpired={() => setSlider(null)}
        error={errors.slider_passed}
      />
      <Field
        label={t('payer.identity.phone')}
        name="phone"
        value={values.phone}
        onValue={set('phone')}
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
        value={values.phone_code}
        onValue={(value) => set('phone_code')(digitsOnly(6)(value))}
        error={errors.phone_code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormError message={refusal} />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('wallet.signUp.submitting') : t('wallet.signUp.submit')}
      </button>
      <p className="center-text">
        {t('wallet.signUp.haveAccount')} <PageLink to={signInLink}>{t('wallet.signUp.signIn')}</PageLink>
      </p>
    </form>
  );
}
