// Differential test: seeded random templates and contexts (see
// differential/generate.ts) run through Vitrine (both execution paths) and
// the reference implementation (devDependency). Every difference must be
// one of the committed intended differences (differential/
// intended-differences.ts: server behaviour the reference lacks), shown by
// the two agreeing once that construct is taken out. DIFF_CASES sets the
// number of cases (default 2000), DIFF_SEED the seed, DIFF_SHOW=ID prints the
// cases an intended difference explains.
import t from 'tap';
import { Engine, parseJson } from '../../engine/index.js';
import { Generator, prng, type DiffCase } from './differential/generate.js';
import { INTENDED_DIFFERENCES, type IntendedDifference } from './differential/intended-differences.js';
import { referenceRender } from './reference-oracle.js';

const CASES = Number(process.env.DIFF_CASES ?? 2000);
const SEED = Number(process.env.DIFF_SEED ?? 22);
const SHOW = process.env.DIFF_SHOW;
const interpreter = new Engine({ execution: 'interpret', cacheSize: 0 });
const compiler = new Engine({ execution: 'compile', cacheSize: 0 });

function ours(c: DiffCase, engine: Engine): string {
  const data = parseJson(c.json);
  if (!data.ok) throw new Error(`generated bad JSON: ${c.json}`);
  return engine.render(c.template, data.value, { partials: c.partials, now: 0 }).html;
}

const theirs = (c: DiffCase): string => referenceRender(c.template, c.json, { partials: c.partials }).html;

const agree = (c: DiffCase, set: readonly IntendedDifference[]): boolean => {
  const w = set.reduce((x, d) => d.without(x), c);
  return ours(w, interpreter) === theirs(w);
};

/** A minimal set of intended differences whose removal makes both agree; null when even all of them do not. */
function explain(c: DiffCase): IntendedDifference[] | null {
  for (const d of INTENDED_DIFFERENCES) if (agree(c, [d])) return [d];
  let set = [...INTENDED_DIFFERENCES];
  if (!agree(c, set)) return null;
  for (const d of INTENDED_DIFFERENCES) {
    const smaller = set.filter((x) => x !== d);
    if (agree(c, smaller)) set = smaller;
  }
  return set;
}

t.test(`${CASES} generated cases: Vitrine and the reference agree but for intended differences`, async (t) => {
  const gen = new Generator(prng(SEED));
  const counts = new Map<string, number>();
  let agreed = 0;
  const unexplained: string[] = [];
  for (let i = 0; i < CASES; i++) {
    const c = gen.case();
    const mine = ours(c, interpreter);
    // The generated-code path must give the interpreter's output (every 4th case: it compiles each template).
    if (i % 4 === 0) t.equal(ours(c, compiler), mine, `case ${i}: both execution paths agree`);
    if (mine === theirs(c)) {
      agreed++;
      continue;
    }
    const why = explain(c);
    if (why === null) {
      if (unexplained.length < 10) unexplained.push(JSON.stringify({ case: i, ...c, ours: mine, reference: theirs(c) }));
      continue;
    }
    for (const d of why) counts.set(d.id, (counts.get(d.id) ?? 0) + 1);
    if (why.some((d) => d.id === SHOW)) t.comment(JSON.stringify({ case: i, ...c, ours: mine, reference: theirs(c) }));
  }
  t.same(unexplained, [], 'no unexplained difference');
  t.comment(`${agreed} of ${CASES} identical; intended differences: ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
});

t.test('every intended difference says why and is needed', async (t) => {
  for (const d of INTENDED_DIFFERENCES) t.ok(d.reason.length > 40, `${d.id} says why`);
  t.equal(new Set(INTENDED_DIFFERENCES.map((d) => d.id)).size, INTENDED_DIFFERENCES.length, 'ids are unique');
});
