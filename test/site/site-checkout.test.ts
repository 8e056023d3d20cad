// The checkout and order pages in the site: their paths and page types,
// the language passed to commerce, commerce's data in the context, a
// theme's own pages/checkout.page winning over the platform's, redirects,
// statuses, and no caching.
import t from 'tap';
import Fastify from 'fastify';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteRoutes } from '../../server/site-http/site-routes.js';
import { loadSite } from '../../site/load-site.js';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR } from '../../server/config.js';

t.test('checkout pages through the site routes', async (t) => {
  const theme = mkdtempSync(join(tmpdir(), 'vitrine-theme-'));
  t.teardown(() => rmSync(theme, { recursive: true, force: true }));
  cpSync(DEFAULT_SITE_THEME_DIR, theme, { recursive: true });
  writeFileSync(join(theme, 'pages', 'checkout.page'), '<div class="own-checkout" data-type="{pageType}">{checkout.title|html} {.section checkout.amounts}{total|money}{.end}</div>');
  const site = await loadSite(theme, DEFAULT_SITE_CONTENT, {});
  const asked: { name: string; language: string; prefix: string; query: Record<string, string> }[] = [];
  const app = Fastify();
  t.teardown(() => app.close());
  await app.register(siteRoutes, {
    site,
    pageCacheMs: 60_000,
    commerce: {
      cartSummary: async () => undefined,
      cartOf: async () => ({}),
      async checkoutPage(r) {
        asked.push({ name: r.name, language: r.language, prefix: r.prefix, query: r.query });
        if (r.name === 'checkout-gift-card') return { redirect: `${r.prefix}/checkout/gift-card?cartToken=abc` };
        if (r.name === 'order-status') return { data: { orderError: 'This order link is not valid.' }, status: 404 };
        return { data: { checkout: { title: 'Paiement', amounts: { total: { value: '12.50', currency: 'USD' } } } }, status: 200 };
      },
    },
  });

  const own = await app.inject('/checkout');
  t.equal(own.statusCode, 200);
  t.match(own.body, '<div class="own-checkout" data-type="201">Paiement $12.50</div>', "the theme's own checkout page, with commerce's data");
  t.equal(own.headers['cache-control'], 'no-store');
  t.match(asked.at(-1), { name: 'checkout', language: 'en-US', prefix: '' });

  await app.inject('/fr/checkout/subscription?cartToken=abc');
  t.match(asked.at(-1), { name: 'checkout-subscription', language: 'fr-FR', prefix: '/fr', query: { cartToken: 'abc' } }, 'the French site asks in French');

  const gift = await app.inject('/checkout/gift-card?itemId=x&sku=y');
  t.equal(gift.statusCode, 303);
  t.equal(gift.headers.location, '/checkout/gift-card?cartToken=abc');

  const status = await app.inject('/checkout/order-status?order=1&token=2');
  t.equal(status.statusCode, 404, "commerce's status");
  t.match(status.body, 'data-page-type="211"', "the platform's order page");
  t.match(status.body, 'This order link is not valid.');

  for (const [path, type] of [['/checkout/order-confirmed', 202], ['/checkout/order-received', 207], ['/checkout/subscription-confirmed', 206]] as const) {
    const res = await app.inject(path);
    t.match(res.body, `data-page-type="${type}"`, `${path} is page type ${type}`);
  }
  const unknown = await app.inject('/checkout/elsewhere');
  t.equal(unknown.statusCode, 404, 'other paths under /checkout are not found');
  t.equal(asked.filter((a) => a.name === undefined).length, 0);
});
