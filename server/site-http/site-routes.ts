/**
 * Serving a site: every page path through the site renderer, `/site.css`,
 * and the template folder's `/assets/*` and `/scripts/*`. Registered after
 * the API routes, so `/render`, `/healthz` and `/api/*` keep their own.
 */
import { byteRange, RANGED_TYPES } from './byte-range.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { AssetServer, ASSET_MAX_AGE } from '../../site/assets.js';
import { Lru } from '../../engine/compile/lru.js';
import { deviceOf } from '../../site/context/page-context.js';
import { formatSiteDiagnostic } from '../../site/diagnostics.js';
import type { LoadedSite } from '../../site/load-site.js';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import { createHash, randomBytes } from 'node:crypto';
import { visitorOf } from './visitor.js';
import { anonymousKey, personalKey, sharedKey } from './page-cache-key.js';
import { unlockRoute } from './unlock-route.js';
import type { Json } from '../../site/content/types.js';
import { CRUMB_COOKIE, cartIdOf, ensureCrumb, parseCookies } from '../commerce/cookies.js';
import { TELEMETRY_COOKIES } from '../telemetry/cookie-names.js';
import { decimalAmount } from '../commerce/cart-view.js';
import { CRUMB_PLACEHOLDER, newNonce, siteCsp, withCrumb, withNonce, type CspSources } from './csp.js';
import { ScriptStandIns } from '../../site/platform/script-stand-in.js';
import type { CartPill } from '../../site/render/cart-pill.js';
import { PageSplice } from './page-splice.js';
import { commentItemsOf, fillCommentHoles } from './comment-holes.js';
import type { ThreadRequest } from '../comments/register.js';
import type { Visitor } from '../../site/routing/access.js';
import { PLATFORM_CSS_PATH, PLATFORM_JS_PATH, platformCss, platformJs } from '../../site/platform/front-end.js';
import { labelled } from '../../engine/i18n/label-value.js';
import { formatMoneyTexts, INTL_WARM_WORKER_PATH, type MoneyTexts } from '../../editor/money-texts.js';
import { INTL_WARM_WORKER } from './intl-warm-worker.js';

/** Where pages load the shopper widgets' entry module from. */
export const CLIENT_BUNDLE_PATH = '/__vitrine/vitrine.js';
/** Where its chunks are (the entry imports them from ./chunks/). */
export const CLIENT_CHUNKS_PATH = '/__vitrine/chunks/';

export interface SiteRoutesOptions {
  site: LoadedSite;
  /** The shopper widgets' modules: the entry served at CLIENT_BUNDLE_PATH, the chunks under CLIENT_CHUNKS_PATH. */
  clientBundle?: { code: string; chunks: Record<string, string> };
  /** Signs the visitor cookies; a random one per process when not given. */
  cookieSecret?: string;
  /** Pages of visitors without cookies are kept this long (ms); 0 = no page cache. */
  pageCacheMs?: number;
  /** The content revision served (server/editor/live-site.ts): cached pages of an older one are not reused. */
  revision?: () => number;
  /** The site's carts (server/commerce/): pages get the visitor's cart and a crumb cookie. */
  commerce?: SiteCommerce;
  /** Forms (server/forms/): a form posted without JavaScript shows its outcome on its page. */
  forms?: { pageState(req: FastifyRequest, reply: FastifyReply): Promise<object | undefined> };
  /** Developer-mode previews: a script missing from scripts/ is served from the folder's build, else a stand-in (platform/script-stand-in.ts). */
  scriptStandIns?: boolean;
  /**
   * The pages' Content-Security-Policy: 'strict' (the default: this site's
   * scripts and nonced inline ones) or 'none' (no policy, as the platform
   * serves a developer's templates: scripts, styles and fonts from other
   * hosts and inline handlers run). `vitrine serve` previews with 'none'.
   */
  csp?: 'strict' | 'none';
  /** Hosts the strict policy also allows (the captcha provider's). */
  cspSources?: CspSources;
  /** Comments and likes (server/comments/): each post's comment section, put in its page per response. */
  comments?: { threadFor(t: ThreadRequest): Promise<string> };
  /** Whether the request is the site owner's (server/editor/): a page that is not live yet is shown to them, never cached. */
  canPreview?: (req: FastifyRequest) => Promise<boolean>;
  /**
   * The origin the pages' absolute links (canonical, hreflang) are made of
   * for the request at hand (server/mail/public-url.ts); null = the
   * content's own. Behind a trusted proxy serving several hosts it differs
   * per host, so it is part of every cached page's key.
   */
  origin?: () => string | null;
}

