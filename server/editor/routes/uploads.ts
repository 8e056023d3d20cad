/**
 * Image uploads (Vitrine's endpoint), for product images:
 *
 *   POST /api/editor/uploads   the image's bytes as the body, its name in X-File-Name (URI-encoded)
 *        -> 201 { image: { id, assetUrl, contentType, originalSize, filename } }
 *
 * The crumb is checked before the body is read. JPEG, PNG, GIF and WebP are
 * accepted, by their bytes; anything else is 415 with the SPEC's 'does not
 * appear to be a supported image file', a body over MAX_UPLOAD_BYTES 413
 * with its 'is too large' message. Owners who may edit pages may upload.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileSize } from '../../../editor/file-size.js';
import { MAX_UPLOAD_BYTES } from '../../../editor/limits.js';
import { crumbMatches, ensureCrumb } from '../../commerce/cookies.js';
import type { EditorContext } from '../context.js';
import { EditorError, editorError } from '../errors.js';
import { requestLanguage } from '../request-language.js';
import { toFailure } from '../failure.js';

/** Characters of an uploaded file's name. */
export const FILE_NAME_MAX_LENGTH = 255;
/** What the SPEC's unsupported-file message names (it ends with a space: '...supported image file.'). */
const FILE_TYPE_MESSAGE = 'image ';

function fileName(request: FastifyRequest): string | null {
  const raw = request.headers['x-file-name'];
  if (typeof raw !== 'string') return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  // Only the last path part, without control characters.
  name = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name === '' ? null : name.slice(0, FILE_NAME_MAX_LENGTH);
}

export async function uploadRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  // Any type is read as bytes here (the real type comes from the bytes), up to the upload limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
  app.addHook('onRequest', async (request, reply) => {
    if (!crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw editorError('CRUMB_FAIL');
    }
  });
  app.setErrorHandler((error: FastifyError | EditorError, request: FastifyRequest, reply: FastifyReply) => {
    const name = fileName(request) ?? '';
    const mapped = error instanceof EditorError ? error : error.statusCode === 413 ? editorError('FILE_TOO_LARGE', { fileName: name, maxSize: fileSize(MAX_UPLOAD_BYTES) }) : error;
    const failure = toFailure(mapped, MAX_UPLOAD_BYTES, requestLanguage(request));
    if (failure.status >= 500) request.log.error({ err: error }, 'upload failed');
    return reply.code(failure.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(failure);
  });

  app.post('/api/editor/uploads', { bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
    const user = await ctx.user(request, 'edit');
    const name = fileName(request);
    if (name === null) throw editorError('FILE_NAME_MISSING');
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const image = await ctx.uploads.save(bytes, name);
    if (!image) throw editorError('FILE_NOT_SUPPORTED', { fileName: name, fileTypeMessage: FILE_TYPE_MESSAGE });
    request.log.info({ account: user.accountId, image: image.id, bytes: bytes.length }, 'image uploaded');
    reply.code(201);
    return { image };
  });
}
