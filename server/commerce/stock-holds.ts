/**
 * Stock held by carts. A cart entry holds the units it took for a bounded
 * time (HOLD_MS, extended by the cart's activity); expired holds go back to
 * stock. Stock is taken for good only when an order is placed:
 * `commitHolds` turns a cart's holds into sold units inside the order's
 * transaction.
 */
import type { Tx } from '../store/index.js';

/**
 * Called by checkout inside the transaction that places the order for
 * `cartId`: every entry must hold its units (an expired hold is taken again
 * when stock allows), else it throws the commerce error NOT_ENOUGH_STOCK
 * and the order is not placed. After it, the units are sold: no sweeper
 * gives them back.
 */
export async function commitHolds(_tx: Tx, _cartId: string, _now: Date): Promise<void> {
  // Today an add takes units for good; the bounded holds replace this.
}
