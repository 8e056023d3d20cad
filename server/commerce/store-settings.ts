/**
 * The store's settings the owner changes in the admin (Settings → Commerce
 * preferences, the `store` namespace; editor/store-preferences.ts), read
 * where they are used: per cart change and per placed order, from the
 * store, so every server process sees a save at once without a cache to
 * invalidate (one primary-key read). A setting not saved, or saved before
 * the rule existed and no longer valid, falls back to the start-up value.
 */
import type { Kysely } from 'kysely';
import { editorDb } from '../editor/tables.js';
import { checkStorePreferences, STORE_PREFERENCES_NAMESPACE, type StorePreferences } from '../../editor/store-preferences.js';

export interface StoreSettingDefaults {
  /** VITRINE_ORDER_MAIL_TO, else the site owner emails. */
  orderMailTo: readonly string[];
  /** VITRINE_CART_MAX_PER_VARIANT. */
  maxPerVariant: number;
}

export class StoreSettings {
  constructor(
    private readonly db: Kysely<any>,
    private readonly websiteId: string,
    readonly defaults: StoreSettingDefaults,
  ) {}

  /** The valid saved settings (an invalid one is left out); `db` may be a transaction. */
  saved(db: Kysely<any> = this.db): Promise<StorePreferences> {
    return savedStorePreferences(db, this.websiteId);
  }

  /** Who gets the new-order mail: nobody when switched off, the saved list, else the defaults. */
  async orderMailRecipients(): Promise<readonly string[]> {
    const s = await this.saved();
    if (s.newOrderMail === false) return [];
    return s.orderMailTo?.length ? s.orderMailTo : this.defaults.orderMailTo;
  }

  /** Units of one limited variant one cart may hold. */
  async maxPerVariant(db?: Kysely<any>): Promise<number> {
    return (await this.saved(db)).maxPerVariant ?? this.defaults.maxPerVariant;
  }
}

const FIELDS = ['newOrderMail', 'orderMailTo', 'maxPerVariant', 'minimumSubtotalCents'] as const satisfies readonly (keyof StorePreferences)[];

/** A website's valid saved store settings (an invalid one is left out), also read by the checkout's settings (the store minimum). */
export async function savedStorePreferences(db: Kysely<any>, websiteId: string): Promise<StorePreferences> {
  const row = await editorDb(db).selectFrom('commerce_preferences').select('value').where('website_id', '=', websiteId).where('namespace', '=', STORE_PREFERENCES_NAMESPACE).executeTakeFirst();
  if (!row) return {};
  const value = JSON.parse(row.value) as Record<string, unknown>;
  const bad = new Set(checkStorePreferences(value).map((i) => i.field));
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) if (f in value && !bad.has(f)) out[f] = value[f];
  return out as StorePreferences;
}
