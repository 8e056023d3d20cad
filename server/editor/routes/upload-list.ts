/**
 * The owner's uploads, for the pickers (issue 20; audio and video, issue 38):
 *
 *   GET /api/editor/uploads             images (id, assetUrl, contentType, originalSize,
 *                                       systemDataVariants, filename, uploadedAt), newest first
 *   GET /api/editor/uploads?kind=audio  audio files (id, kind, assetUrl, contentType, filename, bytes, uploadedAt); kind=video likewise
 *
 * Uploading is routes/uploads.ts (its own body parser); any owner may list.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadKind } from '../../../editor/upload-kinds.js';
import type { EditorContext } from '../context.js';
import { editorError } from '../errors.js';
import { listUploads } from '../uploads/upload-list.js';

export async function uploadListRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/uploads', async (request: FastifyRequest<{ Querystring: { kind?: string } }>) => {
    await ctx.user(request, 'read');
    const kind = uploadKind(request.query.kind);
    if (!kind) throw editorError('NOT_AN_OPTION', { val: String(request.query.kind) });
    const files = await listUploads(ctx.uploads, kind);
    // Images keep the answer's first name (the image pickers read `images`).
    return kind === 'image' ? { images: files } : { files };
  });
}
