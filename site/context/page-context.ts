/**
 * The page context JSON of one route (DEVELOPER-MODE section 5): website,
 * settings, the collection with its items (list) or item (item page),
 * pagination, filters, events' upcoming/past, localized strings and the
 * page type code. System variables are added by the renderer.
 */
import { reviewSummary } from './reviews.js';
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, ItemContent, Json } from '../content/types.js';
import type { Route } from '../routing/resolve-route.js';
import { SYSTEM_TEXT } from '../render/system-pages.js';
import { collectionJson, itemJson, shortItem } from './collection-json.js';

const NOT_FOUND_TITLE = SYSTEM_TEXT.notFoundTitle;

export interface ContextOptions {
  /** Query parameters of the request (filters, offset). */
  query: Record<string, string>;
  now: number;
  localizedStrings: Json;
  /** Cart summary for the pill (count and subtotal), when the store has one. */
  shoppingCart?: Json;
  /** The folder type's conf has `fullData`. */
  fullData?: boolean;
  /** The visitor's device class (SPEC section 2 device views), from the request. */
  device?: DeviceView;
}

export type DeviceView = 'desktop' | 'phone' | 'tablet';
export type CollectionView = 'list' | 'grid' | 'product';

/** Product type code of physical products: the only ones eligible for instalments (SPEC section 9). */
const PHYSICAL = 1;

/** The device class of a User-Agent: tablets first (their agents also say Mobile), then phones. */
export function deviceOf(userAgent: string | undefined): DeviceView {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(ua)) return 'phone';
  return 'desktop';
}

/** SPEC section 2 collection views: product pages, grid-like lists, else list. */
function collectionView(route: Route): CollectionView {
  if (route.kind === 'item' && route.collection.typeName === 'products') return 'product';
  if (route.kind !== 'collection') return 'list';
  const view = route.collection.view;
  return view === 'grid' || route.collection.typeName === 'products' || route.collection.typeName === 'gallery' ? 'grid' : 'list';
}

/**
 * Per product item: instalment context (SPEC section 3, read from a page
 * attribute by the instalment pill) and the merchandising context, lifted
 * to the root as the platform's pages carry them. Each item's own two are
 * also set on its JSON (`instalment`, `merchandising`), so the product
 * templates can hand them to the islands without a lookup by id.
 */
function commerceContexts(ctx: Json, items: ItemContent[], website: Json, settings: Json): void {
  const store = (settings.storeSettings ?? {}) as Json;
  const instalments = (store.instalments ?? {}) as Json;
  const instalmentContext: Json = {};
  const merchandising: Json = {};
  for (const item of items) {
    const sc = item.structuredContent as Json | undefined;
    if (!sc) continue;
    instalmentContext[item.id] = {
      afterPayAvailable: instalments.enabled === true && sc.productType === PHYSICAL,
      afterPayMin: instalments.min ?? null,
      afterPayMax: instalments.max ?? null,
      shopperLanguage: website.language ?? 'en-US',
      stripeAccountCountry: store.country ?? instalments.country ?? null,
    };
    const own = item.productMerchandisingContext as Json | undefined;
    if (own) Object.assign(merchandising, own);
  }
  if (Object.keys(instalmentContext).length) ctx.instalmentContext = instalmentContext;
  if (Object.keys(merchandising).length) ctx.productMerchandisingContext = merchandising;
  const shown = [ctx.item, ...(Array.isArray(ctx.items) ? ctx.items : [])] as (Json | undefined)[];
  for (const json of shown) {
    const id = typeof json?.id === 'string' ? json.id : undefined;
    if (!json || !id || !instalmentContext[id]) continue;
    json.instalment = instalmentContext[id];
    if (merchandising[id]) json.merchandising = merchandising[id];
    const restock = restockVariants(json, merchandising[id] as Json | undefined);
    if (restock.length) json.restockVariants = restock;
    const plain = plainVariants(json);
    if (plain) json.plainVariants = plain;
  }
}

