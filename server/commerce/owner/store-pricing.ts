/**
 * The owner's Shipping, Taxes and Discounts: lists read from the merged
 * settings (checkout/settings-source.ts) and changes written to
 * `store_pricing_entries`, one row per entry, in one transaction each.
 * A change to an entry of the content file writes the owner's value over
 * it; a delete writes a row without value, so the content's entry stays
 * gone. Coupon codes are normalised as the checkout does; a code already
 * listed (the content's or the owner's, switched off or not) is refused.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Store, Tx } from '../../store/index.js';
import { keyOf, type CheckoutSettingsSource, type PricingDatabase, type PricingKind } from '../checkout/settings-source.js';
import type { Coupon, ShippingOption, TaxRule } from '../checkout/settings.js';
import { normalCode } from '../checkout/settings.js';
import { MAX_COUPONS, MAX_SHIPPING_OPTIONS, MAX_TAX_RULES } from '../../../editor/store-pricing.js';
import { ownerCommerceError, type OwnerCommerceErrorCode } from './errors.js';

const LIMIT: Record<PricingKind, number> = { shipping: MAX_SHIPPING_OPTIONS, tax: MAX_TAX_RULES, coupon: MAX_COUPONS };
const NOT_FOUND: Record<PricingKind, OwnerCommerceErrorCode> = { shipping: 'SHIPPING_NOT_FOUND', tax: 'TAX_RULE_NOT_FOUND', coupon: 'COUPON_NOT_FOUND' };

export interface OwnerCoupon extends Coupon {
  /** Orders that used it (canceled ones too: the discount was given). */
  uses: number;
}

export const newEntryId = (kind: 'shipping' | 'tax') => `${kind === 'shipping' ? 'ship' : 'tax'}-${randomBytes(5).toString('hex')}`;

export class StorePricing {
  constructor(
    private readonly store: Store,
    private readonly source: CheckoutSettingsSource,
  ) {}

  private rows(db: Kysely<any>) {
    return db as unknown as Kysely<PricingDatabase>;
  }

  async shippingOptions(): Promise<ShippingOption[]> {
    return (await this.source.current()).shippingOptions;
  }

  async taxRules(): Promise<TaxRule[]> {
    return (await this.source.current()).taxRules;
  }

  async coupons(): Promise<OwnerCoupon[]> {
    const coupons = this.source.read(await this.source.raw(), { keepDisabled: true }).coupons;
    const uses = await couponUses(this.store.db);
    return coupons.map((c) => ({ ...c, uses: uses.get(c.code) ?? 0 }));
  }

  /** Writes the entry under `key` (a new one when `isNew`); `previousKey`: the key it had (a coupon whose code changed). */
  async save(kind: PricingKind, entry: Record<string, unknown>, options: { isNew: boolean; previousKey?: string; duplicate?: (list: Record<string, unknown>[]) => void }): Promise<void> {
    const key = keyOf(kind, entry);
    await this.store.change(async (tx) => {
      const list = (await this.source.raw(tx))[kind];
      const keys = list.map((e) => keyOf(kind, e));
      const previous = options.previousKey;
      if (!options.isNew && !keys.includes(previous ?? key)) throw ownerCommerceError(NOT_FOUND[kind]);
      if (options.isNew && list.length >= LIMIT[kind]) throw ownerCommerceError('TOO_MANY_ENTRIES', { max: String(LIMIT[kind]) });
      const others = list.filter((e) => keyOf(kind, e) !== (options.isNew ? '' : (previous ?? key)));
      if (kind === 'coupon' && others.some((e) => keyOf(kind, e) === key)) throw ownerCommerceError('COUPON_DUPLICATE', { code: key });
      options.duplicate?.(others);
      if (previous !== undefined && previous !== key) await this.write(tx, kind, previous, null);
      await this.write(tx, kind, key, JSON.stringify(entry));
    });
  }

  async remove(kind: PricingKind, key: string): Promise<void> {
    await this.store.change(async (tx) => {
      const list = (await this.source.raw(tx))[kind];
      if (!list.some((e) => keyOf(kind, e) === key)) throw ownerCommerceError(NOT_FOUND[kind]);
      await this.write(tx, kind, key, null);
    });
  }

  /** The raw entry (as the content or the owner wrote it), for a change that keeps what it does not name. */
  async entry(kind: PricingKind, key: string): Promise<Record<string, unknown>> {
    const found = (await this.source.raw())[kind].find((e) => keyOf(kind, e) === key);
    if (!found) throw ownerCommerceError(NOT_FOUND[kind]);
    return found;
  }

  private async write(tx: Tx, kind: PricingKind, key: string, value: string | null): Promise<void> {
    const now = new Date().toISOString();
    const db = this.rows(tx);
    const where = db.selectFrom('store_pricing_entries').select('entry_key').where('website_id', '=', this.source.websiteId).where('kind', '=', kind).where('entry_key', '=', key);
    if (await where.executeTakeFirst()) {
      await db.updateTable('store_pricing_entries').set({ value, updated_at: now }).where('website_id', '=', this.source.websiteId).where('kind', '=', kind).where('entry_key', '=', key).execute();
      return;
    }
    try {
      await db.insertInto('store_pricing_entries').values({ website_id: this.source.websiteId, kind, entry_key: key, value, created_at: now, updated_at: now }).execute();
    } catch {
      // Another owner's change wrote this key since the read (PostgreSQL's read committed): the same refusal as a duplicate.
      throw ownerCommerceError(kind === 'coupon' ? 'COUPON_DUPLICATE' : 'INVALID_REQUEST', { code: key });
    }
  }
}

/** How many orders used each coupon code (orders.coupon_codes: the JSON list of the codes applied). */
export async function couponUses(db: Kysely<any>): Promise<Map<string, number>> {
  const rows = await (db as Kysely<{ orders: { coupon_codes: string } }>).selectFrom('orders').select('coupon_codes').where('coupon_codes', '<>', '[]').execute();
  const uses = new Map<string, number>();
  for (const r of rows) {
    let codes: unknown;
    try {
      codes = JSON.parse(r.coupon_codes);
    } catch {
      continue;
    }
    if (!Array.isArray(codes)) continue;
    for (const c of new Set(codes.filter((x): x is string => typeof x === 'string').map(normalCode))) uses.set(c, (uses.get(c) ?? 0) + 1);
  }
  return uses;
}
