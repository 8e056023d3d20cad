/**
 * Pages the platform provides itself, written in the template language:
 * access pages (SPEC section 2: 'This page is locked', 'This page available
 * only site members' with a join button), search results, the cart page and
 * the not-found and error pages. Texts come from the SPEC.
 */
import { PAYWALL_PURCHASE_PATH } from '../paths/account-form-paths.js';
import { CHECKOUT_PAGE_PATHS } from '../paths/checkout-paths.js';
import { CART_QUANTITY_FORM_PATH, CART_REMOVE_FORM_PATH } from '../paths/cart-form-paths.js';
import { lockSection } from './section-pages.js';
import { MASKED_PASSWORD } from '../../engine/forms/fields.js';

export const SYSTEM_TEXT = {
  locked: 'This page is locked',
  membersOnly: 'This page available only site members',
  // Vitrine's: the SPEC gives the paywall page (107) no text of its own.
  paywall: 'Get access to see this page',
  paywallSignIn: 'Already have access? Sign in',
  // SPEC section 5: the add-to-cart button's default label and the add failure's alert title.
  addToCart: 'Add To Cart',
  unableToAdd: 'Unable to Add Item',
  emptyCart: 'You have nothing in your shopping cart.',
  subtotal: 'Subtotal',
  checkout: 'Checkout',
  // The cart page's plain forms (SPEC section 8 failure titles; client/texts.ts).
  quantity: 'Quantity',
  remove: 'Remove',
  updateQuantity: 'Update',
  updateQuantityFailed: 'Unable to update quantity',
  removeItemFailed: 'Unable to remove item',
  password: 'Password',
  unlock: 'Unlock',
  wrongPassword: 'That password is not correct. Please try again.',
  cartTitle: 'Cart',
  notFoundTitle: 'Page not found',
  notFoundMessage: 'Sorry, we couldn’t find the page you were looking for. Try a search, or start again from one of these pages.',
  home: 'Home',
  search: 'Search',
} as const;

/** An access page's heading is its page's; inside a video's or lesson's page, under the item's own title. */
type Heading = 'h1' | 'h2';

/** A theme string when the theme's language has it, else the English text. */
const themed = (key: string, english: string) => `{.if localizedStrings.${key}}{localizedStrings.${key}|html}{.or}${english}{.end}`;


/**
 * The join button leads to the account page (sign up or sign in, joining
 * the page's member area) and back to the page; a plain link, so it works
 * without JavaScript. A paywall's button goes there too: signed in, a
 * member of the page's area gets in, and a one-off purchase goes through
 * checkout.
 */
const join = (h: Heading) => `<${h}>${themed('themeMembersOnly', SYSTEM_TEXT.membersOnly)}</${h}><a class="vitrine-join sqs-button-element--primary" data-widget="member-join" data-props="{access|json|htmlattr}" href="{homeUrl}account?join={access.target|url-encode}&amp;returnTo={access.returnTo|url-encode}">${themed('themeJoin', 'Join')}</a>`;
const JOIN = join('h1');

/**
 * A paywalled page (107): a membership of its area or a one-off purchase
 * unlocks it. Signing in brings back who has either. Each product that
 * unlocks it (`access.offers`, paywall-offers.ts) is offered with its price:
 * a plain form that puts it in the cart and goes to checkout, by way of
 * signing in when signed out (server/session/paywall-route.ts); checkout
 * grants the access (server/session/paywall-access.ts).
 */
