/**
 * A product as the owner edits it, and as the store item the site renderer
 * and the commerce catalogue read (the demo store's item shape: record
 * type 11, `structuredContent` with the product type, variants with SKU,
 * price and sale price in cents and as money, stock, attributes and option
 * values, and `variantOptionOrdering`). The owner's description is plain
 * text, escaped into paragraphs; the owner never writes HTML.
 */
import { priceText } from '../../../editor/price-input.js';
import { paragraphs } from '../../../site/tags/html.js';
import type { Json } from '../content-store.js';
import type { UploadedImage } from '../uploads/upload-store.js';

/** Record type of a store item (SPEC section 3). */
export const STORE_ITEM_RECORD_TYPE = 11;
/** Product types an owner makes here (SPEC section 3): physical 1, digital 2, service 3, gift card 4, paywall 5 (paywall-unlocks.ts). */
export const EDITABLE_PRODUCT_TYPES = [1, 2, 3, 4, 5] as const;
/** The types that can be sold as a subscription: "Only PHYSICAL and SERVICE products can be subscribed to by the merchant." (SPEC section 5). */
export const SUBSCRIBABLE_PRODUCT_TYPES: readonly number[] = [1, 3];
/** The digital product type: a file to download, with an optional note to its buyers. */
export const DIGITAL_PRODUCT_TYPE = 2;
/** Types delivered without stock to count: a digital file, a gift card's code, a paywall's access. Their variants are always unlimited. */
export const UNLIMITED_PRODUCT_TYPES: readonly number[] = [2, 4, 5];
/** Billing period units (SPEC section 5, subscription pricing). */
export const BILLING_PERIOD_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;
/** Vitrine's bounds on a plan: a period of 1 to 52 units, 0 (indefinite) to 120 billing cycles. */
export const MAX_BILLING_PERIOD_VALUE = 52;
export const MAX_BILLING_CYCLES = 120;

export interface SubscriptionInput {
  unit: (typeof BILLING_PERIOD_UNITS)[number];
  value: number;
  /** Billing cycles; 0 or absent: until cancelled. */
  cycles?: number;
}

export interface VariantInput {
  sku: string;
  priceCents: number;
  salePriceCents?: number;
  onSale?: boolean;
  stock: { unlimited: boolean; quantity?: number };
  /** Option name -> value, one per option of the product. */
  attributes?: Record<string, string>;
}

export interface ProductInput {
  title: string;
  description?: string;
  urlId?: string;
  productType?: (typeof EDITABLE_PRODUCT_TYPES)[number];
  tags?: string[];
  categories?: string[];
  /** Option names, in the order the product page shows them. */
  options?: string[];
  variants: VariantInput[];
  /** An uploaded image's id (POST /api/editor/uploads); null takes the image away. */
  imageId?: string | null;
  /** The product's texts in the site's other languages (product-translations.ts); absent: the kept ones. */
  translations?: Record<string, { title?: string; description?: string; options?: Record<string, string>; values?: Record<string, string> }>;
  /** Sold as a subscription at this interval (physical and service only); null: sold once; absent: kept. */
  subscription?: SubscriptionInput | null;
  /** A paywall product's pages (collection ids) its purchase unlocks; absent: kept. */
  unlocks?: string[];
  /** A digital product's note to its buyers, shown with its download (plain text); '' takes it away, absent keeps it. */
  deliveryNote?: string;
}

export interface VariantView {
  sku: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  stock: { unlimited: boolean; quantity: number };
  attributes: Record<string, string>;
}

