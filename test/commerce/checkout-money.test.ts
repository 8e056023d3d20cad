/**
 * Issue 36, the money in the checkout, on SQLite and PostgreSQL through
 * app.inject() (a browser without JavaScript): gift cards issued however
 * they are bought (the product page's form, the JSON cart API, the
 * gift-card page), never taxed, discounted or paid by gift card; spent and
 * unknown cards; coupon rules (combinable, minimum, once per customer);
 * regions typed in full, postal codes, US territories; card field errors.
 */
import t from 'tap';
import type { Test } from 'tap';
import { body, DB_KINDS, freshDatabase } from './helpers.js';
import { BILLING_ONLY, CARD, CheckoutShopper, demoApp, demoWith, GIFT, MUG, NY_ADDRESS, orderIdOf, textOf } from './checkout-helpers.js';
import type { OutboxMailer } from '../../server/mail/mailer.js';

t.setTimeout(300_000);

const ADD_FORM = '/api/commerce/shopping-cart/form';

for (const kind of DB_KINDS) {
  t.test(`${kind}: the checkout's money`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const c = await demoApp(t, db);
    let n = 0;
    const shopper = async () => new CheckoutShopper(c.app, `10.36.${kind === 'sqlite' ? 1 : 2}.${++n}`).start();
    const mailer = c.commerce.checkout.mailer as OutboxMailer;
    const cards = async (orderId: string) => c.commerce.store.db.selectFrom('gift_cards').selectAll().where('order_id', '=', orderId).execute();
    const orderCount = async () => (await c.commerce.store.db.selectFrom('orders').select('id').execute()).length;

    /** A gift card of `cents` bought on its own page; answers its code. */
    const boughtCard = async (sku: string): Promise<string> => {
      const s = await shopper();
      const page = await s.page(`/checkout/gift-card?itemId=${GIFT.itemId}&sku=${sku}`);
      const token = new URL(page.finalUrl, 'http://x').searchParams.get('cartToken')!;
      const res = await s.place({ ...BILLING_ONLY, cartToken: token, recipientEmail: 'grace@example.com', ...CARD() }, page.finalUrl);
      return textOf((await s.page(String(res.headers.location))).body, 'vitrine-gift-card-code');
    };

    t.test("the product page's form (without JavaScript) leads to the gift-card page, which issues the card untaxed", async (t) => {
      const s = await shopper();
      const add = await s.app.inject({
        method: 'POST',
        url: ADD_FORM,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: s.cookies,
        remoteAddress: s.ip,
        payload: new URLSearchParams({ crumb: s.cookies.crumb!, itemId: GIFT.itemId, sku: GIFT.sku50, quantity: '1', returnTo: '/shop/gift-card', cartPath: '/fr/cart' }).toString(),
      });
      t.equal(add.statusCode, 303);
      t.equal(add.headers.location, `/fr/checkout/gift-card?itemId=${GIFT.itemId}&sku=${GIFT.sku50}`, 'SPEC section 4: to the gift-card page with the item and variant, in the page language');
      t.equal(body(await s.cart()).totalQuantity, 0, 'not into the ordinary cart');
      const page = await s.page(`/checkout/gift-card?itemId=${GIFT.itemId}&sku=${GIFT.sku50}`);
      const token = new URL(page.finalUrl, 'http://x').searchParams.get('cartToken')!;
      t.notMatch(page.body, 'name="giftCardCode"', 'a gift card cannot be paid with a gift card: no code field');
      await s.post({ action: 'update', returnTo: page.finalUrl, cartToken: token, couponCode: 'WELCOME10' });
      const priced = await s.page(page.finalUrl);
      t.match(priced.body, 'Codes do not apply to gift cards.');
      const res = await s.place({ ...BILLING_ONLY, cartToken: token, recipientEmail: 'grace@example.com', message: 'For you', ...CARD() }, page.finalUrl);
      t.match(String(res.headers.location), '/checkout/order-confirmed');
      const done = await s.page(String(res.headers.location));
      t.equal(textOf(done.body, 'vitrine-totals__total'), '$50.00', 'no NY tax and no discount on a gift card');
      t.equal(textOf(done.body, 'vitrine-totals__tax'), '', 'no tax line');
      const issued = await cards(orderIdOf(String(res.headers.location)));
      t.equal(issued.length, 1);
      t.equal(Number(issued[0]!.initial_cents), 5000);
      t.equal(issued[0]!.recipient_email, 'grace@example.com');
    });

    t.test('three $50 cards through the JSON cart API with a mug: three cards, mailed to the buyer, shown on the order', async (t) => {
      const s = await shopper();
      t.equal((await s.add(GIFT.itemId, GIFT.sku50, 3)).statusCode, 200);
      t.equal((await s.add(MUG.itemId, MUG.sku, 1)).statusCode, 200);
      await s.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, email: 'buyer@example.com', couponCode: 'WELCOME10' });
      const api = body(await s.request('GET', '/api/commerce/checkout'));
      // Mug $24 − 10 % = $21.60; shipping $8; NY 8 % of $29.60 = $2.37; gift cards $150 untaxed, undiscounted.
      t.match(api, { subtotalCents: 17400, discountCents: 240, shippingCostCents: 800, taxCents: 237, grandTotalCents: 2160 + 800 + 237 + 15000 });
      // The cart API prices the cart as checkout does (SPEC section 3's shipping, tax and coupon fields).
      const cart = body(await s.request('GET', '/api/commerce/shopping-cart'));
      t.match(cart, { subtotalCents: 17400, discountCents: 240, shippingCostCents: 800, taxCents: 237, grandTotalCents: 2160 + 800 + 237 + 15000, coupons: ['WELCOME10'], validCoupons: [{ code: 'WELCOME10', discountCents: 240 }], invalidCoupons: [] });
      t.match(cart.selectedShippingOption, { costCents: 800 });
      t.ok(cart.shippingOptions.length > 0, 'the options for the address');
      t.match(cart.shippingLocation, { country: 'US' });
      t.match(cart.applicableTaxRules, [{ id: 'us-ny', taxCents: 237 }]);
      const french = body(await s.request('GET', '/api/commerce/shopping-cart?language=fr-FR'));
      t.match(french, { taxCents: 237, grandTotalCents: cart.grandTotalCents }, 'priced in the page language too');
      t.notSame(french.entries.map((e: { title: string }) => e.title), cart.entries.map((e: { title: string }) => e.title), "with the lines in the page's language");
      const page = await s.page('/checkout');
      t.match(page.body, 'The gift cards are sent to your email.');
      const res = await s.place({ ...CARD() });
      t.match(String(res.headers.location), '/checkout/order-confirmed');
      const id = orderIdOf(String(res.headers.location));
      const issued = await cards(id);
      t.equal(issued.length, 3, 'one card per unit');
      t.equal(new Set(issued.map((g) => g.code)).size, 3, 'each with its own code');
      t.ok(issued.every((g) => Number(g.initial_cents) === 5000 && Number(g.balance_cents) === 5000 && g.recipient_email === 'buyer@example.com'));
      const done = await s.page(String(res.headers.location));
      t.equal((done.body.match(/class="vitrine-gift-card-code"/g) ?? []).length, 3, 'the order page shows the three codes');
      const mails = (await mailer.list('buyer@example.com')).filter((m) => m.kind === 'gift-card');
      t.equal(mails.length, 3, 'three gift-card mails to the buyer');
      for (const g of issued) t.ok(mails.some((m) => m.text.includes(g.code.match(/.{4}/g)!.join('-'))), 'each code mailed');
    });

    t.test('gift cards alone in the cart: no gift card pays them; the card limit per order', async (t) => {
      const code = await boughtCard(GIFT.sku25);
      const s = await shopper();
      await s.add(GIFT.itemId, GIFT.sku25, 2);
      await s.post({ action: 'update', returnTo: '/checkout', ...BILLING_ONLY, giftCardCode: code });
      const page = await s.page('/checkout');
      t.match(page.body, 'A gift card cannot pay for gift cards.');
      t.match(body(await s.request('GET', '/api/commerce/checkout')), { giftCardCents: 0, taxCents: 0, grandTotalCents: 5000, amountDueCents: 5000 });
      const many = await shopper();
      await many.add(GIFT.itemId, GIFT.sku25, 21);
      const before = await orderCount();
      const res = await many.place({ ...BILLING_ONLY, ...CARD() });
      t.equal(res.statusCode, 303);
      t.match((await many.page('/checkout')).body, 'One order can hold at most 20 gift cards.');
      t.equal(await orderCount(), before, 'no order');
    });

    t.test('a spent card and an unknown card get their messages', async (t) => {
      const code = await boughtCard(GIFT.sku25);
      await c.commerce.store.db.updateTable('gift_cards').set({ balance_cents: 0 }).where('code', '=', code.replace(/-/g, '')).execute();
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 1);
      await s.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, giftCardCode: code });
      t.match((await s.page('/checkout')).body, 'This gift card has no balance left.');
      await s.post({ action: 'update', returnTo: '/fr/checkout', giftCardCode: code });
      t.match((await s.page('/fr/checkout')).body, 'Le solde de cette carte cadeau est épuisé.');
      await s.post({ action: 'update', returnTo: '/checkout', giftCardCode: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' });
      t.match((await s.page('/checkout')).body, 'This gift card code is not valid.');
    });

    t.test('coupons: not combinable unless both say so, minimum, once per customer', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 2);
      await s.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, couponCode: 'WELCOME10' });
      await s.post({ action: 'update', returnTo: '/checkout', couponCode: 'FIVEOFF' });
      let api = body(await s.request('GET', '/api/commerce/checkout'));
      t.same(api.validCoupons.map((x: any) => x.code), ['WELCOME10']);
      t.same(api.invalidCoupons.map((x: any) => x.code), ['FIVEOFF'], 'FIVEOFF does not join WELCOME10, which is not combinable');
      t.equal(api.discountCents, 480);
      t.match((await s.page('/checkout')).body, 'This code cannot be combined with another code.');
      await s.post({ action: 'update', returnTo: '/checkout', removeCoupon: 'WELCOME10' });
      await s.post({ action: 'update', returnTo: '/checkout', couponCode: 'THANKYOU5' });
      api = body(await s.request('GET', '/api/commerce/checkout'));
      t.same(api.validCoupons.map((x: any) => x.code), ['FIVEOFF', 'THANKYOU5'], 'two combinable coupons stack');
      t.equal(api.discountCents, 1000);

      const small = await shopper();
      await small.add(MUG.itemId, MUG.sku, 1);
      await small.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, couponCode: 'FIVEOFF' });
      t.match((await small.page('/checkout')).body, 'This code needs a subtotal of $30.00 or more.');

      const first = await shopper();
      await first.add(MUG.itemId, MUG.sku, 1);
      await first.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, email: 'once@example.com', couponCode: 'WELCOME10' });
      t.match(String((await first.place({ ...CARD() })).headers.location), '/checkout/order-confirmed');
      const again = await shopper();
      await again.add(MUG.itemId, MUG.sku, 1);
      await again.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, email: 'Once@Example.com', couponCode: 'WELCOME10' });
      api = body(await again.request('GET', '/api/commerce/checkout'));
      t.equal(api.discountCents, 0, 'once per customer, whatever the case of the email');
      t.match((await again.page('/checkout')).body, 'You have already used this code.');

      // Applied while the email was still empty, then placed with an email that used it: refused before paying, the reason shown.
      const late = await shopper();
      await late.add(MUG.itemId, MUG.sku, 1);
      await late.post({ action: 'update', returnTo: '/checkout', couponCode: 'WELCOME10' });
      t.equal(body(await late.request('GET', '/api/commerce/checkout')).discountCents, 240, 'taken off while no email is known');
      const ordersBefore = await orderCount();
      const refused = await late.place({ ...NY_ADDRESS, email: 'ONCE@example.com', ...CARD() });
      t.equal(String(refused.headers.location), '/checkout', 'not placed at a price the page did not show');
      const shown = (await late.page('/checkout')).body;
      t.match(shown, 'One or more fields is invalid, please check your entries.');
      t.match(shown, 'You have already used this code.');
      t.equal(await orderCount(), ordersBefore, 'no order, no charge');
      const placedNow = await late.place({ ...NY_ADDRESS, email: 'ONCE@example.com', ...CARD() });
      t.match(String(placedNow.headers.location), '/checkout/order-confirmed', 'placed once the shopper saw the total without it');
    });

    t.test('a state typed in full is taxed; postal codes and regions are checked', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 2);
      await s.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, shippingRegion: 'New York' });
      const api = body(await s.request('GET', '/api/commerce/checkout'));
      t.match(api.shippingLocation, { country: 'US', region: 'NY' }, 'stored as its code');
      t.equal(api.taxCents, 448, '8 % of $48 + $8 shipping');
      const page = await s.page('/checkout');
      t.match(page.body, /<select id="checkout-shippingRegion"[^>]*>[\s\S]*?<option value="NY" selected>New York<\/option>/, 'a select of the states');

      const bad = await shopper();
      await bad.add(MUG.itemId, MUG.sku, 1);
      const before = await orderCount();
      await bad.place({ ...NY_ADDRESS, shippingRegion: 'Narnia', shippingPostalCode: '1', ...CARD() });
      const shown = await bad.page('/checkout');
      t.match(shown.body, 'Choose a state or province from the list.');
      t.match(shown.body, 'This postal code is not valid for the country (for example 12534).');
      t.equal(await orderCount(), before);

      const la = await shopper();
      await la.add(MUG.itemId, MUG.sku, 1);
      await la.place({ ...NY_ADDRESS, shippingCity: 'Los Angeles', shippingPostalCode: '90012', ...CARD() });
      t.match((await la.page('/checkout')).body, 'This ZIP code is not in the chosen state.', 'a Los Angeles ZIP in New York is refused');
      t.equal(await orderCount(), before);

      const fr = await shopper();
      await fr.add(MUG.itemId, MUG.sku, 1);
      await fr.post({ action: 'update', returnTo: '/fr/checkout', ...NY_ADDRESS, shippingCountry: 'CA', shippingRegion: 'Québec', shippingPostalCode: 'h2x1y4' });
      t.match(body(await fr.request('GET', '/api/commerce/checkout')).shippingLocation, { country: 'CA', region: 'QC' });
      t.match((await fr.page('/fr/checkout')).body, 'value="H2X 1Y4"', 'the postal code in its shape');
    });

    t.test('Puerto Rico ships with its own rate; a country no option reaches is refused before payment', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 1);
      const pr = { ...NY_ADDRESS, shippingCity: 'San Juan', shippingRegion: 'PR', shippingPostalCode: '00901', shippingCountry: 'US' };
      await s.post({ action: 'update', returnTo: '/checkout', ...pr });
      const api = body(await s.request('GET', '/api/commerce/checkout'));
      t.match(api.shippingLocation, { country: 'PR' }, 'Puerto Rico chosen as a state is its own country code');
      t.same(api.shippingOptions.map((o: any) => o.id), ['us-territories']);
      t.equal(api.shippingCostCents, 1500);
      const res = await s.place({ ...CARD() });
      t.match(String(res.headers.location), '/checkout/order-confirmed');
      const done = await s.page(String(res.headers.location));
      t.equal(textOf(done.body, 'vitrine-totals__shipping'), '$15.00');

      const dir = demoWith(t, (site) => {
        site.websiteSettings.storeSettings.shippingOptions = site.websiteSettings.storeSettings.shippingOptions.filter((o: any) => o.id !== 'us-territories');
      });
      const db2 = await freshDatabase(t, kind);
      const c2 = await demoApp(t, db2!, dir);
      const g = await new CheckoutShopper(c2.app, '10.36.9.1').start();
      await g.add(MUG.itemId, MUG.sku, 1);
      const r = await g.place({ ...pr, shippingRegion: '', shippingCountry: 'GU', shippingCity: 'Hagåtña', shippingPostalCode: '96910', ...CARD() });
      t.equal(r.statusCode, 303);
      const page = await g.page('/checkout');
      t.match(page.body, 'We do not ship to this country: choose another address.');
      t.equal((await c2.commerce.store.db.selectFrom('orders').select('id').execute()).length, 0, 'no order without shipping');
      t.equal((await c2.commerce.store.db.selectFrom('payments').select('id').execute()).length, 0, 'and no payment');
    });

    t.test('card fields: field errors, not "declined"', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 1);
      await s.place({ ...NY_ADDRESS, cardNumber: '4242 4242 4242 4241', cardExpiry: '01/20', cardCvc: '1', cardName: 'Ada' });
      const page = await s.page('/checkout');
      t.match(page.body, 'This card number is not valid: check its digits.');
      t.match(page.body, 'This card has expired.');
      t.match(page.body, 'The security code has 3 or 4 digits.');
      t.notMatch(page.body, 'Your card was declined');
      await s.place({ ...NY_ADDRESS, cardNumber: '4242424242424242', cardExpiry: '13/40', cardCvc: '12345', cardName: 'Ada' });
      const fr = await s.page('/fr/checkout');
      t.match(fr.body, 'Saisissez l’expiration au format MM/AA.');
      t.match(fr.body, 'Le cryptogramme compte 3 ou 4 chiffres.');
    });

    t.test('billing fields while "same as shipping" is ticked are explained as ignored', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 1);
      t.match((await s.page('/checkout')).body, 'While the box above is ticked, these fields are ignored');
      await s.post({ action: 'update', returnTo: '/checkout', billingSameSent: '1' });
      t.notMatch((await s.page('/checkout')).body, 'these fields are ignored', 'not once unticked');
    });
  });
}
