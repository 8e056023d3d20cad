/**
 * Access bought to paywalled pages (107). A paywalled collection names the
 * products that unlock it (`paywallProductIds`); when an order with one of
 * them is placed, checkout calls `grantPaidAccess` inside the order's
 * transaction, and the buyer's account gets the page's access id
 * (access.ts paywallAccessId) as a membership of source 'purchase'.
 */
import type { SiteContent } from '../../site/content/types.js';
import { accessHolders } from '../../site/content/video-lessons.js';
import { paywallAccessId } from '../../site/routing/access.js';
import type { Tx } from '../store/index.js';
import { addMembership } from './account-repo.js';

/** Product id -> the access ids its purchase grants. */
export function paywallProducts(content: SiteContent): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of accessHolders(content)) {
    if (c.paywall !== true || !Array.isArray(c.paywallProductIds)) continue;
    for (const id of c.paywallProductIds) {
      if (typeof id !== 'string') continue;
      out.set(id, [...(out.get(id) ?? []), paywallAccessId(c)]);
    }
  }
  return out;
}

/**
 * Checkout's hook (checkout-service.ts onPlaced): the account whose cart
 * was bought (account_carts) gets what its items unlock. A cart of no
 * account grants nothing: the paywall's offer sends a visitor to sign in
 * before checkout, so their cart is the account's.
 */
export async function grantForCart(tx: Tx, cartId: string, itemIds: readonly string[], products: ReadonlyMap<string, readonly string[]>): Promise<string[]> {
  if (!itemIds.some((id) => products.has(id))) return [];
  const link = await tx.selectFrom('account_carts').select('user_id').where('cart_id', '=', cartId).executeTakeFirst();
  return link ? grantPaidAccess(tx, link.user_id, itemIds, products) : [];
}

/** Grants what the ordered items unlock; returns the access ids granted. */
export async function grantPaidAccess(tx: Tx, userId: string, itemIds: readonly string[], products: ReadonlyMap<string, readonly string[]>): Promise<string[]> {
  const granted = new Set<string>();
  for (const item of itemIds) for (const access of products.get(item) ?? []) granted.add(access);
  for (const access of granted) await addMembership(tx, userId, access, 'purchase');
  return [...granted];
}
