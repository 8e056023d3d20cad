/**
 * The cart operations: each change is one store transaction (cart row
 * locked first on PostgreSQL, stock taken by conditional update), so a
 * failing rule leaves nothing half-written and concurrent adds never take
 * more stock than there is.
 *
 * Stock is held by carts (stock-holds.ts): an add takes units from the
 * variant's record for a bounded time, a removal, a lower quantity or a
 * lapsed hold gives them back. So "the quantity already in the cart
 * reaches the stock" (SPEC section 5) is an add asking for more than the
 * record has left. Every change extends the cart's hold and first takes
 * again the units of its lapsed entries.
 */
import type { Store, Tx } from '../store/index.js';
import type { Catalogue, CatalogueProduct, CatalogueVariant } from './catalogue.js';
import type { SiteContent } from '../../site/content/types.js';
import {
  cartTotals,
  createCart,
  deleteEntry,
  findOpenCart,
  giveBackStock,
  insertEntry,
  listEntries,
  seedStock,
  setEntryFields,
  setEntryQuantity,
  stockOf,
  takeStock,
  touchCart,
  type CartRow,
  type EntryRow,
} from './cart-repo.js';
import { cartView, decimalAmount, entryView, type CartEntryView, type CartView } from './cart-view.js';
import { CommerceError, COMMERCE_ERRORS, commerceError } from './errors.js';
import { DEFAULT_HOLD_POLICY, holdUntil, lapsedUnitsOf, rehold, releaseLapsedOf, type HoldPolicy } from './stock-holds.js';
import {
  MAX_CART_ENTRIES,
  checkCartFieldsSize,
  checkEntryQuantity,
  checkPurchasable,
  checkServiceQuantity,
  chooseVariant,
  readAdditionalFields,
  readQuantity,
} from './rules.js';

export interface AddInput {
  itemId: string;
  sku?: string | null | undefined;
  quantity: unknown;
  additionalFields?: unknown;
}

export interface CartChange<E> {
  cart: CartView;
  entry: E;
}

export interface StockResult {
  itemId: string;
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

export interface CartSummary {
  id: string;
  totalQuantity: number;
  subtotalCents: number;
  subtotalAmount: CartView['subtotalAmount'];
}

export interface CartServiceOptions {
  holds?: HoldPolicy;
  /** The per-cart cap as the owner set it now (server/commerce/store-settings.ts); else holds.maxPerVariant. */
  maxPerVariant?: (tx: Tx) => Promise<number>;
  /** The clock (tests move it past a hold). */
  now?: () => Date;
}

export class CartService {
  readonly holds: HoldPolicy;
  readonly now: () => Date;
  private readonly capOf?: (tx: Tx) => Promise<number>;

  constructor(
    readonly store: Store,
    readonly catalogue: Catalogue,
    options: CartServiceOptions = {},
  ) {
    this.holds = options.holds ?? DEFAULT_HOLD_POLICY;
    this.capOf = options.maxPerVariant;
    this.now = options.now ?? (() => new Date());
  }

  /** Seeds the stock records the store lacks from the catalogue; returns how many were added. */
  seed(): Promise<number> {
    return this.store.change((tx) => seedStock(tx, this.catalogue.stockRecords()));
  }

  /** Takes in the products of newer site content and seeds the stock records of new variants. */
  takeIn(content: SiteContent): Promise<number> {
    this.catalogue.replace(content);
    return this.seed();
  }

  /** The open cart with this id, or the empty cart; its lines in `language` where the product has a translation in it. */
  async get(cartId: string | undefined, language?: string): Promise<CartView> {
    if (cartId === undefined) return this.view(undefined, []);
    const cart = await findOpenCart(this.store.db, cartId, 'cart', false);
    return this.view(cart, cart ? await listEntries(this.store.db, cart.id) : [], language);
  }

