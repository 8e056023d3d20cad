/**
 * The owner's Shipping, Taxes, Discounts and Gift cards API on one
 * database kind: the demo store's storeSettings are the starting lists;
 * each change is kept in the store and prices the next checkout; bad input
 * gets a 4xx with its text (in French too); managers read, and change only
 * with the money grant; gift cards issued by hand mail their recipient
 * once, list masked, and void.
 */
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../server/config.js';
import { body, type Browser } from '../editor/helpers.js';
import { CARD, CARDS, CheckoutShopper, GIFT, MUG, NY_ADDRESS, orderIdOf } from './checkout-helpers.js';
import { buy, key, manager, outbox, OWNER_API, ownerStore, shopper } from './owner-helpers.js';
import { visitor } from '../editor/helpers.js';

type Db = (t: Test) => Promise<ServerConfig['database'] | undefined>;

let buyers = 0;
/** Two mugs ($48) shipped to New York with `fields` (shipping option, coupon, gift card); the order's amounts, or the failed answer's status. */
async function checkout(app: FastifyInstance, owner: Browser, fields: Record<string, string>): Promise<{ id: string; amounts: Record<"subtotal" | "discount" | "shipping" | "tax" | "giftCard" | "total", { cents: number }>; shippingMethod: { id: string; name: string } | null; couponCodes: string[] }> {
  const s = await new CheckoutShopper(app, `10.88.${Math.floor(++buyers / 250)}.${(buyers % 250) + 1}`).start();
  const added = await s.add(MUG.itemId, MUG.sku, 2);
  if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
  const res = await s.place({ ...NY_ADDRESS, email: `pricing-${buyers}@example.com`, shippingOptionId: 'standard', ...fields, ...CARD(CARDS.ok) });
  const id = orderIdOf(String(res.headers.location ?? ''));
  if (!id) throw new Error(`checkout failed: ${res.statusCode} ${String(res.headers.location)}`);
  const order = body(await owner.request('GET', `${OWNER_API}/orders/${id}`)).order;
  return { id, amounts: order.amounts, shippingMethod: order.shippingMethod, couponCodes: order.couponCodes };
}

