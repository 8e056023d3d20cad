/**
 * The products a cart can hold, read from the site content: every item
 * with a `structuredContent.productType`, by id. With the editor the
 * content changes while the site runs: `replace` takes in a new revision's
 * products and `sync` (set by `follow`) loads the newest revision first. The product rules
 * (types, variants, current prices, digital and gift-card stock counting as
 * unlimited, the services setting) are the engine's (engine/commerce); this
 * module only indexes them and reads each variant's stock record.
 */
import {
  isSubscribable,
  multipleQuantityAllowedForServices,
  pricingOptionPrice,
  productType,
  ProductType,
  variants,
  type ProductTypeCode,
} from '../../engine/commerce/model.js';
import { DEFAULT_CURRENCY } from '../../engine/commerce/money.js';
import { asNumber, asString, getPath, isObject, isTruthy } from '../../engine/runtime/values.js';
import type { SiteContent } from '../../site/content/types.js';

export interface CatalogueVariant {
  sku: string;
  attributes: Record<string, string>;
  /** What one unit costs now (the sale price when on sale), in cents. */
  priceCents: number;
  unlimited: boolean;
  /** Units in stock in the content (the store's seed). */
  quantity: number;
}

/**
 * A paywall product (SPEC section 3, type 5). The cart sells a paywall's
 * access like a digital good: priced per variant, never stocked, never
 * shipped (its purchase grants the pages it unlocks:
 * server/session/paywall-access.ts).
 */
export const PAYWALL_PRODUCT_TYPE = ProductType.PAYWALL;
export type SoldProductType = ProductTypeCode;

export interface CatalogueProduct {
  id: string;
  /** The item whose stock this one shares: a translation's original, else itself. */
  stockItemId: string;
  title: string;
  /** The language of the item's collection (a BCP 47 tag; the site's default one when the collection names none). */
  language: string;
  type: SoldProductType;
  subscribable: boolean;
  variants: CatalogueVariant[];
}

export class Catalogue {
  private byId = new Map<string, CatalogueProduct>();
  private syncer: (() => Promise<void>) | null = null;
  private readonly replaced: ((content: SiteContent) => void)[] = [];

  constructor(
    products: CatalogueProduct[],
    readonly websiteId: string,
    readonly currency: string,
    /** Store setting multipleQuantityAllowedForServices (true when absent). */
    readonly multipleQuantityForServices: boolean,
  ) {
    this.byId = index(products);
  }

  /** Takes in the products of newer site content (the editor's revisions); the store settings stay those read at start. */
  replace(content: SiteContent): void {
    this.byId = index(productsOf(content));
    for (const listener of this.replaced) listener(content);
  }

  /** Calls `listener` with each newer content taken in (the checkout's product pages and images follow this way). */
  onReplace(listener: (content: SiteContent) => void): void {
    this.replaced.push(listener);
  }

  /** How `sync` brings the newest content in (the editor's live site). */
  follow(syncer: () => Promise<void>): void {
    this.syncer = syncer;
  }

  /** Loads the newest content revision before a commerce request, when the content follows the editor. */
  async sync(): Promise<void> {
    await this.syncer?.();
  }

  get(itemId: string): CatalogueProduct | undefined {
    return this.byId.get(itemId);
  }

  products(): CatalogueProduct[] {
    return [...this.byId.values()];
  }

  /**
   * The title and chosen options of a cart line in another language: the
   * translation (same stock item) whose collection is in `language`, its
   * variant of the same SKU. Undefined when the store has no such
   * translation (the line then keeps what it was added with).
   */
  inLanguage(stockItemId: string, sku: string, language: string): { id: string; title: string; attributes: Record<string, string> } | undefined {
    const wanted = languageKey(language);
    if (wanted === '') return undefined;
    let found: CatalogueProduct | undefined;
    for (const p of this.byId.values()) {
      if (p.stockItemId !== stockItemId) continue;
      const key = languageKey(p.language);
      if (key === wanted) {
        found = p;
        break;
      }
      // 'fr' asked for finds 'fr-FR' when that is all there is.
      if (!found && key.split('-')[0] === wanted.split('-')[0]) found = p;
    }
    const variant = found?.variants.find((v) => v.sku === sku);
    return found && variant ? { id: found.id, title: found.title, attributes: variant.attributes } : undefined;
  }

