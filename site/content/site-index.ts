/**
 * The site's content indexed for routing and context building: collections
 * by urlId, folders by child, URLs, and item order (DEVELOPER-MODE 1.4.1).
 */
import { isLive } from '../../editor/page-status.js';
import type { CollectionContent, ItemContent, SiteContent } from './types.js';

export class SiteIndex {
  readonly byUrlId = new Map<string, CollectionContent>();
  readonly byId = new Map<string, CollectionContent>();
  private readonly parents = new Map<string, CollectionContent>();
  readonly homepage: CollectionContent | null;

  /** `prefix`: the language's path prefix ('' or '/fr'). */
  constructor(
    readonly content: SiteContent,
    readonly prefix = '',
  ) {
    for (const c of content.collections) {
      this.byUrlId.set(c.urlId, c);
      this.byId.set(c.id, c);
    }
    for (const c of content.collections) {
      for (const child of c.collections ?? []) if (this.byUrlId.has(child)) this.parents.set(child, c);
    }
    this.homepage = content.collections.find((c) => c.homepage === true) ?? content.collections.find((c) => !c.folder) ?? null;
  }

  /** Whether shoppers get the collection: enabled, and live (a draft, private or not yet scheduled page is not; editor/page-status.ts). */
  enabled(c: CollectionContent): boolean {
    return c.enabled !== false && isLive(c, Date.now());
  }

  /** Whether the site owner may preview it: enabled, whatever its status. */
  previewable(c: CollectionContent): boolean {
    return c.enabled !== false;
  }

  fullUrl(c: CollectionContent): string {
    return c === this.homepage ? `${this.prefix}/` : `${this.prefix}/${c.urlId}`;
  }

  itemUrl(c: CollectionContent, item: ItemContent): string {
    return `${this.prefix}/${c.urlId}/${item.urlId}`;
  }

  parentFolder(c: CollectionContent): CollectionContent | null {
    return this.parents.get(c.urlId) ?? null;
  }

  children(folder: CollectionContent): CollectionContent[] {
    return (folder.collections ?? []).map((u) => this.byUrlId.get(u)).filter((c): c is CollectionContent => !!c && this.enabled(c));
  }

  /** Items in the collection's order: newest first, by start date, or as given. */
  items(c: CollectionContent): ItemContent[] {
    const items = [...(c.items ?? [])];
    const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
    if (c.ordering === 'chronological') items.sort((a, b) => num(b.publishOn) - num(a.publishOn));
    else if (c.ordering === 'calendar') items.sort((a, b) => num(a.startDate) - num(b.startDate));
    return items;
  }
}
