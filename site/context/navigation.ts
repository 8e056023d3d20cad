/**
 * Navigation JSON (DEVELOPER-MODE 5.5): `{items, active: false, folderActive}`
 * with collection links, folder links holding their children, and external
 * links. `active` marks the current page's collection, `folderActive` a
 * folder that is or contains it.
 */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, Json } from '../content/types.js';
import { collectionJson } from './collection-json.js';

export interface NavigationJson extends Json {
  items: Json[];
  active: false;
  folderActive: boolean;
}

export function buildNavigation(index: SiteIndex, navigationId: string, current: CollectionContent | null): NavigationJson | null {
  const links = index.content.navigations[navigationId];
  if (!links) return null;
  let anyFolderActive = false;
  const link = (c: CollectionContent): Json => ({ active: c === current, folderActive: false, collection: collectionJson(index, c) });
  const items: Json[] = [];
  for (const l of links) {
    if ('externalLink' in l) {
      items.push({ active: false, folderActive: false, title: l.externalLink.title, externalLink: { newWindow: false, ...l.externalLink } });
      continue;
    }
    const urlId = 'folder' in l ? l.folder : l.collection;
    const c = index.byUrlId.get(urlId);
    if (!c || !index.enabled(c)) continue;
    if (c.folder) {
      const children = index.children(c);
      const folderActive = current !== null && (c === current || children.includes(current));
      anyFolderActive ||= folderActive;
      items.push({ active: false, folderActive, collection: collectionJson(index, c), items: children.map(link) });
    } else items.push(link(c));
  }
  return { items, active: false, folderActive: anyFolderActive };
}
