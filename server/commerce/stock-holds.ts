/**
 * Stock held by carts, as real stores hold it. An entry holds the units it
 * took (`held_quantity`) while its cart's hold lasts (HoldPolicy.holdMs,
 * extended by every change to the cart); a lapsed hold goes back to stock,
 * by the sweeper every SWEEP_INTERVAL_MS and, at once, whenever someone
 * adds the same variant (so a lapsed cart never blocks a live one). The
 * lapsed cart keeps its entries: its next change takes their units again
 * when stock allows. Stock is taken for good only when an order is placed
 * (`commitHolds`).
 *
 * Invariant, on SQLite and PostgreSQL and across processes: a variant's
 * stock plus every entry's held units stays what it was, less what orders
 * took. Each change of `held_quantity` is a compare-and-set on the value
 * read, paired with the opposite stock change in the same transaction, so
 * two sweepers or a sweeper and the owner never give the same units back
 * twice.
 */
import { locksRows, type Store, type Tx } from '../store/index.js';
import { giveBackStock, listEntries, takeStock, type EntryRow } from './cart-repo.js';
import { commerceError } from './errors.js';

export interface HoldPolicy {
  /** How long a cart holds its units after its last change (ms). */
  holdMs: number;
  /** Units of one limited variant one cart may hold. */
  maxPerVariant: number;
}

export const DEFAULT_HOLD_MINUTES = 30;
export const DEFAULT_MAX_PER_VARIANT = 20;
export const DEFAULT_HOLD_POLICY: HoldPolicy = { holdMs: DEFAULT_HOLD_MINUTES * 60_000, maxPerVariant: DEFAULT_MAX_PER_VARIANT };
/** How often each process sweeps lapsed holds. */
export const SWEEP_INTERVAL_MS = 60_000;
/** Entries released per sweep transaction (short transactions keep adds flowing). */
export const SWEEP_BATCH = 200;

type HeldEntry = Pick<EntryRow, 'id' | 'stock_item_id' | 'sku' | 'held_quantity'>;

const byStockRow = (a: HeldEntry, b: HeldEntry) => (a.stock_item_id < b.stock_item_id ? -1 : a.stock_item_id > b.stock_item_id ? 1 : a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);

/** When a cart changed at `now` stops holding its units. */
export function holdUntil(now: Date, policy: HoldPolicy): string {
  return new Date(now.getTime() + policy.holdMs).toISOString();
}

