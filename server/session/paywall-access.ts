/**
 * Access bought to paywalled pages (107). A paywalled collection names the
 * products that unlock it (`paywallProductIds`); when an order with one of
 * them is placed, checkout calls `grantPaidAccess` inside the order's
 * transaction, and the buyer's account gets the page's access id
 * (access.ts paywallAccessId) as a membership of source 'purchase'.
 */
import type { SiteContent } from '../site/content/types.js';
import { paywallAccessId } from '../site/routing/access.js';
import type { Tx } from '../store/index.js';
import { addMembership } from './account-repo.js';

/** Product id -> the access ids its purchase grants. */
export function paywallProducts(content: SiteContent): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of content.collections) {
    if (c.paywall !== true || !Array.isArray(c.paywallProductIds)) continue;
    for (const id of c.paywallProductIds) {
      if (typeof id !== 'string') continue;
      out.set(id, [...(out.get(id) ?? []), paywallAccessId(c)]);
    }
  }
  return out;
}

/** Grants what the ordered items unlock; returns the access ids granted. */
export async function grantPaidAccess(tx: Tx, userId: string, itemIds: readonly string[], products: ReadonlyMap<string, readonly string[]>): Promise<string[]> {
  const granted = new Set<string>();
  for (const item of itemIds) for (const access of products.get(item) ?? []) granted.add(access);
  for (const access of granted) await addMembership(tx, userId, access, 'purchase');
  return [...granted];
}
