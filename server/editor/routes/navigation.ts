/**
 * Navigation (SPEC section 7):
 *
 *   POST /api/widget/UpdateNavigation   fieldName (the navigation), templateId, navigation.items
 *   GET  /api/commondata/GetSiteLayout  every navigation as { identifier, links }
 *   GET  /api/editor/navigation/collections  what a link may point at, and the navigations the theme declares (Vitrine's)
 *
 * Both fail with 'Unable to find site main navigation' when the site has no
 * main navigation (no layout). An item links a collection (a folder's item
 * may nest the folder's pages) or an external link; member-area links are
 * not offered yet.
 */
import type { FastifyInstance } from 'fastify';
import { NAV_LINK_TITLE_MAX_LENGTH, NAV_LINK_URL_MAX_LENGTH } from '../../../editor/limits.js';
import { MAX_NAVIGATION_LINKS } from '../../../editor/orderable-lists.js';
import { isSafeLink } from '../../../site/content/safe-links.js';
import type { EditorContext } from '../context.js';
import { collectionsOf, navigationsOf, type DocCollection, type DocNavLink } from '../doc.js';
import { editorError } from '../errors.js';
import type { Json } from '../content-store.js';

/** The navigation the platform calls the site's main one. */
export const MAIN_NAVIGATION = 'mainNav';
/** Links of one navigation (and pages of one folder), at most: a hand-ordered list (editor/orderable-lists.ts). */
export { MAX_NAVIGATION_LINKS };

interface NavItem {
  collectionId?: string | null;
  externalLink?: { url: string; title: string; newWindow?: boolean } | null;
  memberAreaId?: string | null;
  items?: NavItem[];
}

const external = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'title'],
      properties: { url: { type: 'string', minLength: 1, maxLength: NAV_LINK_URL_MAX_LENGTH }, title: { type: 'string', minLength: 1, maxLength: NAV_LINK_TITLE_MAX_LENGTH }, newWindow: { type: 'boolean' } },
    },
  ],
} as const;
const itemProps = {
  collectionId: { type: ['string', 'null'], maxLength: 64 },
  externalLink: external,
  memberAreaId: { type: ['string', 'null'], maxLength: 64 },
} as const;
const leaf = { type: 'object', additionalProperties: false, properties: { ...itemProps, items: { type: 'array', maxItems: 0 } } } as const;
const item = { type: 'object', additionalProperties: false, properties: { ...itemProps, items: { type: 'array', maxItems: MAX_NAVIGATION_LINKS, items: leaf } } } as const;

const updateSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['fieldName', 'templateId', 'navigation'],
    properties: {
      fieldName: { type: 'string', minLength: 1, maxLength: 100 },
      templateId: { type: 'string', maxLength: 100 },
      navigation: { type: 'object', additionalProperties: false, required: ['items'], properties: { items: { type: 'array', maxItems: MAX_NAVIGATION_LINKS, items: item } } },
    },
  },
} as const;

/** One item as the stored link; a folder's nested items become its pages. */
function toLink(it: NavItem, byId: Map<string, DocCollection>, nested: boolean): DocNavLink {
  if (it.memberAreaId != null) throw editorError('NOT_AN_OPTION', { val: it.memberAreaId });
  const hasCollection = it.collectionId != null;
  if (hasCollection === (it.externalLink != null)) throw editorError('INVALID_REQUEST');
  if (it.externalLink) {
    if (it.items?.length) throw editorError('INVALID_REQUEST');
    if (!isSafeLink(it.externalLink.url)) throw editorError('NOT_A_PAGE_URL', { val: it.externalLink.url });
    return { externalLink: { url: it.externalLink.url, title: it.externalLink.title, newWindow: it.externalLink.newWindow === true } };
  }
  const c = byId.get(it.collectionId!);
  if (!c) throw editorError('NOT_A_PAGE_URL', { val: it.collectionId! });
  if (c.folder === true) {
    if (nested) throw editorError('INVALID_REQUEST');
    if (it.items) c.collections = it.items.map((child) => {
      const link = toLink(child, byId, true);
      if (!('collection' in link)) throw editorError('INVALID_REQUEST');
      return link.collection;
    });
    return { folder: c.urlId };
  }
  if (it.items?.length) throw editorError('INVALID_REQUEST');
  return { collection: c.urlId };
}

/** A stored link as GetSiteLayout shows it. */
function linkView(link: DocNavLink, byUrlId: Map<string, DocCollection>): Json | null {
  if ('externalLink' in link) return { externalLink: link.externalLink, title: link.externalLink.title, url: link.externalLink.url };
  const urlId = 'folder' in link ? link.folder : link.collection;
  const c = byUrlId.get(urlId);
  if (!c) return null;
  const view: Json = { collectionId: c.id, title: typeof c.navigationTitle === 'string' ? c.navigationTitle : (c.title ?? c.urlId), url: `/${c.urlId}` };
  if ('folder' in link) view.items = ((c.collections as string[] | undefined) ?? []).map((u) => linkView({ collection: u }, byUrlId)).filter((v) => v !== null);
  return view;
}

/** The collections a navigation links: a page the editor wrote in another language (it may share its page's url id) is reached through its page. */
const defaultLanguageCollections = (doc: Json) => collectionsOf(doc).filter((c) => typeof c.editorTranslationOf !== 'string');

export async function navigationRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.post<{ Body: { fieldName: string; templateId: string; navigation: { items: NavItem[] } } }>('/api/widget/UpdateNavigation', { schema: updateSchema }, async (request) => {
    const user = await ctx.user(request, 'edit');
    const { fieldName, navigation } = request.body;
    const declared = new Set(ctx.live.loadedSite().theme.conf.navigations.map((n) => n.name));
    const { revision, result } = await ctx.content.change({ accountId: user.accountId, summary: `updated navigation ${fieldName}` }, (doc) => {
      const navs = navigationsOf(doc);
      if (!Array.isArray(navs[MAIN_NAVIGATION])) throw editorError('NO_MAIN_NAVIGATION');
      if (!declared.has(fieldName) && !Array.isArray(navs[fieldName])) throw editorError('NOT_AN_OPTION', { val: fieldName });
      const byId = new Map(collectionsOf(doc).map((c) => [c.id, c]));
      navs[fieldName] = navigation.items.map((it) => toLink(it, byId, false));
      return navs[fieldName];
    });
    return { revision, fieldName, links: result };
  });

  app.get('/api/editor/navigation/collections', async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    const declared = ctx.live.loadedSite().theme.conf.navigations.map((n) => n.name);
    const navigations = [...new Set([...Object.keys(navigationsOf(doc)), ...declared])];
    const collections = defaultLanguageCollections(doc).map((c) => ({ id: c.id, urlId: c.urlId, title: typeof c.navigationTitle === 'string' ? c.navigationTitle : typeof c.title === 'string' ? c.title : c.urlId, folder: c.folder === true }));
    return { revision, navigations, collections };
  });

  app.get('/api/commondata/GetSiteLayout', async (request) => {
    await ctx.user(request, 'read');
    const { revision, doc } = await ctx.content.read();
    const navs = navigationsOf(doc);
    if (!Array.isArray(navs[MAIN_NAVIGATION])) throw editorError('NO_MAIN_NAVIGATION');
    const byUrlId = new Map(defaultLanguageCollections(doc).map((c) => [c.urlId, c]));
    const layout = Object.entries(navs)
      .filter(([, links]) => Array.isArray(links))
      .map(([identifier, links]) => ({ identifier, links: links.map((l) => linkView(l, byUrlId)).filter((v) => v !== null) }));
    return { revision, layout };
  });
}
