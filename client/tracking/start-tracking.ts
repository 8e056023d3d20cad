/**
 * Tracking on every page: the census cookies, the page-view hit (or a site
 * search on /search), product and cart views, add to cart, checkout and
 * purchase, button, form and overlay census records and Quick Views, all
 * under the rules of SPEC section 6.
 */
import { pageConfig } from '../page-config.js';
import { HIT_EVENT, recordCensus, recordHit, recordQuickView } from './census.js';
import { trackingContext, type TrackingContext } from './page-context.js';
import { startHeartbeat, type HeartbeatClock } from './heartbeat.js';
import { firePixel } from './pixel-events.js';
import { SHOPPING_SCHEMAS, shoppingFields, trackGatedContent, trackShopping, type CartFacts, type ShoppingItem } from './shopping-events.js';
import { TRACKING_EVENTS } from './tracking-events.js';
import { countsAsPageView, shouldTrack } from './tracking-rules.js';
import { censusCookie, clearCensusCookies, touchVisitorCookies } from './visitor-cookies.js';
import { pageFeatureFlags } from '../page-flags.js';
import { sendVisitorMetrics } from './visitor-metrics.js';

/** The page context's beta flags (SPEC section 6). */
const featureFlagsOf = (): Obj => pageFeatureFlags() as Obj;

/** Page types: content item 50, show cart 200. */
const CONTENT_ITEM = 50;
const SHOW_CART = 200;
export const BUTTON_SELECTOR = '.sqs-block-button-element, [data-census="button"]';
export const FORM_SELECTOR = '.sqs-block-form form, [data-census="form"]';
export const OVERLAY_SELECTOR = '.sqs-popup-overlay, [data-census="overlay"]';
export const QUICK_VIEW_SELECTOR = '[data-quick-view]';
const LISTING_SELECTOR = '.product-card, .product-grid, [data-listing]';

type Obj = Record<string, unknown>;
const props = (el: Element | null): Obj => {
  try {
    const v = JSON.parse(el?.getAttribute('data-props') ?? 'null') as unknown;
    return typeof v === 'object' && v !== null ? (v as Obj) : {};
  } catch {
    return {};
  }
};

function itemOf(p: Obj, quantity?: number, sku?: string | null): ShoppingItem {
  const variants = Array.isArray(p.variants) ? (p.variants as Obj[]) : [];
  const variant = variants.find((v) => v.sku === sku) ?? (variants.length === 1 ? variants[0] : undefined);
  const price = (variant?.priceCents ?? p.fromPriceCents) as unknown;
  return {
    itemId: String(p.itemId ?? ''),
    ...(typeof p.title === 'string' ? { title: p.title } : {}),
    ...(typeof p.productType === 'number' ? { productType: p.productType } : {}),
    sku: sku ?? (typeof variant?.sku === 'string' ? variant.sku : null),
    ...(typeof price === 'number' ? { priceCents: price } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    collectionId: typeof p.collectionId === 'string' ? p.collectionId : null,
  };
}

const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});

/** An amount in cents: cents already, or a SPEC Money value ({ value: '12.34' }) read without floating point. */
export function centsOf(amount: unknown): number | null {
  if (typeof amount === 'number') return Number.isInteger(amount) ? amount : null;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(obj(amount).value ?? obj(amount).decimalValue ?? ''));
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

function cartFacts(cart: unknown): CartFacts {
  const c = (typeof cart === 'object' && cart !== null ? cart : {}) as Obj;
  const entries = Array.isArray(c.entries) ? (c.entries as Obj[]) : [];
  return {
    id: typeof c.id === 'string' ? c.id : null,
    ...(typeof c.totalQuantity === 'number' ? { totalQuantity: c.totalQuantity } : {}),
    ...(typeof c.subtotalCents === 'number' ? { subtotalCents: c.subtotalCents } : {}),
    productTypes: [...new Set(entries.map((e) => e.productType).filter((t): t is number => typeof t === 'number'))],
  };
}

/** The listeners of the last start: a second start (a test, a re-run) replaces them rather than doubling every record. */
let stopListening: (() => void) | undefined;

