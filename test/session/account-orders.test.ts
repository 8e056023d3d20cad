/**
 * The shopper's account (issue 36, item 5): the order history of the
 * signed-in account (its cart's orders, and orders it opens from their
 * signed link with its own email; never another email's), each linking its
 * order page; subscriptions with their next charge, paused, resumed,
 * canceled (the renewals stop: the confirmation's "until you cancel" is
 * kept) and given a new card through the test gateway. Plain form posts,
 * as without JavaScript. On SQLite and PostgreSQL.
 */
import t from 'tap';
import { DB_KINDS, freshDatabase } from '../commerce/helpers.js';
import { CARD, CARDS, NY_ADDRESS, MUG } from '../commerce/checkout-helpers.js';
import { Browser, body, siteApp } from './helpers.js';

const COFFEE = { itemId: '6561f0c202f422000000002b', sku: 'SQ1210' };
const PASSWORD = 'kiln-opening-42';

/** A signed-in browser that posts forms as a page does (crumb in the action's query). */
async function signedIn(app: Browser['app'], email: string): Promise<Browser> {
  const b = await new Browser(app).start();
  await b.request('GET', '/');
  t.equal((await b.signUp(email, PASSWORD)).statusCode, 201);
  return b;
}

const formPost = (b: Browser, url: string, fields: Record<string, string> = {}) =>
  b.app.inject({ method: 'POST', url: url.replace(/&amp;/g, '&'), headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies: b.cookies, remoteAddress: b.ip, payload: new URLSearchParams(fields).toString() });
