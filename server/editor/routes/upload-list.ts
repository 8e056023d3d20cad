/**
 * The owner's uploads, for the pickers (issue 20; audio and video, issue 38):
 *
 *   GET /api/editor/uploads             images (id, assetUrl, contentType, originalSize,
 *                                       systemDataVariants, filename, uploadedAt), newest first
 *   GET /api/editor/uploads?kind=audio  audio files (id, kind, assetUrl, contentType, filename, bytes, uploadedAt); kind=video likewise
 *   PUT /api/editor/uploads/:id/name   { filename } -> { file } the upload with its new name
 *                                       (the media library's rename; 400 FILE_NAME_MISSING when
 *                                       no name is left once cleaned, 404 NOT_FOUND for no such upload)
 *   GET /api/editor/uploads/:id/job    -> { job: { id, status, reason } } an image's processing job
 *                                       (upload-jobs.ts; 404 JOB_NOT_FOUND for an upload without one)
 *   DELETE /api/editor/uploads/:id/job -> { job } cancelled (the upload goes with it); a finished
 *                                       job, or a legacy one (an image from before jobs, which
 *                                       stays), is answered as it is
 *
 * Renaming changes the name the library shows, not the file or its address.
 * Uploading is routes/uploads.ts (its own body parser); any owner may list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadKind } from '../../../editor/upload-kinds.js';
import type { EditorContext } from '../context.js';
import { editorError } from '../errors.js';
import { listUploads } from '../uploads/upload-list.js';
import { checkFileName, FILE_NAME_MAX_LENGTH } from '../../../editor/file-name.js';

/** A name sent longer than this is refused unread (the kept name is cut to FILE_NAME_MAX_LENGTH). */
const MAX_SENT_NAME_LENGTH = FILE_NAME_MAX_LENGTH * 4;
const renameSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } } },
  body: { type: 'object', properties: { filename: { type: 'string', maxLength: MAX_SENT_NAME_LENGTH } } },
} as const;

const jobSchema = { params: renameSchema.params } as const;

export async function uploadListRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/uploads', async (request: FastifyRequest<{ Querystring: { kind?: string } }>) => {
    await ctx.user(request, 'read');
    const kind = uploadKind(request.query.kind);
    if (!kind) throw editorError('NOT_AN_OPTION', { val: String(request.query.kind) });
    const files = await listUploads(ctx.uploads, kind);
    // Images keep the answer's first name (the image pickers read `images`).
    return kind === 'image' ? { images: files } : { files };
  });

  app.put<{ Params: { id: string }; Body: { filename?: string } }>('/api/editor/uploads/:id/name', { schema: renameSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const checked = checkFileName(request.body.filename);
    if (!checked.ok) throw editorError('FILE_NAME_MISSING');
    const file = await ctx.uploads.rename(request.params.id, checked.name);
    if (!file) throw editorError('NOT_FOUND');
    request.log.info({ account: user.accountId, upload: file.id }, 'upload renamed');
    return { file };
  });

  app.get<{ Params: { id: string } }>('/api/editor/uploads/:id/job', { schema: jobSchema }, async (request, reply) => {
    await ctx.user(request, 'edit');
    const job = await ctx.uploadJobs.get(request.params.id);
    if (!job) throw editorError('JOB_NOT_FOUND');
    // Polled while it runs: never from a cache.
    reply.header('cache-control', 'no-store');
    return { job };
  });

  app.delete<{ Params: { id: string } }>('/api/editor/uploads/:id/job', { schema: jobSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const job = await ctx.uploadJobs.cancel(request.params.id);
    if (!job) throw editorError('JOB_NOT_FOUND');
    request.log.info({ account: user.accountId, upload: job.id, status: job.status }, 'upload job cancel asked');
    return { job };
  });
}
