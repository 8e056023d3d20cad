/**
 * An order's packing slip (the admin's printable page, client/admin/
 * commerce/packing-slip.tsx): who ships (the store's name and address from
 * the site content, the name in the order's language when the site has
 * one for it), the order's number and date, where it goes, and the lines
 * that ship with their quantities, variants and SKUs. No prices; lines
 * with nothing to ship (digital, gift card, service, donation) and units
 * already refunded are left out.
 */
import type { SiteContent } from '../../../site/content/types.js';
import type { AddressDetail, OrderDetail } from './order-detail.js';

export interface PackingSlip {
  orderId: string;
  number: string;
  createdAt: string;
  /** The order's language (the slip's words follow it). */
  language: string;
  store: { name: string; address: string[] };
  shipTo: AddressDetail | null;
  lines: { id: string; productName: string; variant: Record<string, string>; sku: string; quantity: number }[];
}

type Json = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The store's name in `language` (the site's language entry with that primary tag, else the site title) and its address lines. */
export function storeIdentity(content: SiteContent, language: string): PackingSlip['store'] {
  const website = content.website as Json;
  const primary = language.toLowerCase().split('-')[0];
  const languages = Array.isArray(website.languages) ? (website.languages as Json[]) : [];
  const entry = languages.find((l) => text(l.languageTag).toLowerCase().split('-')[0] === primary);
  const name = text(entry?.siteTitle) || text(website.siteTitle);
  const location = (website.location ?? {}) as Json;
  const address = [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry].map(text).filter((l) => l !== '' && l !== name);
  return { name, address };
}

export function packingSlipOf(order: OrderDetail, content: SiteContent): PackingSlip {
  return {
    orderId: order.id,
    number: order.number,
    createdAt: order.createdAt,
    language: order.language,
    store: storeIdentity(content, order.language),
    shipTo: order.shippingAddress,
    lines: order.lines
      .filter((l) => l.ships && l.quantity - l.refundedQuantity > 0)
      .map((l) => ({ id: l.id, productName: l.productName, variant: l.variant, sku: l.sku, quantity: l.quantity - l.refundedQuantity })),
  };
}