/** What the pages need of server/commerce/ (its CommerceServices). */
export interface SiteCommerce {
  cartSummary(request: Pick<FastifyRequest, 'headers'>): Promise<object | undefined>;
  cartOf(request: Pick<FastifyRequest, 'headers'>, language?: string): Promise<object>;
  /** The store minimum now (cents; 0: none), which the owner may change in Commerce preferences; the content file's when absent. */
  minimumSubtotalCents?(): Promise<number>;
  /** The data of a checkout or order page (server/commerce/checkout/pages.ts): its context, or where to go instead. */
  checkoutPage?(request: {
    request: Pick<FastifyRequest, 'headers' | 'url'>;
    name: string;
    query: Record<string, string>;
    language: string;
    prefix: string;
    crumb: string;
  }): Promise<{ redirect: string } | { data: Record<string, unknown>; status: number }>;
}

/** Cached anonymous pages kept at most. */
export const PAGE_CACHE_ENTRIES = 1000;

interface CachedPage {
  at: number;
  status: number;
  type: string;
  /** The page cut at its nonce, crumb and cart pill markers. */
  page: PageSplice;
  /** A shared page: the pill for any cart (and for none), and whether a template read the cart itself (then a cart is rendered for). */
  shared?: { pill: CartPill; empty: string; readsCart: boolean };
}

/** The key of the page a visitor shares with others, or null when their page is their own (their signed-in account page). */
function sharedPageKey(site: LoadedSite, revision: number, device: string, url: string, path: string, visitor: Visitor): string | null {
  // Without unlocks or a sign-in, the access check ends as for anyone: the anonymous page.
  if (visitor.unlocked.size === 0 && !visitor.member) return anonymousKey(revision, device, url);
  const access = site.renderer.accessOf(path, visitor);
  return access === null ? null : sharedKey(revision, device, url, access);
}

type Query = Record<string, string>;

function flatQuery(q: unknown): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Where the cart page links a product, and its image (SiteRenderer.productLinks). */
export type ProductLinks = Record<string, { url: string; imageUrl: string | null }>;

/**
 * The whole cart as the cart page shows it without JavaScript: each entry
 * also gets its line total as a money node (`subTotalAmount`, for the
 * `money` formatter), its chosen options as text (`variantText`), and its
 * product page and image (`productUrl`, `imageUrl`); `products` keeps the
 * links by item for the cart-page island (the cart API does not carry them).
 */
export function cartPageData(cart: Json, links: ProductLinks = {}, language?: string): Json {
  const currency = ((cart.subtotalAmount ?? {}) as Json).currency;
  const entries = Array.isArray(cart.entries) ? (cart.entries as Json[]) : [];
  return {
    ...cart,
    entries: entries.map((e) => {
      const attributes = ((e.chosenVariant ?? {}) as Json).attributes;
      const variantText = attributes && typeof attributes === 'object' ? Object.entries(attributes).map(([k, v]) => labelled(k, String(v), language)).join(', ') : '';
      return {
        ...e,
        ...(typeof e.subTotal === 'number' && typeof currency === 'string' ? { subTotalAmount: { value: decimalAmount(e.subTotal), currency } } : {}),
        variantText,
        ...(typeof e.itemId === 'string' && links[e.itemId] ? { productUrl: links[e.itemId]!.url, imageUrl: links[e.itemId]!.imageUrl } : {}),
      };
    }),
    products: links,
    ...(typeof currency === 'string' && language ? { moneyTexts: cartMoneyTexts(cart, entries, currency, language) } : {}),
  };
}

/**
 * The amounts the cart-page island's first render shows (each line and the
 * subtotal, as client/widgets/cart-page.tsx computes them), formatted here:
 * the island then makes no Intl currency format before the shopper acts
 * (issue 41: the page's first one loads ICU's data on the main thread).
 */
function cartMoneyTexts(cart: Json, entries: Json[], currency: string, locale: string): MoneyTexts {
  const amounts = new Set<number>();
  for (const e of entries) {
    const unit = Number(e.purchasePriceCents) || 0;
    amounts.add(typeof e.subTotal === 'number' ? e.subTotal : unit * (Number(e.quantity) || 0));
  }
  if (typeof cart.subtotalCents === 'number') amounts.add(cart.subtotalCents);
  if (typeof cart.minimumSubtotalCents === 'number' && cart.minimumSubtotalCents > 0) amounts.add(cart.minimumSubtotalCents);
  return formatMoneyTexts([...amounts].map((cents) => [currency, cents] as const), locale);
}

