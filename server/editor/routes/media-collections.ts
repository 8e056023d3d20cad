/**
 * Video collections and courses of lessons, as the owner makes them
 * (issue 42; the rules in editor/media-collections.ts):
 *
 *   GET    /api/editor/media-collections                          the video and lesson collections
 *   POST   /api/editor/media-collections                          { kind, title, urlId?, description?, language? } -> 201, a draft
 *   GET    /api/editor/media-collections/:id                      one, its items and the paywall products
 *   PUT    /api/editor/media-collections/:id                      { title, urlId?, description?, gate?, status?, revision? }
 *   POST   /api/editor/media-collections/:id/items                an item (its status: draft or published) -> 201
 *   PUT    /api/editor/media-collections/:id/items/:itemId        an item
 *   DELETE /api/editor/media-collections/:id/items/:itemId
 *   PUT    /api/editor/media-collections/:id/order                { itemIds } every item once, in the new order
 *
 * Each change is one revision of the content (ContentStore.change): a
 * refusal writes nothing. An item's access ('free', 'collection',
 * 'product') is written as the fields the site's access rules read
 * (memberOnly, paywall, paywallProductIds), and the collection's gate is
 * written again into every item that takes it when the gate changes. The
 * collection itself stays open (its list and free previews are for
 * everyone); it reaches visitors once published.
 */
import type { FastifyInstance } from 'fastify';
import {
  accessFields,
  checkCollection,
  checkItem,
  COLLECTION_GATES,
  isPermutation,
  ITEM_ACCESS,
  MAX_GATE_PRODUCTS,
  MAX_MEDIA_ITEMS,
  MEDIA_KINDS,
  MEDIA_RECORD_TYPE,
  MEDIA_STATUSES,
  MEDIA_TYPE_NAME,
  type CheckedItem,
  type CollectionGate,
  type CollectionInput,
  type ItemAccess,
  type ItemInput,
  type MediaKind,
  type MediaStatus,
} from '../../../editor/media-collections.js';
import { uniqueUrlId } from '../../../editor/url-id.js';
import type { EditorContext } from '../context.js';
import type { Json } from '../content-store.js';
import { collectionsOf, isObject, newContentId, takenUrlIds, type DocCollection } from '../doc.js';
import { editorError } from '../errors.js';
import { paragraphs, plainText } from '../products/product-item.js';
import { isStore } from './store-setup.js';
import { pageLanguages } from '../pages/page-translations.js';
import { PAYWALL_PRODUCT_TYPE } from '../products/paywall-unlocks.js';

/** Schema bounds: generous, the rule's messages say the real limits. */
const TEXT = { type: 'string', maxLength: 60_000 } as const;
const SHORT = { type: 'string', maxLength: 2_000 } as const;
const ID = { type: 'string', minLength: 1, maxLength: 100 } as const;

const idParams = { type: 'object', required: ['id'], properties: { id: ID } } as const;
const itemParams = { type: 'object', required: ['id', 'itemId'], properties: { id: ID, itemId: ID } } as const;

const createSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'title'],
    properties: { kind: { type: 'string', enum: [...MEDIA_KINDS] }, title: SHORT, urlId: SHORT, description: TEXT, language: { type: 'string', maxLength: 40 } },
  },
} as const;

const putSchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: SHORT,
      urlId: SHORT,
      description: TEXT,
      gate: {
        type: 'object',
        additionalProperties: false,
        required: ['kind'],
        properties: { kind: { type: 'string', enum: [...COLLECTION_GATES] }, productIds: { type: 'array', maxItems: MAX_GATE_PRODUCTS * 2, items: ID } },
      },
      status: { type: 'string', enum: [...MEDIA_STATUSES] },
      revision: { type: 'integer', minimum: 1 },
    },
  },
} as const;

const itemBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'access'],
  properties: {
    title: SHORT,
    urlId: SHORT,
    description: TEXT,
    body: TEXT,
    video: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['url'],
      properties: { url: SHORT, durationSeconds: { type: ['integer', 'null'] } },
    },
    posterId: { type: ['string', 'null'], maxLength: 100 },
    access: { type: 'string', enum: [...ITEM_ACCESS] },
    productId: { type: ['string', 'null'], maxLength: 100 },
    status: { type: 'string', enum: [...MEDIA_STATUSES] },
    revision: { type: 'integer', minimum: 1 },
  },
} as const;

const orderSchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['itemIds'],
    properties: { itemIds: { type: 'array', maxItems: MAX_MEDIA_ITEMS + 1, items: ID }, revision: { type: 'integer', minimum: 1 } },
  },
} as const;

type Gate = { kind: CollectionGate; productIds: string[] };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const kindOf = (c: DocCollection): MediaKind | null => (c.typeName === MEDIA_TYPE_NAME.video ? 'video' : c.typeName === MEDIA_TYPE_NAME.lesson ? 'lesson' : null);
const isTranslation = (c: DocCollection): boolean => typeof c.translationOf === 'string' || typeof c.editorTranslationOf === 'string';
const itemsOf = (c: DocCollection): Json[] => {
  if (!Array.isArray(c.items)) c.items = [];
  return (c.items as unknown[]).filter(isObject);
};
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : []);

/** The video and lesson collections the owner edits (a translation follows its page, as elsewhere). */
const mediaCollections = (doc: Json) => collectionsOf(doc).filter((c) => kindOf(c) !== null && !isTranslation(c));

function mediaCollection(doc: Json, id: string): DocCollection & { kind: MediaKind } {
  const c = mediaCollections(doc).find((x) => x.id === id);
  if (!c) throw editorError('NOT_FOUND');
  return Object.assign(c, { kind: kindOf(c)! });
}

/** A collection's gate: the stored one, else the members (how the demo's collections gate). */
function gateOf(c: DocCollection): Gate {
  const g = isObject(c.editorGate) ? c.editorGate : {};
  return g.kind === 'paywall' ? { kind: 'paywall', productIds: ids(g.productIds) } : { kind: 'members', productIds: [] };
}

/** An item's access: the stored choice, else read from the fields a fixture's item carries. */
function accessOf(item: Json): { access: ItemAccess; productId: string | null } {
  if ((ITEM_ACCESS as readonly string[]).includes(str(item.editorAccess))) return { access: item.editorAccess as ItemAccess, productId: str(item.editorProductId) || null };
  if (item.paywall === true) return { access: 'product', productId: ids(item.paywallProductIds)[0] ?? null };
  if (item.memberOnly === true || str(item.memberAreaId) !== '') return { access: 'collection', productId: null };
  return { access: 'free', productId: null };
}

const statusOf = (c: DocCollection): MediaStatus => (c.editorStatus === 'draft' ? 'draft' : 'published');

/**
 * The products that may open an item: every product of the site's stores
 * (a paywall product, type 5, or any other, as the demo's glazing guide
 * opens its last lesson), paywall products first.
 */
function paywallProducts(doc: Json): { id: string; title: string; paywall: boolean }[] {
  return collectionsOf(doc)
    .filter((c) => isStore(c) && !isTranslation(c))
    .flatMap((c) => itemsOf(c))
    .map((i) => ({ id: str(i.id), title: str(i.title) || str(i.urlId), paywall: isObject(i.structuredContent) && Number(i.structuredContent.productType) === PAYWALL_PRODUCT_TYPE }))
    .sort((a, b) => Number(b.paywall) - Number(a.paywall));
}

function checkProducts(doc: Json, wanted: readonly string[]): void {
  const known = new Set(paywallProducts(doc).map((p) => p.id));
  const bad = wanted.find((id) => !known.has(id));
  if (bad !== undefined) throw editorError('NOT_A_PRODUCT', { val: bad });
}

/**
 * The titles of the video and lesson collections a product opens: as their
 * paywall, or as an item's own product. Removing it would leave those items
 * naming a product no one can buy (products.ts refuses).
 */
export function collectionsOpenedBy(doc: Json, productId: string): string[] {
  const titles = collectionsOf(doc)
    .filter((c) => kindOf(c) !== null)
    .filter((c) => gateOf(c).productIds.includes(productId) || itemsOf(c).some((i) => ids(i.paywallProductIds).includes(productId) || str(i.editorProductId) === productId))
    .map((c) => str(c.title) || str(c.urlId));
  return [...new Set(titles)];
}

