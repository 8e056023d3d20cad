/**
 * The context of the checkout pages (SPEC page type 201): everything the
 * template shows, already decided on the server: the lines with images and
 * links, the amounts as money values, the form fields with their values,
 * labels and errors in the site language, the shipping options, coupons,
 * the test gateway's card numbers, the subscription plan and the gift-card
 * denominations. The system page template (site/render/
 * checkout-pages.ts) only lays it out, so a theme's own `pages/checkout.page`
 * gets the same data.
 */
import type { Catalogue } from '../catalogue.js';
import type { MoneyAmount } from '../cart-view.js';
import { money } from '../orders/order-view.js';
import type { CheckoutState } from './checkout-service.js';
import { ADDRESS_FIELDS, COUNTRIES, type Address } from './form.js';
import type { ProductInfoIndex } from './product-info.js';
import { TEST_CARDS } from '../payments/test-gateway.js';
import type { PaymentProvider } from '../payments/provider.js';
import { checkoutTexts, errorText, fill, type CheckoutTextKey, type CheckoutTexts } from './texts.js';
import { isErrorCode } from './errors.js';
import { formatMoney } from '../../../engine/commerce/money.js';
import { postalCodeExample, regionsOf } from '../../../engine/commerce/address-rules.js';
import { ProductType } from '../../../engine/commerce/model.js';
import type { SavedAddresses } from './saved-addresses.js';
import { labelled } from '../../../engine/i18n/label-value.js';

export interface Field {
  id: string;
  name: string;
  label: string;
  value: string;
  type: string;
  autocomplete: string;
  required: boolean;
  error: string;
  isSelect: boolean;
  isTextarea: boolean;
  options: { value: string; label: string; selected: boolean }[];
}

export interface PageOptions {
  language: string;
  prefix: string;
  /** Where the form posts (with the crumb). */
  action: string;
  /** The page's own path and query, to come back to. */
  returnTo: string;
  catalogue: Catalogue;
  products: ProductInfoIndex;
  provider: PaymentProvider;
  /** The store's minimum subtotal (0: none). */
  minimumSubtotalCents: number;
  /** The signed-in shopper's address book (saved-addresses.ts); absent for a visitor. */
  saved?: SavedAddresses;
  /** The signed-in shopper's email: the contact field's value until another is typed. */
  accountEmail?: string;
}

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
};
const OPTIONAL: readonly string[] = ['line2', 'region'];

/** The text of an error value kept in a draft: a text key or an error code. */
export function errorMessage(value: string, texts: CheckoutTexts, language: string, values: Record<string, string> = {}): string {
  if (value in texts) return fill(texts[value as CheckoutTextKey], { email: texts.emailExample, ...values });
  if (isErrorCode(value)) return errorText(value, language, values);
  return '';
}

function field(name: string, label: string, value: string, error: string, extra: Partial<Field> = {}): Field {
  return { id: `checkout-${name}`, name, label, value, type: 'text', autocomplete: 'on', required: true, error, isSelect: false, isTextarea: false, options: [], ...extra };
}

export function countryOptions(language: string, selected: string): Field['options'] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const list = COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c, selected: c === selected })).sort((a, b) => a.label.localeCompare(b.label, language));
  return [{ value: '', label: '—', selected: selected === '' }, ...list];
}

/** The regions of a country as select options, named in the site language. */
export function regionOptions(country: string, language: string, selected: string): Field['options'] {
  const french = language.startsWith('fr');
  return [{ value: '', label: '—', selected: selected === '' }, ...regionsOf(country).map((r) => ({ value: r.code, label: (french && r.fr) || r.name, selected: r.code === selected }))];
}

function addressFields(prefix: 'shipping' | 'billing', a: Address, errors: Record<string, string>, t: CheckoutTexts, language: string): Field[] {
  return ADDRESS_FIELDS.map((f) => {
    const name = `${prefix}${f[0]!.toUpperCase()}${f.slice(1)}`;
    const extra: Partial<Field> = { autocomplete: `${prefix === 'shipping' ? 'shipping' : 'billing'} ${AUTOCOMPLETE[f]}`, required: !OPTIONAL.includes(f) };
    if (f === 'country') Object.assign(extra, { isSelect: true, options: countryOptions(language, a.country) });
    // A country with regions picks one from its list (stored as its code); others may type one.
    if (f === 'region' && regionsOf(a.country).length > 0) Object.assign(extra, { isSelect: true, required: true, options: regionOptions(a.country, language, a.region) });
    const values = { example: postalCodeExample(a.country) };
    return field(name, t[f], a[f], errors[name] ? errorMessage(errors[name]!, t, language, values) : '', extra);
  });
}

/** A money value and its formatted text (for labels the template cannot format inside attributes). */
function amount(cents: number, currency: string): MoneyAmount {
  return money(cents, currency);
}

