/**
 * The image block's source field (a Puck custom field): the image's
 * address, typed, or picked from the uploads (image-picker.tsx).
 */
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { ImagePicker } from './image-picker.js';

export function ImageSourceField({ id, value, onChange }: { id: string; value: string; onChange: (src: string) => void }) {
  return (
    <div className="vitrine-editor-image-source">
      <label>
        {EDITOR_TEXTS.fields.src} <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
      </label>{' '}
      <ImagePicker id={`${id}-picker`} onPick={(image) => onChange(image.assetUrl)} />
    </div>
  );
}
