/**
 * Every page path of a loaded site, per language: the home page, each
 * enabled collection (lists, pages, folders), each item, /search and
 * /cart, and the not-found page (at /404).
 */
import { splitByLanguage } from '../../site/content/languages.js';
import { SiteIndex } from '../../site/content/site-index.js';
import type { SiteRenderer } from '../../site/site-renderer.js';

/** The path the not-found page is rendered at (its canonical URL), unless the site has a page there. */
export const NOT_FOUND_PATH = '/404';
const NOT_FOUND_PROBE = '/__vitrine-not-found__';

export interface SitePath {
  path: string;
  kind: 'home' | 'collection' | 'item' | 'system' | 'not-found';
  /** The language prefix ('' for the default language). */
  prefix: string;
}

export function sitePaths(renderer: SiteRenderer): SitePath[] {
  const out: SitePath[] = [];
  const seen = new Set<string>();
  const add = (p: SitePath) => {
    if (seen.has(p.path)) return;
    seen.add(p.path);
    out.push(p);
  };
  for (const site of splitByLanguage(renderer.content)) {
    const index = new SiteIndex(site.content, site.prefix);
    const prefix = site.prefix;
    if (index.homepage) add({ path: `${prefix}/`, kind: 'home', prefix });
    for (const c of site.content.collections) {
      if (!index.enabled(c) || c.urlId.includes('/')) continue;
      add({ path: index.fullUrl(c), kind: c === index.homepage ? 'home' : 'collection', prefix });
      for (const item of c.items ?? []) if (typeof item.urlId === 'string' && item.urlId && !item.urlId.includes('/')) add({ path: index.itemUrl(c, item), kind: 'item', prefix });
    }
    add({ path: `${prefix}/search`, kind: 'system', prefix });
    add({ path: `${prefix}/cart`, kind: 'system', prefix });
    add({ path: `${prefix}${index.byUrlId.has('404') ? NOT_FOUND_PROBE : NOT_FOUND_PATH}`, kind: 'not-found', prefix });
  }
  return out;
}
