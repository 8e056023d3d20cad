/**
 * More of the owner's day, on one database kind:
 * - pages' canonical (and og:url) links use the public address saved in
 *   Settings → Mail, as mail does; cleared, the environment's again (the
 *   templates' own absolute links: test/site/public-origin.test.ts);
 * - Gift cards searched on the server by the recipient's email or the
 *   code's last 4 characters (never more: a longer end finds nothing, so
 *   the list cannot be used to learn a code), paged like the full list;
 * - Customers: a signed-in shopper who typed another email at checkout is
 *   listed under their account (orders, spending, their orders' filter),
 *   not as a guest under the typed address.
 */
import type { Test } from 'tap';
import type { ServerConfig } from '../../server/config.js';
import { body } from '../editor/helpers.js';
import { Browser } from '../session/helpers.js';
import { CARD, MUG, NY_ADDRESS, orderIdOf } from './checkout-helpers.js';
import { key, manager, OWNER_API, ownerStore } from './owner-helpers.js';

type Db = (t: Test) => Promise<ServerConfig['database'] | undefined>;

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

export function runOwnerGapsSuite(t: Test, database: Db): void {
  t.test('owner gaps', async (t) => {
    const db = await database(t);
    if (!db) return;
    const { app, owner } = await ownerStore(t, db);
    const store = app.vitrine.commerce!.store;

    t.test('pages name the public address saved in Settings → Mail; the environment’s when none is saved', async (t) => {
      t.equal(canonicalOf((await app.inject({ url: '/shop' })).body), 'http://localhost:3000/shop', 'nothing saved: the environment’s address');
      const saved = await owner.request('PUT', `${OWNER_API}/mail-settings`, { publicUrl: 'https://shop.hearth.example/', senderName: '', senderAddress: '' });
      t.equal(saved.statusCode, 200);
      const page = (await app.inject({ url: '/shop' })).body;
      t.equal(canonicalOf(page), 'https://shop.hearth.example/shop', 'the saved address, at once');
      t.match(page, '<meta property="og:url" content="https://shop.hearth.example/shop">', 'og:url too');
      t.notMatch(page, 'http://localhost:3000/shop', 'never the environment’s');
      t.equal(canonicalOf((await app.inject({ url: '/fr/shop' })).body), 'https://shop.hearth.example/fr/shop', 'a French page too');
      await owner.request('PUT', `${OWNER_API}/mail-settings`, { publicUrl: '', senderName: '', senderAddress: '' });
      t.equal(canonicalOf((await app.inject({ url: '/shop' })).body), 'http://localhost:3000/shop', 'cleared: the environment’s again');
    });

    t.test('Gift cards: searched by recipient email or the code’s last 4, on the server', async (t) => {
      const issue = async (email: string) => body(await owner.request('POST', `${OWNER_API}/gift-cards`, { amountCents: 1500, recipientName: 'R', recipientEmail: email, message: '', idempotencyKey: key() })).giftCard as { id: string };
      const ada = await issue('ada.search@example.com');
      const bob = await issue('bob.search@kiln.test');
      const cards = [ada, bob];
      const codeOf = async (id: string) => (await store.db.selectFrom('gift_cards').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
      const ids = async (q: string, extra = '') => (body(await owner.request('GET', `${OWNER_API}/gift-cards?q=${encodeURIComponent(q)}${extra}`)).giftCards as { id: string }[]).map((c) => c.id).filter((id) => cards.some((c) => c.id === id));

      t.same(await ids('ADA.SEARCH'), [ada.id], 'part of the recipient’s email, any case');
      t.same(await ids('search'), [bob.id, ada.id], 'both, newest first');
      const code = await codeOf(bob.id);
      t.same(await ids(code.slice(-4).toLowerCase()), [bob.id], 'the code’s last 4, any case');
      t.same(await ids(`•••• ${code.slice(-4)}`), [bob.id], 'as the list shows it');
      t.ok((await ids(code.slice(-2))).includes(bob.id), 'fewer characters match too');
      t.same(await ids(code.slice(-5)), [], 'more than the 4 shown find nothing: the list never tells a code');
      t.same(await ids(code), [], 'nor does the whole code');
      t.same(await ids('%'), [], 'a LIKE wildcard is a plain character');
      const first = body(await owner.request('GET', `${OWNER_API}/gift-cards?q=search&limit=1`));
      t.equal(first.giftCards.length, 1);
      t.ok(first.hasNextPage, 'paged');
      const second = body(await owner.request('GET', `${OWNER_API}/gift-cards?q=search&limit=1&cursor=${encodeURIComponent(first.nextPageCursor)}`));
      t.same([first.giftCards[0].id, second.giftCards[0].id], [bob.id, ada.id], 'the next page of the same search');
      t.equal((await owner.request('GET', `${OWNER_API}/gift-cards?q=${'a'.repeat(300)}`)).statusCode, 400, 'a search too long is refused');
      const m = await manager(app, 'cards-manager@example.com');
      t.same((body(await m.request('GET', `${OWNER_API}/gift-cards?q=ada.search`)).giftCards as { id: string }[]).map((c) => c.id), [ada.id], 'a manager searches too');
    });

    t.test('Customers: a signed-in shopper’s order is under their account even with another email typed', async (t) => {
      const member = 'member.gaps@example.com';
      const typed = 'typed.elsewhere@example.com';
      const b = await new Browser(app).start();
      t.equal((await b.signUp(member, 'kiln-opening-42')).statusCode, 201);
      t.equal((await b.request('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).statusCode, 200);
      const placed = await b.app.inject({
        method: 'POST',
        url: `/api/commerce/checkout?crumb=${encodeURIComponent(b.cookies.crumb!)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: b.cookies,
        remoteAddress: b.ip,
        payload: new URLSearchParams({ action: 'place', returnTo: '/checkout', ...NY_ADDRESS, email: typed, shippingOptionId: 'standard', ...CARD() }).toString(),
      });
      const id = orderIdOf(String(placed.headers.location ?? ''));
      t.ok(id, `the order is placed (${placed.statusCode})`);
      const order = await store.db.selectFrom('orders').select(['email', 'user_id']).where('id', '=', id!).executeTakeFirstOrThrow();
      t.equal(order.email, typed, 'the order keeps the email typed');
      t.ok(order.user_id, 'and the account');

      const listed = body(await owner.request('GET', `${OWNER_API}/customers?q=gaps`)).customers as { email: string; ordersCount: number; account: unknown }[];
      t.match(listed, [{ email: member, ordersCount: 1, account: { id: order.user_id } }], 'listed under the account, with the order');
      t.same(body(await owner.request('GET', `${OWNER_API}/customers?q=typed.elsewhere`)).customers, [], 'no guest under the typed email');
      t.equal((await owner.request('GET', `${OWNER_API}/customers/${encodeURIComponent(typed)}`)).statusCode, 404, 'nor a customer page');
      const one = body(await owner.request('GET', `${OWNER_API}/customers/${encodeURIComponent(member)}`)).customer;
      t.match(one, { email: member, ordersCount: 1, totalSpent: [{ currency: 'USD' }] });
      t.ok(one.totalSpent[0].cents > 0, 'their spending counts it');
      t.same((body(await owner.request('GET', `${OWNER_API}/orders?customer=${encodeURIComponent(member)}`)).orders as { id: string }[]).map((o) => o.id), [id], 'the customer’s orders list it');
      const csv = (await owner.request('GET', `${OWNER_API}/customers/export.csv?q=gaps`)).body;
      t.match(csv, member, 'the export too');
      t.notMatch(csv, typed);
    });
  });
}
