/**
 * A modal dialog (Radix Dialog): labelled by its title, described by its
 * description, focus trapped inside and returned to the opener, Escape and
 * the close button dismiss it; when the opener is gone, focus goes to the
 * screen's title (focus-return.ts). Rendered in a portal with the admin's styles.
 */
import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { buttonClass } from './button.js';
import { useFocusReturn } from './focus-return.js';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; a Close button is added when none is given. */
  actions?: ReactNode;
  wide?: boolean;
}

export function Dialog({ open, onOpenChange, title, description, children, actions, wide }: DialogProps) {
  const onCloseAutoFocus = useFocusReturn(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className="adm-portal">
          <RadixDialog.Overlay className="adm-dialog__overlay" />
          <RadixDialog.Content className={wide ? 'adm-dialog adm-dialog--wide' : 'adm-dialog'} onCloseAutoFocus={onCloseAutoFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
            <RadixDialog.Title className="adm-dialog__title">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="adm-dialog__description">{description}</RadixDialog.Description> : null}
            {children}
            <div className="adm-dialog__actions">
              {actions ?? <RadixDialog.Close className={buttonClass('secondary')}>{A.ui.close}</RadixDialog.Close>}
            </div>
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
