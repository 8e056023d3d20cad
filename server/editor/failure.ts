/**
 * Any error of the editor API as its failure body: the catalogue's own, or a
 * request error's text as INVALID_REQUEST; in the owner's language
 * (editor/catalogue.ts): each message through the French catalogue, and a
 * message it lacks (a schema check's English detail) as its code's text.
 */
import type { FastifyError } from 'fastify';
import { findMessage, type EditorLanguage } from '../../editor/catalogue.js';
import { toApiError } from '../ops/error-handler.js';
import { EDITOR_ERRORS, EditorError, editorError, type EditorFailure } from './errors.js';

function inEnglish(error: FastifyError | EditorError, maxBodyBytes: number): EditorFailure {
  if (error instanceof EditorError) return error.toBody();
  const api = toApiError(error as FastifyError, maxBodyBytes);
  if (api.statusCode >= 500) return editorError('INTERNAL_ERROR').toBody();
  return { status: api.statusCode, code: 'INVALID_REQUEST', message: api.message, crumbFail: false };
}

export function toFailure(error: FastifyError | EditorError, maxBodyBytes: number, language: EditorLanguage = 'en'): EditorFailure {
  const failure = inEnglish(error, maxBodyBytes);
  if (language === 'en') return failure;
  const fallback = findMessage(EDITOR_ERRORS[failure.code].text, language) ?? failure.message;
  const messages = failure.messages?.map((m) => findMessage(m, language) ?? m);
  return {
    ...failure,
    message: messages?.length ? messages.join(' ') : (findMessage(failure.message, language) ?? fallback),
    ...(messages ? { messages } : {}),
  };
}
