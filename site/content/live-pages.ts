/**
 * Content from a live site: the JSON its pages give at `?format=json`
 * (DEVELOPER-MODE.md section 5), saved one file per page, gathered into
 * one SiteContent so an author previews their real content offline.
 *
 * - the site (`website`, `websiteSettings`, `localizedStrings`) is the
 *   first page's;
 * - each page's `collection` becomes a collection (keyed by id), with the
 *   `items` of its list pages and the `item` of its item pages merged in
 *   page order (an item seen twice keeps its first copy);
 * - a folder's `collection.collections` objects become its children;
 * - `navigations` are not in page JSON (the platform renders them into the
 *   HTML): the caller gives them, else every top-level page is listed.
 */
import type { DiagnosticList } from '../diagnostics.js';
import type { CollectionContent, ItemContent, Json, NavigationLink, SiteContent } from './types.js';
import { emptyContent } from './load-content.js';

/** Platform collection types without a typeName in older pages: 10 page, 7 template page. */
const TYPE_NAMES: Record<number, string> = { 10: 'page', 7: 'page', 13: 'products' };

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A saved `?format=json` page: a `collection` object and no fixture `collections` list. */
export function isLivePage(raw: unknown): boolean {
  const r = obj(raw);
  return Object.keys(obj(r.collection)).length > 0 && !Array.isArray(r.collections);
}

function urlIdOf(c: Json): string | undefined {
  const own = str(c.urlId);
  if (own) return own;
  const path = str(c.fullUrl)?.replace(/^https?:\/\/[^/]+/, '').replace(/^\/+|\/+$/g, '');
  return path ? path.split('/').pop() : undefined;
}

function itemOf(raw: unknown): ItemContent | undefined {
  const i = obj(raw);
  const id = str(i.id);
  const urlId = urlIdOf(i) ?? id;
  return id && urlId ? ({ ...i, id, urlId } as ItemContent) : undefined;
}

export function fromLivePages(pages: { file: string; value: unknown }[], diags: DiagnosticList): SiteContent {
  const content = emptyContent();
  const byId = new Map<string, CollectionContent>();
  const order: string[] = [];
  const children = new Set<string>();

  const addCollection = (raw: Json, file: string): CollectionContent | undefined => {
    const urlId = urlIdOf(raw);
    const id = str(raw.id) ?? urlId;
    const typeName = str(raw.typeName) ?? (typeof raw.type === 'number' ? TYPE_NAMES[raw.type] : undefined) ?? (raw.folder === true ? 'folder' : undefined);
    if (!id || !urlId || !typeName) {
      diags.warn('LIVE_PAGE_COLLECTION', file, 1, 1, 'the page has a collection without id, urlId or typeName; skipped');
      return undefined;
    }
    let c = byId.get(id);
    if (!c) {
      c = { ...raw, id, urlId, typeName, items: [] } as CollectionContent;
      delete c.collections;
      if (raw.homepage === true || str(raw.fullUrl) === '/') c.homepage = true;
      byId.set(id, c);
      order.push(id);
    }
    const sub = Array.isArray(raw.collections) ? raw.collections : [];
    if (sub.length) {
      const ids: string[] = [];
      for (const s of sub) {
        const child = addCollection(obj(s), file);
        if (!child) continue;
        children.add(child.id);
        ids.push(child.urlId);
        for (const it of Array.isArray(obj(s).items) ? (obj(s).items as unknown[]) : []) addItem(child, it);
      }
      c.collections = [...new Set([...(c.collections ?? []), ...ids])];
    }
    return c;
  };

  const addItem = (c: CollectionContent, raw: unknown) => {
    const item = itemOf(raw);
    if (!item) return;
    const items = (c.items ??= []);
    if (!items.some((i) => i.id === item.id)) items.push(item);
  };

  for (const [n, { file, value }] of pages.entries()) {
    const page = obj(value);
    if (!isLivePage(page)) {
      diags.warn('LIVE_PAGE_SHAPE', file, 1, 1, 'not a page of a live site (no "collection" object); skipped');
      continue;
    }
    if (n === 0 || Object.keys(content.website).length === 0) {
      content.website = obj(page.website);
      content.websiteSettings = obj(page.websiteSettings);
      content.localizedStrings = obj(page.localizedStrings);
      if (typeof page.templateRevision === 'number') content.templateRevision = page.templateRevision;
    }
    const c = addCollection(obj(page.collection), file);
    if (!c) continue;
    if (typeof page.mainContent === 'string' && c.mainContent === undefined) c.mainContent = page.mainContent;
    for (const it of Array.isArray(page.items) ? page.items : []) addItem(c, it);
    if (page.item !== undefined) addItem(c, page.item);
  }
  content.collections = order.map((id) => byId.get(id)!);
  const top: NavigationLink[] = content.collections
    .filter((c) => !children.has(c.id) && c.enabled !== false)
    .map((c) => (c.folder === true ? { folder: c.urlId } : { collection: c.urlId }));
  content.navigations = { '*': top };
  return content;
}

/** Gives every navigation the template declares and the content lacks the default links (`*`), then drops `*`. */
export function fillNavigations(content: SiteContent, names: readonly string[]): SiteContent {
  const fallback = content.navigations['*'];
  if (!fallback) return content;
  const navigations: SiteContent['navigations'] = {};
  for (const [k, v] of Object.entries(content.navigations)) if (k !== '*') navigations[k] = v;
  for (const name of names) navigations[name] ??= fallback;
  return { ...content, navigations };
}
