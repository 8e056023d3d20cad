/**
 * The owner's uploaded images, for the image pickers (issue 20):
 *
 *   GET /api/editor/uploads   images (id, assetUrl, contentType, originalSize,
 *                             systemDataVariants, filename, uploadedAt), newest first
 *
 * Uploading is routes/uploads.ts (its own body parser); any owner may list.
 */
import type { FastifyInstance } from 'fastify';
import type { EditorContext } from '../context.js';
import { listUploads } from '../uploads/upload-list.js';

export async function uploadListRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/uploads', async (request) => {
    await ctx.user(request, 'read');
    return { images: await listUploads(ctx.uploads) };
  });
}
