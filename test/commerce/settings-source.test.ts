// The checkout's settings as the content file has them with the owner's
// edits on top (server/commerce/checkout/settings-source.ts), on a SQLite
// store: the content's entries in their order, replaced or left out by the
// owner's rows, the owner's additions after; an entry the owner never
// touched follows the content file; a switched-off coupon is listed for
// the owner and never reaches the checkout.
import t from 'tap';
import { openStore } from '../../server/store/index.js';
import { CheckoutSettingsSource, type PricingDatabase } from '../../server/commerce/checkout/settings-source.js';
import type { Kysely } from 'kysely';

const store = await openStore({ file: ':memory:' });
t.teardown(() => store.close());
const rows = store.db as unknown as Kysely<PricingDatabase>;
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
const put = (kind: 'shipping' | 'tax' | 'coupon', key: string, value: unknown, n: number, website = 'site-1') =>
  rows.insertInto('store_pricing_entries').values({ website_id: website, kind, entry_key: key, value: value === null ? null : JSON.stringify(value), created_at: at(n), updated_at: at(n) }).execute();

const content = (standardRate: number) => ({
  shippingOptions: [
    { id: 'standard', name: 'Standard', rateCents: standardRate },
    { id: 'express', name: 'Express', rateCents: 2000 },
    { id: 'pickup', name: 'Pickup', rateCents: 0 },
  ],
  taxRules: [{ id: 'us-ny', name: 'NY', country: 'US', region: 'NY', rateBasisPoints: 800 }],
  coupons: [{ code: 'welcome10', percentOff: 10 }, { code: 'FIVEOFF', amountOffCents: 500 }],
  minimumSubtotalCents: 1000,
});

await put('shipping', 'express', { id: 'express', name: 'Express (owner)', rateCents: 1500 }, 1);
await put('shipping', 'pickup', null, 2);
await put('shipping', 'ship-new', { id: 'ship-new', name: 'Courier', rateCents: 900 }, 3);
await put('coupon', 'WELCOME10', { code: 'WELCOME10', percentOff: 10, disabled: true }, 4);
await put('coupon', 'SPRING', { code: 'SPRING', amountOffCents: 100 }, 5);
await put('tax', 'us-ny', { id: 'us-ny', name: 'NY', country: 'US', region: 'NY', rateBasisPoints: 1000 }, 6, 'another-site');

t.test('the merge', async (t) => {
  const source = new CheckoutSettingsSource(store.db, 'site-1', content(800));
  const now = await source.current();
  t.same(now.shippingOptions.map((o) => [o.id, o.name, o.rateCents]), [['standard', 'Standard', 800], ['express', 'Express (owner)', 1500], ['ship-new', 'Courier', 900]], 'content order, the owner’s value, the deleted one out, the added one after');
  t.same(now.coupons.map((c) => c.code), ['FIVEOFF', 'SPRING'], 'a switched-off coupon never reaches the checkout');
  t.same(source.read(await source.raw(), { keepDisabled: true }).coupons.map((c) => [c.code, c.disabled]), [['WELCOME10', true], ['FIVEOFF', false], ['SPRING', false]], 'the owner’s list keeps it');
  t.equal(now.taxRules[0]!.rateBasisPoints, 800, 'another website’s rows do not count');
  t.equal(now.minimumSubtotalCents, 1000, 'what the owner does not edit stays the content’s');
  const redeployed = await new CheckoutSettingsSource(store.db, 'site-1', content(650)).current();
  t.equal(redeployed.shippingOptions[0]!.rateCents, 650, 'an entry the owner never touched follows the content file');
  t.equal(redeployed.shippingOptions[1]!.rateCents, 1500, 'one the owner changed keeps the owner’s value');
});
