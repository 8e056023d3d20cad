/**
 * The floating cart pill (SPEC section 3), platform-owned output: a theme
 * applies the system partial `vitrine-cart-pill` and pages carry a marker
 * there; the pill itself is rendered from the visitor's cart summary and
 * spliced in, so one rendered page serves every cart (the way edge caches
 * fill includes). The island (client/widgets/cart-pill.ts, drawn with the DOM) takes it over.
 */
import { randomBytes } from 'node:crypto';
import type { Json } from '../content/types.js';
import { DEFAULT_CURRENCY } from '../../engine/commerce/money.js';
import { formatMoneyTexts, type MoneyTexts } from '../../editor/money-texts.js';

/** The page language when the site names none (as site/render/system-values.ts reads it). */
const DEFAULT_LOCALE = 'en-US';

/** The system partial's name. */
export const CART_PILL_PARTIAL = 'vitrine-cart-pill';

/** Where the pill goes in a rendered page: random per process and never sent, so content cannot forge it. */
export const CART_PILL_MARKER = `<!--vitrine-cart-pill-${randomBytes(16).toString('hex')}-->`;

/** Pills kept per page (one per distinct cart summary); past it the memo starts again. */
export const CART_PILL_MEMO_ENTRIES = 256;

/**
 * The pill's markup. Reads the cart summary (`shoppingCart.totalQuantity`,
 * `.subtotalCents`), the store currency and the theme's cart label: its
 * context is `pillContext` below, whatever scope a theme applies it in.
 */
export const CART_PILL_TEMPLATE = `<a class="cart-pill" href="{.if homeUrl}{homeUrl|htmlattr}cart{.or}{@|cart-url}{.end}"{.if shoppingCart.totalQuantity}{.or} hidden{.end} data-widget="cart-pill" data-props="{&quot;cartUrl&quot;:{.if homeUrl}&quot;{homeUrl|htmlattr}cart&quot;{.or}&quot;/cart&quot;{.end},&quot;totalQuantity&quot;:{.if shoppingCart.totalQuantity}{shoppingCart.totalQuantity|json|htmlattr}{.or}0{.end},&quot;subtotalCents&quot;:{.if shoppingCart.subtotalCents}{shoppingCart.subtotalCents|json|htmlattr}{.or}0{.end},&quot;currency&quot;:{.if websiteSettings.storeSettings.defaultCurrency}{websiteSettings.storeSettings.defaultCurrency|json|htmlattr}{.or}&quot;USD&quot;{.end},&quot;label&quot;:{.if localizedStrings.themeCart}{localizedStrings.themeCart|json|htmlattr}{.or}&quot;Cart&quot;{.end}{.if moneyTexts},&quot;moneyTexts&quot;:{moneyTexts|json|htmlattr}{.end}}">
  <span class="cart-pill__icon" aria-hidden="true"></span>
  <span class="cart-pill__label">{.if localizedStrings.themeCart}{localizedStrings.themeCart|html}{.or}Cart{.end}</span>
  <span class="cart-pill__count">{.if shoppingCart.totalQuantity}{shoppingCart.totalQuantity}{.or}0{.end}</span>
</a>`;

/** What the pill reads of a page context, with the visitor's cart. */
export function pillContext(page: Json, cart: Json | undefined): Json {
  const base = {
    website: page.website,
    websiteSettings: page.websiteSettings,
    localizedStrings: page.localizedStrings,
    // The page language's home ('/' or '/fr/'): the pill leads to that language's cart.
    homeUrl: page.homeUrl,
  };
  return withCart(base, cart);
}

/** A pill context (`pillContext` of no cart) with `cart`: the cart summary and its subtotal's text. */
export function withCart(base: Json, cart: Json | undefined): Json {
  const moneyTexts = pillMoneyTexts(base, cart);
  return { ...base, ...(cart ? { shoppingCart: cart } : {}), ...(moneyTexts ? { moneyTexts } : {}) };
}

/**
 * The subtotal a shown pill prints, formatted here in the page language
 * (issue 41): the island's first drawing then makes no Intl currency
 * format, whose first one on a page loads ICU's data on the main thread.
 * None for an empty cart: the pill is hidden and formats nothing.
 */
function pillMoneyTexts(page: Json, cart: Json | undefined): MoneyTexts | undefined {
  const cents = cart?.subtotalCents;
  if (typeof cents !== 'number' || !(Number(cart?.totalQuantity) > 0)) return undefined;
  const settings = ((page.websiteSettings as Json | undefined)?.storeSettings ?? {}) as Json;
  const currency = typeof settings.defaultCurrency === 'string' && settings.defaultCurrency ? settings.defaultCurrency : DEFAULT_CURRENCY;
  const language = (page.website as Json | undefined)?.language;
  return formatMoneyTexts([[currency, cents]], typeof language === 'string' && language ? language : DEFAULT_LOCALE);
}

/** The pill of one page for any cart: rendered once per distinct cart summary. */
export class CartPill {
  private readonly memo = new Map<string, string>();

  constructor(private readonly renderFor: (cart: Json | undefined) => string) {}

  html(cart: Json | undefined): string {
    const key = cart ? JSON.stringify(cart) : '';
    let html = this.memo.get(key);
    if (html === undefined) {
      html = this.renderFor(cart);
      if (this.memo.size >= CART_PILL_MEMO_ENTRIES) this.memo.clear();
      this.memo.set(key, html);
    }
    return html;
  }

  /** A rendered page with this cart's pill at the markers. */
  fill(page: string, cart: Json | undefined): string {
    return page.includes(CART_PILL_MARKER) ? page.replaceAll(CART_PILL_MARKER, this.html(cart)) : page;
  }
}