  /** Every stock record to seed: one per variant of each original item. */
  stockRecords(): { itemId: string; sku: string; unlimited: boolean; quantity: number }[] {
    const out = new Map<string, { itemId: string; sku: string; unlimited: boolean; quantity: number }>();
    for (const p of this.byId.values()) {
      if (p.stockItemId !== p.id) continue;
      for (const v of p.variants) out.set(`${p.id}\u0000${v.sku}`, { itemId: p.id, sku: v.sku, unlimited: v.unlimited, quantity: v.quantity });
    }
    return [...out.values()];
  }

  static fromContent(content: SiteContent): Catalogue {
    const products = productsOf(content);
    const store = getPath(content.websiteSettings, ['storeSettings', 'defaultCurrency']);
    return new Catalogue(
      products,
      asString(content.website.id),
      typeof store === 'string' && store.trim() ? store.trim() : DEFAULT_CURRENCY,
      multipleQuantityAllowedForServices(content.websiteSettings),
    );
  }
}

function index(products: CatalogueProduct[]): Map<string, CatalogueProduct> {
  const byId = new Map<string, CatalogueProduct>();
  for (const p of products) if (!byId.has(p.id)) byId.set(p.id, p);
  return byId;
}

const languageKey = (tag: string) => tag.trim().replace('_', '-').toLowerCase();

/** The site's default language: the `website.languages` entry marked default (else the first), else `website.language`. */
function defaultLanguage(content: SiteContent): string {
  const list = Array.isArray(content.website.languages) ? content.website.languages.filter(isObject) : [];
  const entry = list.find((l) => l.default === true) ?? list[0];
  if (entry && typeof entry.languageTag === 'string') return entry.languageTag;
  return typeof content.website.language === 'string' ? content.website.language : 'en-US';
}

function productsOf(content: SiteContent): CatalogueProduct[] {
  const items: { item: Record<string, unknown>; language: string }[] = [];
  const fallback = defaultLanguage(content);
  for (const c of content.collections) for (const item of c.items ?? []) items.push({ item, language: typeof c.language === 'string' ? c.language : fallback });
  const ids = new Set(items.map((i) => asString(i.item.id)));
  const products: CatalogueProduct[] = [];
  for (const { item, language } of items) {
    if (getPath(item, ['structuredContent', 'productType']) === undefined) continue;
    const id = asString(item.id);
    const original = typeof item.translationOf === 'string' && ids.has(item.translationOf) ? item.translationOf : id;
    products.push(readProduct(item, id, original, language));
  }
  return products;
}

function readProduct(item: Record<string, unknown>, id: string, stockItemId: string, language: string): CatalogueProduct {
  const type: SoldProductType = productType(item);
  const alwaysUnlimited = type === ProductType.DIGITAL || type === ProductType.GIFT_CARD || type === PAYWALL_PRODUCT_TYPE;
  const content = getPath(item, ['structuredContent']);
  const list = variants(item).map((v, i): CatalogueVariant => {
    const stock = isObject(v.stock) ? v.stock : {};
    const unlimited = alwaysUnlimited || isTruthy(stock.unlimited !== undefined ? stock.unlimited : v.unlimited);
    const qty = asNumber(stock.quantity !== undefined ? stock.quantity : v.qtyInStock);
    // A digital product is priced on its content; other products on each variant.
    const price = type === ProductType.DIGITAL && isObject(content) && content.priceMoney !== undefined ? content : v;
    return {
      sku: typeof v.sku === 'string' && v.sku !== '' ? v.sku : `${id}-${i + 1}`,
      attributes: readAttributes(v.attributes),
      priceCents: Math.round(pricingOptionPrice(price).cents),
      unlimited,
      quantity: Number.isFinite(qty) && qty > 0 ? Math.floor(qty) : 0,
    };
  });
  return { id, stockItemId, title: asString(item.title), language, type, subscribable: isSubscribable(item), variants: list };
}

function readAttributes(node: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObject(node)) for (const [k, v] of Object.entries(node)) out[k] = asString(v);
  return out;
}
