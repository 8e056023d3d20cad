// Serving a site over HTTP: pages with their statuses, /site.css, assets
// resized to the formatter widths, scripts, and no way out of the folder.
import t from 'tap';
import Fastify from 'fastify';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { loadSite, SiteLoadError } from '../../site/load-site.js';
import { siteRoutes } from '../../server/site-http/site-routes.js';
import { lockForm, postUnlock, withSetCookies } from './unlock-helpers.js';

const dir = (p: string) => fileURLToPath(new URL(`../fixtures/site-basic/${p}`, import.meta.url));

const site = await loadSite(dir('theme'), dir('content'), { now: () => Date.UTC(2026, 10, 23) });
const app = Fastify();
await app.register(siteRoutes, { site });
t.teardown(() => app.close());

t.test('pages answer with their status and HTML', async (t) => {
  const home = await app.inject('/');
  t.equal(home.statusCode, 200);
  t.match(home.headers['content-type'], /text\/html/);
  t.match(home.body, /Welcome home/);
  t.equal((await app.inject('/blog/second')).statusCode, 200);
  t.equal((await app.inject('/no/such/page')).statusCode, 404);
  const redirect = await app.inject('/more');
  t.equal(redirect.statusCode, 302);
  t.equal(redirect.headers.location, '/team');
  const json = await app.inject('/blog?format=json');
  t.match(json.headers['content-type'], /application\/json/);
  t.equal(JSON.parse(json.body).collection.urlId, 'blog');
});

t.test('/site.css is the compiled stylesheet', async (t) => {
  const css = await app.inject('/site.css');
  t.equal(css.statusCode, 200);
  t.match(css.headers['content-type'], /text\/css/);
  t.match(css.body, /color: #336699/);
});

t.test('assets: original, resized to a formatter width, cache headers', async (t) => {
  const original = await app.inject('/assets/photo.jpg');
  t.equal(original.statusCode, 200);
  t.equal(original.headers['content-type'], 'image/jpeg');
  t.match(original.headers['cache-control'], /max-age=\d+/);
  t.equal((await sharp(original.rawPayload).metadata()).width, 1200);
  const small = await app.inject('/assets/photo.jpg?format=300w');
  t.equal((await sharp(small.rawPayload).metadata()).width, 300);
  const odd = await app.inject('/assets/photo.jpg?format=333w');
  t.equal((await sharp(odd.rawPayload).metadata()).width, 1200, 'only the image widths of the formatters are resized');
  t.equal((await app.inject('/assets/../template.conf')).statusCode, 404, 'no way out of the folder');
  t.equal((await app.inject('/assets/%2e%2e/template.conf')).statusCode, 404);
  t.equal((await app.inject('/assets/nothing.png')).statusCode, 404);
});

t.test('scripts are served from scripts/', async (t) => {
  const js = await app.inject('/scripts/site.js');
  t.equal(js.statusCode, 200);
  t.match(js.body, /console.log/);
});

t.test('a folder that cannot be a site is refused with every fatal diagnostic', async (t) => {
  const error = await loadSite(dir('content'), dir('content')).then(() => null, (e: unknown) => e);
  t.ok(error instanceof SiteLoadError);
  t.match((error as SiteLoadError).message, /no template.conf/);
});

t.test('a password-protected page: 403 with the lock text until unlocked (105)', async (t) => {
  const locked = await app.inject('/secret');
  t.equal(locked.statusCode, 403);
  t.match(locked.body, /<h1>This page is locked<\/h1>/);
  t.match(locked.body, /data-page-type="105"/);
  t.notMatch(locked.body, /secret recipe/);
  t.equal(locked.headers['cache-control'], 'no-store');

  const form = await lockForm(app, '/secret');
  t.equal(form.target, 'secret');
  t.ok(form.crumb.length > 0, 'the form carries the crumb');
  const wrong = await postUnlock(app, form, { password: 'nope' });
  t.equal(wrong.statusCode, 403, 'a wrong password shows the lock page again');
  t.match(wrong.body, /role="alert">That password is not correct. Please try again.</);
  t.notMatch(String(wrong.headers['set-cookie'] ?? ''), /vitrine_unlocked/, 'a wrong password unlocks nothing');

  const right = await postUnlock(app, form, { password: 'open sesame', returnTo: '//evil.example' });
  t.equal(right.statusCode, 303);
  t.equal(right.headers.location, '/', 'returns only to a path of this site');
  const cookie = withSetCookies(form.cookie, right);
  const open = await app.inject({ url: '/secret', headers: { cookie } });
  t.equal(open.statusCode, 200);
  t.match(open.body, /The secret recipe/);
  const forged = await app.inject({ url: '/secret', headers: { cookie: 'vitrine_unlocked=secret' } });
  t.equal(forged.statusCode, 403, 'an unsigned cookie unlocks nothing');
});

t.test('a member-only page shows the access-denied page with a join button (106)', async (t) => {
  const page = await app.inject('/members');
  t.equal(page.statusCode, 403);
  t.match(page.body, /<h1>This page available only site members<\/h1><a class="vitrine-join[^"]*" data-widget="member-join" data-props="[^"]*returnTo[^"]*" href="\/account\?join=[^"&]+&amp;returnTo=\/members">Join<\/a>/);
  t.notMatch(page.body, /Members news/);
});

t.test('search (102), cart (200) and not found (100) pages', async (t) => {
  const search = await app.inject('/search?q=second');
  t.equal(search.statusCode, 200);
  t.match(search.body, /data-page-type="102"/);
  t.match(search.body, /<a href="\/blog\/second">Second post<\/a>/);
  t.notMatch(search.body, /Third post<\/a><\/article>/);
  t.notMatch((await app.inject('/search?q=recipe')).body, /secret/, 'protected pages are not searchable');
  const cart = await app.inject('/cart');
  t.match(cart.body, /data-page-type="200"/);
  t.match(cart.body, /You have nothing in your shopping cart\./);
  const missing = await app.inject('/nothing-here');
  t.equal(missing.statusCode, 404);
  t.match(missing.body, /"pageType":100/, 'the page type is in the context script');
});

t.test('anonymous pages are kept for a moment; cookies that carry no visitor state change nothing', async (t) => {
  let renders = 0;
  const counting = { ...site, renderer: Object.assign(Object.create(Object.getPrototypeOf(site.renderer)), site.renderer, {
    render: (...args: Parameters<typeof site.renderer.render>) => {
      renders++;
      return site.renderer.render(...args);
    },
  }) };
  const cached = Fastify();
  await cached.register(siteRoutes, { site: counting, pageCacheMs: 60_000 });
  t.teardown(() => cached.close());
  const a = await cached.inject('/blog');
  const b = await cached.inject('/blog');
  t.equal(a.body, b.body);
  t.equal(renders, 1, 'the second visitor got the kept page');
  const other = await cached.inject({ url: '/blog', headers: { cookie: 'x=1' } });
  t.equal(renders, 1, 'a cookie that is no cart, unlock or sign-in gets the kept page too');
  t.equal(other.body.replace(/nonce="[^"]*"/g, ''), a.body.replace(/nonce="[^"]*"/g, ''));
  await cached.inject('/nothing-here');
  await cached.inject('/nothing-here');
  t.equal(renders, 3, 'only 200 pages are kept');
});
