/**
 * Store setup (SPEC sections 4, 5 and 7): the editor creates the store
 * collection, then its root category, then optionally links it in the main
 * navigation (UpdateNavigation, routes/navigation.ts). Both calls need an
 * administrator.
 *
 *   POST /api/content-service/product/1.1/websites/:websiteId/products
 *        navigationTitle, title, urlId, description, enabled -> { id, urlId }
 *   POST /api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories
 *        displayName, parentCategoryId (unset), type ROOT, pageRendering LIST_VIEW, displayIndex 1
 *
 * The url id comes from the given urlId, else the title; fewer than 3
 * characters take the fallback store title; a taken one gets -1, -2, ...
 */
import type { FastifyInstance } from 'fastify';
import { CATEGORY_MAX_LENGTH, MAX_NESTED_CATEGORIES, STORE_TITLE_MAX_LENGTH } from '../../../editor/limits.js';
import { uniqueUrlId } from '../../../editor/url-id.js';
import type { EditorContext } from '../context.js';
import { collectionsOf, newContentId, takenUrlIds, type DocCollection } from '../doc.js';
import { editorError, NotFoundError } from '../errors.js';
import type { Json } from '../content-store.js';
import { ADMIN_ROUTE } from '../auth.js';

/** Platform collection type of a store (products). */
export const STORE_COLLECTION_TYPE = 13;
/** The title a store's url id falls back to (SPEC section 5: "the fallback store title"). */
export const FALLBACK_STORE_TITLE = 'store';
/** SPEC section 9, new store category: displayIndex 1, type ROOT, LIST_VIEW. */
export const ROOT_CATEGORY = { displayIndex: 1, type: 'ROOT', pageRendering: 'LIST_VIEW' } as const;

const websiteParam = { type: 'string', minLength: 1, maxLength: 100 } as const;

const storeSchema = {
  params: { type: 'object', required: ['websiteId'], properties: { websiteId: websiteParam } },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      navigationTitle: { type: 'string', maxLength: STORE_TITLE_MAX_LENGTH },
      title: { type: 'string', maxLength: STORE_TITLE_MAX_LENGTH },
      urlId: { type: 'string', maxLength: 100 },
      description: { type: 'string', maxLength: 5000 },
      enabled: { type: 'boolean' },
    },
  },
} as const;

const categorySchema = {
  params: { type: 'object', required: ['websiteId', 'collectionId'], properties: { websiteId: websiteParam, collectionId: { type: 'string', minLength: 1, maxLength: 64 } } },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['displayName', 'type', 'pageRendering', 'displayIndex'],
    properties: {
      displayName: { type: 'string', minLength: 1, maxLength: 1000 },
      parentCategoryId: { type: ['string', 'null'], maxLength: 64 },
      type: { type: 'string', maxLength: 50 },
      pageRendering: { type: 'string', maxLength: 50 },
      displayIndex: { type: 'integer' },
    },
  },
} as const;

interface StoreBody {
  navigationTitle?: string;
  title: string;
  urlId?: string;
  description?: string;
  enabled?: boolean;
}

interface CategoryBody {
  displayName: string;
  parentCategoryId?: string | null;
  type: string;
  pageRendering: string;
  displayIndex: number;
}

/** A store collection (products), by type name or platform type. */
export const isStore = (c: DocCollection) => c.typeName === 'products' || c.type === STORE_COLLECTION_TYPE;

export async function storeSetupRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  const base = '/api/content-service/product/1.1/websites/:websiteId/products';

  app.post<{ Params: { websiteId: string }; Body: StoreBody }>(base, { config: ADMIN_ROUTE, schema: storeSchema }, async (request, reply) => {
    const user = await ctx.user(request, 'admin');
    if (request.params.websiteId !== ctx.websiteId) throw new NotFoundError(request.url);
    const b = request.body;
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `created store ${b.title}` }, (doc) => {
      const urlId = uniqueUrlId(b.urlId || b.title, FALLBACK_STORE_TITLE, takenUrlIds(doc));
      const title = b.title.trim() || b.navigationTitle?.trim() || FALLBACK_STORE_TITLE;
      const store: DocCollection = {
        id: newContentId(),
        urlId,
        typeName: 'products',
        type: STORE_COLLECTION_TYPE,
        title,
        navigationTitle: b.navigationTitle?.trim() || title,
        description: b.description ?? '',
        enabled: b.enabled !== false,
        items: [],
        categories: [],
      };
      (doc.collections as unknown[]).push(store);
      return { id: store.id, urlId };
    });
    reply.code(201);
    return { revision, ...result };
  });

  app.post<{ Params: { websiteId: string; collectionId: string }; Body: CategoryBody }>(`${base}/:collectionId/categories`, { config: ADMIN_ROUTE, schema: categorySchema }, async (request, reply) => {
    const user = await ctx.user(request, 'admin');
    if (request.params.websiteId !== ctx.websiteId) throw new NotFoundError(request.url);
    const b = request.body;
    // The root category's fixed values (SPEC sections 3 and 9); anything else is not an option.
    if (b.parentCategoryId != null) throw editorError('NOT_AN_OPTION', { val: b.parentCategoryId });
    if (b.type !== ROOT_CATEGORY.type) throw editorError('NOT_AN_OPTION', { val: b.type });
    if (b.pageRendering !== ROOT_CATEGORY.pageRendering) throw editorError('NOT_AN_OPTION', { val: b.pageRendering });
    if (b.displayIndex !== ROOT_CATEGORY.displayIndex) throw editorError('NOT_AN_OPTION', { val: String(b.displayIndex) });
    const displayName = b.displayName.trim();
    if (displayName === '') throw editorError('INVALID_REQUEST');
    if (displayName.length > CATEGORY_MAX_LENGTH) throw editorError('CATEGORY_TOO_LONG');
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `created the root category of store ${request.params.collectionId}` }, (doc) => {
      const store = collectionsOf(doc).find((c) => c.id === request.params.collectionId && isStore(c));
      if (!store) throw new NotFoundError(request.url);
      if (!Array.isArray(store.categories)) store.categories = [];
      const categories = store.categories as Json[];
      if (categories.some((c) => c.type === ROOT_CATEGORY.type)) throw editorError('TAG_EXISTS', { tagType: 'category' });
      if (categories.length >= MAX_NESTED_CATEGORIES) throw editorError('TOO_MANY_CATEGORIES');
      const category = { id: newContentId(), displayName, parentCategoryId: null, ...ROOT_CATEGORY };
      categories.push(category);
      return category;
    });
    reply.code(201);
    return { revision, ...result };
  });
}
