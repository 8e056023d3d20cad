/** Any failure of a site-user route as the answer's body: `{ status, code, message, crumbFail }` (errors.ts). */
import type { FastifyError } from 'fastify';
import { toApiError } from '../ops/error-handler.js';
import { SessionError, sessionError, type SessionFailure } from './errors.js';

export function toFailure(error: FastifyError | SessionError, maxBodyBytes: number): SessionFailure {
  if (error instanceof SessionError) return error.toBody();
  const api = toApiError(error as FastifyError, maxBodyBytes);
  if (api.statusCode >= 500) return sessionError('INTERNAL_ERROR').toBody();
  return { status: api.statusCode, code: 'INVALID_REQUEST', message: api.message, crumbFail: false };
}
