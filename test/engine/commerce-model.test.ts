// The commerce model: each rule of SPEC section 4 "Derived product display
// state" with its own case, prices, stock, quantity input and subscription captions.
import t from 'tap';
import {
  hasVariants,
  hasVariedPrices,
  highestPrice,
  isOnSale,
  isSoldOut,
  lowestPrice,
  lowestVariantPricingOptions,
  productType,
  ProductType,
  salePrice,
  showsQuantityInput,
  subscriptionCaption,
  totalStock,
  UNLIMITED_STOCK,
  variantDescriptor,
  variantOptions,
} from '../../engine/commerce/model.js';
import { JsonNumber } from '../../engine/index.js';

const product = (productType: unknown, variants?: unknown[], extra: Record<string, unknown> = {}) => ({
  structuredContent: { productType, ...(variants ? { variants } : {}), ...extra },
});
const usd = (value: string) => ({ value, currency: 'USD' });

t.test('product types: 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall, others undefined', async (t) => {
  t.equal(productType(product(1)), ProductType.PHYSICAL);
  t.equal(productType(product('2')), ProductType.DIGITAL, 'numeric text counts');
  t.equal(productType(product(3)), ProductType.SERVICE);
  t.equal(productType(product(4)), ProductType.GIFT_CARD);
  t.equal(productType(product(5)), ProductType.PAYWALL);
  t.equal(productType(product(6)), ProductType.UNDEFINED);
  t.equal(productType(product(-1)), ProductType.UNDEFINED);
  t.equal(productType({}), ProductType.UNDEFINED);
  t.equal(productType(product(new JsonNumber(1, '1.0'))), ProductType.PHYSICAL);
});

t.test('sold out: physical or service where every variant is limited with zero stock', async (t) => {
  t.equal(isSoldOut(product(1, [{ qtyInStock: 0 }, { qtyInStock: 0 }])), true, 'physical, no stock');
  t.equal(isSoldOut(product(3, [{ qtyInStock: 0 }])), true, 'service, no stock');
  t.equal(isSoldOut(product(1, [{ qtyInStock: 0 }, { qtyInStock: 2 }])), false, 'one variant in stock');
  t.equal(isSoldOut(product(1, [{ qtyInStock: 0, unlimited: true }])), false, 'unlimited variant');
  t.equal(isSoldOut(product(1, [])), true, 'no variants at all');
});

t.test('sold out: digital and gift cards never, their stock counts as unlimited', async (t) => {
  t.equal(isSoldOut(product(2, [{ qtyInStock: 0 }])), false, 'digital');
  t.equal(isSoldOut(product(4, [{ qtyInStock: 0 }])), false, 'gift card');
  t.equal(totalStock(product(2, [{ qtyInStock: 0 }])), UNLIMITED_STOCK);
  t.equal(totalStock(product(4)), UNLIMITED_STOCK);
});

t.test('a paywall (type 5): never sold out, priced and put on sale by its variants, no quantity input', async (t) => {
  const access = (over: Record<string, unknown> = {}) => ({ priceMoney: usd('5.00'), salePriceMoney: usd('0.00'), onSale: false, unlimited: true, qtyInStock: 0, ...over });
  const one = product(5, [access()]);
  t.equal(isSoldOut(one), false, 'access is not stock');
  t.equal(isSoldOut(product(5, [])), false, 'even with no variant');
  t.equal(totalStock(one), UNLIMITED_STOCK);
  t.equal(lowestPrice(one).cents, 500, 'its price, not $0');
  t.equal(highestPrice(one).cents, 500);
  t.equal(isOnSale(one), false);
  const sale = product(5, [access({ onSale: true, salePriceMoney: usd('3.00') }), access({ priceMoney: usd('9.00') })]);
  t.equal(isOnSale(sale), true, 'a variant on sale');
  t.equal(salePrice(sale).cents, 300);
  t.equal(lowestPrice(sale).cents, 300, 'the sale price counts');
  t.equal(hasVariedPrices(sale), true);
  t.equal(showsQuantityInput(one, {}), false, 'access is bought once');
  t.same(lowestVariantPricingOptions(one), [], 'never a subscription');
});

t.test('sold out: an undefined product type is sold out', async (t) => {
  t.equal(isSoldOut(product(9, [{ qtyInStock: 5 }])), true);
  t.equal(isSoldOut({}), true);
});

