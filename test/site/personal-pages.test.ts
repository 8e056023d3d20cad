// Personal pages (issue 23): one page per revision, language, device and
// access, the visitor's cart pill spliced in per response. Visitors with
// different carts and sign-in states, their requests interleaved so the kept
// page answers most of them, never get each other's pill, cart or account;
// a developer-mode template that reads the cart itself still gets each
// visitor's own cart.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { Browser, PRODUCTS, siteApp } from '../session/helpers.js';
import { loadSite } from '../../site/load-site.js';
import { ANONYMOUS } from '../../site/routing/access.js';
import { CART_PILL_MARKER } from '../../site/render/cart-pill.js';

t.setTimeout(180_000);
const PASSWORD = 'kiln-opening-42';
const PAGE = '/shop/linen-apron';
const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The pill's island props, and whether it is hidden, of a page. */
function pillOf(html: string): { hidden: boolean; props: Record<string, unknown> } {
  const m = /<a class="cart-pill"[^>]*?( hidden)? data-widget="cart-pill" data-props="([^"]*)"/.exec(html);
  if (!m) throw new Error('no cart pill on the page');
  return { hidden: m[1] !== undefined, props: JSON.parse(decode(m[2]!)) as Record<string, unknown> };
}
/** A page without what differs per response (nonce, crumb) and per visitor (the pill). */
const shell = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, '')
    .replace(/name="crumb" value="[^"]*"/g, '')
    .replace(/<a class="cart-pill"[\s\S]*?<\/a>/, '');

t.test('the demo store: carts and sign-ins never cross, and the page is shared', async (t) => {
  const { app } = await siteApp(t, { pageCacheMs: 60_000 });
  const alice = await new Browser(app).start();
  t.equal((await alice.add(PRODUCTS.mug.id, PRODUCTS.mug.sku, 2)).statusCode, 200);
  const bob = await new Browser(app).start();
  t.equal((await bob.add(PRODUCTS.spoon.id, PRODUCTS.spoon.sku, 1)).statusCode, 200);
  const carol = await new Browser(app).start();
  t.equal((await carol.signUp('carol@example.com', PASSWORD, { memberAreaId: 'members' })).statusCode, 201);
  const dave = await new Browser(app).start();
  t.equal((await dave.signUp('dave@example.com', PASSWORD)).statusCode, 201);
  t.equal((await dave.add(PRODUCTS.candleHolder.id, PRODUCTS.candleHolder.sku, 3)).statusCode, 200);
  const totals = new Map<Browser, unknown>();
  for (const b of [alice, bob, dave]) totals.set(b, (await b.cart()).json().subtotalCents);
  t.not(totals.get(alice), totals.get(bob), 'the carts differ in subtotal too');

  const expected = (b: Browser | null) =>
    b === alice ? { hidden: false, count: 2 } : b === bob ? { hidden: false, count: 1 } : b === dave ? { hidden: false, count: 3 } : { hidden: true, count: 0 };
  const visitors: (Browser | null)[] = [null, alice, bob, carol, dave];
  const shells = new Set<string>();
  // Twice round, in an order that puts every visitor after every other: the kept page answers the second round.
  for (const order of [visitors, [...visitors].reverse()]) {
    for (const b of order) {
      const res = b ? await b.request('GET', PAGE) : await app.inject(PAGE);
      t.equal(res.statusCode, 200);
      const pill = pillOf(res.body);
      const want = expected(b);
      const who = b === null ? 'anonymous' : `visitor ${visitors.indexOf(b)}`;
      t.equal(pill.hidden, want.hidden, `${who}: the pill shows only with a cart`);
      t.equal(pill.props.totalQuantity, want.count, `${who}: their own count`);
      t.equal(pill.props.subtotalCents, b && totals.has(b) ? totals.get(b) : 0, `${who}: their own subtotal`);
      t.match(res.body, new RegExp(`<span class="cart-pill__count">${want.count}</span>`), `${who}: the count without JavaScript`);
      t.notOk(res.body.includes(CART_PILL_MARKER), 'no marker is ever sent');
      if (b && totals.has(b)) t.equal(res.headers['cache-control'], 'private, no-store', `${who}: a page with a cart is kept by no other cache`);
      shells.add(shell(res.body));
    }
  }
  t.equal(shells.size, 1, 'besides the pill, crumb and nonce, every visitor got the same page');

  // Account state: each signed-in visitor's account page is their own.
  for (const [b, email] of [[carol, 'carol@example.com'], [dave, 'dave@example.com'], [carol, 'carol@example.com']] as const) {
    const page = await b.request('GET', '/account');
    t.match(page.body, email, `${email} sees their account`);
    t.notMatch(page.body, email === 'carol@example.com' ? 'dave@example.com' : 'carol@example.com', 'and never the other one');
  }
  t.notMatch((await app.inject('/account')).body, /@example\.com/, 'an anonymous visitor sees no account');
  // Member state: the members' page for the member, the access page for the others, whatever came first.
  for (const [b, status] of [[carol, 200], [dave, 403], [null, 403], [carol, 200], [alice, 403]] as const) {
    const res = b ? await b.request('GET', '/members') : await app.inject('/members');
    t.equal(res.statusCode, status, `members page: ${status}`);
  }
});

