import t from 'tap';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHOP, THREE, vitrine } from './run-cli.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const PRODUCT = [
  'render',
  `${SHOP}/product.html`,
  '--json',
  `${SHOP}/product.json`,
  '--inject',
  `labels.json=${SHOP}/labels.json`,
  '--tz',
  'Europe/Paris',
  '--locale',
  'fr-FR',
];

const PRODUCT_HTML = `

<article>
  <h1>Linen shirt &lt;blue&gt;</h1>
  <p>Price: 49.00</p>
  <p>2 tags: linen, summer</p>
  <time>1 janv. 2026, 01:00:00</time>
</article>

<a href="/cap">Cap</a>
<a href="/belt">Belt</a>

<nav><a href="/about">About</a></nav>

`;

t.test('renders with a partials directory (nested names), an inject, a locale and a time zone', async (t) => {
  const r = await vitrine([...PRODUCT, '--partials', `${SHOP}/partials`]);
  t.equal(r.stderr, '');
  t.equal(r.status, 0);
  t.equal(r.stdout, PRODUCT_HTML);
});

t.test('a JSON file of partials renders the same', async (t) => {
  const r = await vitrine([...PRODUCT, '--partials', `${SHOP}/partials.json`]);
  t.equal(r.status, 0);
  t.equal(r.stdout, PRODUCT_HTML);
});

t.test('--json - reads the context from standard input', async (t) => {
  const r = await vitrine(['render', `${SHOP}/clock.html`, '--json', '-', '--tz', 'UTC', '--now', '2026-01-04T00:00:00Z'], {
    input: '{"product": {"published": 1767225600000}}',
  });
  t.equal(r.status, 0);
  t.equal(r.stdout, '2026-01-01 00:00 UTC\n3 days ago\n');
});

t.test('--now takes ISO or milliseconds; --tz and --locale change the output', async (t) => {
  const base = ['render', `${SHOP}/clock.html`, '--json', `${SHOP}/product.json`];
  const [iso, ms, tokyo] = await Promise.all([
    vitrine([...base, '--tz', 'UTC', '--now', '2026-01-04T00:00:00Z']),
    vitrine([...base, '--tz', 'UTC', '--now', '1767484800000']),
    vitrine([...base, '--tz', 'Asia/Tokyo', '--locale', 'de-DE', '--now', '2026-01-04T00:00:00Z']),
  ]);
  t.equal(iso.stdout, '2026-01-01 00:00 UTC\n3 days ago\n');
  t.equal(ms.stdout, iso.stdout);
  t.equal(tokyo.stdout, '2026-01-01 09:00 JST\nvor 3 Tagen\n');
});

t.test('--out writes the HTML to a file and nothing to stdout', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cli-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'page.html');
  const r = await vitrine([...PRODUCT, '--partials', `${SHOP}/partials`, '--out', out]);
  t.equal(r.status, 0);
  t.equal(r.stdout, '');
  t.equal(readFileSync(out, 'utf8'), PRODUCT_HTML);
});

t.test('errors in a template and two partials: all three, in order, each with its own file', async (t) => {
  const args = ['render', `${THREE}/page.html`, '--json', `${THREE}/data.json`, '--partials', `${THREE}/partials`];
  const [strict, allowed] = await Promise.all([vitrine(args), vitrine([...args, '--allow-errors'])]);
  const expected = [
    `${THREE}/page.html:1:12: error: Formatter 'no-such-formatter' is unknown`,
    `${THREE}/partials/a.block:2:3: error: Parse of partial "a.block" failed: Reached end of input in the middle of {.section image}`,
    `${THREE}/partials/b.block:2:4: error: Error reducing expression: 1 +: Invalid arguments to operator add`,
  ];
  t.equal(strict.status, 1);
  t.same(strict.stderr.split('\n'), [...expected, '']);
  t.match(strict.stdout, '<img src="/i.png">', 'the HTML is still printed');
  t.match(strict.stdout, '<p>N</p>');
  t.equal(allowed.status, 0, '--allow-errors');
  t.equal(allowed.stderr, strict.stderr);
  t.equal(allowed.stdout, strict.stdout);
});

t.test('errors inside partials from a JSON file name FILE.json#partial', async (t) => {
  const r = await vitrine(['render', `${THREE}/page.html`, '--json', `${THREE}/data.json`, '--partials', `${THREE}/partials.json`]);
  t.equal(r.status, 1);
  t.same(
    r.stderr.split('\n').map((line) => line.split(': error: ')[0]),
    [`${THREE}/page.html:1:12`, `${THREE}/partials.json#a.block:2:3`, `${THREE}/partials.json#b.block:2:4`, ''],
  );
});

