// The checkout's live totals in jsdom: what an update sends (never the
// card or the gift-card code), which regions the server's page replaces,
// and the purchase listener's reading of a SPEC Money value in cents.
import './dom.js';
import t from 'tap';
import { swapRegions, updateBody } from '../../client/widgets/checkout-live.js';
import { centsOf } from '../../client/tracking/start-tracking.js';

// Node has its own FormData, which cannot read a jsdom form: the page's must win.
(globalThis as { FormData: unknown }).FormData = (window as unknown as { FormData: unknown }).FormData;

const pageWith = (total: string, option: string) => `<form class="vitrine-checkout-form" action="/api/commerce/checkout?crumb=c" data-totals='{"grandTotal":${total}}'>
<input name="email" value="ada@example.com"><input name="cardNumber" value="4242424242424242"><input name="cardCvc" value="123">
<input name="giftCardCode" value="ABCD"><input name="shippingCountry" value="US">
<fieldset class="vitrine-checkout-methods"><input type="radio" id="checkout-shipping-${option}" name="shippingOptionId" value="${option}" checked>
<button type="submit" name="action" value="update">Update totals</button></fieldset>
<fieldset class="vitrine-checkout-coupons"><input name="couponCode" value=""></fieldset>
<aside class="vitrine-checkout-summary"><dd class="vitrine-totals__total">$${total}</dd></aside></form>`;

t.test('an update sends the form but the card and the gift-card code, as action=update', async (t) => {
  document.body.innerHTML = pageWith('10', 'standard');
  const form = document.querySelector('form')!;
  t.same(updateBody(form, { removeCoupon: 'WELCOME10' }), { email: 'ada@example.com', shippingCountry: 'US', shippingOptionId: 'standard', couponCode: '', removeCoupon: 'WELCOME10', action: 'update' });
});

t.test("the server's page replaces the summary, methods and coupons; the focus follows", async (t) => {
  document.body.innerHTML = pageWith('10', 'express');
  const email = document.querySelector<HTMLInputElement>('[name="email"]')!;
  email.value = 'typed@example.com';
  document.getElementById('checkout-shipping-express')!.focus();
  t.ok(swapRegions(document, `<html><body>${pageWith('47.52', 'express')}</body></html>`));
  t.equal(document.querySelector('.vitrine-totals__total')!.textContent, '$47.52');
  t.equal(document.querySelector('form')!.getAttribute('data-totals'), '{"grandTotal":47.52}');
  t.equal(document.activeElement?.id, 'checkout-shipping-express', 'the focus is on the new radio');
  t.equal(document.querySelector<HTMLInputElement>('[name="email"]')!.value, 'typed@example.com', 'fields outside the regions are left alone');
  t.notOk(swapRegions(document, '<html><body><p>another page</p></body></html>'), 'another shape: the caller reloads');
  t.equal(document.querySelector('.vitrine-totals__total')!.textContent, '$47.52', 'and nothing was swapped');
});

t.test('amounts in cents from a Money value, without floating point', async (t) => {
  t.equal(centsOf({ value: '97.20', currency: 'USD' }), 9720);
  t.equal(centsOf({ value: '1234567.89', currency: 'USD' }), 123456789);
  t.equal(centsOf({ value: '9.5', currency: 'USD' }), 950);
  t.equal(centsOf({ value: '-0.07', currency: 'USD' }), -7);
  t.equal(centsOf({ decimalValue: '12', currencyCode: 'USD' }), 1200);
  t.equal(centsOf(6400), 6400, 'cents stay cents');
  t.equal(centsOf(64.5), null);
  t.equal(centsOf({ value: '1e3' }), null);
  t.equal(centsOf(undefined), null);
});