  /**
   * Cart lines as a page in `language` shows them: a line added on a page
   * of another language takes the title and options of its product's
   * translation (same stock item and SKU); the stored line is unchanged.
   */
  localize(rows: EntryRow[], language: string | undefined): EntryRow[] {
    if (!language) return rows;
    return rows.map((e) => {
      const t = this.catalogue.inLanguage(e.stock_item_id, e.sku, language);
      return t ? { ...e, title: t.title, attributes: JSON.stringify(t.attributes) } : e;
    });
  }

  async summary(cartId: string | undefined): Promise<CartSummary | undefined> {
    if (cartId === undefined) return undefined;
    const totals = await cartTotals(this.store.db, cartId, this.store.readRow);
    if (!totals) return undefined;
    return { id: totals.id, totalQuantity: totals.quantity, subtotalCents: totals.subtotalCents, subtotalAmount: { value: decimalAmount(totals.subtotalCents), currency: totals.currency } };
  }

  /**
   * POST .../entries: adds to the cart `cartId` (a new cart when it has
   * none open). Same item, variant and no form answers add to the existing
   * entry; answers make an entry of their own. A paywall product is added
   * only by its paywall's offer (`paywall`, server/session/paywall-route.ts),
   * which makes sure a signed-in account buys it and so gets the access.
   */
  async add(cartId: string | undefined, input: AddInput, language?: string, opts: { paywall?: boolean } = {}): Promise<CartChange<CartEntryView>> {
    const quantity = readQuantity(input.quantity);
    const product = this.product(input.itemId, opts.paywall === true);
    if (product.subscribable) throw commerceError('SUBSCRIPTION_ONLY');
    const variant = chooseVariant(product, input.sku);
    const fields = readAdditionalFields(input.additionalFields);
    return this.store.change(async (tx) => {
      const now = this.now();
      const until = holdUntil(now, this.holds);
      const open = cartId !== undefined ? await findOpenCart(tx, cartId, 'cart', this.store.lockRows) : undefined;
      const cart = open ?? (await createCart(tx, 'cart', this.catalogue.websiteId, this.catalogue.currency, now, until));
      const entries = await listEntries(tx, cart.id, this.store.lockRows);
      // Another lapsed cart's units are free for this add, swept or not; this cart's own are taken again.
      await releaseLapsedOf(tx, product.stockItemId, variant.sku, now, cart.id);
      if (open) await rehold(tx, entries);
      const inCart = quantityOf(entries, product, variant);
      checkServiceQuantity(product, this.catalogue.multipleQuantityForServices, inCart + quantity);
      const target = fields === null ? entries.find((e) => e.item_id === product.id && e.sku === variant.sku && e.additional_fields === null) : undefined;
      if (target) checkEntryQuantity(target.quantity + quantity);
      else if (entries.length >= MAX_CART_ENTRIES) throw commerceError('CART_FULL');
      checkCartFieldsSize(entries, fields);
      await this.take(tx, product, variant, quantity, inCart);
      let entryId: string;
      if (target) {
        await setEntryQuantity(tx, target.id, target.quantity + quantity, target.held_quantity + quantity);
        entryId = target.id;
      } else {
        const position = entries.reduce((m, e) => Math.max(m, e.position), 0) + 1;
        entryId = await insertEntry(tx, newEntry(cart, product, variant, quantity, fields), position);
      }
      await touchCart(tx, cart.id, now, until);
      return this.changed(tx, cart, entryId, language);
    });
  }

  /** PUT .../entries/{entryId}: sets the entry's quantity, taking or giving back the difference. */
  async setQuantity(cartId: string | undefined, entryId: string, rawQuantity: unknown, language?: string): Promise<CartChange<CartEntryView>> {
    const quantity = readQuantity(rawQuantity);
    return this.store.change(async (tx) => {
      const now = this.now();
      const { cart, entries, entry } = await this.entryOf(tx, cartId, entryId);
      await rehold(tx, entries);
      const delta = quantity - entry.quantity;
      let held = Math.min(entry.held_quantity, quantity);
      if (delta > 0) {
        const product = this.product(entry.item_id);
        const variant = chooseVariant(product, entry.sku);
        const inCart = quantityOf(entries, product, variant);
        checkServiceQuantity(product, this.catalogue.multipleQuantityForServices, inCart + delta);
        await releaseLapsedOf(tx, product.stockItemId, variant.sku, now, cart.id);
        await this.take(tx, product, variant, delta, inCart);
        held = entry.held_quantity + delta;
      } else if (entry.held_quantity > held) {
        await giveBackStock(tx, entry.stock_item_id, entry.sku, entry.held_quantity - held);
      }
      await setEntryQuantity(tx, entry.id, quantity, held);
      await touchCart(tx, cart.id, now, holdUntil(now, this.holds));
      return this.changed(tx, cart, entry.id, language);
    });
  }