export function checkoutPageData(st: CheckoutState | undefined, kind: string, o: PageOptions): Record<string, unknown> {
  const t = checkoutTexts(o.language);
  const title = kind === 'subscription' ? t.subscriptionTitle : kind === 'gift-card' ? t.giftCardTitle : t.checkoutTitle;
  const base = { text: t, kind, title, action: o.action, returnTo: o.returnTo, testMode: o.provider.testMode };
  const collection = { id: 'checkout', urlId: 'checkout', typeName: 'checkout', title, fullUrl: `${o.prefix}/checkout` };
  if (!st || st.entries.length === 0) return { collection, checkout: { ...base, empty: true, shopUrl: `${o.prefix}/` } };
  const currency = st.cart.currency;
  const m = (c: number) => amount(c, currency);
  const errors = st.draft.errors;
  const form = st.draft.form;
  const err = (name: string) => (errors[name] ? errorMessage(errors[name]!, t, o.language) : '');
  const tt = st.totals;

  const lines = st.entries.map((e) => {
    // The line as the page's language shows it: its translation's title, options and page, where there is one.
    const shown = o.catalogue.inLanguage(e.stock_item_id, e.sku, o.language);
    const info = o.products.get(shown?.id ?? e.item_id) ?? o.products.get(e.item_id);
    const attrs = shown?.attributes ?? safeAttributes(e.attributes);
    return {
      id: e.id,
      title: shown?.title ?? e.title,
      url: info?.url ?? '',
      imageUrl: info?.imageUrl ?? '',
      variantText: Object.entries(attrs).map(([k, v]) => labelled(k, String(v), o.language)).join(', '),
      quantity: e.quantity,
      quantityName: `quantity-${e.id}`,
      quantityId: `checkout-quantity-${e.id}`,
      quantityError: err(`quantity-${e.id}`),
      editable: kind === 'cart',
      unitPrice: m(e.unit_price_cents),
      lineTotal: m(e.quantity * e.unit_price_cents),
    };
  });

  const optionName = (op: { name: string; names: Record<string, string> }) => op.names[o.language] ?? op.name;
  const shippingOptions = tt.shippingOptions.map((op) => ({
    id: op.id,
    inputId: `checkout-shipping-${op.id}`,
    name: optionName(op),
    cost: m(op.costCents),
    free: op.costCents === 0,
    selected: op.id === tt.selectedShippingOption?.id,
  }));

  const contact = [field('email', t.email, form.email || (o.accountEmail ?? ''), err('email'), { type: 'email', autocomplete: 'email' })];
  const giftFields =
    kind === 'gift-card'
      ? [
          field('recipientEmail', t.recipientEmail, form.recipientEmail, err('recipientEmail'), { type: 'email', autocomplete: 'off' }),
          field('message', t.giftMessage, form.message, err('message'), { isTextarea: true, required: false, autocomplete: 'off' }),
        ]
      : [];
  const product = o.catalogue.get(st.entries[0]!.item_id);
  const denominations =
    kind === 'gift-card' && product
      ? product.variants.map((v) => ({ sku: v.sku, label: formatMoney({ cents: v.priceCents, currency }, true, o.language), selected: v.sku === st.entries[0]!.sku }))
      : [];
  const due = tt.amountDueCents;
  const cardFields = [
    field('cardNumber', t.cardNumber, '', err('cardNumber'), { autocomplete: 'cc-number', type: 'text' }),
    field('cardExpiry', t.cardExpiry, '', err('cardExpiry'), { autocomplete: 'cc-exp' }),
    field('cardCvc', t.cardCvc, '', err('cardCvc'), { autocomplete: 'cc-csc' }),
    field('cardName', t.cardName, '', err('cardName'), { autocomplete: 'cc-name' }),
  ];
  const subscriptionItem = kind === 'subscription' ? o.products.get(st.entries[0]!.item_id)?.item : undefined;
  const minimum = { subtotal: formatMoney({ cents: o.minimumSubtotalCents, currency }, true, o.language) };
  const formError = errors.form ? errorMessage(errors.form, t, o.language, minimum) : '';
  const minimumText = st.belowMinimum ? fill(t.cartMinimum, minimum) : '';

  return {
    collection,
    checkout: {
      ...base,
      empty: false,
      cartToken: kind === 'cart' ? '' : st.cart.id,
      formError: formError === '' && Object.keys(errors).some((k) => k !== 'giftCardCode' && !k.startsWith('quantity-')) ? t.fixErrors : formError,
      lines,
      requiresShipping: st.requiresShipping,
      needCountry: st.requiresShipping && form.shipping.country === '',
      noShippingOption: st.requiresShipping && form.shipping.country !== '' && shippingOptions.length === 0,
      shippingOptions,
      contact,
      shippingFields: st.requiresShipping ? addressFields('shipping', form.shipping, errors, t, o.language) : [],
      // Each saved address is a button of the form (a plain post fills the shipping address; the island fills it at once).
      savedAddresses: st.requiresShipping && o.saved ? o.saved.choices.map((c) => ({ ...c, summaryId: `checkout-saved-${c.id}` })) : [],
      offerSaveAddress: st.requiresShipping && o.saved !== undefined && o.saved.canSave && !o.saved.choices.some((c) => c.inUse),
      saveAddress: form.saveAddress,
      billingSame: st.requiresShipping && form.billingSame,
      billingIgnoredText: t.billingIgnored,
      billingFields: addressFields('billing', form.billing, errors, t, o.language),
      giftFields,
      denominations,
      denominationError: err('sku'),
      subscriptionItem: subscriptionItem ?? null,
      coupons: tt.validCoupons.map((c) => ({ code: c.code, amount: m(c.discountCents) })),
      invalidCoupons: tt.invalidCoupons.map((c) => ({
        code: c.code,
        reason:
          c.reason === 'minimum'
            ? fill(t.couponMinimum, { subtotal: formatMoney({ cents: c.minimumSubtotalCents ?? 0, currency }, true, o.language) })
            : c.reason === 'used'
              ? t.couponUsed
              : c.reason === 'notCombinable'
                ? t.couponNotCombinable
                : c.reason === 'giftCardsOnly'
                  ? t.couponGiftCardsOnly
                  : t.couponUnknown,
      })),
      // A cart of gift cards only has nothing a gift card may pay.
      acceptsGiftCard: st.entries.some((e) => e.product_type !== ProductType.GIFT_CARD) || errors.giftCardCode !== undefined,
      giftCardsToBuyer: kind === 'cart' && st.entries.some((e) => e.product_type === ProductType.GIFT_CARD),
      giftCardCode: form.giftCardCode,
      giftCardError: err('giftCardCode'),
      giftCardApplied: st.giftCard !== undefined && tt.giftCardCents > 0,
      taxRules: tt.applicableTaxRules.map((r) => ({ name: r.name, amount: m(r.taxCents) })),
      amounts: {
        subtotal: m(tt.subtotalCents),
        discount: m(tt.discountCents),
        hasDiscount: tt.discountCents > 0,
        shipping: m(tt.shippingCostCents),
        shippingFree: tt.selectedShippingOption !== null && tt.shippingCostCents === 0,
        hasShipping: tt.selectedShippingOption !== null,
        tax: m(tt.taxCents),
        hasTax: tt.applicableTaxRules.length > 0,
        giftCard: m(tt.giftCardCents),
        hasGiftCard: tt.giftCardCents > 0,
        grandTotal: m(tt.grandTotalCents),
        due: m(due),
        dueDiffers: due !== tt.grandTotalCents,
      },
      cents: { subtotal: tt.subtotalCents, discount: tt.discountCents, shipping: tt.shippingCostCents, tax: tt.taxCents, giftCard: tt.giftCardCents, grandTotal: tt.grandTotalCents, due },
      cardNeeded: due > 0,
      cardFields,
      testCards: o.provider.testMode
        ? [
            { number: groupDigits(TEST_CARDS.success), label: t.testCardSuccess },
            { number: groupDigits(TEST_CARDS.pending), label: t.testCardPending },
            { number: groupDigits(TEST_CARDS.declined), label: t.testCardDeclined },
            { number: groupDigits(TEST_CARDS.failure), label: t.testCardFailure },
            { number: groupDigits(TEST_CARDS.renewalDeclined), label: t.testCardRenewalDeclined },
          ]
        : [],
      minimumText,
      canPlace: !st.belowMinimum,
      enhance: {
        processing: t.processing,
        updated: t.totalsUpdated,
        cart: checkoutCart(st),
        errors: clientErrorTexts(t),
        addressUsed: t.savedAddressUsed,
      },
      submitLabel: kind === 'subscription' ? t.subscribe : kind === 'gift-card' ? t.buyGiftCard : t.placeOrder,
    },
  };
}

/** The field error texts the island shows and clears as the shopper types (the same keys as the server's). */
function clientErrorTexts(t: CheckoutTexts): Record<string, string> {
  const keys: CheckoutTextKey[] = ['required', 'emailInvalid', 'regionInvalid', 'postalCodeInvalid', 'postalCodeRegion', 'cardNumberInvalid', 'cardNumberLuhn', 'cardExpiryInvalid', 'cardExpired', 'cardCvcInvalid'];
  return Object.fromEntries(keys.map((k) => [k, fill(t[k], { email: t.emailExample })]));
}

/** The cart as the checkout event carries it (SPEC section 3 cart fields; amounts in cents). */
function checkoutCart(st: CheckoutState) {
  return {
    id: st.cart.id,
    totalQuantity: st.view.totalQuantity,
    subtotalCents: st.totals.subtotalCents,
    entries: st.entries.map((e) => ({ productType: e.product_type })),
  };
}

function groupDigits(n: string): string {
  return n.match(/.{1,4}/g)!.join(' ');
}

function safeAttributes(text: string): Record<string, string> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}
