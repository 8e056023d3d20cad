/**
 * Wires checkout into the commerce plugin: the store settings, the payment
 * provider (the test gateway: the only one shipped), the outbox mailer, the
 * order links, the checkout service and its routes, and the page data the
 * site renderer asks for.
 */
import { deliveryNoteOf } from '../../../editor/digital-composer.js';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Store } from '../../store/index.js';
import { OutboxMailer, type Mailer } from '../../mail/mailer.js';
import type { SiteContent } from '../../../site/content/types.js';
import { languageOf, splitByLanguage } from '../../../site/content/languages.js';
import type { Catalogue } from '../catalogue.js';
import type { CartService } from '../cart-service.js';
import { commerceError } from '../errors.js';
import type { RateLimitOptions } from '../routes.js';
import type { PaymentProvider } from '../payments/provider.js';
import { TestGateway } from '../payments/test-gateway.js';
import { OrderLinks } from '../orders/order-links.js';
import { CheckoutService } from './checkout-service.js';
import { checkoutPage, type CheckoutPageAnswer, type CheckoutPageRequest } from './pages.js';
import { ProductInfoIndex } from './product-info.js';
import { checkoutRoutes } from './routes.js';
import { CheckoutSettingsSource } from './settings-source.js';
import { formatMoney } from '../../../engine/commerce/money.js';
import { RenewalJob } from '../subscriptions/renewals.js';
import { sharedRateLimitStore } from '../../ops/rate-limit-store.js';
import { DownloadLinks } from '../downloads/download-grants.js';
import { Delivery } from '../downloads/delivery.js';
import { downloadRoutes } from '../downloads/download-routes.js';
import { linkOrderToCartAccount } from '../orders/account-orders.js';
import { DEFAULT_DOWNLOAD_MAX, DEFAULT_DOWNLOAD_TTL_HOURS, type DownloadConfig } from '../../mail/mail-config.js';

export interface CheckoutServices {
  service: CheckoutService;
  provider: PaymentProvider;
  mailer: Mailer;
  links: OrderLinks;
  /** Subscription renewals (register.ts runs them on a timer). */
  renewals: RenewalJob;
  /** Digital products' download grants and links (commerce/downloads/). */
  delivery: Delivery;
  /** The data of a checkout or order page (the site renderer asks for it per request). */
  page(request: CheckoutPageRequest): Promise<CheckoutPageAnswer>;
  /** The store settings (shipping options, taxes, coupons): the content's with the owner's edits (settings-source.ts). */
  settings: CheckoutSettingsSource;
  /** What links in mail are made of: the site's address and a language's path prefix. */
  site: { baseUrl(): string; languagePrefix(language: string): string; timeZone: string; defaultLanguage: string; languages: readonly string[] };
}

export interface WireOptions {
  store: Store;
  catalogue: Catalogue;
  carts: CartService;
  content: SiteContent;
  rateLimit: RateLimitOptions;
  maxBodyBytes: number;
  /** Another provider than the test gateway (a real one, or a test double). */
  provider?: PaymentProvider;
  mailer?: Mailer;
  /** The site's address for links in mail; default the content's baseUrl. */
  publicUrl?: () => string;
  /** How long and how often a download link works; default 24 hours and 5 downloads. */
  downloads?: DownloadConfig;
}

