/**
 * The accordion block (SPEC block type 69): items of a title and a text,
 * each opened and closed on its own. The page uses `<details>` and
 * `<summary>`, so it works from the keyboard and without JavaScript.
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { paragraphsOf } from './fields.js';
import { MAX_ACCORDION_BODY_CHARS, MAX_ACCORDION_ITEMS, MAX_BLOCK_TITLE_CHARS } from './limits.js';
import type { AccordionItem, ContentBlockRule } from './types.js';

export const accordionBlock: ContentBlockRule = {
  type: 69,
  typeName: 'accordion',
  error: 'ACCORDION_BLOCK_INVALID',
  defaults: () => ({ props: {}, accordion: [{ title: '', body: '' }] }),
  check(input) {
    const raw = Array.isArray(input.accordion) ? (input.accordion as unknown[]) : [];
    const messages = new Set<string>();
    if (raw.length === 0) messages.add(M.accordionEmpty);
    if (raw.length > MAX_ACCORDION_ITEMS) messages.add(M.accordionTooMany);
    const items: AccordionItem[] = raw.slice(0, MAX_ACCORDION_ITEMS).map((r) => {
      const o = typeof r === 'object' && r !== null ? (r as Record<string, unknown>) : {};
      const title = typeof o.title === 'string' ? o.title.trim() : '';
      const body = typeof o.body === 'string' ? o.body.trim() : '';
      if (title === '') messages.add(M.accordionTitle);
      if (title.length > MAX_BLOCK_TITLE_CHARS) messages.add(M.accordionTitleTooLong);
      if (body.length > MAX_ACCORDION_BODY_CHARS) messages.add(M.accordionBodyTooLong);
      return { title, body };
    });
    return messages.size ? { ok: false, messages: [...messages] } : { ok: true, props: {}, accordion: items };
  },
  data: (b) => ({ type: 'accordion', accordionItems: (b.accordion ?? []).map((i) => ({ title: i.title, paragraphs: paragraphsOf(i.body) })) }),
};
