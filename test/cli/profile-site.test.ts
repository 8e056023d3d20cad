// `vitrine stats --profile --site DIR [URLPATH]` as a separate process: a page of a template folder profiled,
// each row at the folder's real file (a region of the layout, the collection's .list/.item, blocks, a tag body).
import t from 'tap';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vitrine } from './run-cli.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const DIR = 'test/fixtures/cli/profile-site/template';
const out = mkdtempSync(join(tmpdir(), 'vitrine-profile-site-'));
const profile = (flame: string, ...args: string[]) => vitrine(['stats', '--profile', '--site', DIR, ...args, '--runs', '3', '--flame', join(out, flame)]);

/** The table's rows by instruction label (the folder prefix left off): [self, total, calls]. */
function rows(stdout: string): Map<string, number[]> {
  const table = new Map<string, number[]>();
  for (const line of stdout.split('\n').slice(2, -2)) {
    const m = /^\s+(\d+\.\d{3})\s+(\d+\.\d{3})\s+(\d+)  (.*)$/.exec(line);
    if (m) table.set(m[4]!.replace(`${DIR}/`, ''), [Number(m[1]), Number(m[2]), Number(m[3])]);
  }
  return table;
}

t.test('the home page (a collection list): view, layout regions, blocks and tag bodies at their files', async (t) => {
  const r = await profile('home.folded');
  t.equal(r.status, 0, r.stderr);
  t.equal(r.stderr, '');
  const lines = r.stdout.trimEnd().split('\n');
  t.match(lines[0]!, new RegExp(`^/ of ${DIR}: \\d+\\.\\d{3} ms per render \\(3 renders\\), \\d+\\.\\d{3} ms of it in template instructions; per render:$`));
  t.equal(lines[1], '  self ms   total ms    calls  instruction');
  t.equal(lines.at(-1), `flame graph (folded stacks, µs over 3 renders): ${join(out, 'home.folded')}`);
  const table = rows(r.stdout);
  const calls = (label: string) => table.get(label)?.[2];
  t.equal(calls('collections/journal.list:2:1 {.repeated section items}'), 1, 'the list view');
  t.equal(calls('collections/journal.list:3:6 |apply card.block'), 3, 'one apply per item');
  t.equal(calls('blocks/card.block:3:20 |date %Y-%m-%d'), 3, 'a formatter of the block, at the block file');
  t.equal(calls('header.region:2:13 {website.language|htmlattr}'), 1, 'the first region of the layout');
  t.equal(calls('footer.region:1:9 {website.siteTitle|html}'), 1, 'the second region at its own line, not the concatenation\'s');
  t.equal(calls('blocks/nav.block:1:6 {.repeated section items}'), 1, 'a navigation tag\'s template block');
  t.equal(calls('footer.region:2:55 {.repeated section items}'), 1, 'an inline tag body, at its place in the region');
  for (const [label, [self, total]] of table) t.ok(self! <= total! + 0.001, `self <= total: ${label}`);
});

t.test('the flame graph: stacks through the view into the block, at folder files', async (t) => {
  await profile('flame.folded');
  const lines = readFileSync(join(out, 'flame.folded'), 'utf8').trimEnd().split('\n');
  for (const l of lines) t.match(l, /^[^;]+(;[^;]+)* \d+$/);
  const list = `${DIR}/collections/journal.list`;
  const card = `${DIR}/blocks/card.block`;
  t.ok(
    lines.some((l) => l.startsWith(`${list}:2:1 {.repeated section items};${list}:3:3 {@|apply};${list}:3:6 |apply card.block;${card}:3:9 {publishOn|date};${card}:3:20 |date %Y-%m-%d `)),
    'the block runs inside the apply inside the repetition',
  );
});

t.test('an item page: its .item view, no list', async (t) => {
  const r = await profile('item.folded', '/journal/second');
  t.equal(r.status, 0, r.stderr);
  t.match(r.stdout, /^\/journal\/second of /);
  const table = rows(r.stdout);
  t.equal(table.get('collections/journal.item:1:1 {.section item}')?.[2], 1);
  t.notOk([...table.keys()].some((l) => l.includes('journal.list')));
});

t.test('bad input: a clear message and exit 2', async (t) => {
  const cases: [string[], RegExp][] = [
    [['stats', '--profile', '--site', DIR, '/nope'], /^vitrine: '\/nope' is not a page of the site \(profile \/404 for the not-found page\)\n$/],
    [['stats', '--profile', '--site', DIR, 'journal'], /^vitrine: the page to profile is a URL path starting with '\/', not 'journal'\n$/],
    [['stats', '--site', DIR], /^vitrine: stats --site DIR profiles a page: add --profile\n$/],
    [['stats', '--profile', '--site', DIR, '--json', 'x.json'], /^vitrine: --json, --partials and --inject are for stats TEMPLATE --profile/],
    [['stats', '--profile', '--site', DIR, '--runs', '0'], /^vitrine: --runs must be a whole number from 1 to/],
    [['stats', '--profile', '--site', 'test/fixtures/cli/shop'], /^vitrine: 'test\/fixtures\/cli\/shop' has no template\.conf\n$/],
  ];
  for (const [args, message] of cases) {
    const r = await vitrine(args);
    t.equal(r.status, 2, args.join(' '));
    t.match(r.stderr, message);
    t.equal(r.stdout, '');
  }
});
