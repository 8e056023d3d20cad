// Checkout in Chromium, the journeys the first file leaves out: a digital
// item and a service, each alone at desktop and phone width, with no shipping
// asked, landing on the order-confirmed page with the right totals, axe
// clean on both pages; the checkout and purchase telemetry events (the
// purchase once per order, never again on reload or on the status page);
// totals that follow the country, shipping option and coupon live with
// JavaScript, and the "Update totals" button without it.
import t from 'tap';
import type { Page, Request } from 'playwright-core';
import { islandsReady, startCartSite, until, WAIT_MS } from './cart-helpers.js';
import { addByApi, axeViolations, BILLING, CARD, DESKTOP, fillFields, NY, openPage, PHONE } from './checkout-helpers.js';

t.setTimeout(540_000);
const site = await startCartSite(t);
const PLACE = '.vitrine-checkout-place';
const RECIPES = { itemId: '6561f0c202f4210000000021', sku: 'SQ1160' };
const LESSON = { itemId: '6561f0c202f4250000000025', sku: 'SQ1180' };
const MUG = { itemId: '6561f0c202f4300000000003', sku: 'SQ1010' };

type Stored = Record<string, unknown>;
/** The v2 events of a schema the server stored (the batch writer flushed first), as their payloads. */
async function stored(name: string): Promise<Stored[]> {
  await site.app.vitrine.telemetry!.writer.flush();
  const rows = await site.app.vitrine.commerce!.store.db.selectFrom('telemetry_events').select('data').where('kind', '=', 'event').where('name', '=', name).execute();
  return rows.map((r) => JSON.parse(r.data) as Stored);
}
const hits = (requests: Request[]) => requests.filter((r) => new URL(r.url()).pathname === '/api/census/RecordHit').length;

function record(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => void requests.push(r));
  return requests;
}

/** Marks the document, to tell a live update (the mark stays) from a reload (it is gone). */
const mark = (page: Page) => page.evaluate(() => void ((window as unknown as { liveMark: boolean }).liveMark = true));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);
const text = (page: Page, selector: string) => page.locator(selector).first().textContent({ timeout: WAIT_MS });
const textBecomes = (page: Page, selector: string, expected: string) =>
  until(() => page.locator(selector).first().textContent({ timeout: 1000 }).catch(() => ''), (v) => v === expected);

const ITEMS = [
  { name: 'a digital item', item: RECIPES, productType: 2, subtotal: '$9.00', tax: '$0.72', total: '$9.72', cents: 972 },
  { name: 'a service', item: LESSON, productType: 3, subtotal: '$90.00', tax: '$7.20', total: '$97.20', cents: 9720 },
];
const WIDTHS = [
  { width: 'desktop', viewport: DESKTOP },
  { width: 'phone', viewport: PHONE },
];
for (const journey of ITEMS.flatMap((i) => WIDTHS.map((w) => ({ ...i, ...w, name: `${i.name} at ${w.width} width` })))) {
  t.test(`${journey.name}: no shipping asked, confirmed with its totals, checkout and purchase events`, async (t) => {
    const { context, page, errors } = await openPage(t, site, journey.viewport);
    const requests = record(page);
    await addByApi(context, journey.item.itemId, journey.item.sku);
    await page.goto('/checkout');
    await islandsReady(page);
    t.equal(await page.locator('[name^="shipping"]').count(), 0, 'no shipping address or method');
    t.same(await axeViolations(page), [], 'no axe violation on the checkout page');
    const cartId = (JSON.parse((await page.locator('.vitrine-checkout-enhancer').getAttribute('data-props')) ?? '{}') as { cart: { id: string } }).cart.id;
    const checkouts = await until(async () => (await stored('commerce_checkout')).filter((e) => e.cart_id === cartId), (e) => e.length > 0);
    t.equal(checkouts.length, 1, 'one checkout event');
    t.match(checkouts[0], { cart_value: Number(journey.subtotal.replace(/\D/g, '')), num_items_in_cart: 1, product_types_list: [journey.productType], currency_code: 'USD', page_path: '/checkout' }, 'it carries the cart');

    await mark(page);
    await fillFields(page, BILLING);
    // The billing address is where the tax comes from when nothing ships: New York tax comes in live.
    t.equal(await textBecomes(page, '.vitrine-totals__tax', journey.tax), journey.tax, 'the tax follows the billing address');
    t.equal(await text(page, '.vitrine-totals__total'), journey.total);
    t.ok(await marked(page), 'without a reload');
    await fillFields(page, CARD());
    await page.locator(PLACE).click();
    await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
    t.equal(await text(page, 'h1'), 'Thank you! Your order is confirmed.');
    t.equal(await text(page, '.vitrine-totals__subtotal'), journey.subtotal);
    t.equal(await text(page, '.vitrine-totals__tax'), journey.tax);
    t.equal(await text(page, '.vitrine-totals__total'), journey.total);
    t.equal(await page.locator('.vitrine-totals__shipping').count(), 0, 'no shipping line');
    t.equal(await page.locator('.vitrine-order-address').count(), 1, 'the billing address only');
    t.same(await axeViolations(page), [], 'no axe violation on the confirmation page');

    const orderId = new URL(page.url()).searchParams.get('order');
    const purchasesOf = async () => (await stored('commerce_purchase')).filter((e) => e.order_id === orderId);
    const purchases = await until(purchasesOf, (e) => e.length > 0);
    t.equal(purchases.length, 1, 'one purchase event');
    t.match(purchases[0], { order_id: orderId, cart_id: cartId, cart_value: journey.cents, num_items_in_cart: 1, currency_code: 'USD' }, 'it carries the order');
    await page.reload();
    await islandsReady(page);
    t.equal(await page.locator('[data-widget="purchase-event"]').count(), 0, 'a reload carries no purchase event');
    await page.locator('.vitrine-order-status-link').click();
    await page.waitForURL('**/checkout/order-status?**', { timeout: WAIT_MS });
    await islandsReady(page);
    // The status page's own page view shows its tracking ran; the purchase is still counted once.
    t.ok((await until(async () => hits(requests), (n) => n >= 4)) >= 4, 'the status page is tracked');
    t.equal((await purchasesOf()).length, 1, 'not again on reload or on the status page');
    t.equal(await page.locator('[data-widget="purchase-event"]').count(), 0, 'no purchase island there');
    t.same(errors, []);
  });
}

