/**
 * The image fields every block with an image uses (Puck fields): its
 * source (typed, uploaded or picked from the uploads), its alt text (a
 * translatable text) and its focal point. A block spreads `imageFields()`
 * into its fields and keeps `src`, `alt` and `focal` in its props (the
 * names editor/image-block.ts checks and the page markup renders).
 */
import type { CustomField } from '@puckeditor/core';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { focalPoint } from '../../editor/image-block.js';
import { ImageSourceField } from './image-source-field.js';
import { translatableText } from './translatable-field.js';

const T = EDITOR_TEXTS.imageField;
const percent = (v: number) => Math.round(v * 100);

/** The focal point as two percentages (0 to 100), kept as `x,y` fractions; empty: the centre. */
export function FocalPointField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const f = focalPoint(value) ?? { x: 0.5, y: 0.5 };
  const set = (axis: 'x' | 'y', typed: string) => {
    const n = Math.min(100, Math.max(0, Math.round(Number(typed) || 0))) / 100;
    const next = { ...f, [axis]: n };
    onChange(`${next.x},${next.y}`);
  };
  return (
    <fieldset className="vitrine-editor-focal" aria-describedby={`${id}-note`}>
      <legend>{T.focal}</legend>
      <p id={`${id}-note`}>{T.focalNote}</p>
      <label>
        {T.focalX} <input id={id} type="number" min={0} max={100} step={1} value={percent(f.x)} onChange={(e) => set('x', e.target.value)} />
      </label>{' '}
      <label>
        {T.focalY} <input id={`${id}-y`} type="number" min={0} max={100} step={1} value={percent(f.y)} onChange={(e) => set('y', e.target.value)} />
      </label>
    </fieldset>
  );
}

/** A block's image fields: `src`, `alt`, `focal`. */
export function imageFields(): { src: CustomField<string>; alt: CustomField<string>; focal: CustomField<string> } {
  return {
    src: { type: 'custom', label: EDITOR_TEXTS.fields.src, render: ({ id, value, onChange }) => <ImageSourceField id={id} value={typeof value === 'string' ? value : ''} onChange={onChange} /> },
    alt: translatableText(EDITOR_TEXTS.fields.alt),
    focal: { type: 'custom', label: T.focal, render: ({ id, value, onChange }) => <FocalPointField id={id} value={typeof value === 'string' ? value : ''} onChange={onChange} /> },
  };
}
