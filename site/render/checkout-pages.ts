/**
 * The platform's checkout and order pages (SPEC page types 201 checkout,
 * 202 order confirmed, 206 subscription confirmed, 207 order received, 211
 * order status), written in the template language. A theme overrides one
 * with its own `pages/<name>.page` (checkout, checkout-subscription,
 * checkout-gift-card, order-confirmed, order-received,
 * subscription-confirmed, order-status), which gets the same context:
 * `checkout` on the checkout pages, `order` (SPEC section 3's order entity)
 * and `orderPage` on the order pages, built by server/commerce/.
 *
 * Without JavaScript the checkout is one plain form: every button posts it
 * (update totals, apply a coupon, remove a line, place the order) and the
 * server answers with this page again or the confirmation. The
 * `checkout-form` island only enhances it (live totals, the checkout
 * event). An order page's first view carries the `purchase-event` island
 * (`reportPurchase`), which dispatches the Purchase event once.
 */
import type { CheckoutPageName } from '../routing/resolve-route.js';

/** A list of form fields (`fields`: id, name, label, value, type, autocomplete, required, error, isSelect, isTextarea, options). */
const FIELDS = (list: string) => `{.repeated section ${list}}<div class="vitrine-field{.if error} vitrine-field--error{.end}">
<label for="{id}">{label|html}</label>
{.if isSelect}<select id="{id}" name="{name}" autocomplete="{autocomplete}"{.if required} required{.end}{.if error} aria-invalid="true" aria-describedby="{id}-error"{.end}>{.repeated section options}<option value="{value|htmlattr}"{.if selected} selected{.end}>{label|html}</option>{.end}</select>
{.or}{.if isTextarea}<textarea id="{id}" name="{name}" rows="3"{.if error} aria-invalid="true" aria-describedby="{id}-error"{.end}>{value|html}</textarea>
{.or}<input type="{type}" id="{id}" name="{name}" value="{value|htmlattr}" autocomplete="{autocomplete}"{.if required} required{.end}{.if error} aria-invalid="true" aria-describedby="{id}-error"{.end}>{.end}{.end}
{.if error}<p class="vitrine-field-error" id="{id}-error">{error|html}</p>{.end}
</div>{.end}`;

/** The totals of a checkout or an order (`amounts` of money values). */
const TOTALS = `<dl class="vitrine-totals">
<div><dt>{text.subtotal|html}</dt><dd class="vitrine-totals__subtotal">{amounts.subtotal|money}</dd></div>
{.if amounts.hasDiscount}<div><dt>{text.discount|html}</dt><dd class="vitrine-totals__discount">&minus;{amounts.discount|money}</dd></div>{.end}
{.if amounts.hasShipping}<div><dt>{text.shipping|html}</dt><dd class="vitrine-totals__shipping">{.if amounts.shippingFree}{text.free|html}{.or}{amounts.shipping|money}{.end}</dd></div>{.end}
{.if amounts.hasTax}<div><dt>{text.tax|html}</dt><dd class="vitrine-totals__tax">{amounts.tax|money}</dd></div>{.end}
{.if amounts.hasGiftCard}<div><dt>{text.giftCard|html}</dt><dd class="vitrine-totals__gift-card">&minus;{amounts.giftCard|money}</dd></div>{.end}
<div class="vitrine-totals__grand"><dt>{text.total|html}</dt><dd class="vitrine-totals__total">{amounts.grandTotal|money}</dd></div>
{.if amounts.dueDiffers}<div><dt>{text.amountDue|html}</dt><dd class="vitrine-totals__due">{amounts.due|money}</dd></div>{.end}
</dl>`;

