/**
 * Stores and their products (Vitrine's endpoints; an administrator or a
 * website manager, editor/permissions.ts):
 *
 *   GET  /api/editor/stores                               the store collections (and the websiteId store setup names)
 *   GET  /api/editor/stores/:storeId/products             a store's products
 *   POST /api/editor/stores/:storeId/products             create one -> 201 { product }
 *   PUT  /api/editor/stores/:storeId/products/:productId  replace its fields -> { product }
 *   DELETE /api/editor/stores/:storeId/products/:productId  remove a product made in the editor -> { removed }
 *
 * A product is written into the content document as a store item (shape:
 * products/product-item.ts), so the product page shows it on the next
 * request and the cart sells it (follow-content.ts); its variants' stock
 * records are set in the same transaction. SPEC section 9 limits: 200
 * products per store, tags of 50 characters, categories of 25.
 */
import type { FastifyInstance } from 'fastify';
import {
  CATEGORY_MAX_LENGTH,
  MAX_PRICE_CENTS,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_TAGS,
  MAX_PRODUCTS_PER_COLLECTION,
  MAX_STOCK_QUANTITY,
  MAX_VARIANTS_PER_PRODUCT,
  OPTION_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  DELIVERY_NOTE_MAX_LENGTH,
  PRODUCT_TITLE_MAX_LENGTH,
  SKU_MAX_LENGTH,
  TAG_MAX_LENGTH,
} from '../../../editor/limits.js';
import { isUrlId, uniqueUrlId } from '../../../editor/url-id.js';
import { DEFAULT_CURRENCY } from '../../../engine/commerce/money.js';
import { setStock } from '../../commerce/cart-repo.js';
import type { Json } from '../content-store.js';
import type { EditorContext } from '../context.js';
import { collectionsOf, isObject, newContentId, type DocCollection } from '../doc.js';
import { editorError } from '../errors.js';
import { productTranslationsSchema, readProductTranslations, writeProductTranslations } from '../products/product-translations.js';
import { pageLanguages } from '../pages/page-translations.js';
import { BILLING_PERIOD_UNITS, EDITABLE_PRODUCT_TYPES, MAX_BILLING_CYCLES, MAX_BILLING_PERIOD_VALUE, SUBSCRIBABLE_PRODUCT_TYPES, productView, writeItem, type ProductInput } from '../products/product-item.js';
import type { UploadedImage } from '../uploads/upload-store.js';
import { isStore } from './store-setup.js';
import { dropFromOpenCarts, EDITOR_PRODUCT_MARK, isEditorProduct, removeItemFamily } from '../products/product-removal.js';
import { collectionsOpenedBy } from './media-collections.js';
import { checkUnlocks, MAX_PAYWALL_PAGES, PAYWALL_PRODUCT_TYPE, unlockablePages, unlocksOf, writeUnlocks } from '../products/paywall-unlocks.js';

/** The title a product's url id falls back to when its own gives fewer than 3 characters. */
export const FALLBACK_PRODUCT_TITLE = 'product';
/** Longer than the limits, so the handler answers the limit's own message. */
const LONG_TEXT = 1000;

const id = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const variantSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sku', 'priceCents', 'stock'],
  properties: {
    sku: { type: 'string', minLength: 1, maxLength: SKU_MAX_LENGTH, pattern: '^\\S(.*\\S)?$' },
    priceCents: { type: 'integer', minimum: 0, maximum: MAX_PRICE_CENTS },
    salePriceCents: { type: 'integer', minimum: 0, maximum: MAX_PRICE_CENTS },
    onSale: { type: 'boolean' },
    stock: {
      type: 'object',
      additionalProperties: false,
      required: ['unlimited'],
      properties: { unlimited: { type: 'boolean' }, quantity: { type: 'integer', minimum: 0, maximum: MAX_STOCK_QUANTITY } },
    },
    attributes: { type: 'object', maxProperties: MAX_PRODUCT_OPTIONS, additionalProperties: text(OPTION_MAX_LENGTH) },
  },
} as const;

const productSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'variants'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: PRODUCT_TITLE_MAX_LENGTH },
    description: text(PRODUCT_DESCRIPTION_MAX_LENGTH),
    deliveryNote: text(DELIVERY_NOTE_MAX_LENGTH),
    urlId: text(100),
    productType: { type: 'integer', enum: [...EDITABLE_PRODUCT_TYPES] },
    tags: { type: 'array', maxItems: MAX_PRODUCT_TAGS, items: { type: 'string', minLength: 1, maxLength: LONG_TEXT } },
    categories: { type: 'array', maxItems: MAX_PRODUCT_TAGS, items: { type: 'string', minLength: 1, maxLength: LONG_TEXT } },
    options: { type: 'array', maxItems: MAX_PRODUCT_OPTIONS, items: { type: 'string', minLength: 1, maxLength: OPTION_MAX_LENGTH } },
    variants: { type: 'array', minItems: 1, maxItems: MAX_VARIANTS_PER_PRODUCT, items: variantSchema },
    imageId: { anyOf: [{ type: 'null' }, { type: 'string', pattern: '^[0-9a-f]{24}$' }] },
    translations: productTranslationsSchema,
    unlocks: { type: 'array', maxItems: MAX_PAYWALL_PAGES, items: id },
    subscription: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['unit', 'value'],
          properties: {
            unit: { type: 'string', enum: [...BILLING_PERIOD_UNITS] },
            value: { type: 'integer', minimum: 1, maximum: MAX_BILLING_PERIOD_VALUE },
            cycles: { type: 'integer', minimum: 0, maximum: MAX_BILLING_CYCLES },
          },
        },
      ],
    },
  },
} as const;

const storeParams = { type: 'object', required: ['storeId'], properties: { storeId: id } } as const;
const productParams = { type: 'object', required: ['storeId', 'productId'], properties: { storeId: id, productId: id } } as const;

type StoreParams = { storeId: string };
type ProductParams = StoreParams & { productId: string };

export const itemsOf = (store: DocCollection): Json[] => {
  if (!Array.isArray(store.items)) store.items = [];
  return (store.items as unknown[]).filter(isObject);
};

function storeOf(doc: Json, storeId: string): DocCollection {
  const store = collectionsOf(doc).find((c) => c.id === storeId && isStore(c));
  if (!store) throw editorError('NOT_FOUND');
  return store;
}

export function currencyOf(doc: Json): string {
  const settings = isObject(doc.websiteSettings) && isObject(doc.websiteSettings.storeSettings) ? doc.websiteSettings.storeSettings : {};
  return typeof settings.defaultCurrency === 'string' && settings.defaultCurrency.trim() ? settings.defaultCurrency.trim() : DEFAULT_CURRENCY;
}

/** A product as the editor lists it, with whether it can be removed here (made in the editor) and the pages it unlocks. */
const listed = (doc: Json, item: Json, storeUrlId: string, stock?: Map<string, { unlimited: boolean; quantity: number }>) => ({
  ...productView(item, storeUrlId, stock),
  removable: isEditorProduct(item),
  unlocks: unlocksOf(doc, String(item.id)),
});

/**
 * Writes what a paywall product unlocks (the pages sent, else the ones it
 * has). Other types are not given pages here; a page made outside the
 * editor may still name one (the site's model allows it), and that stays.
 */
function saveUnlocks(doc: Json, item: Json, type: number, storedType: number, sent: string[] | undefined): void {
  const itemId = String(item.id);
  if (type !== PAYWALL_PRODUCT_TYPE) {
    if (sent && sent.length > 0) throw editorError('UNLOCKS_NOT_ALLOWED');
    // A paywall product turned into another type opens nothing any more.
    if (storedType === PAYWALL_PRODUCT_TYPE) writeUnlocks(doc, itemId, []);
    return;
  }
  const pages = checkUnlocks(doc, sent ?? unlocksOf(doc, itemId));
  if (!pages.ok) throw editorError('PAYWALL_PAGE_INVALID', { val: pages.val });
  if (pages.ids.length === 0) throw editorError('PAYWALL_PAGES_REQUIRED');
  writeUnlocks(doc, itemId, pages.ids);
}

