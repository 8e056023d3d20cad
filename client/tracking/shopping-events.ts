/**
 * Shopping and gated-content events (SPEC section 3) through the v2
 * tracker, each mirrored to the pixel sinks: product view, add to cart,
 * cart view, checkout and purchase. A failed send is dropped quietly (a
 * tracker rejection must not become an uncaught error report).
 */
import type { TrackingContext } from './page-context.js';
import { trackEvent } from './tracker-v2.js';
import { firePixel, type PixelEvent } from './pixel-events.js';

export const SHOPPING_SCHEMAS = {
  productView: 'commerce_product_view',
  addToCart: 'commerce_add_to_cart',
  cartView: 'commerce_cart_view',
  checkout: 'commerce_checkout',
  purchase: 'commerce_purchase',
  gatedContent: 'gated_content_view',
} as const;

export interface ShoppingItem {
  itemId: string;
  title?: string;
  productType?: number;
  sku?: string | null;
  attributes?: Record<string, string>;
  priceCents?: number;
  quantity?: number;
  collectionId?: string | null;
  collectionName?: string | null;
}

export interface CartFacts {
  id?: string | null;
  totalQuantity?: number;
  subtotalCents?: number;
  productTypes?: number[];
}

/** The shopping tracking fields of SPEC section 3 (amounts in cents). */
export function shoppingFields(ctx: TrackingContext, currency: string, item?: ShoppingItem, cart?: CartFacts): Record<string, unknown> {
  return {
    website_id: ctx.websiteId,
    page_id: ctx.itemId ?? ctx.collectionId,
    cart_id: cart?.id ?? null,
    product_page: ctx.pageType === 50 && item !== undefined,
    pdp_layout: null,
    item_id: item?.itemId ?? null,
    item_type: item?.productType ?? null,
    item_title: item?.title ?? null,
    item_variant_object: item?.sku ? { sku: item.sku, ...(item.attributes ?? {}) } : null,
    item_price: item?.priceCents ?? null,
    item_quantity: item?.quantity ?? null,
    currency_code: currency,
    num_items_in_cart: cart?.totalQuantity ?? null,
    cart_value: cart?.subtotalCents ?? null,
    product_types_list: cart?.productTypes ?? (item?.productType !== undefined ? [item.productType] : []),
    purchase_type_list: [],
    item_category_ids: [],
    item_category_names: [],
    item_collection_id: item?.collectionId ?? ctx.collectionId,
    item_collection_name: item?.collectionName ?? null,
    related_product_item_ids: [],
  };
}

const PIXEL_OF: Partial<Record<string, PixelEvent>> = {
  [SHOPPING_SCHEMAS.productView]: 'ViewContent',
  [SHOPPING_SCHEMAS.addToCart]: 'AddToCart',
  [SHOPPING_SCHEMAS.purchase]: 'Purchase',
};

export function trackShopping(ctx: TrackingContext, schema: string, fields: Record<string, unknown>): Promise<void> {
  const pixel = PIXEL_OF[schema];
  if (pixel) firePixel(pixel, fields);
  return trackEvent(ctx, schema, fields).catch(() => undefined);
}

/** A view of gated content (a paywall, protected content): what was asked for and whether it was shown (page_path is auto-populated). */
export function trackGatedContent(ctx: TrackingContext, viewerAccessStatus: string): Promise<void> {
  return trackEvent(ctx, SHOPPING_SCHEMAS.gatedContent, {
    content_collection_id: ctx.collectionId,
    content_item_id: ctx.itemId,
    viewer_access_status: viewerAccessStatus,
  }).catch(() => undefined);
}
