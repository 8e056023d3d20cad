/** A labelled checkbox (Radix Checkbox: a button with role="checkbox", Space toggles it). */
import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
}

export function Checkbox({ label, checked, onCheckedChange, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <span className="adm-checkbox">
      <RadixCheckbox.Root id={id} className="adm-checkbox__box" checked={checked} disabled={disabled} onCheckedChange={(v) => onCheckedChange(v === true)}>
        <RadixCheckbox.Indicator>
          <svg className="adm-checkbox__mark" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