const ACCESS_KEYS = ['memberOnly', 'memberAreaId', 'paywall', 'paywallProductIds'] as const;

function writeAccess(item: Json, access: ItemAccess, productId: string | null, gate: Gate): void {
  for (const k of ACCESS_KEYS) delete item[k];
  Object.assign(item, accessFields(access, productId, gate));
  item.editorAccess = access;
  if (access === 'product' && productId) item.editorProductId = productId;
  else delete item.editorProductId;
}

function itemView(item: Json, collectionPath: string) {
  const { access, productId } = accessOf(item);
  const video = isObject(item.video) ? item.video : null;
  return {
    id: str(item.id),
    urlId: str(item.urlId),
    title: str(item.title),
    path: `${collectionPath}/${str(item.urlId)}`,
    description: plainText(str(item.excerpt)),
    body: plainText(str(item.body)),
    video: video ? { url: str(video.url), durationSeconds: typeof video.durationSeconds === 'number' ? video.durationSeconds : null } : null,
    posterId: str(item.editorPosterId) || null,
    posterUrl: str(item.assetUrl) || null,
    access,
    productId,
    status: (item.editorStatus === 'draft' ? 'draft' : 'published') as MediaStatus,
  };
}

/** The path prefix of a collection's language ('' for the default one). */
function prefixOf(doc: Json, c: DocCollection): string {
  if (typeof c.language !== 'string') return '';
  const website = isObject(doc.website) ? doc.website : {};
  const found = (Array.isArray(website.languages) ? website.languages : []).find((l: unknown) => isObject(l) && l.languageTag === c.language) as Json | undefined;
  return found && found.default !== true && typeof found.pathPrefix === 'string' ? found.pathPrefix : '';
}

function collectionView(c: DocCollection, doc: Json) {
  const kind = kindOf(c)!;
  const path = `${prefixOf(doc, c)}/${c.urlId}`;
  return {
    id: c.id,
    urlId: c.urlId,
    kind,
    title: str(c.title),
    description: plainText(str(c.description)),
    path,
    status: statusOf(c),
    language: typeof c.language === 'string' ? c.language : null,
    gate: gateOf(c),
    itemCount: itemsOf(c).length,
    items: itemsOf(c).map((i) => itemView(i, path)),
  };
}

const listView = (doc: Json) => (c: DocCollection) => {
  const { items: _items, ...rest } = collectionView(c, doc);
  return rest;
};