/** A cart for a page: its id is the key to the cart and stays in the HttpOnly cookie, out of the markup. */
function withoutId(cart: Json): Json {
  const { id: _id, ...rest } = cart;
  return rest;
}

/** Whether a page's HTML is the same for every visitor sending these cookies: none, or only the crumb and the telemetry cookies (they never show in the page). */
export function anonymousCookies(header: string | undefined): boolean {
  if (!header) return true;
  return Object.keys(parseCookies(header)).every((name) => name === CRUMB_COOKIE || TELEMETRY_COOKIES.has(name));
}

export async function siteRoutes(app: FastifyInstance, { site, cookieSecret, clientBundle, pageCacheMs = 0, commerce, forms, comments, revision, scriptStandIns = false, canPreview, csp = 'strict', cspSources = {}, origin }: SiteRoutesOptions): Promise<void> {
  if (clientBundle !== undefined) {
    const { code, chunks } = clientBundle;
    // The entry's name stays the same from build to build: browsers check it (its tag changes with the chunks it names).
    const etag = `"${createHash('sha256').update(code).digest('base64url').slice(0, 16)}"`;
    app.get(CLIENT_BUNDLE_PATH, async (req, reply) => {
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(code);
    });
    app.get<{ Params: { name: string } }>(`${CLIENT_CHUNKS_PATH}:name`, async (req, reply) => {
      const chunk = Object.hasOwn(chunks, req.params.name) ? chunks[req.params.name] : undefined;
      if (chunk === undefined) return reply.callNotFound();
      // Chunk names carry their content's hash: a new build names new files.
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript; charset=utf-8').send(chunk);
    });
  }
  // The worker that loads ICU's currency data off the cart page's main thread (issue 41).
  app.get(INTL_WARM_WORKER_PATH, async (_req, reply) => reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).type('text/javascript; charset=utf-8').send(INTL_WARM_WORKER));
  await app.register(cookie, { secret: cookieSecret ?? randomBytes(32).toString('hex') });
  await app.register(formbody, formBody());

  await app.register(unlockRoute, { site, csp, cspSources });

  const assets = new AssetServer(join(site.theme.root, 'assets'));
  const scripts = new AssetServer(join(site.theme.root, 'scripts'));
  for (const d of site.diagnostics) if (d.severity !== 'info') app.log.warn({ diagnostic: d }, formatSiteDiagnostic(d));

  const serveFile = (server: AssetServer) => async (req: FastifyRequest<{ Params: { '*': string }; Querystring: Query }>, reply: FastifyReply) => {
    const file = await server.get(req.params['*'], req.query.format);
    if (!file) return reply.callNotFound();
    reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).type(file.type);
    if (!RANGED_TYPES.test(file.type)) return reply.send(file.body);
    // Videos and audio: a player seeks by asking for a byte range.
    reply.header('accept-ranges', 'bytes');
    const range = byteRange(req.headers.range, file.body.length);
    if (range === null) return reply.send(file.body);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.body.length}`).send();
    return reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.body.length}`).send(file.body.subarray(range.start, range.end + 1));
  };
  app.get('/assets/*', serveFile(assets));
  await app.register((await import('./generated-images.js')).generatedImageRoutes);
  const standIns = scriptStandIns ? new ScriptStandIns(site.theme.root) : null;
  app.get<{ Params: { '*': string }; Querystring: Query }>('/scripts/*', async (req, reply) => {
    const file = (await scripts.get(req.params['*'])) ?? (await standIns?.get(req.params['*'])) ?? null;
    if (!file) return reply.callNotFound();
    // A stand-in is not cached, so the built script shows up as soon as it exists.
    const cache = 'standIn' in file && file.standIn ? 'no-store' : `public, max-age=${ASSET_MAX_AGE}`;
    return reply.header('cache-control', cache).type(file.type).send(file.body);
  });

  // Browsers ask for it on every site: the folder's own, else an empty answer rather than a 404.
  app.get('/favicon.ico', async (_req, reply) => {
    const file = await assets.get('favicon.ico');
    if (!file) return reply.code(204).header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).send();
    return reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).type(file.type).send(file.body);
  });

  app.get(PLATFORM_CSS_PATH, async (_req, reply) => reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(platformCss()));
  app.get(PLATFORM_JS_PATH, async (_req, reply) => reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(platformJs()));
  // With editable content the stylesheet changes with the revision: browsers check it on every page.
  app.get('/site.css', async (_req, reply) => reply.header('cache-control', revision ? 'no-cache' : 'public, max-age=300').type('text/css; charset=utf-8').send(site.css.css));

  /** The visitor's cart for a page (the whole cart on the cart page, else its summary); none without a cart cookie, or when the store fails (logged). */
  const cartFor = async (req: FastifyRequest, path: string): Promise<Json | undefined> => {
    if (!commerce || cartIdOf(req.cookies) === undefined) return undefined;
    try {
      if (site.renderer.isCartPage(path)) {
        const cart = (await commerce.cartOf(req, site.renderer.languageTagOf(path))) as Json;
        const ids = (Array.isArray(cart.entries) ? (cart.entries as Json[]) : []).map((e) => String(e.itemId));
        // The minimum in force (the owner's saved one): the island and the page's no-script text read it from the cart.
        const minimum = commerce.minimumSubtotalCents ? await commerce.minimumSubtotalCents() : undefined;
        return withoutId(cartPageData(minimum === undefined ? cart : { ...cart, minimumSubtotalCents: minimum }, site.renderer.productLinks(path, ids), site.renderer.languageTagOf(path)));
      }
      const summary = (await commerce.cartSummary(req)) as Json | undefined;
      return summary && withoutId(summary);
    } catch (e) {
      req.log.warn({ err: e }, 'the cart of this page could not be read');
      return undefined;
    }
  };

  /** The comment sections of the items a page shows, for this visitor and response (none without comments). */
  const commentSections = async (req: FastifyRequest, items: readonly string[], crumb: string, pageState: Json | undefined): Promise<Map<string, string>> => {
    const out = new Map<string, string>();
    if (!comments || items.length === 0) return out;
    const pagePath = new URL(req.url, 'http://site.invalid').pathname;
    const prefixOf = (tag: string) => site.renderer.prefixOf(tag);
    for (const itemId of items) out.set(itemId, await comments.threadFor({ request: req, itemId, pagePath, crumb, prefixOf, pageState }));
    return out;
  };

  // Micro-cache: a page depends on the path, the query, the clock and the visitor's cookies;
  // for visitors without cookies (or with only the crumb) it is the same for everyone, so it is kept for a moment.
  const cache = new Lru<string, CachedPage>(PAGE_CACHE_ENTRIES);
  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    // A fresh nonce per response: the inline scripts the page needs carry it, nothing else runs inline.
    const nonce = newNonce();
    if (csp === 'strict') reply.header('content-security-policy', siteCsp(nonce, cspSources));
    // The crumb comes with the page, so the first add to cart (or unlock) needs no extra request.
    const crumb = ensureCrumb(req, reply);
    const path = new URL(req.url, 'http://site.invalid').pathname;
    // Checkout and order pages: personal, never cached, their data from commerce.
    const checkoutPage = commerce?.checkoutPage ? site.renderer.checkoutPageOf(path) : null;
    if (checkoutPage && commerce?.checkoutPage) {
      reply.header('cache-control', 'no-store');
      const answer = await commerce.checkoutPage({ request: req, name: checkoutPage.name, query: flatQuery(req.query), language: checkoutPage.language, prefix: checkoutPage.prefix, crumb });
      if ('redirect' in answer) return reply.redirect(answer.redirect, 303);
      const shoppingCart = await cartFor(req, path);
      const result = site.renderer.render(path, flatQuery(req.query), visitorOf(req), deviceOf(req.headers['user-agent']), {
        ...(shoppingCart ? { shoppingCart } : {}),
        pageData: answer.data as Json,
        status: answer.status,
      });
      for (const d of result.diagnostics) if (d.severity === 'error') req.log.warn({ diagnostic: d }, formatSiteDiagnostic(d));
      const type = result.contentType === 'application/json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
      return reply.code(result.status).type(type).send(withNonce(result.html, nonce));
    }
    const device = deviceOf(req.headers['user-agent']);
    const cached = (key: string) => {
      const hit = cache.get(key);
      return hit && Date.now() - hit.at < pageCacheMs ? hit : undefined;
    };
    // Anonymous: answered before the store is asked anything.
    const anonymous = pageCacheMs > 0 && anonymousCookies(req.headers.cookie);
    let formPost: Json | undefined;
    const send = async (entry: CachedPage, pill: string) => {
      const sections = await commentSections(req, entry.page.commentItems, crumb, formPost);
      return reply.code(entry.status).type(entry.type).send(entry.page.fill({ nonce, crumb, pill }, sections));
    };
    // A page of one visitor: its comment sections, nonce and crumb filled in.
    const own = async (html: string) => withCrumb(withNonce(fillCommentHoles(html, await commentSections(req, commentItemsOf(html), crumb, formPost)), nonce), crumb);
    // A page's absolute links name the host it was asked on (behind a proxy without VITRINE_PUBLIC_URL): one host's page is never another's.
    const keyUrl = `${origin?.() ?? ''}${req.url}`;
    const hit = anonymous ? cached(anonymousKey(revision?.() ?? 0, device, keyUrl)) : undefined;
    if (hit) return send(hit, hit.shared?.empty ?? '');
    const url = new URL(req.url, 'http://site.invalid');
    const shoppingCart = commerce ? await cartFor(req, url.pathname) : undefined;
    formPost = forms ? ((await forms.pageState(req, reply)) as Json | undefined) : undefined;
    const visitor = visitorOf(req);
    const cacheable = pageCacheMs > 0 && !formPost;
    const privately = () => {
      // A page showing this visitor's cart is theirs alone: no shared or browser cache keeps it.
      if (shoppingCart) reply.header('cache-control', 'private, no-store');
    };
    // Shared: the page of everyone with this access, rendered once, with this visitor's cart pill spliced in.
    const shared = cacheable ? sharedPageKey(site, revision?.() ?? 0, device, keyUrl, url.pathname, visitor) : null;
    if (shared !== null) {
      let entry = cached(shared);
      if (!entry) {
        const result = site.renderer.render(url.pathname, flatQuery(req.query), visitor, device, { access: { crumb: CRUMB_PLACEHOLDER }, crumb: CRUMB_PLACEHOLDER, shared: true });
        for (const d of result.diagnostics) if (d.severity === 'error') req.log.warn({ diagnostic: d }, formatSiteDiagnostic(d));
        if (result.location) return reply.redirect(result.location, result.status);
        const { pill, readsCart } = result.shared!;
        const type = result.contentType === 'application/json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
        entry = { at: Date.now(), status: result.status, type, page: new PageSplice(result.html), shared: { pill, empty: pill.html(undefined), readsCart } };
        if (result.status === 200) cache.set(shared, entry);
      }
      // A template reading the cart itself gets this visitor's cart, unless they have none: then the shared page is theirs.
      // A page not found may be one the owner previews (below): theirs alone, never the shared answer.
      const ownerPreview = entry.status === 404 && canPreview !== undefined && (await canPreview(req));
      if (entry.shared && (!entry.shared.readsCart || !shoppingCart) && !ownerPreview) {
        if (entry.status === 403) reply.header('cache-control', 'no-store');
        else privately();
        return send(entry, shoppingCart ? entry.shared.pill.html(shoppingCart) : entry.shared.empty);
      }
    }
    // Personal: the page of this visitor's state (its template reads the cart, or it shows their account), unless a form's outcome (shown once) is on it.
    const key = personalKey(revision?.() ?? 0, device, keyUrl, visitor, shoppingCart);
    const personalHit = cacheable ? cached(key) : undefined;
    if (personalHit) {
      privately();
      return send(personalHit, '');
    }
    const renderOptions = {
      access: { crumb: CRUMB_PLACEHOLDER },
      crumb: CRUMB_PLACEHOLDER,
      ...(shoppingCart ? { shoppingCart } : {}),
      ...(formPost ? { formPost } : {}),
    };
    let result = site.renderer.render(url.pathname, flatQuery(req.query), visitor, device, renderOptions);
    // Not found for shoppers: the owner may be previewing a page that is not live yet; that answer is theirs alone.
    if (result.status === 404 && canPreview && (await canPreview(req))) {
      const preview = site.renderer.render(url.pathname, flatQuery(req.query), visitor, device, { ...renderOptions, preview: true });
      if (preview.status !== 404) {
        reply.header('cache-control', 'private, no-store').header('x-vitrine-preview', '1');
        return reply.code(preview.status).type('text/html; charset=utf-8').send(await own(preview.html));
      }
    }
    for (const d of result.diagnostics) if (d.severity === 'error') req.log.warn({ diagnostic: d }, formatSiteDiagnostic(d));
    if (result.location) return reply.redirect(result.location, result.status);
    const type = result.contentType === 'application/json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
    if (result.status === 403) reply.header('cache-control', 'no-store');
    else privately();
    if (result.status === 200 && cacheable) cache.set(key, { at: Date.now(), status: result.status, type, page: new PageSplice(result.html) });
    return reply.code(result.status).type(type).send(await own(result.html));
  };
  app.get('/', page);
  app.get('/*', page);
}
