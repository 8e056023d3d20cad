/**
 * The checkout's pure parts: store settings read and checked, the totals
 * in integer cents (rounding, free shipping, coupons, tax location), the
 * form's SPEC validation texts, the test gateway's answers, the next
 * billing date, the gift-card codes.
 */
import t from 'tap';
import { readCheckoutSettings } from '../../server/commerce/checkout/settings.js';
import { applyRate, computeTotals } from '../../server/commerce/checkout/pricing.js';
import { EMPTY_FORM, emailError, mergeForm, validateForm } from '../../server/commerce/checkout/form.js';
import { TestGateway, TEST_CARDS } from '../../server/commerce/payments/test-gateway.js';
import { nextBilling } from '../../server/commerce/checkout/checkout-service.js';
import { GIFT_CARD_CODE_LENGTH, newGiftCardCode, storedCode } from '../../server/commerce/gift-cards/gift-card-repo.js';
import { checkoutTexts, errorText } from '../../server/commerce/checkout/texts.js';

const settings = readCheckoutSettings({
  shippingOptions: [
    { id: 'std', name: 'Standard', rateCents: 800, freeOverCents: 12000, countries: ['us'] },
    { id: 'any', name: 'Anywhere', rateCents: 3000 },
    { id: 'bad', name: 'No rate' },
  ],
  taxRules: [
    { id: 'ny', country: 'US', region: 'NY', rateBasisPoints: 825, appliesToShipping: true },
    { id: 'us', country: 'US', rateBasisPoints: 100 },
    { id: 'typo', country: 'US', rateBasisPoints: 20000 },
  ],
  coupons: [{ code: 'ten', percentOff: 10 }, { code: 'Five Off', amountOffCents: 500, minimumSubtotalCents: 3000 }, { code: 'zero' }],
  minimumSubtotalCents: -5,
});

t.test('settings: bad entries are skipped, codes and countries normalised', async (t) => {
  t.same(settings.shippingOptions.map((o) => o.id), ['std', 'any']);
  t.same(settings.shippingOptions[0]!.countries, ['US']);
  t.same(settings.taxRules.map((r) => r.id), ['ny', 'us'], 'a rate above 100 % is refused');
  t.same(settings.coupons.map((c) => c.code), ['TEN', 'FIVEOFF']);
  t.equal(settings.minimumSubtotalCents, 0);
});

t.test('totals in integer cents', async (t) => {
  t.equal(applyRate(1005, 825), 83, '82.9125 rounds to 83');
  t.equal(applyRate(1000, 50), 5, 'half a cent rounds up');
  const base = { requiresShipping: true, shippingOptionId: '', couponCodes: [], giftCardBalanceCents: 0 };
  const ny = { country: 'US', region: 'ny' };
  const a = computeTotals(settings, { ...base, lines: [{ quantity: 3, unitPriceCents: 1999 }], location: ny });
  t.match(a, { subtotalCents: 5997, shippingCostCents: 800, discountCents: 0 });
  t.same(a.shippingOptions.map((o) => o.id), ['std', 'any'], 'both reach the US');
  // NY 8.25 % of (5997 + 800) = 560.75 → 561; US 1 % of 5997 = 59.97 → 60.
  t.equal(a.taxCents, 561 + 60);
  t.equal(a.grandTotalCents, 5997 + 800 + 621);
  const free = computeTotals(settings, { ...base, lines: [{ quantity: 1, unitPriceCents: 12000 }], location: { country: 'US', region: 'CA' } });
  t.match(free, { shippingCostCents: 0, taxCents: 120 }, 'free over the threshold; only the US rule in California');
  const below = computeTotals(settings, { ...base, couponCodes: ['ten'], lines: [{ quantity: 1, unitPriceCents: 12000 }], location: { country: 'US', region: 'CA' } });
  t.match(below, { discountCents: 1200, shippingCostCents: 800, taxCents: 108 }, 'the threshold counts after the discount');
  const nowhere = computeTotals(settings, { ...base, lines: [{ quantity: 1, unitPriceCents: 1000 }], location: undefined });
  t.same(nowhere.shippingOptions.map((o) => o.id), ['any'], 'options limited to countries wait for the country');
  t.equal(nowhere.taxCents, 0, 'no location, no tax');
  const fr = computeTotals(settings, { ...base, shippingOptionId: 'any', lines: [{ quantity: 1, unitPriceCents: 1000 }], location: { country: 'FR', region: '' } });
  t.match(fr, { shippingCostCents: 3000, taxCents: 0 });
  const coupons = computeTotals(settings, { ...base, requiresShipping: false, couponCodes: ['five off', 'nope', 'TEN', 'ten'], lines: [{ quantity: 1, unitPriceCents: 2000 }], location: undefined });
  t.same(coupons.validCoupons.map((c) => c.code), ['TEN']);
  t.same(coupons.invalidCoupons.map((c) => [c.code, c.reason]), [['FIVEOFF', 'minimum'], ['NOPE', 'unknown']]);
  const capped = computeTotals(readCheckoutSettings({ coupons: [{ code: 'BIG', amountOffCents: 99999 }] }), { ...base, requiresShipping: false, couponCodes: ['big'], lines: [{ quantity: 1, unitPriceCents: 2000 }], location: undefined, giftCardBalanceCents: 500 });
  t.match(capped, { discountCents: 2000, grandTotalCents: 0, giftCardCents: 0, amountDueCents: 0 }, 'a discount never makes a negative total');
  const gift = computeTotals(settings, { ...base, requiresShipping: false, lines: [{ quantity: 1, unitPriceCents: 2000 }], location: undefined, giftCardBalanceCents: 1500 });
  t.match(gift, { giftCardCents: 1500, amountDueCents: 500 });
});