t.test('on sale: any variant flagged onSale', async (t) => {
  t.equal(isOnSale(product(1, [{ onSale: false }, { onSale: true }])), true);
  t.equal(isOnSale(product(3, [{ onSale: false }])), false);
  t.equal(isOnSale(product(1, [])), false);
});

t.test('on sale: a digital product by its own flag, never by a variant', async (t) => {
  t.equal(isOnSale(product(2, [{ onSale: true }])), false);
  t.equal(isOnSale(product(2, undefined, { onSale: true })), true);
  t.equal(isOnSale(product(4, [{ onSale: true }])), false, 'gift cards are never on sale');
});

t.test('has variants: more than one variant, and not digital', async (t) => {
  t.equal(hasVariants(product(1, [{}, {}])), true);
  t.equal(hasVariants(product(1, [{}])), false, 'one variant');
  t.equal(hasVariants(product(2, [{}, {}])), false, 'digital');
  t.equal(hasVariants(product(4, [{}, {}])), true, 'gift card denominations');
});

t.test('varied prices: variants differ in price, sale flag or sale price', async (t) => {
  t.equal(hasVariedPrices(product(1, [{ price: 100 }, { price: 200 }])), true, 'price');
  t.equal(hasVariedPrices(product(1, [{ price: 100 }, { price: 100, onSale: true, salePrice: 50 }])), true, 'sale flag');
  t.equal(
    hasVariedPrices(product(1, [{ price: 100, onSale: true, salePrice: 50 }, { price: 100, onSale: true, salePrice: 60 }])),
    true,
    'sale price',
  );
  t.equal(hasVariedPrices(product(3, [{ price: 100 }, { price: 100 }])), false, 'same prices');
  t.equal(hasVariedPrices(product(2, [{ price: 100 }, { price: 200 }])), false, 'digital never');
  t.equal(hasVariedPrices(product(1, [])), false, 'no variants');
});

t.test('prices: lowest (sale prices count), highest regular, lowest sale', async (t) => {
  const p = product(1, [
    { priceMoney: usd('10.00') },
    { priceMoney: usd('30.00'), onSale: true, salePriceMoney: usd('7.50') },
    { priceMoney: usd('20.00'), onSale: true, salePriceMoney: usd('8') },
  ]);
  t.same(lowestPrice(p), { cents: 750, currency: 'USD' });
  t.same(highestPrice(p), { cents: 3000, currency: 'USD' });
  t.same(salePrice(p), { cents: 750, currency: 'USD' });
  t.same(salePrice(product(1, [{ priceMoney: usd('1') }])), { cents: 0, currency: 'USD' }, 'nothing on sale');
  t.same(salePrice(product(4, [{ onSale: true, salePriceMoney: usd('5') }])), { cents: 0, currency: 'USD' }, 'gift card');
});

t.test('prices: digital products use their own money', async (t) => {
  const p = product(2, undefined, { priceMoney: { decimalValue: '12.5', currencyCode: 'EUR' }, salePriceMoney: usd('9.99') });
  t.same(lowestPrice(p), { cents: 1250, currency: 'EUR' });
  t.same(highestPrice(p), { cents: 1250, currency: 'EUR' });
  t.same(salePrice(p), { cents: 999, currency: 'USD' });
});

t.test('prices: missing money is zero in USD', async (t) => {
  t.same(lowestPrice(product(2)), { cents: 0, currency: 'USD' });
  t.same(highestPrice(product(1, [])), { cents: 0, currency: 'USD' });
  t.same(highestPrice(product(1, [{}])), { cents: 0, currency: 'USD' }, 'variant without priceMoney');
  t.same(lowestPrice(product(7, [{ priceMoney: usd('5') }])), { cents: 0, currency: 'USD' }, 'undefined type');
});

t.test('total stock: the sum of the variants, unlimited as soon as one is', async (t) => {
  t.equal(totalStock(product(1, [{ qtyInStock: 3 }, { qtyInStock: '4' }])), 7);
  t.equal(totalStock(product(1, [{ qtyInStock: 3 }, { unlimited: true }])), UNLIMITED_STOCK);
  t.equal(totalStock(product(3, [])), 0);
});