const CHECKOUT = `<section class="vitrine-checkout vitrine-checkout--{checkout.kind}" data-page-type="{pageType}">
{.section checkout}<h1>{title|html}</h1>
{.if empty}{.if formError}<div class="vitrine-checkout-error" role="alert">{formError|html}</div>{.end}
{.if choices}<ul class="vitrine-gift-card-choices">{.repeated section choices}<li><a href="{url|htmlattr}">{label|html}</a></li>{.end}</ul>{.or}<p class="vitrine-cart-empty">{text.emptyCart|html}</p>{.end}<p><a class="sqs-button-element--primary" href="{shopUrl|htmlattr}">{text.backToShop|html}</a></p>
{.or}{.if formError}<div class="vitrine-checkout-error" role="alert" id="checkout-error" tabindex="-1">{formError|html}</div>{.end}
<form class="vitrine-checkout-form" method="post" action="{action|htmlattr}" novalidate data-totals="{cents|json|htmlattr}">
<span class="vitrine-checkout-enhancer" data-widget="checkout-form" data-props="{enhance|json|htmlattr}"></span>
<input type="hidden" name="returnTo" value="{returnTo|htmlattr}">
<input type="hidden" name="cartToken" value="{cartToken|htmlattr}">
<input type="hidden" name="billingSameSent" value="1">
<button type="submit" name="action" value="update" class="vitrine-checkout-default" hidden tabindex="-1">{text.updateTotals|html}</button>
<div class="vitrine-checkout-columns"><div class="vitrine-checkout-main">
{.if subscriptionItem}<section class="vitrine-checkout-plan"><h2>{text.plan|html}</h2><div class="vitrine-checkout-plan__caption">{subscriptionItem|product-price}</div></section>{.end}
{.if denominations}<fieldset class="vitrine-checkout-gift"><legend>{text.giftCard|html}</legend>
<div class="vitrine-field{.if denominationError} vitrine-field--error{.end}"><label for="checkout-sku">{text.denomination|html}</label><select id="checkout-sku" name="sku">{.repeated section denominations}<option value="{sku|htmlattr}"{.if selected} selected{.end}>{label|html}</option>{.end}</select>
{.if denominationError}<p class="vitrine-field-error">{denominationError|html}</p>{.end}</div>
${FIELDS('giftFields')}</fieldset>{.end}
<fieldset class="vitrine-checkout-contact"><legend>{text.contact|html}</legend>${FIELDS('contact')}</fieldset>
{.if requiresShipping}<fieldset class="vitrine-checkout-shipping" id="checkout-shipping"><legend>{text.shippingAddress|html}</legend>
{.if savedAddresses}<div class="vitrine-checkout-saved" role="group" aria-labelledby="checkout-saved-title"><p class="vitrine-checkout-saved__title" id="checkout-saved-title">{text.savedAddresses|html}</p><ul class="vitrine-checkout-saved__list">{.repeated section savedAddresses}<li class="vitrine-checkout-saved__address{.if inUse} vitrine-checkout-saved__address--in-use{.end}"><span id="{summaryId|htmlattr}">{summary|html}{.if isDefault} ({text.defaultAddress|html}){.end}</span> <button type="submit" name="useAddress" value="{id|htmlattr}" class="vitrine-checkout-secondary vitrine-checkout-use-address" aria-describedby="{summaryId|htmlattr}" data-address="{fields|json|htmlattr}">{text.useAddress|html}</button></li>{.end}</ul></div>{.end}
${FIELDS('shippingFields')}
{.if offerSaveAddress}<div class="vitrine-choice vitrine-checkout-save-address"><input type="hidden" name="saveAddressSent" value="1"><input type="checkbox" id="checkout-saveAddress" name="saveAddress" value="on"{.if saveAddress} checked{.end}><label for="checkout-saveAddress">{text.saveAddress|html}</label></div>{.end}</fieldset>
<fieldset class="vitrine-checkout-methods"><legend>{text.shippingMethod|html}</legend>
{.if needCountry}<p class="vitrine-checkout-note">{text.chooseCountryFirst|html}</p>{.end}
{.if noShippingOption}<p class="vitrine-field-error">{text.noShippingOption|html}</p>{.end}
{.repeated section shippingOptions}<div class="vitrine-choice"><input type="radio" name="shippingOptionId" id="{inputId}" value="{id|htmlattr}"{.if selected} checked{.end}><label for="{inputId}">{name|html} &mdash; {.if free}{text.free|html}{.or}{cost|money}{.end}</label></div>{.end}
<button type="submit" name="action" value="update" class="vitrine-checkout-secondary">{text.updateTotals|html}</button>
</fieldset>{.end}
<fieldset class="vitrine-checkout-billing"><legend>{text.billingAddress|html}</legend>
{.if requiresShipping}<div class="vitrine-choice"><input type="checkbox" id="checkout-billingSame" name="billingSame" value="on"{.if billingSame} checked{.end}><label for="checkout-billingSame">{text.billingSame|html}</label></div>{.end}
<div class="vitrine-checkout-billing-fields">{.if billingSame}<p class="vitrine-checkout-note vitrine-checkout-billing-ignored">{billingIgnoredText|html}</p>{.end}${FIELDS('billingFields')}</div></fieldset>
<fieldset class="vitrine-checkout-coupons"><legend>{text.coupon|html}</legend>
{.repeated section coupons}<p class="vitrine-coupon vitrine-coupon--valid"><span class="vitrine-coupon__code">{code|html}</span> {text.couponApplied|html} (&minus;{amount|money}) <button type="submit" name="removeCoupon" value="{code|htmlattr}" class="vitrine-link-button">{text.remove|html}</button></p>{.end}
{.repeated section invalidCoupons}<p class="vitrine-coupon vitrine-coupon--invalid" role="alert"><span class="vitrine-coupon__code">{code|html}</span> {reason|html} <button type="submit" name="removeCoupon" value="{code|htmlattr}" class="vitrine-link-button">{text.remove|html}</button></p>{.end}
<div class="vitrine-field vitrine-field--inline"><label for="checkout-couponCode">{text.coupon|html}</label><input type="text" id="checkout-couponCode" name="couponCode" autocomplete="off"><button type="submit" name="action" value="update" class="vitrine-checkout-secondary">{text.applyCoupon|html}</button></div>
</fieldset>
<fieldset class="vitrine-checkout-payment"><legend>{text.payment|html}</legend>
{.if giftCardsToBuyer}<p class="vitrine-checkout-note vitrine-checkout-gift-cards-note">{text.giftCardsToBuyer|html}</p>{.end}
{.if acceptsGiftCard}<div class="vitrine-field vitrine-field--inline{.if giftCardError} vitrine-field--error{.end}"><label for="checkout-giftCardCode">{text.giftCardCode|html}</label><input type="text" id="checkout-giftCardCode" name="giftCardCode" value="{giftCardCode|htmlattr}" autocomplete="off"{.if giftCardError} aria-invalid="true" aria-describedby="checkout-giftCardCode-error"{.end}><button type="submit" name="action" value="update" class="vitrine-checkout-secondary">{text.applyGiftCard|html}</button>
{.if giftCardError}<p class="vitrine-field-error" id="checkout-giftCardCode-error">{giftCardError|html}</p>{.end}</div>{.end}
{.if cardNeeded}{.if testMode}<div class="vitrine-test-gateway" role="note"><p><strong>{text.testGateway|html}</strong></p><ul>{.repeated section testCards}<li><code>{number|html}</code> &mdash; {label|html}</li>{.end}</ul></div>{.end}
<div class="vitrine-checkout-card">${FIELDS('cardFields')}</div>
{.or}<p class="vitrine-checkout-note">{text.noCardNeeded|html}</p>{.end}
</fieldset>
{.if minimumText}<p class="vitrine-checkout-minimum" role="alert">{minimumText|html}</p>{.end}
<button type="submit" name="action" value="place" class="vitrine-checkout-place sqs-button-element--primary"{.if canPlace}{.or} disabled{.end}>{submitLabel|html}</button>
</div>
<aside class="vitrine-checkout-summary" aria-labelledby="checkout-summary-title"><h2 id="checkout-summary-title">{text.yourOrder|html}</h2>
<ul class="vitrine-checkout-lines">{.repeated section lines}<li class="vitrine-checkout-line" data-entry-id="{id|htmlattr}">
{.if imageUrl}<img class="vitrine-checkout-line__image" src="{imageUrl|htmlattr}" alt="" width="64" height="64" loading="lazy">{.end}
<div class="vitrine-checkout-line__body">{.if url}<a class="vitrine-checkout-line__title" href="{url|htmlattr}">{title|html}</a>{.or}<span class="vitrine-checkout-line__title">{title|html}</span>{.end}
{.if variantText}<span class="vitrine-checkout-line__variant">{variantText|html}</span>{.end}
{.if editable}<span class="vitrine-checkout-line__quantity"><label for="{quantityId}">{text.quantity|html}</label> <input type="number" id="{quantityId}" name="{quantityName}" value="{quantity}" min="1" max="9999" step="1" inputmode="numeric"{.if quantityError} aria-invalid="true"{.end}> <button type="submit" name="action" value="update" class="vitrine-link-button">{text.update|html}</button> <button type="submit" name="remove" value="{id|htmlattr}" class="vitrine-link-button">{text.remove|html}</button></span>
{.if quantityError}<p class="vitrine-field-error">{quantityError|html}</p>{.end}{.or}<span class="vitrine-checkout-line__quantity">&times; {quantity}</span>{.end}</div>
<span class="vitrine-checkout-line__total">{lineTotal|money}</span></li>{.end}</ul>
{.repeated section taxRules}<p class="vitrine-checkout-tax-rule">{name|html}{text.colon|html}{amount|money}</p>{.end}
${TOTALS}
</aside></div></form>{.end}{.end}
</section>`;

