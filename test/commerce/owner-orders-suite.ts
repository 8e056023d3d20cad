/**
 * The owner commerce API on one database kind: who may call it (401, 403,
 * before the body is checked), the order list with search, filters,
 * paging and CSV, the detail, fulfil, refund, cancel and resend (each
 * idempotent), customers merged by email, the owner's subscriptions and
 * revenue net of refunds.
 */
import type { Test } from 'tap';
import type { ServerConfig } from '../../server/config.js';
import { SITE_USER_ROLE } from '../../server/session/index.js';
import { MONEY_GRANT_ROLE } from '../../editor/commerce-permissions.js';
import { OWNER_EMAIL } from '../session/helpers.js';
import { body, visitor } from '../editor/helpers.js';
import { CARD, CheckoutShopper, FLOWERS, GIFT, MUG, NY_ADDRESS, orderIdOf, RECIPES } from './checkout-helpers.js';
import { buy, key, manager, outbox, OWNER_API, ownerStore, shopper, stockOf } from './owner-helpers.js';

type Db = (t: Test) => Promise<ServerConfig['database'] | undefined>;

const SPOON = { itemId: '6561f0c202f4170000000017', sku: 'SQ1110' };

export function runOwnerOrdersSuite(t: Test, database: Db): void {
  t.test('owner orders API', async (t) => {
    const db = await database(t);
    if (!db) return;
    const { app, owner } = await ownerStore(t, db);

    t.test('visitors get 401 and non-owners 403, before the body is read', async (t) => {
      const id = await buy(app, [{ ...SPOON, quantity: 1 }], { email: 'gate@example.com' });
      const v = await visitor(app);
      const s = await shopper(app, 'gate-shopper@example.com');
      for (const [who, b, status] of [['visitor', v, 401], ['shopper', s, 403]] as const) {
        t.equal((await b.request('GET', `${OWNER_API}/orders`)).statusCode, status, `${who}: the list`);
        t.equal((await b.request('GET', `${OWNER_API}/orders/${id}`)).statusCode, status, `${who}: the detail`);
        t.equal((await b.request('GET', `${OWNER_API}/customers`)).statusCode, status, `${who}: customers`);
        t.equal((await b.request('GET', `${OWNER_API}/subscriptions`)).statusCode, status, `${who}: subscriptions`);
        const bad = await b.request('POST', `${OWNER_API}/orders/${id}/refunds`, { nonsense: true });
        t.equal(bad.statusCode, status, `${who}: a refund with a bad body is refused for who they are, not for the body`);
        t.equal(body(bad).code, status === 401 ? 'NOT_SIGNED_IN' : 'FORBIDDEN');
      }
      const noCrumb = await owner.request('POST', `${OWNER_API}/orders/${id}/confirmation`, { idempotencyKey: key() }, { crumb: null });
      t.equal(noCrumb.statusCode, 403);
      t.match(body(noCrumb), { code: 'CRUMB_FAIL', crumbFail: true, message: 'Your session has expired. Please reload the page and try again.' });
      const noXsrf = await owner.request('POST', `${OWNER_API}/orders/${id}/confirmation`, { idempotencyKey: key() }, { xsrf: null });
      t.equal(body(noXsrf).code, 'XSRF_FAIL');
      const invalid = await owner.request('POST', `${OWNER_API}/orders/${id}/refunds`, { nonsense: true });
      t.equal(invalid.statusCode, 400, 'the owner with a bad body: 400');
      t.equal(body(invalid).code, 'INVALID_REQUEST');
      const fr = await app.inject({ method: 'GET', url: `${OWNER_API}/orders/${'0'.repeat(24)}`, cookies: owner.cookies, headers: { 'accept-language': 'fr' } });
      t.match(body(fr), { status: 404, code: 'ORDER_NOT_FOUND', message: 'Aucune commande ne porte ce numéro.' }, 'failures in the owner’s language');
    });

    t.test('a purchase: the list, search, filters, paging, CSV and detail; the owner’s new-order mail', async (t) => {
      const email = 'ada.list@example.com';
      const id = await buy(app, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 2 }, { ...SPOON, quantity: 1 }], { email });
      const number = id.slice(-8).toUpperCase();
      const list = body(await owner.request('GET', `${OWNER_API}/orders`));
      const row = list.orders.find((o: { id: string }) => o.id === id);
      t.match(row, { number, email, customerName: 'Ada Lovelace', items: 3, paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled', canceled: false, testMode: true });
      t.equal(row.total.currency, 'USD', 'the total carries its currency');
      t.ok(row.total.cents > 0);
      t.equal(list.orders[0].id, id, 'newest first');
      for (const q of [number, `#${number.toLowerCase()}`, 'ada.list', 'ADA.LIST@EXAMPLE.COM']) {
        const found = body(await owner.request('GET', `${OWNER_API}/orders?q=${encodeURIComponent(q)}`)).orders.map((o: { id: string }) => o.id);
        t.same(found, [id], `search ${q}`);
      }
      t.same(body(await owner.request('GET', `${OWNER_API}/orders?q=nobody-here`)).orders, [], 'a search without matches lists nothing');
      const paid = body(await owner.request('GET', `${OWNER_API}/orders?payment=paid&fulfillment=unfulfilled`)).orders;
      t.ok(paid.some((o: { id: string }) => o.id === id), 'filtered by status');
      t.notOk(body(await owner.request('GET', `${OWNER_API}/orders?payment=refunded`)).orders.some((o: { id: string }) => o.id === id));
      t.same(body(await owner.request('GET', `${OWNER_API}/orders?from=2000-01-01&to=2000-01-31`)).orders, [], 'a range of days before the order');
      const today = new Date().toISOString().slice(0, 10);
      const dayAfter = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const dayBefore = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      t.ok(body(await owner.request('GET', `${OWNER_API}/orders?from=${dayBefore}&to=${dayAfter}`)).orders.some((o: { id: string }) => o.id === id), `the range around ${today}`);
      t.equal(body(await owner.request('GET', `${OWNER_API}/orders?from=${dayAfter}&to=${dayBefore}`)).code, 'INVALID_DATE_RANGE');
      t.equal((await owner.request('GET', `${OWNER_API}/orders?payment=lost`)).statusCode, 400, 'an unknown status is refused');
      t.equal(body(await owner.request('GET', `${OWNER_API}/orders?cursor=zzz`)).code, 'INVALID_CURSOR');

      const second = await buy(app, [{ ...SPOON, quantity: 1 }], { email });
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Record<string, any> = body(await owner.request('GET', `${OWNER_API}/orders?customer=${encodeURIComponent(email)}&limit=1${cursor ? `&cursor=${cursor}` : ''}`));
        t.ok(page.orders.length <= 1);
        seen.push(...page.orders.map((o: { id: string }) => o.id));
        cursor = page.hasNextPage ? page.nextPageCursor : null;
      } while (cursor);
      t.same(seen, [second, id], 'paged one at a time, newest first, each order once');

      const csv = await owner.request('GET', `${OWNER_API}/orders/export.csv?customer=${encodeURIComponent(email)}`);
      t.equal(csv.statusCode, 200);
      t.match(String(csv.headers['content-type']), 'text/csv');
      const csvLines = csv.body.trim().split('\r\n');
      t.equal(csvLines.length, 3, 'a header and the two orders');
      t.match(csvLines[0], /^Order,Date,Email,Customer,Items,Currency,Total/);
      t.match(csvLines[2], new RegExp(`^${number},.*,${email},Ada Lovelace,3,USD,`));

      const detail = body(await owner.request('GET', `${OWNER_API}/orders/${id}`));
      t.same(detail.can, { read: true, fulfil: true, resend: true, refund: true, cancel: true, subscriptions: true, grant: true, pricing: true, giftCards: true }, 'the administrator may do everything');
      const o = detail.order;
      t.match(o, { number, email, paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled', shippingMethod: { id: 'standard', name: 'Standard' } });
      t.match(o.lines[0], { productName: 'Stoneware Mug', sku: MUG.sku, quantity: 2, variant: { Size: '8 oz' }, unitPrice: { cents: 2400, currency: 'USD' } });
      t.match(o.shippingAddress, { firstName: 'Ada', line1: '14 Kiln Lane', city: 'Hudson', region: 'NY', country: 'US' });
      t.ok(o.amounts.tax.cents > 0, 'New York tax');
      t.equal(o.amounts.total.cents, o.amounts.subtotal.cents - o.amounts.discount.cents + o.amounts.shipping.cents + o.amounts.tax.cents);
      t.same(o.timeline.map((e: { kind: string }) => e.kind), ['placed', 'payment'], 'placed, then paid');
      t.equal(o.amounts.refundable.cents, o.amounts.total.cents);

      const ownerMail = (await outbox(app, OWNER_EMAIL, 'order-new-owner')).filter((m) => m.subject.includes(number));
      t.equal(ownerMail.length, 1, 'the owner got one new-order mail');
      t.match(ownerMail[0]!.text, `2 × Stoneware Mug (Size: 8 oz)`);
      t.match(ownerMail[0]!.text, `/config#orders/${id}`);
      const shopperMail = (await outbox(app, email, 'order')).find((m) => m.subject.includes(number))!;
      t.match(shopperMail.text, /2 × Stoneware Mug[^\n]*\n\s+Size: 8 oz/, 'the confirmation names the variant');
    });

    t.test('fulfil with a tracking number: the shopper’s mail once, whatever the repeats', async (t) => {
      const email = 'ada.ship@example.com';
      const id = await buy(app, [{ ...SPOON, quantity: 2 }], { email });
      const k = key();
      const first = await owner.request('POST', `${OWNER_API}/orders/${id}/fulfillment`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', idempotencyKey: k });
      t.equal(first.statusCode, 200);
      t.match(body(first), { replayed: false, order: { fulfillmentStatus: 'fulfilled', fulfillment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } } });
      const again = await owner.request('POST', `${OWNER_API}/orders/${id}/fulfillment`, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', idempotencyKey: k });
      t.match(body(again), { replayed: true }, 'the same key: answered, nothing changes');
      const other = await owner.request('POST', `${OWNER_API}/orders/${id}/fulfillment`, { carrier: 'FedEx', trackingNumber: '1', idempotencyKey: key() });
      t.equal(other.statusCode, 409);
      t.equal(body(other).code, 'ALREADY_FULFILLED');
      const mails = await outbox(app, email, 'order-fulfilled');
      t.equal(mails.length, 1, 'one shipping mail');
      t.match(mails[0]!.text, 'Tracking number: 1Z999AA10123456784');
      t.match(mails[0]!.text, 'Carrier: UPS');
      t.match(mails[0]!.text, /Your order status: http\S+status\?order=/);
      const timeline = body(await owner.request('GET', `${OWNER_API}/orders/${id}`)).order.timeline;
      t.match(timeline.at(-1), { kind: 'fulfilled', detail: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });
      const cancel = await owner.request('POST', `${OWNER_API}/orders/${id}/cancellation`, { idempotencyKey: key() });
      t.equal(body(cancel).code, 'NOT_CANCELABLE', 'a fulfilled order is not canceled');
    });

    t.test('an order with nothing to ship needs no shipping and never waits to be fulfilled; a mixed order still does', async (t) => {
      const email = 'ada.digital@example.com';
      const digital = await buy(app, [{ itemId: RECIPES.itemId, sku: RECIPES.sku, quantity: 1 }], { email, billingOnly: true });
      const mixed = await buy(app, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 1 }, { itemId: RECIPES.itemId, sku: RECIPES.sku, quantity: 1 }], { email });
      const rows = body(await owner.request('GET', `${OWNER_API}/orders?customer=${encodeURIComponent(email)}`)).orders;
      const statusOf = (id: string) => rows.find((o: { id: string }) => o.id === id)?.fulfillmentStatus;
      t.equal(statusOf(digital), 'not-required', 'the digital-only order: no shipping needed, in the list');
      t.equal(statusOf(mixed), 'unfulfilled', 'the mug and the guide: still to ship');
      const waiting = body(await owner.request('GET', `${OWNER_API}/orders?customer=${encodeURIComponent(email)}&fulfillment=unfulfilled`)).orders.map((o: { id: string }) => o.id);
      t.same(waiting, [mixed], 'the unfulfilled filter lists the mixed order only');
      const none = body(await owner.request('GET', `${OWNER_API}/orders?customer=${encodeURIComponent(email)}&fulfillment=not-required`)).orders.map((o: { id: string }) => o.id);
      t.same(none, [digital], 'the no-shipping filter lists the digital order only');
      t.equal(body(await owner.request('GET', `${OWNER_API}/orders/${digital}`)).order.fulfillmentStatus, 'not-required', 'the detail agrees');
      t.equal(body(await owner.request('GET', `${OWNER_API}/orders/${mixed}`)).order.fulfillmentStatus, 'unfulfilled');
      const fulfil = await owner.request('POST', `${OWNER_API}/orders/${digital}/fulfillment`, { carrier: 'UPS', trackingNumber: '1', idempotencyKey: key() });
      t.equal(fulfil.statusCode, 409, 'nothing to ship: the fulfil action is refused');
      t.match(body(fulfil), { code: 'NOTHING_TO_SHIP', message: 'This order has nothing to ship.' });
      t.equal((await outbox(app, email, 'order-fulfilled')).length, 0, 'and no shipping mail goes out');
      const csv = await owner.request('GET', `${OWNER_API}/orders/export.csv?customer=${encodeURIComponent(email)}`);
      t.match(csv.body, new RegExp(`${digital.slice(-8).toUpperCase()},.*,not-required,`), 'the CSV names the status');
    });

    t.test('a partial refund of one line with its stock returned; revenue net of it', async (t) => {
      const email = 'ada.refund@example.com';
      const before = await stockOf(app, MUG.itemId, MUG.sku);
      const revenueBefore = body(await owner.request('GET', `${OWNER_API}/revenue?from=2000-01-01&to=2100-01-01`)).revenue;
      const id = await buy(app, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 2 }, { ...SPOON, quantity: 1 }], { email });
      t.equal(await stockOf(app, MUG.itemId, MUG.sku), before - 2, 'the order took two mugs');
      const o = body(await owner.request('GET', `${OWNER_API}/orders/${id}`)).order;
      const mugLine = o.lines.find((l: { sku: string }) => l.sku === MUG.sku);
      const k = key();
      const refund = { amountCents: 2400, lines: [{ lineId: mugLine.id, quantity: 1 }], restock: true, reason: 'chipped', idempotencyKey: k };
      const [a, b] = await Promise.all([owner.request('POST', `${OWNER_API}/orders/${id}/refunds`, refund), owner.request('POST', `${OWNER_API}/orders/${id}/refunds`, refund)]);
      t.same([a.statusCode, b.statusCode], [200, 200], 'a double click: both answered');
      t.same([body(a).refundId, body(b).refundId].sort(), [body(a).refundId, body(a).refundId], 'one refund');
      const after = body(await owner.request('GET', `${OWNER_API}/orders/${id}`)).order;
      t.match(after, { paymentStatus: 'partially-refunded', amounts: { refunded: { cents: 2400, currency: 'USD' } } });
      t.equal(after.amounts.refundable.cents, o.amounts.total.cents - 2400);
      t.match(after.lines.find((l: { sku: string }) => l.sku === MUG.sku), { refundedQuantity: 1, restockedQuantity: 1 });
      t.equal(after.refunds.length, 1);
      t.match(after.refunds[0], { status: 'succeeded', restock: true, reason: 'chipped', amount: { cents: 2400 } });
      t.equal(await stockOf(app, MUG.itemId, MUG.sku), before - 1, 'one mug back in stock');
      const mails = await outbox(app, email, 'order-refund');
      t.equal(mails.length, 1, 'one refund mail');
      t.match(mails[0]!.text, 'We have refunded $24.00');
      t.match(mails[0]!.text, '1 × Stoneware Mug (Size: 8 oz)');
      const revenueAfter = body(await owner.request('GET', `${OWNER_API}/revenue?from=2000-01-01&to=2100-01-01`)).revenue;
      const usd = (r: { currency: string; netCents: number; chargedCents: number; refundedCents: number }[]) => r.find((x) => x.currency === 'USD') ?? { netCents: 0, chargedCents: 0, refundedCents: 0 };
      t.equal(usd(revenueAfter).chargedCents - usd(revenueBefore).chargedCents, o.amounts.total.cents, 'charged: the order’s total');
      t.equal(usd(revenueAfter).refundedCents - usd(revenueBefore).refundedCents, 2400, 'refunded: the line');
      t.equal(usd(revenueAfter).netCents, usd(revenueAfter).chargedCents - usd(revenueAfter).refundedCents);

      const tooMuch = await owner.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: after.amounts.refundable.cents + 1, idempotencyKey: key() });
      t.equal(tooMuch.statusCode, 409);
      t.match(body(tooMuch), { code: 'REFUND_TOO_LARGE', message: `The refund is more than what is left to refund ($${(after.amounts.refundable.cents / 100).toFixed(2)}).` });
      const tooMany = await owner.request('POST', `${OWNER_API}/orders/${id}/refunds`, { lines: [{ lineId: mugLine.id, quantity: 2 }], idempotencyKey: key() });
      t.equal(body(tooMany).code, 'REFUND_LINES', 'more units than are left to refund');
      const rest = await owner.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: after.amounts.refundable.cents, idempotencyKey: key() });
      t.match(body(rest), { succeeded: true, order: { paymentStatus: 'refunded', amounts: { refundable: { cents: 0 } } } }, 'the rest: fully refunded');
      t.equal(await stockOf(app, MUG.itemId, MUG.sku), before - 1, 'an amount without restock leaves stock alone');
      t.equal(body(await owner.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: 1, idempotencyKey: key() })).code, 'REFUND_TOO_LARGE', 'nothing left');
    });

    t.test('cancel an unfulfilled order: stock back, paid money refunded, mail; once', async (t) => {
      const email = 'ada.cancel@example.com';
      const before = await stockOf(app, MUG.itemId, MUG.sku);
      const id = await buy(app, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 3 }], { email });
      const k = key();
      const res = await owner.request('POST', `${OWNER_API}/orders/${id}/cancellation`, { restock: true, idempotencyKey: k });
      t.equal(res.statusCode, 200);
      const o = body(res).order;
      t.match(o, { paymentStatus: 'refunded', amounts: { refundable: { cents: 0 } } });
      t.ok(o.canceledAt);
      t.equal(body(res).refunded, o.amounts.total.cents, 'what was paid is refunded');
      t.equal(await stockOf(app, MUG.itemId, MUG.sku), before, 'the three mugs are back');
      t.match(body(await owner.request('POST', `${OWNER_API}/orders/${id}/cancellation`, { restock: true, idempotencyKey: k })), { replayed: true });
      t.equal(body(await owner.request('POST', `${OWNER_API}/orders/${id}/cancellation`, { idempotencyKey: key() })).code, 'ORDER_CANCELED');
      t.equal(body(await owner.request('POST', `${OWNER_API}/orders/${id}/fulfillment`, { idempotencyKey: key() })).code, 'ORDER_CANCELED');
      t.equal(await stockOf(app, MUG.itemId, MUG.sku), before, 'stock returned once');
      const mails = await outbox(app, email, 'order-canceled');
      t.equal(mails.length, 1);
      t.match(mails[0]!.text, /is refunded/);
      t.equal((await outbox(app, email, 'order-refund')).length, 0, 'the cancellation mail says the refund; no second mail');
    });

    t.test('gift cards sold go back with the money: a cancel voids them all, a refund one per unit', async (t) => {
      const db = app.vitrine.commerce!.store.db;
      const cardsOf = async (orderId: string) =>
        (await db.selectFrom('gift_cards').selectAll().where('order_id', '=', orderId).execute()).map((g) => ({ code: g.code, balance: Number(g.balance_cents), voided: (g as { voided_at?: string | null }).voided_at ?? null }));
      let spenders = 0;
      /** What a shopper's checkout takes from a code: 0 for a card with nothing left to spend. */
      const spendable = async (code: string) => {
        const s = await new CheckoutShopper(app, `10.78.0.${++spenders}`).start();
        await s.add(MUG.itemId, MUG.sku, 1);
        await s.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, giftCardCode: code });
        return Number(body(await s.request('GET', '/api/commerce/checkout')).giftCardCents);
      };

      const canceled = await buy(app, [{ itemId: GIFT.itemId, sku: GIFT.sku50, quantity: 2 }, { ...SPOON, quantity: 1 }], { email: 'ada.gifts@example.com' });
      const issued = await cardsOf(canceled);
      t.equal(issued.length, 2, 'the order issued two cards');
      t.ok((await spendable(issued[0]!.code)) > 0, 'a card sold is spendable before the cancel');
      // Part of one card spent already, as a checkout takes it.
      await db.updateTable('gift_cards').set({ balance_cents: 3000 }).where('code', '=', issued[1]!.code).execute();
      const detail = body(await owner.request('GET', `${OWNER_API}/orders/${canceled}`)).order;
      t.match(detail.giftCardsIssued, [{ initial: { cents: 5000, currency: 'USD' }, voidedAt: null }, { initial: { cents: 5000 }, voidedAt: null }], 'the detail lists the cards sold');
      t.ok(detail.giftCardsIssued.every((g: { code: string }) => /^•••• [A-Z0-9]{4}$/.test(g.code)), 'by their last four characters only');
      const k = key();
      t.equal((await owner.request('POST', `${OWNER_API}/orders/${canceled}/cancellation`, { idempotencyKey: k })).statusCode, 200);
      const after = await cardsOf(canceled);
      t.same(after.map((g) => g.balance), [0, 0], 'both cards have nothing left');
      t.ok(after.every((g) => g.voided !== null), 'both marked voided');
      for (const g of issued) t.equal(await spendable(g.code), 0, 'the checkout takes nothing from a voided card');
      t.match(body(await owner.request('GET', `${OWNER_API}/orders/${canceled}`)).order.giftCardsIssued, [{ balance: { cents: 0 }, voidedAt: String }, { balance: { cents: 0 }, voidedAt: String }]);
      t.match(body(await owner.request('POST', `${OWNER_API}/orders/${canceled}/cancellation`, { idempotencyKey: k })), { replayed: true }, 'the same cancel again changes nothing');
      const mail = (await outbox(app, 'ada.gifts@example.com', 'order-canceled'))[0]!;
      t.match(mail.text, /The gift cards of this order \(•••• \w{4}, •••• \w{4}\) are canceled: they can no longer be used\./, 'the shopper’s mail says the cards are canceled');
      for (const g of issued) t.match(mail.text, `•••• ${g.code.slice(-4)}`, 'each by its last four');
      t.notMatch(mail.text, issued[0]!.code, 'without their codes');

      const refunded = await buy(app, [{ itemId: GIFT.itemId, sku: GIFT.sku50, quantity: 2 }, { ...SPOON, quantity: 1 }], { email: 'ada.gifts@example.com' });
      const o = body(await owner.request('GET', `${OWNER_API}/orders/${refunded}`)).order;
      const giftLine = o.lines.find((l: { sku: string }) => l.sku === GIFT.sku50);
      t.equal(giftLine.giftCard, true, 'the detail marks the gift-card line');
      t.equal(o.lines.find((l: { sku: string }) => l.sku === SPOON.sku).giftCard, false);
      const one = await owner.request('POST', `${OWNER_API}/orders/${refunded}/refunds`, { lines: [{ lineId: giftLine.id, quantity: 1 }], idempotencyKey: key() });
      t.match(body(one), { succeeded: true });
      const partly = await cardsOf(refunded);
      t.equal(partly.filter((g) => g.voided !== null).length, 1, 'refunding one gift-card unit voids one card');
      const live = partly.find((g) => g.voided === null)!;
      t.ok((await spendable(live.code)) > 0, 'the other card still spends');
      const spoonLine = o.lines.find((l: { sku: string }) => l.sku === SPOON.sku);
      await owner.request('POST', `${OWNER_API}/orders/${refunded}/refunds`, { lines: [{ lineId: spoonLine.id, quantity: 1 }], idempotencyKey: key() });
      t.equal((await cardsOf(refunded)).filter((g) => g.voided !== null).length, 1, 'a refund of other lines leaves the cards alone');
      const left = body(await owner.request('GET', `${OWNER_API}/orders/${refunded}`)).order.amounts.refundable.cents;
      t.match(body(await owner.request('POST', `${OWNER_API}/orders/${refunded}/refunds`, { amountCents: left, idempotencyKey: key() })), { order: { paymentStatus: 'refunded' } });
      t.ok((await cardsOf(refunded)).every((g) => g.voided !== null && g.balance === 0), 'refunded in full: no card left to spend');
      t.equal(await spendable(live.code), 0);
    });

    t.test('an order awaiting payment: canceled without a refund; not refundable', async (t) => {
      const email = 'ada.pending@example.com';
      const id = await buy(app, [{ ...SPOON, quantity: 1 }], { email, card: '4000000000000077' });
      const o = body(await owner.request('GET', `${OWNER_API}/orders/${id}`)).order;
      t.equal(o.paymentStatus, 'awaiting-payment');
      t.equal(body(await owner.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: 100, idempotencyKey: key() })).code, 'NOT_PAID');
      const res = body(await owner.request('POST', `${OWNER_API}/orders/${id}/cancellation`, { idempotencyKey: key() }));
      t.match(res, { refunded: 0, order: { paymentStatus: 'canceled' } });
      t.match((await outbox(app, email, 'order-canceled'))[0]!.text, 'You have not been charged.');
    });

    t.test('resend the confirmation: one mail per key', async (t) => {
      const email = 'ada.resend@example.com';
      const id = await buy(app, [{ ...SPOON, quantity: 1 }], { email });
      const k = key();
      t.match(body(await owner.request('POST', `${OWNER_API}/orders/${id}/confirmation`, { idempotencyKey: k })), { replayed: false });
      t.match(body(await owner.request('POST', `${OWNER_API}/orders/${id}/confirmation`, { idempotencyKey: k })), { replayed: true });
      t.equal((await outbox(app, email, 'order')).length, 2, 'the first confirmation and one more');
      const timeline = body(await owner.request('GET', `${OWNER_API}/orders/${id}`)).order.timeline;
      t.equal(timeline.filter((e: { kind: string }) => e.kind === 'confirmation-resent').length, 1);
    });

    t.test('website managers read and fulfil; money moves need the grant', async (t) => {
      const id = await buy(app, [{ ...SPOON, quantity: 1 }], { email: 'ada.manager@example.com' });
      const m = await manager(app, 'manager.orders@example.com');
      t.equal((await m.request('GET', `${OWNER_API}/orders`)).statusCode, 200);
      const detail = body(await m.request('GET', `${OWNER_API}/orders/${id}`));
      t.match(detail.can, { read: true, fulfil: true, resend: true, refund: false, cancel: false, subscriptions: false, grant: false, pricing: false, giftCards: false });
      const refused = await m.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: 100, idempotencyKey: key() });
      t.equal(refused.statusCode, 403);
      t.equal(body(refused).code, 'MONEY_NOT_GRANTED');
      t.equal(body(await m.request('POST', `${OWNER_API}/orders/${id}/cancellation`, { idempotencyKey: key() })).code, 'MONEY_NOT_GRANTED');
      t.equal((await m.request('POST', `${OWNER_API}/orders/${id}/fulfillment`, { idempotencyKey: key() })).statusCode, 200, 'a manager ships');
      t.equal((await m.request('GET', `${OWNER_API}/money-grants`)).statusCode, 403, 'a manager cannot grant');
      const managers = body(await owner.request('GET', `${OWNER_API}/money-grants`)).managers;
      const mine = managers.find((x: { email: string }) => x.email === 'manager.orders@example.com');
      t.match(mine, { moneyGranted: false });
      const grant = await owner.request('PUT', `${OWNER_API}/money-grants/${mine.accountId}`, { granted: true });
      t.match(body(grant), { manager: { email: 'manager.orders@example.com', moneyGranted: true } }, 'the administrator grants it');
      const row = await app.vitrine.commerce!.store.db.selectFrom('site_users').select('roles').where('email', '=', 'manager.orders@example.com').executeTakeFirstOrThrow();
      t.same(JSON.parse(row.roles), [SITE_USER_ROLE.WEBSITE_MANAGER, MONEY_GRANT_ROLE], 'as the SPEC’s store manager role beside website manager');
      const ownerRow = await app.vitrine.commerce!.store.db.selectFrom('site_users').select('id').where('email', '=', OWNER_EMAIL).executeTakeFirstOrThrow();
      t.equal(body(await owner.request('PUT', `${OWNER_API}/money-grants/${ownerRow.id}`, { granted: true })).code, 'MANAGER_NOT_FOUND', 'only managers take the grant');
      const granted = await m.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: 100, idempotencyKey: key() });
      t.equal(granted.statusCode, 200, 'granted: the manager refunds');
      t.equal(body(await m.request('GET', `${OWNER_API}/me`)).can.refund, true);
      await owner.request('PUT', `${OWNER_API}/money-grants/${mine.accountId}`, { granted: false });
      t.equal(body(await m.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: 100, idempotencyKey: key() })).code, 'MONEY_NOT_GRANTED', 'taken back: refused at once');
    });

    t.test('customers: accounts and purchasers merged by email', async (t) => {
      const email = 'grace@example.com';
      await shopper(app, email);
      const first = await buy(app, [{ ...SPOON, quantity: 1 }], { email: 'Grace@Example.com' });
      await buy(app, [{ ...SPOON, quantity: 2 }], { email });
      await owner.request('POST', `${OWNER_API}/orders/${first}/refunds`, { amountCents: 50, idempotencyKey: key() });
      const list = body(await owner.request('GET', `${OWNER_API}/customers?q=grace`));
      t.equal(list.customers.length, 1, 'one customer for the account and both orders');
      const c = list.customers[0];
      t.match(c, { email, ordersCount: 2, subscriptions: { active: 0, total: 0 } });
      t.ok(c.account?.id, 'with their account');
      const orders = body(await owner.request('GET', `${OWNER_API}/orders?customer=${email}`)).orders;
      const paidTotal = orders.reduce((n: number, o: { total: { cents: number } }) => n + o.total.cents, 0);
      t.same(c.totalSpent, [{ cents: paidTotal - 50, currency: 'USD' }], 'spent: paid orders less refunds, with the currency');
      t.equal(c.lastOrderAt, orders[0].createdAt);
      const detail = await owner.request('GET', `${OWNER_API}/customers/${encodeURIComponent(email.toUpperCase())}`);
      t.match(body(detail), { customer: { email, ordersCount: 2 }, subscriptions: [] });
      t.equal(body(await owner.request('GET', `${OWNER_API}/customers/nobody%40example.com`)).code, 'CUSTOMER_NOT_FOUND');
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Record<string, any> = body(await owner.request('GET', `${OWNER_API}/customers?limit=2${cursor ? `&cursor=${cursor}` : ''}`));
        seen.push(...page.customers.map((x: { email: string }) => x.email));
        cursor = page.hasNextPage ? page.nextPageCursor : null;
      } while (cursor);
      t.same(seen, [...seen].sort(), 'paged by email');
      t.equal(new Set(seen).size, seen.length, 'each once');
      t.ok(seen.includes(OWNER_EMAIL), 'site users without orders too');
      const csv = await owner.request('GET', `${OWNER_API}/customers/export.csv?q=grace`);
      t.equal(csv.statusCode, 200);
      t.match(String(csv.headers['content-type']), 'text/csv');
      t.same(csv.body.trim().split('\r\n'), ['Email,Account since,Orders,Currency,Total spent,Last order,Active subscriptions', `${email},${c.account.createdAt},2,USD,${((paidTotal - 50) / 100).toFixed(2)},${c.lastOrderAt},0`]);
    });

    t.test('subscriptions: list with next billing; pause, resume, cancel, each once', async (t) => {
      const s = await new CheckoutShopper(app, '10.78.0.1').start();
      const token = body(await s.request('POST', '/api/3/commerce/cart/subscription', { itemId: FLOWERS.itemId, sku: FLOWERS.sku, qty: 1 })).cartToken as string;
      const placed = await s.place({ ...NY_ADDRESS, email: 'sub@example.com', cartToken: token, ...CARD() }, `/checkout/subscription?cartToken=${token}`);
      const orderId = orderIdOf(String(placed.headers.location));
      const list = body(await owner.request('GET', `${OWNER_API}/subscriptions?status=active`)).subscriptions;
      const sub = list.find((x: { orderId: string }) => x.orderId === orderId);
      t.match(sub, { email: 'sub@example.com', productName: 'Flowers for Six Months', status: 'active', price: { currency: 'USD' } });
      t.ok(sub.nextBillingAt > new Date().toISOString(), 'the next billing date is ahead');
      const k = key();
      t.match(body(await owner.request('POST', `${OWNER_API}/subscriptions/${sub.id}/pause`, { idempotencyKey: k })), { replayed: false, subscription: { status: 'paused' } });
      t.match(body(await owner.request('POST', `${OWNER_API}/subscriptions/${sub.id}/pause`, { idempotencyKey: k })), { replayed: true, subscription: { status: 'paused' } });
      const due = new Date(Date.parse(sub.nextBillingAt) + 1000);
      const billed = await app.vitrine.commerce!.checkout.renewals.run(due);
      t.notOk(billed[sub.id], 'a paused subscription is not billed');
      t.equal(body(await owner.request('POST', `${OWNER_API}/subscriptions/${sub.id}/pause`, { idempotencyKey: key() })).code, 'SUBSCRIPTION_STATE');
      t.match(body(await owner.request('POST', `${OWNER_API}/subscriptions/${sub.id}/resume`, { idempotencyKey: key() })), { subscription: { status: 'active' } });
      t.match(body(await owner.request('POST', `${OWNER_API}/subscriptions/${sub.id}/cancel`, { idempotencyKey: key() })), { subscription: { status: 'canceled', nextBillingAt: null } });
      t.equal((await owner.request('POST', `${OWNER_API}/subscriptions/${sub.id}/launch`, { idempotencyKey: key() })).statusCode, 400);
      const csv = (await owner.request('GET', `${OWNER_API}/subscriptions/export.csv?status=canceled`)).body.trim().split('\r\n');
      t.match(csv[0], /^Order,Email,Product,SKU,Status,Currency,Price,/);
      t.ok(csv.some((line) => line.startsWith(`${orderId.slice(-8).toUpperCase()},sub@example.com,Flowers for Six Months,`)), 'the canceled subscription is in the export');
      const customer = body(await owner.request('GET', `${OWNER_API}/customers/sub%40example.com`));
      t.match(customer, { customer: { subscriptions: { total: 1, active: 0 } }, subscriptions: [{ id: sub.id, status: 'canceled' }] });
    });
  });
}
