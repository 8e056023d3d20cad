/**
 * An image's source (the image block's, a gallery image's, any block's
 * image): its address typed, a file uploaded from the owner's computer
 * (POST /api/editor/uploads, the same checks as every upload), or an
 * upload picked from the list (image-picker.tsx); an audio or video file's
 * likewise, from the uploads of its kind.
 */
import { useEffect, useRef, useState } from 'react';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { EditorApiError, sendFile } from './api.js';
import { ImagePicker, MediaPicker, type UploadedImage } from './image-picker.js';
import { cancelUploadJob, followUploadJob } from './upload-job.js';
import { acceptOf, type UploadKind } from '../../editor/upload-kinds.js';

const T = EDITOR_TEXTS.imageField;

/** What an upload answers of the stored file: an image's fields, or an audio or video file's address and name. */
type Uploaded<K extends UploadKind> = K extends 'image' ? UploadedImage : { assetUrl: string; filename: string; contentType: string };

/**
 * Upload a file of a kind (an image unless told): answers the stored file,
 * and says how it went. An image is answered once its processing job is
 * done (its location and camera details stripped: upload-job.ts), with a
 * button to cancel it meanwhile; a job that ends otherwise says why (the
 * server has then removed the upload, so nothing is answered).
 * `onPending` hears when an upload starts and when it ends, however it
 * ends: a form that saves the file's id refuses to save meanwhile.
 */
export function UploadButton<K extends UploadKind = 'image'>({ id, onUploaded, onPending, kind, label = T.upload }: { id: string; onUploaded: (file: Uploaded<K>) => void; onPending?: (pending: boolean) => void; kind?: K; label?: string }) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState<string | null>(null);
  const following = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => () => following.current?.abort(), []);
  /** The Cancel button goes when the job ends: focus on it would fall to the page, so it goes back to the file field. */
  const ended = () => {
    if (cancelButton.current && document.activeElement === cancelButton.current) input.current?.focus();
    setProcessing(null);
    onPending?.(false);
  };
  const fail = (message: string) => {
    setStatus('');
    ended();
    setError(message);
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    // One upload at a time: a newer file, or the field going away, leaves an earlier one unanswered (its job runs on, unheard).
    following.current?.abort();
    const follow = new AbortController();
    following.current = follow;
    onPending?.(true);
    setProcessing(null);
    setStatus(T.uploading);
    setError(null);
    const url = kind && kind !== 'image' ? `/api/editor/uploads?kind=${kind}` : '/api/editor/uploads';
    sendFile<{ image?: UploadedImage; file?: Uploaded<K>; job?: unknown }>(url, file).then(
      (r) => {
        if (follow.signal.aborted) return;
        const stored = (r.image ?? r.file) as Uploaded<K>;
        const done = () => {
          ended();
          setStatus(T.uploaded.replace('{name}', stored.filename));
          onUploaded(stored);
        };
        if (!r.image) return done();
        setProcessing(r.image.id);
        setStatus(T.processing.replace('{name}', stored.filename));
        void followUploadJob(r.image.id, { signal: follow.signal }).then((outcome) => {
          if (follow.signal.aborted) return;
          if (outcome.ok) done();
          else fail(outcome.message);
        });
      },
      (e: unknown) => {
        if (!follow.signal.aborted) fail(e instanceof EditorApiError ? e.message : EDITOR_TEXTS.somethingWrong);
      },
    );
  };
  const cancel = () => {
    if (processing) cancelUploadJob(processing).catch(() => undefined);
  };
  return (
    <span className="vitrine-editor-upload">
      <label>
        {label} <input ref={input} id={`${id}-upload`} type="file" accept={acceptOf(kind ?? 'image')} onChange={(e) => upload(e.target.files?.[0])} />
      </label>
      <span role="status">{status}</span>
      {processing ? (
        <button ref={cancelButton} type="button" className="vitrine-editor-upload__cancel" onClick={cancel}>
          {T.cancelProcessing}
        </button>
      ) : null}
      {error ? <span role="alert">{error}</span> : null}
    </span>
  );
}

export function ImageSourceField({ id, value, onChange, label = EDITOR_TEXTS.fields.src }: { id: string; value: string; onChange: (src: string) => void; label?: string }) {
  return (
    <div className="vitrine-editor-image-source">
      <label>
        {label} <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>{' '}
      <UploadButton id={id} onUploaded={(image) => onChange(image.assetUrl)} />{' '}
      <ImagePicker id={`${id}-picker`} onPick={(image) => onChange(image.assetUrl)} />
    </div>
  );
}

/** An audio or video file's address: typed (a file of the web, or a YouTube or Vimeo page for a video), a file uploaded from the owner's computer, or an earlier upload of its kind picked. */
export function MediaSourceField({ id, value, onChange, label, kind, uploadLabel, pickLabel }: { id: string; value: string; onChange: (src: string) => void; label: string; kind: 'audio' | 'video'; uploadLabel: string; pickLabel?: string }) {
  return (
    <div className="vitrine-editor-image-source">
      <label>
        {label} <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>{' '}
      <UploadButton id={id} kind={kind} label={uploadLabel} onUploaded={(file) => onChange(file.assetUrl)} />{' '}
      <MediaPicker id={`${id}-picker`} kind={kind} label={pickLabel} onPick={(file) => onChange(file.assetUrl)} />
    </div>
  );
}
