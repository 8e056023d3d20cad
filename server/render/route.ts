/**
 * POST /render: { template | templateId, json, partials, injects, locale,
 * timeZone, now } -> { html, errors, warnings }, or the HTML alone when the
 * client prefers text/html (with X-Vitrine-Errors / X-Vitrine-Warnings
 * counts). The body is validated by its JSON schema with ajv, without type
 * coercion: a number where a string belongs is a 400, not a string.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Ajv } from 'ajv';
import { apiError } from '../errors.js';
import { methodNotAllowedRoutes, trackMethods } from '../ops/method-not-allowed.js';
import { lazyValidator } from '../ops/lazy-schemas.js';
import { renderRouteSchema, type RenderBody } from './schema.js';
import type { RenderService } from './render-service.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';

export interface RenderRoutesOptions {
  service: RenderService;
  /** Requests per client address and window (429 RATE_LIMITED past it); `redis` shares the counters. */
  rateLimit?: { max: number; windowMs: number; redis?: unknown };
}

/** One per process, not per server: ajv keeps what it compiled by schema object, so the route schema compiles once. */
const ajv = new Ajv({ coerceTypes: false, allErrors: true, removeAdditional: false, useDefaults: false, strict: false });

export async function renderRoutes(app: FastifyInstance, opts: RenderRoutesOptions): Promise<void> {
  const methods = trackMethods(app);
  if (opts.rateLimit) {
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimit.max,
      timeWindow: opts.rateLimit.windowMs,
      ...sharedRateLimitStore(app, 'render'),
      errorResponseBuilder: () => apiError('RATE_LIMITED'),
    });
  }
  app.setValidatorCompiler(({ schema }) => lazyValidator(() => ajv.compile(schema)));

  app.post<{ Body: RenderBody }>('/render', { schema: renderRouteSchema }, async (request, reply) => {
    const answer = await opts.service.render(request.body, request.ip);
    if (request.accepts().type(['json', 'html']) === 'html') {
      return reply
        .type('text/html; charset=utf-8')
        .header('x-vitrine-errors', String(answer.errors.length + (answer.omitted?.errors ?? 0)))
        .header('x-vitrine-warnings', String(answer.warnings.length + (answer.omitted?.warnings ?? 0)))
        .send(answer.html);
    }
    return answer;
  });
  methodNotAllowedRoutes(app, methods, (request, _reply, allow) => {
    throw apiError('METHOD_NOT_ALLOWED', request.method, allow);
  });
}
