/**
 * A modal dialog (the instalment info popup, Quick View): labelled by its
 * title, focus trapped inside, closed on Escape, on its close button or on
 * a click outside it, focus returned to what opened it. Rendered at the end
 * of the body so page styles and stacking do not clip it.
 */
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { closeOnBackdrop, useModal } from '../use-modal.js';
import { TEXT } from '../texts.js';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModal(panel, closeButton, onClose);

  return createPortal(
    <div className="vitrine-dialog-backdrop" onMouseDown={closeOnBackdrop(onClose)}>
      <div ref={panel} className={`vitrine-dialog${className ? ` ${className}` : ''}`} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="vitrine-dialog__header">
          <h2 className="vitrine-dialog__title" id={`${id}-title`}>{title}</h2>
          <button ref={closeButton} type="button" className="vitrine-dialog__close" aria-label={TEXT.dialogClose} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="vitrine-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