t.test('a developer-mode template that reads the cart itself: each visitor gets their own', async (t) => {
  const { app } = await siteApp(t, { pageCacheMs: 60_000, site: { themeDir: root('fixtures/themes/store/template'), content: root('fixtures/themes/store/content') } });
  const alice = await new Browser(app).start();
  t.equal((await alice.add('p-sencha', 'SEN-50', 2)).statusCode, 200);
  const bob = await new Browser(app).start();
  t.equal((await bob.add('p-oolong', 'OOL-1', 1)).statusCode, 200);
  const want = new Map<Browser | null, string>([
    [null, '(0)'],
    [alice, '(2)'],
    [bob, '(1)'],
  ]);
  for (const order of [[null, alice, bob], [bob, alice, null], [alice, bob, null]]) {
    for (const b of order) {
      const res = b ? await b.request('GET', '/shop/sencha') : await app.inject('/shop/sencha');
      t.equal(res.statusCode, 200);
      const link = /<a class="cart-link"[^>]*>([^<]*)<\/a>/.exec(res.body)?.[1] ?? '';
      t.ok(link.endsWith(want.get(b)!), `the header's own cart count: ${link}`);
    }
  }
});

t.test('the renderer says which pages read the cart', async (t) => {
  const demo = await loadSite(root('templates'), root('fixtures/demo-store'));
  const shared = (site: typeof demo, path: string, query: Record<string, string> = {}) => site.renderer.render(path, query, ANONYMOUS, 'desktop', { shared: true });
  const product = shared(demo, PAGE);
  t.equal(product.shared?.readsCart, false, 'a demo product page does not: its pill is the platform one');
  t.ok(product.html.includes(CART_PILL_MARKER), 'the pill is left as a marker');
  t.match(product.shared!.pill.fill(product.html, { totalQuantity: 4, subtotalCents: 1000 }), '<span class="cart-pill__count">4</span>');
  t.equal(shared(demo, '/cart').shared?.readsCart, true, 'the cart page does');
  t.equal(shared(demo, PAGE, { format: 'json' }).shared?.readsCart, true, 'the JSON context does');
  const plain = demo.renderer.render(PAGE, {}, ANONYMOUS, 'desktop', { shoppingCart: { totalQuantity: 4, subtotalCents: 1000 } });
  t.notOk(plain.html.includes(CART_PILL_MARKER), 'a page rendered for a visitor has its pill filled');
  t.match(plain.html, '<span class="cart-pill__count">4</span>');
  t.equal(plain.shared, undefined);
  const store = await loadSite(root('fixtures/themes/store/template'), root('fixtures/themes/store/content'));
  t.equal(shared(store, '/shop/sencha').shared?.readsCart, true, "a folder whose header reads shoppingCart does");
});
