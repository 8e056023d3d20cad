/**
 * Wires site users into the server: the account service over the commerce
 * store, the outbox mailer, the cart that follows the account, the API
 * routes, and a hook that resolves the signed-in account of each page
 * request (`request.siteAccount`, read by site/http/visitor.ts). Register
 * it before the site routes.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadContent } from '../../site/content/load-content.js';
import type { SiteContent } from '../../site/content/types.js';
import type { CommerceServices } from '../commerce/index.js';
import { CartMerge } from '../commerce/cart-merge.js';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, HAS_CART_COOKIE, cartIdOf, parseCookies } from '../commerce/cookies.js';
import type { OutboxMailer } from '../mail/mailer.js';
import { subscriptionRoutes } from './subscription-routes.js';
import { AccountService } from './account-service.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import { joinableAreas } from './member-areas.js';
import { grantForCart, paywallProducts } from './paywall-access.js';
import { paywallRoute } from './paywall-route.js';
import { resolveAccount } from './request-account.js';
import { sessionRoutes } from './routes.js';
import { prepareDummyHash } from './passwords.js';
import { clearSessionCookies, SESSION_COOKIE } from './session-cookies.js';
import { listAddresses } from './addresses.js';

export interface SessionSettings {
  /** The site content (fixture file or folder): languages, member areas, title, address. */
  content: string;
  /** Signs reset links; random per process when null (links then die with the process). */
  secret: string | null;
  /** Accounts made with these emails are the site owner (ADMIN). */
  ownerEmails: readonly string[];
  maxBodyBytes: number;
  limiters?: { perAccount: AttemptLimiter; perClient: AttemptLimiter; resetMails: AttemptLimiter; signUps: AttemptLimiter };
}

export interface SessionServices {
  accounts: AccountService;
  mailer: OutboxMailer;
  carts: CartMerge;
  /**
   * Paywalls follow the editor's content from now on: `content` is the
   * newest loaded revision, `refresh` loads the store's newest (app.ts
   * wires the editor's LiveSite here, registered after the session).
   */
  useContent(content: () => SiteContent, refresh: () => Promise<void>): void;
}

/** Paths whose requests never need the account (assets, the bundle, the APIs resolve it themselves). */
/** The account page of a site language ('/account', '/fr/account'). */
const ACCOUNT_PAGE = /^(\/[A-Za-z0-9-]+)?\/account\/?$/;
const NO_ACCOUNT = /^\/(api|assets|scripts|__vitrine|render|healthz|readyz)(\/|$)|^\/(site\.css|favicon\.ico)$/;

export async function registerSession(app: FastifyInstance, commerce: CommerceServices, settings: SessionSettings): Promise<SessionServices> {
  const loaded = loadContent(settings.content);
  if (!loaded.ok) throw new Error(`Site users: the site content at ${settings.content} does not load`);
  const content = loaded.content;
  const website = content.website;
  // What paywalls read: the startup content until the editor's live content takes over (useContent).
  const live = { content: (): SiteContent => content, refresh: async (): Promise<void> => undefined };
  const languages = Array.isArray(website.languages)
    ? (website.languages as { languageTag?: unknown }[]).map((l) => l.languageTag).filter((t): t is string => typeof t === 'string')
    : [typeof website.language === 'string' ? website.language : 'en-US'];
  const mailer = commerce.mailer;
  const accounts = new AccountService({
    store: commerce.store,
    mailer,
    secret: settings.secret ?? randomBytes(32).toString('hex'),
    siteTitle: typeof website.siteTitle === 'string' ? website.siteTitle : 'Vitrine',
    languages,
    joinableAreas: () => joinableAreas(live.content()),
    ownerEmails: settings.ownerEmails,
    paywallProducts: () => paywallProducts(live.content()),
  });
  const carts = new CartMerge(commerce.carts);
  // On the thread pool while the routes register: the first sign-in awaits it, the start does not (argon2 takes ~100 ms).
  prepareDummyHash().catch((err: unknown) => app.log.error({ err }, 'the dummy password hash failed'));
  await app.register(sessionRoutes, {
    accounts,
    carts,
    websiteId: commerce.carts.catalogue.websiteId,
    baseUrl: commerce.publicUrl,
    maxBodyBytes: settings.maxBodyBytes,
    ...(settings.limiters ? { limiters: settings.limiters } : {}),
  });

  // The shopper's subscription changes from the account's orders page (/account/orders).
  await app.register(subscriptionRoutes, { accounts, commerce, maxBodyBytes: settings.maxBodyBytes });

  // A paywalled page's offer, and the access its purchase grants when checkout places the order.
  await app.register(paywallRoute, { accounts, carts: commerce.carts, content: () => live.content(), refresh: () => live.refresh(), maxBodyBytes: settings.maxBodyBytes });
  // Read when the order is placed: checkout has loaded the newest content to sell from (follow-content.ts).
  commerce.checkout?.service.onPlaced((tx, placed) => grantForCart(tx, placed.cartId, placed.itemIds, paywallProducts(live.content())).then(() => undefined));

  // Checkout offers the signed-in shopper's address book, and saves the address typed to it when asked.
  commerce.checkout?.service.useAccounts(async (cookie) => (await resolveAccount(accounts, parseCookies(cookie), app.log))?.account ?? null);

  app.decorateRequest('siteAccount', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return;
    if (NO_ACCOUNT.test(request.url.split('?')[0] ?? '')) return;
    try {
      request.siteAccount = await resolveAccount(accounts, parseCookies(request.headers.cookie), request.log);
      if (request.siteAccount) {
        await followCart(carts, request, reply, request.siteAccount.account.id);
        // The account page lists the address book in its own markup (the page without JavaScript).
        if (ACCOUNT_PAGE.test(request.url.split('?')[0] ?? '')) request.siteAccount.addresses = await listAddresses(accounts.store, request.siteAccount.account.id);
      }
      // A dead session: the browser forgets it (its scripts read the user-info cookie).
      else clearSessionCookies(request, reply);
    } catch (e) {
      // The page still renders, for a visitor.
      request.log.warn({ err: e }, 'the signed-in account of this page could not be read');
    }
  });
  const useContent = (content: () => SiteContent, refresh: () => Promise<void>): void => {
    live.content = content;
    live.refresh = refresh;
  };
  return { accounts, mailer, carts, useContent };
}

/**
 * A signed-in page shows the account's cart: when the browser's cart
 * cookie names another cart (or none), that cart is linked or merged as on
 * sign-in, and the cookie follows. The page being rendered reads the cart
 * from the Cookie header, so that header is updated too.
 */
async function followCart(carts: CartMerge, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const current = cartIdOf(parseCookies(request.headers.cookie));
  const linked = await carts.accountCart(userId);
  if (linked === current) return;
  const { cartId } = await carts.signIn(userId, current);
  if (cartId === current) return;
  const secure = request.protocol === 'https';
  reply.setCookie(CART_COOKIE, cartId, { path: '/', sameSite: 'lax', secure, httpOnly: true, maxAge: CART_COOKIE_MAX_AGE });
  reply.setCookie(HAS_CART_COOKIE, 'true', { path: '/', sameSite: 'lax', secure, maxAge: CART_COOKIE_MAX_AGE });
  const others = (request.headers.cookie ?? '').split(';').map((c) => c.trim()).filter((c) => c && !c.startsWith(`${CART_COOKIE}=`));
  request.headers.cookie = [...others, `${CART_COOKIE}=${cartId}`].join('; ');
  if (request.cookies) request.cookies[CART_COOKIE] = cartId;
}