const paywall = (h: Heading) => `<${h}>${themed('themePaywall', SYSTEM_TEXT.paywall)}</${h}>{.if access.error}<p class="vitrine-paywall-error" role="alert"><strong>${themed('themeUnableToAdd', SYSTEM_TEXT.unableToAdd)}</strong> {access.error|html}</p>{.end}
{.repeated section access.offers}<form class="vitrine-paywall-offer" method="post" action="${PAYWALL_PURCHASE_PATH}">
  <input type="hidden" name="crumb" value="{access.crumb|htmlattr}">
  <input type="hidden" name="target" value="{access.target|htmlattr}">
  <input type="hidden" name="itemId" value="{itemId|htmlattr}">
  <input type="hidden" name="returnTo" value="{access.returnTo|htmlattr}">
  <p class="vitrine-paywall-offer__product" id="vitrine-offer-{@index}"><span class="vitrine-paywall-offer__title">{title|html}</span> <span class="vitrine-paywall-offer__price">{.if priceMoney}{priceMoney|money-string}{.end}</span></p>
  <button type="submit" class="sqs-button-element--primary vitrine-paywall-offer__buy" aria-describedby="vitrine-offer-{@index}">${themed('productAddToCartText', SYSTEM_TEXT.addToCart)}</button>
</form>{.end}
<a class="vitrine-paywall-sign-in sqs-button-element--secondary" href="{homeUrl}account?returnTo={access.returnTo|url-encode}">${themed('themePaywallSignIn', SYSTEM_TEXT.paywallSignIn)}</a>`;
const PAYWALL = paywall('h1');

/** The unlock form posts to the unlock API (no JavaScript needed). */
const UNLOCK_FORM = `<form class="vitrine-unlock" method="post" action="/api/site/unlock">
  <input type="hidden" name="target" value="{access.target|htmlattr}">
  <input type="hidden" name="returnTo" value="{access.returnTo|htmlattr}">
  <input type="hidden" name="crumb" value="{access.crumb|htmlattr}">
  {.if access.error}<p class="vitrine-unlock-error" id="vitrine-unlock-error" role="alert">{access.error|html}</p>{.end}
  <input type="password" name="password" autocomplete="current-password" placeholder="${MASKED_PASSWORD}" aria-label="${themed('themePassword', SYSTEM_TEXT.password)}" required{.if access.error} aria-invalid="true" aria-describedby="vitrine-unlock-error" autofocus{.end}>
  <button type="submit" class="sqs-button-element--primary" aria-label="${themed('themeUnlock', SYSTEM_TEXT.unlock)}">&rarr;</button>
</form>`;

/** `access` holds {reason, target, returnTo, crumb, error, section}; a locked site shows the owner's lock screen section when enabled (section-pages.ts). */
export const ACCESS_PAGE = `<section class="vitrine-access vitrine-access-{access.reason}" data-page-type="{pageType}">
{.equal? access.reason "member-area"}${JOIN}{.or equal? access.reason "paywall"}${PAYWALL}{.or}${lockSection(themed('themeLocked', SYSTEM_TEXT.locked), UNLOCK_FORM)}{.end}
</section>`;

/**
 * The wall of a video or lesson gated on its own, under the video paywall
 * beta flag (video-lessons.ts): the join button or the paywall's offers,
 * rendered into `access.panel` for the theme's item view to show in place
 * of the player.
 */
export const ACCESS_PANEL = `<div class="vitrine-access vitrine-access--inline vitrine-access-{access.reason}">
{.equal? access.reason "member-area"}${join('h2')}{.or}${paywall('h2')}{.end}
</div>`;

/** A whole-site lock screen has no theme chrome around it (its content in the main landmark, sized for phones). */
export const LOCK_SCREEN_PAGE = `<!doctype html>
<html lang="{website.language}"><head><meta name="viewport" content="width=device-width, initial-scale=1">{squarespace-headers}</head>
<body class="vitrine-lock-screen"><main>{squarespace.main-content}</main></body></html>`;

export const SEARCH_PAGE = `<section class="vitrine-search" data-page-type="{pageType}">
<form method="get" action="{homeUrl}search"><input type="search" name="q" value="{search.query|htmlattr}" aria-label="${themed('themeSearch', SYSTEM_TEXT.search)}"></form>
{.section search}{.repeated section results}<article class="vitrine-search-result"><a href="{fullUrl}">{title|html}</a>{.if excerpt}<div class="vitrine-search-excerpt">{excerpt|safe|truncate 200}</div>{.end}</article>{.end}{.end}
</section>`;

