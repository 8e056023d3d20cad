/**
 * The confirm step of a destructive action (Radix AlertDialog): the
 * question, a sentence naming exactly what will be lost, Cancel focused
 * first, and the danger button. While the work runs the dialog stays open
 * and busy; a failure shows in it. When the work removed the opener (the
 * row of a deleted thing), focus goes to the screen's title (focus-return.ts).
 *
 *   const confirm = useConfirm();
 *   confirm({ title: 'Delete submission?', consequence: 'The answers of …', confirmLabel: 'Delete',
 *             run: () => api.delete(...) });
 */
import { useCallback, useState, type ReactElement } from 'react';
import { AlertDialog } from 'radix-ui';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { Button, buttonClass } from './button.js';
import { useFocusReturn } from './focus-return.js';

export interface ConfirmOptions {
  title: string;
  /** What will be lost, named: "The submission of Ada (ada@example.com) will be deleted. This cannot be undone." */
  consequence: string;
  confirmLabel: string;
  /** The work; the dialog closes when it resolves and shows the error's message when it rejects. */
  run(): Promise<unknown>;
}

interface Open extends ConfirmOptions {
  busy: boolean;
  error: string | null;
}

export function ConfirmDialog({ state, onCancel, onConfirm }: { state: Open | null; onCancel(): void; onConfirm(): void }) {
  const onCloseAutoFocus = useFocusReturn(state !== null);
  return (
    <AlertDialog.Root open={state !== null} onOpenChange={(open) => !open && !state?.busy && onCancel()}>
      <AlertDialog.Portal>
        <div className="adm-portal">
          <AlertDialog.Overlay className="adm-dialog__overlay" />
          <AlertDialog.Content className="adm-dialog" onCloseAutoFocus={onCloseAutoFocus} aria-busy={state?.busy || undefined}>
            <AlertDialog.Title className="adm-dialog__title">{state?.title}</AlertDialog.Title>
            <AlertDialog.Description className="adm-dialog__description">{state?.consequence}</AlertDialog.Description>
            {state?.error ? <p role="alert" className="adm-field__error">{state.error}</p> : null}
            <div className="adm-dialog__actions">
              <AlertDialog.Cancel className={buttonClass('secondary')} disabled={state?.busy}>{A.ui.cancel}</AlertDialog.Cancel>
              {/* Not AlertDialog.Action: that closes at once; this one stays open until the work is done. */}
              <Button variant="danger" busy={state?.busy} onClick={onConfirm}>{state?.busy ? A.ui.working : state?.confirmLabel}</Button>
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A screen's confirm dialog: `confirm(options)` opens it; render `dialog` once in the screen. */
export function useConfirm(): { confirm(options: ConfirmOptions): void; dialog: ReactElement } {
  const [state, setState] = useState<Open | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => setState({ ...options, busy: false, error: null }), []);
  const onConfirm = () => {
    if (!state || state.busy) return;
    setState({ ...state, busy: true, error: null });
    state.run().then(
      () => setState(null),
      (e: unknown) => setState((s) => (s ? { ...s, busy: false, error: e instanceof Error && e.message ? e.message : A.ui.somethingWrong } : s)),
    );
  };
  return { confirm, dialog: <ConfirmDialog state={state} onCancel={() => setState(null)} onConfirm={onConfirm} /> };
}