const checkout = (b: Browser, fields: Record<string, string>) =>
  b.app.inject({ method: 'POST', url: `/api/commerce/checkout?crumb=${encodeURIComponent(b.cookies.crumb!)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies: b.cookies, remoteAddress: b.ip, payload: new URLSearchParams(fields).toString() });
const actionOf = (html: string, what: string) => new RegExp(`action="([^"]*/${what}\\?[^"]*)"`).exec(html)?.[1];

for (const kind of DB_KINDS) {
  t.test(`${kind}: order history and subscriptions in the account`, async (t) => {
    const database = await freshDatabase(t, kind);
    if (!database) return;
    const { app } = await siteApp(t, { database });
    const visitor = await new Browser(app).start();
    const away = await visitor.request('GET', '/account/orders');
    t.equal(away.statusCode, 303, 'a visitor is sent to sign in');
    t.match(String(away.headers.location), '/account?returnTo=%2Faccount%2Forders');

    const ada = await signedIn(app, 'ada@example.com');
    t.equal((await ada.request('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).statusCode, 200);
    const placed = await checkout(ada, { action: 'place', returnTo: '/checkout', ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() });
    t.equal(placed.statusCode, 303);

    const token = body(await ada.request('POST', '/api/3/commerce/cart/subscription', { itemId: COFFEE.itemId, sku: COFFEE.sku, qty: 1 })).cartToken as string;
    const subscribed = await checkout(ada, { action: 'place', cartToken: token, returnTo: `/checkout/subscription?cartToken=${token}`, ...NY_ADDRESS, ...CARD() });
    t.match(String(subscribed.headers.location), '/checkout/subscription-confirmed');
    t.equal((await ada.request('GET', String(subscribed.headers.location))).statusCode, 200, 'the confirmation opened while signed in');

    // Grace opens Ada's order link while signed in: another email, so not hers.
    const grace = await signedIn(app, 'grace@example.com');
    await grace.request('GET', String(placed.headers.location));
    t.match((await grace.request('GET', '/account/orders')).body, 'No orders yet.', 'another email never gets the order');

    const page = await ada.request('GET', '/account/orders');
    t.equal(page.statusCode, 200);
    const links = [...page.body.matchAll(/class="vitrine-account-order-link" href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    t.equal(links.length, 2, 'both orders are listed');
    const detail = await ada.request('GET', links[1]!);
    t.equal(detail.statusCode, 200, 'each opens its order page');
    t.match(detail.body, 'Stoneware Mug');
    t.match(page.body, /Next charge: <strong class="vitrine-account-subscription__next">[^<]+<\/strong>/, 'the subscription’s next charge');
    t.match(page.body, 'Active');

    const pause = actionOf(page.body, 'pause')!;
    t.ok(pause);
    t.equal((await formPost(grace, pause.replace(/crumb=[^&]+/, `crumb=${encodeURIComponent(grace.cookies.crumb!)}`))).statusCode, 404, 'another account cannot touch it');
    const paused = await formPost(ada, pause);
    t.equal(paused.statusCode, 303);
    t.equal(String(paused.headers.location), '/account/orders?done=pause');
    const sub = () => app.vitrine.commerce!.store.db.selectFrom('subscriptions').selectAll().executeTakeFirstOrThrow();
    t.equal((await sub()).status, 'paused');
    const far = new Date(Date.now() + 400 * 24 * 3600_000);
    const renewals = app.vitrine.commerce!.checkout.renewals;
    t.same(await renewals.run(far), {}, 'a paused subscription is not billed');

    const afterPause = await ada.request('GET', '/account/orders?done=pause');
    t.match(afterPause.body, 'Your subscription was updated.');
    t.equal((await formPost(ada, actionOf(afterPause.body, 'resume')!)).statusCode, 303);
    t.equal((await sub()).status, 'active');

    const cardPage = await ada.request('GET', '/account/orders');
    const cardAction = actionOf(cardPage.body, 'card')!;
    // Each card sent is its own attempt, also one sent in the same millisecond as a declined one (the clock stopped here to make them meet).
    const realNow = Date.now;
    const stopped = realNow();
    Date.now = () => stopped;
    let declined, before, changed;
    try {
      declined = await formPost(ada, cardAction, { cardNumber: CARDS.declined, cardExpiry: '12/40', cardCvc: '123' });
      before = (await sub()).payment_method;
      changed = await formPost(ada, cardAction, { cardNumber: CARDS.ok, cardExpiry: '12/40', cardCvc: '123' });
    } finally {
      Date.now = realNow;
    }
    t.equal(String(declined.headers.location), '/account/orders?refused=card');
    t.equal(String(changed.headers.location), '/account/orders?done=card');
    t.not((await sub()).payment_method, before, 'the new card is kept for the renewals');

    const noCrumb = await formPost(ada, actionOf(cardPage.body, 'cancel')!.replace(/crumb=[^&]+/, 'crumb=forged'));
    t.equal(noCrumb.statusCode, 303);
    t.equal((await sub()).status, 'active', 'nothing changes without the crumb');
    const canceled = await formPost(ada, actionOf(cardPage.body, 'cancel')!);
    t.equal(String(canceled.headers.location), '/account/orders?done=cancel');
    t.equal((await sub()).status, 'canceled');
    t.same(await renewals.run(far), {}, 'a canceled subscription is never billed again');
    const last = await ada.request('GET', '/account/orders');
    t.match(last.body, 'Canceled');
    t.notOk(actionOf(last.body, 'cancel'), 'nothing left to cancel');
    t.equal((await formPost(ada, actionOf(cardPage.body, 'resume')?.replace('/cancel', '/resume') ?? cardAction.replace('/card', '/resume'))).headers.location, '/account/orders?refused=resume', 'a canceled one cannot be resumed');
  });
}

t.test('the French account page lists in French', async (t) => {
  const { app } = await siteApp(t);
  const ada = await signedIn(app, 'ada@example.com');
  const page = await ada.request('GET', '/fr/account/orders');
  t.equal(page.statusCode, 200);
  t.match(page.body, 'Vos commandes');
  t.match(page.body, 'Aucun abonnement.');
  t.match((await ada.request('GET', '/fr/account')).body, 'href="/fr/account/orders"', 'the account page links it');
});
