/**
 * Wires the commerce API into the render service: reads the products of
 * the site content, opens the store (SQLite file or PostgreSQL, migrated),
 * seeds the stock records it lacks, registers the routes, and closes the
 * store when the server closes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openStore, type Store } from '../store/index.js';
import { loadContent } from '../../site/content/load-content.js';
import type { ServerConfig } from '../config.js';
import { Catalogue } from './catalogue.js';
import { StoreSettings } from './store-settings.js';
import { CartService, type CartSummary } from './cart-service.js';
import { SWEEP_INTERVAL_MS, sweepLapsedHolds, type HoldPolicy } from './stock-holds.js';
import type { CartView } from './cart-view.js';
import { cartIdOf, parseCookies } from './cookies.js';
import { commerceRoutes, type RateLimitOptions } from './routes.js';
import { wireCheckout, type CheckoutServices } from './checkout/wire.js';
import { pricedCart } from './checkout/priced-cart.js';
import { RENEWAL_SWEEP_INTERVAL_MS } from './subscriptions/renewals.js';
import { OutboxMailer } from '../mail/mailer.js';
import { SmtpMailer, smtpTransport } from '../mail/smtp-mailer.js';
import type { MailConfig, DownloadConfig } from '../mail/mail-config.js';
import { publicUrlOf, type PublicUrl } from '../mail/public-url.js';
import { seedFixtureFiles } from './downloads/digital-files.js';
import { SavedMailSettings } from '../mail/saved-mail-settings.js';
import type { SiteContent } from '../../site/content/types.js';

export interface CommerceServices {
  store: Store;
  carts: CartService;
  /**
   * The cart pill's data for a request's cart cookie (count and subtotal in
   * cents and in the store currency), or undefined without an open cart.
   */
  cartSummary(request: Pick<FastifyRequest, 'headers'>): Promise<CartSummary | undefined>;
  /** The whole cart of a request's cart cookie (the empty cart without one), for the cart page. */
  /** The whole cart, its lines in `language` (the page's) where the product has a translation in it. */
  cartOf(request: Pick<FastifyRequest, 'headers'>, language?: string): Promise<CartView>;
  /** The store minimum now (cents; 0: none): the owner's saved one (Commerce preferences), else the content file's. */
  minimumSubtotalCents(): Promise<number>;
  /** Checkout, orders, payments and the checkout pages' data (checkout/wire.ts). */
  checkout: CheckoutServices;
  /** The data of a checkout or order page, for the site renderer. */
  checkoutPage: CheckoutServices['page'];
  /** Every mail of the site goes through this one: the outbox, and SMTP when configured (server/mail/). */
  mailer: OutboxMailer;
  /** The site's address for absolute links in mail: the owner's saved one (Settings → Mail), else server/mail/public-url.ts's. */
  publicUrl: PublicUrl;
  /** The owner's mail settings (Settings → Mail). */
  mailSettings: SavedMailSettings;
  /** The sender when the owner saved none: VITRINE_MAIL_FROM, else no-reply@ the public URL's host. */
  defaultSender: string;
  /** The site content the store started with (the editor's live content supersedes it where it runs). */
  content: SiteContent;
}

export interface CommerceSettings {
  /** The site content whose products the carts hold (a fixture file or folder). */
  content: string;
  database: ServerConfig['database'];
  rateLimit: { max: number; windowMs: number; redisUrl: string | null };
  holds: HoldPolicy;
  maxBodyBytes: number;
  mail?: MailConfig;
  /** VITRINE_PUBLIC_URL, or null. */
  publicUrl?: string | null;
  trustProxy?: ServerConfig['trustProxy'];
  downloads?: DownloadConfig;
}

/** The commerce settings of a server config, or null when commerce or the site is off. */
export function commerceSettings(config: ServerConfig): CommerceSettings | null {
  if (!config.commerce || !config.site) return null;
  return {
    content: config.site.content,
    database: config.database,
    rateLimit: { max: config.commerce.rateLimitMax, windowMs: config.commerce.rateLimitWindowMs, redisUrl: config.commerce.redisUrl },
    holds: { holdMs: config.commerce.holdMinutes * 60_000, maxPerVariant: config.commerce.maxPerVariant },
    maxBodyBytes: config.maxBodyBytes,
    mail: config.mail,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    downloads: config.downloads,
  };
}

