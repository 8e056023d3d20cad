/**
 * Serving a site: every page path through the site renderer, `/site.css`,
 * and the template folder's `/assets/*` and `/scripts/*`. Registered after
 * the API routes, so `/render`, `/healthz` and `/api/*` keep their own.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { AssetServer, ASSET_MAX_AGE } from './assets.js';
import { formatSiteDiagnostic } from '../diagnostics.js';
import type { LoadedSite } from '../load-site.js';

export interface SiteRoutesOptions {
  site: LoadedSite;
}

type Query = Record<string, string>;

function flatQuery(q: unknown): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

export async function siteRoutes(app: FastifyInstance, { site }: SiteRoutesOptions): Promise<void> {
  const assets = new AssetServer(join(site.theme.root, 'assets'));
  const scripts = new AssetServer(join(site.theme.root, 'scripts'));
  for (const d of site.diagnostics) if (d.severity !== 'info') app.log.warn({ diagnostic: d }, formatSiteDiagnostic(d));

  const serveFile = (server: AssetServer) => async (req: FastifyRequest<{ Params: { '*': string }; Querystring: Query }>, reply: FastifyReply) => {
    const file = await server.get(req.params['*'], req.query.format);
    if (!file) return reply.callNotFound();
    return reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).type(file.type).send(file.body);
  };
  app.get('/assets/*', serveFile(assets));
  app.get('/scripts/*', serveFile(scripts));

  app.get('/site.css', async (_req, reply) => reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(site.css.css));

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(req.url, 'http://site.invalid');
    const result = site.renderer.render(url.pathname, flatQuery(req.query));
    for (const d of result.diagnostics) if (d.severity === 'error') req.log.warn({ diagnostic: d }, formatSiteDiagnostic(d));
    if (result.location) return reply.redirect(result.location, result.status);
    const type = result.contentType === 'application/json' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
    return reply.code(result.status).type(type).send(result.html);
  };
  app.get('/', page);
  app.get('/*', page);
}
