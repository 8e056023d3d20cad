/**
 * The cart queries on the store: carts, their entries, and stock taken and
 * given back (how long carts hold it: stock-holds.ts). Every function takes the transaction handle of the change it
 * is part of (or `store.db` for a read).
 */
import { randomBytes } from 'node:crypto';
import { sql, type CompiledQuery, type Selectable } from 'kysely';
import type { CartEntriesTable, CartKind, CartsTable, Store, Tx } from '../store/index.js';

export type CartRow = Selectable<CartsTable>;
export type EntryRow = Selectable<CartEntriesTable>;

/** A new id: 24 hex digits, unguessable (a cart id is its owner's key). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** An unpurchased cart of the kind; `lock` takes its row lock (PostgreSQL) so changes to one cart run one at a time. */
export async function findOpenCart(tx: Tx, id: string, kind: CartKind, lock: boolean): Promise<CartRow | undefined> {
  return tx
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('is_purchased', '=', 0)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Stands for the cart id in the compiled totals query; each read swaps in its own. */
const CART_ID_PARAM = 'vitrine-cart-id-parameter';

function totalsQuery(tx: Tx, id: string) {
  return tx
    .selectFrom('carts')
    .leftJoin('cart_entries', 'cart_entries.cart_id', 'carts.id')
    .select(['carts.id as id', 'carts.currency as currency'])
    .select(sql<number | string | null>`sum(cart_entries.quantity)`.as('quantity'))
    .select(sql<number | string | null>`sum(cart_entries.quantity * cart_entries.unit_price_cents)`.as('subtotal'))
    .where('carts.id', '=', id)
    .where('carts.kind', '=', 'cart')
    .where('carts.is_purchased', '=', 0)
    .groupBy(['carts.id', 'carts.currency']);
}

type TotalsRow = { id: string; currency: string; quantity: number | string | null; subtotal: number | string | null };
/** The totals query compiled once per database handle: building and compiling it cost more than running it. */
const compiledTotals = new WeakMap<Tx, CompiledQuery<TotalsRow>>();

/**
 * An open cart's id, currency, units and subtotal in one aggregate query:
 * what the cart pill shows, read on every page a shopper with a cart loads
 * (the same sums as cartView, without reading and shaping each entry).
 * With `readRow` (a SQLite store's direct read) the query runs there.
 */
export async function cartTotals(tx: Tx, id: string, readRow?: Store['readRow']): Promise<{ id: string; currency: string; quantity: number; subtotalCents: number } | undefined> {
  let compiled = compiledTotals.get(tx);
  if (!compiled) {
    compiled = totalsQuery(tx, CART_ID_PARAM).compile() as CompiledQuery<TotalsRow>;
    compiledTotals.set(tx, compiled);
  }
  const query = { ...compiled, parameters: compiled.parameters.map((p) => (p === CART_ID_PARAM ? id : p)) };
  const row = readRow ? (readRow(query.sql, query.parameters) as TotalsRow | undefined) : (await tx.executeQuery<TotalsRow>(query)).rows[0];
  // PostgreSQL sums are bigint, which arrive as strings.
  return row && { id: row.id, currency: row.currency, quantity: Number(row.quantity ?? 0), subtotalCents: Number(row.subtotal ?? 0) };
}

export async function createCart(tx: Tx, kind: CartKind, websiteId: string, currency: string, now: Date, holdUntil: string): Promise<CartRow> {
  const at = now.toISOString();
  const row: CartRow = { id: newId(), kind, website_id: websiteId, order_id: null, is_purchased: 0, currency, created_at: at, updated_at: at, hold_expires_at: holdUntil };
  await tx.insertInto('carts').values(row).execute();
  return row;
}

/** A change to the cart: its stock holds last `holdUntil` from now. */
export async function touchCart(tx: Tx, id: string, now: Date, holdUntil: string): Promise<void> {
  await tx.updateTable('carts').set({ updated_at: now.toISOString(), hold_expires_at: holdUntil }).where('id', '=', id).execute();
}

/** The cart's entries in order; `lock` takes their row locks (PostgreSQL), so no sweeper releases them while the change runs. */
export async function listEntries(tx: Tx, cartId: string, lock = false): Promise<EntryRow[]> {
  const rows = await tx
    .selectFrom('cart_entries')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .$if(lock, (q) => q.forUpdate())
    .execute();
  return rows.map(numbers);
}

export type NewEntry = Omit<EntryRow, 'id' | 'position' | 'created_at'>;

export async function insertEntry(tx: Tx, entry: NewEntry, position: number): Promise<string> {
  const id = newId();
  await tx
    .insertInto('cart_entries')
    .values({ ...entry, id, position, created_at: new Date().toISOString() })
    .execute();
  return id;
}

export async function setEntryQuantity(tx: Tx, id: string, quantity: number, held: number): Promise<void> {
  await tx.updateTable('cart_entries').set({ quantity, held_quantity: held }).where('id', '=', id).execute();
}

export async function setEntryFields(tx: Tx, id: string, additionalFields: string | null): Promise<void> {
  await tx.updateTable('cart_entries').set({ additional_fields: additionalFields }).where('id', '=', id).execute();
}

export async function deleteEntry(tx: Tx, id: string): Promise<void> {
  await tx.deleteFrom('cart_entries').where('id', '=', id).execute();
}

export type Take = 'taken' | 'short' | 'missing';

/**
 * Takes `n` units of a variant for a cart: unlimited records give without
 * counting; limited ones only when at least `n` are left, in one
 * conditional UPDATE (atomic on both databases, so concurrent adds never
 * take more than there is).
 */
export async function takeStock(tx: Tx, itemId: string, sku: string, n: number): Promise<Take> {
  const row = await tx.selectFrom('stock').select('unlimited').where('item_id', '=', itemId).where('sku', '=', sku).executeTakeFirst();
  if (!row) return 'missing';
  if (Number(row.unlimited) === 1) return 'taken';
  const r = await tx
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '-', n) }))
    .where('item_id', '=', itemId)
    .where('sku', '=', sku)
    .where('unlimited', '=', 0)
    .where('quantity', '>=', n)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n ? 'taken' : 'short';
}

