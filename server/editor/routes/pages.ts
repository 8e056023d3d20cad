/**
 * Pages (regular pages, collection type 10):
 *
 *   GET  /api/editor/pages        the site's pages
 *   POST /api/editor/pages        create one: title, optional urlId
 *   GET  /api/editor/pages/:id    one page with its layout and the content revision
 *   PUT  /api/editor/pages/:id    save title and layout; `revision` is the one edited (409 when another change came first)
 *   PUT  /api/editor/pages/:id/status   status (published, scheduled with publishOn, needs-review, draft, private)
 *
 * The layout is kept on the page (`editorLayout`) and its markup written
 * to `mainContent`, which the site renderer shows. A page made outside the
 * editor (mainContent without a layout, as the demo fixture's) opens with
 * the layout its markup reads as (site/editor-layout/import-markup.ts),
 * which gives back the same markup; one whose markup the editor cannot
 * give back is listed as not editable.
 */
import type { FastifyInstance } from 'fastify';
import { BLOCK_KINDS, MAX_BLOCK_TEXT_CHARS, emptyLayout, withinBlockLimit, withinGalleryLimit, type PageLayout } from '../../../editor/layout.js';
import { LAYOUT_COLUMNS, MAX_ORDERABLE_COLLECTION_ITEMS } from '../../../editor/limits.js';
import { withinOrderableLimit } from '../../../editor/orderable-lists.js';
import { MAX_RICH_ELEMENTS } from '../../../editor/rich-text.js';
import { isUrlId, uniqueUrlId } from '../../../editor/url-id.js';
import { STATUS_MESSAGES, checkStatus, statusLabel, statusOf } from '../../../editor/page-status.js';
import type { EditorContext } from '../context.js';
import { getPath } from '../../../engine/runtime/values.js';
import { blockFieldsOf, websiteOf, collectionsOf, newContentId, takenUrlIds, type DocCollection } from '../doc.js';
import { editorError } from '../errors.js';
import { pageMarkup } from '../../../site/editor-layout/page-markup.js';
import { needsBlockField, pageBlockField, pageFieldId } from '../../../site/editor-layout/page-block-field.js';
import { checkedLayout } from '../pages/block-settings.js';
import { refuseVimeoBasic } from '../pages/video-accounts.js';
import { layoutOfMarkup } from '../../../site/editor-layout/import-markup.js';
import { copyStatus, pageLanguages, readTranslations, translatedPagesOf, translationsSchema, writeTranslations } from '../pages/page-translations.js';
import type { PageTranslations } from '../../../editor/translations.js';
import { checkBlockSources, checkNewsletterLists } from '../pages/block-sources.js';
import { MailingLists } from '../../mailing-lists/mailing-lists.js';
import { MAX_ACCORDION_ITEMS, MAX_CHART_COLUMNS, MAX_CHART_LABEL_CHARS, MAX_CHART_ROWS, MAX_CHART_VALUE_CHARS } from '../../../editor/blocks/limits.js';

/** Platform collection type of a regular page. */
export const PAGE_COLLECTION_TYPE = 10;
/** The title a page's url id falls back to when its own gives fewer than 3 characters. */
export const FALLBACK_PAGE_TITLE = 'page';
export const MAX_TITLE_CHARS = 200;

const pageId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;

const blockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'span', 'props'],
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    kind: { type: 'string', enum: Object.keys(BLOCK_KINDS) },
    span: { type: 'integer', minimum: 1, maximum: LAYOUT_COLUMNS },
    props: {
      type: 'object',
      maxProperties: 8,
      propertyNames: { pattern: '^[a-zA-Z]{1,32}$' },
      additionalProperties: { anyOf: [{ type: 'string', maxLength: MAX_BLOCK_TEXT_CHARS }, { type: 'number' }] },
    },
    // Checked by the editor's rules (block-settings.ts), with their messages.
    gallery: { type: 'object' },
    form: { type: 'object' },
    rich: { type: 'array', maxItems: MAX_RICH_ELEMENTS, items: { type: 'object' } },
    // An accordion's items: checked by its rule (editor/blocks/accordion-block.ts), which also says when there are too many.
    accordion: { type: 'array', maxItems: MAX_ACCORDION_ITEMS + 1, items: { type: 'object' } },
    // An album's tracks: checked by its rule (editor/blocks/album-block.ts), which says when there are more than MAX_ALBUM_TRACKS; past MAX_ORDERABLE_COLLECTION_ITEMS
    // the page's rule for hand-ordered lists refuses them (editor/orderable-lists.ts); the body is read no further than one past it.
    album: { type: 'array', maxItems: MAX_ORDERABLE_COLLECTION_ITEMS + 1, items: { type: 'object' } },
    // A chart's dataset: checked by its rule (editor/blocks/chart-dataset.ts), which says when there are too many rows or columns; the body is read no further than one past them.
    chart: {
      type: 'object',
      additionalProperties: false,
      properties: {
        columns: { type: 'array', maxItems: MAX_CHART_COLUMNS + 1, items: { type: 'string', maxLength: MAX_CHART_LABEL_CHARS + 1 } },
        rows: {
          type: 'array',
          maxItems: MAX_CHART_ROWS + 1,
          items: { type: 'object', properties: { label: { type: 'string', maxLength: MAX_CHART_LABEL_CHARS + 1 }, values: { type: 'array', maxItems: MAX_CHART_COLUMNS + 1, items: { type: 'string', maxLength: MAX_CHART_VALUE_CHARS + 1 } } } },
        },
      },
    },
  },
} as const;

const createSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: { title: { type: 'string', minLength: 1, maxLength: MAX_TITLE_CHARS }, urlId: { type: 'string', maxLength: 100 } },
  },
} as const;

const saveSchema = {
  params: { type: 'object', properties: { id: pageId }, required: ['id'] },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'layout', 'revision'],
    properties: {
      title: { type: 'string', minLength: 1, maxLength: MAX_TITLE_CHARS },
      revision: { type: 'integer', minimum: 1 },
      layout: { type: 'object', additionalProperties: false, required: ['blocks'], properties: { blocks: { type: 'array', maxItems: MAX_ORDERABLE_COLLECTION_ITEMS + 1, items: blockSchema } } },
      // The page's texts in the site's other languages (page-translations.ts); absent: the stored ones stay.
      translations: translationsSchema,
    },
  },
} as const;

const isPage = (c: DocCollection) => c.typeName === 'page' || c.type === PAGE_COLLECTION_TYPE;
const layoutOf = (c: DocCollection): PageLayout | null => {
  const l = c.editorLayout as PageLayout | undefined;
  if (l && Array.isArray(l.blocks)) return l;
  return typeof c.mainContent === 'string' && typeof c.urlId === 'string' ? layoutOfMarkup(c.urlId, c.mainContent) : null;
};
const editable = (c: DocCollection) => layoutOf(c) !== null || typeof c.mainContent !== 'string';

function summary(c: DocCollection) {
  const status = { status: statusOf(c), statusLabel: statusLabel(c, Date.now()), ...(typeof c.publishOn === 'number' && statusOf(c) === 'scheduled' ? { publishOn: c.publishOn } : {}) };
  return { id: c.id, urlId: c.urlId, title: typeof c.title === 'string' ? c.title : c.urlId, enabled: c.enabled !== false, editable: editable(c), ...status };
}

const statusSchema = {
  params: { type: 'object', properties: { id: pageId }, required: ['id'] },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['status'],
    properties: { status: { type: 'string', maxLength: 40 }, publishOn: { type: 'integer', minimum: 0 } },
  },
} as const;

