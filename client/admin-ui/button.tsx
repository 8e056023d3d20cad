/**
 * The admin's button: primary (the screen's one main action), secondary
 * (the default), danger (destroys something; confirm first) or ghost (a
 * quiet inline action). `busy` disables it and says so to assistive tech.
 */
import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  busy?: boolean;
}

export const buttonClass = (variant: ButtonVariant = 'secondary', size: 'medium' | 'small' = 'medium'): string =>
  ['adm-button', `adm-button--${variant}`, size === 'small' ? 'adm-button--small' : ''].filter(Boolean).join(' ');

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant = 'secondary', size = 'medium', busy = false, className, type = 'button', disabled, ...rest }, ref) {
  return <button ref={ref} type={type} className={[buttonClass(variant, size), className].filter(Boolean).join(' ')} disabled={disabled || busy} aria-busy={busy || undefined} {...rest} />;
});