/** A variant's option values as the shopper reads them ('Rust', 'Charcoal / Small'), in the product's option order. */
function optionNames(sc: Json, variants: Json[]): string[] {
  const ordering = Array.isArray(sc.variantOptionOrdering) ? (sc.variantOptionOrdering as string[]) : [];
  const all = new Set<string>();
  for (const v of variants) for (const n of Object.keys((v.attributes ?? {}) as Json)) all.add(n);
  return [...ordering.filter((n) => all.has(n)), ...[...all].filter((n) => !ordering.includes(n))];
}

function variantLabel(variant: Json | undefined, names: string[]): string {
  const attrs = (variant?.attributes ?? {}) as Json;
  return names.filter((n) => n in attrs).map((n) => String(attrs[n])).join(' / ');
}

/**
 * The variants of a product with several, for the theme's plain add-to-cart
 * form (no JavaScript): the option names as its label, and each variant's
 * sku, values and whether it is sold out.
 */
function plainVariants(item: Json): Json | undefined {
  const sc = (item.structuredContent ?? {}) as Json;
  const variants = Array.isArray(sc.variants) ? (sc.variants as Json[]) : [];
  if (variants.length < 2) return undefined;
  const names = optionNames(sc, variants);
  return {
    title: names.join(' / '),
    variants: variants.map((v) => ({ sku: String(v.sku ?? ''), label: variantLabel(v, names), soldOut: v.unlimited !== true && Number(v.qtyInStock ?? 0) <= 0 })),
  };
}

/**
 * The variants a product's restock sign-up offers (its merchandising
 * context's restockNotificationViews), each with its option values as the
 * shopper reads them ('Rust', 'Charcoal / Small'): the theme's plain
 * restock form names the variant it signs up for.
 */
function restockVariants(item: Json, merchandising: Json | undefined): Json[] {
  const views = Array.isArray(merchandising?.restockNotificationViews) ? (merchandising.restockNotificationViews as Json[]) : [];
  const sc = (item.structuredContent ?? {}) as Json;
  const variants = Array.isArray(sc.variants) ? (sc.variants as Json[]) : [];
  const names = optionNames(sc, variants);
  return views.flatMap((view) => {
    const variantId = view.variantId;
    if (typeof variantId !== 'string' && typeof variantId !== 'number') return [];
    const variant = variants.find((v) => String(v.id) === String(variantId));
    return [{ variantId: String(variantId), label: variantLabel(variant, names), hiddenByDefault: view.hiddenByDefault === true }];
  });
}

/** Items per list page when the collection does not say (999 and 9999 mean all). */
export const DEFAULT_PAGE_SIZE = 20;

const FILTERS = [
  ['category', 'categoryFilter', 'categories'],
  ['tag', 'tagFilter', 'tags'],
] as const;

function filtered(items: ItemContent[], query: Record<string, string>, out: Json): ItemContent[] {
  let result = items;
  for (const [param, key, field] of FILTERS) {
    const want = query[param];
    if (!want) continue;
    out[key] = want;
    result = result.filter((i) => Array.isArray(i[field]) && (i[field] as unknown[]).includes(want));
  }
  const author = query.author;
  if (author) {
    result = result.filter((i) => (i.author as Json | undefined)?.id === author || (i.author as Json | undefined)?.displayName === author);
    out.authorFilter = author;
    const first = result[0]?.author;
    if (first) out.author = first;
  }
  return result;
}

function listContext(index: SiteIndex, c: CollectionContent, opts: ContextOptions, ctx: Json): void {
  const all = filtered(index.items(c), opts.query, ctx);
  const size = typeof c.pageSize === 'number' && c.pageSize > 0 && c.pageSize < 999 ? c.pageSize : all.length || DEFAULT_PAGE_SIZE;
  const offset = Math.max(0, parseInt(opts.query.offset ?? '0', 10) || 0);
  const page = all.slice(offset, offset + size);
  ctx.items = page.map((i) => itemJson(index, c, i));
  const base = index.fullUrl(c);
  const pagination: Json = { pageSize: size };
  if (offset + size < all.length) Object.assign(pagination, { nextPage: true, nextPageOffset: offset + size, nextPageUrl: `${base}?offset=${offset + size}` });
  if (offset > 0) {
    const prev = Math.max(0, offset - size);
    Object.assign(pagination, { prevPage: true, prevPageOffset: prev, prevPageUrl: prev ? `${base}?offset=${prev}` : base });
  }
  ctx.pagination = pagination;
  if (c.typeName === 'events' || c.ordering === 'calendar') {
    const start = (i: ItemContent) => Number(i.startDate) || 0;
    const events = index.items(c).map((i) => itemJson(index, c, i));
    ctx.upcoming = events.filter((e) => start(e as ItemContent) >= opts.now).sort((a, b) => start(a as ItemContent) - start(b as ItemContent));
    ctx.past = events.filter((e) => start(e as ItemContent) < opts.now).sort((a, b) => start(b as ItemContent) - start(a as ItemContent));
  }
}

