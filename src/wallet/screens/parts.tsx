import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { PayerApiError } from '../../payer/http';
import { useI18n, type WalletKey } from '../i18n';
import { check, type FieldMessage } from '../rules';
import { followLink, takeFocusRequest } from '../router';
import type { SchemaName } from '../validate';

/** The screen's heading; it takes the focus when the payer moved to this page, so a screen reader starts there. */
export function ScreenTitle({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (takeFocusRequest()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="screen-title">
      {children}
    </h1>
  );
}

/** A link to another page of the wallet, followed inside the app. */
export function PageLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <a href={to} className={className} onClick={followLink}>
      {children}
    </a>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled choice whose message is announced with it, styled as the payer pages' fields. */
export function SelectField({ label, value, onValue, options, error, id, ref, ...select }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const errorId = `${ownId}-error`;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <div className="field-row">
        <select
          ref={ref}
          id={selectId}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A form's checks and its call: the contract's rule first (the first message of each field, the first invalid field
 * focused), then the call; a refusal on a field (4000 with data.field) is said at that field, any other under the
 * form, and the refusals every screen shares (network, ended session) go to `onFailure`.
 */
export function useSubmit(onFailure: (error: unknown) => boolean = () => false) {
  const { t } = useI18n();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busyRef = useRef(false);

  const say = useCallback((found: Record<string, FieldMessage>) => Object.fromEntries(Object.entries(found).map(([field, message]) => [field, t(message.key as WalletKey, message.args)])), [t]);
  // The first invalid field is focused once the render that marks it is on screen, however late React commits it.
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    if (focusAsked > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsked]);
  const focusFirstInvalid = () => setFocusAsked((count) => count + 1);

  /** Checks `values` against the rule `schema`; when they pass, runs `call`. Resolves true when the call succeeded. */
  const submit = useCallback(
    async (schema: SchemaName | null, values: unknown, call: () => Promise<void>): Promise<boolean> => {
      if (busyRef.current) return false;
      setRefusal('');
      const found = schema ? say(await check(schema, values)) : {};
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusFirstInvalid();
        return false;
      }
      busyRef.current = true;
      setBusy(true);
      try {
        await call();
        return true;
      } catch (error) {
        if (onFailure(error)) return false;
        const detail = error instanceof PayerApiError && error.detail ? error.detail : t('payer.errors.unknown');
        const field = error instanceof PayerApiError ? error.field : null;
        if (field && formRef.current?.querySelector(`[name="${field}"]`)) {
          setErrors({ [field]: detail });
          focusFirstInvalid();
        } else {
          setRefusal(detail);
        }
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [onFailure, say, t],
  );

  return { errors, setErrors, refusal, setRefusal, busy, submit, formRef };
}

/** Only digits, at most `length`: what a PIN or code field keeps of what is typed. */
export const digitsOnly = (length: number) => (value: string) => value.replace(/\D/g, '').slice(0, length);

/** Section heading with a line to its right, for lists on a screen. */
export function SectionTitle({ id, children, action }: { id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="section-title">
      <h2 id={id}>{children}</h2>
      {action}
    </div>
  );
}
