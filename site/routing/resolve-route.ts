/**
 * URL path -> what to render (DEVELOPER-MODE 1.4.2, SPEC section 2):
 * the home page, a collection (list view), an item, a folder's landing or
 * redirect, the cart and search pages, or not found.
 */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, ItemContent } from '../content/types.js';
import { PAGE_TYPE, type PageTypeCode } from './page-types.js';
import { SECTION_PATHS } from '../../editor/sections.js';
import { enabledSection } from '../content/site-sections.js';
import { SPECIAL_ROUTES, type SpecialPageName } from '../render/special-pages.js';

export type Route =
  | { kind: 'collection'; collection: CollectionContent; pageType: PageTypeCode }
  | { kind: 'item'; collection: CollectionContent; item: ItemContent; pageType: PageTypeCode }
  | { kind: 'redirect'; location: string }
  | { kind: 'system'; name: SystemPageName; pageType: PageTypeCode }
  | { kind: 'not-found'; pageType: PageTypeCode };

/**
 * The checkout and order pages under /checkout/ (the SPEC does not show
 * their paths; the widgets use /checkout, /checkout/subscription and
 * /checkout/gift-card), by second path segment ('' for /checkout itself).
 */
export const CHECKOUT_ROUTES = {
  '': { name: 'checkout', pageType: PAGE_TYPE.CHECKOUT },
  subscription: { name: 'checkout-subscription', pageType: PAGE_TYPE.CHECKOUT },
  'gift-card': { name: 'checkout-gift-card', pageType: PAGE_TYPE.CHECKOUT },
  'order-confirmed': { name: 'order-confirmed', pageType: PAGE_TYPE.ORDER_CONFIRMED },
  'order-received': { name: 'order-received', pageType: PAGE_TYPE.ORDER_RECEIVED },
  'subscription-confirmed': { name: 'subscription-confirmed', pageType: PAGE_TYPE.SUBSCRIPTION_CONFIRMED },
  'order-status': { name: 'order-status', pageType: PAGE_TYPE.ORDER_STATUS },
  // Where a download link that no longer works lands (server/commerce/downloads/).
  download: { name: 'download', pageType: PAGE_TYPE.ORDER_STATUS },
} as const;

/** The account's commerce pages under /account/ (their data from commerce, like the checkout pages'). */
export const ACCOUNT_COMMERCE_ROUTES = {
  orders: { name: 'account-orders', pageType: PAGE_TYPE.PAGE },
} as const;

export type CheckoutPageName = (typeof CHECKOUT_ROUTES)[keyof typeof CHECKOUT_ROUTES]['name'] | (typeof ACCOUNT_COMMERCE_ROUTES)[keyof typeof ACCOUNT_COMMERCE_ROUTES]['name'];
export type SystemPageName = 'cart' | 'search' | 'account' | 'account-reset' | 'cover' | 'sso' | CheckoutPageName | SpecialPageName;

export function isCheckoutPage(name: string): name is CheckoutPageName {
  return Object.values(CHECKOUT_ROUTES).some((r) => r.name === name) || Object.values(ACCOUNT_COMMERCE_ROUTES).some((r) => r.name === name);
}

const NOT_FOUND: Route = { kind: 'not-found', pageType: PAGE_TYPE.NOT_FOUND };

function collectionPageType(c: CollectionContent, index: SiteIndex): PageTypeCode {
  // Regular pages (10) and page templates (7) are pages; a collection's own page (its list of
  // items, the home page included) is main content; a single item is a content item (below).
  if (c !== index.homepage && (c.typeName === 'page' || c.type === 10 || c.type === 7)) return PAGE_TYPE.PAGE;
  return PAGE_TYPE.MAIN_CONTENT;
}

/** `preview`: the site owner's view, where pages not live yet (editor/page-status.ts) are found too. */
export function resolveRoute(index: SiteIndex, path: string, preview = false): Route {
  const segments = path.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  if (segments.length === 0) {
    const home = index.homepage;
    return home ? { kind: 'collection', collection: home, pageType: PAGE_TYPE.MAIN_CONTENT } : NOT_FOUND;
  }
  if (segments.length === 1 && segments[0] === 'cart') return { kind: 'system', name: 'cart', pageType: PAGE_TYPE.SHOW_CART };
  if (segments.length === 1 && segments[0] === 'search') return { kind: 'system', name: 'search', pageType: PAGE_TYPE.SEARCH };
  // Site users' pages (server/session/): sign in or up, the account, a password reset link.
  if (segments[0] === 'account' && segments.length === 1) return { kind: 'system', name: 'account', pageType: PAGE_TYPE.PAGE };
  if (segments[0] === 'account' && segments.length === 2 && segments[1] === 'reset-password') return { kind: 'system', name: 'account-reset', pageType: PAGE_TYPE.PAGE };
  if (segments[0] === 'account' && segments.length === 2 && Object.hasOwn(ACCOUNT_COMMERCE_ROUTES, segments[1]!)) {
    const page = ACCOUNT_COMMERCE_ROUTES[segments[1] as keyof typeof ACCOUNT_COMMERCE_ROUTES];
    return { kind: 'system', name: page.name, pageType: page.pageType };
  }
  // The owner's cover page (3) and SSO screen (400), while enabled (editor/sections.ts).
  if (segments.length === 1 && `/${segments[0]}` === SECTION_PATHS['cover-page'] && enabledSection(index.content, 'cover-page')) return { kind: 'system', name: 'cover', pageType: PAGE_TYPE.SPLASH_PAGE };
  if (segments.length === 1 && `/${segments[0]}` === SECTION_PATHS['sso-screen'] && enabledSection(index.content, 'sso-screen')) return { kind: 'system', name: 'sso', pageType: PAGE_TYPE.SSO_PAGE };
  if (segments[0] === 'checkout' && segments.length <= 2) {
    const page = (CHECKOUT_ROUTES as Record<string, { name: CheckoutPageName; pageType: PageTypeCode }>)[segments[1] ?? ''];
    if (page && Object.hasOwn(CHECKOUT_ROUTES, segments[1] ?? '')) return { kind: 'system', name: page.name, pageType: page.pageType };
  }
  const collection = index.byUrlId.get(segments[0]!);
  // The platform's special pages (render/special-pages.ts), where the site has no page of that name.
  const special = collection ? undefined : SPECIAL_ROUTES[segments.join('/')];
  if (special && Object.hasOwn(SPECIAL_ROUTES, segments.join('/'))) return { kind: 'system', name: special.name, pageType: special.pageType };
  if (!collection || !(index.enabled(collection) || (preview && index.previewable(collection))) || segments.length > 2) return NOT_FOUND;
  if (segments.length === 2) {
    const item = (collection.items ?? []).find((i) => i.urlId === segments[1]);
    return item ? { kind: 'item', collection, item, pageType: PAGE_TYPE.CONTENT_ITEM } : NOT_FOUND;
  }
  if (collection.folder && collection.folderBehavior === 2) {
    const first = index.children(collection)[0];
    return first ? { kind: 'redirect', location: index.fullUrl(first) } : NOT_FOUND;
  }
  return { kind: 'collection', collection, pageType: collectionPageType(collection, index) };
}
