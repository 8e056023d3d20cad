/**
 * The owner's Shipping, Taxes, Discounts and Gift cards API as the admin
 * calls it (server/commerce/owner/pricing-routes.ts; shapes in
 * docs/orders.md), and what the screens share: the field a failure belongs
 * to, and amounts typed in the store's currency.
 */
import { get, send, EditorApiError } from '../../editor/api.js';
import { PRICING_ERROR_FIELDS, type Coupon as StoredCoupon, type ShippingOption, type TaxRule } from '../../../editor/store-pricing.js';
import { priceCents, priceText } from '../../../editor/price-input.js';
import { OWNER_API, queryOf, type Money } from '../commerce/api.js';

export type { ShippingOption, TaxRule } from '../../../editor/store-pricing.js';

/** A coupon as the Discounts screen lists it: with the orders that used it. */
export interface Coupon extends StoredCoupon {
  uses: number;
}

export interface GiftCard {
  id: string;
  code: string;
  initial: Money;
  balance: Money;
  recipientName: string;
  recipientEmail: string;
  status: 'active' | 'spent' | 'void';
  createdAt: string;
  voidedAt: string | null;
  order: { id: string; number: string } | null;
}

export interface ShippingBody {
  names: Record<string, string>;
  rateCents: number;
  freeOverCents: number | null;
  countries: string[];
}
export type TaxBody = Omit<TaxRule, 'id'>;
export interface CouponBody {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minimumSubtotalCents: number;
  combinable: boolean;
  oncePerCustomer: boolean;
  disabled: boolean;
}

export interface ShippingList {
  options: ShippingOption[];
  languages: { main: string; all: string[] };
  currency: string;
}

const P = `${OWNER_API}/pricing`;
const id = (s: string) => encodeURIComponent(s);

export const listShipping = () => get<ShippingList>(`${P}/shipping`);
export const saveShipping = (optionId: string | null, body: ShippingBody) =>
  send<{ option: ShippingOption }>(optionId ? 'PUT' : 'POST', optionId ? `${P}/shipping/${id(optionId)}` : `${P}/shipping`, body);
export const deleteShipping = (optionId: string) => send('DELETE', `${P}/shipping/${id(optionId)}`);

export const listTaxes = () => get<{ rules: TaxRule[] }>(`${P}/taxes`);
export const saveTax = (ruleId: string | null, body: TaxBody) => send<{ rule: TaxRule }>(ruleId ? 'PUT' : 'POST', ruleId ? `${P}/taxes/${id(ruleId)}` : `${P}/taxes`, body);
export const deleteTax = (ruleId: string) => send('DELETE', `${P}/taxes/${id(ruleId)}`);

export const listCoupons = () => get<{ coupons: Coupon[] }>(`${P}/coupons`);
export const saveCoupon = (code: string | null, body: CouponBody) => send<{ coupon: Coupon }>(code ? 'PUT' : 'POST', code ? `${P}/coupons/${id(code)}` : `${P}/coupons`, body);
export const deleteCoupon = (code: string) => send('DELETE', `${P}/coupons/${id(code)}`);

export const listGiftCards = (cursor: string | null, q = '') =>
  get<{ giftCards: GiftCard[]; hasNextPage: boolean; nextPageCursor: string | null }>(`${OWNER_API}/gift-cards?${queryOf({ cursor, q: q || null })}`);
export const issueGiftCard = (body: { amountCents: number; recipientName: string; recipientEmail: string; message: string; language: string; idempotencyKey: string }) =>
  send<{ giftCard: GiftCard; replayed: boolean }>('POST', `${OWNER_API}/gift-cards`, body);
export const voidGiftCard = (cardId: string) => send<{ giftCard: GiftCard }>('POST', `${OWNER_API}/gift-cards/${id(cardId)}/void`, {});

export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The field a server refusal belongs to (editor/store-pricing.ts), or null for the form's own line. */
export function fieldOf(e: unknown): string | null {
  if (!(e instanceof EditorApiError)) return null;
  return (PRICING_ERROR_FIELDS as Record<string, string>)[e.code] ?? null;
}

/** A typed amount in cents; '' is `empty`; null when it does not read (the field shows the money hint). */
export function centsOf(text: string, empty: number | null): number | null | 'bad' {
  if (text.trim() === '') return empty;
  const cents = priceCents(text);
  return cents === null ? 'bad' : cents;
}

export const centsText = (cents: number | null): string => (cents === null ? '' : priceText(cents));
