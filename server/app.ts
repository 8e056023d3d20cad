/**
 * buildServer(config): the Fastify render service with every plugin
 * registered, not listening (main.ts listens; tests use app.inject()).
 *
 *   ops/      request ids, pino logs, helmet, compression, /healthz, /readyz,
 *             the error catalogue's handler, graceful shutdown
 *   render/   POST /render, the worker pool, the registered templates
 */
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { crumbKeyOf } from './commerce/cookies.js';
import accepts from '@fastify/accepts';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from './config.js';
import { apiError, errorBodySchema } from './errors.js';
import rateLimit from '@fastify/rate-limit';
import { redisClient } from './ops/redis-client.js';
import { countersFor, type Counters } from './ops/shared-counters.js';
import { sharedRateLimitStore } from './ops/rate-limit-store.js';
import type { Redis } from 'ioredis';
import { createLogger } from './ops/logger.js';
import { echoRequestId, requestId } from './ops/request-id.js';
import { registerErrorHandlers } from './ops/error-handler.js';
import { registerHardening } from './ops/http-hardening.js';
import { refuseDoubleSlash } from './ops/double-slash.js';
import { parseQueryString } from './ops/query-string.js';
import { healthRoutes, type Readiness } from './ops/health.js';
import { RenderPool } from './render/pool.js';
import { TenantBudget } from './render/tenant-budget.js';
import { captchaCspSources, captchaPageSettings } from './forms/captcha-browser.js';
import { RenderService } from './render/render-service.js';
import { loadTemplates } from './render/template-registry.js';
import { renderRoutes } from './render/route.js';
import { TenantResolver } from './render/tenant.js';
import { peerTrust } from './ops/trusted-peer.js';
import { loadSite } from '../site/load-site.js';
import { loadContent } from '../site/content/load-content.js';
import { siteRoutes } from './site-http/site-routes.js';
import { ClientPreloads } from './site-http/client-preloads.js';
import { NONCE_PLACEHOLDER } from './site-http/csp.js';
import { clientScript } from './client-bundles.js';
import { commerceSettings, registerCommerce, type CommerceServices } from './commerce/index.js';
import { registerSession, type SessionServices } from './session/index.js';
import { registerForms, type FormsServices } from './forms/index.js';
import { registerComments, type CommentsServices } from './comments/register.js';
import { registerContributions, type ContributionsServices } from './contributions/register.js';
import { planRoutes } from './plan-routes.js';
import { registerTelemetry, type TelemetryServices } from './telemetry/register.js';
import { CONFIG_PATH, ownerPreview, registerEditor, type EditorServices } from './editor/index.js';
import { followSiteContent } from './editor/follow-content.js';
import { accountFormsHtml } from './session/account-forms-html.js';
import { refusalText } from './commerce/checkout/texts.js';
import { lazyCompilersFactory } from './ops/lazy-schemas.js';
import { registerOwnerCommerce, type OwnerCommerceServices } from './commerce/owner/register.js';
import { publicOriginOf, savedFirst } from './mail/public-url.js';
import { HASH_MEMORY_SETTING, HASH_PASSES_SETTING, hashCostLowered } from '../site/routing/password-hashing.js';

export interface VitrineServices {
  config: ServerConfig;
  render: RenderService;
  readiness: Readiness;
  /** The site's carts (server/commerce/), when commerce and the site are on. */
  commerce?: CommerceServices;
  /** Site users, sessions and member areas (server/session/), when commerce and the site are on. */
  session?: SessionServices;
  /** Forms, restock sign-up and captcha (server/forms/), on the commerce store. */
  forms?: FormsServices;
  /** Comments and likes on posts (server/comments/), on the commerce store. */
  comments?: CommentsServices;
  /** Donations and product reviews (server/contributions/), on the commerce store. */
  contributions?: ContributionsServices;
  /** Census hits, events, errors and performance records (server/telemetry/), when telemetry and the site are on. */
  telemetry?: TelemetryServices;
  /** The site-owner editor (server/editor/): site content in the store, its API and /config; with site users. */
  editor?: EditorServices;
  /** The owner's orders, customers and subscriptions (server/commerce/owner/), with site users. */
  ownerCommerce?: OwnerCommerceServices;
  /** Set by the first call of ops/shutdown.ts shutdown(). */
  shutdown?: Promise<void>;
  /** Signs the crumbs (commerce/cookies.ts), from the cookie secret. */
  crumbKey: Buffer;
  /** The counters of every per-client limit: Redis, the cluster's first process, or this process (ops/shared-counters.ts). */
  counters: Counters;
  /** The Redis client when REDIS_URL is set (counters, content signals). */
  redis?: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    vitrine: VitrineServices;
  }
}

