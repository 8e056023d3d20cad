/**
 * A page's texts in the site's other languages. The default language's
 * layout holds the blocks; a translation holds, per block id, only the
 * props the owner gave another value (any text prop, and a rich text
 * block's `rich`), plus the page's title. A text with no value falls back
 * to the default language's text: the SPEC names no fallback rule for
 * multilingual sites (section 1 says only that sites can be multilingual),
 * so Vitrine shows the default text rather than leave a hole in the page.
 * Pure: the page editor and the server build the same translated layout.
 */
import type { LayoutBlock, PageLayout } from './layout.js';
import type { RichElement } from './rich-text.js';

/** A translated value: a text prop's text, or a rich text block's elements. */
export type TranslatedValue = string | RichElement[];

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

/** A block with a translation's values laid over its own (a value of the wrong shape is ignored). */
export function translatedBlock(block: LayoutBlock, values: Record<string, TranslatedValue> | undefined): LayoutBlock {
  if (!values) return block;
  const out: LayoutBlock = { ...block, props: { ...block.props } };
  for (const [prop, value] of Object.entries(values)) {
    if (UNTRANSLATABLE.has(prop)) continue;
    if (prop === 'rich') {
      if (Array.isArray(value) && block.kind === 'richtext') out.rich = value.map((e) => ({ tag: e.tag, text: e.text }));
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

const isEmpty = (v: unknown) => (Array.isArray(v) ? v.every((e: RichElement) => (e?.text ?? '').trim() === '') : typeof v !== 'string' || v.trim() === '');

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
      const own = prop === 'rich' ? b.rich : b.props[prop];
      if (isEmpty(own)) continue;
      if (translation?.blocks[b.id]?.[prop] === undefined) out.push({ blockId: b.id, prop });
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
