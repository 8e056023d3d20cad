/**
 * The store minimum in Settings → Commerce preferences (`minimumSubtotalCents`
 * of the `store` namespace, editor/store-preferences.ts): refused with 400
 * PREFERENCES_INVALID when it is not an amount, and enforced by the next
 * checkout (CheckoutSettingsSource reads it per checkout state), its text
 * in the refusal, the checkout page and the cart page; 0 lifts it. On SQLite and PostgreSQL.
 */
import t from 'tap';
import { body } from '../editor/helpers.js';
import { freshDatabase } from './helpers.js';
import { buy, ownerStore } from './owner-helpers.js';
import { CARD, CheckoutShopper, NY_ADDRESS } from './checkout-helpers.js';

const URL = '/api/v1/commerce-preferences/store';
const SPOON = { itemId: '6561f0c202f4170000000017', sku: 'SQ1110', quantity: 1 };

for (const kind of ['sqlite', 'postgres'] as const) {
  t.test(`${kind}: the saved store minimum refuses a smaller cart at checkout; 0 lifts it`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const { app, owner } = await ownerStore(t, db);
    for (const bad of [-1, 2.5, '10.00', 100_000_001]) {
      const res = await owner.request('PUT', URL, { minimumSubtotalCents: bad });
      t.equal(res.statusCode, 400, `${JSON.stringify(bad)} refused`);
      t.same(body(res).messages, ['Enter an amount such as 25.00.']);
    }
    t.equal((await owner.request('PUT', URL, { minimumSubtotalCents: 100_000 })).statusCode, 200);
    t.match(body(await owner.request('GET', URL)), { minimumSubtotalCents: 100_000 });

    const s = await new CheckoutShopper(app, '10.91.0.1').start();
    t.equal((await s.add(SPOON.itemId, SPOON.sku, 1)).statusCode, 200);
    const refused = await s.request('POST', '/api/commerce/checkout', { action: 'place', ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() });
    t.equal(refused.statusCode, 400, refused.body);
    t.match(JSON.parse(refused.body), { code: 'CART_MINIMUM', message: 'To check out, your order subtotal must be $1,000.00 or more.' });
    const cart = (await s.page('/cart')).body;
    t.match(cart, 'To check out, your order subtotal must be $1,000.00 or more.', 'the cart page says it without script');
    t.match(cart, '&quot;minimumSubtotalCents&quot;:100000', 'and gives it to the cart island');
    const page = await s.page('/checkout');
    t.match(page.body, '$1,000.00', 'the checkout page says the saved minimum');

    t.equal((await owner.request('PUT', URL, { minimumSubtotalCents: 0 })).statusCode, 200);
    t.ok(await buy(app, [SPOON]), '0: no minimum, the order is placed');
  });
}