/** How long a plugin or the onReady hook (workers, store, client bundle) may take to start. */
export const PLUGIN_TIMEOUT_MS = 120_000;

export interface BuildOptions {
  /** Where the JSON log lines go; default stdout. */
  logStream?: DestinationStream;
  /** How long start-up steps (the render workers loading) may take; Fastify's default 10 s when unset. */
  pluginTimeoutMs?: number;
  /**
   * Leave the render workers to the caller (`startWorkers(app)` once the server
   * listens): `npm start` answers /healthz and serves pages without waiting
   * for them to load the engine, and their loading does not take the cores
   * from the start-up's own work. Until they have loaded, /readyz says
   * "starting" and POST /render waits in the queue. Default: they load before
   * the server is ready (tests and embedders get a pool that renders at once).
   */
  workersAfterListen?: boolean;
}

/** Characters of one path parameter the router matches (Fastify's default of 100 answers its own 414 past it). */
export const MAX_PARAM_LENGTH = 2048;

/** How often Node checks requests against their timeout at most (its default is every 30 s). */
export const TIMEOUT_CHECK_MS = 1000;

/** Node's own timeouts, consistent with the request timeout (headers may not take longer than the whole request). */
function serverTimeouts(requestTimeoutMs: number): { requestTimeout: number; headersTimeout: number; connectionsCheckingInterval: number } {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(TIMEOUT_CHECK_MS, Math.floor(requestTimeoutMs / 4))),
  };
}

