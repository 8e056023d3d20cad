/**
 * Deleting a page (the editor asks the owner to confirm first):
 *
 *   DELETE /api/editor/pages/:id   the page goes, with its block field (its galleries and forms)
 *                                  and its links in every navigation and folder
 *
 * Only pages made in the editor can be deleted here, as only they can be
 * edited; the rest answer 409 PAGE_NOT_EDITABLE.
 */
import type { FastifyInstance } from 'fastify';
import type { EditorContext } from '../context.js';
import { blockFieldsOf, collectionsOf, navigationsOf, type DocCollection } from '../doc.js';
import { editorError } from '../errors.js';
import { pageFieldId } from '../../../site/editor-layout/page-block-field.js';
import { PAGE_COLLECTION_TYPE } from './pages.js';
import { translatedPagesOf } from '../pages/page-translations.js';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } } as const;

const isPage = (c: DocCollection) => c.typeName === 'page' || c.type === PAGE_COLLECTION_TYPE;
const madeInEditor = (c: DocCollection) => typeof c.editorLayout === 'object' && c.editorLayout !== null;

export async function pageDeleteRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.delete<{ Params: { id: string } }>('/api/editor/pages/:id', { schema: { params } }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `deleted page ${request.params.id}` }, (doc) => {
      const page = collectionsOf(doc).find((c) => c.id === request.params.id && isPage(c));
      if (!page) throw editorError('NOT_FOUND');
      if (!madeInEditor(page)) throw editorError('PAGE_NOT_EDITABLE');
      // Its pages in the other languages (page-translations.ts) go with it.
      const translated = new Set<unknown>(translatedPagesOf(doc, page));
      doc.collections = (doc.collections as unknown[]).filter((c) => c !== page && !translated.has(c));
      for (const name of Object.keys(blockFieldsOf(doc))) if (name === pageFieldId(page.urlId) || name.startsWith(`${pageFieldId(page.urlId)}:`)) delete blockFieldsOf(doc)[name];
      for (const [name, links] of Object.entries(navigationsOf(doc))) {
        if (Array.isArray(links)) navigationsOf(doc)[name] = links.filter((l) => !('collection' in l && l.collection === page.urlId));
      }
      for (const folder of collectionsOf(doc)) {
        if (Array.isArray(folder.collections)) folder.collections = (folder.collections as unknown[]).filter((u) => u !== page.urlId);
      }
      return { id: page.id, urlId: page.urlId };
    });
    return { revision, deleted: result };
  });
}
