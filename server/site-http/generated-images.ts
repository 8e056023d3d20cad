/**
 * The placeholder images of generated demo content
 * (site/content/generate/images/) at `/__vitrine/images/NAME.jpg`,
 * resized to the `?format=Nw` widths the image formatters ask for, like
 * the folder's own assets.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AssetServer, ASSET_MAX_AGE } from '../../site/assets.js';
import { GENERATED_IMAGES_DIR, GENERATED_IMAGES_PREFIX } from '../../site/content/generate/images.js';

export async function generatedImageRoutes(app: FastifyInstance): Promise<void> {
  const images = new AssetServer(GENERATED_IMAGES_DIR.replace(/[\\/]+$/, ''));
  app.get(`${GENERATED_IMAGES_PREFIX}*`, async (req: FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>, reply: FastifyReply) => {
    const format = req.query.format;
    const file = await images.get(req.params['*'], typeof format === 'string' ? format : undefined);
    if (!file) return reply.callNotFound();
    return reply.header('cache-control', `public, max-age=${ASSET_MAX_AGE}`).type(file.type).send(file.body);
  });
}
