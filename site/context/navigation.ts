/**
 * Navigation JSON (DEVELOPER-MODE 5.5): `{items, active: false, folderActive}`
 * with collection links, folder links holding their children, and external
 * links. `active` marks the current page's collection, `folderActive` a
 * folder that is or contains it.
 *
 * SPEC section 9 names three special names:
 * - the `hidden` navigation holds pages that are live at their address but
 *   linked from nowhere (the editor's "not linked" pages): asked for, it
 *   lists nothing;
 * - the `member-area` navigation is the menu of a member area: it lists its
 *   links only on a page of a member area (which only that area's members
 *   reach, site/routing/access.ts; an access page shows none), leaving out
 *   the pages of other member areas, so no page that visitors share shows
 *   a member's menu;
 * - the `readme` page is the site's notes for whoever builds it: no
 *   navigation lists it and site search does not find it.
 */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, Json } from '../content/types.js';
import { memberAreaOf } from '../routing/access.js';
import { collectionJson } from './collection-json.js';

export const HIDDEN_NAVIGATION = 'hidden';
export const MEMBER_AREA_NAVIGATION = 'member-area';
export const README_PAGE = 'readme';

/** Navigations that are empty by design on most pages (no diagnostic for that). */
export const emptyByDesign = (navigationId: string): boolean => navigationId === HIDDEN_NAVIGATION || navigationId === MEMBER_AREA_NAVIGATION;

/** Whether a page is the readme page (never listed). */
export const isReadme = (c: CollectionContent): boolean => c.urlId === README_PAGE;

/** The member area of the page `current`, or of its folder; null on a public page. */
function areaOfPage(index: SiteIndex, current: CollectionContent | null): string | null {
  if (!current) return null;
  const folder = index.parentFolder(current);
  return memberAreaOf(current) ?? (folder ? memberAreaOf(folder) : null);
}

export interface NavigationJson extends Json {
  items: Json[];
  active: false;
  folderActive: boolean;
}

/** `opened`: the page the visitor is let into (null on an access page); the member-area menu follows it. */
export function buildNavigation(index: SiteIndex, navigationId: string, current: CollectionContent | null, opened: CollectionContent | null = current): NavigationJson | null {
  const links = index.content.navigations[navigationId];
  if (!links) return null;
  const empty: NavigationJson = { items: [], active: false, folderActive: false };
  if (navigationId === HIDDEN_NAVIGATION) return empty;
  const area = navigationId === MEMBER_AREA_NAVIGATION ? areaOfPage(index, opened) : null;
  if (navigationId === MEMBER_AREA_NAVIGATION && area === null) return empty;
  // In the member-area menu, a page of another member area is left out (public pages may be linked).
  const listed = (c: CollectionContent) => !isReadme(c) && (area === null || memberAreaOf(c) === null || memberAreaOf(c) === area);
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
    if (!c || !index.enabled(c) || !listed(c)) continue;
    if (c.folder) {
      const children = index.children(c).filter(listed);
      const folderActive = current !== null && (c === current || children.includes(current));
      anyFolderActive ||= folderActive;
      items.push({ active: false, folderActive, collection: collectionJson(index, c), items: children.map(link) });
    } else items.push(link(c));
  }
  return { items, active: false, folderActive: anyFolderActive };
}
