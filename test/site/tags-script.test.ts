import t from 'tap';
import { page } from '../fixtures/tags/fake-host.js';
import type { FakeSite } from '../fixtures/tags/fake-host.js';

const site: FakeSite = { root: {}, scripts: ['site.js', 'controllers/a.js'] };
const A = '<script src="/scripts/controllers/a.js"></script>';

t.test('a script tag becomes a script element in place; combo is ignored', async (t) => {
  const { html, host } = page(site, '<head><squarespace:script src="site.js" combo="true" /></head>');
  t.equal(html, '<head><script src="/scripts/site.js"></script></head>');
  t.same(host.diagnostics.items, []);
  t.equal(page(site, "<squarespace:script src='/site.js' combo=false async=''/>").html, '<script src="/scripts/site.js" async></script>');
  t.equal(page(site, '<squarespace:script async src=site.js>').html, '<script src="/scripts/site.js" async></script>');
});

t.test('a JSON-T combo followed by </script> yields exactly one script element (checklist 13)', async (t) => {
  const src = '<squarespace:script src="controllers/a.js" combo="{.if authenticatedAccount}false{.or}true{.end}"></script>';
  for (const root of [{}, { authenticatedAccount: { id: 1 } }]) {
    const { html, host } = page({ ...site, root }, src);
    t.equal(html, A);
    t.same(host.diagnostics.items, []);
  }
});

t.test('the close tag is swallowed only when whitespace alone precedes it', async (t) => {
  t.equal(page(site, '<squarespace:script src="controllers/a.js">\n  </script>\n').html, `${A}\n  \n`);
  t.equal(page(site, '<squarespace:script src="controllers/a.js">\n</squarespace:script>').html, `${A}\n`);
  t.equal(page(site, '<squarespace:script src="controllers/a.js"><b></script>').html, `${A}<b></script>`);
  t.equal(page(site, '<squarespace:script src="controllers/a.js" /></script>').html, `${A}</script>`, 'a self-closing tag is not unclosed');
});

t.test('consecutive unclosed scripts each swallow their own close tag', async (t) => {
  const src = '<squarespace:script src="site.js"></script>\n<squarespace:script src="controllers/a.js"></squarespace:script>';
  t.equal(page(site, src).html, `<script src="/scripts/site.js"></script>\n${A}`);
});

t.test('a missing file keeps its tag and warns; a missing src renders nothing', async (t) => {
  const { html, host } = page(site, '<squarespace:script src="gone.js" combo="true" />');
  t.equal(html, '<script src="/scripts/gone.js"></script>');
  t.same(host.codes(), ['SCRIPT_MISSING']);
  const none = page(site, 'a<squarespace:script combo="true" />b');
  t.equal(none.html, 'ab');
  t.same(none.host.codes(), ['TAG_ATTR_MISSING']);
});

t.test('src is an attribute value: escaped in the output', async (t) => {
  t.equal(page({ scripts: ['a"b.js'] }, '<squarespace:script src=\'a"b.js\' />').html, '<script src="/scripts/a&quot;b.js"></script>');
});
