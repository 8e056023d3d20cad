/**
 * The owner's uploaded images at `/uploads/NAME` (upload-store.ts), resized
 * to the `?format=Nw` widths the image formatters ask for, like the
 * template's own assets. Only names the upload store makes are served.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AssetServer, ASSET_MAX_AGE } from '../../../site/assets.js';
import { isUploadName, UPLOADS_PATH } from './upload-store.js';

export async function uploadedFileRoutes(app: FastifyInstance, { dir }: { dir: string }): Promise<void> {
  const files = new AssetServer(dir.replace(/[\\/]+$/, ''));
  app.get(`${UPLOADS_PATH}:name`, async (req: FastifyRequest<{ Params: { name: string }; Querystring: Record<string, string | undefined> }>, reply: FastifyReply) => {
    if (!isUploadName(req.params.name)) return reply.callNotFound();
    const format = req.query.format;
    const file = await files.get(req.params.name, typeof format === 'string' ? format : undefined);
    if (!file) return reply.callNotFound();
    // A name is never reused (a new content id per upload): cached like any asset.
    return reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).type(file.type).send(file.body);
  });
}