  /** DELETE .../entries/{entryId}: removes the entry and gives its units back. */
  async remove(cartId: string | undefined, entryId: string, language?: string): Promise<CartChange<CartEntryView>> {
    return this.store.change(async (tx) => {
      const now = this.now();
      const { cart, entry } = await this.entryOf(tx, cartId, entryId);
      if (entry.held_quantity > 0) await giveBackStock(tx, entry.stock_item_id, entry.sku, entry.held_quantity);
      await deleteEntry(tx, entry.id);
      await touchCart(tx, cart.id, now, holdUntil(now, this.holds));
      return { cart: this.view(cart, await listEntries(tx, cart.id), language), entry: entryView(this.localize([entry], language)[0]!) };
    });
  }

  /** PUT .../entries/{entryId}/additionalFields: replaces the entry's form answers. */
  async setAdditionalFields(
    cartId: string | undefined,
    entryId: string,
    input: { itemId?: string | undefined; sku?: string | null | undefined; additionalFields?: unknown },
    language?: string,
  ): Promise<CartChange<CartEntryView>> {
    const fields = readAdditionalFields(input.additionalFields);
    return this.store.change(async (tx) => {
      const { cart, entries, entry } = await this.entryOf(tx, cartId, entryId);
      checkCartFieldsSize(entries, fields, entry.additional_fields);
      const otherItem = input.itemId !== undefined && input.itemId !== entry.item_id;
      const otherSku = input.sku !== undefined && input.sku !== null && input.sku !== '' && input.sku !== entry.sku;
      if (otherItem || otherSku) throw commerceError('ENTRY_MISMATCH');
      await setEntryFields(tx, entry.id, fields);
      const now = this.now();
      await touchCart(tx, cart.id, now, holdUntil(now, this.holds));
      return this.changed(tx, cart, entry.id, language);
    });
  }

  /**
   * POST /api/3/commerce/cart/subscription: a subscription checkout's own
   * cart holding the one entry; answers its token (the cart id).
   */
  async subscribe(input: AddInput): Promise<string> {
    const quantity = readQuantity(input.quantity);
    const product = this.product(input.itemId);
    if (!product.subscribable) throw commerceError('NOT_SUBSCRIBABLE');
    const variant = chooseVariant(product, input.sku);
    const fields = readAdditionalFields(input.additionalFields);
    return this.store.change(async (tx) => {
      const now = this.now();
      await releaseLapsedOf(tx, product.stockItemId, variant.sku, now);
      const cart = await createCart(tx, 'subscription', this.catalogue.websiteId, this.catalogue.currency, now, holdUntil(now, this.holds));
      await this.take(tx, product, variant, quantity, 0);
      await insertEntry(tx, newEntry(cart, product, variant, quantity, fields), 1);
      return cart.id;
    });
  }

