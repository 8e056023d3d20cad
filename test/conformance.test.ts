// The conformance vectors in ../shared/conformance, run straight from there:
// every case in the committed list of expected passes must still pass.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { Engine } from '../engine/index.js';
import { loadCases, runCase } from '../scripts/conformance/cases.js';
import { CONFORMANCE_DIR, EXPECTED_FAILURES_FILE, EXPECTED_PASSES_FILE } from '../scripts/conformance/paths.js';

const expected: string[] = JSON.parse(readFileSync(EXPECTED_PASSES_FILE, 'utf8'));
const cases = loadCases(CONFORMANCE_DIR);
// Both execution paths (the interpreter and generated code) must give the same output on every case.
const interpreted = new Map(cases.map((c) => [c.file, runCase(c, new Engine({ execution: 'interpret' }))]));
const engine = new Engine({ execution: 'compile' });
const results = new Map(cases.map((c) => [c.file, runCase(c, engine)]));
t.test('the interpreter and the generated code agree on every case', async (t) => {
  for (const [file, r] of results) t.equal(interpreted.get(file)!.actual, r.actual, file);
});

t.ok(results.size >= 426, `all case files are found (${results.size})`);
for (const file of expected) {
  const r = results.get(file);
  t.ok(r, `${file} exists`);
  if (!r) continue;
  t.equal(r.actual, r.expected, file, { errors: r.errors });
}
const knownFailures: { file: string; reason: string }[] = JSON.parse(readFileSync(EXPECTED_FAILURES_FILE, 'utf8'));
for (const { file, reason } of knownFailures) {
  t.ok(results.has(file), `known failure ${file} exists`);
  t.ok(reason.length > 20, `known failure ${file} says why`);
  t.notOk(expected.includes(file), `${file} is not both expected to pass and to fail`);
}
const newlyPassing = [...results.values()].filter((r) => r.status === 'pass' && !expected.includes(r.file));
t.comment(`${newlyPassing.length} cases pass that are not yet in the expected list (npm run conformance -- --write-expected)`);
