/**
 * Serving a site: every page path through the site renderer, `/site.css`,
 * and the template folder's `/assets/*` and `/scripts/*`. Registered after
 * the API routes, so `/render`, `/healthz` and `/api/*` keep their own.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { AssetServer, ASSET_MAX_AGE } from './assets.js';
import { Lru } from '../../../engine/compile/lru.js';
import { deviceOf } from '../context/page-context.js';
import { formatSiteDiagnostic } from '../diagnostics.js';
import type { LoadedSite } from '../load-site.js';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { randomBytes } from 'node:crypto';
import { visitorOf } from './visitor.js';
import { unlockRoute } from './unlock-route.js';
import type { Json } from '../content/types.js';
import { CRUMB_COOKIE, cartIdOf, ensureCrumb, parseCookies } from '../../commerce/cookies.js';
import { TELEMETRY_COOKIES } from '../../telemetry/cookie-names.js';
import { decimalAmount } from '../../commerce/cart-view.js';

/** Where pages load the shopper widgets' bundle from. */
export const CLIENT_BUNDLE_PATH = '/__vitrine/vitrine.js';

export interface SiteRoutesOptions {
  site: LoadedSite;
  /** The shopper widgets' script, served at CLIENT_BUNDLE_PATH. */
  clientBundle?: string;
  /** Signs the visitor cookies; a random one per process when not given. */
  cookieSecret?: string;
  /** Pages of visitors without cookies are kept this long (ms); 0 = no page cache. */
  pageCacheMs?: number;
  /** The site's carts (server/commerce/): pages get the visitor's cart and a crumb cookie. */
  commerce?: SiteCommerce;
}

/** What the pages need of server/commerce/ (its CommerceServices). */
export interface SiteCommerce {
  cartSummary(request: Pick<FastifyRequest, 'headers'>): Promise<object | undefined>;
  cartOf(request: Pick<FastifyRequest, 'headers'>): Promise<object>;
}

/** Cached anonymous pages kept at most. */
export const PAGE_CACHE_ENTRIES = 1000;

interface CachedPage {
  at: number;
  status: number;
  type: string;
  body: string;
}

type Query = Record<string, string>;

/**
 * Site pages run the theme's own inline scripts (the page context, tweak
 * JSON) and may load fonts and media from anywhere, unlike the API's
 * strict default policy; frames of other origins stay refused.
 */
