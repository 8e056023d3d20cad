/**
 * The member areas of the site content: which ids a join button may join
 * (free member areas), keyed by the area id and by the id of each of its
 * collections (the access page's join button sends the page's id).
 * Paywalled pages are bought, never joined.
 */
import type { SiteContent } from '../../site/content/types.js';
import { accessHolders } from '../../site/content/video-lessons.js';
import { memberAreaOf } from '../../site/routing/access.js';

export function joinableAreas(content: SiteContent): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of accessHolders(content)) {
    const area = memberAreaOf(c);
    if (area === null || c.paywall === true) continue;
    out.set(area, area);
    out.set(c.id, area);
  }
  return out;
}