export interface ProductView {
  id: string;
  urlId: string;
  url: string;
  title: string;
  description: string;
  productType: number;
  tags: string[];
  categories: string[];
  options: string[];
  variants: VariantView[];
  image: { id: string; assetUrl: string } | null;
  /** Its subscription plan, null when sold once. */
  subscription: { unit: string; value: number; cycles: number } | null;
  /** A digital product's note to its buyers ('' without one). */
  deliveryNote: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const isPlan = (v: unknown): v is { billingPeriod: { unit: unknown; value: unknown }; numBillingCycles?: unknown } =>
  typeof v === 'object' && v !== null && typeof (v as { billingPeriod?: unknown }).billingPeriod === 'object' && (v as { billingPeriod?: unknown }).billingPeriod !== null;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

/** The decimal text of an amount in cents, as the platform writes money ("38.00"). */
const moneyText = priceText;

/** Plain text as paragraphs (site/tags/html.ts: the composer preview writes a draft's description the same way). */
export { paragraphs };

/** Markup back to plain text, for the editor's form (paragraphs and line breaks kept). */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function variantNode(id: string, v: VariantInput, options: string[], currency: string): Json {
  const attributes = Object.fromEntries(options.map((o) => [o, v.attributes?.[o] ?? '']));
  const unlimited = v.stock.unlimited;
  const quantity = unlimited ? 0 : (v.stock.quantity ?? 0);
  const sale = v.salePriceCents ?? 0;
  return {
    id,
    sku: v.sku,
    price: v.priceCents,
    priceMoney: { currency, value: moneyText(v.priceCents) },
    salePrice: sale,
    salePriceMoney: { currency, value: moneyText(sale) },
    onSale: v.onSale === true,
    unlimited,
    qtyInStock: quantity,
    stock: { unlimited, quantity },
    attributes,
    optionValues: options.map((o) => ({ optionName: o, value: attributes[o] })),
  };
}

function imageFields(image: UploadedImage, title: string): Json {
  const asset = {
    assetUrl: image.assetUrl,
    contentType: image.contentType,
    originalSize: image.originalSize,
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    systemDataVariants: image.systemDataVariants,
  };
  return { ...asset, systemDataId: image.id, mainImageId: image.id, mainImage: { id: image.id, ...asset, altText: title, title } };
}

/** The restock sign-up's texts on a product the owner made (the merchant's texts; 'Signed up!' is the SPEC's default success text). */
export const RESTOCK_TEXTS = {
  buttonText: 'Notify Me',
  CTAText: 'Get an email when this is back in stock.',
  placeholderText: 'Your email',
  successText: 'Signed up!',
} as const;

/**
 * A product whose stock is counted offers the restock sign-up on each such
 * variant (the merchandising context's restockNotificationViews, SPEC
 * section 3), shown when the variant is sold out; texts it already has stay.
 */
function restockSignUp(item: Json, type: number): void {
  const id = str(item.id);
  const all = obj(item.productMerchandisingContext);
  const own = obj(all[id]);
  const variants = (obj(item.structuredContent).variants as Json[] | undefined) ?? [];
  const counted = UNLIMITED_PRODUCT_TYPES.includes(type) ? [] : variants.filter((v) => v.unlimited !== true);
  if (counted.length === 0) {
    delete own.restockNotificationViews;
  } else {
    own.restockNotificationViews = counted.map((v) => ({ variantId: str(v.id), hiddenByDefault: num(v.qtyInStock) > 0 }));
    own.restockNotificationMessages = { ...RESTOCK_TEXTS, ...obj(own.restockNotificationMessages) };
    if (typeof own.mailingListSignUpEnabled !== 'boolean') own.mailingListSignUpEnabled = false;
  }
  item.productMerchandisingContext = { ...all, [id]: own };
}

const IMAGE_KEYS = ['assetUrl', 'contentType', 'originalSize', 'mediaFocalPoint', 'systemDataVariants', 'systemDataId', 'mainImageId', 'mainImage'];

/**
 * Writes the owner's product into `item` (a new one, or the stored item
 * being updated: its other keys, such as merchandising, stay). `image` is
 * the uploaded image to show, null to take it away, undefined to keep it.
 */
export function writeItem(item: Json, input: ProductInput, at: { collectionId: string; urlId: string; now: number; currency: string; image: UploadedImage | null | undefined }): Json {
  const id = str(item.id);
  const options = input.options ?? [];
  // Only the fields sent change: a description sent as the product already has it (the form sends every field) keeps
  // its excerpt and body as they were, so editing the stock does not rewrite a short description the body differs from.
  const descriptionChanged = input.description !== undefined && (typeof item.body !== 'string' || plainText(item.body) !== input.description.trim());
  const description = descriptionChanged ? paragraphs(input.description ?? '') : null;
  const storedType = typeof obj(item.structuredContent).productType === 'number' ? (obj(item.structuredContent).productType as number) : undefined;
  const type = input.productType ?? storedType ?? EDITABLE_PRODUCT_TYPES[0];
  // A variant keeps its id while its SKU stays (restock sign-ups and merchandising name variants by id).
  const before = obj(item.structuredContent).variants;
  const idsBySku = new Map((Array.isArray(before) ? before.map(obj) : []).map((v) => [str(v.sku), str(v.id)]));
  const used = new Set<string>();
  const variantId = (sku: string, index: number): string => {
    let vid = idsBySku.get(sku) || `${id}-v${index + 1}`;
    for (let n = index + 1; used.has(vid); n++) vid = `${id}-v${n + 1}`;
    used.add(vid);
    return vid;
  };
  Object.assign(item, {
    collectionId: at.collectionId,
    recordType: STORE_ITEM_RECORD_TYPE,
    urlId: at.urlId,
    title: input.title.trim(),
    addedOn: typeof item.addedOn === 'number' ? item.addedOn : at.now,
    publishOn: typeof item.publishOn === 'number' ? item.publishOn : at.now,
    updatedOn: at.now,
    starred: item.starred === true,
    categories: input.categories ?? strings(item.categories),
    tags: input.tags ?? strings(item.tags),
    excerpt: description ?? (typeof item.excerpt === 'string' ? item.excerpt : ''),
    body: description ?? (typeof item.body === 'string' ? item.body : ''),
    structuredContent: {
      ...obj(item.structuredContent),
      productType: type,
      variants: input.variants.map((v, i) => variantNode(variantId(v.sku, i), UNLIMITED_PRODUCT_TYPES.includes(type) ? { ...v, stock: { unlimited: true } } : v, options, at.currency)),
      variantOptionOrdering: options,
    },
  });
  const sc = item.structuredContent as Json;
  if (input.subscription === null || (input.subscription === undefined && !SUBSCRIBABLE_PRODUCT_TYPES.includes(type))) {
    delete sc.isSubscribable;
    delete sc.subscriptionPlan;
  } else if (input.subscription) {
    sc.isSubscribable = true;
    sc.subscriptionPlan = { billingPeriod: { unit: input.subscription.unit, value: input.subscription.value }, numBillingCycles: input.subscription.cycles ?? 0 };
  }
  // Only a digital product's buyers get a download to show a note with.
  if (type !== DIGITAL_PRODUCT_TYPE) delete sc.deliveryNote;
  else if (input.deliveryNote !== undefined) {
    if (input.deliveryNote.trim()) sc.deliveryNote = input.deliveryNote.trim();
    else delete sc.deliveryNote;
  }
  restockSignUp(item, type);
  if (at.image === null) for (const k of IMAGE_KEYS) delete item[k];
  else if (at.image) Object.assign(item, imageFields(at.image, input.title.trim()));
  return item;
}

/** A store item as the editor shows it; stock from the store's records when given (they change as shoppers buy). */
export function productView(item: Json, storeUrlId: string, stock?: Map<string, { unlimited: boolean; quantity: number }>): ProductView {
  const content = obj(item.structuredContent);
  const variants = Array.isArray(content.variants) ? content.variants.map(obj) : [];
  const mainImage = obj(item.mainImage);
  return {
    id: str(item.id),
    urlId: str(item.urlId),
    url: `/${storeUrlId}/${str(item.urlId)}`,
    title: str(item.title),
    description: plainText(str(item.body)),
    productType: num(content.productType),
    subscription: content.isSubscribable === true && isPlan(content.subscriptionPlan)
      ? { unit: str(content.subscriptionPlan.billingPeriod.unit), value: num(content.subscriptionPlan.billingPeriod.value), cycles: num(content.subscriptionPlan.numBillingCycles) }
      : null,
    deliveryNote: str(content.deliveryNote),
    tags: strings(item.tags),
    categories: strings(item.categories),
    options: strings(content.variantOptionOrdering),
    variants: variants.map((v) => {
      const own = obj(v.stock);
      const stored = stock?.get(str(v.sku));
      return {
        sku: str(v.sku),
        priceCents: num(v.price),
        salePriceCents: num(v.salePrice),
        onSale: v.onSale === true,
        stock: stored ?? { unlimited: own.unlimited === true || v.unlimited === true, quantity: num(own.quantity ?? v.qtyInStock) },
        attributes: Object.fromEntries(Object.entries(obj(v.attributes)).map(([k, val]) => [k, str(val)])),
      };
    }),
    image: typeof item.assetUrl === 'string' ? { id: str(item.mainImageId ?? mainImage.id), assetUrl: item.assetUrl } : null,
  };
}