/** A shoppers' widget text of the page's language (`widgetTexts`, client/texts.ts keys), else its English. */
const widgetText = (key: string, english: string) => `{.if localizedStrings.widgetTexts.${key}}{localizedStrings.widgetTexts.${key}|html}{.or}${english}{.end}`;

/**
 * A cart line's quantity and remove as plain forms (server/forms/cart-page-form.ts),
 * so the cart page works without JavaScript; the island replaces them. A
 * refused change (`formPost.cartLine`) shows its reason on its line, and
 * the quantity typed is kept.
 */
const CART_LINE_FORMS = `<form class="vitrine-cart-entry__quantity-form" method="post" action="${CART_QUANTITY_FORM_PATH}">
<input type="hidden" name="crumb" value="{postFields.crumb|htmlattr}"><input type="hidden" name="entryId" value="{id|htmlattr}"><input type="hidden" name="cartPath" value="{postFields.cartPath|htmlattr}">
<input class="vitrine-cart-entry__quantity" type="number" name="quantity" min="0" max="9999" step="1" required value="{.equal? formPost.cartLine.entryId id}{.if formPost.cartLine.quantity}{formPost.cartLine.quantity|htmlattr}{.or}{quantity}{.end}{.or}{quantity}{.end}" aria-label="${widgetText('quantity', SYSTEM_TEXT.quantity)}: {title|htmlattr}"{.equal? formPost.cartLine.entryId id} aria-invalid="true" aria-describedby="vitrine-cart-error-{id|htmlattr}"{.end}>
<button type="submit" class="vitrine-cart-entry__update" aria-label="${widgetText('updateQuantity', SYSTEM_TEXT.updateQuantity)}: {title|htmlattr}">${widgetText('updateQuantity', SYSTEM_TEXT.updateQuantity)}</button></form>
<form class="vitrine-cart-entry__remove-form" method="post" action="${CART_REMOVE_FORM_PATH}">
<input type="hidden" name="crumb" value="{postFields.crumb|htmlattr}"><input type="hidden" name="entryId" value="{id|htmlattr}"><input type="hidden" name="cartPath" value="{postFields.cartPath|htmlattr}">
<button type="submit" class="vitrine-cart-entry__remove" aria-label="${widgetText('remove', SYSTEM_TEXT.remove)}: {title|htmlattr}">${widgetText('remove', SYSTEM_TEXT.remove)}</button></form>`;

/** The title of a refused line change: the action's failure title (SPEC section 8), then the reason. */
const CART_LINE_ERROR = `{.equal? formPost.cartLine.action "remove"}${widgetText('removeItemFailed', SYSTEM_TEXT.removeItemFailed)}{.or}${widgetText('updateQuantityFailed', SYSTEM_TEXT.updateQuantityFailed)}{.end}`;

/**
 * The way on to checkout, a plain link so it needs no JavaScript: the
 * checkout page is one HTML form (docs/checkout.md) in the cart page's
 * language (`homeUrl` carries its prefix). The island renders the same link.
 */
const CART_CHECKOUT = `<a class="vitrine-cart-checkout sqs-button-element--primary" href="{homeUrl}${CHECKOUT_PAGE_PATHS.checkout.slice(1)}">${widgetText('checkout', SYSTEM_TEXT.checkout)}</a>`;

/**
 * `shoppingCart` is the whole cart here (the site route adds each entry's
 * `subTotalAmount` money node and `variantText`): entries, their forms
 * and the subtotal show without JavaScript; the cart-page island takes over
 * with the same classes. A refusal for a line no longer in the cart shows
 * above the lines.
 */