const fr = (app: FastifyInstance, b: Browser, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  app.inject({ method, url, payload: payload as Record<string, unknown>, cookies: b.cookies, headers: { 'accept-language': 'fr', 'x-csrf-token': b.cookies.crumb ?? '', 'x-xsrf-token': b.xsrfToken ?? '' } });

export function runOwnerPricingSuite(t: Test, database: Db): void {
  t.test('owner shipping, taxes, discounts and gift cards API', async (t) => {
    const db = await database(t);
    if (!db) return;
    const { app, owner } = await ownerStore(t, db);

    t.test('who may read and change', async (t) => {
      const v = await visitor(app);
      const s = await shopper(app, 'pricing-shopper@example.com');
      for (const [b, status] of [[v, 401], [s, 403]] as const) {
        t.equal((await b.request('GET', `${OWNER_API}/pricing/shipping`)).statusCode, status);
        t.equal((await b.request('POST', `${OWNER_API}/pricing/coupons`, { nonsense: true })).statusCode, status, 'refused before the body is read');
        t.equal((await b.request('GET', `${OWNER_API}/gift-cards`)).statusCode, status);
      }
      const m = await manager(app, 'manager.pricing@example.com');
      t.equal((await m.request('GET', `${OWNER_API}/pricing/coupons`)).statusCode, 200, 'a manager reads');
      const refused = await m.request('POST', `${OWNER_API}/pricing/coupons`, { code: 'MGR10', kind: 'percent', value: 10 });
      t.equal(refused.statusCode, 403);
      t.equal(body(refused).code, 'MONEY_NOT_GRANTED');
      t.equal(body(await m.request('POST', `${OWNER_API}/gift-cards`, { amountCents: 1000, recipientName: 'A', recipientEmail: 'a@example.com', idempotencyKey: key() })).code, 'MONEY_NOT_GRANTED');
      const mine = body(await owner.request('GET', `${OWNER_API}/money-grants`)).managers.find((x: { email: string }) => x.email === 'manager.pricing@example.com');
      await owner.request('PUT', `${OWNER_API}/money-grants/${mine.accountId}`, { granted: true });
      const made = await m.request('POST', `${OWNER_API}/pricing/coupons`, { code: 'MGR10', kind: 'percent', value: 10 });
      t.equal(made.statusCode, 201, 'with the money grant a manager changes prices');
      t.equal((await m.request('DELETE', `${OWNER_API}/pricing/coupons/MGR10`)).statusCode, 200);
      const noCrumb = await owner.request('POST', `${OWNER_API}/pricing/taxes`, { name: 'X', country: 'US', rateBasisPoints: 1 }, { crumb: null });
      t.equal(body(noCrumb).code, 'CRUMB_FAIL');
    });

    t.test('shipping: the demo options first; a change prices the next checkout', async (t) => {
      const list = body(await owner.request('GET', `${OWNER_API}/pricing/shipping`));
      t.same(list.options.map((o: { id: string }) => o.id), ['standard', 'express', 'international', 'us-territories'], 'the content file’s options are the starting list');
      t.match(list.options[0], { name: 'Standard shipping', names: { 'fr-FR': 'Livraison standard' }, rateCents: 800, freeOverCents: 12000, countries: ['US'] });
      t.match(list, { currency: 'USD', languages: { main: 'en-US', all: ['en-US', 'fr-FR'] } });
      t.equal((await checkout(app, owner, {})).amounts.shipping.cents, 800, 'before: the content’s rate');

      const changed = await owner.request('PUT', `${OWNER_API}/pricing/shipping/standard`, { names: { 'en-US': 'Standard', 'fr-FR': 'Standard FR' }, rateCents: 550, freeOverCents: null, countries: ['us'] });
      t.equal(changed.statusCode, 200);
      t.match(body(changed).option, { id: 'standard', name: 'Standard', names: { 'fr-FR': 'Standard FR' }, rateCents: 550, freeOverCents: null, countries: ['US'] });
      const after = await checkout(app, owner, {});
      t.equal(after.amounts.shipping.cents, 550, 'the next checkout charges the new rate');
      t.same(after.shippingMethod, { id: 'standard', name: 'Standard' });

      const added = await owner.request('POST', `${OWNER_API}/pricing/shipping`, { names: { 'en-US': 'Local pickup', 'fr-FR': 'Retrait sur place' }, rateCents: 0, countries: ['US'] });
      t.equal(added.statusCode, 201);
      const pickup = body(added).option;
      t.match(pickup, { name: 'Local pickup', rateCents: 0 });
      t.match(pickup.id, /^ship-[0-9a-f]{10}$/);
      const picked = await checkout(app, owner, { shippingOptionId: pickup.id });
      t.equal(picked.amounts.shipping.cents, 0, 'a new option is offered and priced at once');
      t.same(picked.shippingMethod, { id: pickup.id, name: 'Local pickup' });

      t.equal((await owner.request('DELETE', `${OWNER_API}/pricing/shipping/${pickup.id}`)).statusCode, 200);
      t.same(body(await owner.request('GET', `${OWNER_API}/orders/${picked.id}`)).order.shippingMethod, { id: pickup.id, name: 'Local pickup' }, 'an order keeps the name it was placed with once its option is gone');
      const renamedAfter = await checkout(app, owner, {});
      await owner.request('PUT', `${OWNER_API}/pricing/shipping/standard`, { names: { 'en-US': 'Renamed', 'fr-FR': 'Standard FR' }, rateCents: 550, freeOverCents: null, countries: ['us'] });
      t.same(body(await owner.request('GET', `${OWNER_API}/orders/${renamedAfter.id}`)).order.shippingMethod, { id: 'standard', name: 'Standard' }, 'and the name it was placed with once its option is renamed');
      await owner.request('PUT', `${OWNER_API}/pricing/shipping/standard`, { names: { 'en-US': 'Standard', 'fr-FR': 'Standard FR' }, rateCents: 550, freeOverCents: null, countries: ['us'] });
      const readded = await owner.request('POST', `${OWNER_API}/pricing/shipping`, { names: { 'en-US': 'Local pickup', 'fr-FR': 'Retrait sur place' }, rateCents: 0, countries: ['US'] });
      const pickupAgain = body(readded).option;

      t.equal((await owner.request('DELETE', `${OWNER_API}/pricing/shipping/express`)).statusCode, 200);
      const ids = body(await owner.request('GET', `${OWNER_API}/pricing/shipping`)).options.map((o: { id: string }) => o.id);
      t.same(ids, ['standard', 'international', 'us-territories', pickupAgain.id], 'a deleted content option stays gone; an added one follows');
      t.equal(body(await owner.request('DELETE', `${OWNER_API}/pricing/shipping/express`)).code, 'SHIPPING_NOT_FOUND');
      const row = await app.vitrine.commerce!.store.db.selectFrom('store_pricing_entries' as never).selectAll().where('entry_key' as never, '=', 'standard' as never).executeTakeFirst();
      t.ok(row, 'kept in the store');
    });

    t.test('shipping: bad input is refused with the field’s text', async (t) => {
      const base = { names: { 'en-US': 'Courier' }, rateCents: 100, countries: [] };
      const cases: [unknown, number, string, string][] = [
        [{ ...base, names: { 'en-US': '  ' } }, 400, 'SHIPPING_NAME_REQUIRED', 'Enter a name for this shipping option in the site’s main language.'],
        [{ ...base, countries: ['US', 'USA'] }, 400, 'COUNTRY_INVALID', 'Use two-letter country codes such as US or FR: USA is not one.'],
        [{ ...base, rateCents: 100_000_001 }, 400, 'AMOUNT_TOO_LARGE', 'Enter an amount of at most $1,000,000.00.'],
        [{ ...base, freeOverCents: 0 }, 400, 'SHIPPING_FREE_OVER_INVALID', 'Enter an amount greater than 0, or leave it empty for never free.'],
      ];
      for (const [payload, status, code, message] of cases) {
        const res = await owner.request('POST', `${OWNER_API}/pricing/shipping`, payload);
        t.equal(res.statusCode, status, code);
        t.match(body(res), { code, message });
      }
      const typed = await owner.request('POST', `${OWNER_API}/pricing/shipping`, { ...base, rateCents: -1 });
      t.equal(typed.statusCode, 400, 'a negative rate fails the schema');
      t.equal(body(typed).code, 'INVALID_REQUEST');
      const french = await fr(app, owner, 'POST', `${OWNER_API}/pricing/shipping`, { ...base, countries: ['FRA'] });
      t.match(body(french), { status: 400, code: 'COUNTRY_INVALID', message: 'Utilisez des codes pays à deux lettres comme US ou FR\u00a0: FRA n’en est pas un.' });
      t.equal(body(await owner.request('PUT', `${OWNER_API}/pricing/shipping/nowhere`, base)).code, 'SHIPPING_NOT_FOUND');
    });

    t.test('taxes: a new rate, applied to shipping, prices the next checkout', async (t) => {
      const rules = body(await owner.request('GET', `${OWNER_API}/pricing/taxes`)).rules;
      t.match(rules, [{ id: 'us-ny', country: 'US', region: 'NY', rateBasisPoints: 800, appliesToShipping: true }, { id: 'fr-tva', country: 'FR', region: '', rateBasisPoints: 2000 }]);
      const res = await owner.request('PUT', `${OWNER_API}/pricing/taxes/us-ny`, { name: 'New York sales tax', country: 'us', region: 'ny', rateBasisPoints: 1000, appliesToShipping: false });
      t.match(body(res).rule, { id: 'us-ny', country: 'US', region: 'NY', rateBasisPoints: 1000, appliesToShipping: false });
      const o = await checkout(app, owner, {});
      t.equal(o.amounts.tax.cents, Math.round((o.amounts.subtotal.cents - o.amounts.discount.cents) * 0.1), '10 % of the goods, no longer of the shipping');
      await owner.request('PUT', `${OWNER_API}/pricing/taxes/us-ny`, { name: 'New York sales tax', country: 'US', region: 'NY', rateBasisPoints: 1000, appliesToShipping: true });
      const withShipping = await checkout(app, owner, {});
      t.equal(withShipping.amounts.tax.cents, Math.round((withShipping.amounts.subtotal.cents - withShipping.amounts.discount.cents + withShipping.amounts.shipping.cents) * 0.1), 'and of the shipping when it applies');

      const dup = await owner.request('POST', `${OWNER_API}/pricing/taxes`, { name: 'Again', country: 'US', region: 'NY', rateBasisPoints: 400 });
      t.equal(dup.statusCode, 409);
      t.match(body(dup), { code: 'TAX_RULE_DUPLICATE', message: 'A tax rule for US-NY already exists: change that one.' });
      t.match(body(await owner.request('POST', `${OWNER_API}/pricing/taxes`, { name: 'Typo', country: 'US', rateBasisPoints: 10_001 })), { code: 'TAX_RATE_INVALID', message: 'Enter a rate from 0 to 100 %, with at most two decimals.' });
      t.match(body(await owner.request('POST', `${OWNER_API}/pricing/taxes`, { name: 'Where', country: 'USA', rateBasisPoints: 100 })), { code: 'TAX_COUNTRY_INVALID' });
      t.match(body(await owner.request('POST', `${OWNER_API}/pricing/taxes`, { name: 'Where', country: 'US', region: 'N-Y', rateBasisPoints: 100 })), { code: 'TAX_REGION_INVALID' });
      t.match(body(await owner.request('POST', `${OWNER_API}/pricing/taxes`, { name: ' ', country: 'US', rateBasisPoints: 100 })), { code: 'TAX_NAME_REQUIRED' });
      const ca = await owner.request('POST', `${OWNER_API}/pricing/taxes`, { name: 'GST', country: 'CA', rateBasisPoints: 500 });
      t.equal(ca.statusCode, 201);
      t.equal((await owner.request('DELETE', `${OWNER_API}/pricing/taxes/${body(ca).rule.id}`)).statusCode, 200);
      t.equal(body(await owner.request('GET', `${OWNER_API}/pricing/taxes`)).rules.length, 2);
    });

    t.test('discounts: normalised codes, duplicates refused, uses counted, switched off and deleted', async (t) => {
      const start = body(await owner.request('GET', `${OWNER_API}/pricing/coupons`)).coupons;
      t.match(start, [
        { code: 'WELCOME10', percentOff: 10, oncePerCustomer: true, combinable: false, disabled: false, uses: 0 },
        { code: 'FIVEOFF', amountOffCents: 500, minimumSubtotalCents: 3000, combinable: true },
        { code: 'THANKYOU5', amountOffCents: 500 },
      ]);
      const made = await owner.request('POST', `${OWNER_API}/pricing/coupons`, { code: ' spring 20 ', kind: 'percent', value: 20, minimumSubtotalCents: 1000 });
      t.equal(made.statusCode, 201);
      t.match(body(made).coupon, { code: 'SPRING20', percentOff: 20, amountOffCents: 0, minimumSubtotalCents: 1000, uses: 0 });
      const dup = await owner.request('POST', `${OWNER_API}/pricing/coupons`, { code: 'Spring20', kind: 'amount', value: 100 });
      t.equal(dup.statusCode, 409);
      t.match(body(dup), { code: 'COUPON_DUPLICATE', message: 'The code SPRING20 is already in use.' });
      t.match(body(await fr(app, owner, 'POST', `${OWNER_API}/pricing/coupons`, { code: 'welcome10', kind: 'percent', value: 5 })), { code: 'COUPON_DUPLICATE', message: 'Le code WELCOME10 est déjà utilisé.' }, 'a content coupon’s code too, in French');
      t.match(body(await owner.request('POST', `${OWNER_API}/pricing/coupons`, { code: 'X!', kind: 'percent', value: 5 })), { code: 'COUPON_CODE_INVALID' });
      t.match(body(await owner.request('POST', `${OWNER_API}/pricing/coupons`, { code: 'BIG', kind: 'percent', value: 101 })), { code: 'COUPON_PERCENT_INVALID', message: 'Enter a whole percentage from 1 to 100.' });
      t.match(body(await owner.request('POST', `${OWNER_API}/pricing/coupons`, { code: 'ZERO', kind: 'amount', value: 0 })), { code: 'COUPON_AMOUNT_INVALID' });

      const used = await checkout(app, owner, { couponCode: 'spring20' });
      t.same(used.couponCodes, ['SPRING20']);
      t.equal(used.amounts.discount.cents, Math.round(used.amounts.subtotal.cents * 0.2), 'the new coupon takes 20 % at the next checkout');
      const listed = body(await owner.request('GET', `${OWNER_API}/pricing/coupons`)).coupons.find((c: { code: string }) => c.code === 'SPRING20');
      t.equal(listed.uses, 1, 'one order used it');

      const off = await owner.request('PUT', `${OWNER_API}/pricing/coupons/SPRING20`, { code: 'SPRING20', kind: 'percent', value: 20, minimumSubtotalCents: 1000, disabled: true });
      t.match(body(off).coupon, { code: 'SPRING20', disabled: true, uses: 1 });
      const refused = await checkout(app, owner, { couponCode: 'SPRING20' });
      t.equal(refused.amounts.discount.cents, 0, 'switched off: the checkout no longer takes it');
      const renamed = await owner.request('PUT', `${OWNER_API}/pricing/coupons/spring20`, { code: 'summer20', kind: 'amount', value: 700, disabled: false });
      t.match(body(renamed).coupon, { code: 'SUMMER20', amountOffCents: 700, percentOff: 0 });
      t.notOk(body(await owner.request('GET', `${OWNER_API}/pricing/coupons`)).coupons.some((c: { code: string }) => c.code === 'SPRING20'), 'the old code is gone');
      t.equal(body(await owner.request('PUT', `${OWNER_API}/pricing/coupons/THANKYOU5`, { code: 'summer20', kind: 'amount', value: 1 })).code, 'COUPON_DUPLICATE', 'renaming onto another code is refused');
      t.equal((await owner.request('DELETE', `${OWNER_API}/pricing/coupons/welcome10`)).statusCode, 200);
      const gone = await checkout(app, owner, { couponCode: 'WELCOME10' });
      t.equal(gone.amounts.discount.cents, 0, 'a deleted content coupon no longer applies');
      t.equal(body(await owner.request('DELETE', `${OWNER_API}/pricing/coupons/WELCOME10`)).code, 'COUPON_NOT_FOUND');
    });

    t.test('gift cards: issued by hand, mailed once, listed masked, voided', async (t) => {
      const payload = { amountCents: 2500, recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com', message: 'Thank you!', idempotencyKey: key() };
      const made = await owner.request('POST', `${OWNER_API}/gift-cards`, payload);
      t.equal(made.statusCode, 201);
      const card = body(made).giftCard;
      t.match(card, { initial: { cents: 2500, currency: 'USD' }, balance: { cents: 2500 }, recipientName: 'Grace Hopper', recipientEmail: 'grace@example.com', status: 'active', order: null });
      t.match(card.code, /^•••• [A-Z2-9]{4}$/, 'the code masked but for its last four');
      const again = await owner.request('POST', `${OWNER_API}/gift-cards`, payload);
      t.match(body(again), { replayed: true, giftCard: { id: card.id } }, 'the same key: the same card');
      const mails = await outbox(app, 'grace@example.com', 'gift-card');
      t.equal(mails.length, 1, 'one mail');
      t.match(mails[0]!.subject, 'You received a gift card');
      t.match(mails[0]!.text, 'You received a gift card of $25.00');
      t.match(mails[0]!.text, 'Thank you!');
      const full = /code ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(mails[0]!.text)![1]!;
      t.equal(full.slice(-4), card.code.slice(-4), 'the mail holds the full code');
      t.notMatch(JSON.stringify(body(await owner.request('GET', `${OWNER_API}/gift-cards`))), full.replace(/-/g, '').slice(0, 8), 'the list never shows the code');

      const french = await owner.request('POST', `${OWNER_API}/gift-cards`, { ...payload, recipientEmail: 'ada.fr@example.com', language: 'fr-FR', idempotencyKey: key() });
      t.equal(french.statusCode, 201);
      t.match((await outbox(app, 'ada.fr@example.com', 'gift-card'))[0], { subject: 'Vous avez reçu une carte cadeau' });

      const spent = await checkout(app, owner, { giftCardCode: full });
      t.equal(spent.amounts.giftCard.cents, 2500, 'the card pays at checkout');
      const bought = await buy(app, [{ itemId: GIFT.itemId, sku: GIFT.sku25, quantity: 1 }], { billingOnly: true, email: 'gift.buyer@example.com' });
      const page = body(await owner.request('GET', `${OWNER_API}/gift-cards`));
      t.match(page.giftCards.find((c: { id: string }) => c.id === card.id), { status: 'spent', balance: { cents: 0 } });
      t.match(page.giftCards.find((c: { order: { id: string } | null }) => c.order?.id === bought), { status: 'active', order: { number: bought.slice(-8).toUpperCase() } }, 'a bought card links its order');

      const live = body(french).giftCard;
      const voided = await owner.request('POST', `${OWNER_API}/gift-cards/${live.id}/void`, {});
      t.match(body(voided).giftCard, { status: 'void', balance: { cents: 0 }, initial: { cents: 2500 } });
      t.equal((await owner.request('POST', `${OWNER_API}/gift-cards/${live.id}/void`, {})).statusCode, 409, 'void once');
      t.equal(body(await owner.request('POST', `${OWNER_API}/gift-cards/${'0'.repeat(24)}/void`, {})).code, 'GIFT_CARD_NOT_FOUND');

      const first = body(await owner.request('GET', `${OWNER_API}/gift-cards?limit=1`));
      t.equal(first.giftCards.length, 1);
      t.equal(first.hasNextPage, true);
      const second = body(await owner.request('GET', `${OWNER_API}/gift-cards?limit=1&cursor=${first.nextPageCursor}`));
      t.not(second.giftCards[0].id, first.giftCards[0].id, 'paged');
      t.equal(body(await owner.request('GET', `${OWNER_API}/gift-cards?cursor=zzz`)).code, 'INVALID_CURSOR');

      const small = await owner.request('POST', `${OWNER_API}/gift-cards`, { ...payload, amountCents: 50, idempotencyKey: key() });
      t.equal(small.statusCode, 400);
      t.match(body(small), { code: 'GIFT_CARD_AMOUNT_INVALID', message: 'Enter an amount from $1.00 to $10,000.00.' });
      const frSmall = body(await fr(app, owner, 'POST', `${OWNER_API}/gift-cards`, { ...payload, amountCents: 50, idempotencyKey: key() }));
      t.equal(frSmall.message.replace(/[\u00a0\u202f]/g, ' '), 'Saisissez un montant de 1,00 $US à 10 000,00 $US.', 'in French, the amounts formatted for French');
      t.match(body(await owner.request('POST', `${OWNER_API}/gift-cards`, { ...payload, recipientEmail: 'not-an-email', idempotencyKey: key() })), { code: 'GIFT_CARD_EMAIL_INVALID' });
      t.match(body(await owner.request('POST', `${OWNER_API}/gift-cards`, { ...payload, recipientName: ' ', idempotencyKey: key() })), { code: 'GIFT_CARD_NAME_REQUIRED' });
    });
  });
}
