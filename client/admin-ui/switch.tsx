/** An on/off switch with its label (Radix Switch: a button with role="switch", Space or Enter toggles it). */
import { useId, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  /** The id of an element describing the switch (its consequence). */
  describedBy?: string;
}

export function Switch({ label, checked, onCheckedChange, disabled, describedBy }: SwitchProps) {
  const id = useId();
  return (
    <span className="adm-switch">
      <RadixSwitch.Root id={id} className="adm-switch__track" checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} aria-describedby={describedBy}>
        <RadixSwitch.Thumb className="adm-switch__thumb" />
      </RadixSwitch.Root>
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
