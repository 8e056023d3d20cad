/**
 * Renaming a file in the media library (the upload pickers): a Rename
 * button beside each upload opens a small form in its place; the name is
 * checked as the server checks it (editor/file-name.ts: none left is the
 * SPEC's 'Please enter a file name', said beside the field), then saved
 * (PUT /api/editor/uploads/:id/name). A rename that did not go through
 * opens an alert dialog titled 'Unable to Rename File' (SPEC section 8)
 * saying why: the server's refusal, 'Unable to connect. Please try again'
 * when the request never reached it, else 'There was a problem while
 * renaming your file.'. Enter in the field saves; Escape or Cancel leaves
 * the form, focus back on the Rename button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { checkFileName } from '../../editor/file-name.js';
import { PREVIEW_TEXTS as P } from '../../editor/preview-texts.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, send } from './api.js';
import { inEditorLanguage } from './language.js';

export interface RenamableUpload {
  id: string;
  filename: string;
}

/** What the failure dialog says of a rename that did not go through. */
export function renameFailure(error: unknown): string {
  if (!(error instanceof EditorApiError)) return P.renameProblem;
  if (error.code === 'NETWORK') return T.unableToConnect;
  return error.status >= 400 && error.status < 500 ? error.message : P.renameProblem;
}

function FailureDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    <dialog ref={dialog} role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`} className="vitrine-editor-alert" onClose={(e) => e.target === e.currentTarget && onClose()}>
      <h3 id={`${id}-title`}>{P.renameFailedTitle}</h3>
      <p id={`${id}-message`}>{message}</p>
      <button type="button" onClick={() => dialog.current?.close()}>{P.dismiss}</button>
    </dialog>
  );
}

export function UploadRename<F extends RenamableUpload>({ file, onRenamed }: { file: F; onRenamed: (file: F) => void }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(file.filename);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (editing) input.current?.focus();
    else if (wasEditing.current) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const open = () => {
    setValue(file.filename);
    setMessage('');
    setEditing(true);
  };
  const submit = () => {
    if (busy) return;
    const checked = checkFileName(value);
    if (!checked.ok) {
      setMessage(inEditorLanguage(checked.message));
      input.current?.focus();
      return;
    }
    setBusy(true);
    send<{ file: F }>('PUT', `/api/editor/uploads/${encodeURIComponent(file.id)}/name`, { filename: checked.name }).then(
      (r) => {
        setBusy(false);
        setEditing(false);
        onRenamed({ ...file, filename: r.file.filename });
      },
      (e: unknown) => {
        setBusy(false);
        // A name the server refused is said beside the field, like the check here; anything else in the dialog.
        if (e instanceof EditorApiError && e.code === 'FILE_NAME_MISSING') setMessage(e.message);
        else setFailure(renameFailure(e));
      },
    );
  };
  // Enter saves (and submits no form around the picker: the product form holds one); Escape leaves the form, not the picker.
  const onKeyDown = (event: KeyboardEvent) => {
    // The failure dialog's keys are its own (Escape closes it).
    if (failure !== null) return;
    if (event.key !== 'Escape' && !(event.key === 'Enter' && event.target === input.current)) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Enter') submit();
    else setEditing(false);
  };

  if (!editing) {
    return (
      <button type="button" ref={opener} className="vitrine-editor-rename" aria-label={P.renameFile(file.filename)} onClick={open}>
        {P.rename}
      </button>
    );
  }
  return (
    // Not a <form>: the picker may sit inside one (the product form's), and forms do not nest.
    <div role="group" aria-label={P.renameFile(file.filename)} className="vitrine-editor-rename-form" onKeyDown={onKeyDown} aria-busy={busy}>
      <label htmlFor={`${id}-name`}>{P.fileName}</label>{' '}
      <input ref={input} id={`${id}-name`} value={value} onChange={(e) => (setValue(e.target.value), setMessage(''))} aria-invalid={message !== ''} aria-describedby={`${id}-message`} autoComplete="off" />{' '}
      <button type="button" onClick={submit} disabled={busy}>{busy ? T.saving : P.saveName}</button>{' '}
      <button type="button" onClick={() => setEditing(false)}>{P.cancelRename}</button>
      <p id={`${id}-message`} role="alert" className="vitrine-editor-rename-message">{message}</p>
      {failure !== null ? <FailureDialog message={failure} onClose={() => (setFailure(null), input.current?.focus())} /> : null}
    </div>
  );
}
