import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkoutApi, PayerApiError, type PayerProfile } from '../api';
import { useI18n } from '../i18n';
import { check, preloadRules, type FieldMessage } from '../rules';
import { useToast } from '../../payer/toasts';
import { useResendCooldown } from '../../payer/cooldown';
import { Field, FormError } from '../../payer/Field';

const incompleteKey = 'kassa.validation.incomplete';

/** Whether the identity form (everything but the payment password) still has a step to do. */
export function needsIdentity(profile: PayerProfile): boolean {
  const { real_name, id_number, phone, email, bank_card } = profile.identity;
  return !(real_name && id_number && phone && email && bank_card);
}

/** 'Verification incomplete (…). Please complete the process.' with the go-to-authenticate action. */
export function IdentityNotice({ onStart }: { onStart: () => void }) {
  const { t } = useI18n();
  return (
    <section className="stack center" aria-labelledby="identity-notice">
      <h2 id="identity-notice" className="visually-hidden">
        {t('payer.identity.title')}
      </h2>
      <p className="notice" role="alert">
        {t('payer.identity.incomplete')}
      </p>
      <button type="button" className="button primary" onClick={onStart}>
        {t('payer.identity.goAuthenticate')}
      </button>
    </section>
  );
}

interface IdentityFlowProps {
  token: string;
  profile: PayerProfile;
  onProfile: (profile: PayerProfile) => void;
  /** Any refusal that is not the form's: session expired, network. */
  onFailure: (error: unknown) => boolean;
}

