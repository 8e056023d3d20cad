/**
 * The checkout's settings as they are now: the content file's
 * `storeSettings` (the defaults: the demo store's shipping options, tax
 * rules and coupons) with the owner's edits from the store on top
 * (migration 0165, table `store_pricing_entries`: one row per shipping
 * option, tax rule or coupon the owner added, changed or deleted). Read
 * per checkout state, like the store preferences (store-settings.ts): one
 * indexed read, so every server process prices with a change at once.
 *
 * Merge: an entry keeps its place in the content's list and takes the
 * owner's value when the owner saved one (a deleted entry is a row with
 * no value); entries the owner added follow, oldest first. An entry of the
 * content the owner never touched follows the content file.
 */
import type { Kysely } from 'kysely';
import { isObject } from '../../../engine/runtime/values.js';
import { normalCode, readCheckoutSettings, type CheckoutSettings } from './settings.js';
import { savedStorePreferences } from '../store-settings.js';

export const PRICING_KINDS = ['shipping', 'tax', 'coupon'] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

/** The storeSettings list each kind lives in. */
export const LIST_OF: Record<PricingKind, 'shippingOptions' | 'taxRules' | 'coupons'> = { shipping: 'shippingOptions', tax: 'taxRules', coupon: 'coupons' };

export interface PricingEntriesTable {
  website_id: string;
  kind: PricingKind;
  /** A shipping option's or tax rule's id, a coupon's normalised code. */
  entry_key: string;
  /** The entry as storeSettings writes it (JSON); null: the owner deleted it. */
  value: string | null;
  created_at: string;
  updated_at: string;
}

export interface PricingDatabase {
  store_pricing_entries: PricingEntriesTable;
}

/** An entry's key in a storeSettings list: the id, or a coupon's normalised code. */
export function keyOf(kind: PricingKind, entry: unknown): string {
  if (!isObject(entry)) return '';
  if (kind === 'coupon') return typeof entry.code === 'string' ? normalCode(entry.code) : '';
  if (typeof entry.id === 'string' && entry.id.trim()) return entry.id.trim();
  // A tax rule without an id is known by its place (settings.ts names it so too).
  if (kind === 'tax' && typeof entry.country === 'string') return `${entry.country.trim().toUpperCase()}-${typeof entry.region === 'string' ? entry.region.trim() : ''}`;
  return '';
}

export type RawLists = Record<PricingKind, Record<string, unknown>[]>;

export class CheckoutSettingsSource {
  /** The content file's settings (the store minimum when the owner saved none). */
  readonly defaults: CheckoutSettings;

  constructor(
    private readonly db: Kysely<any>,
    readonly websiteId: string,
    private readonly storeSettings: unknown,
  ) {
    this.defaults = readCheckoutSettings(storeSettings);
  }

  /** The merged lists as storeSettings entries (disabled coupons too); `db` may be a transaction. */
  async raw(db: Kysely<any> = this.db): Promise<RawLists> {
    const rows = await (db as Kysely<PricingDatabase>)
      .selectFrom('store_pricing_entries')
      .select(['kind', 'entry_key', 'value', 'created_at'])
      .where('website_id', '=', this.websiteId)
      .orderBy('created_at')
      .orderBy('entry_key')
      .execute();
    const base = isObject(this.storeSettings) ? this.storeSettings : {};
    const out = {} as RawLists;
    for (const kind of PRICING_KINDS) {
      const saved = new Map(rows.filter((r) => r.kind === kind).map((r) => [r.entry_key, r.value] as const));
      const list: Record<string, unknown>[] = [];
      const seen = new Set<string>();
      const content = Array.isArray(base[LIST_OF[kind]]) ? (base[LIST_OF[kind]] as unknown[]) : [];
      for (const entry of content) {
        const key = keyOf(kind, entry);
        if (!isObject(entry) || key === '' || seen.has(key)) continue;
        seen.add(key);
        if (!saved.has(key)) list.push(entry);
        else if (saved.get(key) !== null) list.push(JSON.parse(saved.get(key)!) as Record<string, unknown>);
      }
      for (const [key, value] of saved) if (!seen.has(key) && value !== null) list.push(JSON.parse(value) as Record<string, unknown>);
      out[kind] = list;
    }
    return out;
  }

  /** What the checkout prices with now: the store minimum saved in Commerce preferences wins over the content file's. */
  async current(db: Kysely<any> = this.db): Promise<CheckoutSettings> {
    const raw = await this.raw(db);
    return { ...this.read(raw), minimumSubtotalCents: await this.minimumSubtotalCents(db) };
  }

  /** The store minimum now (cents; 0: none): the owner's saved value, else the content file's. */
  async minimumSubtotalCents(db: Kysely<any> = this.db): Promise<number> {
    return (await savedStorePreferences(db, this.websiteId)).minimumSubtotalCents ?? this.defaults.minimumSubtotalCents;
  }

  read(raw: RawLists, options: { keepDisabled?: boolean } = {}): CheckoutSettings {
    return readCheckoutSettings({ ...(isObject(this.storeSettings) ? this.storeSettings : {}), shippingOptions: raw.shipping, taxRules: raw.tax, coupons: raw.coupon }, options);
  }
}
