/**
 * A page layout as a block field (`blockFields[id]` of the content), which
 * the site renders at request time through `<squarespace:block-field>`:
 * static blocks carry their escaped HTML; gallery and form blocks carry
 * their data, so the theme's `gallery.block` and `form.block` render them
 * (with the visitor's language and a form's no-JavaScript outcome), and the
 * forms API finds the form in the content (server/forms/form-catalogue.ts).
 */
import { BLOCK_KINDS, rowsOf, type LayoutBlock, type PageLayout } from '../../editor/layout.js';
import { formBlockContent } from '../../editor/form-builder.js';
import { galleryBlockContent } from '../../editor/gallery-block.js';
import { content } from './page-markup.js';
import { CONTENT_BLOCKS, isContentBlockKind } from '../../editor/blocks/index.js';

/** The block field of a page, named after its url id (the id the page's markup always had). */
export const pageFieldId = (urlId: string): string => `page-${urlId}`;
/** The form id of a form block: unique on the site, as block ids are. */
export const formIdOf = (blockId: string): string => `form-${blockId}`;

function blockData(b: LayoutBlock): Record<string, unknown> {
  const common = { id: b.id, blockType: BLOCK_KINDS[b.kind] };
  // The content blocks' data is their own module's (editor/blocks/), for the theme's block templates.
  if (isContentBlockKind(b.kind)) return { ...common, ...CONTENT_BLOCKS[b.kind].data(b) };
  switch (b.kind) {
    case 'heading':
    case 'text':
    case 'richtext':
      return { ...common, type: 'html', html: content(b) };
    case 'image':
      return { ...common, type: 'image', html: content(b) };
    case 'button':
      return { ...common, type: 'button', buttonText: String(b.props.label ?? ''), buttonLink: String(b.props.link ?? '') || '#' };
    case 'spacer':
      return { ...common, type: 'spacer' };
    case 'divider':
      return { ...common, type: 'horizontalrule' };
    case 'gallery':
      return b.gallery ? { ...common, ...galleryBlockContent(b.gallery, b.id) } : { ...common, type: 'gallery' };
    case 'form':
      return b.form ? { ...common, ...formBlockContent(b.form, formIdOf(b.id)) } : { ...common, type: 'html', html: '' };
  }
}

/**
 * Whether a layout needs its block field: only gallery, form and content
 * blocks (editor/blocks/) are rendered by the theme at request time. A page of static blocks is served
 * from its markup alone, byte for byte the page it was before the editor
 * opened it (an imported fixture page, site/editor-layout/import-markup.ts).
 */
export const needsBlockField = (layout: PageLayout): boolean => layout.blocks.some((b) => b.kind === 'gallery' || b.kind === 'form' || isContentBlockKind(b.kind));

export function pageBlockField(layout: PageLayout, updatedOn: number): Record<string, unknown> {
  return {
    updatedOn,
    rows: rowsOf(layout).map((row) => ({ columns: row.map((b) => ({ span: b.span, blocks: [blockData(b)] })) })),
  };
}
