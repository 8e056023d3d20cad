/**
 * The code block (SPEC block type 23): the owner's own HTML, put in the
 * page as written. It runs under the site's Content-Security-Policy (no
 * script without the page's nonce, no inline handlers). In the editor it
 * shows in a sandboxed frame, never in the editor's own document.
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { propsOf } from './fields.js';
import { MAX_CODE_CHARS } from './limits.js';
import type { ContentBlockRule } from './types.js';

export const codeBlock: ContentBlockRule = {
  type: 23,
  typeName: 'code',
  error: 'CODE_BLOCK_INVALID',
  defaults: () => ({ props: { html: '' } }),
  check(input) {
    const raw = propsOf(input.props).html;
    const html = typeof raw === 'string' ? raw : '';
    if (html.trim() === '') return { ok: false, messages: [M.codeNeeded] };
    if (html.length > MAX_CODE_CHARS) return { ok: false, messages: [M.codeTooLong] };
    return { ok: true, props: { html } };
  },
  data: (b) => ({ type: 'code', html: String(b.props.html ?? '') }),
};
