import { useEffect, useState, type FormEvent } from 'react';
import { encryptPassword } from '../../data/passwordCipher';
import { Field, FormError } from '../../payer/Field';
import { SlideToVerify, type SliderToken } from '../../payer/Slider';
import { walletApi } from '../api';
import { useI18n } from '../i18n';
import { preloadRules } from '../rules';
import { pages, useLocation } from '../router';
import type { OnSignedIn } from '../session';
import { PageLink, ScreenTitle, useSubmit } from './parts';

/**
 * Signing in: the checkout's accounts (username, password RSA-encrypted with get_pub_key) and its slider, whose
 * single-use token the sign-in takes. A refused sign-in needs a new slide.
 */
export function SignIn({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const { t } = useI18n();
  const { search } = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState<SliderToken | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const { errors, setErrors, refusal, busy, submit, formRef } = useSubmit();
  useEffect(() => void preloadRules().catch(() => undefined), []);

  const next = search.get('next');
  const signUpLink = next ? `${pages.signUp}?next=${encodeURIComponent(next)}` : pages.signUp;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sliderPassed = token !== null && Date.parse(token.expire_time) > Date.now();
    await submit('signIn', { username, password, slider_passed: sliderPassed ? true : false }, async () => {
      try {
        const { pub_key } = await walletApi.pubKey();
        const session = await walletApi.signIn({
          username: username.trim(),
          password: await encryptPassword(password, pub_key),
          slider_token: token!.slider_token,
        });
        onSignedIn(session);
      } catch (error) {
        setToken(null);
        setSliderKey((key) => key + 1);
        throw error;
      }
    });
  };

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
      <ScreenTitle id="sign-in-title">{t('wallet.signIn.title')}</ScreenTitle>
      {next ? <p className="notice">{t('wallet.signIn.needed')}</p> : null}
      <Field
        label={t('payer.login.username')}
        name="username"
        value={username}
        onValue={setUsername}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Field label={t('payer.login.password')} name="password" value={password} onValue={setPassword} error={errors.password} type="password" autoComplete="current-password" />
      <SlideToVerify
        key={sliderKey}
        start={walletApi.sliderStart}
        verify={walletApi.sliderVerify}
        serverNow={Date.now}
        onVerified={(next) => {
          setToken(next);
          setErrors(({ slider_passed: _passed, ...rest }) => rest);
        }}
        onExpired={() => setToken(null)}
        error={errors.slider_passed}
      />
      <FormError message={refusal} />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('payer.login.submitting') : t('payer.login.submit')}
      </button>
      <p className="center-text">
        {t('wallet.signIn.noAccount')} <PageLink to={signUpLink}>{t('wallet.signIn.signUp')}</PageLink>
      </p>
    </form>
  );
}
