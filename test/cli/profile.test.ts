// `vitrine stats TEMPLATE --profile`: the cost table and the flame graph, run in-process; a profiled render prints the same HTML.
import t from 'tap';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Engine } from '../../engine/index.js';
import { SHOP } from './run-cli.js';
import { runInProcess } from './run-in-process.js';
import { RenderProfile } from '../../cli/profile/render-profile.js';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-profile-'));
const args = (flame: string, runs = '5') => ['stats', `${SHOP}/product.html`, '--profile', '--json', `${SHOP}/product.json`, '--partials', `${SHOP}/partials`, '--inject', `labels.json=${SHOP}/labels.json`, '--runs', runs, '--flame', flame];

t.test('the table: each costly instruction with its calls per render, partials by their file', async (t) => {
  const flame = join(dir, 'a.folded');
  const r = await runInProcess(args(flame));
  t.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trimEnd().split('\n');
  t.match(lines[0]!, new RegExp(`^${SHOP}/product\\.html: \\d+\\.\\d{3} ms per render \\(5 renders\\); per render:$`));
  t.equal(lines[1], '  self ms   total ms    calls  instruction');
  const row = (label: string) => lines.find((l) => l.endsWith(`  ${label}`));
  t.match(row(`${SHOP}/product.html:10:1 {.repeated section related}`), /^\s+\d+\.\d{3}\s+\d+\.\d{3}\s+1  /);
  t.match(row(`${SHOP}/product.html:10:31 |apply card.block`), /\s2  /, 'two related items: two applies per render');
  t.ok(row(`${SHOP}/partials/nav/links.block:1:6 {.repeated section links}`), 'an instruction of a partial, at its file');
  t.ok(row(`${SHOP}/product.html:7:20 |datetime medium`), 'formatters with their arguments');
  t.equal(lines.at(-1), `flame graph (folded stacks, µs over 5 renders): ${flame}`);
  for (const l of lines.slice(2, -1)) {
    const [self, total] = l.trim().split(/\s+/).map(Number);
    t.ok(self! <= total! + 0.001, `self <= total: ${l}`);
  }
});

t.test('the flame graph: folded stacks, nested through partials', async (t) => {
  const flame = join(dir, 'b.folded');
  await runInProcess(args(flame));
  const lines = readFileSync(flame, 'utf8').trimEnd().split('\n');
  for (const l of lines) t.match(l, /^[^;]+(;[^;]+)* \d+$/);
  t.ok(
    lines.some((l) => l.startsWith(`${SHOP}/product.html:11:1 {.section footer};${SHOP}/product.html:11:18 {@|apply};${SHOP}/product.html:11:21 |apply nav/links.block;${SHOP}/partials/nav/links.block:1:6 {.repeated section links} `)),
    'the partial runs inside the apply inside the section',
  );
});

t.test('bad --runs is a usage error', async (t) => {
  const r = await runInProcess(args(join(dir, 'c.folded'), '0'));
  t.equal(r.status, 2);
  t.match(r.stderr, /--runs must be a whole number from 1 to/);
});

t.test('a profiled engine renders the same HTML and reports nested frames', async (t) => {
  const source = '{.section a}{.repeated section b}{@|json}{.end}{.end}{c|html}';
  const data = { a: { b: [1, 2, 3] }, c: '<x>' };
  const profile = new RenderProfile((s) => s ?? 'inline');
  const profiled = new Engine({ profiler: profile }).compile(source).render(data);
  t.same(profiled, new Engine().compile(source).render(data));
  const labels = profile.table().map((r) => [r.label, r.calls]);
  t.same(new Map(labels as [string, number][]), new Map([
    ['inline:1:1 {.section a}', 1],
    ['inline:1:13 {.repeated section b}', 1],
    ['inline:1:34 {@|json}', 3],
    ['inline:1:37 |json', 3],
    ['inline:1:54 {c|html}', 1],
    ['inline:1:57 |html', 1],
  ]));
  const sum = profile.table().reduce((s, r) => s + r.self, 0);
  const tops = profile.table().filter((r) => r.label.endsWith('{.section a}') || r.label.endsWith('{c|html}')).reduce((s, r) => s + r.total, 0);
  t.equal(sum, tops, 'self times add up to the top-level totals');
});
