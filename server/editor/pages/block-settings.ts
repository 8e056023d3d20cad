/**
 * A page layout as sent, with each gallery's and form's settings checked
 * by the editor's rules (the same the app checks with) and kept in their
 * normal form, and each image block's props checked by the image rules; a
 * block of another kind keeps no settings. The first block that
 * fails answers 400 with every message of its check.
 */
import type { LayoutBlock, PageLayout } from '../../../editor/layout.js';
import { checkGalleryBlock } from '../../../editor/gallery-block.js';
import { checkFormSettings } from '../../../editor/form-builder.js';
import { checkImageBlock } from '../../../editor/image-block.js';
import { checkRichText } from '../../../editor/rich-text.js';
import { linkProblem } from '../../../editor/link-rule.js';
import { editorError } from '../errors.js';
import { checkContentBlock, isContentBlockKind } from '../../../editor/blocks/index.js';

function checkedBlock(b: LayoutBlock): LayoutBlock {
  // The content blocks' rules (editor/blocks/): each block kind its own code.
  if (isContentBlockKind(b.kind)) {
    const r = checkContentBlock(b as LayoutBlock & { kind: typeof b.kind });
    if (!r.ok) throw editorError(r.code, {}, r.messages);
    return r.block;
  }
  const { gallery, form, rich, accordion: _accordion, album: _album, chart: _chart, ...plain } = b;
  if (b.kind === 'richtext') {
    const r = checkRichText(rich);
    if (!r.ok) throw editorError('RICH_TEXT_INVALID', {}, r.messages);
    return { ...plain, rich: r.elements };
  }
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
  if (b.kind === 'button') {
    const unsafe = linkProblem(String(b.props.link ?? ''));
    if (unsafe) throw editorError('LINK_UNSAFE', {}, [unsafe]);
  }
  if (b.kind === 'image') {
    // The image component's rules (editor/image-block.ts), which the page markup and the app's preview follow too.
    const r = checkImageBlock(b.props);
    if (!r.ok) throw editorError('IMAGE_INVALID', {}, r.messages);
  }
  return plain;
}

export function checkedLayout(layout: PageLayout): PageLayout {
  return { blocks: layout.blocks.map(checkedBlock) };
}
