/**
 * What the owner's day in the admin found missing, on one database kind:
 * - a shopper who signs up during a gift-card (digital) checkout owns the
 *   order at once: their account's orders list it and the Customers API
 *   counts it for their account (it was a guest's until they reopened the
 *   confirmation signed in);
 * - the packing slip: the store's name and address, the ship-to address,
 *   the shipped lines with quantities, variants and SKUs, no prices, the
 *   digital line left out, the order's language;
 * - a subscription's orders (the first and each renewal) and each order's
 *   subscription;
 * - Settings → Mail: the public address and sender checked (400 with each
 *   field's problem, in French too), saved in the store, written on each
 *   mail and used by the SMTP sender, the links in mail starting with the
 *   saved address; the outbox listed and each mail previewed, a password
 *   reset's text withheld.
 */
import type { Test } from 'tap';
import type { ServerConfig } from '../../server/config.js';
import { SmtpMailer } from '../../server/mail/smtp-mailer.js';
import { body, visitor } from '../editor/helpers.js';
import { Browser } from '../session/helpers.js';
import { BILLING_ONLY, CARD, CheckoutShopper, GIFT, MUG, NY_ADDRESS, orderIdOf, RECIPES } from './checkout-helpers.js';
import { manager, OWNER_API, ownerStore } from './owner-helpers.js';

type Db = (t: Test) => Promise<ServerConfig['database'] | undefined>;

const COFFEE = { itemId: '6561f0c202f422000000002b', sku: 'SQ1210' };
const PASSWORD = 'kiln-opening-42';
const FAR_FUTURE = () => new Date(Date.now() + 400 * 24 * 3600_000);

