/**
 * Every error answer goes through here and leaves as a catalogue entry
 * (server/errors.ts): schema failures, Fastify's body errors, ApiErrors,
 * and anything unexpected (a 500 whose details stay in the log).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, apiError, withDetails, type ErrorDetail } from '../errors.js';

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

export function toApiError(error: FastifyError, maxBodyBytes: number): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const details = (error.validation as AjvLikeError[]).map(detail);
    return withDetails(apiError('INVALID_REQUEST', details.map((d) => `${d.path || 'body'} ${d.message}`).join('; ')), details);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiError('BODY_TOO_LARGE', maxBodyBytes);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiError('UNSUPPORTED_MEDIA_TYPE', String(error.message.match(/: (.*)$/)?.[1] ?? 'unknown'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiError('INVALID_JSON', 'the body is empty');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return apiError('INVALID_JSON', error.message);
  }
  // Fastify's JSON parser (secure-json-parse) reports bad JSON as a 400 SyntaxError.
  if (error instanceof SyntaxError) return apiError('INVALID_JSON', error.message);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return apiError('INVALID_REQUEST', error.message);
  }
  return apiError('INTERNAL_ERROR');
}

function detail(e: AjvLikeError): ErrorDetail {
  const path = e.instancePath ?? '';
  if (e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined) {
    return { path, message: `must not have property ${JSON.stringify(e.params.additionalProperty)}` };
  }
  return { path, message: e.message ?? 'is invalid' };
}

export function registerErrorHandlers(app: FastifyInstance, maxBodyBytes: number): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const api = toApiError(error, maxBodyBytes);
    if (api.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: api.code }, api.message);
    if (api.headers) reply.headers(api.headers);
    return reply.code(api.statusCode).type('application/json; charset=utf-8').send(api.toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    const api = apiError('NOT_FOUND', request.method, request.url);
    return reply.code(api.statusCode).send(api.toBody());
  });
}
