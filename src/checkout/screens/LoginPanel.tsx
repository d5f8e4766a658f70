import { useEffect, useRef, useState, type FormEvent } from 'react';
import { encryptPassword } from '../../data/passwordCipher';
import { checkoutApi, PayerApiError, type PayerSession, type SliderToken } from '../api';
import { useI18n } from '../i18n';
import { check, preloadRules, type FieldMessage } from '../rules';
import { useToast } from '../../payer/toasts';
import { Field, FormError } from '../../payer/Field';
import { SlideToVerify } from '../../payer/Slider';

interface LoginPanelProps {
  orderId: string;
  serverNow: () => number;
  onLoggedIn: (session: PayerSession) => void;
}

/** Wallet login: username, password (RSA-encrypted with get_pub_key) and the slider's single-use token. */
export function LoginPanel({ orderId, serverNow, onLoggedIn }: LoginPanelProps) {
  const { t } = useI18n();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState<SliderToken | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, FieldMessage>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => void preloadRules().catch(() => undefined), []);

  const message = (field: string) => (errors[field] ? t(errors[field].key as never, errors[field].args) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRefusal('');
    const sliderPassed = token !== null && Date.parse(token.expire_time) > serverNow();
    const found = await check('login', { username, password, slider_passed: sliderPassed ? true : false });
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.slider_passed || !token) return document.querySelector<HTMLElement>('[role="slider"]')?.focus();
    setBusy(true);
    try {
      const { pub_key } = await checkoutApi.pubKey();
      const encrypted = await encryptPassword(password, pub_key);
      const session = await checkoutApi.login({ order_id: orderId, username: username.trim(), password: encrypted, slider_token: token.slider_token });
      onLoggedIn(session);
    } catch (error) {
      // The slider token is single-use: a refused login needs a new slide.
      setToken(null);
      setSliderKey((key) => key + 1);
      if (error instanceof PayerApiError && error.code !== 0 && error.detail) setRefusal(error.detail);
      else toast(t(error instanceof PayerApiError && error.code === 0 ? 'payer.errors.network' : 'payer.errors.unknown'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h2 id="login-title">{t('payer.login.title')}</h2>
      <Field
        ref={usernameRef}
        label={t('payer.login.username')}
        value={username}
        onValue={setUsername}
        error={message('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        name="username"
      />
      <Field
        ref={passwordRef}
        label={t('payer.login.password')}
        value={password}
        onValue={setPassword}
        error={message('password')}
        type="password"
        autoComplete="current-password"
        name="password"
      />
      <SlideToVerify
        key={sliderKey}
        start={() => checkoutApi.sliderStart(orderId)}
        verify={checkoutApi.sliderVerify}
        serverNow={serverNow}
        onVerified={(next) => {
          setToken(next);
          setErrors(({ slider_passed: _passed, ...rest }) => rest);
        }}
        onExpired={() => setToken(null)}
        error={message('slider_passed')}
      />
      <FormError message={refusal} />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('payer.login.submitting') : t('payer.login.submit')}
      </button>
    </form>
  );
}