export async function registerCommerce(app: FastifyInstance, settings: CommerceSettings): Promise<CommerceServices> {
  const loaded = loadContent(settings.content);
  if (!loaded.ok) throw new Error(`Commerce: the site content at ${settings.content} does not load: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  const catalogue = Catalogue.fromContent(loaded.content);
  const { url, file, schema, poolSize } = settings.database;
  // A change PostgreSQL aborted and ran again cost a shopper at least its deadlock_timeout (a second by default): worth a line.
  const onRetry = (sqlState: string, attempt: number) => app.log.warn({ sqlState, attempt }, 'commerce: a change was aborted by PostgreSQL and runs again');
  const store = await openStore(url ? { url, schema, poolSize, onRetry } : { file });
  const storeSettings = new StoreSettings(store.db, catalogue.websiteId, { orderMailTo: [], maxPerVariant: settings.holds.maxPerVariant });
  const carts = new CartService(store, catalogue, { holds: settings.holds, maxPerVariant: (tx) => storeSettings.maxPerVariant(tx) });
  const website = loaded.content.website;
  const fallbackUrl = typeof website.baseUrl === 'string' ? website.baseUrl : typeof website.authenticUrl === 'string' ? website.authenticUrl : '';
  const configuredUrl = publicUrlOf(app, settings.publicUrl ?? null, fallbackUrl, settings.trustProxy ?? false);
  const mailSettings = new SavedMailSettings(store.db, catalogue.websiteId);
  // The owner's saved address wins over the environment's (clearing it in Settings → Mail goes back to it).
  const publicUrl: PublicUrl = () => mailSettings.cached().publicUrl || configuredUrl();
  const defaultSender = settings.mail?.from ?? 'no-reply@localhost';
  const smtpUrl = settings.mail?.smtpUrl ?? null;
  const sender = () => mailSettings.sender();
  const mailer =
    smtpUrl !== null
      ? new SmtpMailer(
          store,
          smtpTransport(smtpUrl),
          {
            from: settings.mail!.from,
            onFailure: (f) => app.log[f.gaveUp ? 'error' : 'warn'](f, f.gaveUp ? 'mail: gave up sending' : 'mail: sending failed, will retry'),
          },
          sender,
        )
      : new OutboxMailer(store, sender);
  if (mailer instanceof SmtpMailer) mailer.start();
  let checkout: CheckoutServices | undefined;
  let closed = false;
  let sweeping: Promise<unknown> = Promise.resolve();
  // Every process sweeps; the compare-and-set releases make that safe (stock-holds.ts).
  const sweep = () => {
    sweeping = sweepLapsedHolds(store, carts.now()).then(
      (released) => released > 0 && app.log.info({ released }, 'lapsed stock holds released'),
      (e: unknown) => app.log.warn({ err: e }, 'sweeping lapsed stock holds failed'),
    );
  };
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();
  // Every process bills due renewals too; a claim per subscription keeps two processes off the same one (subscriptions/renewals.ts).
  let renewing: Promise<unknown> = Promise.resolve();
  const renew = () => {
    if (closed || !checkout) return;
    const job = checkout.renewals;
    renewing = renewing.then(() =>
      job.run(carts.now()).then(
        (outcomes) => {
          const billed = Object.values(outcomes).filter((o) => o !== 'skipped').length;
          if (billed > 0) app.log.info({ outcomes }, 'subscription renewals');
        },
        (e: unknown) => app.log.warn({ err: e }, 'subscription renewals failed'),
      ),
    );
  };
  const renewer = setInterval(renew, RENEWAL_SWEEP_INTERVAL_MS);
  renewer.unref();
  const close = async () => {
    if (closed) return;
    closed = true;
    clearInterval(sweeper);
    clearInterval(renewer);
    mailSettings.stop();
    await sweeping;
    await renewing;
    if (mailer instanceof SmtpMailer) await mailer.close();
    await store.close();
  };
  try {
    const seeded = await carts.seed();
    await mailSettings.start((e) => app.log.warn({ err: e }, 'reading the mail settings failed'));
    app.log.info({ dialect: store.dialect, products: catalogue.products().length, seeded }, 'commerce store ready');
    sweep();
    // The counters are the app's shared ones (ops/shared-counters.ts: Redis, the cluster's first process, or memory).
    const rateLimit: RateLimitOptions = { max: settings.rateLimit.max, windowMs: settings.rateLimit.windowMs };
    // The cart API prices the cart as checkout does (its draft's address, shipping choice and coupons), once checkout is wired below.
    const priceCart = async (cartId: string) => {
      const st = checkout ? await checkout.service.state('cart', cartId) : undefined;
      return st ? pricedCart(st) : undefined;
    };
    await app.register(commerceRoutes, { service: carts, rateLimit, maxBodyBytes: settings.maxBodyBytes, priceCart });
    checkout = await wireCheckout(app, { store, catalogue, carts, content: loaded.content, rateLimit, maxBodyBytes: settings.maxBodyBytes, mailer, publicUrl, ...(settings.downloads ? { downloads: settings.downloads } : {}) });
    // The files a fixture folder brings for its digital products (the demo's recipe cards).
    const files = await seedFixtureFiles(store, loaded.content, settings.content);
    if (files > 0) app.log.info({ files }, 'digital product files stored from the fixture');
    renew();
    app.addHook('onClose', async () => {
      await close();
    });
  } catch (e) {
    await close();
    throw e;
  }
  const idOf = (request: Pick<FastifyRequest, 'headers'>) => cartIdOf(parseCookies(request.headers.cookie));
  return {
    store,
    carts,
    cartSummary: (request) => carts.summary(idOf(request)),
    cartOf: (request, language) => carts.get(idOf(request), language),
    minimumSubtotalCents: () => checkout!.settings.minimumSubtotalCents(),
    checkout: checkout!,
    checkoutPage: (r) => checkout!.page(r),
    mailer,
    publicUrl,
    mailSettings,
    defaultSender,
    content: loaded.content,
  };
}
