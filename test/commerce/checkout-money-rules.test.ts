/**
 * Issue 36's pure rules: gift-card lines in the totals, coupon combination,
 * regions and postal codes, card checks.
 */
import t from 'tap';
import { readCheckoutSettings } from '../../server/commerce/checkout/settings.js';
import { computeTotals } from '../../server/commerce/checkout/pricing.js';
import { normalAddress } from '../../server/commerce/checkout/form.js';
import { EMPTY_ADDRESS } from '../../server/commerce/checkout/form.js';
import { normalPostalCode, postalCodeInRegion, postalCodeValid, regionCode } from '../../engine/commerce/address-rules.js';
import { cardCvcError, cardExpiryError, cardNumberError, luhnValid } from '../../engine/commerce/card-rules.js';

const settings = readCheckoutSettings({
  shippingOptions: [{ id: 'std', rateCents: 800, freeOverCents: 5000, countries: ['US'] }],
  taxRules: [{ id: 'ny', country: 'US', region: 'NY', rateBasisPoints: 800, appliesToShipping: true }],
  coupons: [
    { code: 'TEN', percentOff: 10 },
    { code: 'A', amountOffCents: 100, combinable: true },
    { code: 'B', amountOffCents: 200, combinable: true },
    { code: 'ONCE', amountOffCents: 300, oncePerCustomer: true },
  ],
});
const NY = { country: 'US', region: 'NY' };

t.test('gift cards bought: not discounted, not taxed, not towards free shipping, not paid by gift card', async (t) => {
  const tt = computeTotals(settings, {
    lines: [{ quantity: 1, unitPriceCents: 2000 }, { quantity: 2, unitPriceCents: 5000, giftCard: true }],
    requiresShipping: true,
    location: NY,
    shippingOptionId: 'std',
    couponCodes: ['TEN'],
    giftCardBalanceCents: 1_000_000,
  });
  t.equal(tt.discountCents, 200, '10 % of the $20 goods only');
  t.equal(tt.shippingCostCents, 800, '$18 of goods: not free though the cards make $118');
  t.equal(tt.taxCents, 208, '8 % of $18 + $8');
  t.equal(tt.grandTotalCents, 1800 + 800 + 208 + 10000);
  t.equal(tt.giftCardCents, 1800 + 800 + 208, 'a gift card pays all but the gift cards');
  t.equal(tt.amountDueCents, 10000);
});

t.test('coupon stacking follows each coupon\'s rule, in the order applied', async (t) => {
  const run = (codes: string[], used: string[] = []) =>
    computeTotals(settings, { lines: [{ quantity: 1, unitPriceCents: 10000 }], requiresShipping: false, location: undefined, shippingOptionId: '', couponCodes: codes, giftCardBalanceCents: 0, usedCouponCodes: used });
  let r = run(['A', 'B']);
  t.same(r.validCoupons.map((c) => c.code), ['A', 'B'], 'two combinable coupons stack');
  t.equal(r.discountCents, 300);
  r = run(['TEN', 'A']);
  t.same(r.validCoupons.map((c) => c.code), ['TEN']);
  t.same(r.invalidCoupons, [{ code: 'A', discountCents: 0, reason: 'notCombinable' }], 'a combinable code does not join one that is not');
  r = run(['A', 'TEN']);
  t.same(r.invalidCoupons.map((c) => [c.code, c.reason]), [['TEN', 'notCombinable']], 'nor the other way round');
  r = run(['ONCE'], ['ONCE']);
  t.same(r.invalidCoupons.map((c) => [c.code, c.reason]), [['ONCE', 'used']]);
  const cardsOnly = computeTotals(settings, { lines: [{ quantity: 1, unitPriceCents: 5000, giftCard: true }], requiresShipping: false, location: NY, shippingOptionId: '', couponCodes: ['A'], giftCardBalanceCents: 0 });
  t.same(cardsOnly.invalidCoupons.map((c) => [c.code, c.reason]), [['A', 'giftCardsOnly']]);
  t.equal(cardsOnly.taxCents, 0);
});

t.test('regions read as codes; territories as their own country; postal codes per country', async (t) => {
  t.equal(regionCode('US', 'New York'), 'NY');
  t.equal(regionCode('US', ' new  york '), 'NY');
  t.equal(regionCode('US', 'ny'), 'NY');
  t.equal(regionCode('US', 'Caroline du Nord'), 'NC');
  t.equal(regionCode('CA', 'Quebec'), 'QC');
  t.equal(regionCode('CA', 'Colombie-Britannique'), 'BC');
  t.equal(regionCode('US', 'Narnia'), 'NARNIA', 'kept for the validation to refuse');
  t.equal(regionCode('FR', 'Île-de-France'), 'ÎLE-DE-FRANCE', 'a country without a list keeps the text');
  t.match(normalAddress({ ...EMPTY_ADDRESS, country: 'US', region: 'Puerto Rico', postalCode: '00901' }), { country: 'PR', region: '' });
  t.ok(postalCodeValid('US', '12534'));
  t.ok(postalCodeValid('US', '12534-1234'));
  t.notOk(postalCodeValid('US', '1'));
  t.ok(postalCodeValid('CA', 'k1a0b1'));
  t.equal(normalPostalCode('CA', 'k1a0b1'), 'K1A 0B1');
  t.ok(postalCodeValid('GB', 'sw1a1aa'));
  t.notOk(postalCodeValid('FR', '7500'));
  t.ok(postalCodeValid('PR', '00901'));
  t.notOk(postalCodeValid('PR', '12534'), 'a mainland ZIP is not a Puerto Rico one');
  t.ok(postalCodeInRegion('US', 'NY', '12534'));
  t.ok(postalCodeInRegion('US', 'NY', '00501'), "New York's 005 range");
  t.notOk(postalCodeInRegion('US', 'NY', '90012'), 'a Los Angeles ZIP is not in New York');
  t.ok(postalCodeInRegion('US', 'TX', '88510'), "El Paso's 885 range");
  t.ok(postalCodeInRegion('CA', 'QC', 'H2X 1Y4'), 'only US ZIP areas are checked');
});

t.test('card checks', async (t) => {
  t.ok(luhnValid('4242424242424242'));
  t.equal(cardNumberError('4242 4242 4242 4241'), 'cardNumberLuhn');
  t.equal(cardNumberError('42'), 'cardNumberInvalid');
  t.equal(cardNumberError(''), 'required');
  t.equal(cardNumberError('4242-4242-4242-4242'), undefined);
  const now = new Date(Date.UTC(2026, 10, 28));
  t.equal(cardExpiryError('11/26', now), undefined, 'good through the end of its month');
  t.equal(cardExpiryError('10/26', now), 'cardExpired');
  t.equal(cardExpiryError('13/30', now), 'cardExpiryInvalid');
  t.equal(cardExpiryError('1230', now), 'cardExpiryInvalid');
  t.equal(cardExpiryError('12/2030', now), undefined);
  t.equal(cardCvcError('1'), 'cardCvcInvalid');
  t.equal(cardCvcError('12345'), 'cardCvcInvalid');
  t.equal(cardCvcError('1234'), undefined);
});