/** Identity authentication: step 1 real name, ID number, phone and code, email, bank card; step 2 the payment password twice. */
export function IdentityFlow({ token, profile, onProfile, onFailure }: IdentityFlowProps) {
  const { t } = useI18n();
  const step = needsIdentity(profile) ? 1 : 2;
  useEffect(() => void preloadRules().catch(() => undefined), []);
  const steps = [t('payer.identity.stepIdentity'), t('payer.identity.stepCard'), t('payer.identity.stepPassword')];
  const current = step === 1 ? [0, 1] : [2];
  return (
    <section className="stack" aria-labelledby="identity-title">
      <h2 id="identity-title">{t('payer.identity.title')}</h2>
      <p className="muted">{t('payer.identity.stepOf', { current: step, total: 2 })}</p>
      <ol className="steps">
        {steps.map((name, index) => (
          <li key={name} aria-current={current.includes(index) ? 'step' : undefined} className={index < current[0]! ? 'done' : undefined}>
            {name}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <IdentityForm token={token} onProfile={onProfile} onFailure={onFailure} />
      ) : (
        <PaymentPasswordForm token={token} onProfile={onProfile} onFailure={onFailure} />
      )}
    </section>
  );
}

type FormProps = Omit<IdentityFlowProps, 'profile'>;

const identityFields = ['name', 'id_number', 'phone', 'phone_code', 'email', 'bank_card'] as const;
type IdentityField = (typeof identityFields)[number];

function IdentityForm({ token, onProfile, onFailure }: FormProps) {
  const { t } = useI18n();
  const toast = useToast();
  const [values, setValues] = useState<Record<IdentityField, string>>({ name: '', id_number: '', phone: '', phone_code: '', email: '', bank_card: '' });
  const [errors, setErrors] = useState<Record<string, FieldMessage>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const { seconds: cooldown, start: startCooldown } = useResendCooldown();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: IdentityField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  // 'Information not filled completely' is said once for the form; a field's own rule is said at the field.
  const message = (field: string) => {
    const found = errors[field];
    return found && found.key !== incompleteKey ? t(found.key as never, found.args) : undefined;
  };
  const focusFirstInvalid = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  const sendCode = async () => {
    const found = await check('phone', values.phone);
    const problem = found._root;
    setErrors(({ phone: _phone, ...rest }) => (problem ? { ...rest, phone: problem } : rest));
    if (problem) {
      setFormError('');
      return void setTimeout(focusFirstInvalid);
    }
    try {
      await checkoutApi.sendCode(token, values.phone.trim());
      toast(t('payer.identity.codeSent'), 'success');
      startCooldown();
    } catch (error) {
      if (!onFailure(error)) toast(error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown'), 'error');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = await check('identity', values);
    setErrors(found);
    const incomplete = Object.values(found).some((issue) => issue.key === incompleteKey);
    setFormError(incomplete ? t(incompleteKey) : '');
    if (incomplete) toast(t(incompleteKey), 'warning');
    if (Object.keys(found).length > 0) return void setTimeout(focusFirstInvalid);
    setBusy(true);
    try {
      onProfile(await checkoutApi.identitySubmit(token, values));
    } catch (error) {
      if (!onFailure(error)) {
        const field = error instanceof PayerApiError ? (error.data as { field?: string } | null)?.field : undefined;
        const detail = error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown');
        if (field && (identityFields as readonly string[]).includes(field)) setErrors({ [field]: { key: detail, args: {} } });
        else setFormError(detail);
      }
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: IdentityField) => Boolean(errors[field]);

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <fieldset className="stack">
        <legend>{t('payer.identity.stepIdentity')}</legend>
        <Field label={t('payer.identity.realName')} value={values.name} onValue={set('name')} error={message('name')} invalid={invalid('name')} autoComplete="name" />
        <Field label={t('payer.identity.idNumber')} value={values.id_number} onValue={set('id_number')} error={message('id_number')} invalid={invalid('id_number')} autoComplete="off" />
        <Field
          label={t('payer.identity.phone')}
          value={values.phone}
          onValue={set('phone')}
          error={message('phone')}
          invalid={invalid('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          addon={
            <button type="button" className="button addon" onClick={() => void sendCode()} disabled={cooldown > 0}>
              {cooldown > 0 ? t('payer.identity.resendIn', { seconds: cooldown }) : t('payer.identity.sendCode')}
            </button>
          }
        />
        <Field
          label={t('payer.identity.code')}
          value={values.phone_code}
          onValue={set('phone_code')}
          error={message('phone_code')}
          invalid={invalid('phone_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <Field label={t('payer.identity.email')} value={values.email} onValue={set('email')} error={message('email')} invalid={invalid('email')} type="email" autoComplete="email" />
      </fieldset>
      <fieldset className="stack">
        <legend>{t('payer.identity.stepCard')}</legend>
        <Field
          label={t('payer.identity.bankCard')}
          value={values.bank_card}
          onValue={set('bank_card')}
          error={message('bank_card')}
          invalid={invalid('bank_card')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
        />
      </fieldset>
      <FormError message={formError} />
      <button type="submit" className="button primary" disabled={busy}>
        {t('payer.identity.submit')}
      </button>
    </form>
  );
}

function PaymentPasswordForm({ token, onProfile, onFailure }: FormProps) {
  const { t } = useI18n();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldMessage>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const message = (field: string) => (errors[field] ? t(errors[field].key as never, errors[field].args) : undefined);
  const focusFirstInvalid = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '' || confirm === '') {
      setErrors({});
      setFormError(t(incompleteKey));
      toast(t(incompleteKey), 'warning');
      return;
    }
    setFormError('');
    const found = await check('setPaymentPassword', { payment_password: password, confirm_password: confirm });
    setErrors(found);
    if (Object.keys(found).length > 0) return void setTimeout(focusFirstInvalid);
    setBusy(true);
    try {
      onProfile(await checkoutApi.setPaymentPassword(token, { payment_password: password, confirm_password: confirm }));
    } catch (error) {
      if (!onFailure(error)) setFormError(error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <fieldset className="stack">
        <legend>{t('payer.identity.stepPassword')}</legend>
        <Field
          label={t('payer.identity.paymentPassword')}
          value={password}
          onValue={setPassword}
          error={message('payment_password')}
          invalid={formError !== '' && password === ''}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
        />
        <Field
          label={t('payer.identity.confirmPassword')}
          value={confirm}
          onValue={setConfirm}
          error={message('confirm_password')}
          invalid={formError !== '' && confirm === ''}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
        />
      </fieldset>
      <FormError message={formError} />
      <button type="submit" className="button primary" disabled={busy}>
        {t('payer.identity.confirm')}
      </button>
    </form>
  );
}