function listen(doc: Document, ctx: TrackingContext, cvr: string, currency: string, clock?: HeartbeatClock): void {
  stopListening?.();
  const added: [string, EventListener, boolean][] = [];
  // The heartbeat (event type 10) while the page is visible (heartbeat.ts says why every 30 s).
  const stopHeartbeat = startHeartbeat(doc, () => recordHit(ctx, cvr, HIT_EVENT.heartbeat), clock);
  const on = (type: string, fn: EventListener, capture = false) => {
    doc.addEventListener(type, fn, capture);
    added.push([type, fn, capture]);
  };
  stopListening = () => {
    for (const [type, fn, capture] of added) doc.removeEventListener(type, fn, capture);
    stopHeartbeat();
    stopListening = undefined;
  };
  // Audio and video hits (SPEC section 3's event types 20 and 21) when a player starts; 'play' does not bubble, so it is caught on the way down.
  on(
    'play',
    (e) => {
      const media = e.target;
      if (media instanceof HTMLAudioElement) recordHit(ctx, cvr, HIT_EVENT.audio);
      else if (media instanceof HTMLVideoElement) recordHit(ctx, cvr, HIT_EVENT.video);
    },
    true,
  );
  on(TRACKING_EVENTS.cartAdded, (e) => {
    const d = ((e as CustomEvent).detail ?? {}) as { request?: Obj; cart?: unknown; product?: Obj };
    const req = d.request ?? {};
    const island = [...doc.querySelectorAll('[data-widget="add-to-cart"]')].map(props).find((p) => p.itemId === req.itemId) ?? { itemId: req.itemId };
    const item = itemOf(island, typeof req.quantity === 'number' ? req.quantity : 1, typeof req.sku === 'string' ? req.sku : null);
    void trackShopping(ctx, SHOPPING_SCHEMAS.addToCart, shoppingFields(ctx, currency, item, cartFacts(d.cart)));
  });
  on(TRACKING_EVENTS.checkout, (e) => {
    void trackShopping(ctx, SHOPPING_SCHEMAS.checkout, shoppingFields(ctx, currency, undefined, cartFacts((e as CustomEvent).detail)));
  });
  on(TRACKING_EVENTS.purchase, (e) => {
    const order = ((e as CustomEvent).detail ?? {}) as Obj;
    const items = Array.isArray(order.items) ? (order.items as Obj[]) : [];
    const total = obj(order.grandTotal);
    const fields = {
      ...shoppingFields(ctx, typeof total.currency === 'string' ? total.currency : currency, undefined, {
        id: typeof order.purchasedCartId === 'string' ? order.purchasedCartId : null,
        ...(items.length ? { totalQuantity: items.reduce((n, i) => n + (typeof i.quantity === 'number' ? i.quantity : 0), 0) } : {}),
      }),
      order_id: order.id ?? null,
      cart_value: centsOf(order.grandTotal),
    };
    void trackShopping(ctx, SHOPPING_SCHEMAS.purchase, fields);
  });
  on(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target : null;
      const button = target?.closest(BUTTON_SELECTOR);
      if (button) recordCensus(ctx, cvr, 'button-click', { buttonText: (button.textContent ?? '').trim().slice(0, 200), buttonUrl: button.getAttribute('href') });
      const quick = target?.closest(QUICK_VIEW_SELECTOR);
      const id = quick?.getAttribute('data-quick-view') || quick?.getAttribute('data-item-id');
      if (id) recordQuickView(ctx, cvr, id);
    },
    true,
  );
}

/** Starts tracking for this page; returns whether it is tracked. `clock` drives the heartbeat (the tests' fake timers). */
export function startTracking(doc: Document = document, clock?: HeartbeatClock): boolean {
  try {
    const ctx = trackingContext();
    // Census cookies go under a restrictive cookie policy, and on a cloneable site (SPEC section 9).
    if (ctx.settings.restrictiveCookiePolicy === true || ctx.cloneable === true) {
      clearCensusCookies();
      return false;
    }
    stopListening?.();
    // Its own event, whether or not the census counts the page (it skips the member-area wall).
    sendVisitorMetrics(ctx, featureFlagsOf());
    touchVisitorCookies();
    const cvr = censusCookie();
    const path = location.pathname;
    if (!shouldTrack(ctx, path, cvr !== undefined) || cvr === undefined) return false;
    const currency = pageConfig().currency ?? 'USD';

    if (countsAsPageView(path)) recordHit(ctx, cvr, HIT_EVENT.pageView);
    else {
      recordHit(ctx, cvr, HIT_EVENT.siteSearch);
      firePixel('Search', { search_string: new URLSearchParams(location.search).get('q') ?? '' });
    }
    for (const el of doc.querySelectorAll(BUTTON_SELECTOR)) recordCensus(ctx, cvr, 'button-render', { buttonText: (el.textContent ?? '').trim().slice(0, 200) });
    for (const el of doc.querySelectorAll(FORM_SELECTOR)) recordCensus(ctx, cvr, 'form-render', { formId: el.getAttribute('data-form-id') ?? el.id ?? null });
    for (const el of doc.querySelectorAll(OVERLAY_SELECTOR)) recordCensus(ctx, cvr, 'overlay', { overlayId: el.id || null, action: 'render' });

    if (ctx.pageType === CONTENT_ITEM) {
      const island = [...doc.querySelectorAll('[data-widget="add-to-cart"]')].find((el) => !el.closest(LISTING_SELECTOR));
      if (island) void trackShopping(ctx, SHOPPING_SCHEMAS.productView, shoppingFields(ctx, currency, itemOf(props(island))));
    }
    if (ctx.pageType === SHOW_CART) {
      const cart = props(doc.querySelector('[data-widget="cart-page"]'));
      void trackShopping(ctx, SHOPPING_SCHEMAS.cartView, shoppingFields(ctx, currency, undefined, cartFacts(cart.shoppingCart ?? cart)));
    }
    // Gated content: 'denied' on a paywall or protected page, 'granted' on a gated video or lesson that plays (the server says which: site/render/system-values.ts).
    if (ctx.viewerAccessStatus) void trackGatedContent(ctx, ctx.viewerAccessStatus);
    listen(doc, ctx, cvr, currency, clock);
    return true;
  } catch {
    // census errors are silently swallowed (SPEC section 8)
    return false;
  }
}
