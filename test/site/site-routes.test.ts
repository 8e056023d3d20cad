// Serving a site over HTTP: pages with their statuses, /site.css, assets
// resized to the formatter widths, scripts, and no way out of the folder.
import t from 'tap';
import Fastify from 'fastify';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { loadSite, SiteLoadError } from '../../server/site/load-site.js';
import { siteRoutes } from '../../server/site/http/site-routes.js';

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
