/**
 * The data of the checkout and order pages for the site renderer: which
 * cart or order a request's page shows, its context (page-data.ts,
 * orders/order-page-data.ts), its status, or a redirect (a gift-card link
 * opens its own cart; a purchased checkout shows its order).
 */
import type { FastifyRequest } from 'fastify';
import { cartIdOf, parseCookies } from '../cookies.js';
import type { CheckoutService } from './checkout-service.js';
import { checkoutPageData } from './page-data.js';
import { orderPageData } from '../orders/order-page-data.js';
import type { OrderLinks } from '../orders/order-links.js';
import { orderPagePath, type OrderPage } from '../../../site/paths/checkout-paths.js';
import type { ProductInfoIndex } from './product-info.js';
import type { Catalogue } from '../catalogue.js';
import type { PaymentProvider } from '../payments/provider.js';
import { checkoutTexts, errorText } from './texts.js';
import { codeOf } from './errors.js';
import { CRUMB_QUERY } from '../cookies.js';
import { formatMoney } from '../../../engine/commerce/money.js';
import type { Delivery } from '../downloads/delivery.js';
import { downloadPage } from '../downloads/download-page.js';
import { accountOrdersPage } from '../orders/account-page-data.js';
import { claimOrder } from '../orders/account-orders.js';
import type { Store } from '../../store/index.js';
import { savedAddresses } from './saved-addresses.js';

export interface CheckoutPageRequest {
  /** `siteAccount`: the signed-in site user of the page (server/session/), when there is one. */
  request: Pick<FastifyRequest, 'headers' | 'url'> & { method?: string; siteAccount?: { account: { id: string; email: string } } | null };
  /** checkout, checkout-subscription, checkout-gift-card, order-confirmed, order-received, subscription-confirmed, order-status. */
  name: string;
  query: Record<string, string>;
  language: string;
  prefix: string;
  /** The visitor's crumb (the form posts it back). */
  crumb: string;
}

export type CheckoutPageAnswer = { redirect: string } | { data: Record<string, unknown>; status: number };

export interface PagesDeps {
  service: CheckoutService;
  links: OrderLinks;
  products: ProductInfoIndex;
  catalogue: Catalogue;
  provider: PaymentProvider;
  /** The store minimum now (the owner may change it in Commerce preferences). */
  minimumSubtotalCents: () => Promise<number>;
  timeZone: string;
  /** Digital products' download links (the order pages show them; /checkout/download explains a refused one). */
  delivery?: Delivery;
  /** For the account's orders page, and to give an order to the signed-in account that opens its link. */
  store?: Store;
}

const ORDER_PAGES: Record<string, OrderPage> = {
  'order-confirmed': 'confirmed',
  'order-received': 'received',
  'subscription-confirmed': 'subscribed',
  'order-status': 'status',
};

/** The page an order lands on after checkout: subscription confirmed, order confirmed (paid) or order received. */
export function orderPageOf(kind: string, status: string): OrderPage {
  if (kind === 'subscription') return 'subscribed';
  return status === 'paid' ? 'confirmed' : 'received';
}