/** Gives `n` units back to a limited record (a removal, a lower quantity, a lapsed hold). */
export async function giveBackStock(tx: Tx, itemId: string, sku: string, n: number): Promise<void> {
  await tx
    .updateTable('stock')
    .set((eb) => ({ quantity: eb('quantity', '+', n) }))
    .where('item_id', '=', itemId)
    .where('sku', '=', sku)
    .where('unlimited', '=', 0)
    .execute();
}

export interface StockRow {
  sku: string;
  unlimited: boolean;
  quantity: number;
}

export async function stockOf(tx: Tx, itemId: string): Promise<StockRow[]> {
  const rows = await tx.selectFrom('stock').select(['sku', 'unlimited', 'quantity']).where('item_id', '=', itemId).execute();
  return rows.map((r) => ({ sku: r.sku, unlimited: Number(r.unlimited) === 1, quantity: Number(r.quantity) }));
}

/** Seeds the records the store lacks; existing ones (and what carts took from them) stay. */
export async function seedStock(tx: Tx, records: { itemId: string; sku: string; unlimited: boolean; quantity: number }[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < records.length; i += 100) {
    const values = records.slice(i, i + 100).map((r) => ({ item_id: r.itemId, sku: r.sku, unlimited: r.unlimited ? 1 : 0, quantity: r.quantity }));
    const res = await tx
      .insertInto('stock')
      .values(values)
      .onConflict((oc) => oc.columns(['item_id', 'sku']).doNothing())
      .executeTakeFirst();
    added += Number(res.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

/** Sets records to the owner's numbers (the editor's product saves): new ones are made, existing ones take the new count. */
export async function setStock(tx: Tx, records: { itemId: string; sku: string; unlimited: boolean; quantity: number }[]): Promise<void> {
  for (const r of records) {
    const values = { unlimited: r.unlimited ? 1 : 0, quantity: r.quantity };
    await tx
      .insertInto('stock')
      .values({ item_id: r.itemId, sku: r.sku, ...values })
      .onConflict((oc) => oc.columns(['item_id', 'sku']).doUpdateSet(values))
      .execute();
  }
}

/** Integer columns as numbers (pg gives bigint results as text). */
function numbers(e: EntryRow): EntryRow {
  return { ...e, position: Number(e.position), product_type: Number(e.product_type), quantity: Number(e.quantity), unit_price_cents: Number(e.unit_price_cents), held_quantity: Number(e.held_quantity) };
}
