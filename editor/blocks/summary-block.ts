/**
 * The summary block (SPEC block type 20): the latest posts of a blog or
 * the events of an events page, as many as the owner says, as a grid, a
 * list, a wall or a carousel (the SPEC's four summary variants), each as
 * the theme's post or event card. Read when the page is rendered.
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { isReference, propsOf, wholeNumber } from './fields.js';
import { DEFAULT_SUMMARY_ITEMS, MAX_SUMMARY_ITEMS } from './limits.js';
import { notAnOption } from '../gallery-options.js';
import type { ContentBlockRule } from './types.js';

/** The collections a summary shows: blogs and events pages. */
export const SUMMARY_TYPES = ['blog', 'events'] as const;
/** The SPEC's summary variants (block variants: summary wall, carousel, list, grid). */
export const SUMMARY_DESIGNS = ['grid', 'list', 'wall', 'carousel'] as const;

export const summaryBlock: ContentBlockRule = {
  type: 20,
  typeName: 'summary',
  error: 'SUMMARY_BLOCK_INVALID',
  defaults: () => ({ props: { collection: '', count: DEFAULT_SUMMARY_ITEMS, design: 'grid' } }),
  check(input) {
    const p = propsOf(input.props);
    const messages: string[] = [];
    const collection = typeof p.collection === 'string' ? p.collection.trim() : '';
    if (!isReference(collection)) messages.push(M.summaryNeeded);
    const count = wholeNumber(p.count, 1, MAX_SUMMARY_ITEMS, DEFAULT_SUMMARY_ITEMS, M.summaryCount, messages);
    const design = p.design === undefined || p.design === '' ? 'grid' : String(p.design);
    if (!(SUMMARY_DESIGNS as readonly string[]).includes(design)) messages.push(notAnOption(design));
    return messages.length ? { ok: false, messages } : { ok: true, props: { collection, count, design } };
  },
  data: (b) => ({ type: 'summary', design: String(b.props.design || 'grid'), source: { collection: String(b.props.collection), limit: Number(b.props.count) || DEFAULT_SUMMARY_ITEMS } }),
  source: (p) => ({ collection: String(p.collection), types: SUMMARY_TYPES, missing: M.summaryMissing }),
};
