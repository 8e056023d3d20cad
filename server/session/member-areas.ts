/**
 * The member areas of the site content: which ids a join button may join
 * (free member areas), keyed by the area id and by the id of each of its
 * collections (the access page's join button sends the page's id).
 * Paywalled pages are bought, never joined, and so is an area that holds one.
 */
import type { SiteContent } from '../../site/content/types.js';
import { accessHolders } from '../../site/content/video-lessons.js';
import { memberAreaOf } from '../../site/routing/access.js';

export function joinableAreas(content: SiteContent): Map<string, string> {
  const holders = accessHolders(content);
  // An area one of whose pages (or videos, or lessons) is paywalled is bought: the others in it do not make it free to join.
  const bought = new Set(holders.filter((c) => c.paywall === true).map(memberAreaOf).filter((a): a is string => a !== null));
  const out = new Map<string, string>();
  for (const c of holders) {
    const area = memberAreaOf(c);
    if (area === null || c.paywall === true || bought.has(area)) continue;
    out.set(area, area);
    out.set(c.id, area);
  }
  return out;
}
