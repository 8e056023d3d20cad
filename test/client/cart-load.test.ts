// The cart load of SPEC sections 4 and 6, and how islands mount.
import t from 'tap';
import { act } from 'react';
import { mountIslands, start } from '../../client/main.js';
import { cartStore, startCartLoad } from '../../client/state/cart-store.js';
import { $, attr, mockFetch, page, settle, text, track } from './helpers.js';
import { addButtonHtml, cart, product } from './fixtures.js';

const pillHtml = `<a class="cart-pill" href="/cart" data-widget="cart-pill" data-props="${attr({ cartUrl: '/cart', totalQuantity: 0, subtotalCents: 0, currency: 'USD', label: 'Cart' })}">Cart 0</a>`;
const twoInCart = cart([{ id: 'e1', itemId: 'a', quantity: 2, cents: 500 }]);
/** How long an island's first render outside act() is awaited. */
const TAKE_OVER_WAIT_MS = 60_000;
const hiddenButton = () => ($('.sqs-add-to-cart-button-wrapper') as HTMLElement).style.visibility === 'hidden';

t.test('no user, no cart cookie: no load, the add buttons are made visible', async (t) => {
  await page(addButtonHtml(product()) + pillHtml);
  const calls = mockFetch(() => ({ body: twoInCart }));
  await act(async () => {
    track(mountIslands(document));
  });
  t.ok(hiddenButton(), 'hidden until the cart is known');
  await act(async () => void track(await start(document)));
  t.equal(calls.length, 0, 'no request');
  t.notOk(hiddenButton(), 'visible');
});

for (const [cookie, why] of [
  ['hasCart=true', 'hasCart=true'],
  ['CART=abc', 'a cart cookie'],
  [`SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}`, 'an authenticated user'],
] as const) {
  t.test(`the cart loads with ${why}`, async (t) => {
    await page(addButtonHtml(product()) + pillHtml, { cookies: [cookie] });
    const calls = mockFetch(() => ({ body: twoInCart }));
    await act(async () => void track(await start(document)));
    await settle();
    // A signed-in visitor's page also syncs the account's language (/api/site-users/...): only the cart calls count here.
    const cartCalls = calls.filter((c) => c.url.startsWith('/api/commerce/'));
    t.equal(cartCalls.length, 1);
    t.equal(cartCalls[0]!.method, 'GET');
    t.equal(cartCalls[0]!.url, '/api/commerce/shopping-cart?calculateSubtotal=true');
    t.equal(text('.cart-pill__count'), '2', 'the pill follows the loaded cart');
    t.equal(text('.cart-pill__subtotal'), '$10.00');
    t.notOk(hiddenButton());
    t.equal(cartStore.get().synced, true);
  });
}

t.test('hasCart other than true, an anonymous or unparseable user cookie: no load', async (t) => {
  for (const cookie of ['hasCart=false', `SiteUserInfo=${encodeURIComponent('{"authenticated":false}')}`, 'SiteUserInfo=%7Bnot-json']) {
    await page(pillHtml, { cookies: [cookie] });
    const calls = mockFetch(() => ({ body: twoInCart }));
    const warn = console.warn;
    console.warn = () => {};
    await act(async () => startCartLoad());
    console.warn = warn;
    t.equal(calls.length, 0, cookie);
    t.equal(cartStore.get().ready, true);
  }
});

t.test('a load is skipped while one runs', async (t) => {
  await page(pillHtml, { cookies: ['hasCart=true'] });
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const calls = mockFetch(async () => {
    await gate;
    return { body: twoInCart };
  });
  let first: Promise<void> = Promise.resolve();
  await act(async () => {
    first = startCartLoad();
    void startCartLoad();
    void startCartLoad();
  });
  t.equal(calls.length, 1, 'one request for three starts');
  t.equal(cartStore.get().loading, true);
  release();
  await act(async () => first);
  t.equal(cartStore.get().loading, false);
  await act(async () => startCartLoad());
  t.equal(calls.length, 2, 'a later load runs');
});

t.test('a failed load still shows the add buttons', async (t) => {
  await page(addButtonHtml(product()), { cookies: ['hasCart=true'] });
  mockFetch(() => ({ status: 500, body: { message: 'down' } }));
  await act(async () => void track(await start(document)));
  await settle();
  t.notOk(hiddenButton());
  t.equal(cartStore.get().synced, false);
});

t.test('islands: server markup stays without a known widget or with bad props; mounted once', async (t) => {
  await page(
    `<div data-widget="no-such-widget" data-props="{}"><p class="server">unknown</p></div>` +
      `<div data-widget="add-to-cart" data-props="{not json"><p class="server">bad</p></div>` +
      addButtonHtml(product()),
  );
  const warn = console.warn;
  console.warn = () => {};
  let roots: unknown[] = [];
  await act(async () => {
    roots = track(mountIslands(document));
  });
  console.warn = warn;
  t.equal(roots.length, 1, 'one island mounted');
  t.equal(document.querySelectorAll('p.server').length, 2, 'the others keep their server markup');
  t.ok(document.querySelectorAll('[data-widget="add-to-cart"]')[1]?.hasAttribute('data-island-mounted'));
  console.warn = () => {};
  await act(async () => {
    roots = mountIslands(document);
  });
  console.warn = warn;
  t.equal(roots.length, 0, 'not mounted twice');
});

t.test('before its first render an island keeps the server markup', async (t) => {
  await page(addButtonHtml(product(), 'Server Label'));
  const error = console.error;
  console.error = () => {}; // React notes the render outside act()
  track(mountIslands(document)); // outside act: React has not rendered yet
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Server Label');
  // React renders on its own schedule (later on a busy machine): wait for the take-over, not for a fixed time.
  const end = Date.now() + TAKE_OVER_WAIT_MS;
  while (!$('.sqs-add-to-cart-button[data-state]') && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  console.error = error;
  t.ok($('.sqs-add-to-cart-button[data-state]'), 'the island took over');
});
