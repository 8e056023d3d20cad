/**
 * buildServer(config): the Fastify render service with every plugin
 * registered, not listening (main.ts listens; tests use app.inject()).
 *
 *   ops/      request ids, pino logs, helmet, compression, /healthz, /readyz,
 *             the error catalogue's handler, graceful shutdown
 *   render/   POST /render, the worker pool, the registered templates
 */
import Fastify, { type FastifyInstance } from 'fastify';
import accepts from '@fastify/accepts';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from './config.js';
import { errorBodySchema } from './errors.js';
import { createLogger } from './ops/logger.js';
import { echoRequestId, requestId } from './ops/request-id.js';
import { registerErrorHandlers } from './ops/error-handler.js';
import { registerHardening } from './ops/http-hardening.js';
import { healthRoutes, type Readiness } from './ops/health.js';
import { RenderPool } from './render/pool.js';
import { RenderService } from './render/render-service.js';
import { loadTemplates } from './render/template-registry.js';
import { renderRoutes } from './render/route.js';
import { loadSite } from './site/load-site.js';
import { CLIENT_BUNDLE_PATH, siteRoutes } from './site/http/site-routes.js';
import { buildClient } from '../scripts/build-client.js';
import { commerceSettings, registerCommerce, type CommerceServices } from './commerce/index.js';
import { registerTelemetry, type TelemetryServices } from './telemetry/register.js';

export interface VitrineServices {
  config: ServerConfig;
  render: RenderService;
  readiness: Readiness;
  /** The site's carts (server/commerce/), when commerce and the site are on. */
  commerce?: CommerceServices;
  /** Census hits, events, errors and performance records (server/telemetry/), when telemetry and the site are on. */
  telemetry?: TelemetryServices;
  /** Set by the first call of ops/shutdown.ts shutdown(). */
  shutdown?: Promise<void>;
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
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logStream),
    genReqId: requestId,
    bodyLimit: config.maxBodyBytes,
    // Requests on kept-alive connections during a shutdown get 503; idle ones are closed.
    return503OnClosing: true,
    // Starting the render workers and the store can take a while on a busy machine; 10 s (the default) is not enough there.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    forceCloseConnections: 'idle',
  }) as unknown as FastifyInstance;

  const { registry, skipped } = loadTemplates(config.templatesDir, config.maxTemplateBytes);
  for (const s of skipped) app.log.warn({ file: s.file, reason: s.reason }, 'template not registered');
  app.log.info({ dir: config.templatesDir, templates: registry.size }, 'templates registered');

  const pool = new RenderPool({
    size: config.renderWorkers,
    timeoutMs: config.renderTimeoutMs,
    maxQueue: config.renderQueue,
    memoryMb: config.workerMemoryMb,
    cacheEntries: config.templateCacheEntries,
  });
  const render = new RenderService(config, registry, pool);
  const readiness: Readiness = { shuttingDown: false, workersReady: () => pool.ready };
  app.decorate('vitrine', { config, render, readiness });

  app.addSchema(errorBodySchema);
  registerErrorHandlers(app, config.maxBodyBytes);
  echoRequestId(app);
  await registerHardening(app);
  await app.register(accepts);
  await app.register(healthRoutes, { readiness });
  await app.register(renderRoutes, { service: render });
  // commerce/: the cart, stock and subscription APIs over the store (server/store/).
  const commerce = commerceSettings(config);
  if (commerce) app.vitrine.commerce = await registerCommerce(app, commerce);
  // telemetry/: the collection endpoints and the owner dashboard, in the commerce store when it is open.
  if (config.telemetry && config.site) {
    app.vitrine.telemetry = await registerTelemetry(app, config.telemetry, config.database, app.vitrine.commerce?.store);
  }
  // The site last: its catch-all page route leaves the API paths above alone.
  if (config.site) {
    // The shopper widgets' bundle is built in memory at start (esbuild, about a second) and served with the pages.
    const client = await buildClient();
    const site = await loadSite(config.site.themeDir, config.site.content, { scripts: [CLIENT_BUNDLE_PATH] });
    await app.register(siteRoutes, {
      site,
      clientBundle: client.code,
      pageCacheMs: config.pageCacheMs,
      ...(config.cookieSecret ? { cookieSecret: config.cookieSecret } : {}),
      ...(app.vitrine.commerce ? { commerce: app.vitrine.commerce } : {}),
    });
  }

  app.addHook('onReady', async () => {
    await pool.start();
    app.log.info({ workers: config.renderWorkers }, 'render workers ready');
  });
  // Runs after the listener has closed and in-flight requests have finished.
  app.addHook('onClose', async () => {
    await pool.close();
  });
  return app;
}
