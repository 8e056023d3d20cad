/**
 * Uploads (Vitrine's endpoint), for the image fields, the product form, and
 * the audio and video blocks:
 *
 *   POST /api/editor/uploads[?kind=image|audio|video]   the file's bytes as the body,
 *        its name in X-File-Name (URI-encoded); no kind: an image
 *        -> 201 { image: { id, assetUrl, contentType, originalSize, filename }, job }   (an image, and its
 *           processing job: { id, status: 'queued', reason: null }; upload-jobs.ts)
 *        -> 201 { file: { id, kind, assetUrl, contentType, filename, bytes } }          (audio, video)
 *
 * The crumb is checked before the body is read. The file must be of the
 * kind asked for, by its bytes (editor/upload-kinds.ts lists the types):
 * anything else is 415 with the SPEC's 'does not appear to be a supported
 * {image|audio|video} file', a body over the kind's limit 413 with its 'is
 * too large' message (a declared length over it is refused before reading).
 * Owners who may edit pages may upload.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { megabytes } from '../../../editor/file-size.js';
import { MAX_UPLOAD_BYTES } from '../../../editor/limits.js';
import { cleanFileName, FILE_NAME_MAX_LENGTH } from '../../../editor/file-name.js';
import { FILE_TYPE_MESSAGE_OF, MAX_UPLOAD_BYTES_OF, uploadKind } from '../../../editor/upload-kinds.js';
import { crumbMatches, ensureCrumb } from '../../commerce/cookies.js';
import type { EditorContext } from '../context.js';
import { EditorError, editorError } from '../errors.js';
import { requestLanguage } from '../request-language.js';
import { toFailure } from '../failure.js';
import { UPLOADS_PATH } from '../uploads/upload-store.js';

export { FILE_NAME_MAX_LENGTH };

function fileName(request: FastifyRequest): string | null {
  const raw = request.headers['x-file-name'];
  if (typeof raw !== 'string') return null;
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  return cleanFileName(name);
}

type UploadRequest = FastifyRequest<{ Querystring: { kind?: string } }>;

export async function uploadRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  // Any type is taken as a stream here: the upload store writes it to disk as it arrives and finds its real type in its bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.addHook('onRequest', async (request, reply) => {
    if (!crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw editorError('CRUMB_FAIL');
    }
  });
  app.setErrorHandler((error: FastifyError | EditorError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFailure(error, MAX_UPLOAD_BYTES, requestLanguage(request));
    if (failure.status >= 500) request.log.error({ err: error }, 'upload failed');
    // A refused file may not have been read to its end: the connection is not kept for another request.
    if (failure.status === 413 || failure.status === 415) reply.header('connection', 'close');
    return reply.code(failure.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(failure);
  });

  app.post('/api/editor/uploads', async (request: UploadRequest, reply) => {
    const user = await ctx.user(request, 'edit');
    const kind = uploadKind(request.query.kind);
    if (!kind) throw editorError('NOT_AN_OPTION', { val: String(request.query.kind) });
    const name = fileName(request);
    if (name === null) throw editorError('FILE_NAME_MISSING');
    const max = MAX_UPLOAD_BYTES_OF[kind];
    const tooLarge = () => editorError('FILE_TOO_LARGE', { fileName: name, maxSize: megabytes(max) });
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) throw tooLarge();
    const body = (request.body ?? Buffer.alloc(0)) as Readable | Buffer;
    const saved = await ctx.uploads.save(body, name, kind);
    if (!saved.ok) throw saved.reason === 'too-large' ? tooLarge() : editorError('FILE_NOT_SUPPORTED', { fileName: name, fileTypeMessage: FILE_TYPE_MESSAGE_OF[kind] });
    request.log.info({ account: user.accountId, upload: saved.file.id, kind, type: saved.file.contentType }, 'file uploaded');
    reply.code(201);
    if (saved.kind !== 'image') return { file: saved.file };
    // Its metadata (a photo's GPS position) is stripped by a job; the editor follows it (GET .../:id/job).
    // No job, no upload: a file without one would be served with its metadata.
    const job = await ctx.uploadJobs.enqueue(saved.file.id, saved.file.assetUrl.slice(UPLOADS_PATH.length), saved.file.contentType).catch(async (e: unknown) => {
      await ctx.uploads.remove(saved.file.id);
      throw e;
    });
    return { image: saved.file, job };
  });
}
