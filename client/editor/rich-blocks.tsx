/**
 * The Gallery and Form blocks for Puck: their settings are one prop each,
 * edited by the gallery options panel and the form builder (custom
 * fields); the canvas shows a plain preview (the site renders them with
 * the theme once published).
 */
import type { ComponentConfig } from '@puckeditor/core';
import { LAYOUT_COLUMNS } from '../../editor/limits.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { defaultGalleryBlock, type GalleryBlockSettings } from '../../editor/gallery-block.js';
import { defaultFormSettings, type FormSettings } from '../../editor/form-builder.js';
import { GalleryPanel } from './gallery-panel.js';
import { FormBuilder } from './form-builder.js';
import { CanvasBlock } from './canvas-block.js';

const F = EDITOR_TEXTS.fields;
const span = { type: 'number', label: F.span, min: 1, max: LAYOUT_COLUMNS } as const;

export type GalleryProps = { gallery: GalleryBlockSettings; span: number };
export type FormProps = { form: FormSettings; span: number };

export const GalleryComponent: ComponentConfig<GalleryProps> = {
  label: EDITOR_TEXTS.blocks.gallery,
  fields: {
    gallery: { type: 'custom', label: EDITOR_TEXTS.gallery.panel, render: ({ value, onChange }) => <GalleryPanel value={value} onChange={onChange} /> },
    span,
  },
  defaultProps: { gallery: defaultGalleryBlock(), span: LAYOUT_COLUMNS },
  inline: true,
  render: ({ gallery, span: s, puck }) => (
    <CanvasBlock span={s} type={8} name="gallery" dragRef={puck.dragRef}>
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${gallery.options['thumbnails-per-row']}, 1fr)`, gap: gallery.options.padding }} data-design={gallery.design}>
        {gallery.images.length === 0 ? <p>{EDITOR_TEXTS.gallery.noImages}</p> : gallery.images.map((img, i) => (img.src ? <img key={i} src={img.src} alt={img.alt} style={{ width: '100%' }} /> : null))}
      </div>
    </CanvasBlock>
  ),
};

export const FormComponent: ComponentConfig<FormProps> = {
  label: EDITOR_TEXTS.blocks.form,
  fields: {
    form: { type: 'custom', label: EDITOR_TEXTS.form.panel, render: ({ value, onChange }) => <FormBuilder value={value} onChange={onChange} /> },
    span,
  },
  defaultProps: { form: defaultFormSettings(), span: LAYOUT_COLUMNS },
  inline: true,
  render: ({ form, span: s, puck }) => (
    <CanvasBlock span={s} type={9} name="form" dragRef={puck.dragRef}>
      {form.build.formName ? <h3>{form.build.formName}</h3> : null}
      <ul>{form.build.fields.map((f) => <li key={f.id}>{f.title || f.key || f.id}{f.required ? ' *' : ''}</li>)}</ul>
      {form.disclaimer.text ? <p><small>{form.disclaimer.text}</small></p> : null}
      <span className="sqs-block-button-element">{form.advanced.submitButtonText || 'Submit'}</span>
    </CanvasBlock>
  ),
};
