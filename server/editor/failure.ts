/** Any error of the editor API as its failure body: the catalogue's own, or a request error's text as INVALID_REQUEST. */
import type { FastifyError } from 'fastify';
import { toApiError } from '../ops/error-handler.js';
import { EditorError, editorError, type EditorFailure } from './errors.js';

export function toFailure(error: FastifyError | EditorError, maxBodyBytes: number): EditorFailure {
  if (error instanceof EditorError) return error.toBody();
  const api = toApiError(error as FastifyError, maxBodyBytes);
  if (api.statusCode >= 500) return editorError('INTERNAL_ERROR').toBody();
  return { status: api.statusCode, code: 'INVALID_REQUEST', message: api.message, crumbFail: false };
}
