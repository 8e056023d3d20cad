/**
 * A page layout as sent, with each gallery's and form's settings checked
 * by the editor's rules (the same the app checks with) and kept in their
 * normal form; a block of another kind keeps none. The first block that
 * fails answers 400 with every message of its check.
 */
import type { LayoutBlock, PageLayout } from '../../../editor/layout.js';
import { checkGalleryBlock } from '../../../editor/gallery-block.js';
import { checkFormSettings } from '../../../editor/form-builder.js';
import { editorError } from '../errors.js';

function checkedBlock(b: LayoutBlock): LayoutBlock {
  const { gallery, form, ...plain } = b;
  if (b.kind === 'gallery') {
    const r = checkGalleryBlock(gallery ?? {});
    if (!r.ok) throw editorError('GALLERY_INVALID', {}, r.messages);
    return { ...plain, gallery: r.gallery };
  }
  if (b.kind === 'form') {
    const r = checkFormSettings(form);
    if (!r.ok) throw editorError('FORM_INVALID', {}, r.messages);
    return { ...plain, form: r.settings };
  }
  return plain;
}

export function checkedLayout(layout: PageLayout): PageLayout {
  return { blocks: layout.blocks.map(checkedBlock) };
}