/** Sets an entry's held units from `from` to `to` only if nobody changed them since they were read. */
async function swapHeld(tx: Tx, id: string, from: number, to: number): Promise<boolean> {
  const r = await tx.updateTable('cart_entries').set({ held_quantity: to }).where('id', '=', id).where('held_quantity', '=', from).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

async function release(tx: Tx, entries: HeldEntry[]): Promise<number> {
  let released = 0;
  for (const e of entries) {
    const held = Number(e.held_quantity);
    if (held > 0 && (await swapHeld(tx, e.id, held, 0))) {
      await giveBackStock(tx, e.stock_item_id, e.sku, held);
      released++;
    }
  }
  return released;
}

interface StockKey {
  stockItemId: string;
  sku?: string | undefined;
}

/** Entries of unpurchased carts other than `exceptCart` whose hold lapsed before `nowIso`, optionally of one item or variant, in stock-row order. */
function lapsed(tx: Tx, nowIso: string, variant?: StockKey, exceptCart?: string) {
  return tx
    .selectFrom('cart_entries as e')
    .innerJoin('carts as c', 'c.id', 'e.cart_id')
    .select(['e.id', 'e.stock_item_id', 'e.sku', 'e.held_quantity'])
    .where('e.held_quantity', '>', 0)
    .where('c.is_purchased', '=', 0)
    .where('c.hold_expires_at', '<', nowIso)
    .$if(variant !== undefined, (q) => q.where('e.stock_item_id', '=', variant!.stockItemId))
    .$if(variant?.sku !== undefined, (q) => q.where('e.sku', '=', variant!.sku!))
    .$if(exceptCart !== undefined, (q) => q.where('c.id', '!=', exceptCart!))
    .orderBy('e.stock_item_id')
    .orderBy('e.sku');
}

/**
 * Lapsed entries a release may take now: on PostgreSQL their rows are
 * locked, skipping those a change of their own cart holds (it may be
 * taking them again), so a release never waits on a cart.
 */
function lapsedToRelease(tx: Tx, nowIso: string, variant?: StockKey, exceptCart?: string) {
  const q = lapsed(tx, nowIso, variant, exceptCart);
  return locksRows(tx) ? q.forUpdate('e').skipLocked() : q;
}

/**
 * The read-time check: gives back the lapsed holds of one variant, inside
 * the change of `actingCart` about to take from it. The acting cart's own
 * entries are left to `rehold`: the change has read them, and releasing
 * them under it would let it write back units it no longer holds. The
 * change locks its cart's entries before calling this, so a sweeper never
 * holds one of them while waiting for a stock row the change holds (a
 * deadlock PostgreSQL breaks only after its deadlock_timeout, a second).
 */
export async function releaseLapsedOf(tx: Tx, stockItemId: string, sku: string, now: Date, actingCart?: string): Promise<number> {
  return release(tx, await lapsedToRelease(tx, now.toISOString(), { stockItemId, sku }, actingCart).execute());
}

/** Units of each sku of an item that lapsed holds still count, other than `exceptCart`'s (for the stock a shopper is shown). */
export async function lapsedUnitsOf(db: Tx, stockItemId: string, nowIso: string, exceptCart: string | undefined): Promise<Map<string, number>> {
  const rows = await lapsed(db, nowIso, { stockItemId }, exceptCart).execute();
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.sku, (out.get(r.sku) ?? 0) + Number(r.held_quantity));
  return out;
}

/** The sweeper: gives back every lapsed hold, a batch per transaction; answers how many entries it released. */
export async function sweepLapsedHolds(store: Store, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  let total = 0;
  for (;;) {
    const released = await store.change(async (tx) => release(tx, await lapsedToRelease(tx, nowIso).limit(SWEEP_BATCH).execute()));
    total += released;
    if (released < SWEEP_BATCH) return total;
  }
}

/** Takes again the units of entries whose hold lapsed; answers the entries stock could not cover. */
export async function rehold(tx: Tx, entries: EntryRow[]): Promise<EntryRow[]> {
  const short: EntryRow[] = [];
  // Stock rows in one order, so changes rarely wait on each other in a circle (PostgreSQL runs a deadlock victim again).
  for (const e of [...entries].sort(byStockRow)) {
    const missing = e.quantity - e.held_quantity;
    if (missing <= 0) continue;
    if ((await takeStock(tx, e.stock_item_id, e.sku, missing)) !== 'taken') short.push(e);
    else if (await swapHeld(tx, e.id, e.held_quantity, e.quantity)) e.held_quantity = e.quantity;
    else await giveBackStock(tx, e.stock_item_id, e.sku, missing);
  }
  return short;
}

/**
 * Called by checkout inside the transaction that places the order for
 * `cartId`: every entry must hold its units (a lapsed hold is taken again
 * when stock allows), else it throws the commerce error NOT_ENOUGH_STOCK
 * and the order is not placed. After it, the units are sold: no sweeper
 * gives them back.
 */
export async function commitHolds(tx: Tx, cartId: string, _now: Date): Promise<void> {
  const entries = await listEntries(tx, cartId, locksRows(tx));
  if ((await rehold(tx, entries)).length > 0) throw commerceError('NOT_ENOUGH_STOCK');
  await tx.updateTable('cart_entries').set({ held_quantity: 0 }).where('cart_id', '=', cartId).execute();
}
