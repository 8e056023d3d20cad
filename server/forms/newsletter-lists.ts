/**
 * Which mailing list each newsletter form of the site joins, read on the
 * server from what the owner saved: a newsletter block's `props.list` in
 * its page's layout (`editorLayout`, the block's form id
 * `newsletter-{blockId}`), the popup overlay's newsletter slice `list` in
 * the sections (POPUP_FORM_ID). The forms the page shows never carry a
 * list, and nothing a visitor sends chooses one.
 */
import { newsletterFormId } from '../../editor/blocks/newsletter-block.js';
import { POPUP_FORM_ID, SECTIONS_BLOCK_FIELD, sliceOf, storedSection } from '../../editor/sections.js';
import { isObject } from '../../engine/runtime/values.js';
import type { SiteContent } from '../../site/content/types.js';

/** Newsletter form id -> its mailing list's id; forms saved before lists existed are not in it. */
export function newsletterListsOf(content: SiteContent): Map<string, string> {
  const lists = new Map<string, string>();
  for (const c of content.collections) {
    const layout = c.editorLayout;
    const blocks = isObject(layout) && Array.isArray(layout.blocks) ? layout.blocks : [];
    for (const b of blocks) {
      if (!isObject(b) || b.kind !== 'newsletter' || typeof b.id !== 'string' || !isObject(b.props)) continue;
      const list = b.props.list;
      if (typeof list === 'string' && list !== '') lists.set(newsletterFormId(b.id), list);
    }
  }
  const popup = storedSection(content.blockFields[SECTIONS_BLOCK_FIELD], 'popup-overlay');
  const list = sliceOf(popup, 'newsletter')?.list;
  if (popup.enabled && list) lists.set(POPUP_FORM_ID, list);
  return lists;
}
