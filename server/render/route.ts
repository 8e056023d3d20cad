/**
 * POST /render: { template | templateId, json, partials, injects, locale,
 * timeZone, now } -> { html, errors, warnings }, or the HTML alone when the
 * client prefers text/html (with X-Vitrine-Errors / X-Vitrine-Warnings
 * counts). The body is validated by its JSON schema with ajv, without type
 * coercion: a number where a string belongs is a 400, not a string.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Ajv } from 'ajv';
import { ApiError, apiError } from '../errors.js';
import { methodNotAllowedRoutes, trackMethods } from '../ops/method-not-allowed.js';
import { lazyValidator } from '../ops/lazy-schemas.js';
import { renderRouteSchema, type RenderBody } from './schema.js';
import type { RenderService } from './render-service.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';
import type { Tenant, TenantResolver } from './tenant.js';

export interface RenderRoutesOptions {
  service: RenderService;
  /** Who each request renders for; without it, every caller is the tenant of its address. */
  tenants?: TenantResolver;
  /** Requests per tenant and window (429 RATE_LIMITED past it), counted in the app's shared counters. */
  rateLimit?: { max: number; windowMs: number; redis?: unknown };
}

/** One per process, not per server: ajv keeps what it compiled by schema object, so the route schema compiles once. */
const ajv = new Ajv({ coerceTypes: false, allErrors: true, removeAdditional: false, useDefaults: false, strict: false });

export async function renderRoutes(app: FastifyInstance, opts: RenderRoutesOptions): Promise<void> {
  const methods = trackMethods(app);
  // Resolved once per request: the rate limit (onRequest) and the handler both ask.
  const tenants = new WeakMap<FastifyRequest, Tenant | ApiError>();
  const tenantOf = (request: FastifyRequest): Tenant | ApiError => {
    let tenant = tenants.get(request);
    if (!tenant) {
      tenant = opts.tenants ? opts.tenants.resolve({ headers: request.headers, peer: request.socket.remoteAddress, ip: request.ip }) : { key: request.ip };
      tenants.set(request, tenant);
    }
    return tenant;
  };
  if (opts.rateLimit) {
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimit.max,
      timeWindow: opts.rateLimit.windowMs,
      // Per tenant; a request whose tenant is refused (400, 401, 403) counts against its address.
      keyGenerator: (request) => {
        const tenant = tenantOf(request);
        return tenant instanceof ApiError ? request.ip : tenant.key;
      },
      ...sharedRateLimitStore(app, 'render'),
      errorResponseBuilder: () => apiError('RATE_LIMITED'),
    });
  }
  app.setValidatorCompiler(({ schema }) => lazyValidator(() => ajv.compile(schema)));
  // JSON read as fastify reads it (its own parser, same errors), the text kept for the worker (render-service.ts).
  const bodyTexts = new WeakMap<FastifyRequest, string>();
  const readJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    bodyTexts.set(request, text as string);
    readJson(request, text as string, done);
  });
  // A refused tenant is answered before its body is read.
  app.addHook('onRequest', async (request) => {
    const tenant = tenantOf(request);
    if (tenant instanceof ApiError) throw tenant;
  });

  app.post<{ Body: RenderBody }>('/render', { schema: renderRouteSchema }, async (request, reply) => {
    const as = request.accepts().type(['json', 'html']) === 'html' ? 'html' : 'json';
    // Encoded by the worker: a large page costs this thread (every request's) no more than a small one.
    const answer = await opts.service.renderEncoded(request.body, (tenantOf(request) as Tenant).key, as, bodyTexts.get(request));
    if (as === 'html') {
      return reply
        .type('text/html; charset=utf-8')
        .header('x-vitrine-errors', String(answer.errorCount))
        .header('x-vitrine-warnings', String(answer.warningCount))
        .send(answer.body);
    }
    return reply.type('application/json; charset=utf-8').send(answer.body);
  });
  methodNotAllowedRoutes(app, methods, (request, _reply, allow) => {
    throw apiError('METHOD_NOT_ALLOWED', request.method, allow);
  });
}