export async function checkoutPage(deps: PagesDeps, r: CheckoutPageRequest): Promise<CheckoutPageAnswer> {
  const orderPage = ORDER_PAGES[r.name];
  if (orderPage) return orderAnswer(deps, r, orderPage);
  if (r.name === 'download' && deps.delivery) return downloadPage(deps.delivery, r);
  if (r.name === 'account-orders' && deps.store) {
    const account = r.request.siteAccount?.account ?? null;
    return accountOrdersPage({ store: deps.store, links: deps.links, products: deps.products, timeZone: deps.timeZone }, { account, query: r.query, language: r.language, prefix: r.prefix, crumb: r.crumb });
  }
  const kind = r.name === 'checkout-subscription' ? 'subscription' : r.name === 'checkout-gift-card' ? 'gift-card' : 'cart';
  let cartId = kind === 'cart' ? cartIdOf(parseCookies(r.request.headers.cookie)) : r.query.cartToken;
  if (kind === 'gift-card' && !cartId && r.query.itemId) {
    try {
      cartId = await deps.service.startGiftCard(r.query.itemId, r.query.sku ?? '');
      return { redirect: `${r.prefix}/checkout/gift-card?cartToken=${cartId}` };
    } catch (e) {
      const code = codeOf(e);
      if (!code) throw e;
      return { data: giftCardChoice(deps, r, errorText(code, r.language)), status: code === 'ITEM_NOT_FOUND' ? 404 : 200 };
    }
  }
  if (cartId && kind !== 'cart' && (await deps.service.cartKind(cartId)) !== kind) cartId = undefined;
  if (cartId) {
    const order = await deps.service.orderOfCart(cartId);
    if (order) return { redirect: orderPagePath(orderPageOf(order.kind, order.status), r.prefix, order.id, await deps.links.token(order.id)) };
  }
  const st = cartId ? await deps.service.state(kind, cartId) : undefined;
  const path = r.request.url.split('?')[0]!;
  const query = new URLSearchParams(Object.entries(r.query).filter(([k]) => k === 'cartToken')).toString();
  // A signed-in shopper's address book fills the shipping address.
  const account = r.request.siteAccount?.account;
  const saved = account && st?.requiresShipping && deps.store ? await savedAddresses(deps.store, account.id, st.draft.form.shipping, r.language) : undefined;
  const data = checkoutPageData(st, kind, {
    ...(saved ? { saved } : {}),
    ...(account ? { accountEmail: account.email } : {}),
    language: r.language,
    prefix: r.prefix,
    action: `/api/commerce/checkout?${CRUMB_QUERY}=${encodeURIComponent(r.crumb)}`,
    returnTo: query ? `${path}?${query}` : path,
    catalogue: deps.catalogue,
    products: deps.products,
    provider: deps.provider,
    minimumSubtotalCents: await deps.minimumSubtotalCents(),
  });
  return { data, status: kind !== 'cart' && !st ? 404 : 200 };
}

/** A gift-card link whose denomination is missing or unknown: the SPEC's message and the denominations to choose from, as links. */
function giftCardChoice(deps: PagesDeps, r: CheckoutPageRequest, message: string): Record<string, unknown> {
  const t = checkoutTexts(r.language);
  const product = deps.catalogue.get(r.query.itemId ?? '');
  return {
    collection: { id: 'checkout', urlId: 'checkout', typeName: 'checkout', title: t.giftCardTitle, fullUrl: `${r.prefix}/checkout` },
    checkout: {
      text: t,
      kind: 'gift-card',
      title: t.giftCardTitle,
      empty: true,
      shopUrl: `${r.prefix}/`,
      formError: message,
      choices: (product?.variants ?? []).map((v) => ({ label: formatMoney({ cents: v.priceCents, currency: deps.catalogue.currency }, true, r.language), url: `${r.prefix}/checkout/gift-card?itemId=${encodeURIComponent(product!.id)}&sku=${encodeURIComponent(v.sku)}` })),
    },
  };
}

async function orderAnswer(deps: PagesDeps, r: CheckoutPageRequest, page: OrderPage): Promise<CheckoutPageAnswer> {
  const id = r.query.order ?? '';
  const token = r.query.token ?? '';
  const valid = /^[0-9a-f]{24}$/.test(id) && token.length > 0 && token.length <= 100 && (await deps.links.verify(id, token));
  const full = valid ? await deps.service.order(id) : undefined;
  if (!full) {
    const t = checkoutTexts(r.language);
    return { data: { collection: { id: 'checkout', urlId: 'checkout', typeName: 'checkout', title: t.orderNotFound }, orderError: t.orderNotFound }, status: 404 };
  }
  // The signed-in account that opens its order's signed link, with the order's email, gets it in its history.
  const account = r.request.siteAccount?.account;
  if (account && deps.store) await claimOrder(deps.store.db, full.order, account);
  const downloads = deps.delivery ? { links: await deps.delivery.downloadsOf(full), policy: deps.delivery.policy } : undefined;
  const inLanguage = (itemId: string, stockItemId: string | null, sku: string) => deps.catalogue.inLanguage(stockItemId ?? deps.catalogue.get(itemId)?.stockItemId ?? itemId, sku, r.language)?.id;
  const data = orderPageData(full, { page, language: r.language, prefix: r.prefix, token, products: deps.products, timeZone: deps.timeZone, inLanguage, ...(downloads ? { downloads } : {}) });
  // The Purchase event goes with the order's first confirmation view only: a reload or the status page never counts it again.
  const reportPurchase = page !== 'status' && r.request.method !== 'HEAD' && (await deps.service.claimPurchaseReport(id));
  return { data: { ...data, reportPurchase }, status: 200 };
}
