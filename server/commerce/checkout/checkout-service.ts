/**
 * Checkout: reads a cart with its draft and totals, saves what the shopper
 * typed, and places the order.
 *
 * Placing an order (SPEC section 3: orderId, isPurchased, purchasedCartId):
 *  1. outside any transaction, the totals are computed and the card is
 *     authorised for what is left after gift cards (an idempotency key of
 *     the cart, amount and card: a double click authorises once);
 *  2. one store transaction locks the cart (PostgreSQL row lock; SQLite's
 *     write lock), finds it already purchased (a retried or concurrent
 *     submit: the first order is the answer, the extra authorisation is
 *     voided) or recomputes the totals (a change since step 1 voids and
 *     answers CART_CHANGED), takes the stock for good (`commitHolds`),
 *     spends the gift card by conditional update, and writes the order,
 *     its lines, addresses, payments, subscription or issued gift card,
 *     and the cart's purchase mark. A failure rolls all of it back and
 *     voids the authorisation; a killed process leaves no order or a whole
 *     one;
 *  3. after commit the payment is captured (the order turns paid, or stays
 *     awaiting payment) and the confirmation mail goes out.
 */
import { createHash } from 'node:crypto';
import type { Store, Tx, CartKind } from '../../store/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { ProductType } from '../../../engine/commerce/model.js';
import { subscriptionCaption } from '../../../engine/commerce/subscription.js';
import type { Catalogue } from '../catalogue.js';
import type { CartService } from '../cart-service.js';
import { createCart, findOpenCart, insertEntry, listEntries, touchCart, type CartRow, type EntryRow } from '../cart-repo.js';
import { cartView, type CartView } from '../cart-view.js';
import { chooseVariant } from '../rules.js';
import { commitHolds, holdUntil } from '../stock-holds.js';
import type { PaymentProvider } from '../payments/provider.js';
import { findGiftCard, issueGiftCard, spendGiftCard, type GiftCardRow } from '../gift-cards/gift-card-repo.js';
import {
  findOrderByKey,
  insertOrder,
  insertPayment,
  insertSubscription,
  loadOrder,
  markCartPurchased,
  markPaid,
  newOrderId,
  type FullOrder,
  type OrderRow,
} from '../orders/order-repo.js';
import { orderMail, giftCardMail, type MailDownload } from '../orders/order-mail.js';
import type { OrderLinks } from '../orders/order-links.js';
import { checkoutError, codeOf, CheckoutError } from './errors.js';
import { readDraft, saveDraft, type Draft } from './draft-repo.js';
import { billingOf, mergeForm, readCard, taxLocation, validateForm, type Address, type CheckoutForm } from './form.js';
import { computeTotals, MAX_GIFT_CARDS_PER_ORDER, type Totals } from './pricing.js';
import { shippingNameIn, type CheckoutSettings } from './settings.js';

/** The settings as they are now (settings-source.ts: the content's with the owner's edits). */
export interface SettingsReader {
  current(db?: Tx): Promise<CheckoutSettings>;
}
import type { ProductInfoIndex } from './product-info.js';
import { CommerceError } from '../errors.js';
import { savedAddressFields, saveTypedAddress, type SaveOutcome } from './saved-addresses.js';

export type CheckoutKind = Exclude<CartKind, never>;

export interface CheckoutState {
  kind: CartKind;
  cart: CartRow;
  view: CartView;
  entries: EntryRow[];
  draft: Draft;
  totals: Totals;
  requiresShipping: boolean;
  giftCard: GiftCardRow | undefined;
  /** The subtotal is below the store minimum. */
  belowMinimum: boolean;
}

export interface PlaceResult {
  order: OrderRow;
  /** True when this request found the order a previous one placed. */
  existing: boolean;
}

export interface CheckoutDeps {
  store: Store;
  catalogue: Catalogue;
  carts: CartService;
  settings: SettingsReader;
  provider: PaymentProvider;
  mailer: Mailer;
  links: OrderLinks;
  products: ProductInfoIndex;
  /** The site's address for links in mail (server/mail/public-url.ts). */
  baseUrl: () => string;
  /** The path prefix of a site language ('' or '/fr'). */
  languagePrefix: (language: string) => string;
  /** The download links of an order's digital products, for its mail (commerce/downloads/). */
  mailDownloads?: (full: FullOrder) => Promise<MailDownload[]>;
  now?: () => Date;
}