/** Posts the checkout form as the page does (crumb in the query). */
const checkout = (b: Browser, fields: Record<string, string>) =>
  b.app.inject({
    method: 'POST',
    url: `/api/commerce/checkout?crumb=${encodeURIComponent(b.cookies.crumb!)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: b.cookies,
    remoteAddress: b.ip,
    payload: new URLSearchParams(fields).toString(),
  });

let buyers = 0;
/** A shopper buying `items` with standard shipping to New York from the page at `returnTo` (its language is the order's). */
async function buyShipped(app: Browser['app'], items: { itemId: string; sku: string; quantity: number }[], email: string, returnTo = '/checkout'): Promise<string> {
  const s = await new CheckoutShopper(app, `10.88.${Math.floor(++buyers / 250)}.${(buyers % 250) + 1}`).start();
  for (const i of items) if ((await s.add(i.itemId, i.sku, i.quantity)).statusCode !== 200) throw new Error('add failed');
  const res = await s.place({ ...NY_ADDRESS, email, shippingOptionId: 'standard', ...CARD() }, returnTo);
  const id = orderIdOf(String(res.headers.location ?? ''));
  if (!id) throw new Error(`checkout failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return id;
}

export function runOwnerDayGapsSuite(t: Test, database: Db): void {
  t.test('owner day gaps', async (t) => {
    const db = await database(t);
    if (!db) return;
    const { app, owner } = await ownerStore(t, db);
    const store = app.vitrine.commerce!.store;

    t.test('a shopper who signs up during a gift-card checkout owns the order at once', async (t) => {
      const email = 'new.shopper@example.com';
      const b = await new Browser(app).start();
      const page = await b.request('GET', `/checkout/gift-card?itemId=${GIFT.itemId}&sku=${GIFT.sku50}`);
      const at = String(page.headers.location);
      const token = new URL(at, 'http://x').searchParams.get('cartToken');
      t.ok(token, 'the gift-card checkout has its own cart');
      // On the way, the shopper creates an account (the header's Create account), then comes back and pays.
      t.equal((await b.signUp(email, PASSWORD)).statusCode, 201);
      const placed = await checkout(b, { action: 'place', cartToken: token!, returnTo: at, ...BILLING_ONLY, email, recipientEmail: 'grace@example.com', ...CARD() });
      const id = orderIdOf(String(placed.headers.location ?? ''));
      t.ok(id, 'the order is placed');
      const account = await store.db.selectFrom('site_users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const order = await store.db.selectFrom('orders').select(['user_id']).where('id', '=', id).executeTakeFirstOrThrow();
      t.equal(order.user_id, account.id, 'the order belongs to the new account, not to a guest, before any page is opened');
      const history = await b.request('GET', '/account/orders');
      t.match(history.body, `>${id.slice(-8).toUpperCase()}</a>`, 'the account’s orders list it');
      const customer = body(await owner.request('GET', `${OWNER_API}/customers/${encodeURIComponent(email)}`)).customer;
      t.match(customer, { email, ordersCount: 1 }, 'the Customers API counts it');
      t.ok(customer.account, 'for the customer’s account');
      const listed = body(await owner.request('GET', `${OWNER_API}/customers?q=new.shopper`)).customers;
      t.match(listed, [{ email, ordersCount: 1, account: { id: account.id } }], 'and lists the customer with an account');
    });

    t.test('the packing slip: the shipped lines without prices, the store and the ship-to address, in the order’s language', async (t) => {
      const id = await buyShipped(app, [{ ...MUG, quantity: 2 }, { ...RECIPES, quantity: 1 }], 'slip@example.com');
      const res = await owner.request('GET', `${OWNER_API}/orders/${id}/packing-slip`);
      t.equal(res.statusCode, 200);
      const slip = body(res).slip;
      t.match(slip, { orderId: id, number: id.slice(-8).toUpperCase(), language: 'en-US', store: { name: 'Hearth & Clay' } });
      t.ok(slip.store.address.includes('14 Kiln Lane'), 'the store’s address');
      t.match(slip.shipTo, { firstName: 'Ada', lastName: 'Lovelace', city: 'Hudson', country: 'US' });
      t.same(slip.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity]), [[MUG.sku, 2]], 'only the mug ships; the digital recipes are left out');
      t.notMatch(JSON.stringify(slip), /cents|price|total/i, 'no prices');
      const detail = body(await owner.request('GET', `${OWNER_API}/orders/${id}`)).order;
      t.same(detail.lines.map((l: { ships: boolean }) => l.ships), [true, false], 'the detail says which lines ship');

      const fr = await buyShipped(app, [{ ...MUG, quantity: 1 }], 'colis@example.com', '/fr/checkout');
      t.match(body(await owner.request('GET', `${OWNER_API}/orders/${fr}/packing-slip`)).slip, { language: 'fr-FR', store: { name: 'Hearth & Clay' } }, 'a French order’s slip is in French');
      t.equal((await owner.request('GET', `${OWNER_API}/orders/${'0'.repeat(24)}/packing-slip`)).statusCode, 404);
      t.equal((await (await visitor(app)).request('GET', `${OWNER_API}/orders/${id}/packing-slip`)).statusCode, 401, 'a visitor is refused');
    });

    t.test('a subscription links its orders and each order its subscription', async (t) => {
      const s = await new Browser(app).start();
      const token = body(await s.request('POST', '/api/3/commerce/cart/subscription', { itemId: COFFEE.itemId, sku: COFFEE.sku, qty: 1 })).cartToken as string;
      const placed = await checkout(s, { action: 'place', cartToken: token, returnTo: `/checkout/subscription?cartToken=${token}`, ...NY_ADDRESS, email: 'beans@example.com', ...CARD() });
      const first = orderIdOf(String(placed.headers.location));
      const sub = await store.db.selectFrom('subscriptions').select('id').where('order_id', '=', first).executeTakeFirstOrThrow();
      t.equal(body(await owner.request('GET', `${OWNER_API}/orders/${first}`)).order.subscriptionId, sub.id, 'the first order names its subscription');
      const one = body(await owner.request('GET', `${OWNER_API}/subscriptions/${sub.id}`)).subscription;
      t.match(one, { id: sub.id, orderId: first, email: 'beans@example.com' }, 'the subscription opens on its own');
      t.equal((await owner.request('GET', `${OWNER_API}/subscriptions/${'0'.repeat(24)}`)).statusCode, 404);
      t.same(body(await owner.request('GET', `${OWNER_API}/orders?subscription=${sub.id}`)).orders.map((o: { id: string }) => o.id), [first], 'its orders: the first');

      await app.vitrine.commerce!.checkout.renewals.run(FAR_FUTURE());
      const renewal = await store.db.selectFrom('orders').select('id').where('subscription_id', '=', sub.id).executeTakeFirstOrThrow();
      t.same(body(await owner.request('GET', `${OWNER_API}/orders?subscription=${sub.id}`)).orders.map((o: { id: string }) => o.id), [renewal.id, first], 'then the renewal, newest first');
      t.equal(body(await owner.request('GET', `${OWNER_API}/orders/${renewal.id}`)).order.subscriptionId, sub.id, 'the renewal names its subscription');
      t.equal((await owner.request('GET', `${OWNER_API}/orders?subscription=nope`)).statusCode, 400, 'a malformed id is refused');
    });

    t.test('Settings → Mail: checked, saved, used by every mail and its links; the outbox', async (t) => {
      const initial = body(await owner.request('GET', `${OWNER_API}/mail-settings`));
      t.same(initial.settings, { publicUrl: '', senderName: '', senderAddress: '' }, 'nothing saved at first');
      t.equal(initial.inEffect.publicUrl, 'http://localhost:3000', 'the environment’s address is in use');

      const bad = await owner.request('PUT', `${OWNER_API}/mail-settings`, { publicUrl: 'ftp://shop.example', senderName: 'Hearth "&" Clay', senderAddress: 'not-an-email' });
      t.equal(bad.statusCode, 400);
      t.match(body(bad), { code: 'MAIL_SETTINGS_INVALID', fields: { publicUrl: /https:\/\//, senderName: /quotes/, senderAddress: /valid email/ } }, 'each field says what is wrong');
      const badFr = await app.inject({ method: 'PUT', url: `${OWNER_API}/mail-settings`, cookies: owner.cookies, headers: { 'accept-language': 'fr', 'x-csrf-token': owner.cookies.crumb!, 'x-xsrf-token': owner.xsrfToken! }, payload: { publicUrl: 'https://shop.example/?a=1', senderName: '', senderAddress: '' } });
      t.match(body(badFr), { code: 'MAIL_SETTINGS_INVALID', fields: { publicUrl: /^Saisissez une adresse/ } }, 'in the owner’s language');
      t.equal((await owner.request('PUT', `${OWNER_API}/mail-settings`, { publicUrl: 'https://x.example', senderName: 'A' })).statusCode, 400, 'a body missing a field is refused');
      t.equal(body(await owner.request('PUT', '/api/v1/commerce-preferences/mail', { publicUrl: 'javascript:alert(1)' })).code, 'PREFERENCES_INVALID', 'the preferences API refuses what the mail settings would');
      const m = await manager(app, 'mail-manager@example.com');
      t.equal((await m.request('GET', `${OWNER_API}/mail-settings`)).statusCode, 200, 'a manager reads them');
      t.equal((await m.request('PUT', `${OWNER_API}/mail-settings`, { publicUrl: '', senderName: '', senderAddress: '' })).statusCode, 403, 'but only an administrator changes them');

      const saved = await owner.request('PUT', `${OWNER_API}/mail-settings`, { publicUrl: ' https://shop.hearth.example/store/ ', senderName: 'Hearth & Clay', senderAddress: 'hello@hearth.shop' });
      t.equal(saved.statusCode, 200);
      t.same(body(saved), { settings: { publicUrl: 'https://shop.hearth.example/store', senderName: 'Hearth & Clay', senderAddress: 'hello@hearth.shop' }, inEffect: { publicUrl: 'https://shop.hearth.example/store', sender: '"Hearth & Clay" <hello@hearth.shop>' } });
      const row = await store.db.selectFrom('commerce_preferences' as never).select('value' as never).where('namespace' as never, '=', 'mail' as never).executeTakeFirstOrThrow();
      t.match(JSON.parse((row as { value: string }).value), { senderAddress: 'hello@hearth.shop' }, 'kept in the store');

      const id = await buyShipped(app, [{ ...MUG, quantity: 1 }], 'mailed@example.com');
      const mail = await store.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'mailed@example.com').where('kind', '=', 'order').executeTakeFirstOrThrow();
      t.equal(mail.from_address, '"Hearth & Clay" <hello@hearth.shop>', 'the confirmation is written with the saved sender');
      t.match(mail.text_body, 'https://shop.hearth.example/store/checkout/order-status?', 'its links start with the saved address');
      t.notMatch(mail.text_body, 'http://localhost:3000', 'never the environment’s');

      // The SMTP sender sends each mail from the sender written with it.
      const sent: { from?: unknown }[] = [];
      const smtp = new SmtpMailer(store, { sendMail: async (m: { from?: unknown }) => void sent.push(m), close: () => undefined } as never, { from: 'env@hearth.example' }, () => app.vitrine.commerce!.mailSettings.sender());
      await smtp.send({ to: 'relay@example.com', subject: 'Hello', text: 'Hi', kind: 'test' });
      await smtp.idle();
      await smtp.close();
      t.equal(sent[0]?.from, '"Hearth & Clay" <hello@hearth.shop>', 'the relay gets the saved sender');

      const page = body(await owner.request('GET', `${OWNER_API}/mail-outbox?limit=100`));
      const listed = page.mails.find((x: { id: string }) => x.id === mail.id);
      t.match(listed, { to: 'mailed@example.com', from: '"Hearth & Clay" <hello@hearth.shop>', kind: 'order', state: 'kept', withheld: false }, 'the outbox lists it');
      t.ok(page.mails.findIndex((x: { id: string }) => x.id === mail.id) < page.mails.length, 'newest first');
      const preview = await owner.request('GET', `${OWNER_API}/mail-outbox/${mail.id}`);
      t.equal(preview.statusCode, 200);
      t.match(String(preview.headers['content-security-policy']), /^sandbox;/, 'previewed in a sandbox');
      t.match(preview.body, 'Stoneware Mug', 'the mail itself');
      const first = body(await owner.request('GET', `${OWNER_API}/mail-outbox?limit=1`));
      t.equal(first.mails.length, 1);
      t.ok(first.nextPageCursor, 'pages behind a cursor');
      const second = body(await owner.request('GET', `${OWNER_API}/mail-outbox?limit=1&cursor=${encodeURIComponent(first.nextPageCursor)}`));
      t.not(second.mails[0].id, first.mails[0].id, 'the next page goes on');
      t.equal(body(await owner.request('GET', `${OWNER_API}/mail-outbox?cursor=zzz`)).code, 'INVALID_CURSOR');
      t.equal((await owner.request('GET', `${OWNER_API}/mail-outbox/${'0'.repeat(24)}`)).statusCode, 404);

      // A password reset is listed, its one-time link never shown to the owner.
      await (await visitor(app)).request('POST', '/api/site-users/account/password-reset', { email: 'new.shopper@example.com' });
      const reset = await store.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'password-reset').executeTakeFirst();
      if (reset) {
        const shown = await owner.request('GET', `${OWNER_API}/mail-outbox/${reset.id}`);
        t.notMatch(shown.body, /token=|reset\?/, 'the reset link is withheld');
        t.match(shown.body, 'one-time link');
      } else t.fail('the reset mail was not written');
      t.equal((await (await visitor(app)).request('GET', `${OWNER_API}/mail-outbox`)).statusCode, 401, 'a visitor is refused');

      const cleared = await owner.request('PUT', `${OWNER_API}/mail-settings`, { publicUrl: '', senderName: '', senderAddress: '' });
      t.equal(body(cleared).inEffect.publicUrl, 'http://localhost:3000', 'cleared: the environment’s address again');
    });
  });
}
