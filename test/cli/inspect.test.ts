// vitrine tree, stats, plugins and --help, run as separate processes.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Engine } from '../../engine/index.js';
import { ROOT, SHOP, vitrine } from './run-cli.js';

// CLI processes: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(180_000);

const engine = new Engine();

t.test('tree prints the instruction tree the engine parses, as JSON', async (t) => {
  const [good, broken, missing] = await Promise.all([
    vitrine(['tree', `${SHOP}/product.html`]),
    vitrine(['tree', `${SHOP}/broken.html`]),
    vitrine(['tree', `${SHOP}/nope.html`]),
  ]);
  t.equal(good.status, 0);
  t.equal(good.stderr, '');
  t.same(JSON.parse(good.stdout), engine.parse(readFileSync(join(ROOT, SHOP, 'product.html'), 'utf8')).tree);
  t.equal(broken.status, 1, 'a template with errors: the tree, its diagnostics and status 1');
  t.equal(JSON.parse(broken.stdout).type, 'root');
  t.same(broken.stderr.split('\n'), [
    `${SHOP}/broken.html:5:8: error: 'truncate' expects 0 to 2 argument(s) but got 3`,
    `${SHOP}/broken.html:6:3: error: Predicate 'no-such?' is unknown`,
    `${SHOP}/broken.html:7:8: error: Formatter 'moneyy' is unknown`,
    `${SHOP}/broken.html:2:1: warning: Macro 'row' is defined twice`,
    '',
  ]);
  t.equal(missing.status, 2);
});

t.test('stats counts instructions by type, formatters, predicates and variables', async (t) => {
  const [product, broken] = await Promise.all([vitrine(['stats', `${SHOP}/product.html`]), vitrine(['stats', `${SHOP}/broken.html`])]);
  t.equal(product.status, 0);
  t.same(JSON.parse(product.stdout), {
    file: `${SHOP}/product.html`,
    instructions: { inject: 1, repeated: 2, section: 2, text: 12, variable: 8 },
    formatters: { apply: 2, count: 1, datetime: 1, htmltag: 1 },
    predicates: {},
    variables: { '@': 3, '@labels.price': 1, footer: 1, price: 1, product: 1, published: 1, related: 1, tags: 2, title: 1 },
  });
  const b = JSON.parse(broken.stdout) as { instructions: Record<string, number>; predicates: Record<string, number>; formatters: Record<string, number> };
  t.equal(broken.status, 1);
  t.same(b.instructions, { include: 1, macro: 2, predicate: 1, text: 13, variable: 6 });
  t.same(b.predicates, { 'no-such?': 1 });
  t.same(b.formatters, { apply: 3, truncate: 1 });
});

t.test('plugins lists every formatter and predicate with family and argument counts', async (t) => {
  const [text, json, core, bad] = await Promise.all([
    vitrine(['plugins']),
    vitrine(['plugins', '--format', 'json']),
    vitrine(['plugins', '--family', 'core', '--format', 'json']),
    vitrine(['plugins', '--family', 'nope']),
  ]);
  const formatters = engine.registry.formatterList();
  const predicates = engine.registry.predicateList();
  t.equal(text.status, 0);
  const lines = text.stdout.trimEnd().split('\n');
  t.equal(lines.length, formatters.length + predicates.length);
  const apply = lines.find((l) => /^formatter +apply /.test(l));
  t.match(apply, /^formatter +apply +core +1\+ +apply PARTIAL \[private\]/);
  t.match(lines.find((l) => /^predicate +equal\? /.test(l)), /^predicate +equal\? +core +1-2 +equal\? A \[B\]/);

  const entries = JSON.parse(json.stdout) as { kind: string; name: string; family: string; minArgs: number; maxArgs: number | null; summary: string }[];
  t.same(
    entries.map((e) => `${e.kind} ${e.name}`),
    [...formatters.map((f) => `formatter ${f.name}`), ...predicates.map((p) => `predicate ${p.name}`)],
  );
  for (const def of [...formatters, ...predicates]) {
    const e = entries.find((x) => x.name === def.name && x.family === def.family)!;
    t.equal(e.summary, def.summary);
    t.equal(e.minArgs, def.minArgs ?? 0);
    t.equal(e.maxArgs, def.maxArgs ?? null);
  }
  const coreEntries = JSON.parse(core.stdout) as { family: string }[];
  t.ok(coreEntries.length > 0 && coreEntries.every((e) => e.family === 'core'));
  t.equal(bad.status, 2);
  t.match(bad.stderr, "vitrine: unknown family 'nope' (one of ");
});

t.test('--help on every command', async (t) => {
  const commands = ['render', 'check', 'tree', 'stats', 'plugins'];
  const runs = await Promise.all([vitrine(['--help']), ...commands.map((c) => vitrine([c, '--help']))]);
  t.equal(runs[0]!.status, 0);
  for (const c of commands) t.match(runs[0]!.stdout, new RegExp(`\\n  ${c} `), `the top-level help lists ${c}`);
  commands.forEach((c, i) => {
    const r = runs[i + 1]!;
    t.equal(r.status, 0, c);
    t.match(r.stdout, `Usage: vitrine ${c} `);
  });
  t.match(runs[1]!.stdout, '--allow-errors');
  t.match(runs[2]!.stdout, '--schema <file>');
  t.match(runs[5]!.stdout, '--format <format>');
});
