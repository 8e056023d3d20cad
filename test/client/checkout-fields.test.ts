// The checkout's field helpers in jsdom (issue 36): the region control
// follows the country, the billing fields hide while "same as shipping" is
// ticked, card fields are checked before the order goes, and an error
// clears as soon as the field is valid.
import './dom.js';
import t from 'tap';
import { startFieldHelpers } from '../../client/widgets/checkout-fields.js';

const TEXTS = { required: 'Required', cardNumberLuhn: 'Bad digits', cardExpired: 'Expired', cardCvcInvalid: 'CVC 3 or 4', postalCodeInvalid: 'Postal like {example}', postalCodeRegion: 'Not in the state' };

const form = () => {
  document.documentElement.lang = 'fr-FR';
  document.body.innerHTML = `<form class="vitrine-checkout-form" novalidate>
<div class="vitrine-field"><label for="checkout-shippingCountry">Country</label><select id="checkout-shippingCountry" name="shippingCountry"><option value="">—</option><option value="US">US</option><option value="FR">FR</option><option value="CA">CA</option></select></div>
<div class="vitrine-field"><label for="checkout-shippingRegion">Region</label><input id="checkout-shippingRegion" name="shippingRegion" autocomplete="shipping address-level1"></div>
<div class="vitrine-field vitrine-field--error"><label for="checkout-shippingPostalCode">Postal</label><input id="checkout-shippingPostalCode" name="shippingPostalCode" required aria-invalid="true" aria-describedby="checkout-shippingPostalCode-error"><p class="vitrine-field-error" id="checkout-shippingPostalCode-error">Required</p></div>
<input type="checkbox" id="checkout-billingSame" name="billingSame" checked>
<div class="vitrine-checkout-billing-fields"><div class="vitrine-field"><label for="checkout-billingLine1">Line</label><input id="checkout-billingLine1" name="billingLine1" required></div></div>
<div class="vitrine-field"><label for="checkout-cardNumber">Card</label><input id="checkout-cardNumber" name="cardNumber"></div>
<div class="vitrine-field"><label for="checkout-cardExpiry">Expiry</label><input id="checkout-cardExpiry" name="cardExpiry"></div>
<div class="vitrine-field"><label for="checkout-cardCvc">CVC</label><input id="checkout-cardCvc" name="cardCvc"></div>
<div class="vitrine-field"><label for="checkout-cardName">Name</label><input id="checkout-cardName" name="cardName" required></div>
<button type="submit" name="action" value="place">Place</button></form>`;
  return document.querySelector('form')!;
};
const el = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as unknown as T;
const set = (id: string, value: string, type: 'input' | 'change' = 'input') => {
  el<HTMLInputElement>(id).value = value;
  el(id).dispatchEvent(new Event(type, { bubbles: true }));
};
const place = (f: HTMLFormElement) => {
  const e = new (window as unknown as { SubmitEvent: typeof SubmitEvent }).SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: f.querySelector('button') });
  f.dispatchEvent(e);
  return e.defaultPrevented;
};

t.test('the region is a select of the country\'s regions, named in the page language', async (t) => {
  const f = form();
  const stop = startFieldHelpers(f, TEXTS);
  t.teardown(stop);
  set('checkout-shippingCountry', 'CA', 'change');
  const region = el<HTMLSelectElement>('checkout-shippingRegion');
  t.equal(region.tagName, 'SELECT');
  t.equal(region.name, 'shippingRegion');
  t.ok([...region.options].some((o) => o.value === 'QC' && o.text === 'Québec'));
  t.ok([...region.options].some((o) => o.value === 'BC' && o.text === 'Colombie-Britannique'), 'French names on a French page');
  set('checkout-shippingCountry', 'FR', 'change');
  t.equal(el('checkout-shippingRegion').tagName, 'INPUT', 'a text field for a country without a list');
  set('checkout-shippingRegion', 'NY');
  set('checkout-shippingCountry', 'US', 'change');
  t.equal(el<HTMLSelectElement>('checkout-shippingRegion').value, 'NY', 'a region typed before the country is kept when it is on the list');
  set('checkout-shippingCountry', 'CA', 'change');
  t.equal(el<HTMLSelectElement>('checkout-shippingRegion').value, '');
  set('checkout-shippingCountry', 'US', 'change');
  t.equal(el<HTMLSelectElement>('checkout-shippingRegion').value, 'NY', 'back to a country, back to its region');
});

t.test('billing fields hide while "same as shipping" is ticked', async (t) => {
  const f = form();
  t.teardown(startFieldHelpers(f, TEXTS));
  const box = f.querySelector<HTMLElement>('.vitrine-checkout-billing-fields')!;
  t.equal(box.hidden, true);
  el<HTMLInputElement>('checkout-billingSame').checked = false;
  el('checkout-billingSame').dispatchEvent(new Event('change', { bubbles: true }));
  t.equal(box.hidden, false);
});

t.test('an error clears as the field becomes valid, not on the next submit', async (t) => {
  const f = form();
  t.teardown(startFieldHelpers(f, TEXTS));
  set('checkout-shippingCountry', 'US', 'change');
  set('checkout-shippingPostalCode', '1');
  t.ok(el('checkout-shippingPostalCode-error'), 'still wrong: still said');
  set('checkout-shippingRegion', 'NY', 'change');
  set('checkout-shippingPostalCode', '90012');
  t.ok(el('checkout-shippingPostalCode-error'), 'a ZIP of another state: still said');
  set('checkout-shippingPostalCode', '12534');
  t.equal(document.getElementById('checkout-shippingPostalCode-error'), null, 'cleared at once');
  t.notOk(el('checkout-shippingPostalCode').hasAttribute('aria-invalid'));
  t.notOk(el('checkout-shippingPostalCode').closest('.vitrine-field--error'));
});

t.test('card fields are checked before the order goes; nothing is sent while they are wrong', async (t) => {
  const f = form();
  t.teardown(startFieldHelpers(f, TEXTS, () => new Date(Date.UTC(2026, 10, 28))));
  set('checkout-shippingCountry', 'US', 'change');
  set('checkout-shippingRegion', 'NY', 'change');
  set('checkout-shippingPostalCode', '12534');
  set('checkout-cardNumber', '4242424242424241');
  set('checkout-cardExpiry', '01/20');
  set('checkout-cardCvc', '1');
  set('checkout-cardName', 'Ada');
  t.ok(place(f), 'the submit is stopped');
  t.equal(el('checkout-cardNumber-error').textContent, 'Bad digits');
  t.equal(el('checkout-cardExpiry-error').textContent, 'Expired');
  t.equal(el('checkout-cardCvc-error').textContent, 'CVC 3 or 4');
  t.equal(document.activeElement?.id, 'checkout-cardNumber', 'the first wrong field has the focus');
  t.equal(document.getElementById('checkout-billingLine1-error'), null, 'hidden billing fields are not checked');
  set('checkout-cardNumber', '4242 4242 4242 4242');
  t.equal(document.getElementById('checkout-cardNumber-error'), null);
  set('checkout-cardExpiry', '12/30');
  set('checkout-cardCvc', '123');
  t.notOk(place(f), 'all good: the form goes');
});
