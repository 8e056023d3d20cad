/**
 * The gallery options panel (a Puck custom field of the Gallery block):
 * the design, every option of SPEC section 3 with its range and default
 * (editor/gallery-options.ts), the conditional ones disabled while their
 * condition is off (SPEC section 4), the images, and the messages of the
 * same check the server makes, shown while the owner types.
 */
import { useId } from 'react';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import {
  GALLERY_DESIGNS,
  GALLERY_OPTIONS,
  GALLERY_OPTION_CONDITIONS,
  GALLERY_OPTION_NAMES,
  checkGallerySettings,
  optionApplies,
  type GalleryDesign,
  type GalleryOptionName,
} from '../../editor/gallery-options.js';
import { checkGalleryImages } from '../../editor/gallery-images.js';
import { GALLERY_MEDIA_TYPES, type GalleryMediaType } from '../../editor/gallery-media.js';
import { ImageSourceField } from './image-source-field.js';
import type { GalleryBlockSettings } from '../../editor/gallery-block.js';
import { PHOTO_GALLERY_SIZE } from '../../editor/limits.js';
import { inEditorLanguage } from './language.js';

const T = EDITOR_TEXTS.gallery;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (all, k: string) => String(values[k] ?? all));

function OptionControl({ name, value, set, disabled }: { name: GalleryOptionName; value: unknown; set: (v: unknown) => void; disabled: boolean }) {
  const id = useId();
  const rule = GALLERY_OPTIONS[name];
  const label = T.options[name];
  const on = GALLERY_OPTION_CONDITIONS[name];
  const note = disabled && on ? <small id={`${id}-note`}> {fill(T.appliesWith, { option: T.options[on] })}</small> : null;
  const described = note ? { 'aria-describedby': `${id}-note` } : {};
  if (rule.kind === 'boolean') {
    return (
      <div className="vitrine-gallery-option" data-option={name}>
        <label>
          <input type="checkbox" checked={value === true} disabled={disabled} onChange={(e) => set(e.target.checked)} {...described} /> {label}
        </label>
        {note}
      </div>
    );
  }
  if (rule.kind === 'range') {
    return (
      <div className="vitrine-gallery-option" data-option={name}>
        <label htmlFor={id}>{label} <small>({fill(T.range, rule)})</small></label>
        <input id={id} type="number" min={rule.min} max={rule.max} step={1} value={typeof value === 'number' ? value : ''} disabled={disabled} onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))} {...described} />
        {note}
      </div>
    );
  }
  return (
    <div className="vitrine-gallery-option" data-option={name}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={String(value)} disabled={disabled} onChange={(e) => set(e.target.value)} {...described}>
        {rule.values.map((v) => <option key={v} value={v}>{v}</option>)}
      </select>
      {note}
    </div>
  );
}

function Images({ images, set }: { images: GalleryBlockSettings['images']; set: (images: GalleryBlockSettings['images']) => void }) {
  const idBase = useId().replace(/:/g, '');
  const change = (i: number, key: 'src' | 'alt' | 'title' | 'poster', v: string) => set(images.map((img, j) => (j === i ? { ...img, [key]: v } : img)));
  const setType = (i: number, mediaType: GalleryMediaType) => set(images.map((img, j) => (j === i ? { ...img, mediaType } : img)));
  return (
    <fieldset className="vitrine-gallery-images">
      <legend>{T.images}</legend>
      {images.length === 0 ? <p>{T.noImages}</p> : null}
      <ol>
        {images.map((img, i) => (
          <li key={i}>
            {/* Typed, uploaded or picked from the uploads. */}
            <ImageSourceField id={`${idBase}-image-${i}`} label={T.imageSrc} value={img.src} onChange={(src) => change(i, 'src', src)} />
            <label>{T.imageAlt} <input type="text" value={img.alt} onChange={(e) => change(i, 'alt', e.target.value)} /></label>
            <label>{T.imageTitle} <input type="text" value={img.title} onChange={(e) => change(i, 'title', e.target.value)} /></label>
            <label>
              {T.mediaType}{' '}
              <select value={img.mediaType ?? 'imageFile'} onChange={(e) => setType(i, e.target.value as GalleryMediaType)}>
                {GALLERY_MEDIA_TYPES.map((m) => <option key={m} value={m}>{T.mediaTypes[m]}</option>)}
              </select>
            </label>
            {img.mediaType === 'video' ? <label>{T.videoPoster} <input type="text" value={img.poster ?? ''} onChange={(e) => change(i, 'poster', e.target.value)} /></label> : null}
            <button type="button" onClick={() => set(images.filter((_, j) => j !== i))}>{T.removeImage}</button>
          </li>
        ))}
      </ol>
      <button type="button" disabled={images.length >= PHOTO_GALLERY_SIZE} onClick={() => set([...images, { src: '', alt: '', title: '' }])}>{T.addImage}</button>
    </fieldset>
  );
}

export function GalleryPanel({ value, onChange }: { value: GalleryBlockSettings; onChange: (v: GalleryBlockSettings) => void }) {
  const options = value.options as Record<string, unknown>;
  const settings = checkGallerySettings({ design: value.design, options: value.options });
  const images = checkGalleryImages(value.images);
  const messages = [...(settings.ok ? [] : settings.messages), ...(images.ok ? [] : images.messages)].map(inEditorLanguage);
  const setOption = (name: GalleryOptionName, v: unknown) => {
    const next = { ...options };
    if (v === undefined) delete next[name];
    else next[name] = v;
    onChange({ ...value, options: next as GalleryBlockSettings['options'] });
  };
  return (
    <div className="vitrine-gallery-panel" role="group" aria-label={T.panel}>
      <label>
        {T.design}{' '}
        <select value={value.design} onChange={(e) => onChange({ ...value, design: e.target.value as GalleryDesign })}>
          {GALLERY_DESIGNS.map((d) => <option key={d} value={d}>{T.designs[d]}</option>)}
        </select>
      </label>
      {GALLERY_OPTION_NAMES.map((name) => (
        <OptionControl key={name} name={name} value={options[name]} set={(v) => setOption(name, v)} disabled={!optionApplies(name, value.options)} />
      ))}
      <Images images={value.images} set={(imgs) => onChange({ ...value, images: imgs })} />
      {messages.length ? (
        <ul role="alert" className="vitrine-gallery-messages">
          {messages.map((m) => <li key={m}>{m}</li>)}
        </ul>
      ) : null}
    </div>
  );
}
