/**
 * A digital product's file, for the owner (the product editor's upload
 * field builds on it; docs/editor.md, "Digital product files"):
 *
 *   PUT    /api/editor/products/:itemId/digital-file   the file's bytes as the body, its name in
 *          X-File-Name (URI-encoded), its type in Content-Type -> 200 { file: { itemId, fileName,
 *          contentType, sizeBytes, sha256, uploadedAt } }; replaces the product's file
 *   GET    /api/editor/products/:itemId/digital-file   -> 200 { file } or 404 NOT_FOUND
 *   DELETE /api/editor/products/:itemId/digital-file   -> 204, or 404 NOT_FOUND
 *
 * Only a digital product (type 2) of the newest content revision has a
 * file (else 400 NOT_DIGITAL_PRODUCT). The crumb is checked before the body
 * is read; a body over MAX_DIGITAL_FILE_BYTES is 413 FILE_TOO_LARGE, an
 * empty one 400 FILE_EMPTY. Owners who may edit pages may change it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { megabytes } from '../../../editor/file-size.js';
import { crumbMatches, ensureCrumb } from '../../commerce/cookies.js';
import { cleanContentType, cleanFileName, deleteDigitalFile, digitalFileInfo, MAX_DIGITAL_FILE_BYTES, saveDigitalFile } from '../../commerce/downloads/digital-files.js';
import { ProductType } from '../../../engine/commerce/model.js';
import { collectionsOf } from '../doc.js';
import type { EditorContext } from '../context.js';
import { EditorError, editorError } from '../errors.js';
import { requestLanguage } from '../request-language.js';
import { toFailure } from '../failure.js';

const ROUTE = '/api/editor/products/:itemId/digital-file';
const paramsSchema = { type: 'object', required: ['itemId'], properties: { itemId: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

function fileName(request: FastifyRequest): string | null {
  const raw = request.headers['x-file-name'];
  if (typeof raw !== 'string') return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  const clean = cleanFileName(name);
  return clean === '' ? null : clean;
}

/** Whether the item is a digital product of the newest revision (read from the store: a product just made in the editor may not be in the live site yet). */
async function isDigital(ctx: EditorContext, itemId: string): Promise<boolean | undefined> {
  const { doc } = await ctx.content.read();
  for (const c of collectionsOf(doc)) {
    const item = (Array.isArray(c.items) ? (c.items as { id?: unknown; structuredContent?: { productType?: unknown } }[]) : []).find((i) => i && i.id === itemId);
    if (item) return item.structuredContent?.productType === ProductType.DIGITAL;
  }
  return undefined;
}

export async function digitalFileRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_DIGITAL_FILE_BYTES }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw editorError('CRUMB_FAIL');
    }
  });
  app.setErrorHandler((error: FastifyError | EditorError, request: FastifyRequest, reply: FastifyReply) => {
    const mapped = error instanceof EditorError ? error : error.statusCode === 413 ? editorError('FILE_TOO_LARGE', { fileName: fileName(request) ?? '', maxSize: megabytes(MAX_DIGITAL_FILE_BYTES) }) : error;
    const failure = toFailure(mapped, MAX_DIGITAL_FILE_BYTES, requestLanguage(request));
    if (failure.status >= 500) request.log.error({ err: error }, 'digital file request failed');
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure);
  });

  const product = async (itemId: string) => {
    const digital = await isDigital(ctx, itemId);
    if (digital === undefined) throw editorError('NOT_FOUND');
    if (!digital) throw editorError('NOT_DIGITAL_PRODUCT');
  };

  app.put<{ Params: { itemId: string } }>(ROUTE, { bodyLimit: MAX_DIGITAL_FILE_BYTES, schema: { params: paramsSchema } }, async (request) => {
    const user = await ctx.user(request, 'edit');
    await product(request.params.itemId);
    const name = fileName(request);
    if (name === null) throw editorError('FILE_NAME_MISSING');
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (bytes.length === 0) throw editorError('FILE_EMPTY', { fileName: name });
    const file = await saveDigitalFile(ctx.store, request.params.itemId, name, cleanContentType(request.headers['content-type']), bytes);
    request.log.info({ account: user.accountId, item: file.itemId, bytes: file.sizeBytes }, 'digital product file uploaded');
    return { file };
  });

  app.get<{ Params: { itemId: string } }>(ROUTE, { schema: { params: paramsSchema } }, async (request) => {
    await ctx.user(request, 'read');
    await product(request.params.itemId);
    const file = await digitalFileInfo(ctx.store.db, request.params.itemId);
    if (!file) throw editorError('NOT_FOUND');
    return { file };
  });

  app.delete<{ Params: { itemId: string } }>(ROUTE, { schema: { params: paramsSchema } }, async (request, reply) => {
    await ctx.user(request, 'edit');
    await product(request.params.itemId);
    if (!(await deleteDigitalFile(ctx.store, request.params.itemId))) throw editorError('NOT_FOUND');
    return reply.code(204).send();
  });
}