/** An order page's downloads block: each digital product's link with its delivery note (the composer preview, page type 210, shows it too). */
export const ORDER_DOWNLOADS = `{.section downloads}<div class="vitrine-order-downloads"><h2>{title|html}</h2>{.repeated section links}<p>{.if url}<a class="vitrine-order-download sqs-button-element--primary" href="{url|htmlattr}" download>{label|html}</a>{.or}<span class="vitrine-order-download sqs-button-element--primary">{label|html}</span>{.end}</p>{.if note}<p class="vitrine-order-download-note">{note|html}</p>{.end}{.end}{.if pending}<p>{pending|html}</p>{.or}<p class="vitrine-order-download-terms">{terms|html}</p>{.end}</div>{.end}`;

const LINES = `<ul class="vitrine-order-lines">{.repeated section lines}<li class="vitrine-order-line">{.if imageUrl}<img src="{imageUrl|htmlattr}" alt="" width="64" height="64" loading="lazy">{.end}<span class="vitrine-order-line__title">{.if url}<a href="{url|htmlattr}">{productName|html}</a>{.or}{productName|html}{.end}</span>{.if variantText} <span class="vitrine-order-line__variant">{variantText|html}</span>{.end} <span class="vitrine-order-line__quantity">&times; {quantity}</span> <span class="vitrine-order-line__total">{lineTotal|money}</span>{.if answers}<dl class="vitrine-order-line__answers">{.repeated section answers}<dt>{title|html}</dt><dd>{text|html}</dd>{.end}</dl>{.end}{.if reviewUrl} <a class="vitrine-order-line__review" href="{reviewUrl|htmlattr}">{reviewLabel|html}</a>{.end}{.repeated section unlocks}<a class="vitrine-order-line__unlocks sqs-button-element--primary" href="{fullUrl|htmlattr}">{title|html}</a>{.end}</li>{.end}</ul>`;

