// Every page type route of SPEC section 2 with its code in the page context
// and its status, through the HTTP routes (app.inject).
import t from 'tap';
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { loadSite, type LoadedSite } from '../../site/load-site.js';
import { siteRoutes } from '../../server/site-http/site-routes.js';
import { SiteRenderer } from '../../site/site-renderer.js';
import { paywallAccessId } from '../../site/routing/access.js';

const dir = (p: string) => fileURLToPath(new URL(`../fixtures/site-basic/${p}`, import.meta.url));
const site = await loadSite(dir('theme'), dir('content'), { now: () => Date.UTC(2026, 10, 23) });

async function serve(s: LoadedSite) {
  const app = Fastify();
  await app.register(siteRoutes, { site: s });
  t.teardown(() => app.close());
  return app;
}
const app = await serve(site);
const context = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url: url + (url.includes('?') ? '&' : '?') + 'format=json', headers });
  return { status: res.statusCode, ctx: JSON.parse(res.body) };
};

t.test('home and collection lists (1), page (2), item (50)', async (t) => {
  t.match(await context('/'), { status: 200, ctx: { pageType: 1 } });
  t.match(await context('/landing'), { status: 200, ctx: { pageType: 2 } });
  t.match(await context('/blog'), { status: 200, ctx: { pageType: 1, collectionView: 'list' } }, 'a list is main content, not an item');
  t.match(await context('/blog/second'), { status: 200, ctx: { pageType: 50 } });
  t.match(await context('/shop'), { status: 200, ctx: { collectionView: 'grid' } });
  t.match(await context('/shop/mug'), { status: 200, ctx: { collectionView: 'product' } });
});

t.test('search (102), cart (200), not found (100) with 404', async (t) => {
  t.match(await context('/search?q=post'), { status: 200, ctx: { pageType: 102 } });
  t.match(await context('/cart'), { status: 200, ctx: { pageType: 200 } });
  t.match(await context('/nowhere'), { status: 404, ctx: { pageType: 100 } });
});

t.test('protected content (105) and member area (106) answer 403', async (t) => {
  t.match(await context('/secret'), { status: 403, ctx: { pageType: 105, access: { reason: 'protected' } } });
  t.match(await context('/members'), { status: 403, ctx: { pageType: 106, access: { reason: 'member-area' } } });
});

t.test('a password-locked site shows the lock screen (103) on every page, without the theme', async (t) => {
  const content = { ...site.renderer.content, website: { ...site.renderer.content.website, passwordProtected: true, password: 'pw' } };
  const locked = new SiteRenderer(site.theme, content);
  const page = locked.render('/blog');
  t.equal(page.status, 403);
  t.match(page.html, /class="vitrine-lock-screen"/);
  t.match(page.html, /<h1>This page is locked<\/h1>/);
  t.notMatch(page.html, /<header>/, 'no theme chrome around the lock screen');
  t.equal(locked.render('/blog', {}, { unlocked: new Set(['site']), member: false }).status, 200);
});

t.test('a paywalled page (107)', async (t) => {
  const content = { ...site.renderer.content, collections: site.renderer.content.collections.map((c) => (c.urlId === 'landing' ? { ...c, paywall: true } : c)) };
  const r = new SiteRenderer(site.theme, content).render('/landing', { format: 'json' });
  t.equal(r.status, 403);
  t.equal(JSON.parse(r.html).pageType, 107);
  const landing = content.collections.find((c) => c.urlId === 'landing')!;
  const renderer = new SiteRenderer(site.theme, content);
  t.equal(renderer.render('/landing', {}, { unlocked: new Set(), member: true, memberAreas: new Set() }).status, 403, 'signed in is not enough');
  t.equal(renderer.render('/landing', {}, { unlocked: new Set(), member: true, memberAreas: new Set([paywallAccessId(landing)]) }).status, 200, 'who bought it passes');
  const inArea = content.collections.map((c) => (c === landing ? { ...c, memberAreaId: 'patrons' } : c));
  t.equal(new SiteRenderer(site.theme, { ...content, collections: inArea }).render('/landing', {}, { unlocked: new Set(), member: true, memberAreas: new Set(['patrons']) }).status, 200, 'members of its area pass');
});

t.test('a failure of the renderer is the error page (101) with status 500, never a crash', async (t) => {
  const broken = new SiteRenderer(site.theme, site.renderer.content);
  (broken as unknown as { renderPage: () => never }).renderPage = () => {
    throw new Error('disk on fire');
  };
  const r = broken.render('/blog');
  t.equal(r.status, 500);
  t.match(r.html, /data-page-type="101"/);
  t.match(r.diagnostics[0], { code: 'RENDER_FAILED', severity: 'error' });
});

t.test('device views from the User-Agent', async (t) => {
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
  const tablet = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)';
  t.equal((await context('/', { 'user-agent': phone })).ctx.deviceView, 'phone');
  t.equal((await context('/', { 'user-agent': tablet })).ctx.deviceView, 'tablet');
  t.equal((await context('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).ctx.deviceView, 'desktop');
});

t.test('instalment and merchandising contexts per product item', async (t) => {
  const demo = await loadSite(fileURLToPath(new URL('../../templates', import.meta.url)), fileURLToPath(new URL('../../fixtures/demo-store', import.meta.url)));
  const ctx = JSON.parse(demo.renderer.render('/shop/linen-apron', { format: 'json' }).html);
  const entry = ctx.instalmentContext[ctx.item.id];
  t.same(Object.keys(entry).sort(), ['afterPayAvailable', 'afterPayMax', 'afterPayMin', 'shopperLanguage', 'stripeAccountCountry']);
  t.equal(entry.shopperLanguage, 'en-US');
  const shop = demo.renderer.content.collections.find((c) => c.urlId === 'shop')!;
  const digitalItem = shop.items!.find((i) => (i.structuredContent as { productType?: number } | undefined)?.productType === 2)!;
  const digital = JSON.parse(demo.renderer.render(`/shop/${digitalItem.urlId}`, { format: 'json' }).html);
  t.equal(digital.instalmentContext[digitalItem.id].afterPayAvailable, false, 'only physical products are eligible');
});
