// The site's public address (SiteRendererOptions.publicOrigin: the one
// saved in Settings → Mail, else VITRINE_PUBLIC_URL or a trusted proxy's
// host; server/mail/public-url.ts) names every absolute link of a page:
// the canonical and og:url links and the templates' own, such as the share
// buttons built on {website.baseUrl}; without one, the content's baseUrl.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
let origin: string | null = null;
const store = await loadSite(root('fixtures/themes/store/template'), root('fixtures/themes/store/content'), { publicOrigin: () => origin });
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const shared = (html: string) => /sharer\.php\?u=([^"&]*)/.exec(html)?.[1];

t.test('the public address names the canonical link and the share buttons; else the content’s baseUrl', async (t) => {
  const before = store.renderer.render('/shop/sencha').html;
  const base = canonical(before)!.replace(/\/shop\/sencha$/, '');
  t.ok(base.length > 0, 'the content’s baseUrl');
  t.equal(decodeURIComponent(shared(before)!), `${base}/shop/sencha`, 'the share link agrees with it');

  origin = 'https://shop.hearth.example/store/';
  const after = store.renderer.render('/shop/sencha').html;
  t.equal(canonical(after), 'https://shop.hearth.example/store/shop/sencha');
  t.match(after, '<meta property="og:url" content="https://shop.hearth.example/store/shop/sencha">');
  t.equal(decodeURIComponent(shared(after)!), 'https://shop.hearth.example/store/shop/sencha', 'the share buttons too');
  t.notMatch(after, base, 'nothing names the content’s address');
  origin = null;
});
