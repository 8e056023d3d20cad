/**
 * The editor language of a request: the editor's switch (its cookie), else
 * the Accept-Language header (the app sends its own language there), else
 * English. /config also reads the account's language (config-page.ts).
 */
import type { FastifyRequest } from 'fastify';
import { chooseEditorLanguage, EDITOR_LANGUAGE_COOKIE, type EditorLanguage } from '../../editor/catalogue.js';

export function requestLanguage(request: FastifyRequest, account?: string | null): EditorLanguage {
  return chooseEditorLanguage({ cookie: request.cookies?.[EDITOR_LANGUAGE_COOKIE], account, acceptLanguage: request.headers['accept-language'] });
}