export async function pageRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/pages', async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    // A page the editor wrote in another language is edited through its page (its translations), so it is not listed.
    return { revision, pages: collectionsOf(doc).filter((c) => isPage(c) && typeof c.editorTranslationOf !== 'string').map(summary) };
  });

  app.post<{ Body: { title: string; urlId?: string } }>('/api/editor/pages', { schema: createSchema }, async (request, reply) => {
    const user = await ctx.user(request, 'edit');
    const { title, urlId } = request.body;
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `created page ${title}` }, (doc) => {
      const taken = takenUrlIds(doc);
      if (urlId !== undefined && !isUrlId(urlId)) throw editorError('NOT_A_PAGE_URL', { val: urlId });
      if (urlId !== undefined && taken.has(urlId)) throw editorError('URL_ID_TAKEN');
      const id = urlId ?? uniqueUrlId(title, FALLBACK_PAGE_TITLE, taken);
      const layout = emptyLayout();
      const page: DocCollection = { id: newContentId(), urlId: id, typeName: 'page', type: PAGE_COLLECTION_TYPE, title, navigationTitle: title, enabled: true, editorLayout: layout, mainContent: pageMarkup(id, layout) };
      (doc.collections as unknown[]).push(page);
      return summary(page);
    });
    reply.code(201);
    return { revision, page: result };
  });

  app.get<{ Params: { id: string } }>('/api/editor/pages/:id', { schema: { params: saveSchema.params } }, async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    const page = collectionsOf(doc).find((c) => c.id === request.params.id && isPage(c));
    if (!page) throw editorError('NOT_FOUND');
    // The form builder says when captcha cannot work: the site has no captcha site key (SPEC section 5).
    const captcha = typeof getPath(websiteOf(doc), ['captchaSettings', 'siteKey']) === 'string';
    const layout = layoutOf(page) ?? emptyLayout();
    return { revision, page: summary(page), layout, captcha, languages: pageLanguages(doc), translations: readTranslations(doc, page, layout) };
  });

  app.put<{ Params: { id: string }; Body: { title: string; revision: number; layout: PageLayout; translations?: PageTranslations } }>('/api/editor/pages/:id', { schema: saveSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { title, revision: edited } = request.body;
    // SPEC section 9's 250 for every hand-ordered list (editor/orderable-lists.ts), then each list's own limit.
    if (!withinOrderableLimit(request.body.layout)) throw editorError('TOO_MANY_ORDERED_ITEMS');
    if (!withinBlockLimit(request.body.layout)) throw editorError('TOO_MANY_BLOCKS');
    if (!withinGalleryLimit(request.body.layout)) throw editorError('TOO_MANY_GALLERIES');
    if (new Set(request.body.layout.blocks.map((b) => b.id)).size !== request.body.layout.blocks.length) throw editorError('INVALID_REQUEST');
    const layout = checkedLayout(request.body.layout);
    // A newsletter block's list must still exist (its rule has checked one is named).
    if (layout.blocks.some((b) => b.kind === 'newsletter')) checkNewsletterLists(layout, new Set((await new MailingLists(ctx.store).all()).map((l) => l.id)));
    await refuseVimeoBasic(layout, ctx.videoHost);
    const { revision, result } = await ctx.content.change(
      { accountId: user.accountId, summary: `saved page ${title}` },
      (doc) => {
        const page = collectionsOf(doc).find((c) => c.id === request.params.id && isPage(c));
        if (!page) throw editorError('NOT_FOUND');
        if (!editable(page)) throw editorError('PAGE_NOT_EDITABLE');
        checkBlockSources(doc, layout);
        const field = pageFieldId(page.urlId);
        Object.assign(page, { title, navigationTitle: title, editorLayout: layout, mainContent: pageMarkup(page.urlId, layout) });
        // Static blocks are served from the markup; galleries and forms through the block field (page-block-field.ts).
        if (needsBlockField(layout)) {
          page.editorBlockField = field;
          blockFieldsOf(doc)[field] = pageBlockField(layout, Date.now());
        } else if (page.editorBlockField === field) {
          delete page.editorBlockField;
          delete blockFieldsOf(doc)[field];
        }
        writeTranslations(doc, page, layout, request.body.translations, Date.now());
        return { page: summary(page), translations: readTranslations(doc, page, layout), languages: pageLanguages(doc) };
      },
      edited,
    );
    if (result === false) throw editorError('INTERNAL_ERROR');
    return { revision, page: result.page, layout, languages: result.languages, translations: result.translations };
  });

  // The page's status (editor/page-status.ts): only a live page reaches shoppers; the owner previews the others.
  app.put<{ Params: { id: string }; Body: { status: string; publishOn?: number } }>('/api/editor/pages/:id/status', { schema: statusSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const checked = checkStatus(request.body.status, request.body.publishOn, Date.now());
    if (!checked.ok) throw editorError(checked.message === STATUS_MESSAGES.scheduleInPast ? 'SCHEDULE_IN_PAST' : 'NOT_AN_OPTION', { val: request.body.status });
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `set page status ${checked.fields.editorStatus}` }, (doc) => {
      const page = collectionsOf(doc).find((c) => c.id === request.params.id && isPage(c));
      if (!page) throw editorError('NOT_FOUND');
      delete page.publishOn;
      Object.assign(page, checked.fields);
      for (const other of translatedPagesOf(doc, page)) copyStatus(page, other);
      return summary(page);
    });
    return { revision, page: result };
  });
}
