/**
 * The cart of a signed-in account (issue 18): one open cart per account,
 * linked in `account_carts`, so it follows the account across devices.
 *
 * - On sign-in the browser's anonymous cart merges into the account's: an
 *   entry of the same item and variant without form answers adds its
 *   quantity to the account's entry, others move across. Held units move
 *   with their entry (stock-holds.ts); what a rule no longer allows (more
 *   than QUANTITY_MAX in one entry, a second unit of a single-quantity
 *   service, more than the per-cart cap of a limited variant, more than
 *   MAX_CART_ENTRIES entries) is given back to stock.
 * - On sign-out with cloneCart the browser keeps a copy of the account's
 *   cart: a new anonymous cart taking its own units (entries that stock no
 *   longer covers are left out).
 *
 * Each is one store transaction.
 */
import { QUANTITY_MAX, ProductType } from '../../engine/commerce/model.js';
import type { Tx } from '../store/index.js';
import type { CartService } from './cart-service.js';
import {
  createCart,
  deleteEntry,
  findOpenCart,
  giveBackStock,
  insertEntry,
  listEntries,
  setEntryQuantity,
  takeStock,
  touchCart,
  type CartRow,
  type EntryRow,
} from './cart-repo.js';
import { MAX_CART_ENTRIES } from './rules.js';
import { holdUntil, releaseLapsedOf } from './stock-holds.js';

export interface MergeResult {
  /** The account's cart after the merge (the browser's cart cookie takes it). */
  cartId: string;
  /** Units given back to stock because a rule no longer allowed them. */
  unitsReturned: number;
}

export class CartMerge {
  constructor(private readonly carts: CartService) {}

  private get store() {
    return this.carts.store;
  }

  /** The account's open cart id, if it has one. */
  async accountCart(userId: string): Promise<string | undefined> {
    const link = await this.store.db.selectFrom('account_carts').select('cart_id').where('user_id', '=', userId).executeTakeFirst();
    if (!link) return undefined;
    const cart = await findOpenCart(this.store.db, link.cart_id, 'cart', false);
    return cart?.id;
  }

  /**
   * Sign-in: merges the browser's cart (`anonymousCartId`, from its cookie)
   * into the account's; an account without an open cart takes the browser's,
   * or a new empty one. A cart linked to another account is never merged.
   */
  async signIn(userId: string, anonymousCartId: string | undefined): Promise<MergeResult> {
    return this.store.change(async (tx) => {
      const lock = this.store.lockRows;
      const link = await tx.selectFrom('account_carts').select('cart_id').where('user_id', '=', userId).executeTakeFirst();
      const mine = link ? await findOpenCart(tx, link.cart_id, 'cart', lock) : undefined;
      let other: CartRow | undefined;
      if (anonymousCartId !== undefined && anonymousCartId !== mine?.id) {
        const owner = await tx.selectFrom('account_carts').select('user_id').where('cart_id', '=', anonymousCartId).executeTakeFirst();
        if (!owner || owner.user_id === userId) other = await findOpenCart(tx, anonymousCartId, 'cart', lock);
      }
      if (!mine) {
        const now = this.carts.now();
        const cart = other ?? (await createCart(tx, 'cart', this.carts.catalogue.websiteId, this.carts.catalogue.currency, now, holdUntil(now, this.carts.holds)));
        await linkCart(tx, userId, cart.id);
        return { cartId: cart.id, unitsReturned: 0 };
      }
      if (!other) return { cartId: mine.id, unitsReturned: 0 };
      const unitsReturned = await this.mergeInto(tx, mine, other);
      return { cartId: mine.id, unitsReturned };
    });
  }