/** Trusts the nearest `hops` proxies (Fastify's number form, as a function for its types). */
function hopsOf(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Paths of the site's static files, which the page rate limit does not count. */
const STATIC_PATH = /^\/(assets|scripts|__vitrine)\/|^\/(site\.css|favicon\.ico)(\?|$)/;

function pageRateLimit(config: ServerConfig, scope: FastifyInstance) {
  return {
    global: true,
    max: config.pageRateLimit.max,
    timeWindow: config.pageRateLimit.windowMs,
    allowList: (request: { url: string }) => STATIC_PATH.test(request.url),
    ...sharedRateLimitStore(scope, 'page'),
    errorResponseBuilder: () => apiError('RATE_LIMITED'),
  };
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logStream),
    genReqId: requestId,
    ...(options.pluginTimeoutMs !== undefined ? { pluginTimeout: options.pluginTimeoutMs } : {}),
    bodyLimit: config.maxBodyBytes,
    // Longer path parameters reach their route, whose schema answers in the API's own error shape.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, querystringParser: parseQueryString },
    // Requests on kept-alive connections during a shutdown get 503; idle ones are closed.
    return503OnClosing: true,
    // Starting the render workers and the store can take a while on a busy machine; 10 s (the default) is not enough there.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    forceCloseConnections: 'idle',
    // Behind a proxy: the client's address and scheme from X-Forwarded-* (rate limits per client, Secure cookies).
    trustProxy: typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : config.trustProxy,
    // Slow or stalled clients are cut off: the whole request within requestTimeoutMs (408), no idle connection past connectionTimeoutMs.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: serverTimeouts(config.requestTimeoutMs),
    schemaController: { compilersFactory: lazyCompilersFactory() },
  }) as unknown as FastifyInstance;

  const { registry, skipped } = loadTemplates(config.templatesDir, config.maxTemplateBytes);
  for (const s of skipped) app.log.warn({ file: s.file, reason: s.reason }, 'template not registered');
  app.log.info({ dir: config.templatesDir, templates: registry.size }, 'templates registered');

  // Render time per tenant: counted by this process at once, and shared once the counters exist (below).
  const budget = config.renderTenantCpuMsPerMinute ? new TenantBudget(config.renderTenantCpuMsPerMinute) : undefined;
  const pool = new RenderPool({
    size: config.renderWorkers,
    timeoutMs: config.renderTimeoutMs,
    maxQueue: config.renderQueue,
    memoryMb: config.workerMemoryMb,
    cacheEntries: config.templateCacheEntries,
    clientConcurrency: config.renderClientConcurrency,
    spareWorkers: config.renderSpareWorkers,
    standbyWorkers: config.renderStandbyWorkers,
    clientMsPerMinute: config.renderTenantCpuMsPerMinute,
    ...(budget ? { budget } : {}),
  });
  // The workers load the engine on the other core while this thread registers the routes (awaited in onReady).
  const workersStarted = options.workersAfterListen ? null : pool.start();
  workersStarted?.catch(() => undefined);
  try {
    const render = new RenderService(config, registry, pool);
    const readiness: Readiness = { shuttingDown: false, workersReady: () => pool.ready };
    // One secret for the visitor cookies and the crumbs: the configured one, else random per process.
    const cookieSecret = config.cookieSecret ?? randomBytes(32).toString('hex');
    // Every per-client limit counts through these: shared by every node through Redis when REDIS_URL is set.
    const redis = config.redisUrl ? redisClient(config.redisUrl, (e) => app.log.warn({ err: e }, 'redis connection failed; reconnecting')) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    const counters = countersFor(redis, config.redisPrefix);
    // Set for the test suite only: an operator who copied it into production hears of it.
    if (hashCostLowered()) app.log.warn(`new password hashes are made below OWASP's baseline cost (${HASH_MEMORY_SETTING}, ${HASH_PASSES_SETTING}): leave both unset in production`);
    // One process alone: its own bucket is the whole count.
    if (budget && counters.kind !== 'memory') budget.share(counters);
    app.decorate('vitrine', { config, render, readiness, crumbKey: crumbKeyOf(cookieSecret), counters, ...(redis ? { redis } : {}) });
    app.log.info({ counters: counters.kind }, 'limits counted');

    app.addSchema(errorBodySchema);
    registerErrorHandlers(app, config.maxBodyBytes);
    echoRequestId(app);
    await registerHardening(app);
    refuseDoubleSlash(app);
    await app.register(accepts);
    await app.register(healthRoutes, { readiness });
    const tenants = new TenantResolver(peerTrust(config.trustProxy), config.renderTenantKeys);
    await app.register(renderRoutes, { service: render, tenants, rateLimit: config.renderRateLimit });
    // commerce/: the cart, stock and subscription APIs over the store (server/store/).
    const commerce = commerceSettings(config);
    if (commerce) app.vitrine.commerce = await registerCommerce(app, commerce);
    // session/: site users over the same store; before the site, whose pages read the signed-in account.
    if (app.vitrine.commerce && config.site) {
      app.vitrine.session = await registerSession(app, app.vitrine.commerce, {
        content: config.site.content,
        secret: config.cookieSecret,
        ownerEmails: config.siteOwnerEmails,
        maxBodyBytes: config.maxBodyBytes,
      });
    }
    // commerce/owner/: the owner's orders, customers and subscriptions API, and the new-order mail.
    if (app.vitrine.commerce && app.vitrine.session) {
      app.vitrine.ownerCommerce = await registerOwnerCommerce(app, {
        commerce: app.vitrine.commerce,
        accounts: app.vitrine.session.accounts,
        newOrderRecipients: config.orderMailTo ?? config.siteOwnerEmails,
        maxBodyBytes: config.maxBodyBytes,
      });
    }
    // forms/: submissions, restock sign-ups and their owner APIs, in the same store.
    if (commerce && app.vitrine.commerce) {
      app.vitrine.forms = await registerForms(app, {
        content: commerce.content,
        store: app.vitrine.commerce.store,
        config: config.forms,
        maxBodyBytes: config.maxBodyBytes,
        carts: app.vitrine.commerce.carts,
        mailer: app.vitrine.commerce.mailer,
        ...(app.vitrine.session ? { accounts: app.vitrine.session.accounts } : {}),
      });
    }
    // telemetry/: the collection endpoints and the owner dashboard, in the commerce store when it is open.
    if (config.telemetry && config.site) {
      // Signed-in site owners read the dashboard; they sign in at the editor's /config (registered below with the same site users).
      const owners = app.vitrine.session ? { accounts: app.vitrine.session.accounts, signInPath: CONFIG_PATH } : undefined;
      app.vitrine.telemetry = await registerTelemetry(app, config.telemetry, config.database, app.vitrine.commerce?.store, owners);
    }
    // editor/: the site's content moves into the store (the fixture imported on first start), edited by owners at /config.
    // The captcha provider's widget script, named in the pages' settings for the islands (forms/captcha-browser.ts).
    const captcha = captchaPageSettings(config.forms.captcha);
    // Canonical and hreflang links by the mail links' rule: the public address saved in Settings → Mail, else
    // VITRINE_PUBLIC_URL, else a trusted proxy's host, else the content's baseUrl (read per page: a save shows at once).
    const publicOrigin = config.site ? savedFirst(app.vitrine.commerce?.mailSettings, publicOriginOf(app, config.publicUrl, config.trustProxy)) : () => null;
    const clientPreloads = new ClientPreloads();
    const downloadPolicy = { hours: config.downloads.ttlHours, count: config.downloads.maxDownloads };
    const rendererOptions = { clientScript: clientPreloads, scriptNonce: NONCE_PLACEHOLDER, accountForms: accountFormsHtml, paywallRefusal: refusalText, publicOrigin, downloadPolicy, ...(captcha ? { captcha } : {}) };
    if (config.site && app.vitrine.commerce && app.vitrine.session) {
      app.vitrine.editor = await registerEditor(app, {
        store: app.vitrine.commerce.store,
        accounts: app.vitrine.session.accounts,
        websiteId: app.vitrine.commerce.carts.catalogue.websiteId,
        contentPath: config.site.content,
        themeDir: config.site.themeDir,
        siteOptions: rendererOptions,
        maxBodyBytes: config.maxBodyBytes,
        // The data folder: beside the SQLite file (data/ by default).
        uploadsDir: join(dirname(config.database.file), 'uploads'),
        database: config.database,
        vimeoOEmbedUrl: config.vimeoOEmbedUrl,
        ...(config.uploadJobs ? { uploadJobs: config.uploadJobs } : {}),
      });
    }
    // Paywalls follow the editor's content: a paywall product made or changed in the editor unlocks its pages at once.
    if (app.vitrine.editor && app.vitrine.session) {
      const { live } = app.vitrine.editor;
      app.vitrine.session.useContent(() => live.siteContent(), () => live.refreshFromStore());
    }
    // The forms follow the editor's content: a form built in the editor is known to the forms API in every process.
    if (app.vitrine.editor && app.vitrine.forms) {
      const { live } = app.vitrine.editor;
      const { catalogue } = app.vitrine.forms;
      catalogue.useContent(live.siteContent());
      live.onLoad(async (content) => catalogue.useContent(content));
      app.vitrine.forms.follow(() => live.refresh());
    }
    // comments/: visitors' comments and likes on posts, moderated by the owner, in the same store.
    if (app.vitrine.commerce && config.site) {
      const editor = app.vitrine.editor;
      const fixed = editor ? null : loadContent(config.site.content);
      if (fixed && !fixed.ok) throw new Error(`Comments: the site content at ${config.site.content} does not load`);
      const fixedContent = fixed?.ok ? fixed.content : null;
      app.vitrine.comments = await registerComments(app, {
        store: app.vitrine.commerce.store,
        content: () => editor?.live.siteContent() ?? fixedContent!,
        ownerToken: config.forms.ownerToken,
        maxBodyBytes: config.maxBodyBytes,
        ...(app.vitrine.session ? { accounts: app.vitrine.session.accounts } : {}),
      });
    }
    // contributions/: gifts on the donate page (paid like checkout) and buyers' product reviews, with the owner's lists.
    if (app.vitrine.commerce && config.site) {
      const editor = app.vitrine.editor;
      const fixed = editor ? null : loadContent(config.site.content);
      const fixedContent = fixed?.ok ? fixed.content : null;
      const { checkout } = app.vitrine.commerce;
      app.vitrine.contributions = await registerContributions(app, {
        store: app.vitrine.commerce.store,
        provider: checkout.provider,
        mailer: app.vitrine.commerce.mailer,
        links: checkout.links,
        content: () => editor?.live.siteContent() ?? fixedContent!,
        editorContent: editor?.content,
        prefixOf: (tag) => checkout.site.languagePrefix(tag),
        ownerToken: config.forms.ownerToken,
        maxBodyBytes: config.maxBodyBytes,
        accounts: app.vitrine.session?.accounts,
      });
    }
    // The site's plan (editor/plan.ts): the owner's plan API, and the billing pages leading to its screen.
    await app.register(planRoutes, { plan: config.plan, ownerToken: config.forms.ownerToken, ...(app.vitrine.session ? { accounts: app.vitrine.session.accounts } : {}) });
    // The cart and checkout sell what the newest content revision holds (products the owner adds or changes).
    if (app.vitrine.editor && app.vitrine.commerce) await followSiteContent(app, app.vitrine.editor.live, app.vitrine.commerce.carts);
    // API paths answer JSON: an unknown one gets the catalogue's 404, not the site's page.
    app.get('/api/*', async (_request, reply) => reply.callNotFound());
    // The site last: its catch-all page route leaves the API paths above alone.
    if (config.site) {
      // The shopper widgets' bundle: prebuilt by `npm run build`, or built in memory from the sources.
      const clientBundle = await clientScript();
      clientPreloads.use(clientBundle.manifest);
      const editor = app.vitrine.editor;
      // With the editor, pages come from the newest content revision in the store.
      const site = editor ? editor.live.loadedSite() : await loadSite(config.site.themeDir, config.site.content, rendererOptions);
      // The forms' messages in the visitor's language: the theme strings of the page's language.
      app.vitrine.forms?.useSiteStrings((where) => site.renderer.stringsOf(where));
      const siteOptions = {
        site,
        ...(editor ? { revision: () => editor.live.revision } : {}),
        clientBundle,
        pageCacheMs: config.pageCacheMs,
        // Cached pages are kept per origin their links name (several hosts behind one proxy).
        origin: publicOrigin,
        cookieSecret,
        cspSources: captchaCspSources(config.forms.captcha),
        ...(app.vitrine.commerce ? { commerce: app.vitrine.commerce } : {}),
        ...(app.vitrine.forms ? { forms: app.vitrine.forms } : {}),
        ...(app.vitrine.comments ? { comments: app.vitrine.comments } : {}),
        // Site owners preview the pages not live yet (editor/page-status.ts).
        ...(editor && app.vitrine.session ? { canPreview: ownerPreview(app.vitrine.session.accounts) } : {}),
      };
      // Pages are rate-limited per client (one client looping on heavy pages cannot slow everyone); assets are not counted.
      await app.register(async (scope) => {
        await scope.register(rateLimit, pageRateLimit(config, scope));
        // A revision made by any process is loaded before the page is served.
        // If the store cannot be read, pages keep coming from the revision loaded last.
        if (editor) {
          scope.addHook('onRequest', (request, _reply, done) => {
            // Most requests find the loaded revision current at once: no promise, nothing to wait for.
            if (editor.live.upToDate()) return done();
            editor.live
              .refresh()
              .catch((e: unknown) => request.log.error({ err: e }, 'the newest site content could not be loaded; serving the last loaded revision'))
              .finally(() => done());
          });
        }
        await scope.register(siteRoutes, siteOptions);
      });
    }
  } catch (e) {
    // The workers would keep a process (a test) that failed to build its server alive.
    await pool.close();
    throw e;
  }

  if (workersStarted) {
    app.addHook('onReady', async () => {
      await workersStarted;
      app.log.info({ workers: config.renderWorkers }, 'render workers ready');
    });
  }
  // Runs after the listener has closed and in-flight requests have finished.
  app.addHook('onClose', async () => {
    await pool.close();
  });
  return app;
}

/**
 * Starts the render workers of a server built with `workersAfterListen`;
 * resolves when they have loaded (rejects when one exits before it has).
 */
export async function startWorkers(app: FastifyInstance): Promise<void> {
  await app.vitrine.render.pool.start();
  app.log.info({ workers: app.vitrine.config.renderWorkers }, 'render workers ready');
}
