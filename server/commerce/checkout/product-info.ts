/**
 * What the checkout shows of each product beyond the cart's catalogue:
 * its page URL (in its own language), its main image and its subscription
 * plan, read from the site content (again for each newer revision the
 * catalogue takes in, when the editor changes the content).
 */
import { splitByLanguage } from '../../../site/content/languages.js';
import { SiteIndex } from '../../../site/content/site-index.js';
import type { SiteContent } from '../../../site/content/types.js';

export interface ProductInfo {
  url: string;
  imageUrl: string;
  imageAlt: string;
  /** `structuredContent.subscriptionPlan`, when the product has one. */
  plan: unknown;
  /** The content item itself (for the engine's price captions). */
  item: Record<string, unknown>;
}

export class ProductInfoIndex {
  private byId = new Map<string, ProductInfo>();

  constructor(content: SiteContent) {
    this.replace(content);
  }

  replace(content: SiteContent): void {
    this.byId = new Map();
    for (const site of splitByLanguage(content)) {
      const index = new SiteIndex(site.content, site.prefix);
      for (const c of site.content.collections) {
        for (const item of c.items ?? []) {
          const sc = item.structuredContent as Record<string, unknown> | undefined;
          if (!sc || sc.productType === undefined || this.byId.has(item.id)) continue;
          const asset = typeof item.assetUrl === 'string' ? item.assetUrl : '';
          this.byId.set(item.id, {
            url: index.itemUrl(c, item),
            imageUrl: asset ? `${asset}${asset.includes('?') ? '&' : '?'}format=300w` : '',
            imageAlt: typeof item.title === 'string' ? item.title : '',
            plan: sc.subscriptionPlan,
            item,
          });
        }
      }
    }
  }

  get(itemId: string): ProductInfo | undefined {
    return this.byId.get(itemId);
  }
}
