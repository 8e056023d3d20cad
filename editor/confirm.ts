/**
 * The confirm dialog's behaviour (SPEC section 4): it resolves true on
 * confirm and false on cancel, when it may be cancelled; it closes by
 * itself unless auto-close is off, in which case it stays open (busy)
 * until the caller closes it, e.g. once a deletion has been answered.
 * Pure: the app's dialog (client/editor/confirm-dialog.tsx) drives it.
 */
export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Whether cancel (the button, Escape) is offered; default true. */
  cancellable?: boolean;
  /** Whether the dialog closes on confirm; default true. */
  autoClose?: boolean;
}

export type ConfirmPhase = 'open' | 'busy' | 'closed';

export interface ConfirmRequest {
  readonly options: ConfirmOptions;
  readonly result: Promise<boolean>;
  phase(): ConfirmPhase;
  confirm(): void;
  /** false when the dialog cannot be cancelled (nothing happens). */
  cancel(): boolean;
  /** Closes a dialog kept open after confirm (auto-close off). */
  close(): void;
  /** Called on every phase change; returns the unsubscribe. */
  onChange(listener: (phase: ConfirmPhase) => void): () => void;
}

export function confirmRequest(options: ConfirmOptions): ConfirmRequest {
  let phase: ConfirmPhase = 'open';
  let resolve!: (v: boolean) => void;
  const result = new Promise<boolean>((r) => (resolve = r));
  const listeners: ((p: ConfirmPhase) => void)[] = [];
  const set = (p: ConfirmPhase) => {
    phase = p;
    for (const l of listeners) l(p);
  };
  return {
    options,
    result,
    phase: () => phase,
    confirm() {
      if (phase !== 'open') return;
      resolve(true);
      set(options.autoClose === false ? 'busy' : 'closed');
    },
    cancel() {
      if (phase !== 'open' || options.cancellable === false) return false;
      resolve(false);
      set('closed');
      return true;
    },
    close() {
      if (phase !== 'closed') set('closed');
    },
    onChange(listener) {
      listeners.push(listener);
      return () => {
        const at = listeners.indexOf(listener);
        if (at !== -1) listeners.splice(at, 1);
      };
    },
  };
}
