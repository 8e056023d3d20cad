/**
 *   GET /api/editor/block-sources   the stores (with their products), blogs and events pages the content blocks may show,
 *                                   and the mailing lists a newsletter block may join (id and name)
 *
 * The page editor's product, products grid and summary pickers read it
 * (server/editor/pages/block-sources.ts); any owner may.
 */
import type { FastifyInstance } from 'fastify';
import type { EditorContext } from '../context.js';
import { blockSources } from '../pages/block-sources.js';
import { MailingLists } from '../../mailing-lists/mailing-lists.js';

export async function blockSourceRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/block-sources', async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    const lists = (await new MailingLists(ctx.store).all()).map((l) => ({ id: l.id, name: l.name }));
    return { revision, ...blockSources(doc), lists };
  });
}
