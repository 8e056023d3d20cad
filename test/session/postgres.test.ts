// The site-user store on PostgreSQL: sign up, sign in on two browsers
// (the cart follows and merges), sign out, a reset link, the address book.
// PostgreSQL at TEST_DATABASE_URL (default 127.0.0.1:5432/test); skipped
// when unreachable outside CI, a failure under CI.
import t from 'tap';
import { freshDatabase } from '../commerce/helpers.js';
import { Browser, body, PRODUCTS, siteApp } from './helpers.js';

t.setTimeout(180_000);
const database = await freshDatabase(t, 'postgres');
if (database) {
  const { app, session } = await siteApp(t, { database });
  const PASSWORD = 'kiln-opening-42';

  t.test('accounts, sessions, carts and mail on PostgreSQL', async (t) => {
    const a = await new Browser(app).start();
    await a.add(PRODUCTS.mug.id, PRODUCTS.mug.sku, 1);
    t.equal((await a.signUp('pg@example.com', PASSWORD, { memberAreaId: 'members' })).statusCode, 201);
    t.equal((await a.request('GET', '/members')).statusCode, 200);
    const b = await new Browser(app).start();
    await b.add(PRODUCTS.mug.id, PRODUCTS.mug.sku, 2);
    t.equal((await b.signIn('pg@example.com', PASSWORD)).statusCode, 200);
    t.equal(body(await b.cart()).totalQuantity, 3, 'merged on sign-in');
    t.equal(body(await a.cart()).totalQuantity, 3, 'the same cart on the first browser');
    t.equal(body(await b.request('GET', '/api/site-users/account/sessions')).sessions.length, 2);
    t.equal((await b.request('POST', '/api/site-users/account/addresses', { firstName: 'P', lastName: 'G', line1: '1 Main St', city: 'Hudson', state: 'NY', zip: '12534', country: 'US' })).statusCode, 201);
    t.equal((await b.signOut(true)).statusCode, 200);
    await b.request('POST', '/api/site-users/account/password-reset', { email: 'pg@example.com' });
    const token = decodeURIComponent(/token=(\S+)/.exec((await session.mailer.list('pg@example.com'))[0]!.text)![1]!);
    t.equal((await b.request('PUT', '/api/site-users/account/password', { token, password: 'new-password-99' })).statusCode, 200);
    t.equal((await a.request('GET', '/api/site-users/account')).statusCode, 401, 'every session revoked');
    t.equal((await a.signIn('pg@example.com', 'new-password-99')).statusCode, 200);
  });
}
