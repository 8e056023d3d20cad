/**
 * The content blocks for Puck (editor/blocks/ has their rules): one
 * component each with its fields; on the canvas each shows as the site
 * renders it (rendered-blocks.tsx), the code block in a sandboxed frame.
 * The product block keeps its store and product as one choice while
 * edited (`toPuckProps` / `fromPuckProps`).
 */
import { translatableText } from '../translatable-field.js';
import type { ComponentConfig } from '@puckeditor/core';
import { LAYOUT_COLUMNS } from '../../../editor/limits.js';
import { EDITOR_TEXTS } from '../../../editor/texts.js';
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';
import { BLOCK_MESSAGES, CONTENT_BLOCKS, CONTENT_BLOCK_TYPES, type AccordionItem, type AlbumTrack, type ChartDataset, type ContentBlockKind } from '../../../editor/blocks/index.js';
import { DEFAULT_EMBED_HEIGHT, DEFAULT_GRID_PRODUCTS, DEFAULT_SUMMARY_ITEMS, MAX_EMBED_HEIGHT, MAX_GRID_PRODUCTS, MAX_SUMMARY_ITEMS, MIN_EMBED_HEIGHT } from '../../../editor/blocks/limits.js';
import { SUMMARY_DESIGNS } from '../../../editor/blocks/summary-block.js';
import { CanvasBlock } from '../canvas-block.js';
import { ImageSourceField, MediaSourceField } from '../image-source-field.js';
import { ThemeRendered } from './rendered-blocks.js';
import { CodeFrame } from './code-frame.js';
import { FeedPicker, ProductPicker, StorePicker, productChoice } from './source-fields.js';
import { accordionField } from './accordion-field.js';
import { albumField } from './album-field.js';
import { chartField, starterDataset } from './chart-field.js';
import { CHART_DESIGNS } from '../../../editor/blocks/chart-drawing.js';
import { CodeField } from './code-field.js';
import { inEditorLanguage } from '../language.js';

const F = BLOCK_TEXTS.fields;
const K = EDITOR_TEXTS.blocks;
const span = { type: 'number', label: EDITOR_TEXTS.fields.span, min: 1, max: LAYOUT_COLUMNS } as const;
// The blocks' texts (not their addresses, names or code) are given per language (translatable-field.tsx): the page editor lists them while translating.
const text = (label: string) => translatableText(label);
const textarea = (label: string) => translatableText(label, true);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Puck component name of each content block kind. */
export const CONTENT_COMPONENT_OF: Record<ContentBlockKind, string> = {
  product: 'Product',
  products: 'ProductsGrid',
  summary: 'Summary',
  video: 'Video',
  audio: 'Audio',
  newsletter: 'Newsletter',
  map: 'Map',
  code: 'Code',
  embed: 'Embed',
  quote: 'Quote',
  accordion: 'Accordion',
  album: 'Album',
  chart: 'Chart',
};

type Drag = { dragRef: ((el: Element | null) => void) | null };

/** A content block on the canvas, in its grid column, as the site renders it; while it fails its rule, the rule's first message. */
function themed(kind: ContentBlockKind) {
  return ({ id, span: s, puck, ...rest }: { id?: string; span: number; puck: Drag } & Record<string, unknown>) => {
    const flat: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(rest)) if (typeof v === 'string' || typeof v === 'number') flat[k] = v;
    const checked = CONTENT_BLOCKS[kind].check({ props: fromPuckProps(kind, flat), accordion: rest.accordion, album: rest.album, chart: rest.chart });
    return (
      <CanvasBlock span={s} type={CONTENT_BLOCK_TYPES[kind]} name={CONTENT_BLOCKS[kind].typeName} dragRef={puck.dragRef}>
        {checked.ok ? <ThemeRendered id={id} label={K[kind]} /> : <p className="vitrine-canvas-pending">{K[kind]}: {inEditorLanguage(checked.messages[0] ?? '')}</p>}
      </CanvasBlock>
    );
  };
}

