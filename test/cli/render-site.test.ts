import t from 'tap';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, vitrine } from './run-cli.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const tmp = () => mkdtempSync(join(tmpdir(), 'vitrine-site-'));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? htmlFiles(p) : p.endsWith('.html') ? [p] : [];
  });
}

t.test('the minimal example: every page, site.css, assets, a summary', async (t) => {
  const out = tmp();
  const r = await vitrine(['render', '--site', 'fixtures/themes/minimal/template', '--out', out, '--now', '2026-01-01T00:00:00Z']);
  t.equal(r.status, 0, r.stderr);
  t.equal(r.stdout, `6 pages written to ${out}: 0 errors, 0 warnings\n`, 'only the summary (stdout is no terminal: no progress bar)');
  for (const f of ['index.html', 'colophon/index.html', 'members/index.html', 'search/index.html', 'cart/index.html', '404.html', 'site.css', 'assets/mark.png']) {
    t.ok(existsSync(join(out, f)), f);
  }
  const home = readFileSync(join(out, 'index.html'), 'utf8');
  t.match(home, /^<!doctype html>/i);
  t.match(home, '/site.css');
  t.match(readFileSync(join(out, '404.html'), 'utf8'), /class="vitrine-not-found"[^]*<h1>404<\/h1>/);
  t.match(readFileSync(join(out, 'site.css'), 'utf8'), /\S/);
  for (const f of htmlFiles(out)) t.notMatch(readFileSync(f, 'utf8'), '<squarespace:', f);
});

t.test('the demo store: lists, items, folders, both languages', async (t) => {
  const out = tmp();
  const r = await vitrine(['render', '--site', 'templates', '--fixtures', 'fixtures/demo-store', '--out', out, '--now', '2026-11-23T12:00:00Z']);
  t.equal(r.status, 0, r.stderr);
  const m = /^(\d+) pages written to .*: 0 errors, (\d+) warnings?\n$/.exec(r.stdout);
  t.ok(m, r.stdout);
  const files = htmlFiles(out);
  t.equal(files.length, Number(m?.[1]), 'one file per page');
  t.ok(files.length > 60);
  const content = readFileSync(join(ROOT, 'fixtures/demo-store/collections/shop.json'), 'utf8');
  const shop = JSON.parse(content) as { urlId: string; items: { urlId: string }[] };
  t.ok(existsSync(join(out, shop.urlId, 'index.html')), 'the shop list');
  for (const item of shop.items) t.ok(existsSync(join(out, shop.urlId, item.urlId, 'index.html')), `item ${item.urlId}`);
  for (const f of ['index.html', 'fr/index.html', '404.html', 'fr/404.html', 'search/index.html', 'cart/index.html', 'site.css']) t.ok(existsSync(join(out, f)), f);
  t.ok(readdirSync(join(out, 'assets'), { recursive: true }).some((f) => String(f).endsWith('.jpg')), 'assets copied');
  for (const f of files) t.notMatch(readFileSync(f, 'utf8'), '<squarespace:', f);
});

t.test('errors: reported once with file:line:col, exit 1 unless --allow-errors', async (t) => {
  const dir = join(tmp(), 'store');
  cpSync(join(ROOT, 'fixtures/themes/store'), dir, { recursive: true });
  const region = join(dir, 'template/footer.region');
  writeFileSync(region, `{website.siteTitle|nosuchformatter}\n${readFileSync(region, 'utf8')}`);
  const out = tmp();
  const [r, allowed] = await Promise.all([
    vitrine(['render', '--site', join(dir, 'template'), '--out', out]),
    vitrine(['render', '--site', join(dir, 'template'), '--out', tmp(), '--allow-errors']),
  ]);
  t.equal(r.status, 1);
  t.equal(allowed.status, 0);
  const lines = r.stderr.split('\n').filter((l) => l.includes('nosuchformatter'));
  t.equal(lines.length, 1, 'once, not once per page');
  t.match(lines[0], /footer\.region:1:20: error: Formatter 'nosuchformatter' is unknown$/);
  t.match(r.stdout, /pages written to .*: 1 error, \d+ warnings? \(\d+ pages with errors\)\n$/);
  t.ok(existsSync(join(out, 'index.html')), 'pages are written anyway');
});

t.test('the fixtures found beside the folder; usage errors', async (t) => {
  const out = tmp();
  const r = await vitrine(['render', '--site', 'fixtures/themes/multilingual/template', '--out', out]);
  t.equal(r.status, 0, r.stderr);
  t.ok(existsSync(join(out, 'de', 'index.html')), 'the German home page');
  t.ok(existsSync(join(out, 'de', '404.html')));
  const [noOut, both, missing] = await Promise.all([
    vitrine(['render', '--site', 'fixtures/themes/minimal/template']),
    vitrine(['render', 'x.html', '--site', 'fixtures/themes/minimal/template', '--out', out]),
    vitrine(['render', '--site', 'test/fixtures/cli', '--out', out]),
  ]);
  t.equal(noOut.status, 2);
  t.match(noOut.stderr, '--out');
  t.equal(both.status, 2);
  t.equal(missing.status, 2);
  t.match(missing.stderr, 'has no template.conf');
});

t.test('no fixtures beside the folder: generated (or empty) content, said on stderr', async (t) => {
  const dir = join(tmp(), 'template');
  cpSync(join(ROOT, 'fixtures/themes/store/template'), dir, { recursive: true });
  const out = tmp();
  const r = await vitrine(['render', '--site', dir, '--out', out]);
  t.match(r.stderr, /no fixtures found beside .*template; rendering (generated|empty) content/);
  t.ok(existsSync(join(out, 'index.html')) || existsSync(join(out, '404.html')));
  t.match(r.stdout, /pages written to/);
});
