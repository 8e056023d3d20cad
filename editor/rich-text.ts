/**
 * The rich text block (SPEC block type 2, html): headings and paragraphs
 * in one block, as the platform's text block holds them and as the demo's
 * pages were written. The owner edits each element's kind and plain text;
 * never HTML (the markup escapes every text, site/editor-layout/page-markup.ts).
 * Pure: shared by the editor app and the server.
 */
import { MAX_BLOCK_TEXT_CHARS } from './layout.js';

/** The element kinds of a rich text block: headings 1 to 4 and paragraphs. */
export const RICH_TAGS = ['h1', 'h2', 'h3', 'h4', 'p'] as const;
export type RichTag = (typeof RICH_TAGS)[number];

export interface RichElement {
  tag: RichTag;
  text: string;
}

/** Elements of one rich text block (Vitrine's; the SPEC sets none). */
export const MAX_RICH_ELEMENTS = 60;

export const RICH_TEXT_MESSAGES = {
  tooMany: `A text block holds at most ${MAX_RICH_ELEMENTS} headings and paragraphs.`,
  tooLong: `Each heading or paragraph holds at most ${MAX_BLOCK_TEXT_CHARS} characters.`,
  badKind: 'Choose a heading level or a paragraph.',
} as const;

export type RichTextCheck = { ok: true; elements: RichElement[] } | { ok: false; messages: string[] };

/** The elements as sent, checked; every message once. */
export function checkRichText(value: unknown): RichTextCheck {
  if (!Array.isArray(value)) return { ok: true, elements: [] };
  const messages = new Set<string>();
  if (value.length > MAX_RICH_ELEMENTS) messages.add(RICH_TEXT_MESSAGES.tooMany);
  const elements: RichElement[] = [];
  for (const v of value.slice(0, MAX_RICH_ELEMENTS)) {
    const e = (v ?? {}) as { tag?: unknown; text?: unknown };
    if (!RICH_TAGS.includes(e.tag as RichTag)) messages.add(RICH_TEXT_MESSAGES.badKind);
    const text = typeof e.text === 'string' ? e.text : '';
    if (text.length > MAX_BLOCK_TEXT_CHARS) messages.add(RICH_TEXT_MESSAGES.tooLong);
    elements.push({ tag: e.tag as RichTag, text });
  }
  return messages.size ? { ok: false, messages: [...messages] } : { ok: true, elements };
}
