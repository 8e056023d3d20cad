/**
 * An image's source (the image block's, a gallery image's, any block's
 * image): its address typed, a file uploaded from the owner's computer
 * (POST /api/editor/uploads, the same checks as every upload), or an
 * upload picked from the list (image-picker.tsx).
 */
import { useState } from 'react';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { EditorApiError, sendFile } from './api.js';
import { ImagePicker, type UploadedImage } from './image-picker.js';

const T = EDITOR_TEXTS.imageField;

/** Upload a file: answers the stored image, and says how it went. */
export function UploadButton({ id, onUploaded }: { id: string; onUploaded: (image: UploadedImage) => void }) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const upload = (file: File | undefined) => {
    if (!file) return;
    setStatus(T.uploading);
    setError(null);
    sendFile<{ image: UploadedImage }>('/api/editor/uploads', file).then(
      ({ image }) => {
        setStatus(T.uploaded.replace('{name}', image.filename));
        onUploaded(image);
      },
      (e: unknown) => {
        setStatus('');
        setError(e instanceof EditorApiError ? e.message : EDITOR_TEXTS.somethingWrong);
      },
    );
  };
  return (
    <span className="vitrine-editor-upload">
      <label>
        {T.upload} <input id={`${id}-upload`} type="file" accept="image/jpeg,image/png,image/gif,image/webp" onChange={(e) => upload(e.target.files?.[0])} />
      </label>
      <span role="status">{status}</span>
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
