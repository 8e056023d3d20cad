/**
 * POST /render: { template | templateId, json, partials, injects, locale,
 * timeZone, now } -> { html, errors, warnings }, or the HTML alone when the
 * client prefers text/html (with X-Vitrine-Errors / X-Vitrine-Warnings
 * counts). The body is validated by its JSON schema with ajv, without type
 * coercion: a number where a string belongs is a 400, not a string.
 */
import type { FastifyInstance } from 'fastify';
import { Ajv } from 'ajv';
import { renderRouteSchema, type RenderBody } from './schema.js';
import type { RenderService } from './render-service.js';

export async function renderRoutes(app: FastifyInstance, opts: { service: RenderService }): Promise<void> {
  const ajv = new Ajv({ coerceTypes: false, allErrors: true, removeAdditional: false, useDefaults: false, strict: false });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));

  app.post<{ Body: RenderBody }>('/render', { schema: renderRouteSchema }, async (request, reply) => {
    const answer = await opts.service.render(request.body);
    if (request.accepts().type(['json', 'html']) === 'html') {
      return reply
        .type('text/html; charset=utf-8')
        .header('x-vitrine-errors', String(answer.errors.length + (answer.omitted?.errors ?? 0)))
        .header('x-vitrine-warnings', String(answer.warnings.length + (answer.omitted?.warnings ?? 0)))
        .send(answer.html);
    }
    return answer;
  });
}