const SHIPPED: readonly number[] = [ProductType.PHYSICAL];
/** SPEC section 5: only PHYSICAL and SERVICE products can be subscribed to. */
const SUBSCRIBABLE_TYPES: readonly number[] = [ProductType.PHYSICAL, ProductType.SERVICE];

/** What an order placed holds, for the hooks run in its transaction. */
export interface PlacedOrder {
  orderId: string;
  cartId: string;
  itemIds: string[];
  /** The site account signed in when the order was placed, if any: the order is theirs whatever cart it came from. */
  accountId: string | null;
}

/** Runs inside an order's transaction once its rows are written: a failure rolls the order back. */
export type PlacedHook = (tx: Tx, placed: PlacedOrder) => Promise<void>;

/** The signed-in site account of a request, from its Cookie header (server/session/ wires it: useAccounts). */
export type AccountOfRequest = (cookieHeader: string | undefined) => Promise<{ id: string; email: string } | null>;

export class CheckoutService {
  private readonly placedHooks: PlacedHook[] = [];
  private accounts: AccountOfRequest | undefined;
  private readonly confirmedListeners: ((orderId: string) => Promise<void>)[] = [];

  constructor(private readonly deps: CheckoutDeps) {}

  /** Adds a hook run in each order's transaction (site users grant the access a paywall product buys: server/session/paywall-access.ts). */
  onPlaced(hook: PlacedHook): void {
    this.placedHooks.push(hook);
  }