function itemContext(index: SiteIndex, c: CollectionContent, item: ItemContent, ctx: Json): void {
  ctx.item = itemJson(index, c, item, true);
  const items = index.items(c);
  const at = items.indexOf(item);
  const pagination: Json = {};
  if (at > 0) pagination.prevItem = shortItem(index, c, items[at - 1]!);
  if (at >= 0 && at < items.length - 1) pagination.nextItem = shortItem(index, c, items[at + 1]!);
  ctx.pagination = pagination;
}

export function buildPageContext(index: SiteIndex, route: Route, opts: ContextOptions): Json {
  const { content } = index;
  const ctx: Json = {
    website: content.website,
    websiteSettings: content.websiteSettings,
    template: { mobileStylesEnabled: true },
    localizedStrings: opts.localizedStrings,
    featureFlags: content.featureFlags,
    pageType: 'pageType' in route ? route.pageType : 0,
    // The home of the page's language: links of the platform's own pages start here.
    homeUrl: `${index.prefix}/`,
  };
  if (opts.shoppingCart) ctx.shoppingCart = opts.shoppingCart;
  ctx.deviceView = opts.device ?? 'desktop';
  ctx.collectionView = collectionView(route);
  switch (route.kind) {
    case 'collection':
      ctx.collection = collectionJson(index, route.collection);
      if (route.collection.folder) {
        ctx.items = [];
        // An index with fullData: its children carry their items and main content (DEVELOPER-MODE 1.4.1).
        if (opts.fullData) {
          (ctx.collection as Json).collections = index
            .children(route.collection)
            .map((child) => ({ ...collectionJson(index, child), items: index.items(child).map((i) => itemJson(index, child, i)), mainContent: child.mainContent ?? '' }));
        }
      }
      else listContext(index, route.collection, opts, ctx);
      break;
    case 'item':
      ctx.collection = collectionJson(index, route.collection);
      itemContext(index, route.collection, route.item, ctx);
      break;
    case 'not-found': {
      // The page title says what happened (system-pages.ts has the page).
      const strings = (opts.localizedStrings ?? {}) as Json;
      ctx.collection = { title: typeof strings.themeNotFoundTitle === 'string' ? strings.themeNotFoundTitle : NOT_FOUND_TITLE };
      ctx.error = true;
      break;
    }
    case 'system':
      // The platform's own pages behave as a collection of their own, so layouts that wrap the main content in {.section collection} show them.
      ctx.collection = { id: route.name, urlId: route.name, typeName: route.name, fullUrl: `${index.prefix}/${route.name.startsWith('checkout') || route.name.startsWith('order') || route.name.startsWith('subscription') ? 'checkout' : route.name}` };
      break;
    default:
      ctx.collection = {};
  }
  const shown = route.kind === 'item' ? [route.item] : route.kind === 'collection' ? index.items(route.collection) : [];
  commerceContexts(ctx, shown, content.website, content.websiteSettings);
  if (route.kind === 'item' && ctx.item) {
    // The raw list may hold reviews the owner has not approved: only the summary below reaches the page.
    delete (ctx.item as Json).reviews;
    const locale = typeof content.website.language === 'string' ? content.website.language : 'en-US';
    const summary = reviewSummary(route.item as Json, content.websiteSettings, content.featureFlags, (opts.localizedStrings ?? {}) as Json, locale);
    if (summary) (ctx.item as Json).reviewSummary = summary;
  }
  return ctx;
}
