/**
 * The page editor's blocks for Puck: one component per block kind
 * (editor/layout.ts), each with its fields and a preview in the page's
 * 12-column grid; and the mapping between Puck's data and the layout the
 * server stores.
 */
import type { Config, Data } from '@puckeditor/core';
import { LAYOUT_COLUMNS } from '../../editor/limits.js';
import { HEADING_LEVELS, type BlockKind, type LayoutBlock, type PageLayout } from '../../editor/layout.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { IMAGE_FIELDS } from '../../editor/design-texts.js';
import { ImagePreview } from './image-preview.js';
import { imageFields } from './image-field.js';
import { RICH_TAGS, type RichElement } from '../../editor/rich-text.js';
import { CanvasPage } from './canvas-page.js';
import { LinkField } from './link-field.js';
import { RichTextField } from './rich-text-field.js';
import { CanvasBlock } from './canvas-block.js';
import { FormComponent, GalleryComponent, type FormProps, type GalleryProps } from './rich-blocks.js';
import { markTranslatable, translatableText } from './translatable-field.js';
import { CONTENT_COMPONENTS, CONTENT_COMPONENT_OF, fromPuckProps, toPuckProps, type ContentProps } from './blocks/content-components.js';
import { datasetOf } from './blocks/chart-field.js';
import { isContentBlockKind } from '../../editor/blocks/index.js';

const F = EDITOR_TEXTS.fields;
const span = { type: 'number', label: F.span, min: 1, max: LAYOUT_COLUMNS } as const;

/** Puck component name of each block kind. */
export const COMPONENT_OF: Record<BlockKind, string> = { heading: 'Heading', text: 'Text', image: 'Image', button: 'Button', spacer: 'Spacer', divider: 'Divider', gallery: 'Gallery', form: 'Form', richtext: 'RichText', ...CONTENT_COMPONENT_OF };
const KIND_OF = Object.fromEntries(Object.entries(COMPONENT_OF).map(([k, c]) => [c, k as BlockKind])) as Record<string, BlockKind>;

type Props = {
  Heading: { text: string; level: number; span: number };
  Text: { text: string; span: number };
  Image: { src: string; alt: string; focal: string; width?: number; height?: number; priority?: string; span: number };
  Button: { label: string; link: string; span: number };
  Spacer: { span: number };
  Divider: { span: number };
  Gallery: GalleryProps;
  Form: FormProps;
  RichText: { rich: RichElement[]; span: number };
} & ContentProps;

export const puckConfig: Config<Props, { title: string }> = {
  root: {
    fields: { title: translatableText(EDITOR_TEXTS.pageTitle) },
    render: ({ children }) => <CanvasPage>{children}</CanvasPage>,
  },
  components: {
    Heading: {
      label: EDITOR_TEXTS.blocks.heading,
      inline: true,
      fields: { text: translatableText(F.text), level: { type: 'select', label: F.level, options: HEADING_LEVELS.map((l) => ({ label: `H${l}`, value: l })) }, span },
      defaultProps: { text: EDITOR_TEXTS.blocks.heading, level: 2, span: LAYOUT_COLUMNS },
      render: ({ text, level, span: s, puck }) => {
        const Tag = `h${Math.min(4, Math.max(1, Number(level) || 2))}` as 'h2';
        return <CanvasBlock span={s} type={2} name="html" dragRef={puck.dragRef}><Tag>{text}</Tag></CanvasBlock>;
      },
    },
    Text: {
      label: EDITOR_TEXTS.blocks.text,
      inline: true,
      fields: { text: translatableText(F.text, true), span },
      defaultProps: { text: '', span: LAYOUT_COLUMNS },
      render: ({ text, span: s, puck }) => (
        <CanvasBlock span={s} type={2} name="html" dragRef={puck.dragRef}>
          {text.split(/\n\s*\n/).filter((p) => p.trim() !== '').map((p, i) => <p key={i}>{p.trim()}</p>)}
        </CanvasBlock>
      ),
    },
    Image: {
      label: EDITOR_TEXTS.blocks.image,
      inline: true,
      fields: {
        // Typed, uploaded or picked from the uploads; alt text; focal point (image-field.tsx).
        ...imageFields(),
        width: { type: 'number', label: IMAGE_FIELDS.width, min: 1 },
        height: { type: 'number', label: IMAGE_FIELDS.height, min: 1 },
        priority: { type: 'select', label: IMAGE_FIELDS.priority, options: IMAGE_FIELDS.priorities.map(([value, label]) => ({ value, label })) },
        span,
      },
      defaultProps: { src: '', alt: '', focal: '', priority: '', span: LAYOUT_COLUMNS },
      render: ({ span: s, puck, ...props }) => <CanvasBlock span={s} type={5} name="image" dragRef={puck.dragRef}><ImagePreview props={props} /></CanvasBlock>,
    },
    Button: {
      label: EDITOR_TEXTS.blocks.button,
      inline: true,
      fields: { label: translatableText(F.label), link: { type: 'custom', label: F.link, render: ({ id, value, onChange }) => <LinkField id={id} label={F.link} value={typeof value === 'string' ? value : ''} onChange={onChange} /> }, span },
      defaultProps: { label: EDITOR_TEXTS.blocks.button, link: '/', span: LAYOUT_COLUMNS },
      render: ({ label, span: s, puck }) => <CanvasBlock span={s} type={53} name="button" dragRef={puck.dragRef}><span className="sqs-block-button-element">{label}</span></CanvasBlock>,
    },
    Spacer: { label: EDITOR_TEXTS.blocks.spacer, inline: true, fields: { span }, defaultProps: { span: LAYOUT_COLUMNS }, render: ({ span: s, puck }) => <CanvasBlock span={s} type={21} name="spacer" dragRef={puck.dragRef}><div style={{ minHeight: 24 }} /></CanvasBlock> },
    Divider: { label: EDITOR_TEXTS.blocks.divider, inline: true, fields: { span }, defaultProps: { span: LAYOUT_COLUMNS }, render: ({ span: s, puck }) => <CanvasBlock span={s} type={47} name="horizontalrule" dragRef={puck.dragRef}><hr /></CanvasBlock> },
    Gallery: GalleryComponent,
    Form: FormComponent,
    RichText: {
      label: EDITOR_TEXTS.blocks.richtext,
      inline: true,
      fields: {
        rich: markTranslatable({ type: 'custom', label: F.rich, render: ({ id, value, onChange }) => <RichTextField id={id} value={Array.isArray(value) ? value : []} onChange={onChange} /> }),
        span,
      },
      defaultProps: { rich: [{ tag: 'h2', text: EDITOR_TEXTS.blocks.heading }, { tag: 'p', text: '' }], span: LAYOUT_COLUMNS },
      render: ({ rich, span: s, puck }) => (
        <CanvasBlock span={s} type={2} name="html" dragRef={puck.dragRef}>
          {rich.map((e, i) => {
            const Tag = (RICH_TAGS.includes(e.tag) ? e.tag : 'p') as 'p';
            return <Tag key={i}>{e.text}</Tag>;
          })}
        </CanvasBlock>
      ),
    },
    // Product, products grid, summary, video, audio, newsletter, map, code, embed, quote, accordion, album, chart.
    ...CONTENT_COMPONENTS,
  },
};

