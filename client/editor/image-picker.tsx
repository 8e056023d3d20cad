/**
 * Picking an already uploaded image (the image block and the product
 * form): a button opens a modal dialog (native `<dialog>`: focus stays in
 * it, Escape closes it, focus goes back to the button) listing the uploads
 * newest first (GET /api/editor/uploads) in the data-fetch states; each is
 * a button, so Tab or the arrow keys reach it and Enter picks it.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { PREVIEW_TEXTS as P } from '../../editor/preview-texts.js';
import { get } from './api.js';
import { useFetch } from './use-fetch.js';
import { FetchView } from './fetch-view.js';
import './image-picker.css';

export interface UploadedImage {
  id: string;
  assetUrl: string;
  filename: string;
  originalSize: string;
}

/** The thumbnails' width (one of the `?format=Nw` widths uploads are served at). */
const THUMB_WIDTH = 100;

/** Up and down arrows move between the list's buttons. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[Math.min(buttons.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

function UploadList({ onPick }: { onPick: (image: UploadedImage) => void }) {
  const state = useFetch(() => get<{ images: UploadedImage[] }>('/api/editor/uploads').then((r) => r.images));
  return (
    <FetchView state={state} empty={P.noUploads} isEmpty={(images) => images.length === 0}>
      {(images) => (
        <ul className="vitrine-editor-uploads" onKeyDown={moveFocus}>
          {images.map((image) => (
            <li key={image.id}>
              <button type="button" onClick={() => onPick(image)}>
                <img src={`${image.assetUrl}?format=${THUMB_WIDTH}w`} alt="" width={THUMB_WIDTH} /> <span>{P.useImage(image.filename)}</span> <small>{image.originalSize}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </FetchView>
  );
}

export function ImagePicker({ onPick, id }: { onPick: (image: UploadedImage) => void; id: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" ref={opener} onClick={() => (setOpen(true), dialog.current?.showModal())}>
        {P.pickUpload}
      </button>
      <dialog ref={dialog} aria-labelledby={`${id}-title`} className="vitrine-editor-dialog" onClose={() => (setOpen(false), opener.current?.focus())}>
        <h2 id={`${id}-title`}>{P.uploadsTitle}</h2>
        {/* Listed each time it opens: an upload made since shows. */}
        {open ? <UploadList onPick={(image) => (onPick(image), close())} /> : null}
        <p>
          <button type="button" onClick={close}>{P.closePicker}</button>
        </p>
      </dialog>
    </>
  );
}
