/**
 * A page's texts in the site's other languages. The default language's
 * layout holds the blocks; a translation holds, per block id, only the
 * props the owner gave another value (any text prop, a rich text block's
 * `rich`, an accordion's `accordion`: each item's title and text, by
 * place), plus the page's title. A text with no value falls back
 * to the default language's text: the SPEC names no fallback rule for
 * multilingual sites (section 1 says only that sites can be multilingual),
 * so Vitrine shows the default text rather than leave a hole in the page.
 * Pure: the page editor and the server build the same translated layout.
 */
import type { LayoutBlock, PageLayout } from './layout.js';
import type { RichElement } from './rich-text.js';
import type { AccordionItem } from './blocks/types.js';

/** A translated value: a text prop's text, a rich text block's elements, or an accordion's items (by place). */
export type TranslatedValue = string | RichElement[] | AccordionItem[];

export interface PageTranslation {
  /** The page's title (and navigation label) in this language; absent: the default one. */
  title?: string;
  /** Block id -> prop name -> its value in this language. */
  blocks: Record<string, Record<string, TranslatedValue>>;
}

/** Language tag -> that language's texts of the page. */
export type PageTranslations = Record<string, PageTranslation>;

/** The props of a block a translation may give values to: its text props and `rich`; never its layout. */
const UNTRANSLATABLE = new Set(['id', 'kind', 'span']);

export const emptyTranslation = (): PageTranslation => ({ blocks: {} });

/** A block's value of a translatable prop: its text, its rich text's elements, or its accordion's items. */
export function translatableValue(block: LayoutBlock, prop: string): unknown {
  if (prop === 'rich') return block.rich;
  if (prop === 'accordion') return block.accordion;
  return block.props[prop];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * An accordion's items in a language: each item the default's place, its
 * title and text from the translation's item at that place where given
 * (not blank), else the default's. Items are added, moved and removed in
 * the default language only.
 */
export function translatedAccordion(items: readonly AccordionItem[], values: readonly unknown[]): AccordionItem[] {
  return items.map((item, i) => {
    const v = values[i] && typeof values[i] === 'object' ? (values[i] as Record<string, unknown>) : {};
    return { title: text(v.title).trim() !== '' ? text(v.title) : item.title, body: text(v.body).trim() !== '' ? text(v.body) : item.body };
  });
}

/** Whether an accordion translation leaves some text of the default's items without its own (a blank default text needs none). */
function accordionUntranslated(items: readonly AccordionItem[], values: unknown): boolean {
  const list = Array.isArray(values) ? (values as unknown[]) : [];
  return items.some((item, i) => {
    const v = list[i] && typeof list[i] === 'object' ? (list[i] as Record<string, unknown>) : {};
    return (item.title.trim() !== '' && text(v.title).trim() === '') || (item.body.trim() !== '' && text(v.body).trim() === '');
  });
}

/** A block with a translation's values laid over its own (a value of the wrong shape is ignored). */
export function translatedBlock(block: LayoutBlock, values: Record<string, TranslatedValue> | undefined): LayoutBlock {
  if (!values) return block;
  const out: LayoutBlock = { ...block, props: { ...block.props } };
  for (const [prop, value] of Object.entries(values)) {
    if (UNTRANSLATABLE.has(prop)) continue;
    if (prop === 'rich') {
      if (Array.isArray(value) && block.kind === 'richtext') out.rich = (value as RichElement[]).map((e) => ({ tag: e.tag, text: e.text }));
    } else if (prop === 'accordion') {
      if (Array.isArray(value) && block.kind === 'accordion' && block.accordion) out.accordion = translatedAccordion(block.accordion, value);
    } else if (typeof value === 'string' && typeof block.props[prop] === 'string') {
      out.props[prop] = value;
    }
  }
  return out;
}

/** The page's layout in a language: every block, its texts from the translation where given, else the default's. */
export function translatedLayout(layout: PageLayout, translation: PageTranslation | undefined): PageLayout {
  return { blocks: layout.blocks.map((b) => translatedBlock(b, translation?.blocks[b.id])) };
}

/** No text at all: a blank text, rich elements or accordion items with none. */
const isEmpty = (v: unknown) =>
  Array.isArray(v) ? v.every((e: Partial<RichElement & AccordionItem>) => text(e?.text).trim() === '' && text(e?.title).trim() === '' && text(e?.body).trim() === '') : typeof v !== 'string' || v.trim() === '';

/**
 * The texts still showing the default language: `{ blockId, prop }` for
 * each translatable prop (as the app's fields declare them) with a default
 * text and no value in the translation. `title` for the page's title.
 */
export function untranslatedTexts(
  title: string,
  layout: PageLayout,
  translation: PageTranslation | undefined,
  translatableProps: (block: LayoutBlock) => readonly string[],
): { blockId: string | null; prop: string }[] {
  const out: { blockId: string | null; prop: string }[] = [];
  if (title.trim() !== '' && translation?.title === undefined) out.push({ blockId: null, prop: 'title' });
  for (const b of layout.blocks) {
    for (const prop of translatableProps(b)) {
      const own = translatableValue(b, prop);
      if (isEmpty(own)) continue;
      const given = translation?.blocks[b.id]?.[prop];
      // An accordion is translated once every item's texts are: one item left shows the marker.
      const missing = prop === 'accordion' ? accordionUntranslated(b.accordion ?? [], given) : given === undefined;
      if (missing) out.push({ blockId: b.id, prop });
    }
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A translation read from a page already written in the language (the
 * demo's Accueil for Home): when its blocks are the default page's kinds in
 * the same order, each text that differs is that block's translation.
 * Otherwise nothing is taken (the owner translates from the default texts).
 */
export function translationFromLayout(title: string | undefined, layout: PageLayout, translated: PageLayout | null): PageTranslation {
  const t: PageTranslation = { ...(title !== undefined ? { title } : {}), blocks: {} };
  if (!translated || translated.blocks.length !== layout.blocks.length) return t;
  if (translated.blocks.some((b, i) => b.kind !== layout.blocks[i]!.kind)) return t;
  layout.blocks.forEach((b, i) => {
    const other = translated.blocks[i]!;
    const values: Record<string, TranslatedValue> = {};
    for (const [prop, v] of Object.entries(other.props)) if (typeof v === 'string' && typeof b.props[prop] === 'string' && v !== b.props[prop]) values[prop] = v;
    if (b.kind === 'richtext' && other.rich && !same(other.rich, b.rich)) values.rich = other.rich;
    if (b.kind === 'accordion' && other.accordion && !same(other.accordion, b.accordion)) values.accordion = other.accordion;
    if (Object.keys(values).length) t.blocks[b.id] = values;
  });
  return t;
}

/** A translation keeping only the blocks the layout still has (a removed block's texts go with it). */
export function prunedTranslation(layout: PageLayout, translation: PageTranslation): PageTranslation {
  const ids = new Set(layout.blocks.map((b) => b.id));
  const blocks: PageTranslation['blocks'] = {};
  for (const [id, values] of Object.entries(translation.blocks)) if (ids.has(id) && Object.keys(values).length) blocks[id] = values;
  return { ...(translation.title !== undefined ? { title: translation.title } : {}), blocks };
}