export async function mediaCollectionRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/media-collections', async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    return { revision, collections: mediaCollections(doc).map(listView(doc)), languages: pageLanguages(doc) };
  });

  app.post<{ Body: CollectionInput & { kind: MediaKind; language?: string } }>('/api/editor/media-collections', { schema: createSchema }, async (request, reply) => {
    const user = await ctx.user(request, 'edit');
    const checked = checkCollection(request.body);
    if (!checked.ok) throw editorError('MEDIA_COLLECTION_INVALID', {}, checked.messages);
    const { kind } = request.body;
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `created the ${kind} collection ${checked.value.title}` }, (doc) => {
      // A collection in another of the site's languages is served under its path prefix (/fr/...).
      const languages = pageLanguages(doc);
      const language = request.body.language ? languages.find((l) => l.tag === request.body.language) : languages.find((l) => l.default);
      if (request.body.language && !language) throw editorError('NOT_AN_OPTION', { val: request.body.language });
      const taken = takenUrlIds(doc);
      const wanted = checked.value.urlId;
      if (wanted !== undefined && taken.has(wanted)) throw editorError('URL_ID_TAKEN');
      const urlId = wanted ?? uniqueUrlId(checked.value.title, MEDIA_TYPE_NAME[kind], taken);
      const c: DocCollection = {
        id: newContentId(),
        urlId,
        typeName: MEDIA_TYPE_NAME[kind],
        type: 1,
        title: checked.value.title,
        navigationTitle: checked.value.title,
        description: paragraphs(checked.value.description),
        ordering: 'user-orderable',
        items: [],
        // A new collection waits for the owner's Publish.
        editorStatus: 'draft',
        editorGate: { kind: 'members', productIds: [] },
        ...(language && !language.default ? { language: language.tag } : {}),
      };
      collectionsOf(doc);
      (doc.collections as unknown[]).push(c);
      return collectionView(c, doc);
    });
    reply.code(201);
    return { revision, collection: result };
  });

  app.get<{ Params: { id: string } }>('/api/editor/media-collections/:id', { schema: { params: idParams } }, async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    return { revision, collection: collectionView(mediaCollection(doc, request.params.id), doc), products: paywallProducts(doc) };
  });

  app.put<{ Params: { id: string }; Body: CollectionInput & { revision?: number } }>('/api/editor/media-collections/:id', { schema: putSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const checked = checkCollection(request.body);
    if (!checked.ok) throw editorError('MEDIA_COLLECTION_INVALID', {}, checked.messages);
    const v = checked.value;
    const { revision, result } = await ctx.content.change(
      { accountId: user.accountId, summary: `saved the collection ${v.title}` },
      (doc) => {
        const c = mediaCollection(doc, request.params.id);
        if (v.urlId !== undefined && v.urlId !== c.urlId && takenUrlIds(doc).has(v.urlId)) throw editorError('URL_ID_TAKEN');
        if (v.gate) checkProducts(doc, v.gate.productIds);
        const before = JSON.stringify(c);
        c.title = v.title;
        c.navigationTitle = v.title;
        if (v.urlId !== undefined) c.urlId = v.urlId;
        c.description = paragraphs(v.description);
        if (v.status === 'draft') c.editorStatus = 'draft';
        else if (v.status === 'published') delete c.editorStatus;
        if (v.gate) {
          c.editorGate = v.gate;
          for (const item of itemsOf(c)) {
            const { access, productId } = accessOf(item);
            if (access === 'collection') writeAccess(item, access, productId, v.gate);
          }
        }
        if (JSON.stringify(c) === before) return false;
        return collectionView(c, doc);
      },
      request.body.revision,
    );
    return { revision, collection: result === false ? await (async () => { const { doc } = await ctx.content.read(); return collectionView(mediaCollection(doc, request.params.id), doc); })() : result };
  });

  /** Writes a checked item into the collection (a new one when `itemId` is null). */
  const saveItem = async (accountId: string | null, id: string, itemId: string | null, v: CheckedItem, expected?: number) => {
    const poster = v.posterId ? await ctx.uploads.find(v.posterId) : null;
    if (v.posterId && !poster) throw editorError('NOT_FOUND');
    return ctx.content.change(
      { accountId, summary: itemId ? `saved item ${itemId}` : `added an item to ${id}` },
      (doc) => {
        const c = mediaCollection(doc, id);
        const items = itemsOf(c);
        let item: Json | undefined;
        if (itemId !== null) {
          item = items.find((i) => i.id === itemId);
          if (!item) throw editorError('NOT_FOUND');
        } else if (items.length >= MAX_MEDIA_ITEMS) throw editorError('TOO_MANY_ORDERED_ITEMS');
        if (v.access === 'product') checkProducts(doc, [v.productId!]);
        const others = new Set(items.filter((i) => i !== item).map((i) => str(i.urlId)));
        if (v.urlId !== undefined && others.has(v.urlId)) throw editorError('ITEM_URL_TAKEN');
        const now = Date.now();
        const target: Json = item ?? { id: newContentId(), addedOn: now, publishOn: now };
        target.collectionId = c.id;
        target.recordType = MEDIA_RECORD_TYPE[c.kind];
        target.urlId = v.urlId ?? (typeof target.urlId === 'string' ? target.urlId : uniqueUrlId(v.title, c.kind, others));
        target.title = v.title;
        target.excerpt = paragraphs(v.description);
        target.body = paragraphs(c.kind === 'lesson' ? v.body : v.body || v.description);
        if (v.video) {
          const ext = /\.(webm|mp4|ogg|ogv|mov)$/i.exec(v.video.url)?.[1]?.toLowerCase();
          const type = ext === 'mov' ? 'video/quicktime' : ext === 'ogv' ? 'video/ogg' : ext ? `video/${ext}` : undefined;
          target.video = { url: v.video.url, ...(type ? { contentType: type } : {}), ...(v.video.durationSeconds !== null ? { durationSeconds: v.video.durationSeconds } : {}) };
        } else delete target.video;
        for (const k of ['assetUrl', 'contentType', 'originalSize', 'systemDataVariants', 'mediaFocalPoint', 'editorPosterId']) if (poster || v.posterId === null) delete target[k];
        if (poster) Object.assign(target, { assetUrl: poster.assetUrl, contentType: poster.contentType, originalSize: poster.originalSize, systemDataVariants: poster.systemDataVariants, mediaFocalPoint: { x: 0.5, y: 0.5 }, editorPosterId: poster.id });
        writeAccess(target, v.access, v.productId, gateOf(c));
        // A draft item is the owner's alone (the site is loaded without it); absent keeps the item's status.
        if (v.status === 'draft') target.editorStatus = 'draft';
        else if (v.status === 'published') delete target.editorStatus;
        if (!item) items.push(target);
        c.items = items;
        return itemView(target, `${prefixOf(doc, c)}/${c.urlId}`);
      },
      expected,
    );
  };

  const checked = (doc: { kind: MediaKind }, body: ItemInput) => {
    const r = checkItem(doc.kind, body);
    if (!r.ok) throw editorError('MEDIA_ITEM_INVALID', {}, r.messages);
    return r.value;
  };
  const kindNow = async (id: string) => mediaCollection((await ctx.content.read()).doc, id);

  app.post<{ Params: { id: string }; Body: ItemInput & { revision?: number } }>('/api/editor/media-collections/:id/items', { schema: { params: idParams, body: itemBody } }, async (request, reply) => {
    const user = await ctx.user(request, 'edit');
    const v = checked(await kindNow(request.params.id), request.body);
    const { revision, result } = await saveItem(user.accountId, request.params.id, null, v, request.body.revision);
    reply.code(201);
    return { revision, item: result };
  });

  app.put<{ Params: { id: string; itemId: string }; Body: ItemInput & { revision?: number } }>('/api/editor/media-collections/:id/items/:itemId', { schema: { params: itemParams, body: itemBody } }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const v = checked(await kindNow(request.params.id), request.body);
    const { revision, result } = await saveItem(user.accountId, request.params.id, request.params.itemId, v, request.body.revision);
    return { revision, item: result };
  });

  app.delete<{ Params: { id: string; itemId: string } }>('/api/editor/media-collections/:id/items/:itemId', { schema: { params: itemParams } }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { id, itemId } = request.params;
    const { revision } = await ctx.content.change({ accountId: user.accountId, summary: `removed item ${itemId}` }, (doc) => {
      const c = mediaCollection(doc, id);
      const items = itemsOf(c);
      const at = items.findIndex((i) => i.id === itemId);
      if (at < 0) throw editorError('NOT_FOUND');
      items.splice(at, 1);
      c.items = items;
      return true;
    });
    return { revision, removed: itemId };
  });

  app.put<{ Params: { id: string }; Body: { itemIds: string[]; revision?: number } }>('/api/editor/media-collections/:id/order', { schema: orderSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { revision, result } = await ctx.content.change(
      { accountId: user.accountId, summary: `reordered ${request.params.id}` },
      (doc) => {
        const c = mediaCollection(doc, request.params.id);
        const items = itemsOf(c);
        const current = items.map((i) => str(i.id));
        if (request.body.itemIds.length > MAX_MEDIA_ITEMS) throw editorError('TOO_MANY_ORDERED_ITEMS');
        if (!isPermutation(request.body.itemIds, current)) throw editorError('ORDER_MISMATCH');
        if (request.body.itemIds.every((x, n) => x === current[n])) return false;
        const byId = new Map(items.map((i) => [str(i.id), i]));
        c.items = request.body.itemIds.map((x) => byId.get(x)!);
        return request.body.itemIds;
      },
      request.body.revision,
    );
    return { revision, itemIds: result === false ? request.body.itemIds : result };
  });
}
