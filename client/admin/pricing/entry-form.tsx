/**
 * What the Shipping, Taxes, Discounts and Gift cards dialogs share: the
 * errors of a form by field (the app's own checks, then the server's
 * refusal put under its field, else on the form's line), and the dialog
 * around a form with Cancel and the primary action.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog } from '../../admin-ui/index.js';
import { PRICING_TEXTS as T } from '../../../editor/pricing-texts.js';
import { fieldOf, messageOf } from './api.js';

export interface FormErrors {
  fields: Record<string, string>;
  form: string | null;
}

export function useFormErrors() {
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, form: null });
  return {
    errors,
    of: (field: string) => errors.fields[field] ?? null,
    clear: () => setErrors({ fields: {}, form: null }),
    /** The app's own checks: the fields that failed, with their texts; true when none did. */
    check: (fields: Record<string, string | null>) => {
      const failed = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null));
      setErrors({ fields: failed, form: null });
      return Object.keys(failed).length === 0;
    },
    refused: (e: unknown) => {
      const field = fieldOf(e);
      setErrors(field ? { fields: { [field]: messageOf(e) }, form: null } : { fields: {}, form: messageOf(e) });
    },
  };
}

/**
 * Which entry a screen's dialog edits (null: a new one), and whether it is
 * open. The dialog stays mounted while it closes, so Radix returns the
 * focus to its opener; each opening is a fresh form (its key `n`).
 */
export function useEntryDialog<T>() {
  const [editing, setEditing] = useState<{ entry: T | null; n: number } | null>(null);
  const [open, setOpen] = useState(false);
  return {
    editing,
    open,
    edit: (entry: T | null) => {
      setEditing((d) => ({ entry, n: (d?.n ?? 0) + 1 }));
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

export function EntryDialog(props: { open: boolean; onOpenChange(open: boolean): void; title: string; description?: string; formId: string; busy: boolean; submitLabel: string; onSubmit(): void; errors: FormErrors; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  // A refused field takes the focus, so a keyboard or screen-reader user lands on what to fix.
  useEffect(() => {
    if (Object.keys(props.errors.fields).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [props.errors]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => !props.busy && props.onOpenChange(o)}
      title={props.title}
      description={props.description}
      actions={
        <>
          <Button onClick={() => props.onOpenChange(false)} disabled={props.busy}>{T.common.cancel}</Button>
          <Button variant="primary" type="submit" form={props.formId} busy={props.busy}>{props.submitLabel}</Button>
        </>
      }
    >
      <form ref={form} id={props.formId} className="adm-form" noValidate onSubmit={submit}>
        {props.children}
        {props.errors.form ? <p role="alert" className="adm-field__error">{props.errors.form}</p> : null}
      </form>
    </Dialog>
  );
}