/** The stored layout as Puck's data. */
export function toPuck(title: string, layout: PageLayout): Data {
  return {
    root: { props: { title } },
    content: layout.blocks.map((b) => ({
      type: COMPONENT_OF[b.kind],
      props: { ...(isContentBlockKind(b.kind) ? toPuckProps(b.kind, b.props) : b.props), ...(b.gallery ? { gallery: b.gallery } : {}), ...(b.form ? { form: b.form } : {}), ...(b.rich ? { rich: b.rich } : {}), ...(b.accordion ? { accordion: b.accordion } : {}), ...(b.album ? { album: b.album } : {}), ...(b.chart ? { chart: b.chart } : {}), span: b.span, id: b.id },
    })),
  } as Data;
}

/** Puck's data as the layout the server stores (unknown components dropped). */
export function fromPuck(data: Data): { title: string; layout: PageLayout } {
  const blocks: LayoutBlock[] = [];
  for (const item of data.content) {
    const kind = KIND_OF[item.type];
    if (!kind) continue;
    const { id, span: s, gallery, form, rich, accordion, album, chart, ...rest } = item.props as Record<string, unknown>;
    let props: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(rest)) if (typeof v === 'string' || typeof v === 'number') props[k] = v;
    if (isContentBlockKind(kind)) props = fromPuckProps(kind, props);
    const block: LayoutBlock = { id: String(id), kind, span: Math.min(LAYOUT_COLUMNS, Math.max(1, Math.round(Number(s) || LAYOUT_COLUMNS))), props };
    // The gallery's and the form's settings go as they are: the server checks them (editor/gallery-block.ts, editor/form-builder.ts).
    if (kind === 'gallery' && gallery) block.gallery = gallery as LayoutBlock['gallery'];
    if (kind === 'form' && form) block.form = form as LayoutBlock['form'];
    if (kind === 'richtext' && Array.isArray(rich)) block.rich = (rich as RichElement[]).map(({ tag, text }) => ({ tag, text }));
    if (kind === 'accordion' && Array.isArray(accordion)) block.accordion = (accordion as { title?: unknown; body?: unknown }[]).map(({ title, body }) => ({ title: String(title ?? ''), body: String(body ?? '') }));
    if (kind === 'album' && Array.isArray(album)) block.album = (album as { url?: unknown; title?: unknown }[]).map(({ url, title }) => ({ url: String(url ?? ''), title: String(title ?? '') }));
    if (kind === 'chart' && chart) block.chart = datasetOf(chart);
    blocks.push(block);
  }
  const title = String((data.root as { props?: { title?: unknown } }).props?.title ?? '');
  return { title, layout: { blocks } };
}
