/**
 * An order as pages, mail and analytics see it. `orderEntity` is SPEC
 * section 3's order for analytics (id, purchasedCartId, testMode,
 * websiteId, items with sku, productName, quantity, unitPrice, grandTotal,
 * shippingTotal, taxTotal): what the confirmation page's context and the
 * Purchase event carry. Amounts there are money values ({ value, currency },
 * SPEC section 3 Money); the page context adds the cents.
 */
import { formatMoney } from '../../../engine/commerce/money.js';
import { decimalAmount, type MoneyAmount } from '../cart-view.js';
import type { FullOrder } from './order-repo.js';

export interface OrderEntity {
  id: string;
  purchasedCartId: string | null;
  testMode: boolean;
  websiteId: string;
  items: { sku: string; productName: string; quantity: number; unitPrice: MoneyAmount }[];
  grandTotal: MoneyAmount;
  shippingTotal: MoneyAmount;
  taxTotal: MoneyAmount;
}

export function money(cents: number, currency: string): MoneyAmount {
  return { value: decimalAmount(cents), currency };
}

export function orderEntity(full: FullOrder): OrderEntity {
  const o = full.order;
  return {
    id: o.id,
    purchasedCartId: o.cart_id,
    testMode: o.test_mode === 1,
    websiteId: o.website_id,
    items: full.lines.map((l) => ({ sku: l.sku, productName: l.product_name, quantity: l.quantity, unitPrice: money(l.unit_price_cents, o.currency) })),
    grandTotal: money(o.grand_total_cents, o.currency),
    shippingTotal: money(o.shipping_cents, o.currency),
    taxTotal: money(o.tax_cents, o.currency),
  };
}

/** The short order number shoppers quote: the id's last eight digits, upper case. */
export function orderNumber(id: string): string {
  return id.slice(-8).toUpperCase();
}

/** An amount for mail text, in the order's language (CLDR formatting). */
export function moneyText(cents: number, currency: string, language: string): string {
  return formatMoney({ cents, currency }, true, language);
}