t.test('the form: SPEC texts, merged posts, what is required when', async (t) => {
  t.equal(emailError(''), 'required');
  t.equal(emailError('a@b.c'), 'emailInvalid', 'a one-letter top-level part');
  t.equal(emailError('a@b.co'), undefined);
  t.equal(emailError(`${'a'.repeat(251)}@b.com`), 'emailInvalid', 'over 256 characters');
  t.equal(checkoutTexts('en-US').required, 'Required');
  t.equal(checkoutTexts('fr_FR').required, 'Obligatoire');
  t.equal(checkoutTexts('de-DE').required, 'Required', 'other languages read English');
  t.equal(errorText('CART_MINIMUM', 'en-US', { subtotal: '$50.00' }), 'To check out, your order subtotal must be $50.00 or more.');
  const form = mergeForm(EMPTY_FORM, { email: ' a@b.co ', shippingCountry: 'fr', couponCode: 'ten', billingSameSent: '1' });
  t.match(form, { email: 'a@b.co', billingSame: false, couponCodes: ['TEN'] });
  t.equal(form.shipping.country, 'FR');
  const kept = mergeForm(form, { removeCoupon: 'TEN' });
  t.match(kept, { email: 'a@b.co', couponCodes: [] }, 'absent fields keep their value');
  const card = { number: '', expiry: '', cvc: '', name: '' };
  const errors = validateForm(form, card, { requiresShipping: true, cardNeeded: true, giftCardPurchase: false });
  t.match(errors, { shippingFirstName: 'required', billingFirstName: 'required', cardNumber: 'required', cardCvc: 'required' });
  t.notOk('shippingLine2' in errors, 'line 2 is optional');
  const digital = validateForm({ ...form, billingSame: true }, card, { requiresShipping: false, cardNeeded: false, giftCardPurchase: true });
  t.notOk('shippingFirstName' in digital, 'no shipping address when nothing ships');
  t.equal(digital.billingFirstName, 'required', 'the billing address instead');
  t.equal(digital.recipientEmail, 'required');
  t.notOk('cardNumber' in digital, 'no card when nothing is due');
});

