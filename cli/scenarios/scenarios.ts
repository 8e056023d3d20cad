/**
 * Scenarios: the states a template must render well in, beyond the
 * fixture as it is. Each changes the content (every product sold out or on
 * sale, the site locked), the visitor (a signed-in member), the cart
 * (empty, 120 items: the pill's 100+), the language (one per site
 * language) or the device view.
 */
import type { CollectionContent, Json, SiteContent } from '../../site/content/types.js';
import type { DeviceView } from '../../site/context/page-context.js';
import { splitByLanguage } from '../../site/content/languages.js';
import { DEFAULT_MEMBER_AREA, memberAreaOf, type Visitor } from '../../site/routing/access.js';
import { CliError } from '../io.js';

/** Items in the large cart: above the pill's cap of 100, so it shows 100+. */
export const LARGE_CART_ITEMS = 120;
/** The sale price of the on-sale scenario, as a share of the price. */
const SALE_SHARE = 0.8;

export interface Scenario {
  name: string;
  /** One line: what the pages show. */
  title: string;
  content?: (content: SiteContent) => SiteContent;
  visitor?: (content: SiteContent) => Visitor;
  /** The cart every page sees (its summary; the whole cart on the cart page). */
  cart?: (content: SiteContent) => Json;
  device?: DeviceView;
  /** Only the pages under this language prefix ('' for the default language). */
  languagePrefix?: string;
}

type Variant = Json & { price?: unknown; priceMoney?: unknown };

/** A copy of the content with every product variant changed by `edit`. */
function editVariants(content: SiteContent, edit: (v: Variant) => Variant): SiteContent {
  const collections = content.collections.map((c): CollectionContent => ({
    ...c,
    ...(c.items
      ? {
          items: c.items.map((item) => {
            const sc = item.structuredContent as Json | undefined;
            if (!sc || !Array.isArray(sc.variants)) return item;
            return { ...item, structuredContent: { ...sc, variants: (sc.variants as Variant[]).map((v) => edit({ ...v })) } };
          }),
        }
      : {}),
  }));
  return { ...content, collections };
}

const money = (template: unknown, cents: number): Json => {
  const value = (cents / 100).toFixed(2);
  return { ...(template && typeof template === 'object' ? (template as Json) : {}), value, decimalValue: value };
};

function currencyOf(content: SiteContent): string {
  const settings = content.websiteSettings.storeSettings as Json | undefined;
  const currency = settings?.selectedCurrency ?? content.website.currency;
  return typeof currency === 'string' ? currency : 'USD';
}

/** Products of the content with their first variant, for cart entries. */
function productsOf(content: SiteContent): { item: Json; variant: Variant }[] {
  const out: { item: Json; variant: Variant }[] = [];
  for (const c of content.collections) {
    for (const item of c.items ?? []) {
      const variants = (item.structuredContent as Json | undefined)?.variants;
      if (Array.isArray(variants) && variants[0]) out.push({ item, variant: variants[0] as Variant });
    }
  }
  return out;
}

/** A cart of `quantity` items spread over the content's products (one line when it has none). */
export function cartOf(content: SiteContent, quantity: number): Json {
  const products = productsOf(content);
  const lines = products.length ? products.slice(0, Math.min(products.length, quantity)) : quantity ? [{ item: { id: 'item', title: 'Item' } as Json, variant: { price: 100, sku: 'SKU' } as Variant }] : [];
  const entries = lines.map(({ item, variant }, i) => {
    const each = Math.floor(quantity / lines.length) + (i < quantity % lines.length ? 1 : 0);
    const cents = typeof variant.price === 'number' ? variant.price : 0;
    return { id: `entry-${i + 1}`, itemId: item.id, chosenVariant: { sku: variant.sku ?? '', attributes: variant.attributes ?? {} }, quantity: each, title: item.title ?? '', subTotal: each * cents, purchasePriceCents: cents, productType: 1 };
  });
  const subtotalCents = entries.reduce((s, e) => s + e.subTotal, 0);
  return { entries, totalQuantity: quantity, subtotalCents, subtotalAmount: { value: (subtotalCents / 100).toFixed(2), currency: currencyOf(content) } };
}

const FIXED: readonly Scenario[] = [
  {
    name: 'sold-out',
    title: 'every variant out of stock',
    content: (c) => editVariants(c, (v) => ({ ...v, unlimited: false, qtyInStock: 0, stock: { unlimited: false, quantity: 0 } })),
  },
  {
    name: 'on-sale',
    title: 'every variant on sale',
    content: (c) =>
      editVariants(c, (v) => {
        const sale = Math.round((typeof v.price === 'number' ? v.price : 0) * SALE_SHARE);
        return { ...v, onSale: true, salePrice: sale, salePriceMoney: money(v.priceMoney, sale) };
      }),
  },
  { name: 'empty-cart', title: 'an empty cart', cart: (c) => cartOf(c, 0) },
  { name: `cart-${LARGE_CART_ITEMS}`, title: `a cart with ${LARGE_CART_ITEMS} items`, cart: (c) => cartOf(c, LARGE_CART_ITEMS) },
  {
    name: 'member',
    title: 'a signed-in member of every member area',
    visitor: (c) => ({ unlocked: new Set(), member: true, memberAreas: new Set([DEFAULT_MEMBER_AREA, ...c.collections.map(memberAreaOf).filter((a): a is string => a !== null)]) }),
  },
  { name: 'locked', title: 'the site locked with a password', content: (c) => ({ ...c, website: { ...c.website, passwordProtected: true } }) },
  { name: 'phone', title: 'the phone view', device: 'phone' },
  { name: 'tablet', title: 'the tablet view', device: 'tablet' },
  { name: 'desktop', title: 'the desktop view', device: 'desktop' },
];

/** Every scenario of a site: the fixed ones and one per language (`lang-TAG`). */
export function scenariosOf(content: SiteContent): Scenario[] {
  const languages = splitByLanguage(content).map((l): Scenario => ({ name: `lang-${l.tag}`, title: `the ${l.tag} pages`, languagePrefix: l.prefix }));
  return [...FIXED, ...languages];
}

/** The scenarios named (`all` for every one); an unknown name is a usage error listing the names. */
export function selectScenarios(names: readonly string[], content: SiteContent): Scenario[] {
  const all = scenariosOf(content);
  if (names.includes('all')) return all;
  return names.map((name) => {
    const s = all.find((x) => x.name === name);
    if (!s) throw new CliError(`vitrine: unknown scenario '${name}' (one of all, ${all.map((x) => x.name).join(', ')})`);
    return s;
  });
}