export type ContentProps = {
  Product: { choice: string; span: number };
  ProductsGrid: { collection: string; count: number; span: number };
  Summary: { collection: string; count: number; design: string; span: number };
  Video: { url: string; poster: string; title: string; span: number };
  Audio: { url: string; title: string; artist: string; span: number };
  Newsletter: { heading: string; description: string; label: string; button: string; thanks: string; span: number };
  Map: { address: string; span: number };
  Code: { html: string; span: number };
  Embed: { code: string; title: string; height: number; span: number };
  Quote: { text: string; source: string; span: number };
  Accordion: { accordion: AccordionItem[]; span: number };
  Album: { title: string; cover: string; album: AlbumTrack[]; span: number };
  Chart: { title: string; design: string; chart: ChartDataset; span: number };
};

export const CONTENT_COMPONENTS: {
  Product: ComponentConfig<ContentProps['Product']>;
  ProductsGrid: ComponentConfig<ContentProps['ProductsGrid']>;
  Summary: ComponentConfig<ContentProps['Summary']>;
  Video: ComponentConfig<ContentProps['Video']>;
  Audio: ComponentConfig<ContentProps['Audio']>;
  Newsletter: ComponentConfig<ContentProps['Newsletter']>;
  Map: ComponentConfig<ContentProps['Map']>;
  Code: ComponentConfig<ContentProps['Code']>;
  Embed: ComponentConfig<ContentProps['Embed']>;
  Quote: ComponentConfig<ContentProps['Quote']>;
  Accordion: ComponentConfig<ContentProps['Accordion']>;
  Album: ComponentConfig<ContentProps['Album']>;
  Chart: ComponentConfig<ContentProps['Chart']>;
} = {
  Product: {
    label: K.product,
    inline: true,
    fields: { choice: { type: 'custom', label: F.product, render: ({ id, value, onChange }) => <ProductPicker id={id} value={str(value)} onChange={(v) => onChange(productChoice(v.collection, v.product))} /> }, span },
    defaultProps: { choice: '', span: 4 },
    render: themed('product'),
  },
  ProductsGrid: {
    label: K.products,
    inline: true,
    fields: { collection: { type: 'custom', label: F.store, render: ({ id, value, onChange }) => <StorePicker id={id} value={str(value)} onChange={onChange} /> }, count: { type: 'number', label: F.count, min: 1, max: MAX_GRID_PRODUCTS }, span },
    defaultProps: { collection: '', count: DEFAULT_GRID_PRODUCTS, span: LAYOUT_COLUMNS },
    render: themed('products'),
  },
  Summary: {
    label: K.summary,
    inline: true,
    fields: {
      collection: { type: 'custom', label: F.feed, render: ({ id, value, onChange }) => <FeedPicker id={id} value={str(value)} onChange={onChange} /> },
      count: { type: 'number', label: F.count, min: 1, max: MAX_SUMMARY_ITEMS },
      design: { type: 'select', label: F.design, options: SUMMARY_DESIGNS.map((d) => ({ value: d, label: F.designs[d] })) },
      span,
    },
    defaultProps: { collection: '', count: DEFAULT_SUMMARY_ITEMS, design: 'grid', span: LAYOUT_COLUMNS },
    render: themed('summary'),
  },
  Video: {
    label: K.video,
    inline: true,
    fields: {
      url: { type: 'custom', label: F.videoUrl, render: ({ id, value, onChange }) => <MediaSourceField id={id} kind="video" label={F.videoUrl} uploadLabel={F.uploadVideo} value={str(value)} onChange={onChange} /> },
      poster: { type: 'custom', label: F.poster, render: ({ id, value, onChange }) => <ImageSourceField id={id} label={F.poster} value={str(value)} onChange={onChange} /> },
      title: text(F.title),
      span,
    },
    defaultProps: { url: '', poster: '', title: '', span: LAYOUT_COLUMNS },
    render: themed('video'),
  },
  Audio: {
    label: K.audio,
    inline: true,
    fields: {
      url: { type: 'custom', label: F.audioUrl, render: ({ id, value, onChange }) => <MediaSourceField id={id} kind="audio" label={F.audioUrl} uploadLabel={F.uploadAudio} value={str(value)} onChange={onChange} /> },
      title: text(F.title),
      artist: { type: 'text', label: F.artist },
      span,
    },
    defaultProps: { url: '', title: '', artist: '', span: LAYOUT_COLUMNS },
    render: themed('audio'),
  },
  Newsletter: {
    label: K.newsletter,
    inline: true,
    fields: { heading: text(F.heading), description: textarea(F.description), label: text(F.emailLabel), button: text(F.buttonLabel), thanks: textarea(F.thanks), span },
    defaultProps: { heading: BLOCK_TEXTS.newsletterDefaults.heading, description: '', label: BLOCK_TEXTS.newsletterDefaults.label, button: BLOCK_TEXTS.newsletterDefaults.button, thanks: BLOCK_TEXTS.newsletterDefaults.thanks, span: LAYOUT_COLUMNS },
    render: themed('newsletter'),
  },
  Map: {
    label: K.map,
    inline: true,
    fields: { address: { type: 'textarea', label: F.address }, span },
    defaultProps: { address: '', span: 6 },
    render: themed('map'),
  },
  Code: {
    label: K.code,
    inline: true,
    fields: { html: { type: 'custom', label: F.html, render: ({ id, value, onChange }) => <CodeField id={id} value={str(value)} onChange={onChange} /> }, span },
    defaultProps: { html: '', span: LAYOUT_COLUMNS },
    render: ({ html, span: s, puck }) => (
      <CanvasBlock span={s} type={CONTENT_BLOCK_TYPES.code} name="code" dragRef={puck.dragRef}>
        {html.trim() === '' ? <p className="vitrine-canvas-pending">{K.code}: {inEditorLanguage(BLOCK_MESSAGES.codeNeeded)}</p> : <CodeFrame html={html} />}
      </CanvasBlock>
    ),
  },
  Embed: {
    label: K.embed,
    inline: true,
    fields: { code: { type: 'textarea', label: F.embedCode }, title: text(F.title), height: { type: 'number', label: F.height, min: MIN_EMBED_HEIGHT, max: MAX_EMBED_HEIGHT }, span },
    defaultProps: { code: '', title: '', height: DEFAULT_EMBED_HEIGHT, span: LAYOUT_COLUMNS },
    render: themed('embed'),
  },
  Quote: {
    label: K.quote,
    inline: true,
    fields: { text: textarea(F.quote), source: text(F.source), span },
    defaultProps: { text: '', source: '', span: LAYOUT_COLUMNS },
    render: themed('quote'),
  },
  Accordion: {
    label: K.accordion,
    inline: true,
    fields: { accordion: accordionField(F.items), span },
    defaultProps: { accordion: [{ title: '', body: '' }], span: LAYOUT_COLUMNS },
    render: themed('accordion'),
  },
  Album: {
    label: K.album,
    inline: true,
    fields: {
      title: text(F.albumTitle),
      cover: { type: 'custom', label: F.cover, render: ({ id, value, onChange }) => <ImageSourceField id={id} label={F.cover} value={str(value)} onChange={onChange} /> },
      album: albumField(F.tracks),
      span,
    },
    defaultProps: { title: '', cover: '', album: [{ url: '', title: '' }], span: LAYOUT_COLUMNS },
    render: themed('album'),
  },
  Chart: {
    label: K.chart,
    inline: true,
    fields: {
      title: text(F.chartTitle),
      design: { type: 'select', label: F.chartDesign, options: CHART_DESIGNS.map((d) => ({ value: d, label: F.chartDesigns[d] })) },
      chart: chartField(F.dataset),
      span,
    },
    defaultProps: { title: '', design: 'bar', chart: starterDataset(), span: LAYOUT_COLUMNS },
    render: themed('chart'),
  },
};

/** A stored content block's props as Puck edits them. */
export function toPuckProps(kind: ContentBlockKind, props: Record<string, string | number>): Record<string, unknown> {
  if (kind !== 'product') return props;
  const { collection, product, ...rest } = props;
  return { ...rest, choice: productChoice(str(collection), str(product)) };
}

/** Puck's props of a content block as the layout keeps them. */
export function fromPuckProps(kind: ContentBlockKind, props: Record<string, string | number>): Record<string, string | number> {
  if (kind !== 'product') return props;
  const { choice, ...rest } = props;
  const [collection = '', product = ''] = str(choice).split(' ');
  return { ...rest, collection, product };
}