  /**
   * GET .../inventory/stock: each variant's stock as this shopper sees it:
   * what is left, plus what lapsed holds of other carts still count, plus
   * what their own cart holds, so the client's rule (in stock when the
   * stock exceeds the quantity in the cart) matches the server's.
   */
  async stock(itemId: string, cartId: string | undefined): Promise<StockResult[]> {
    const product = this.product(itemId);
    const rows = new Map((await stockOf(this.store.db, product.stockItemId)).map((r) => [r.sku, r]));
    const cart = cartId !== undefined ? await findOpenCart(this.store.db, cartId, 'cart', false) : undefined;
    const entries = cart ? await listEntries(this.store.db, cart.id) : [];
    const lapsed = await lapsedUnitsOf(this.store.db, product.stockItemId, this.now().toISOString(), cart?.id);
    return product.variants.map((v) => {
      const row = rows.get(v.sku);
      const unlimited = row ? row.unlimited : v.unlimited;
      const left = row ? row.quantity : v.quantity;
      const own = entries.filter((e) => e.stock_item_id === product.stockItemId && e.sku === v.sku).reduce((s, e) => s + e.held_quantity, 0);
      return { itemId: product.id, sku: v.sku, unlimited, qtyInStock: unlimited ? left : left + (lapsed.get(v.sku) ?? 0) + own };
    });
  }

  private product(itemId: string, paywall = false): CatalogueProduct {
    const product = this.catalogue.get(itemId);
    if (!product) throw commerceError('ITEM_NOT_FOUND');
    checkPurchasable(product, paywall);
    return product;
  }

  /** Units of one limited variant one cart may hold, as the owner set it now. */
  maxPerVariant(tx: Tx): Promise<number> {
    return this.capOf ? this.capOf(tx) : Promise.resolve(this.holds.maxPerVariant);
  }

  /** Takes `n` more units for a cart that has `inCart` of the variant; a limited variant is capped per cart. */
  private async take(tx: Tx, product: CatalogueProduct, variant: CatalogueVariant, n: number, inCart: number): Promise<void> {
    const r = await takeStock(tx, product.stockItemId, variant.sku, n);
    if (r === 'short') throw commerceError('NOT_ENOUGH_STOCK');
    if (r === 'missing') throw commerceError('VARIANT_UNAVAILABLE');
    if (variant.unlimited) return;
    const max = await this.maxPerVariant(tx);
    if (inCart + n > max) {
      // Thrown inside the change, so the units just taken go back with the rollback.
      throw new CommerceError('VARIANT_LIMIT', COMMERCE_ERRORS.VARIANT_LIMIT.text.replace('{max}', String(max)));
    }
  }

  private async entryOf(tx: Tx, cartId: string | undefined, entryId: string): Promise<{ cart: CartRow; entries: EntryRow[]; entry: EntryRow }> {
    const cart = cartId !== undefined ? await findOpenCart(tx, cartId, 'cart', this.store.lockRows) : undefined;
    if (!cart) throw commerceError('ENTRY_NOT_FOUND');
    const entries = await listEntries(tx, cart.id, this.store.lockRows);
    const entry = entries.find((e) => e.id === entryId);
    if (!entry) throw commerceError('ENTRY_NOT_FOUND');
    return { cart, entries, entry };
  }

  private async changed(tx: Tx, cart: CartRow, entryId: string, language: string | undefined): Promise<CartChange<CartEntryView>> {
    const view = this.view(cart, await listEntries(tx, cart.id), language);
    const entry = view.entries.find((e) => e.id === entryId);
    if (!entry) throw new Error(`entry ${entryId} vanished from cart ${cart.id}`);
    return { cart: view, entry };
  }

  private view(cart: CartRow | undefined, entries: EntryRow[], language?: string): CartView {
    return cartView(cart, this.localize(entries, language), this.catalogue.websiteId, this.catalogue.currency);
  }
}

/** Units of the variant in the cart over all its entries (translations included). */
function quantityOf(entries: EntryRow[], product: CatalogueProduct, variant: CatalogueVariant): number {
  return entries.filter((e) => e.stock_item_id === product.stockItemId && e.sku === variant.sku).reduce((s, e) => s + e.quantity, 0);
}

function newEntry(cart: CartRow, product: CatalogueProduct, variant: CatalogueVariant, quantity: number, fields: string | null) {
  return {
    cart_id: cart.id,
    item_id: product.id,
    stock_item_id: product.stockItemId,
    sku: variant.sku,
    product_type: product.type,
    title: product.title,
    attributes: JSON.stringify(variant.attributes),
    quantity,
    unit_price_cents: variant.priceCents,
    additional_fields: fields,
    held_quantity: quantity,
  };
}