/** The input, tidied and checked against the rules the schema cannot state; throws the failure. */
function checked(input: ProductInput): ProductInput {
  const title = input.title.trim();
  if (title === '') throw editorError('INVALID_REQUEST');
  const tags = [...new Set((input.tags ?? []).map((t) => t.trim()).filter((t) => t !== ''))];
  if (tags.some((t) => t.length > TAG_MAX_LENGTH)) throw editorError('TAG_TOO_LONG');
  const categories = [...new Set((input.categories ?? []).map((c) => c.trim()).filter((c) => c !== ''))];
  if (categories.some((c) => c.length > CATEGORY_MAX_LENGTH)) throw editorError('CATEGORY_TOO_LONG');
  if (input.urlId !== undefined && input.urlId !== '' && !isUrlId(input.urlId)) throw editorError('NOT_A_PAGE_URL', { val: input.urlId });
  const options = (input.options ?? []).map((o) => o.trim());
  if (options.some((o) => o === '') || new Set(options).size !== options.length) throw editorError('VARIANTS_INVALID');
  const combos = new Set<string>();
  const skus = new Set<string>();
  for (const v of input.variants) {
    const attributes = v.attributes ?? {};
    const names = Object.keys(attributes);
    if (names.length !== options.length || options.some((o) => typeof attributes[o] !== 'string' || attributes[o]!.trim() === '')) throw editorError('VARIANTS_INVALID');
    const combo = JSON.stringify(options.map((o) => attributes[o]!.trim()));
    if (combos.has(combo)) throw editorError('VARIANTS_INVALID');
    combos.add(combo);
    if (skus.has(v.sku)) throw editorError('SKU_TAKEN', { sku: v.sku });
    skus.add(v.sku);
    if (v.onSale && v.salePriceCents === undefined) throw editorError('INVALID_REQUEST');
  }
  const variants = input.variants.map((v) => ({ ...v, attributes: Object.fromEntries(options.map((o) => [o, v.attributes![o]!.trim()])) }));
  return { ...input, title, tags, categories, options, variants };
}

/** SKUs of every other product of the site: a SKU names one variant (a translation shares its original's). */
function skusElsewhere(doc: Json, except: Json | null): Set<string> {
  const out = new Set<string>();
  const family = (item: Json) => except !== null && (item === except || item.translationOf === except.id || (except.translationOf !== undefined && item.id === except.translationOf));
  for (const c of collectionsOf(doc)) {
    for (const item of Array.isArray(c.items) ? (c.items as unknown[]).filter(isObject) : []) {
      if (family(item)) continue;
      const sc = isObject(item.structuredContent) ? item.structuredContent : {};
      for (const v of Array.isArray(sc.variants) ? sc.variants.filter(isObject) : []) if (typeof v.sku === 'string') out.add(v.sku);
    }
  }
  return out;
}

