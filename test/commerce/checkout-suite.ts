/**
 * The checkout behaviours, run on one database kind: one demo-store server
 * per suite, a fresh shopper (own cart) per case.
 */
import type { Test } from 'tap';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../../server/config.js';
import { body } from './helpers.js';
import { CARD, CARDS, CheckoutShopper, demoApp, demoWith, FLOWERS, GIFT, LESSON, MUG, NY_ADDRESS, BILLING_ONLY, orderIdOf, RECIPES, textOf, THROW } from './checkout-helpers.js';
import type { CommerceApp } from './helpers.js';
import type { OutboxMailer } from '../../server/mail/mailer.js';

type Db = (t: Test) => Promise<ServerConfig['database'] | undefined>;

export function runCheckoutSuite(t: Test, database: Db): void {
  t.test('checkout', async (t) => {
    const db = await database(t);
    if (!db) return;
    const c = await demoApp(t, db);
    let n = 0;
    const shopper = async () => new CheckoutShopper(c.app, `10.9.0.${++n}`).start();
    const orders = async () => c.commerce.store.db.selectFrom('orders').selectAll().execute();

    t.test('a physical item with shipping and New York tax: order confirmed with the server totals', async (t) => {
      const s = await shopper();
      t.equal((await s.add(MUG.itemId, MUG.sku, 2)).statusCode, 200);
      const page = await s.page('/checkout');
      t.equal(page.statusCode, 200);
      t.match(page.body, 'data-page-type="201"');
      t.match(page.body, 'Stoneware Mug', 'the cart line');
      t.match(page.body, 'href="/shop/stoneware-mug"', 'linked to its product');
      t.match(page.body, '/assets/products/stoneware-mug.jpg', 'with its image');
      t.match(page.body, '4242 4242 4242 4242', 'the test gateway says its card numbers');
      t.equal(page.headers['cache-control'], 'no-store');
      const stockBefore = await stock(c, MUG.itemId, MUG.sku);
      const res = await s.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() });
      t.equal(res.statusCode, 303);
      t.match(String(res.headers.location), /^\/checkout\/order-confirmed\?order=[0-9a-f]{24}&token=/);
      const done = await s.page(String(res.headers.location));
      t.equal(done.statusCode, 200);
      t.match(done.body, 'data-page-type="202"');
      // 2 × $24.00 = $48.00; standard shipping $8.00 (under the $120 free threshold); NY 8 % on goods and shipping: $4.48.
      t.equal(textOf(done.body, 'vitrine-totals__subtotal'), '$48.00');
      t.equal(textOf(done.body, 'vitrine-totals__shipping'), '$8.00');
      t.equal(textOf(done.body, 'vitrine-totals__tax'), '$4.48');
      t.equal(textOf(done.body, 'vitrine-totals__total'), '$60.48');
      const id = orderIdOf(String(res.headers.location));
      const row = (await orders()).find((o) => o.id === id)!;
      t.match(row, { status: 'paid', kind: 'order', email: 'ada@example.com', shipping_option: 'standard' });
      t.equal(Number(row.grand_total_cents), 6048);
      t.equal(Number(row.tax_cents), 448);
      const purchase = JSON.parse(decodeAttr(/data-purchase="([^"]*)"/.exec(done.body)![1]!));
      t.same(purchase, {
        id,
        purchasedCartId: row.cart_id,
        testMode: true,
        websiteId: 'site-hearth-and-clay',
        items: [{ sku: MUG.sku, productName: 'Stoneware Mug', quantity: 2, unitPrice: { value: '24.00', currency: 'USD' } }],
        grandTotal: { value: '60.48', currency: 'USD' },
        shippingTotal: { value: '8.00', currency: 'USD' },
        taxTotal: { value: '4.48', currency: 'USD' },
      }, 'the page carries the SPEC order entity for the Purchase event');
      const island = /data-widget="purchase-event" data-props="([^"]*)"/.exec(done.body);
      t.same(island ? JSON.parse(decodeAttr(island[1]!)) : null, purchase, 'its first view carries the purchase-event island with the order');
      t.ok((await orders()).find((o) => o.id === id)!.purchase_reported_at, 'claimed once');
      const again = await s.page(String(res.headers.location));
      t.equal(again.statusCode, 200);
      t.notMatch(again.body, 'data-widget="purchase-event"', 'a reload does not count the purchase again');
      const cart = await c.commerce.store.db.selectFrom('carts').selectAll().where('id', '=', row.cart_id!).executeTakeFirstOrThrow();
      t.equal(Number(cart.is_purchased), 1, 'the cart is purchased');
      t.equal(cart.order_id, id, 'and names its order');
      t.equal(await stock(c, MUG.itemId, MUG.sku), stockBefore, 'stock stays taken (the add took it; the order keeps it)');
      t.equal(body(await s.cart()).totalQuantity, 0, 'the shopper has an empty cart again');
      const mail = await (c.commerce.checkout.mailer as OutboxMailer).list('ada@example.com');
      const confirmation = mail.find((m) => m.text.includes(id.slice(-8).toUpperCase()));
      t.ok(confirmation, 'a confirmation mail went to the shopper');
      const statusLink = /Your order status: (\S+)/.exec(confirmation!.text)![1]!;
      const status = await s.page(new URL(statusLink).pathname + new URL(statusLink).search);
      t.equal(status.statusCode, 200, 'the mail links the order status page');
      t.match(status.body, 'data-page-type="211"');
      t.notMatch(status.body, 'data-widget="purchase-event"', 'nor the status page');
      t.match(status.body, 'Order status');
      const forged = await s.page(`/checkout/order-status?order=${id}&token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
      t.equal(forged.statusCode, 404, 'a link with another signature opens nothing');
      t.notMatch(forged.body, 'Stoneware Mug');
    });

    t.test('free shipping over the threshold, and coupons (valid, unknown, below minimum)', async (t) => {
      const s = await shopper();
      await s.add(THROW.itemId, THROW.sku, 2);
      await s.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, couponCode: 'welcome10' });
      await s.post({ action: 'update', returnTo: '/checkout', couponCode: 'NOPE' });
      const page = await s.page('/checkout');
      t.match(page.body, 'WELCOME10');
      t.match(page.body, 'This code is not valid.');
      // 2 × $112 = $224 − 10 % = $201.60 ≥ $120: standard shipping is free; tax 8 % of $201.60 = $16.128, rounded to $16.13.
      t.equal(textOf(page.body, 'vitrine-totals__discount'), '−$22.40');
      t.equal(textOf(page.body, 'vitrine-totals__shipping'), 'Free');
      t.equal(textOf(page.body, 'vitrine-totals__tax'), '$16.13');
      t.equal(textOf(page.body, 'vitrine-totals__total'), '$217.73');
      const api = body(await s.request('GET', '/api/commerce/checkout'));
      t.match(api, { subtotalCents: 22400, discountCents: 2240, shippingCostCents: 0, taxCents: 1613, grandTotalCents: 21773, requiresShipping: true });
      t.same(api.validCoupons.map((x: any) => x.code), ['WELCOME10']);
      t.same(api.invalidCoupons.map((x: any) => x.code), ['NOPE']);
      t.match(api.shippingLocation, { country: 'US', region: 'NY' });
      await s.post({ action: 'update', returnTo: '/checkout', removeCoupon: 'WELCOME10', shippingOptionId: 'express' });
      const after = body(await s.request('GET', '/api/commerce/checkout'));
      t.match(after, { discountCents: 0, shippingCostCents: 2000, grandTotalCents: 22400 + 2000 + 1952 }, 'express $20, tax 8 % of $244');
    });

    t.test('a digital item: no shipping, billing address only', async (t) => {
      const s = await shopper();
      await s.add(RECIPES.itemId, RECIPES.sku, 1);
      const page = await s.page('/checkout');
      t.notMatch(page.body, 'name="shippingLine1"', 'no shipping address');
      t.match(page.body, 'name="billingLine1"');
      const res = await s.place({ ...BILLING_ONLY, ...CARD() });
      t.match(String(res.headers.location), '/checkout/order-confirmed');
      const done = await s.page(String(res.headers.location));
      t.equal(textOf(done.body, 'vitrine-totals__total'), '$9.72', '$9.00 and NY tax 8 % by the billing address');
      t.notMatch(done.body, 'vitrine-totals__shipping');
    });

    t.test('a service: no shipping', async (t) => {
      const s = await shopper();
      await s.add(LESSON.itemId, LESSON.sku, 1);
      const res = await s.place({ ...BILLING_ONLY, billingCountry: 'CA', billingRegion: 'QC', ...CARD() });
      const done = await s.page(String(res.headers.location));
      t.equal(done.statusCode, 200);
      t.equal(textOf(done.body, 'vitrine-totals__total'), '$90.00', 'no tax rule for Québec');
    });

    t.test('a declined card shows why and keeps the cart; a processing failure too', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 1);
      const before = (await orders()).length;
      const res = await s.place({ ...NY_ADDRESS, ...CARD(CARDS.declined) });
      t.equal(res.statusCode, 303);
      t.equal(res.headers.location, '/checkout');
      const page = await s.page('/checkout');
      t.match(textOf(page.body, 'vitrine-checkout-error'), 'Your card was declined.');
      t.match(page.body, 'value="14 Kiln Lane"', 'what was typed is kept');
      t.equal(body(await s.cart()).totalQuantity, 1, 'the cart is kept');
      await s.place({ ...CARD(CARDS.failure) });
      t.match(textOf((await s.page('/checkout')).body, 'vitrine-checkout-error'), 'The payment could not be processed.');
      t.equal((await orders()).length, before, 'no order');
      const json = await s.request('POST', '/api/commerce/checkout', { action: 'place', ...CARD(CARDS.declined) });
      t.equal(json.statusCode, 402, 'JSON posts get the failure as JSON');
      t.match(body(json), { code: 'PAYMENT_DECLINED', crumbFail: false });
      const ok = await s.place({ ...CARD() });
      t.match(String(ok.headers.location), '/checkout/order-confirmed', 'another card goes through');
    });

    t.test('a pending payment lands on order received (207)', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 1);
      const res = await s.place({ ...NY_ADDRESS, ...CARD(CARDS.pending) });
      t.match(String(res.headers.location), '/checkout/order-received');
      const page = await s.page(String(res.headers.location));
      t.match(page.body, 'data-page-type="207"');
      t.match(textOf(page.body, 'vitrine-order-status'), 'Awaiting payment');
    });

    t.test('validation: the SPEC texts at each field, nothing placed', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 1);
      const res = await s.place({ email: 'not-an-email', shippingCountry: 'US', billingSameSent: '1', billingSame: 'on', ...CARD() });
      t.equal(res.headers.location, '/checkout');
      const page = await s.page('/checkout');
      t.match(page.body, 'One or more fields is invalid, please check your entries.');
      t.match(page.body, 'Email is not valid. Email addresses should follow the format name@example.com.');
      t.match(page.body, /id="checkout-shippingFirstName-error">Required</);
      t.match(page.body, 'aria-invalid="true"');
      const fr = await s.page('/fr/checkout');
      t.match(fr.body, 'Obligatoire', 'in French on the French site');
      t.match(fr.body, 'Passer la commande');
    });

    t.test('a double submit places one order and takes the stock once', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 3);
      const stockBefore = await stock(c, MUG.itemId, MUG.sku);
      const fields = { ...NY_ADDRESS, ...CARD() };
      await s.post({ action: 'update', returnTo: '/checkout', ...fields });
      const answers = await Promise.all([s.place(fields), s.place(fields), s.place(fields)]);
      // The same order; a submit that finds it before its capture has finished shows it as received.
      const ids = new Set(answers.map((a) => orderIdOf(String(a.headers.location))));
      t.equal(ids.size, 1, 'every submit lands on the same order');
      const id = [...ids][0]!;
      t.equal((await orders()).filter((o) => o.id === id).length, 1);
      const placed = (await orders()).find((o) => o.id === id)!;
      t.equal((await orders()).filter((o) => o.cart_id === placed.cart_id).length, 1, 'one order for the cart');
      t.equal(await stock(c, MUG.itemId, MUG.sku), stockBefore, 'stock taken once');
      const again = await s.place(fields);
      t.equal(String(again.headers.location).split('?')[0], '/checkout/order-confirmed', 'a later retry finds the order, paid');
      t.equal(orderIdOf(String(again.headers.location)), id);
    });

    t.test('a subscription: plan caption, subscription record, subscription confirmed (206)', async (t) => {
      const s = await shopper();
      const token = body(await s.request('POST', '/api/3/commerce/cart/subscription', { itemId: FLOWERS.itemId, sku: FLOWERS.sku, qty: 1 })).cartToken as string;
      const page = await s.page(`/checkout/subscription?cartToken=${token}`);
      t.equal(page.statusCode, 200);
      t.match(page.body, '$42.00 every month for 6 months', "the SPEC's caption");
      t.match(page.body, 'name="cartToken" value="' + token);
      const res = await s.place({ ...NY_ADDRESS, cartToken: token, ...CARD() }, `/checkout/subscription?cartToken=${token}`);
      t.match(String(res.headers.location), '/checkout/subscription-confirmed');
      const done = await s.page(String(res.headers.location));
      t.match(done.body, 'data-page-type="206"');
      t.match(done.body, 'Next billing date');
      const sub = await c.commerce.store.db.selectFrom('subscriptions').selectAll().where('order_id', '=', orderIdOf(String(res.headers.location))).executeTakeFirstOrThrow();
      t.match(sub, { billing_unit: 'MONTH', status: 'active' });
      t.equal(Number(sub.billing_value), 1);
      t.equal(Number(sub.billing_cycles), 6);
      const next = new Date(sub.next_billing_at).getTime() - Date.now();
      t.ok(next > 27 * 86400_000 && next < 32 * 86400_000, 'next billing in about a month');
      const revisit = await s.page(`/checkout/subscription?cartToken=${token}`);
      t.match(revisit.finalUrl, '/checkout/subscription-confirmed', 'the used token leads to its order');
    });

    t.test('a gift card: denomination, recipient, code issued; then it pays an order', async (t) => {
      const s = await shopper();
      const none = await s.page(`/checkout/gift-card?itemId=${GIFT.itemId}`);
      t.match(none.body, 'Select a denomination for the Gift Card.', "the SPEC's text without a denomination");
      const unknownSku = await s.page(`/checkout/gift-card?itemId=${GIFT.itemId}&sku=NOPE`);
      t.match(unknownSku.body, 'Select a denomination for the Gift Card.', 'an unknown denomination too');
      const page = await s.page(`/checkout/gift-card?itemId=${GIFT.itemId}&sku=${GIFT.sku50}`);
      t.match(page.finalUrl, /^\/checkout\/gift-card\?cartToken=[0-9a-f]{24}$/);
      const token = new URL(page.finalUrl, 'http://x').searchParams.get('cartToken')!;
      t.notMatch(page.body, 'name="shippingLine1"', 'a gift card does not ship');
      await s.post({ action: 'update', returnTo: page.finalUrl, cartToken: token, sku: 'NOPE' });
      t.match((await s.page(page.finalUrl)).body, 'Select a denomination for the Gift Card.', 'choosing an unknown denomination says so');
      const res = await s.place({ ...BILLING_ONLY, cartToken: token, recipientEmail: 'grace@example.com', message: 'Happy birthday', ...CARD() }, page.finalUrl);
      t.match(String(res.headers.location), '/checkout/order-confirmed');
      const done = await s.page(String(res.headers.location));
      const code = textOf(done.body, 'vitrine-gift-card-code');
      t.match(code, /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      t.equal(textOf(done.body, 'vitrine-totals__total'), '$50.00', 'a gift card is never taxed (issue 36)');
      const mail = await (c.commerce.checkout.mailer as OutboxMailer).list('grace@example.com');
      t.match(mail[0]?.text, code, 'the recipient gets the code');

      // Pay a $24 mug with it: $24 + $8 shipping + 8 % = $34.56, all from the card's $50.
      const buyer = await shopper();
      await buyer.add(MUG.itemId, MUG.sku, 1);
      await buyer.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, giftCardCode: code.toLowerCase() });
      const checkout = await buyer.page('/checkout');
      t.equal(textOf(checkout.body, 'vitrine-totals__gift-card'), '−$34.56');
      t.match(checkout.body, 'no card is needed');
      const paid = await buyer.place({});
      t.match(String(paid.headers.location), '/checkout/order-confirmed');
      const card = await c.commerce.store.db.selectFrom('gift_cards').selectAll().executeTakeFirstOrThrow();
      t.equal(Number(card.balance_cents), 5000 - 3456, 'the balance went down in the same transaction');

      // The rest ($15.44) and a card pay a $48 order.
      const third = await shopper();
      await third.add(MUG.itemId, MUG.sku, 2);
      await third.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, giftCardCode: code });
      const api = body(await third.request('GET', '/api/commerce/checkout'));
      t.match(api, { grandTotalCents: 6048, giftCardCents: 1544, amountDueCents: 6048 - 1544 });
      const r3 = await third.place({ ...CARD() });
      const d3 = await third.page(String(r3.headers.location));
      t.match(d3.body, 'Card ending in 4242 ($45.04)');
      const empty = await c.commerce.store.db.selectFrom('gift_cards').select('balance_cents').executeTakeFirstOrThrow();
      t.equal(Number(empty.balance_cents), 0);
      const bogus = await shopper();
      await bogus.add(MUG.itemId, MUG.sku, 1);
      await bogus.post({ action: 'update', returnTo: '/checkout', giftCardCode: 'AAAA-BBBB-CCCC-DDDD' });
      t.match((await bogus.page('/checkout')).body, 'This gift card code is not valid.');
    });

    t.test('the crumb is required; an empty cart says so', async (t) => {
      const s = await shopper();
      await s.add(MUG.itemId, MUG.sku, 1);
      const before = (await orders()).length;
      const res = await s.post({ action: 'place', returnTo: '/checkout', ...NY_ADDRESS, ...CARD() }, { crumb: null });
      t.equal(res.statusCode, 303, 'a form post without its crumb goes back to the page (which brings a new one)');
      t.equal(res.headers.location, '/checkout');
      const json = await s.request('POST', '/api/commerce/checkout', { action: 'place', ...NY_ADDRESS, ...CARD() }, { crumb: null });
      t.equal(json.statusCode, 403);
      t.match(body(json), { code: 'CRUMB_FAIL', crumbFail: true });
      t.equal((await orders()).length, before, 'nothing placed');
      const fresh = await shopper();
      const page = await fresh.page('/checkout');
      t.match(page.body, 'You have nothing in your shopping cart.');
      const unknown = await fresh.page('/checkout/subscription?cartToken=000000000000000000000000');
      t.equal(unknown.statusCode, 404);
    });
  });

  t.test('store settings: a cart minimum', async (t) => {
    const db = await database(t);
    if (!db) return;
    const content = demoWith(t, (site, dir) => {
      site.websiteSettings.storeSettings.minimumSubtotalCents = 5000;
      // The glazing guide (digital) made subscribable: the server must refuse it (SPEC section 5).
      const file = join(dir, 'collections', 'shop.json');
      const shop = JSON.parse(readFileSync(file, 'utf8'));
      const guide = shop.items.find((i: { urlId: string }) => i.urlId === 'glazing-guide');
      guide.structuredContent.isSubscribable = true;
      guide.structuredContent.subscriptionPlan = { billingPeriod: { unit: 'MONTH', value: 1 }, numBillingCycles: 0 };
      writeFileSync(file, JSON.stringify(shop));
    });
    const c = await demoApp(t, db, content);
    const s = await new CheckoutShopper(c.app, '10.9.1.1').start();
    await s.add(MUG.itemId, MUG.sku, 1);
    const page = await s.page('/checkout');
    t.match(page.body, 'To check out, your order subtotal must be $50.00 or more.');
    t.match(page.body, /class="vitrine-checkout-place[^"]*" disabled/);
    const res = await s.place({ ...NY_ADDRESS, ...CARD() });
    t.equal(res.headers.location, '/checkout');
    t.match((await s.page('/checkout')).body, 'To check out, your order subtotal must be');

    const sub = await s.request('POST', '/api/3/commerce/cart/subscription', { itemId: '6561f0c202f4230000000023', sku: 'SQ1170', qty: 1 });
    if (sub.statusCode === 200) {
      const token = body(sub).cartToken as string;
      const refused = await s.request('POST', '/api/commerce/checkout', { action: 'place', cartToken: token, returnTo: '/checkout/subscription', ...BILLING_ONLY, ...CARD() });
      t.equal(refused.statusCode, 400);
      t.match(body(refused), { code: 'SUBSCRIPTION_TYPE', message: 'Only physical products and services can be subscribed to.' });
    } else {
      t.match(body(sub), { code: 'SUBSCRIPTION_TYPE' }, 'refused when the subscription cart is made');
    }
  });
}

async function stock(c: CommerceApp, itemId: string, sku: string): Promise<number> {
  const r = await c.commerce.store.db.selectFrom('stock').select('quantity').where('item_id', '=', itemId).where('sku', '=', sku).executeTakeFirstOrThrow();
  return Number(r.quantity);
}

function decodeAttr(s: string): string {
  return s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