export const SITE_CSP = [
  "default-src 'self' https: data:",
  "script-src 'self' 'unsafe-inline' https:",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: https:",
  "font-src 'self' data: https:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function flatQuery(q: unknown): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * The whole cart as the cart page shows it without JavaScript: each entry
 * also gets its line total as a money node (`subTotalAmount`, for the
 * `money` formatter) and its chosen options as text (`variantText`).
 */
export function cartPageData(cart: Json): Json {
  const currency = ((cart.subtotalAmount ?? {}) as Json).currency;
  const entries = Array.isArray(cart.entries) ? (cart.entries as Json[]) : [];
  return {
    ...cart,
    entries: entries.map((e) => {
      const attributes = ((e.chosenVariant ?? {}) as Json).attributes;
      const variantText = attributes && typeof attributes === 'object' ? Object.entries(attributes).map(([k, v]) => `${k}: ${String(v)}`).join(', ') : '';
      return {
        ...e,
        ...(typeof e.subTotal === 'number' && typeof currency === 'string' ? { subTotalAmount: { value: decimalAmount(e.subTotal), currency } } : {}),
        variantText,
      };
    }),
  };
}

/** Whether a page's HTML is the same for every visitor sending these cookies: none, or only the crumb and the telemetry cookies (they never show in the page). */
export function anonymousCookies(header: string | undefined): boolean {
  if (!header) return true;
  return Object.keys(parseCookies(header)).every((name) => name === CRUMB_COOKIE || TELEMETRY_COOKIES.has(name));
}

export async function siteRoutes(app: FastifyInstance, { site, cookieSecret, clientBundle, pageCacheMs = 0, commerce }: SiteRoutesOptions): Promise<void> {
  if (clientBundle !== undefined) {
    app.get(CLIENT_BUNDLE_PATH, async (_req, reply) => reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(clientBundle));
  }
  await app.register(cookie, { secret: cookieSecret ?? randomBytes(32).toString('hex') });
  await app.register(formbody);

  await app.register(unlockRoute, { site });

  const assets = new AssetServer(join(site.theme.root, 'assets'));
  const scripts = new AssetServer(join(site.theme.root, 'scripts'));
  for (const d of site.diagnostics) if (d.severity !== 'info') app.log.warn({ diagnostic: d }, formatSiteDiagnostic(d));

  const serveFile = (server: AssetServer) => async (req: FastifyRequest<{ Params: { '*': string }; Querystring: Query }>, reply: FastifyReply) => {
    const file = await server.get(req.params['*'], req.query.format);
    if (!file) return reply.callNotFound();
    return reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).type(file.type).send(file.body);
  };
  app.get('/assets/*', serveFile(assets));
  await app.register((await import('./generated-images.js')).generatedImageRoutes);
  app.get('/scripts/*', serveFile(scripts));

  // Browsers ask for it on every site: the folder's own, else an empty answer rather than a 404.
  app.get('/favicon.ico', async (_req, reply) => {
    const file = await assets.get('favicon.ico');
    if (!file) return reply.code(204).header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).send();
    return reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).type(file.type).send(file.body);
  });

  app.get('/site.css', async (_req, reply) => reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(site.css.css));

  /** The visitor's cart for a page (the whole cart on the cart page, else its summary); none without a cart cookie, or when the store fails (logged). */
  const cartFor = async (req: FastifyRequest, path: string): Promise<Json | undefined> => {
    if (!commerce || cartIdOf(req.cookies) === undefined) return undefined;
    try {
      if (site.renderer.isCartPage(path)) return cartPageData((await commerce.cartOf(req)) as Json);
      return (await commerce.cartSummary(req)) as Json | undefined;
    } catch (e) {
      req.log.warn({ err: e }, 'the cart of this page could not be read');
      return undefined;
    }
  };

  // Micro-cache: a page depends on the path, the query, the clock and the visitor's cookies;
  // for visitors without cookies (or with only the crumb) it is the same for everyone, so it is kept for a moment.
  const cache = new Lru<string, CachedPage>(PAGE_CACHE_ENTRIES);
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', SITE_CSP);
    // The crumb comes with the page, so the first add to cart (or unlock) needs no extra request.
    const crumb = ensureCrumb(req, reply);
    const device = deviceOf(req.headers['user-agent']);
    const cacheable = pageCacheMs > 0 && anonymousCookies(req.headers.cookie);
    const key = `${device}\u0000${req.url}`;
    const hit = cacheable ? cache.get(key) : undefined;
    if (hit && Date.now() - hit.at < pageCacheMs) return reply.code(hit.status).type(hit.type).send(hit.body);
    const url = new URL(req.url, 'http://site.invalid');
    const shoppingCart = commerce ? await cartFor(req, url.pathname) : undefined;
    const result = site.renderer.render(url.pathname, flatQuery(req.query), visitorOf(req), device, { access: { crumb }, ...(shoppingCart ? { shoppingCart } : {}) });
    for (const d of result.diagnostics) if (d.severity === 'error') req.log.warn({ diagnostic: d }, formatSiteDiagnostic(d));
    if (result.location) return reply.redirect(result.location, result.status);
    const type = result.contentType === 'application/json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
    if (result.status === 403) reply.header('cache-control', 'no-store');
    else if (cacheable && result.status === 200) cache.set(key, { at: Date.now(), status: result.status, type, body: result.html });
    return reply.code(result.status).type(type).send(result.html);
  };
  app.get('/', page);
  app.get('/*', page);
}
