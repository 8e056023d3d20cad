/**
 * The owner's products list across stores (Products in the admin):
 *
 *   GET /api/editor/products?q=&storeId=&type=&stock=&cursor=
 *     -> { items, hasNextPage, nextPageCursor }
 *
 * `q` matches the title (case and accents ignored), `storeId` one store,
 * `type` a product type code (1 physical, 2 digital, 3 service, 4 gift
 * card), `stock` one of in-stock, low-stock, sold-out, unlimited. Sorted
 * by title then id, in pages of PRODUCT_LIST_PAGE_SIZE (or `limit`, at
 * most MAX_PRODUCT_LIST_PAGE_SIZE) behind an opaque
 * cursor (the last row's sort key). Stock is the store's records (what
 * shoppers see now), price the lowest and highest variant price in the
 * site's currency. Translations of a product are its original's row.
 * Refused like every editor API: 401 signed out, 403 without the right.
 */
import type { FastifyInstance } from 'fastify';
import type { EditorContext } from '../context.js';
import { collectionsOf } from '../doc.js';
import { editorError } from '../errors.js';
import { productView } from '../products/product-item.js';
import { isSubscribable } from '../../../engine/commerce/model.js';
import { isStore } from './store-setup.js';
import { currencyOf, itemsOf } from './products.js';
import { decodeCursor, encodeCursor, MAX_CURSOR_LENGTH, type Page } from '../../forms/cursor.js';
import { PRODUCT_TITLE_MAX_LENGTH } from '../../../editor/limits.js';
import { STOCK_STATES, type ListedProductRow, type StockState } from '../../../editor/product-list-row.js';

export const PRODUCT_LIST_PAGE_SIZE = 50;
/** The most rows one page may ask for with `limit`. */
export const MAX_PRODUCT_LIST_PAGE_SIZE = 100;
/** A limited product with this many units or fewer in all is "low stock". */
export const LOW_STOCK_UNITS = 5;

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: PRODUCT_TITLE_MAX_LENGTH },
    storeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    type: { type: 'integer', enum: [1, 2, 3, 4] },
    stock: { type: 'string', enum: [...STOCK_STATES] },
    cursor: { type: 'string', maxLength: MAX_CURSOR_LENGTH },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PRODUCT_LIST_PAGE_SIZE },
  },
} as const;

interface Query {
  q?: string;
  storeId?: string;
  type?: number;
  stock?: StockState;
  cursor?: string;
  limit?: number;
}

/** Case- and accent-free text for matching and sorting. */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function stockStateOf(units: number | null): StockState {
  if (units === null) return 'unlimited';
  if (units <= 0) return 'sold-out';
  return units <= LOW_STOCK_UNITS ? 'low-stock' : 'in-stock';
}

export async function productListRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get<{ Querystring: Query }>('/api/editor/products', { schema: { querystring: querySchema } }, async (request): Promise<Page<ListedProductRow>> => {
    await ctx.user(request, 'read');
    const { q, storeId, type, stock, cursor, limit = PRODUCT_LIST_PAGE_SIZE } = request.query;
    let after: string[] | null;
    try {
      after = decodeCursor(cursor);
    } catch {
      throw editorError('INVALID_REQUEST');
    }
    if (after && after.length !== 2) throw editorError('INVALID_REQUEST');
    const { doc } = await ctx.content.read();
    const currency = currencyOf(doc);
    const stores = collectionsOf(doc).filter(isStore).filter((s) => storeId === undefined || s.id === storeId);
    const found = stores.flatMap((store) =>
      itemsOf(store)
        .filter((item) => item.translationOf === undefined)
        .map((item) => ({ store, item })),
    );
    const ids = found.map(({ item }) => String(item.id));
    const records = ids.length ? await ctx.store.db.selectFrom('stock').select(['item_id', 'sku', 'unlimited', 'quantity']).where('item_id', 'in', ids).execute() : [];
    const needle = q?.trim() ? folded(q.trim()) : '';
    const rows = found
      .map(({ store, item }): ListedProductRow => {
        const own = records.filter((r) => r.item_id === String(item.id));
        const view = productView(item, String(store.urlId), new Map(own.map((r) => [r.sku, { unlimited: Number(r.unlimited) === 1, quantity: Number(r.quantity) }])));
        const prices = view.variants.map((v) => (v.onSale ? v.salePriceCents : v.priceCents));
        const limited = view.variants.filter((v) => !v.stock.unlimited);
        const units = view.variants.length > 0 && limited.length === 0 ? null : limited.reduce((n, v) => n + v.stock.quantity, 0);
        return {
          id: view.id,
          storeId: String(store.id),
          storeTitle: typeof store.title === 'string' ? store.title : String(store.urlId),
          title: view.title,
          productType: view.productType,
          subscription: isSubscribable(item),
          url: view.url,
          currency,
          minPriceCents: prices.length ? Math.min(...prices) : null,
          maxPriceCents: prices.length ? Math.max(...prices) : null,
          stockUnits: units,
          stockState: stockStateOf(units),
          variantCount: view.variants.length,
        };
      })
      .filter((r) => (needle === '' || folded(r.title).includes(needle)) && (type === undefined || r.productType === type) && (stock === undefined || r.stockState === stock))
      .map((r) => ({ r, key: [folded(r.title), r.id] as [string, string] }))
      .sort((a, b) => (a.key[0] < b.key[0] ? -1 : a.key[0] > b.key[0] ? 1 : a.key[1] < b.key[1] ? -1 : a.key[1] > b.key[1] ? 1 : 0));
    const [afterTitle = '', afterId = ''] = after ?? [];
    const start = after ? rows.findIndex(({ key }) => key[0] > afterTitle || (key[0] === afterTitle && key[1] > afterId)) : 0;
    const rest = start < 0 ? [] : rows.slice(start);
    const page = rest.slice(0, limit);
    const more = rest.length > limit;
    return { items: page.map((x) => x.r), hasNextPage: more, nextPageCursor: more ? encodeCursor(page[page.length - 1]!.key) : null };
  });
}