const ADDRESS = (key: string, label: string) => `{.section ${key}}<div class="vitrine-order-address"><h2>{text.${label}|html}</h2><p>{.repeated section lines}{@|html}{.alternates with}<br>{.end}</p></div>{.end}`;

/** One layout for the four order pages; `orderPage.page` says which. */
const ORDER = `<section class="vitrine-order vitrine-order--{orderPage.page}" data-page-type="{pageType}" data-order-id="{order.id|htmlattr}" data-purchase="{order|json|htmlattr}">
{.if reportPurchase}<span class="vitrine-purchase-event" data-widget="purchase-event" data-props="{order|json|htmlattr}" hidden></span>{.end}
{.section orderPage}<h1>{title|html}</h1>
{.if testMode}<p class="vitrine-order-test" role="note">{text.testOrder|html}</p>{.end}
<p class="vitrine-order-number">{text.orderNumber|html} <strong>{number|html}</strong> &middot; {createdText|html}</p>
<p class="vitrine-order-status">{text.status|html}{text.colon|html}<strong>{statusText|html}</strong></p>
{.equal? page "received"}<p>{text.orderReceivedBody|html}</p>{.end}
{.equal? page "status"}{.or}<p class="vitrine-order-email">{emailText|html}</p>{.end}
{.repeated section giftCards}<div class="vitrine-order-gift-card"><p>{text.giftCardIssued|html}{text.colon|html}<code class="vitrine-gift-card-code">{code|html}</code> ({amount|money})</p><p>{sentText|html}</p></div>{.end}
${ORDER_DOWNLOADS}
{.section subscription}<div class="vitrine-order-subscription"><h2>{text.plan|html}</h2>{.if item}<div class="vitrine-order-subscription__caption">{item|product-price}</div>{.end}
<p>{text.nextBilling|html}{text.colon|html}<strong>{nextBillingText|html}</strong></p><p>{text.billingCycles|html}{text.colon|html}{cyclesText|html}</p></div>{.end}
${LINES}
${TOTALS}
{.repeated section payments}<p class="vitrine-order-payment">{text.paidWith|html}{text.colon|html}{label|html} ({amount|money})</p>{.end}
<div class="vitrine-order-addresses">${ADDRESS('shippingAddress', 'shippingAddress')}${ADDRESS('billingAddress', 'billingAddress')}</div>
{.equal? page "status"}{.or}<p><a class="vitrine-order-status-link" href="{statusUrl|htmlattr}">{text.viewOrderStatus|html}</a></p>{.end}
{.end}{.if orderError}<h1>{orderError|html}</h1><p><a href="{homeUrl}">{website.siteTitle|html}</a></p>{.end}
</section>`;

