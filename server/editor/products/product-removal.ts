/**
 * Removing a product made in the editor: the item leaves its store (with
 * its translations, which share its stock), and every cart still open
 * drops its entries of it, giving back the units they held, since it can
 * no longer be bought. Purchased carts (an order's) are left as they are,
 * and orders keep their own copies of their lines, so past orders stay
 * whole. Runs inside the content change that removes the item.
 */
import type { Tx } from '../../store/index.js';
import { deleteEntry, giveBackStock } from '../../commerce/cart-repo.js';
import type { Json } from '../content-store.js';
import { collectionsOf, isObject } from '../doc.js';

/** The marker a product made in the editor carries; only such products are removed here. */
export const EDITOR_PRODUCT_MARK = 'editorProduct';

export const isEditorProduct = (item: Json): boolean => item[EDITOR_PRODUCT_MARK] === true;

/** Removes the item `productId` and its translations from every collection; returns their ids. */
export function removeItemFamily(doc: Json, productId: string): string[] {
  const ids: string[] = [];
  for (const c of collectionsOf(doc)) {
    if (!Array.isArray(c.items)) continue;
    c.items = (c.items as unknown[]).filter((i) => {
      const gone = isObject(i) && (i.id === productId || i.translationOf === productId);
      if (gone) ids.push(String(i.id));
      return !gone;
    });
  }
  return ids;
}

/** Drops the open carts' entries of these items, giving back the units they held; returns how many entries went. */
export async function dropFromOpenCarts(tx: Tx, itemIds: readonly string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const entries = await tx
    .selectFrom('cart_entries')
    .innerJoin('carts', 'carts.id', 'cart_entries.cart_id')
    .select(['cart_entries.id', 'cart_entries.stock_item_id', 'cart_entries.sku', 'cart_entries.held_quantity'])
    .where('carts.is_purchased', '=', 0)
    .where('carts.order_id', 'is', null)
    .where((eb) => eb.or([eb('cart_entries.item_id', 'in', [...itemIds]), eb('cart_entries.stock_item_id', 'in', [...itemIds])]))
    .execute();
  for (const e of entries) {
    if (e.held_quantity > 0) await giveBackStock(tx, e.stock_item_id, e.sku, e.held_quantity);
    await deleteEntry(tx, e.id);
  }
  return entries.length;
}
