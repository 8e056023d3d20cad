// Item 5 of the hardening issue: link fields with a script scheme
// (button block link, gallery clickthrough URL) render as `#` with a
// warning; http(s), mailto, tel and relative links are left as they are.
import t from 'tap';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { isSafeLink } from '../../site/content/safe-links.js';

const DEMO = fileURLToPath(new URL('../../fixtures/demo-store', import.meta.url));
const THEME = fileURLToPath(new URL('../../templates', import.meta.url));

t.test('isSafeLink: schemes as a browser reads them', async (t) => {
  for (const ok of ['/shop', 'shop?x=1', '#top', '//cdn.example/x', 'https://a.example/', 'HTTP://a.example', 'mailto:a@b.example', 'tel:+1555', '?q=1', '/a:b']) {
    t.ok(isSafeLink(ok), ok);
  }
  for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java\nscript:x', '\u0001javascript:x', 'data:text/html,<script>x</script>', 'vbscript:x']) {
    t.notOk(isSafeLink(bad), JSON.stringify(bad));
  }
});

t.test('a javascript: button link and gallery clickthrough render as # with a warning', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-links-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(DEMO, dir, { recursive: true });
  const sitePath = join(dir, 'site.json');
  writeFileSync(sitePath, readFileSync(sitePath, 'utf8').replaceAll('"buttonLink": "/shop"', '"buttonLink": " javascript:alert(document.domain)"'));
  const galleryPath = join(dir, 'collections', 'gallery.json');
  writeFileSync(galleryPath, readFileSync(galleryPath, 'utf8').replace('"clickthroughUrl": "/journal/market-day"', '"clickthroughUrl": "java\\tscript:alert(1)"'));

  const site = await loadSite(THEME, dir, { now: () => Date.UTC(2026, 10, 23) });
  const warnings = site.diagnostics.filter((d) => d.code === 'LINK_UNSAFE');
  t.ok(warnings.length >= 3, 'each unsafe link is reported');
  t.ok(warnings.every((d) => d.severity === 'warning'));
  t.ok(warnings.some((d) => d.message.includes('clickthroughUrl')));

  const home = site.renderer.render('/').html;
  t.notMatch(home, /javascript:/i, 'no script link on the home page');
  t.match(home, /class="sqs-block-button-element" href="#"/, 'the button renders with #');
  const gallery = site.renderer.render('/gallery').html;
  t.notMatch(gallery, /script:/i, 'no script link in the gallery');
  t.match(gallery, /<a href="\/journal\/market-day"|<a href="#">/, 'the gallery still renders');
  t.match(gallery, /<a href="#">/, 'the clickthrough renders as #');
});