t.test('the test gateway', async (t) => {
  const gateway = new TestGateway(() => new Date('2026-11-25T12:00:00Z'));
  const card = (number: string, expiry = '12/30', cvc = '123') => ({ number, expiry, cvc, name: 'A' });
  const req = (number: string, key: string, expiry?: string, cvc?: string) => gateway.authorize({ amountCents: 100, currency: 'USD', card: card(number, expiry, cvc), idempotencyKey: key, description: '' });
  const ok = await req(TEST_CARDS.success, 'k1');
  t.match(ok, { status: 'authorized', last4: '4242' });
  t.same(await req(TEST_CARDS.success, 'k1'), ok, 'the same key, the same authorisation');
  t.match(await req(TEST_CARDS.declined, 'k2'), { status: 'declined' });
  t.match(await req(TEST_CARDS.failure, 'k3'), { status: 'failed' });
  t.match(await req('4111111111111111', 'k4'), { status: 'declined', reason: 'card-unknown' });
  t.match(await req(TEST_CARDS.success, 'k5', '10/26'), { status: 'declined', reason: 'expired' });
  t.match(await req(TEST_CARDS.success, 'k6', '11/26'), { status: 'authorized' }, 'the current month is still valid');
  t.match(await req(TEST_CARDS.success, 'k7', '12/30', '1'), { status: 'declined', reason: 'cvc' });
  if (ok.status !== 'authorized') return;
  t.same(await gateway.capture(ok.paymentId), { status: 'captured' });
  const pending = await req(TEST_CARDS.pending, 'k8');
  if (pending.status === 'authorized') t.same(await gateway.capture(pending.paymentId), { status: 'pending' });
  const voided = await req(TEST_CARDS.success, 'k9');
  if (voided.status === 'authorized') {
    await gateway.void(voided.paymentId);
    await t.rejects(gateway.capture(voided.paymentId), 'a voided authorisation cannot be captured');
  }
});

t.test('the test gateway keeps a card for renewals as a method reference, and charges it', async (t) => {
  const gateway = new TestGateway(() => new Date('2026-11-25T12:00:00Z'));
  const keep = (number: string, key: string) =>
    gateway.authorize({ amountCents: 100, currency: 'USD', card: { number, expiry: '12/30', cvc: '123', name: 'A' }, idempotencyKey: key, description: '', keepForRenewals: true });
  const saved = async (method: string, key: string) => gateway.authorizeSaved({ amountCents: 100, currency: 'USD', savedMethod: method, idempotencyKey: key, description: '' });
  const first = await keep(TEST_CARDS.success, 's1');
  if (first.status !== 'authorized') return t.fail('authorised');
  t.match(first.savedMethod, /^test_pm_4242_[0-9a-f]{16}$/, 'no card number in the reference');
  t.notOk(first.savedMethod?.includes(TEST_CARDS.success));
  const renewal = await saved(first.savedMethod!, 's2');
  t.match(renewal, { status: 'authorized', last4: '4242' });
  if (renewal.status === 'authorized') t.same(await gateway.capture(renewal.paymentId), { status: 'captured' });
  t.same(await saved(first.savedMethod!, 's2'), renewal, 'the same key, the same answer');
  const later = await keep(TEST_CARDS.renewalDeclined, 's3');
  t.match(later, { status: 'authorized' }, 'the renewal-declined card pays its first order');
  if (later.status === 'authorized') t.match(await saved(later.savedMethod!, 's4'), { status: 'declined', reason: 'card-declined' }, 'and its renewals are declined');
  t.match(await saved('test_pm_9999_0123456789abcdef', 's5'), { status: 'declined', reason: 'card-unknown' });
  t.match(await saved('pm_other', 's6'), { status: 'declined', reason: 'card-unknown' });
  const plain = await keep(TEST_CARDS.success, 's7').then(() => gateway.authorize({ amountCents: 1, currency: 'USD', card: { number: TEST_CARDS.success, expiry: '12/30', cvc: '123', name: 'A' }, idempotencyKey: 's8', description: '' }));
  t.equal(plain.status === 'authorized' ? plain.savedMethod : 'x', undefined, 'nothing kept unless asked');
});

t.test('next billing date and gift-card codes', async (t) => {
  t.equal(nextBilling(new Date('2026-01-31T10:00:00Z'), 'MONTH', 1).toISOString(), '2026-02-28T10:00:00.000Z', 'the end of a shorter month');
  t.equal(nextBilling(new Date('2026-01-01T00:00:00Z'), 'WEEK', 2).toISOString(), '2026-01-15T00:00:00.000Z');
  t.equal(nextBilling(new Date('2024-02-29T00:00:00Z'), 'YEAR', 1).toISOString(), '2025-02-28T00:00:00.000Z');
  const codes = new Set(Array.from({ length: 200 }, () => newGiftCardCode()));
  t.equal(codes.size, 200);
  for (const c of codes) t.match(c, /^[A-HJ-KM-NP-Z2-9]{4}(-[A-HJ-KM-NP-Z2-9]{4}){3}$/);
  t.equal(storedCode('abcd-efgh jkmn-pqrs').length, GIFT_CARD_CODE_LENGTH);
});