t.test('desktop with JavaScript: country, shipping option and coupon reprice live', async (t) => {
  const { context, page, errors } = await openPage(t, site, DESKTOP);
  await addByApi(context, MUG.itemId, MUG.sku);
  await page.goto('/checkout');
  await islandsReady(page);
  t.notOk(await page.locator('.vitrine-checkout-methods .vitrine-checkout-secondary').isVisible(), 'no "Update totals" button');
  await mark(page);
  await fillFields(page, NY);
  // $24.00 + $8.00 standard shipping + 8 % on both.
  t.equal(await textBecomes(page, '.vitrine-totals__total', '$34.56'), '$34.56', 'the options and New York tax come in with the country');
  t.ok(await page.locator('#checkout-shipping-standard').isChecked(), 'the first option is chosen');
  await page.locator('#checkout-shipping-express').check();
  // $24.00 + $20.00 + 8 % on both ($3.52).
  t.equal(await textBecomes(page, '.vitrine-totals__total', '$47.52'), '$47.52', 'express shipping');
  t.equal(await text(page, '.vitrine-totals__shipping'), '$20.00');
  await page.locator('#checkout-couponCode').fill('welcome10');
  await page.locator('.vitrine-checkout-coupons .vitrine-checkout-secondary').click();
  // 10 % off $24.00 = $2.40; $21.60 + $20.00 + 8 % ($3.33) = $44.93.
  t.equal(await textBecomes(page, '.vitrine-totals__total', '$44.93'), '$44.93', 'the coupon applies');
  t.equal(await text(page, '.vitrine-totals__discount'), '−$2.40');
  t.match(await text(page, '.vitrine-coupon--valid'), 'WELCOME10');
  t.equal(await page.locator('.vitrine-checkout-enhancer [role="status"]').textContent(), 'Totals updated.', 'the update is read out');
  await page.locator('.vitrine-coupon--valid button').click();
  t.equal(await textBecomes(page, '.vitrine-totals__total', '$47.52'), '$47.52', 'the coupon removed');
  await page.selectOption('[name="shippingCountry"]', 'CA');
  // Canada: express ($20.00) or international; no tax rule.
  t.equal(await textBecomes(page, '.vitrine-totals__total', '$44.00'), '$44.00', 'another country, its options and no tax');
  t.equal(await page.locator('#checkout-shipping-standard').count(), 0, 'standard shipping does not reach Canada');
  t.ok(await marked(page), 'all without a reload');
  t.equal(await page.locator('[name="shippingLine1"]').inputValue(), NY.shippingLine1, 'what was typed stays');
  await page.selectOption('[name="shippingCountry"]', 'US');
  t.equal(await textBecomes(page, '.vitrine-totals__total', '$47.52'), '$47.52');
  await fillFields(page, CARD());
  await page.locator(PLACE).click();
  await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  t.equal(await text(page, '.vitrine-totals__total'), '$47.52', 'the order has the live totals');
  t.same(errors, []);
});

t.test('without JavaScript the "Update totals" button reprices', async (t) => {
  const { context, page } = await openPage(t, site, PHONE, false);
  await addByApi(context, MUG.itemId, MUG.sku);
  await page.goto('/checkout');
  await fillFields(page, NY);
  await page.locator('.vitrine-checkout-methods .vitrine-checkout-secondary').click();
  await page.waitForURL('**/checkout', { timeout: WAIT_MS });
  t.equal(await text(page, '.vitrine-totals__total'), '$34.56');
  await page.locator('#checkout-couponCode').fill('WELCOME10');
  await page.locator('.vitrine-checkout-coupons .vitrine-checkout-secondary').click();
  await page.waitForURL('**/checkout', { timeout: WAIT_MS });
  // $21.60 + $8.00 + 8 % ($2.37) = $31.97.
  t.equal(await text(page, '.vitrine-totals__total'), '$31.97');
});