/** A download link that no longer downloads: why, and a fresh link by mail (a plain form post). */
const DOWNLOAD = `<section class="vitrine-download" data-page-type="{pageType}">{.section download}<h1>{title|html}</h1>
{.if product}<p class="vitrine-download-product">{product|html}</p>{.end}
{.if notice}<p class="vitrine-download-notice" role="status">{notice|html}</p>{.end}
{.if body}<p>{body|html}</p>{.end}
{.if downloadUrl}<p><a class="vitrine-order-download sqs-button-element--primary" href="{downloadUrl|htmlattr}" download>{product|html}</a></p>{.end}{.if note}<p class="vitrine-order-download-note">{note|html}</p>{.end}
{.if canRenew}<form method="post" action="{action|htmlattr}"><input type="hidden" name="token" value="{token|htmlattr}"><button type="submit" class="sqs-button-element--primary">{text.sendFreshLink|html}</button></form>{.end}
{.end}<p><a href="{homeUrl}">{website.siteTitle|html}</a></p>
</section>`;

/** The account's orders and subscriptions (/account/orders): plain links and form posts, with or without JavaScript. */
const ACCOUNT_ORDERS = `<section class="vitrine-account-orders" data-page-type="{pageType}">{.section accountOrders}<h1>{text.title|html}</h1>
{.if notice}<p class="vitrine-account-orders__notice"{.if noticeIsError} role="alert"{.or} role="status"{.end}>{notice|html}</p>{.end}
<h2 id="account-orders-title">{text.ordersTitle|html}</h2>
{.if orders}<table class="vitrine-account-orders__table" aria-labelledby="account-orders-title"><thead><tr><th scope="col">{text.order|html}</th><th scope="col">{text.date|html}</th><th scope="col">{text.status|html}</th><th scope="col">{text.total|html}</th></tr></thead><tbody>
{.repeated section orders}<tr><td><a class="vitrine-account-order-link" href="{url|htmlattr}">{number|html}</a></td><td>{dateText|html}</td><td>{statusText|html}</td><td>{totalText|html}</td></tr>{.end}
</tbody></table>{.if olderUrl}<p><a href="{olderUrl|htmlattr}">{text.olderOrders|html}</a></p>{.end}{.or}<p>{text.noOrders|html}</p>{.end}
<h2>{text.subscriptionsTitle|html}</h2>
{.if subscriptions}<ul class="vitrine-account-subscriptions">{.repeated section subscriptions}<li class="vitrine-account-subscription" data-subscription-id="{id|htmlattr}"><h3>{title|html}</h3>
<p>{text.status|html}{text.colon|html}<strong class="vitrine-account-subscription__status">{statusText|html}</strong></p>
{.if nextChargeText}<p>{text.nextCharge|html}{text.colon|html}<strong class="vitrine-account-subscription__next">{nextChargeText|html}</strong></p>{.end}
{.if cardText}<p>{text.card|html}{text.colon|html}•••• {cardText|html}</p>{.end}
<div class="vitrine-account-subscription__actions">
{.if canPause}<form method="post" action="{pauseAction|htmlattr}"><button type="submit" class="sqs-button-element--secondary">{text.pause|html}</button></form>{.end}
{.if canResume}<form method="post" action="{resumeAction|htmlattr}"><button type="submit" class="sqs-button-element--primary">{text.resume|html}</button></form>{.end}
{.if canCancel}<form method="post" action="{cancelAction|htmlattr}"><button type="submit" class="sqs-button-element--secondary vitrine-account-subscription__cancel">{text.cancel|html}</button></form>{.end}
</div>
{.if canUpdateCard}<details class="vitrine-account-subscription__card"><summary>{text.updateCard|html}</summary><form method="post" action="{cardAction|htmlattr}">
<label for="card-number-{id|htmlattr}">{text.cardNumber|html}</label><input id="card-number-{id|htmlattr}" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="card-expiry-{id|htmlattr}">{text.cardExpiry|html}</label><input id="card-expiry-{id|htmlattr}" name="cardExpiry" autocomplete="cc-exp" required>
<label for="card-cvc-{id|htmlattr}">{text.cardCvc|html}</label><input id="card-cvc-{id|htmlattr}" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit" class="sqs-button-element--primary">{text.updateCard|html}</button></form></details>{.end}
</li>{.end}</ul>{.or}<p>{text.noSubscriptions|html}</p>{.end}
<p><a href="{accountUrl|htmlattr}">{text.backToAccount|html}</a></p>{.end}
</section>`;

export const CHECKOUT_PAGES: Record<CheckoutPageName, string> = {
  download: DOWNLOAD,
  'account-orders': ACCOUNT_ORDERS,
  checkout: CHECKOUT,
  'checkout-subscription': CHECKOUT,
  'checkout-gift-card': CHECKOUT,
  'order-confirmed': ORDER,
  'order-received': ORDER,
  'subscription-confirmed': ORDER,
  'order-status': ORDER,
};