t.test('quantity input: physical or service (if allowed), not subscribable, stock above 1', async (t) => {
  t.equal(showsQuantityInput(product(1, [{ qtyInStock: 2 }]), undefined), true);
  t.equal(showsQuantityInput(product(1, [{ qtyInStock: 1 }]), undefined), false, 'stock of 1');
  t.equal(showsQuantityInput(product(1, [{ unlimited: true }]), undefined), true, 'unlimited stock');
  t.equal(showsQuantityInput(product(1, [{ qtyInStock: 5 }], { isSubscribable: true }), undefined), false, 'subscribable');
  t.equal(showsQuantityInput(product(2), undefined), false, 'digital');
  t.equal(showsQuantityInput(product(4), undefined), false, 'gift card');
  const service = product(3, [{ qtyInStock: 5 }]);
  t.equal(showsQuantityInput(service, {}), true, 'services: allowed when the setting is absent');
  t.equal(showsQuantityInput(service, { storeSettings: { multipleQuantityAllowedForServices: false } }), false);
  t.equal(showsQuantityInput(service, { storeSettings: { multipleQuantityAllowedForServices: true } }), true);
});

t.test('subscription captions: weeks, months, years and the years rule', async (t) => {
  const plan = (unit: string, value: number, numBillingCycles?: number) => ({ billingPeriod: { unit, value }, numBillingCycles });
  t.match(subscriptionCaption(plan('WEEK', 1), false), { text: '{price} every week', key: 'productPrice__singlePrice__1Weekly__indefinite' });
  t.match(subscriptionCaption(plan('MONTH', 2, 0), true), {
    text: 'from {price} every {billingPeriodValue} months',
    key: 'productPrice__multiplePrices__nMonthly__indefinite',
  });
  t.match(subscriptionCaption(plan('WEEK', 1, 6), false), {
    text: '{price} every week for {duration} weeks',
    duration: 6,
    key: 'productPrice__singlePrice__1Weekly__limited__nWeeks',
  });
  t.match(subscriptionCaption(plan('WEEK', 2, 26), false), {
    text: '{price} every {billingPeriodValue} weeks for {duration} year',
    duration: 1,
    durationUnit: 'YEAR',
    key: 'productPrice__singlePrice__nWeekly__limited__1Years',
  }, '52 weeks make a year');
  t.match(subscriptionCaption(plan('MONTH', 1, 24), false), { duration: 2, durationUnit: 'YEAR', text: '{price} every month for {duration} years' }, '24 months');
  t.match(subscriptionCaption(plan('MONTH', 1, 18), false), { duration: 18, durationUnit: 'MONTH' }, '18 months stay months');
  t.match(subscriptionCaption(plan('YEAR', 1, 3), false), { duration: 3, durationUnit: 'YEAR', text: '{price} every year for {duration} years' });
  t.match(subscriptionCaption(plan('MONTH', 1, 12), false, true), { duration: 12, durationUnit: 'MONTH' }, 'forced to keep months');
});

t.test('subscription captions: no or unsupported billing period is unavailable', async (t) => {
  t.equal(subscriptionCaption(undefined, false), null);
  t.equal(subscriptionCaption({ numBillingCycles: 2 }, false), null);
  t.equal(subscriptionCaption({ billingPeriod: { unit: 'DAY', value: 1 } }, false), null);
  t.equal(subscriptionCaption({ billingPeriod: { unit: 'WEEK', value: 0 } }, false), null);
});

t.test('variant options and descriptors', async (t) => {
  const item = {
    structuredContent: {
      variants: [{ attributes: { fit: 'loose', color: 'blue' } }, { attributes: { fit: 'slim', color: 'blue' } }],
      variantOptionOrdering: ['color', 'fit'],
    },
  };
  t.same(variantOptions(item), [
    { name: 'color', values: ['blue'] },
    { name: 'fit', values: ['loose', 'slim'] },
  ]);
  t.same(variantOptions({ structuredContent: { variants: [{ attributes: { a: 'b' } }] } }), [], 'one variant: nothing to choose');
  t.equal(variantDescriptor({ optionValues: [{ value: 'blue' }, { value: 'large' }] }), 'blue / large');
  t.equal(variantDescriptor({}), '');
});

t.test('pricing options of the cheapest variant', async (t) => {
  const p = product(1, [
    { priceMoney: usd('10'), pricingOptions: ['a'] },
    { priceMoney: usd('20'), onSale: true, salePriceMoney: usd('5'), pricingOptions: ['b'] },
  ]);
  t.same(lowestVariantPricingOptions(p), ['b']);
  t.same(lowestVariantPricingOptions(product(2)), [], 'digital has none');
});
