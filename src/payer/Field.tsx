import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** The translated message under the field; marks it invalid. */
  error?: string | undefined;
  /** Marks the field invalid without a message of its own (a form-level message says why). */
  invalid?: boolean;
  /** Beside the input (a send-code button). */
  addon?: ReactNode;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose message is announced with it (aria-describedby). */
export function Field({ label, value, onValue, error, invalid, addon, hint, id, ref, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const errorId = `${ownId}-error`;
  const hintId = `${ownId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="field-row">
        <input
          ref={ref}
          id={inputId}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A refusal or a warning that concerns the whole form, read out as it appears; nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined | false }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
