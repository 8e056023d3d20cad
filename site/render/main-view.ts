/**
 * Which template renders the main content of a route (DEVELOPER-MODE
 * 1.4.2): a collection's list or item view, a folder's index, a page
 * template, a regular page's block layout, or a built-in system view.
 */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, Json } from '../content/types.js';
import type { DiagnosticList } from '../diagnostics.js';
import type { Route } from '../routing/resolve-route.js';
import type { Theme } from '../theme/types.js';
import { itemJson } from '../context/collection-json.js';
import { systemItemView, systemListView } from './system-collection.js';

export type MainView =
  | { kind: 'template'; source: string; file: string; view: 'list' | 'item' | 'page'; context?: Json }
  | { kind: 'html'; html: string; view: 'page' }
  | { kind: 'missing'; view: 'list' | 'item' };

const SYSTEM_VIEW_FILE = '(built-in system view)';
const EDITOR_PAGE_FILE = '(editor page)';

/** The block field of a page laid out in the editor (site/editor-layout/page-block-field.ts); a safe id only, as it goes into the view's source. */
function editorField(c: CollectionContent): string | null {
  const f = (c as Json).editorBlockField;
  return typeof f === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(f) ? f : null;
}

function listView(theme: Theme, index: SiteIndex, c: CollectionContent, diags: DiagnosticList): MainView {
  const type = theme.collections.get(c.typeName);
  if (type?.list) return { kind: 'template', source: type.list.text, file: type.list.path, view: 'list' };
  if (type?.item) {
    // Only an item view: the collection opens on its first item.
    const first = index.items(c)[0];
    return { kind: 'template', source: type.item.text, file: type.item.path, view: 'item', context: first ? { item: itemJson(index, c, first) } : {} };
  }
  if (type?.system || (!type && ['products', 'blog', 'events', 'gallery', 'album'].includes(c.typeName))) {
    diags.info('VIEW_SYSTEM_FALLBACK', `collections/${c.typeName}.list`, 1, 1, `no view for system collection '${c.typeName}'; the built-in view renders it`);
    return { kind: 'template', source: systemListView(c.typeName), file: SYSTEM_VIEW_FILE, view: 'list' };
  }
  diags.error('VIEW_MISSING', `collections/${c.typeName}.list`, 1, 1, `collection '${c.urlId}' has type '${c.typeName}', which has no .list or .item view`);
  return { kind: 'missing', view: 'list' };
}

export function mainView(theme: Theme, index: SiteIndex, route: Route, diags: DiagnosticList): MainView {
  switch (route.kind) {
    case 'collection': {
      const c = route.collection;
      if (c.folder) {
        const indexList = theme.collections.get('index')?.list ?? theme.collections.get(c.typeName)?.list;
        if (indexList) return { kind: 'template', source: indexList.text, file: indexList.path, view: 'list' };
        return { kind: 'html', html: '', view: 'page' };
      }
      if (c.type === 7 || theme.pages.has(c.typeName)) {
        const page = theme.pages.get(c.typeName);
        if (page) return { kind: 'template', source: page.page.text, file: page.page.path, view: 'page' };
      }
      if (c.typeName === 'page' || c.type === 10) {
        const field = editorField(c);
        if (field) return { kind: 'template', source: `<squarespace:block-field id="${field}" columns="12" />`, file: EDITOR_PAGE_FILE, view: 'page' };
        return { kind: 'html', html: typeof c.mainContent === 'string' ? c.mainContent : '', view: 'page' };
      }
      return listView(theme, index, c, diags);
    }
    case 'item': {
      const type = theme.collections.get(route.collection.typeName);
      if (type?.item) return { kind: 'template', source: type.item.text, file: type.item.path, view: 'item' };
      if (type?.system || !type) return { kind: 'template', source: systemItemView(route.collection.typeName), file: SYSTEM_VIEW_FILE, view: 'item' };
      return { kind: 'missing', view: 'item' };
    }
    default:
      return { kind: 'html', html: '', view: 'page' };
  }
}
