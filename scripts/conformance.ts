/**
 * npm run conformance -- DIR... [--json FILE]
 * Runs every case file under the directories and prints per-family counts,
 * the failing cases and a closing `N passed, N failed` line.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Engine } from '../engine/index.js';
import { loadCases, runCase, type CaseResult } from './conformance/cases.js';
import { CONFORMANCE_DIR, EXPECTED_FAILURES_FILE, EXPECTED_PASSES_FILE } from './conformance/paths.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'string' },
    verbose: { type: 'boolean', short: 'v' },
    'write-expected': { type: 'boolean' },
    execution: { type: 'string', default: 'tiered' },
  },
});
const dirs = positionals.length ? positionals : [CONFORMANCE_DIR];
const execution = values.execution as 'tiered' | 'interpret' | 'compile';
if (!['tiered', 'interpret', 'compile'].includes(execution)) throw new Error(`--execution must be tiered, interpret or compile, got ${execution}`);
const engine = new Engine({ execution });
const results: CaseResult[] = [];
for (const dir of dirs) for (const c of loadCases(dir)) results.push(runCase(c, engine));

const families = new Map<string, { pass: number; fail: number; skip: number }>();
for (const r of results) {
  const f = families.get(r.family) ?? { pass: 0, fail: 0, skip: 0 };
  f[r.status]++;
  families.set(r.family, f);
}
for (const [name, f] of [...families].sort()) {
  console.log(`${name.padEnd(14)} ${String(f.pass).padStart(4)} passed ${String(f.fail).padStart(4)} failed${f.skip ? ` ${f.skip} skipped` : ''}`);
}
const failed = results.filter((r) => r.status === 'fail');
const known = new Map<string, string>(
  existsSync(EXPECTED_FAILURES_FILE) ? (JSON.parse(readFileSync(EXPECTED_FAILURES_FILE, 'utf8')) as { file: string; reason: string }[]).map((k) => [k.file, k.reason]) : [],
);
if (failed.length) {
  console.log('\nfailing:');
  for (const r of failed) {
    console.log(`  ${r.file}${known.has(r.file) ? ` (known: ${known.get(r.file)})` : ''}`);
    if (values.verbose) {
      console.log(`    expected: ${JSON.stringify(r.expected).slice(0, 400)}\n    actual:   ${JSON.stringify(r.actual).slice(0, 400)}`);
      for (const e of r.errors.slice(0, 5)) console.log(`    ${e}`);
    }
  }
}
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 1));
if (values['write-expected']) {
  // The list only grows: a case once passing stays in it.
  const old: string[] = existsSync(EXPECTED_PASSES_FILE) ? JSON.parse(readFileSync(EXPECTED_PASSES_FILE, 'utf8')) : [];
  const next = new Set([...old, ...results.filter((r) => r.status === 'pass').map((r) => r.file)]);
  writeFileSync(EXPECTED_PASSES_FILE, JSON.stringify([...next].sort(), null, 1) + '\n');
}
const passed = results.filter((r) => r.status === 'pass').length;
const skipped = results.filter((r) => r.status === 'skip').length;
console.log(`\n${passed} passed, ${failed.length} failed${skipped ? `, ${skipped} skipped` : ''}`);
