/**
 * The page editor's live preview (issue 20):
 *
 *   GET /api/editor/pages/:id/preview-kit   the templates, the site content
 *        (no secrets) and the stylesheet the browser renders the page with
 *        (site/preview/), for a signed-in owner
 *
 * The kit is made from the newest revision the live site serves, so the
 * preview renders with the same theme, content and tweaks as the shopper's
 * page; the browser puts the unsaved layout into it before each render.
 */
import type { FastifyInstance } from 'fastify';
import type { EditorContext } from '../context.js';
import { editorError } from '../errors.js';
import { SITE_STYLESHEET_URL, kitTheme, withoutSecrets, type PreviewKit } from '../../../site/preview/kit.js';

const params = { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }, required: ['id'] } as const;

export async function previewKitRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/editor/pages/:id/preview-kit', { schema: { params } }, async (request) => {
    await ctx.user(request, 'read');
    await ctx.live.refresh();
    const site = ctx.live.loadedSite();
    const renderer = site.renderer;
    const page = renderer.content.collections.find((c) => c.id === request.params.id && (c.typeName === 'page' || c.type === 10));
    if (!page) throw editorError('NOT_FOUND');
    const { locks: _locks, ...content } = renderer.content;
    const kit: PreviewKit = {
      revision: ctx.live.revision,
      page: { id: page.id, urlId: page.urlId, path: `${renderer.prefixOf(typeof page.language === 'string' ? page.language : '')}/${page.urlId}` },
      theme: kitTheme(site.theme),
      content: withoutSecrets(content),
      tweakClasses: site.css.bodyClasses,
      tweakJSON: site.css.tweakValues,
      stylesheetUrl: SITE_STYLESHEET_URL,
    };
    return kit;
  });
}
