// The rules the Shipping, Taxes, Discounts and Gift cards screens share
// with the server (editor/store-pricing.ts): typed rates and countries
// read as the server wants them, every field error code is in the owner
// API's catalogue with its French, and every screen text has its French.
import t from 'tap';
import { countryList, normalCouponCode, PRICING_ERROR_FIELDS, rateBasisPoints, rateText } from '../../editor/store-pricing.js';
import { PRICING_TEXTS } from '../../editor/pricing-texts.js';
import { FR_PRICING_TEXTS } from '../../editor/pricing-texts-fr.js';
import { OWNER_COMMERCE_ERRORS } from '../../server/commerce/owner/errors.js';
import { normalCode } from '../../server/commerce/checkout/settings.js';

t.test('rates, countries and codes as typed', async (t) => {
  t.same(['8.875', '8.88', '8,5', '20', '20 %', '0', '100', '100.01', '', 'ten', '-1'].map(rateBasisPoints), [null, 888, 850, 2000, 2000, 0, 10_000, null, null, null, null]);
  t.same([888, 850, 2000, 5].map(rateText), ['8.88', '8.5', '20', '0.05']);
  for (const bp of [1, 5, 50, 888, 850, 2000, 9999, 10_000]) t.equal(rateBasisPoints(rateText(bp)), bp, `${bp} round-trips`);
  t.same(countryList(' us, ca;fr  us '), ['US', 'CA', 'FR']);
  for (const code of [' spring 20 ', 'Spring20', 'a b\tc']) t.equal(normalCouponCode(code), normalCode(code), `${JSON.stringify(code)}: as the checkout normalises it`);
});

t.test('every field error is in the owner API catalogue, in English and French', async (t) => {
  for (const code of Object.keys(PRICING_ERROR_FIELDS)) {
    const entry = (OWNER_COMMERCE_ERRORS as Record<string, { status: number; text: string; fr: string }>)[code];
    t.ok(entry, `${code} is catalogued`);
    t.ok(entry && entry.status >= 400 && entry.status < 500 && entry.fr !== '' && entry.fr !== entry.text, `${code}: a 4xx with its French`);
    t.notMatch(entry?.fr ?? '', / :/, `${code}: a no-break space before the colon`);
  }
});

t.test('every screen text has its French', async (t) => {
  const walk = (en: unknown, fr: unknown, path: string): string[] => {
    if (typeof en === 'object' && en !== null) return Object.keys(en).flatMap((k) => walk((en as Record<string, unknown>)[k], (fr as Record<string, unknown> | undefined)?.[k], `${path}.${k}`));
    return typeof fr === typeof en && fr !== '' ? [] : [path];
  };
  t.same(walk(PRICING_TEXTS, FR_PRICING_TEXTS, 'PRICING_TEXTS'), []);
});
