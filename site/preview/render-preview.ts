/**
 * Renders the page being edited as the shopper site would: the site
 * renderer (the theme's regions, views and blocks run by the engine) on the
 * kit's content with the unsaved draft put in, the way a save puts it
 * (server/editor/routes/pages.ts): the layout as the page's block field and markup.
 * Pure and browser-safe: the editor runs it in the owner's browser
 * (client/editor/preview-pane.tsx, through the module
 * scripts/editor-preview/ bundles); tests run it in Node.
 */
import { SiteRenderer } from '../site-renderer.js';
import { Engine } from '../../engine/index.js';
import { ANONYMOUS } from '../routing/access.js';
import { formatSiteDiagnostic } from '../diagnostics.js';
import type { CollectionContent, Json } from '../content/types.js';
import type { LayoutBlock, PageLayout } from '../../editor/layout.js';
import type { PreviewDraft, PreviewResult } from '../../editor/preview-types.js';
import { checkGalleryBlock } from '../../editor/gallery-block.js';
import { checkFormSettings } from '../../editor/form-builder.js';
import { checkImageBlock } from '../../editor/image-block.js';
import { checkRichText } from '../../editor/rich-text.js';
import { linkProblem } from '../../editor/link-rule.js';
import { checkContentBlock, isContentBlockKind } from '../../editor/blocks/index.js';
import { pageMarkup } from '../editor-layout/page-markup.js';
import { needsBlockField, pageBlockField, pageFieldId } from '../editor-layout/page-block-field.js';
import { themeOfKit, type PreviewKit } from './kit.js';
import type { Theme } from '../theme/types.js';

export type { PreviewDraft, PreviewResult };

/** Where a failure of the preview itself is reported. */
const PREVIEW_FILE = '(preview)';

/** A block as a save keeps it, or null with its rule's messages (block-settings.ts checks the same on the server). */
function checkedBlock(b: LayoutBlock, messages: string[]): LayoutBlock | null {
  if (isContentBlockKind(b.kind)) {
    const r = checkContentBlock(b as LayoutBlock & { kind: typeof b.kind });
    return r.ok ? r.block : (messages.push(...r.messages), null);
  }
  const { gallery, form, rich, accordion: _accordion, album: _album, chart: _chart, ...plain } = b;
  if (b.kind === 'richtext') {
    const r = checkRichText(rich);
    return r.ok ? { ...plain, rich: r.elements } : (messages.push(...r.messages), null);
  }
  if (b.kind === 'gallery') {
    const r = checkGalleryBlock(gallery ?? {});
    return r.ok ? { ...plain, gallery: r.gallery } : (messages.push(...r.messages), null);
  }
  if (b.kind === 'form') {
    const r = checkFormSettings(form);
    return r.ok ? { ...plain, form: r.settings } : (messages.push(...r.messages), null);
  }
  if (b.kind === 'button') {
    const unsafe = linkProblem(String(b.props.link ?? ''));
    if (unsafe) return messages.push(unsafe), null;
  }
  if (b.kind === 'image') {
    const r = checkImageBlock(b.props);
    if (!r.ok) return messages.push(...r.messages), null;
  }
  return plain;
}

const themes = new WeakMap<PreviewKit, Theme>();

export function renderPreview(kit: PreviewKit, draft: PreviewDraft, now: number = Date.now()): PreviewResult {
  const messages: string[] = [];
  const layout: PageLayout = { blocks: draft.layout.blocks.map((b) => checkedBlock(b, messages)).filter((b): b is LayoutBlock => b !== null) };
  try {
    let theme = themes.get(kit);
    if (!theme) themes.set(kit, (theme = themeOfKit(kit.theme)));
    const page = kit.content.collections.find((c) => c.id === kit.page.id);
    if (!page) return { html: '', errors: [`${PREVIEW_FILE}:1:1: error: the page is not in the site content`], messages };
    // In another language the draft goes into the page's collection in that language (the one a save writes,
    // server/editor/pages/page-translations.ts), rendered under its prefix: that language's header, navigation and strings, as /fr serves them.
    const tag = draft.language;
    const translated = tag
      ? kit.content.collections.find((c) => c.language === tag && c !== page && c.editorTranslationOf === page.id) ??
        kit.content.collections.find((c) => c.language === tag && c !== page && c.translationOf === page.urlId)
      : undefined;
    const target: CollectionContent = tag ? (translated ?? { ...page, id: `${page.id}:${tag}`, homepage: false, language: tag, translationOf: page.urlId }) : page;
    const field = tag ? `${pageFieldId(page.urlId)}:${tag}` : pageFieldId(page.urlId);
    // A saved layout keeps its field's time, so the preview of a saved page is the page the site serves.
    const before = kit.content.blockFields[field] as Json | undefined;
    const updatedOn = typeof before?.updatedOn === 'number' ? before.updatedOn : now;
    const { editorBlockField: _field, ...rest } = target;
    const edited: CollectionContent = { ...rest, title: draft.title || target.title, navigationTitle: draft.title || target.title, editorLayout: layout, mainContent: pageMarkup(target.urlId, layout), ...(needsBlockField(layout) ? { editorBlockField: pageFieldId(page.urlId) } : {}) };
    const collections = kit.content.collections.map((c) => (c === target ? edited : c));
    const content = {
      ...kit.content,
      collections: translated || !tag ? collections : [...collections, edited],
      blockFields: { ...kit.content.blockFields, [field]: pageBlockField(layout, updatedOn) },
    };
    // The editor's Content-Security-Policy forbids `new Function`: the interpreter, asked for
    // up front, since even the engine's probe for it would be reported as a violation.
    const engine = new Engine({ execution: 'interpret' });
    const renderer = new SiteRenderer(theme, content, { tweakClasses: kit.tweakClasses, tweakJSON: kit.tweakJSON, now: () => now, engine });
    const path = tag ? `${renderer.prefixOf(tag)}/${edited.urlId}` : kit.page.path;
    const result = renderer.render(path, {}, ANONYMOUS, 'desktop', { preview: true });
    return { html: result.html, errors: result.diagnostics.filter((d) => d.severity === 'error').map(formatSiteDiagnostic), messages };
  } catch (e) {
    return { html: '', errors: [`${PREVIEW_FILE}:1:1: error: ${e instanceof Error ? e.message : String(e)}`], messages };
  }
}