export const CART_PAGE = `<section class="vitrine-cart-page" data-page-type="{pageType}"><h1 class="vitrine-cart-page__title">${themed('themeCart', SYSTEM_TEXT.cartTitle)}</h1>
<div class="vitrine-cart" data-widget="cart-page" data-props="{shoppingCart|json|htmlattr}" data-texts="{localizedStrings.formTexts|json|htmlattr}">
{.if formPost.cartLine}<p class="vitrine-cart-error" id="vitrine-cart-error-{formPost.cartLine.entryId|htmlattr}" role="alert"><strong>${CART_LINE_ERROR}</strong> {formPost.cartLine.message|html}</p>{.end}
{.section shoppingCart}{.if entries}<div class="vitrine-cart-contents"><ul class="vitrine-cart-entries">{.repeated section entries}<li class="vitrine-cart-entry" id="entry-{id|htmlattr}" data-entry-id="{id|htmlattr}">{.if imageUrl}<a class="vitrine-cart-entry__media" href="{productUrl|htmlattr}" tabindex="-1" aria-hidden="true"><img class="vitrine-cart-entry__image" src="{imageUrl|htmlattr}?format=300w" alt="" width="72" height="72"></a>{.end}<span class="vitrine-cart-entry__title">{.if productUrl}<a href="{productUrl|htmlattr}">{title|html}</a>{.or}{title|html}{.end}</span>{.if variantText}<span class="vitrine-cart-entry__variant">{variantText|html}</span>{.end}${CART_LINE_FORMS}<span class="vitrine-cart-entry__price">{.if subTotalAmount}{subTotalAmount|money}{.end}</span></li>{.end}</ul>
<div class="vitrine-cart-subtotal"><span>${widgetText('subtotal', SYSTEM_TEXT.subtotal)}</span> <span class="vitrine-cart-subtotal__amount">{subtotalAmount|money}</span></div>
{.if cartMinimum}<p class="vitrine-cart-minimum">{cartMinimum|html}</p>{.end}
${CART_CHECKOUT}</div>{.or}<p class="vitrine-cart-empty">${widgetText('emptyCart', SYSTEM_TEXT.emptyCart)}</p>{.end}{.or}<p class="vitrine-cart-empty">${widgetText('emptyCart', SYSTEM_TEXT.emptyCart)}</p>{.end}
</div></section>`;

/** The not-found page: what happened, a search of the page's language and the ways back (its title says it too: page-context.ts). */
export const NOT_FOUND_PAGE = `<section class="vitrine-not-found" data-page-type="{pageType}"><h1>404</h1>
<p class="vitrine-not-found__title">${themed('themeNotFoundTitle', SYSTEM_TEXT.notFoundTitle)}</p>
<p class="vitrine-not-found__message">${themed('themeNotFoundMessage', SYSTEM_TEXT.notFoundMessage)}</p>
<form class="vitrine-not-found__search" method="get" action="{homeUrl}search" role="search" aria-label="${themed('themeSearch', SYSTEM_TEXT.search)}"><input type="search" name="q" aria-label="${themed('themeSearch', SYSTEM_TEXT.search)}"> <button type="submit" class="sqs-button-element--primary">${themed('themeSearch', SYSTEM_TEXT.search)}</button></form>
<p class="vitrine-not-found__links"><a href="{homeUrl}">{website.siteTitle|html}</a></p></section>`;

export const ERROR_PAGE = `<section class="vitrine-error" data-page-type="{pageType}"><h1>500</h1><p><a href="{homeUrl}">{website.siteTitle|html}</a></p></section>`;

/**
 * The account page (server/session/): sign in or sign up without an
 * account, the account (orders, sign-out) with one. The island renders it
 * all in the page's language; the query says what to join and where to go
 * back to. Before (or without) scripts, `accountForms` holds plain forms
 * (account-forms.ts) that the island replaces.
 */
export const ACCOUNT_PAGE = `<section class="vitrine-account" data-page-type="{pageType}" data-widget="account" data-props="{&quot;homeUrl&quot;:{homeUrl|json|htmlattr}}">{accountForms}</section>`;

/** The page a password reset link opens; the island reads the token from the address. */
export const ACCOUNT_RESET_PAGE = `<section class="vitrine-account vitrine-account-reset" data-page-type="{pageType}" data-widget="password-reset" data-props="{&quot;homeUrl&quot;:{homeUrl|json|htmlattr}}"></section>`;
