/**
 * A labelled choice. The native <select> (styled by the tokens), not
 * Radix's Select: it is keyboard- and screen-reader-complete on every
 * platform, works with the browser's form features and needs no portal.
 */
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  className?: string;
}

export function Select({ label, options, hint, className, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className={['adm-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...select}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {hint ? <span id={`${id}-hint`} className="adm-field__hint">{hint}</span> : null}
    </div>
  );
}
