/**
 * A row of the owner's products list (GET /api/editor/products): the
 * server's answer and the admin's Products screen read the same shape.
 */
export const STOCK_STATES = ['in-stock', 'low-stock', 'sold-out', 'unlimited'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export interface ListedProductRow {
  id: string;
  storeId: string;
  storeTitle: string;
  title: string;
  productType: number;
  /** Sold as a subscription (structuredContent.isSubscribable; a physical or service product). */
  subscription: boolean;
  url: string;
  currency: string;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Units in stock of the limited variants; null when every variant is unlimited. */
  stockUnits: number | null;
  stockState: StockState;
  variantCount: number;
}
