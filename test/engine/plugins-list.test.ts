// listPlugins(): every formatter and predicate with its family; counts per family.
import t from 'tap';
import { listPlugins } from '../../engine/plugins/index.js';
import { Engine } from '../../engine/index.js';

const EXPECTED: Record<string, { formatter: number; predicate: number }> = {
  // 29 core formatters and 12 core predicates, plus one of each the platform names but does not implement.
  core: { formatter: 30, predicate: 13 },
  commerce: { formatter: 23, predicate: 4 },
  i18n: { formatter: 9, predicate: 0 },
  content: { formatter: 21, predicate: 81 },
  social: { formatter: 9, predicate: 2 },
  slide: { formatter: 0, predicate: 1 },
};

t.test('counts per family', async (t) => {
  const list = listPlugins();
  for (const [family, counts] of Object.entries(EXPECTED)) {
    for (const kind of ['formatter', 'predicate'] as const) {
      t.equal(list.filter((p) => p.family === family && p.kind === kind).length, counts[kind], `${family} ${kind}s`);
    }
  }
});

t.test('names are unique per kind, sorted, and match the registry', async (t) => {
  const list = listPlugins();
  const engine = new Engine();
  for (const kind of ['formatter', 'predicate'] as const) {
    const names = list.filter((p) => p.kind === kind).map((p) => p.name);
    t.equal(new Set(names).size, names.length, `${kind} names unique`);
    t.same(names, [...names].sort((a, b) => a.localeCompare(b)));
    const registered = (kind === 'formatter' ? engine.registry.formatterList() : engine.registry.predicateList()).map((p) => p.name);
    t.same(names, registered);
  }
  for (const p of list) t.ok(p.summary.length > 0, `${p.name} has a summary`);
  t.ok(list.some((p) => p.name === 'timesince' && p.family === 'content'));
  t.ok(list.some((p) => p.name === 'comment-count' && p.family === 'social'));
});