  /** Adds a listener told after a new order's confirmation mail went out (the owner's new-order mail: commerce/owner/). Its failure is not the shopper's. */
  onConfirmed(listener: (orderId: string) => Promise<void>): void {
    this.confirmedListeners.push(listener);
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Site users (server/session/) tell checkout who is signed in: their address book is offered and filled at checkout. */
  useAccounts(accountOf: AccountOfRequest): void {
    this.accounts = accountOf;
  }

  /** The signed-in account of a request's cookies; null for a visitor, or without site users. */
  async accountOf(cookieHeader: string | undefined): Promise<{ id: string; email: string } | null> {
    return this.accounts ? this.accounts(cookieHeader) : null;
  }

  /** The shipping fields of one of the account's saved addresses (a post's `useAddress`); undefined when it has none of that id. */
  async savedAddressFields(userId: string, addressId: string): Promise<Record<string, string> | undefined> {
    return savedAddressFields(this.deps.store, userId, addressId);
  }

  /** After an order is placed: its shipping address goes to the account's book when the shopper ticked "save" (never twice). */
  async saveAddressOfOrder(cartId: string, userId: string): Promise<SaveOutcome | undefined> {
    const { form } = await readDraft(this.deps.store.db, cartId);
    if (!form.saveAddress || form.shipping.country === '') return undefined;
    return saveTypedAddress(this.deps.store, userId, form.shipping);
  }

  /** The open cart of a kind with its draft and totals; undefined when there is none (or it was purchased). */
  async state(kind: CartKind, cartId: string | undefined, db: Tx = this.deps.store.db, lock = false): Promise<CheckoutState | undefined> {
    if (cartId === undefined) return undefined;
    const cart = await findOpenCart(db, cartId, kind, lock);
    if (!cart) return undefined;
    const entries = await listEntries(db, cart.id);
    const draft = await readDraft(db, cart.id);
    const giftCard = draft.form.giftCardCode ? await findGiftCard(db, draft.form.giftCardCode) : undefined;
    const usable = giftCard && giftCard.currency === cart.currency ? giftCard : undefined;
    const requiresShipping = entries.some((e) => SHIPPED.includes(e.product_type));
    // Read per state: an owner's change to shipping, taxes or coupons prices the next checkout.
    const settings = await this.deps.settings.current(db);
    const totals = computeTotals(settings, {
      lines: entries.map((e) => ({ quantity: e.quantity, unitPriceCents: e.unit_price_cents, giftCard: e.product_type === ProductType.GIFT_CARD })),
      requiresShipping,
      location: taxLocation(draft.form, requiresShipping),
      shippingOptionId: draft.form.shippingOptionId,
      couponCodes: draft.form.couponCodes,
      giftCardBalanceCents: usable?.balance_cents ?? 0,
      usedCouponCodes: await this.usedCoupons(db, settings, draft.form.email, draft.form.couponCodes),
    });
    const view = cartView(cart, entries, this.deps.catalogue.websiteId, this.deps.catalogue.currency);
    const min = settings.minimumSubtotalCents;
    // The store minimum is the cart's (SPEC section 5); subscriptions and gift cards are bought one at a time.
    return { kind, cart, view, entries, draft, totals, requiresShipping, giftCard: usable, belowMinimum: kind === 'cart' && min > 0 && totals.subtotalCents < min };
  }

  /** Which of `codes` are once-per-customer coupons this email already redeemed. */
  private async usedCoupons(db: Tx, settings: CheckoutSettings, email: string, codes: string[]): Promise<string[]> {
    const once = codes.filter((c) => settings.coupons.some((x) => x.code === c && x.oncePerCustomer));
    if (once.length === 0 || email === '') return [];
    const rows = await db.selectFrom('coupon_redemptions').select('code').where('email', '=', email.toLowerCase()).where('code', 'in', once).execute();
    return rows.map((r) => r.code);
  }

  /** The kind of a cart (open or purchased), undefined when there is none. */
  async cartKind(cartId: string): Promise<CartKind | undefined> {
    const row = await this.deps.store.db.selectFrom('carts').select('kind').where('id', '=', cartId).executeTakeFirst();
    return row?.kind;
  }

  /** The purchased cart's order, for a submit that comes after the order was placed. */
  async orderOfCart(cartId: string): Promise<OrderRow | undefined> {
    return findOrderByKey(this.deps.store.db, `cart:${cartId}`);
  }

  /**
   * Saves the posted fields (and quantity changes: `quantity-<entryId>`,
   * `remove` = entry id) without placing; field errors of the gift-card
   * code are kept to show. Returns false when the cart is gone.
   */
  async update(kind: CartKind, cartId: string, body: Record<string, unknown>): Promise<boolean> {
    const before = await this.state(kind, cartId);
    if (!before) return false;
    const errors: Record<string, string> = {};
    for (const e of before.entries) {
      const raw = body[`quantity-${e.id}`];
      if (raw === undefined || String(raw) === String(e.quantity)) continue;
      try {
        if (kind === 'cart') await this.deps.carts.setQuantity(cartId, e.id, raw);
      } catch (err) {
        const code = codeOf(err);
        if (!code) throw err;
        errors[`quantity-${e.id}`] = code;
      }
    }
    if (typeof body.remove === 'string' && kind === 'cart' && before.entries.some((e) => e.id === body.remove)) await this.deps.carts.remove(cartId, body.remove);
    const form = mergeForm(before.draft.form, body);
    if (kind === 'gift-card' && form.sku && form.sku !== before.entries[0]?.sku) {
      try {
        await this.changeDenomination(cartId, form.sku);
      } catch (err) {
        const code = codeOf(err);
        if (!code) throw err;
        errors.sku = code;
        form.sku = before.entries[0]?.sku ?? '';
      }
    }
    if (form.giftCardCode) {
      const card = await findGiftCard(this.deps.store.db, form.giftCardCode);
      const entries = kind === 'cart' ? await listEntries(this.deps.store.db, cartId) : before.entries;
      if (!card || card.currency !== before.cart.currency) errors.giftCardCode = 'GIFT_CARD_UNKNOWN';
      else if (card.balance_cents <= 0) errors.giftCardCode = 'GIFT_CARD_SPENT';
      else if (entries.length > 0 && entries.every((e) => e.product_type === ProductType.GIFT_CARD)) errors.giftCardCode = 'GIFT_CARD_FOR_GIFT_CARD';
    }
    await this.deps.store.change((tx) => saveDraft(tx, cartId, { form, errors }));
    return true;
  }

  /** A gift-card purchase's own cart, holding one unit of the denomination (`sku`; none chosen: the SPEC's message). */
  async startGiftCard(itemId: string, sku: string): Promise<string> {
    const product = this.deps.catalogue.get(itemId);
    if (!product || product.type !== ProductType.GIFT_CARD) throw new CommerceError('ITEM_NOT_FOUND');
    const variant = chooseVariant(product, sku);
    return this.deps.store.change(async (tx) => {
      const now = this.deps.carts.now();
      const cart = await createCart(tx, 'gift-card', this.deps.catalogue.websiteId, this.deps.catalogue.currency, now, holdUntil(now, this.deps.carts.holds));
      await insertEntry(tx, giftEntry(cart.id, product.id, product.stockItemId, product.title, variant), 1);
      await saveDraft(tx, cart.id, { form: { ...(await readDraft(tx, cart.id)).form, sku: variant.sku }, errors: {} });
      return cart.id;
    });
  }

  private async changeDenomination(cartId: string, sku: string): Promise<void> {
    await this.deps.store.change(async (tx) => {
      const [entry] = await listEntries(tx, cartId);
      if (!entry) return;
      const product = this.deps.catalogue.get(entry.item_id)!;
      const variant = chooseVariant(product, sku);
      await tx.deleteFrom('cart_entries').where('cart_id', '=', cartId).execute();
      await insertEntry(tx, giftEntry(cartId, product.id, product.stockItemId, product.title, variant), 1);
      const now = this.deps.carts.now();
      await touchCart(tx, cartId, now, holdUntil(now, this.deps.carts.holds));
    });
  }

  /** Places the order of the cart (see the module comment); throws a CheckoutError or CommerceError, with the form saved and its errors kept for the page. */
  async place(kind: CartKind, cartId: string, body: Record<string, unknown>, language: string, accountId: string | null = null): Promise<PlaceResult> {
    const done = await this.orderOfCart(cartId);
    if (done) return { order: done, existing: true };
    // The coupons the page showed as taken off: this submit's own fields (another email, fewer goods) must not drop one silently.
    const shownCoupons = (await this.state(kind, cartId))?.totals.validCoupons.map((c) => c.code) ?? [];
    const saved = await this.update(kind, cartId, body);
    if (!saved) {
      const order = await this.orderOfCart(cartId);
      if (order) return { order, existing: true };
      throw checkoutError('CHECKOUT_NOT_FOUND');
    }
    try {
      return await this.placeSaved(kind, cartId, body, language, shownCoupons, accountId);
    } catch (e) {
      const code = codeOf(e);
      if (code) {
        const fields = e instanceof CheckoutError ? e.fields : {};
        await this.deps.store.change(async (tx) => {
          const draft = await readDraft(tx, cartId);
          await saveDraft(tx, cartId, { form: draft.form, errors: { ...draft.errors, ...fields, form: code } });
        });
      }
      throw e;
    }
  }

  private async placeSaved(kind: CartKind, cartId: string, body: Record<string, unknown>, language: string, shownCoupons: readonly string[] = [], accountId: string | null = null): Promise<PlaceResult> {
    const before = await this.state(kind, cartId);
    if (!before) {
      // Placed by a concurrent submit since this one saved its fields.
      const order = await this.orderOfCart(cartId);
      if (order) return { order, existing: true };
      throw checkoutError('CHECKOUT_NOT_FOUND');
    }
    this.checkPlaceable(before);
    const card = readCard(body);
    const form = before.draft.form;
    const fields = validateForm(form, card, { requiresShipping: before.requiresShipping, cardNeeded: before.totals.amountDueCents > 0, giftCardPurchase: kind === 'gift-card' }, this.now());
    if (before.draft.errors.giftCardCode) fields.giftCardCode = before.draft.errors.giftCardCode;
    // A coupon shown as applied no longer applies (an email that already used it, a quantity below its minimum): the shopper sees why before paying more.
    const lost = before.totals.invalidCoupons.find((c) => shownCoupons.includes(c.code));
    if (lost) fields.couponCode = lost.reason === 'used' ? 'couponUsed' : lost.reason === 'minimum' ? 'couponMinimum' : 'couponNotCombinable';
    // Goods that ship need an option that reaches the address: refused here, before any payment.
    if (before.requiresShipping && !fields.shippingCountry && before.totals.selectedShippingOption === null) fields.shippingCountry = 'noShippingOptionField';
    if (Object.keys(fields).length) throw checkoutError('CHECKOUT_INVALID', fields);

    const due = before.totals.amountDueCents;
    const { provider } = this.deps;
    let auth: { paymentId: string; last4: string; savedMethod: string } | undefined;
    if (due > 0) {
      const key = createHash('sha256').update([cartId, before.cart.updated_at, due, card.number, card.expiry, card.cvc].join('\u0000')).digest('hex');
      const r = await provider.authorize({ amountCents: due, currency: before.cart.currency, card, idempotencyKey: key, description: `cart ${cartId}`, keepForRenewals: kind === 'subscription' });
      if (r.status === 'declined') throw checkoutError('PAYMENT_DECLINED');
      if (r.status === 'failed') throw checkoutError('PAYMENT_FAILED');
      auth = { paymentId: r.paymentId, last4: r.last4, savedMethod: r.savedMethod ?? '' };
    }

    let placed: PlaceResult;
    try {
      placed = await this.deps.store.change(async (tx) => {
        const now = this.now();
        const st = await this.state(kind, cartId, tx, this.deps.store.lockRows);
        if (!st) {
          const order = await findOrderByKey(tx, `cart:${cartId}`);
          if (order) return { order, existing: true };
          throw checkoutError('CHECKOUT_NOT_FOUND');
        }
        this.checkPlaceable(st);
        if (st.totals.amountDueCents !== due || st.totals.giftCardCents !== before.totals.giftCardCents) throw checkoutError('CART_CHANGED');
        await commitHolds(tx, cartId, now);
        if (st.giftCard && st.totals.giftCardCents > 0 && !(await spendGiftCard(tx, st.giftCard.id, st.totals.giftCardCents))) throw checkoutError('GIFT_CARD_BALANCE');
        const order = this.orderRow(st, language, auth !== undefined, now);
        const billing = billingOf(st.draft.form, st.requiresShipping);
        const addresses = [...(st.requiresShipping ? [addressRow('shipping', st.draft.form.shipping)] : []), addressRow('billing', billing)];
        await insertOrder(
          tx,
          order,
          // The order's lines in the order's language (the page it was placed on), as its pages and mail show them.
          this.deps.carts.localize(st.entries, language).map((e, i) => ({ position: i + 1, item_id: e.item_id, sku: e.sku, product_type: e.product_type, product_name: e.title, attributes: e.attributes, quantity: e.quantity, unit_price_cents: e.unit_price_cents, additional_fields: e.additional_fields, stock_item_id: e.stock_item_id })),
          addresses,
        );
        if (st.giftCard && st.totals.giftCardCents > 0) {
          await insertPayment(tx, { order_id: order.id, method: 'gift-card', provider: st.giftCard.id, provider_ref: st.giftCard.code, amount_cents: st.totals.giftCardCents, status: 'captured', last4: '' });
        }
        if (auth) await insertPayment(tx, { order_id: order.id, method: 'card', provider: provider.name, provider_ref: auth.paymentId, amount_cents: due, status: 'authorized', last4: auth.last4 });
        if (kind === 'subscription') await this.subscribe(tx, order.id, st, now, auth?.savedMethod ?? '');
        if (kind === 'gift-card') {
          const e = st.entries[0]!;
          await issueGiftCard(tx, { order_id: order.id, currency: st.cart.currency, initial_cents: e.unit_price_cents, recipient_email: st.draft.form.recipientEmail, message: st.draft.form.message });
        } else {
          // Gift cards bought in the cart: one card (one code) per unit, sent to the buyer.
          for (const e of st.entries.filter((x) => x.product_type === ProductType.GIFT_CARD)) {
            for (let i = 0; i < e.quantity; i++) await issueGiftCard(tx, { order_id: order.id, currency: st.cart.currency, initial_cents: e.unit_price_cents, recipient_email: st.draft.form.email, message: '' });
          }
        }
        await this.redeemCoupons(tx, order.id, st);
        for (const hook of this.placedHooks) await hook(tx, { orderId: order.id, cartId, itemIds: st.entries.map((e) => e.item_id), accountId });
        await markCartPurchased(tx, cartId, order.id);
        return { order, existing: false };
      });
    } catch (e) {
      if (auth) await provider.void(auth.paymentId).catch(() => undefined);
      throw e;
    }
    if (placed.existing) {
      if (auth) await this.voidUnlessUsed(placed.order.id, auth.paymentId);
      return placed;
    }
    if (auth) await this.capture(placed.order, auth.paymentId);
    await this.sendMail(placed.order.id);
    for (const listener of this.confirmedListeners) await listener(placed.order.id).catch(() => undefined);
    return placed;
  }

  /** Once-per-customer coupons of the order, redeemed in its transaction: the key (code, email) refuses a second order racing this one. */
  private async redeemCoupons(tx: Tx, orderId: string, st: CheckoutState): Promise<void> {
    const email = st.draft.form.email.toLowerCase();
    const settings = await this.deps.settings.current(tx);
    for (const c of st.totals.validCoupons) {
      if (!settings.coupons.some((x) => x.code === c.code && x.oncePerCustomer)) continue;
      try {
        await tx.insertInto('coupon_redemptions').values({ code: c.code, email, order_id: orderId, created_at: this.now().toISOString() }).execute();
      } catch {
        throw checkoutError('CART_CHANGED');
      }
    }
  }

  private checkPlaceable(st: CheckoutState): void {
    if (st.entries.length === 0) throw checkoutError('CART_EMPTY');
    const giftCards = st.entries.filter((e) => e.product_type === ProductType.GIFT_CARD).reduce((n, e) => n + e.quantity, 0);
    if (giftCards > MAX_GIFT_CARDS_PER_ORDER) throw checkoutError('GIFT_CARD_LIMIT');
    if (st.kind === 'subscription') {
      const e = st.entries[0]!;
      if (!SUBSCRIBABLE_TYPES.includes(e.product_type)) throw checkoutError('SUBSCRIPTION_TYPE');
      if (subscriptionCaption(this.deps.products.get(e.item_id)?.plan, false) === null) throw checkoutError('SUBSCRIPTION_PLAN');
    }
    if (st.belowMinimum) throw checkoutError('CART_MINIMUM');
  }

  private orderRow(st: CheckoutState, language: string, card: boolean, now: Date): OrderRow {
    const t = st.totals;
    return {
      id: newOrderId(),
      website_id: st.cart.website_id,
      idempotency_key: `cart:${st.cart.id}`,
      cart_id: st.cart.id,
      kind: st.kind === 'cart' ? 'order' : st.kind,
      // Paid by gift card alone: nothing to capture.
      status: card ? 'awaiting-payment' : 'paid',
      test_mode: this.deps.provider.testMode ? 1 : 0,
      currency: st.cart.currency,
      email: st.draft.form.email,
      language,
      subtotal_cents: t.subtotalCents,
      shipping_cents: t.shippingCostCents,
      tax_cents: t.taxCents,
      discount_cents: t.discountCents,
      gift_card_cents: t.giftCardCents,
      grand_total_cents: t.grandTotalCents,
      shipping_option: t.selectedShippingOption?.id ?? null,
      shipping_name: shippingNameIn(t.selectedShippingOption, language),
      coupon_codes: JSON.stringify(t.validCoupons.map((c) => c.code)),
      created_at: now.toISOString(),
      purchase_reported_at: null,
      subscription_id: null,
      user_id: null,
    };
  }

  private async subscribe(tx: Tx, orderId: string, st: CheckoutState, now: Date, savedMethod: string): Promise<void> {
    const e = st.entries[0]!;
    const caption = subscriptionCaption(this.deps.products.get(e.item_id)?.plan, false)!;
    const plan = this.deps.products.get(e.item_id)!.plan as { billingPeriod: { unit: string }; numBillingCycles?: number };
    const unit = String(plan.billingPeriod.unit).trim().toUpperCase() as 'WEEK' | 'MONTH' | 'YEAR';
    const cycles = Math.max(0, Math.trunc(Number(plan.numBillingCycles) || 0));
    const next = nextBilling(now, unit, caption.billingPeriodValue).toISOString();
    await insertSubscription(tx, {
      order_id: orderId,
      item_id: e.item_id,
      sku: e.sku,
      billing_unit: unit,
      billing_value: caption.billingPeriodValue,
      billing_cycles: cycles,
      cycles_billed: 1,
      next_billing_at: next,
      // A plan of one cycle is paid in full by this order.
      status: cycles === 1 ? 'completed' : 'active',
      payment_method: savedMethod,
      next_attempt_at: next,
      renewal_attempts: 0,
      last_failure: '',
      claimed_until: '',
    });
  }

  private async capture(order: OrderRow, paymentId: string): Promise<void> {
    try {
      const r = await this.deps.provider.capture(paymentId);
      if (r.status === 'captured') {
        await this.deps.store.change((tx) => markPaid(tx, order.id, paymentId));
        order.status = 'paid';
      }
    } catch {
      // The order stays awaiting payment; the provider settles or the merchant follows up.
    }
  }

  private async voidUnlessUsed(orderId: string, paymentId: string): Promise<void> {
    const full = await loadOrder(this.deps.store.db, orderId);
    if (!full?.payments.some((p) => p.provider_ref === paymentId)) await this.deps.provider.void(paymentId).catch(() => undefined);
  }

  /** The order's confirmation mail (and its gift cards'), through the outbox; renewals send it too. */
  async sendMail(orderId: string): Promise<void> {
    const full = await loadOrder(this.deps.store.db, orderId);
    if (!full) return;
    const token = await this.deps.links.token(orderId);
    const downloads = (await this.deps.mailDownloads?.(full)) ?? [];
    await this.deps.mailer.send(orderMail(full, this.deps.baseUrl(), this.deps.languagePrefix(full.order.language), token, downloads));
    for (const g of full.giftCards) await this.deps.mailer.send(giftCardMail(full, g));
  }

  /** True for the one request that first marks the order's Purchase event as reported (a conditional update: two tabs never both get it). */
  async claimPurchaseReport(orderId: string): Promise<boolean> {
    const r = await this.deps.store.db
      .updateTable('orders')
      .set({ purchase_reported_at: this.now().toISOString() })
      .where('id', '=', orderId)
      .where('purchase_reported_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async order(orderId: string): Promise<FullOrder | undefined> {
    return loadOrder(this.deps.store.db, orderId);
  }
}

function giftEntry(cartId: string, itemId: string, stockItemId: string, title: string, variant: { sku: string; attributes: Record<string, string>; priceCents: number }) {
  return {
    cart_id: cartId,
    item_id: itemId,
    stock_item_id: stockItemId,
    sku: variant.sku,
    product_type: ProductType.GIFT_CARD,
    title,
    attributes: JSON.stringify(variant.attributes),
    quantity: 1,
    unit_price_cents: variant.priceCents,
    additional_fields: null,
    // Gift cards are unlimited: the hold is nominal, nothing to give back.
    held_quantity: 1,
  };
}

function addressRow(kind: 'shipping' | 'billing', a: Address) {
  return { kind, first_name: a.firstName, last_name: a.lastName, line1: a.line1, line2: a.line2, city: a.city, region: a.region, postal_code: a.postalCode, country: a.country };
}

/** One billing period after `from` (UTC calendar arithmetic: a month after 31 January is the last day of February). */
export function nextBilling(from: Date, unit: 'WEEK' | 'MONTH' | 'YEAR', value: number): Date {
  const d = new Date(from.getTime());
  if (unit === 'WEEK') {
    d.setUTCDate(d.getUTCDate() + 7 * value);
    return d;
  }
  const months = unit === 'MONTH' ? value : 12 * value;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export type { CheckoutForm };
