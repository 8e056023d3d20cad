/** The quote block (SPEC block type 31): a quotation and its source, as a figure with a blockquote and a caption. */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { paragraphsOf, propsOf, textProp } from './fields.js';
import { MAX_BLOCK_PARAGRAPH_CHARS, MAX_BLOCK_TITLE_CHARS } from './limits.js';
import type { ContentBlockRule } from './types.js';

export const quoteBlock: ContentBlockRule = {
  type: 31,
  typeName: 'quote',
  error: 'QUOTE_BLOCK_INVALID',
  defaults: () => ({ props: { text: '', source: '' } }),
  check(input) {
    const p = propsOf(input.props);
    const messages: string[] = [];
    const text = textProp(p, 'text', MAX_BLOCK_PARAGRAPH_CHARS, M.quoteTooLong, messages, M.quoteNeeded);
    const source = textProp(p, 'source', MAX_BLOCK_TITLE_CHARS, M.sourceTooLong, messages);
    return messages.length ? { ok: false, messages } : { ok: true, props: { text, source } };
  },
  data: (b) => ({ type: 'quote', paragraphs: paragraphsOf(String(b.props.text ?? '')), source: String(b.props.source ?? '') }),
};