  /**
   * Sign-out with cloneCart: a new anonymous cart with the account cart's
   * entries, each taking its own units; undefined when there is nothing to copy.
   */
  async cloneForSignOut(userId: string): Promise<string | undefined> {
    return this.store.change(async (tx) => {
      const link = await tx.selectFrom('account_carts').select('cart_id').where('user_id', '=', userId).executeTakeFirst();
      const mine = link ? await findOpenCart(tx, link.cart_id, 'cart', false) : undefined;
      if (!mine) return undefined;
      const entries = await listEntries(tx, mine.id);
      if (entries.length === 0) return undefined;
      const now = this.carts.now();
      const copy = await createCart(tx, 'cart', mine.website_id, mine.currency, now, holdUntil(now, this.carts.holds));
      let position = 0;
      for (const e of entries) {
        await releaseLapsedOf(tx, e.stock_item_id, e.sku, now);
        if ((await takeStock(tx, e.stock_item_id, e.sku, e.quantity)) !== 'taken') continue;
        const { id: _id, position: _p, created_at: _c, ...rest } = e;
        await insertEntry(tx, { ...rest, cart_id: copy.id, held_quantity: e.quantity }, ++position);
      }
      return position > 0 ? copy.id : undefined;
    });
  }

  private async mergeInto(tx: Tx, target: CartRow, source: CartRow): Promise<number> {
    const targetEntries = await listEntries(tx, target.id, this.store.lockRows);
    let count = targetEntries.length;
    let position = targetEntries.reduce((m, e) => Math.max(m, e.position), 0);
    let returned = 0;
    const cap = await this.carts.maxPerVariant(tx);
    for (const e of await listEntries(tx, source.id, this.store.lockRows)) {
      const same = e.additional_fields === null ? targetEntries.find((t) => t.item_id === e.item_id && t.sku === e.sku && t.additional_fields === null) : undefined;
      const inCart = targetEntries.filter((t) => t.stock_item_id === e.stock_item_id && t.sku === e.sku).reduce((s, t) => s + t.quantity, 0);
      const room = this.allowed(e, inCart, cap);
      if (same) {
        const keep = Math.max(0, Math.min(e.quantity, QUANTITY_MAX - same.quantity, room));
        // The kept units bring their holds along; the rest go back to stock.
        const moved = Math.min(e.held_quantity, keep);
        if (keep > 0) {
          same.quantity += keep;
          same.held_quantity += moved;
          await setEntryQuantity(tx, same.id, same.quantity, same.held_quantity);
        }
        returned += await this.giveBack(tx, e, e.held_quantity - moved);
        await deleteEntry(tx, e.id);
        continue;
      }
      const keep = Math.min(e.quantity, room);
      if (keep <= 0 || count >= MAX_CART_ENTRIES) {
        returned += await this.giveBack(tx, e, e.held_quantity);
        await deleteEntry(tx, e.id);
        continue;
      }
      const held = Math.min(e.held_quantity, keep);
      if (keep < e.quantity) {
        returned += await this.giveBack(tx, e, e.held_quantity - held);
        await setEntryQuantity(tx, e.id, keep, held);
      }
      await tx.updateTable('cart_entries').set({ cart_id: target.id, position: ++position }).where('id', '=', e.id).execute();
      targetEntries.push({ ...e, cart_id: target.id, quantity: keep, held_quantity: held, position });
      count++;
    }
    await tx.deleteFrom('carts').where('id', '=', source.id).execute();
    const now = this.carts.now();
    await touchCart(tx, target.id, now, holdUntil(now, this.carts.holds));
    return returned;
  }

  /**
   * Units of the entry's variant the target may still take, holding `inCart`:
   * a single-quantity service allows one in all, a limited variant the
   * per-cart cap.
   */
  private allowed(e: EntryRow, inCart: number, cap: number): number {
    const single = e.product_type === ProductType.SERVICE && !this.carts.catalogue.multipleQuantityForServices;
    if (single) return Math.max(0, 1 - inCart);
    const limited = this.carts.catalogue.get(e.item_id)?.variants.some((v) => v.sku === e.sku && !v.unlimited) ?? false;
    return limited ? Math.max(0, cap - inCart) : Number.MAX_SAFE_INTEGER;
  }

  private async giveBack(tx: Tx, e: EntryRow, n: number): Promise<number> {
    if (n <= 0) return 0;
    await giveBackStock(tx, e.stock_item_id, e.sku, n);
    return n;
  }
}

async function linkCart(tx: Tx, userId: string, cartId: string): Promise<void> {
  await tx.deleteFrom('account_carts').where('user_id', '=', userId).execute();
  await tx.insertInto('account_carts').values({ user_id: userId, cart_id: cartId }).execute();
}
