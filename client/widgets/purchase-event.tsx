/**
 * The order pages' purchase signal: dispatches `vitrine:purchase` with the
 * order for analytics (SPEC section 3: id, purchasedCartId, testMode,
 * websiteId, items, grandTotal, shippingTotal, taxTotal). The server puts
 * this island on the page only on the order's first confirmation view, so
 * a reload never counts the purchase twice.
 */
import { useEffect } from 'react';
import { emitTracking, TRACKING_EVENTS } from '../tracking/tracking-events.js';

export function PurchaseEvent({ order }: { order: unknown }) {
  useEffect(() => {
    if (order && typeof order === 'object') emitTracking(TRACKING_EVENTS.purchase, order);
  }, [order]);
  return null;
}
