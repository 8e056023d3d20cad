/**
 * A modal dialog (the instalment info popup, Quick View): labelled by its
 * title, focus trapped inside, closed on Escape, on its close button or on
 * a click outside it, focus returned to what opened it. Rendered at the end
 * of the body so page styles and stacking do not clip it.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from '../focus-trap.js';
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
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const trap = trapFocus(el, closeButton.current);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
      }
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      trap.release();
    };
  }, []);

  /** A press on the backdrop closes; its default is cancelled, or the browser would move the focus just returned to the opener onto the body. */
  const closeOnBackdrop = (e: MouseEvent) => {
    if (e.target !== e.currentTarget) return;
    e.preventDefault();
    close.current();
  };

  return createPortal(
    <div className="vitrine-dialog-backdrop" onMouseDown={closeOnBackdrop}>
      <div ref={panel} className={`vitrine-dialog${className ? ` ${className}` : ''}`} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="vitrine-dialog__header">
          <h2 className="vitrine-dialog__title" id={`${id}-title`}>{title}</h2>
          <button ref={closeButton} type="button" className="vitrine-dialog__close" aria-label={TEXT.dialogClose} onClick={() => close.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="vitrine-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
