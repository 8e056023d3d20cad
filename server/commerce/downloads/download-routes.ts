/**
 * The download routes:
 *
 *   GET  /api/commerce/downloads/:grant?token=...           the file, `Content-Disposition: attachment`;
 *        a link past its time or count, of an unpaid order, or forged: 303 to the
 *        download page (/checkout/download), which says why and offers a fresh link
 *   POST /api/commerce/downloads/:grant/fresh-link          { token } (form post or JSON, crumb required):
 *        mails a fresh link to the order's address; form: 303 back to the page, JSON: { state }
 *
 * HEAD is not answered (it would count a download). Each download counts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../../ops/form-body.js';
import { crumbMatches, ensureCrumb } from '../cookies.js';
import { commerceError } from '../errors.js';
import type { Delivery } from './delivery.js';
import { DOWNLOAD_TOKEN_LENGTH } from './download-grants.js';
import { downloadPagePath } from '../../../site/paths/download-paths.js';

export interface DownloadRoutesOptions {
  delivery: Delivery;
  /** The path prefix of an order's language ('' or '/fr'). */
  languagePrefix: (language: string) => string;
  maxBodyBytes: number;
}

const paramsSchema = { type: 'object', required: ['grant'], properties: { grant: { type: 'string', maxLength: 64 } } } as const;
const tokenSchema = { type: 'string', maxLength: DOWNLOAD_TOKEN_LENGTH * 2 } as const;

/** A Content-Disposition naming the file, for every browser (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function downloadRoutes(app: FastifyInstance, { delivery, languagePrefix, maxBodyBytes }: DownloadRoutesOptions): Promise<void> {
  await app.register(cookie);
  await app.register(formbody, formBody(maxBodyBytes));

  const pageOf = async (grant: string, token: string, extra: Record<string, string> = {}) => {
    const found = await delivery.check(grant, token).catch(() => undefined);
    return downloadPagePath(languagePrefix(found?.order.order.language ?? ''), grant, token, extra);
  };

  app.get<{ Params: { grant: string }; Querystring: { token?: string } }>(
    '/api/commerce/downloads/:grant',
    { exposeHeadRoute: false, schema: { params: paramsSchema, querystring: { type: 'object', properties: { token: tokenSchema } } } },
    async (request, reply) => {
      const { grant } = request.params;
      const token = request.query.token ?? '';
      reply.header('cache-control', 'private, no-store');
      reply.header('referrer-policy', 'no-referrer');
      const result = await delivery.serve(grant, token);
      if (!result.ok) return reply.redirect(await pageOf(grant, token), 303);
      return reply
        .header('content-type', result.info.contentType)
        .header('content-disposition', attachment(result.info.fileName))
        .header('content-length', String(result.data.length))
        .header('x-content-type-options', 'nosniff')
        .send(result.data);
    },
  );

  app.post<{ Params: { grant: string }; Body: { token?: string } }>(
    '/api/commerce/downloads/:grant/fresh-link',
    { schema: { params: paramsSchema, body: { type: 'object', properties: { token: tokenSchema, crumb: { type: 'string', maxLength: 200 } } } } },
    async (request: FastifyRequest<{ Params: { grant: string }; Body: { token?: string } }>, reply) => {
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const { grant } = request.params;
      const token = request.body?.token ?? '';
      if (!crumbMatches(request)) {
        ensureCrumb(request, reply);
        if (isForm) return reply.redirect(await pageOf(grant, token), 303);
        return reply.code(403).send(commerceError('CRUMB_FAIL').toBody());
      }
      const state = await delivery.freshLink(grant, token);
      if (isForm) return reply.redirect(await pageOf(grant, token, state === 'invalid' ? {} : { [state]: '1' }), 303);
      if (state === 'invalid') return reply.code(404).send(commerceError('DOWNLOAD_NOT_FOUND').toBody());
      return { state };
    },
  );
}
