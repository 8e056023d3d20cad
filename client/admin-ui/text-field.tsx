/**
 * A labelled text input with an optional hint and error, wired with
 * aria-describedby and aria-invalid so a screen reader reads all three.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Hides the label visually (a search box whose purpose the toolbar shows); it is still read. */
  hideLabel?: boolean;
  /** A unit shown after the input ("units", "minutes"); the label names it too, so it is not read twice. */
  suffix?: string;
  className?: string;
}

export function TextField({ label, hint, error, hideLabel, suffix, className, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['adm-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'adm-visually-hidden' : undefined}>{label}</label>
      {suffix ? (
        <span className="adm-field__control">
          <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
          <span className="adm-field__suffix" aria-hidden="true">{suffix}</span>
        </span>
      ) : (
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      )}
      {hint ? <span id={`${id}-hint`} className="adm-field__hint">{hint}</span> : null}
      {error ? <p id={`${id}-error`} className="adm-field__error">{error}</p> : null}
    </div>
  );
}