export async function productRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  /** The image an input names: undefined keeps the current one, null takes it away. */
  const imageOf = async (input: ProductInput): Promise<UploadedImage | null | undefined> => {
    if (input.imageId === undefined || input.imageId === null) return input.imageId;
    const image = await ctx.uploads.find(input.imageId);
    if (!image) throw editorError('NOT_FOUND');
    return image;
  };

  /** Writes `input` into the item (`productId` null: a new one) and sets its stock records, in one change. */
  const save = async (accountId: string, storeId: string, productId: string | null, raw: ProductInput) => {
    const input = checked(raw);
    const image = await imageOf(input);
    return ctx.content.change({ accountId, summary: `${productId ? 'updated' : 'created'} product ${input.title}` }, async (doc, tx) => {
      const store = storeOf(doc, storeId);
      const items = itemsOf(store);
      const item = productId === null ? { id: newContentId(), [EDITOR_PRODUCT_MARK]: true } : items.find((i) => i.id === productId);
      if (!item) throw editorError('NOT_FOUND');
      if (productId === null && items.length >= MAX_PRODUCTS_PER_COLLECTION) throw editorError('TOO_MANY_PRODUCTS');
      // SPEC section 5: only physical and service products are sold as subscriptions.
      const storedType = isObject(item.structuredContent) && typeof item.structuredContent.productType === 'number' ? item.structuredContent.productType : EDITABLE_PRODUCT_TYPES[0];
      if (input.subscription && !SUBSCRIBABLE_PRODUCT_TYPES.includes(input.productType ?? storedType)) throw editorError('SUBSCRIPTION_NOT_ALLOWED');
      const taken = skusElsewhere(doc, productId === null ? null : item);
      const clash = input.variants.find((v) => taken.has(v.sku));
      if (clash) throw editorError('SKU_TAKEN', { sku: clash.sku });
      const takenUrls = new Set(items.filter((i) => i !== item).map((i) => String(i.urlId)));
      if (input.urlId && takenUrls.has(input.urlId)) throw editorError('URL_ID_TAKEN');
      const urlId = input.urlId || (typeof item.urlId === 'string' ? item.urlId : uniqueUrlId(input.title, FALLBACK_PRODUCT_TITLE, takenUrls));
      saveUnlocks(doc, item, input.productType ?? storedType, storedType, input.unlocks);
      writeItem(item, input, { collectionId: store.id, urlId, now: Date.now(), currency: currencyOf(doc), image });
      if (productId === null) (store.items as unknown[]).push(item);
      writeProductTranslations(doc, store, item, input.translations);
      await setStock(
        tx,
        input.variants.map((v) => ({ itemId: String(item.id), sku: v.sku, unlimited: v.stock.unlimited, quantity: v.stock.unlimited ? 0 : (v.stock.quantity ?? 0) })),
      );
      return { ...listed(doc, item, store.urlId), translations: readProductTranslations(doc, store, item) };
    });
  };

  app.get('/api/editor/stores', async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    const stores = collectionsOf(doc)
      .filter(isStore)
      .map((c) => ({ id: c.id, urlId: c.urlId, title: typeof c.title === 'string' ? c.title : c.urlId, productCount: itemsOf(c).length }));
    return { revision, websiteId: ctx.websiteId, stores };
  });

  app.get<{ Params: StoreParams }>('/api/editor/stores/:storeId/products', { schema: { params: storeParams } }, async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    const store = storeOf(doc, request.params.storeId);
    const items = itemsOf(store);
    // The stock shoppers see now: the store's records, which sales change.
    const rows = items.length
      ? await ctx.store.db.selectFrom('stock').select(['item_id', 'sku', 'unlimited', 'quantity']).where('item_id', 'in', items.map((i) => String(i.id))).execute()
      : [];
    const stockOf = (itemId: string) => new Map(rows.filter((r) => r.item_id === itemId).map((r) => [r.sku, { unlimited: Number(r.unlimited) === 1, quantity: Number(r.quantity) }]));
    const languages = pageLanguages(doc).filter((l) => !l.default && collectionsOf(doc).some((c) => c.language === l.tag && c.translationOf === store.urlId));
    return {
      revision,
      store: { id: store.id, urlId: store.urlId, title: store.title ?? store.urlId },
      // The languages the store is sold in besides the default one (its products' translations).
      languages,
      defaultLanguage: pageLanguages(doc).find((l) => l.default),
      products: items.map((i) => ({ ...listed(doc, i, store.urlId, stockOf(String(i.id))), translations: readProductTranslations(doc, store, i) })),
      // The pages a paywall product can unlock.
      unlockable: unlockablePages(doc),
    };
  });

  app.post<{ Params: StoreParams; Body: ProductInput }>('/api/editor/stores/:storeId/products', { schema: { params: storeParams, body: productSchema } }, async (request, reply) => {
    const user = await ctx.user(request, 'edit');
    const { revision, result } = await save(user.accountId, request.params.storeId, null, request.body);
    reply.code(201);
    return { revision, product: result };
  });

  app.put<{ Params: ProductParams; Body: ProductInput }>('/api/editor/stores/:storeId/products/:productId', { schema: { params: productParams, body: productSchema } }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { revision, result } = await save(user.accountId, request.params.storeId, request.params.productId, request.body);
    return { revision, product: result };
  });

  // The cart and the product page follow the new revision at once (follow-content.ts); orders keep their lines.
  app.delete<{ Params: ProductParams }>('/api/editor/stores/:storeId/products/:productId', { schema: { params: productParams } }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { storeId, productId } = request.params;
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `removed product ${productId}` }, async (doc, tx) => {
      const item = itemsOf(storeOf(doc, storeId)).find((i) => i.id === productId);
      if (!item) throw editorError('NOT_FOUND');
      if (!isEditorProduct(item)) throw editorError('PRODUCT_NOT_DELETABLE');
      const opened = collectionsOpenedBy(doc, productId);
      if (opened.length) throw editorError('PRODUCT_OPENS_MEDIA', { collections: opened.map((title) => `“${title}”`).join(', ') });
      // Its pages no longer name it (a page it alone unlocked stops being paywalled).
      writeUnlocks(doc, productId, []);
      const ids = removeItemFamily(doc, productId);
      const cartEntries = await dropFromOpenCarts(tx, ids);
      return { id: productId, urlId: String(item.urlId), title: String(item.title), cartEntries };
    });
    return { revision, removed: result };
  });
}
