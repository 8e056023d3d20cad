// Content from a live site: pages saved at ?format=json given to
// --fixtures (a folder of them, or one file), and `vitrine fixtures`
// turning them into a fixtures folder that renders the same.
import t from 'tap';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vitrine } from './run-cli.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const LIVE = 'test/fixtures/devmode/live';
const NOW = '2026-11-01T00:00:00Z';

function tmp(t: { teardown(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-live-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const render = (fixtures: string, out: string) => vitrine(['render', '--site', `${LIVE}/template`, '--fixtures', fixtures, '--out', out, '--now', NOW]);
const page = (out: string, path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

t.test('--fixtures takes a folder of saved live pages: collections, items from list and item pages, navigation', async (t) => {
  const out = tmp(t);
  const r = await render(`${LIVE}/pages`, out);
  t.equal(r.status, 0, r.stderr);
  const home = page(out, '');
  t.match(home, '<h1 class="site-title">Harbour Notes</h1>', "the first page's website");
  t.match(home, '<p class="live-home">Saved from the live site.</p>', 'a regular page keeps its mainContent');
  t.match(home, '<nav><a class="nav-link" href="/">Welcome</a><a class="nav-link" href="/notes">Notes</a></nav>', 'each declared navigation lists the top-level pages');
  t.match(page(out, 'notes'), '<ul class="notes"><li><a href="/notes/second-tide">Second tide</a></li><li><a href="/notes/first-light">First light</a></li><li><a href="/notes/harbour-wall">The harbour wall</a></li></ul>', 'list items and item-page items merged, newest first');
  t.match(page(out, 'notes/harbour-wall'), '<p class="live-item">Only on its own page.</p>');
});

t.test('one saved page as --fixtures', async (t) => {
  const out = tmp(t);
  const r = await render(`${LIVE}/pages/home.json`, out);
  t.equal(r.status, 0, r.stderr);
  t.match(page(out, ''), 'live-home');
});

t.test('vitrine fixtures writes a fixtures folder that renders the same pages', async (t) => {
  const dir = tmp(t);
  const made = await vitrine(['fixtures', `${LIVE}/pages`, '--out', join(dir, 'fixtures')]);
  t.equal(made.status, 0, made.stderr);
  t.equal(made.stdout, `3 pages -> 2 collections, 3 items in ${join(dir, 'fixtures')}\n`);
  t.same(readdirSync(join(dir, 'fixtures', 'collections')), ['01-home.json', '02-notes.json']);
  const notes = JSON.parse(readFileSync(join(dir, 'fixtures', 'collections', '02-notes.json'), 'utf8')) as { items: { urlId: string }[] };
  t.same(notes.items.map((i) => i.urlId), ['harbour-wall', 'second-tide', 'first-light'], 'items in the order the files were read (journal/item-old.json before journal/list.json)');
  const [a, b] = [join(dir, 'a'), join(dir, 'b')];
  t.equal((await render(`${LIVE}/pages`, a)).status, 0);
  t.equal((await render(join(dir, 'fixtures'), b)).status, 0);
  for (const p of ['', 'notes', 'notes/first-light', 'notes/harbour-wall']) t.equal(page(b, p), page(a, p), `/${p} is the same`);
});

t.test('vitrine fixtures: files that are not live pages are named and nothing is written', async (t) => {
  const dir = tmp(t);
  writeFileSync(join(dir, 'other.json'), '{"hello": 1}');
  const r = await vitrine(['fixtures', join(dir, 'other.json'), '--out', join(dir, 'out')]);
  t.equal(r.status, 1);
  t.match(r.stderr, 'other.json:1:1: warning: not a page of a live site');
  t.match(r.stderr, 'nothing written');
  t.throws(() => readdirSync(join(dir, 'out')));
});
