/**
 * The confirm dialog before a destructive action (SPEC section 4; rules in
 * editor/confirm.ts): a modal alert dialog labelled by its question,
 * focus on the safe choice (cancel) and trapped inside, Escape cancels
 * when cancelling is allowed, and focus returns to what opened it. With
 * auto-close off it stays open, busy, until the caller has done the work.
 *
 *   const { ask, dialog } = useConfirmDialog();
 *   const req = ask({ ... autoClose: false });
 *   if (await req.result) { await work(); req.close(); }
 */
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { confirmRequest, type ConfirmOptions, type ConfirmPhase, type ConfirmRequest } from '../../editor/confirm.js';
import { trapFocus } from '../focus-trap.js';
import './editor-extras.css';

function ConfirmDialog({ request, busyLabel }: { request: ConfirmRequest; busyLabel?: string }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<ConfirmPhase>(request.phase());
  const { options } = request;
  const cancellable = options.cancellable !== false;

  useEffect(() => request.onChange(setPhase), [request]);
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const trap = trapFocus(el, cancellable ? cancelButton.current : confirmButton.current);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      request.cancel();
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      trap.release();
    };
  }, [request, cancellable]);

  const busy = phase === 'busy';
  return (
    <div className="vitrine-editor-dialog-backdrop">
      <div ref={panel} className="vitrine-editor-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`} aria-busy={busy} tabIndex={-1}>
        <h2 id={`${id}-title`}>{options.title}</h2>
        <p id={`${id}-message`}>{options.message}</p>
        <div className="vitrine-editor-dialog__actions">
          {cancellable ? (
            <button ref={cancelButton} type="button" onClick={() => request.cancel()} disabled={busy}>
              {options.cancelLabel}
            </button>
          ) : null}{' '}
          <button ref={confirmButton} type="button" onClick={() => request.confirm()} disabled={busy}>
            {busy && busyLabel ? busyLabel : options.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A screen's confirm dialog: `ask` opens it, `dialog` is where it renders. */
export function useConfirmDialog(busyLabel?: string): { ask(options: ConfirmOptions): ConfirmRequest; dialog: ReactElement | null } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const ask = (options: ConfirmOptions) => {
    const req = confirmRequest(options);
    req.onChange((p) => p === 'closed' && setRequest((r) => (r === req ? null : r)));
    setRequest(req);
    return req;
  };
  // At the end of the body, so no panel's stacking or overflow (Puck's header) clips the modal.
  return { ask, dialog: request ? createPortal(<ConfirmDialog request={request} busyLabel={busyLabel} />, document.body) : null };
}
