/**
 * Picking an earlier upload (the image fields and the product form; the
 * audio, video and album fields by their kind): a button opens a modal
 * dialog (native `<dialog>`: focus stays in it, Escape closes it, focus
 * goes back to the button) listing the uploads of that kind newest first
 * (GET /api/editor/uploads[?kind=audio|video]) in the data-fetch states;
 * each is a button, so Tab or the arrow keys reach it and Enter picks it;
 * beside it, Rename gives the file another name (upload-rename.tsx).
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PREVIEW_TEXTS as P } from '../../editor/preview-texts.js';
import { fileSize } from '../../editor/file-size.js';
import type { UploadKind } from '../../editor/upload-kinds.js';
import { get } from './api.js';
import { useFetch } from './use-fetch.js';
import { FetchView } from './fetch-view.js';
import { UploadRename } from './upload-rename.js';
import './image-picker.css';

export interface UploadedImage {
  id: string;
  assetUrl: string;
  filename: string;
  originalSize: string;
}

/** An uploaded audio or video file as the list answers it. */
export interface UploadedMedia {
  id: string;
  assetUrl: string;
  filename: string;
  contentType: string;
  bytes: number;
}

/** The thumbnails' width (one of the `?format=Nw` widths uploads are served at). */
const THUMB_WIDTH = 100;

/** The picker's texts of each kind: its button, its empty list. */
const PICKER_TEXTS = {
  image: { pick: () => P.pickUpload, empty: () => P.noUploads },
  audio: { pick: () => P.pickAudio, empty: () => P.noAudioUploads },
  video: { pick: () => P.pickVideo, empty: () => P.noVideoUploads },
} as const satisfies Record<UploadKind, { pick: () => string; empty: () => string }>;

/** Up and down arrows move between the list's buttons. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button.vitrine-editor-use')];
  if (!buttons.includes(document.activeElement as HTMLButtonElement)) return;
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[Math.min(buttons.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** The list's state with one file renamed, and what the status line says of it. */
function useRenamed<F extends { id: string; filename: string }>(state: { data: F[] | null; set(data: F[]): void }) {
  const [said, setSaid] = useState('');
  const renamed = (file: F) => {
    state.set((state.data ?? []).map((f) => (f.id === file.id ? file : f)));
    setSaid(P.renamed(file.filename));
  };
  return { said, renamed };
}

function ImageList({ onPick }: { onPick: (image: UploadedImage) => void }) {
  const state = useFetch(() => get<{ images: UploadedImage[] }>('/api/editor/uploads').then((r) => r.images));
  const { said, renamed } = useRenamed(state);
  return (
    <FetchView state={state} empty={P.noUploads} isEmpty={(images) => images.length === 0}>
      {(images) => (
        <>
          <p role="status" className="vitrine-editor-uploads-status">{said}</p>
          <ul className="vitrine-editor-uploads" onKeyDown={moveFocus}>
            {images.map((image) => (
              <li key={image.id}>
                <button type="button" className="vitrine-editor-use" onClick={() => onPick(image)}>
                  <img src={`${image.assetUrl}?format=${THUMB_WIDTH}w`} alt="" width={THUMB_WIDTH} /> <span>{P.useImage(image.filename)}</span> <small>{image.originalSize}</small>
                </button>
                <UploadRename file={image} onRenamed={renamed} />
              </li>
            ))}
          </ul>
        </>
      )}
    </FetchView>
  );
}

function MediaList({ kind, onPick }: { kind: 'audio' | 'video'; onPick: (file: UploadedMedia) => void }) {
  const state = useFetch(() => get<{ files: UploadedMedia[] }>(`/api/editor/uploads?kind=${kind}`).then((r) => r.files));
  const { said, renamed } = useRenamed(state);
  return (
    <FetchView state={state} empty={PICKER_TEXTS[kind].empty()} isEmpty={(files) => files.length === 0}>
      {(files) => (
        <>
          <p role="status" className="vitrine-editor-uploads-status">{said}</p>
          <ul className="vitrine-editor-uploads" onKeyDown={moveFocus}>
            {files.map((file) => (
              <li key={file.id}>
                <button type="button" className="vitrine-editor-use" onClick={() => onPick(file)}>
                  <span>{P.useImage(file.filename)}</span> <small>{fileSize(file.bytes)}</small>
                </button>
                <UploadRename file={file} onRenamed={renamed} />
              </li>
            ))}
          </ul>
        </>
      )}
    </FetchView>
  );
}

/**
 * The dialog around a list; `children` renders the list while it is open (an upload made since shows).
 * React passes a dialog's close up its tree: only this dialog's own closing closes the list (not a rename's failure dialog inside).
 */
function PickerDialog({ id, pickLabel, children }: { id: string; pickLabel: string; children: (close: () => void) => ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" ref={opener} id={`${id}-open`} onClick={() => (setOpen(true), dialog.current?.showModal())}>
        {pickLabel}
      </button>
      <dialog ref={dialog} aria-labelledby={`${id}-title`} className="vitrine-editor-dialog" onClose={(e) => e.target === e.currentTarget && (setOpen(false), opener.current?.focus())}>
        <h2 id={`${id}-title`}>{P.uploadsTitle}</h2>
        {open ? children(close) : null}
        <p>
          <button type="button" onClick={close}>{P.closePicker}</button>
        </p>
      </dialog>
    </>
  );
}

export function ImagePicker({ onPick, id }: { onPick: (image: UploadedImage) => void; id: string }) {
  return <PickerDialog id={id} pickLabel={P.pickUpload}>{(close) => <ImageList onPick={(image) => (onPick(image), close())} />}</PickerDialog>;
}

/** The picker of earlier audio or video uploads. */
export function MediaPicker({ onPick, id, kind, label }: { onPick: (file: UploadedMedia) => void; id: string; kind: 'audio' | 'video'; label?: string }) {
  return <PickerDialog id={id} pickLabel={label ?? PICKER_TEXTS[kind].pick()}>{(close) => <MediaList kind={kind} onPick={(file) => (onPick(file), close())} />}</PickerDialog>;
}