/** The checkout service and what it is made of, for a store and site content (the server, and tests' worker processes). */
export function createCheckout(o: Omit<WireOptions, 'rateLimit' | 'maxBodyBytes'>) {
  const website = o.content.website;
  const settings = new CheckoutSettingsSource(o.store.db, o.catalogue.websiteId, (o.content.websiteSettings as { storeSettings?: unknown }).storeSettings);
  const provider = o.provider ?? new TestGateway();
  const mailer = o.mailer ?? new OutboxMailer(o.store);
  const links = new OrderLinks(o.store);
  const products = new ProductInfoIndex(o.content);
  // Products the owner adds later show their page and image in the checkout too.
  o.catalogue.onReplace((content) => products.replace(content));
  const languages = splitByLanguage(o.content);
  const publicUrl = o.publicUrl ?? (() => (typeof website.baseUrl === 'string' ? website.baseUrl : ''));
  const policy = { ttlMs: (o.downloads?.ttlHours ?? DEFAULT_DOWNLOAD_TTL_HOURS) * 3_600_000, maxDownloads: o.downloads?.maxDownloads ?? DEFAULT_DOWNLOAD_MAX };
  // A translation's file is its original's (or another translation's) when it has none of its own.
  const translationsOf = (itemId: string) => {
    const stock = o.catalogue.get(itemId)?.stockItemId;
    if (stock === undefined) return [];
    return [stock, ...o.catalogue.products().filter((p) => p.stockItemId === stock && p.id !== stock).map((p) => p.id)];
  };
  const delivery = new Delivery({ store: o.store, links: new DownloadLinks(o.store), policy, mailer, publicUrl, translationsOf, noteOf: (itemId) => deliveryNoteOf(products.get(itemId)?.item) });
  const service = new CheckoutService({
    store: o.store,
    catalogue: o.catalogue,
    carts: o.carts,
    settings,
    provider,
    mailer,
    links,
    products,
    baseUrl: publicUrl,
    mailDownloads: (full) => delivery.mailDownloads(full),
    languagePrefix: (tag) => languages.find((l) => l.tag === tag)?.prefix ?? '',
  });
  // Each digital product of an order gets its download grant in the order's transaction.
  service.onPlaced((tx, placed) => delivery.grantOrder(tx, placed.orderId));
  // The order of a signed-in shopper, or of an account's cart, is the account's (its order history).
  service.onPlaced((tx, placed) => linkOrderToCartAccount(tx, placed.orderId, placed.cartId, placed.accountId));
  const renewals = new RenewalJob({
    store: o.store,
    provider,
    settings,
    stockItemOf: (itemId) => o.catalogue.get(itemId)?.stockItemId,
    afterRenewal: (orderId) => service.sendMail(orderId),
  });
  const languagePrefix = (tag: string) => languages.find((l) => l.tag === tag)?.prefix ?? '';
  return { service, settings, provider, mailer, links, products, languages, renewals, delivery, publicUrl, languagePrefix };
}

export async function wireCheckout(app: FastifyInstance, o: WireOptions): Promise<CheckoutServices> {
  const website = o.content.website;
  const { service, settings, provider, mailer, links, products, languages, renewals, delivery, publicUrl, languagePrefix } = createCheckout(o);
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: true,
      max: o.rateLimit.max,
      timeWindow: o.rateLimit.windowMs,
      ...sharedRateLimitStore(scope, 'checkout'),
      errorResponseBuilder: () => commerceError('RATE_LIMITED'),
    });
    await scope.register(checkoutRoutes, {
      service,
      links,
      maxBodyBytes: o.maxBodyBytes,
      textValues: async (language) => ({ subtotal: formatMoney({ cents: await settings.minimumSubtotalCents(), currency: o.catalogue.currency }, true, language) }),
      languageOf: (path) => {
        const { site } = languageOf(languages, path);
        return { language: site.tag, prefix: site.prefix };
      },
    });
    await scope.register(downloadRoutes, { delivery, maxBodyBytes: o.maxBodyBytes, languagePrefix: (tag) => languages.find((l) => l.tag === tag)?.prefix ?? '' });
  });
  const deps = {
    service,
    links,
    products,
    catalogue: o.catalogue,
    provider,
    minimumSubtotalCents: () => settings.minimumSubtotalCents(),
    timeZone: typeof website.timeZone === 'string' ? website.timeZone : 'America/New_York',
    delivery,
    store: o.store,
  };
  const defaultLanguage = languages.find((l) => l.prefix === '')?.tag ?? languages[0]?.tag ?? 'en';
  return { service, provider, mailer, links, renewals, delivery, page: (request) => checkoutPage(deps, request), settings, site: { baseUrl: publicUrl, languagePrefix, timeZone: deps.timeZone, defaultLanguage, languages: languages.map((l) => l.tag) } };
}
