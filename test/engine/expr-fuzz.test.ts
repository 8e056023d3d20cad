// Fuzz test of the expression evaluator: 100,000+ random expressions (valid
// random expressions, token soup, random characters, deep nesting) through compile and evaluate. No
// exception may escape, no internal error may be reported, and no run may
// take more steps than twice its instruction count (the evaluator's stated
// bound: one step per instruction, one per call argument). Seeded, so every
// run sees the same expressions.
import t from 'tap';
import { compileExpression, evaluateExpression, runExpression, stringLimit } from '../../engine/expr/index.js';
import { RenderContext } from '../../engine/runtime/context.js';
import { Frame } from '../../engine/runtime/frame.js';
import { resolve } from '../../engine/runtime/lookup.js';
import { Engine } from '../../engine/index.js';

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(0x5eed1234);
const int = (n: number) => Math.floor(rand() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;

const DATA = {
  a: { b: { c: 3 } },
  s: '-6.5',
  hex: '0x1F',
  word: 'abc',
  n: null,
  yes: true,
  obj: { k: 1 },
  arr: [1, 2, 'x'],
  big: 'x'.repeat(1000),
};

const VOCAB = [
  '0', '1', '2.5', '1.', '1e3', '1e-2', '0x1f', '0X', '1..2', '1e', '99999999999999999999', '.5',
  "'a'", '"b"', "'\\n'", '"\\x41"', '"\\u2018"', '"\\U0001F600"', '"\\xZ"', "'unterminated", '""', '"\\q"',
  'null', 'true', 'false', 'PI', 'E', 'Infinity', 'NaN',
  'a', 'a.b', 'a.b.c', 'arr.0', 'arr.2', 'obj', 'arr', 's', 'hex', 'word', 'n', 'yes', 'big', 'nosuch', 'x-1', '@', '@.PI',
  '@v', '@w', '@index', '$x',
  'max', 'min', 'abs', 'num', 'str', 'bool', 'foo',
  '+', '-', '*', '/', '%', '**', '!', '~', '<<', '>>', '<', '>', '<=', '>=', '==', '!=', '===', '!==',
  '&', '^', '|', '&&', '||', '=', '(', ')', '(', ')', ',', ';', ' ', '#', '\t', '\n', '\u00a0',
];

function tokenSoup(): string {
  const n = 1 + int(40);
  let s = '';
  for (let i = 0; i < n; i++) s += pick(VOCAB) + (rand() < 0.6 ? ' ' : '');
  return s;
}

const ATOMS = [
  '0', '1', '7', '2.5', '1e3', '0x1f', "'a'", '"7"', '""', "'0x10'", 'null', 'true', 'false', 'PI', 'NaN', 'Infinity',
  'a.b.c', 'arr.0', 'arr.2', 's', 'hex', 'word', 'n', 'yes', 'nosuch', '@v', '@w', 'obj', 'arr', 'big',
];
const BINARY = ['+', '-', '*', '/', '%', '**', '<<', '>>', '<', '>', '<=', '>=', '==', '!=', '===', '!==', '&', '^', '|', '&&', '||'];
const FUNCS = ['max', 'min', 'abs', 'num', 'str', 'bool'];

/** A syntactically valid expression (it may still fail to evaluate: objects, missing arguments). */
function wellFormed(depth = 0): string {
  const r = depth > 6 ? 0 : rand();
  if (r < 0.35) return pick(ATOMS);
  if (r < 0.7) return `${wellFormed(depth + 1)} ${pick(BINARY)} ${wellFormed(depth + 1)}`;
  if (r < 0.8) return `${pick(['-', '+', '!', '~'])}${wellFormed(depth + 1)}`;
  if (r < 0.88) return `(${wellFormed(depth + 1)})`;
  if (r < 0.95) return `${pick(FUNCS)}(${Array.from({ length: int(4) }, () => wellFormed(depth + 1)).join(', ')})`;
  return `${pick(['@v', '@w'])} = ${wellFormed(depth + 1)}`;
}

function statements(): string {
  return Array.from({ length: 1 + int(3) }, () => wellFormed()).join('; ');
}

function randomChars(): string {
  const n = int(60);
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (r < 0.7) s += String.fromCharCode(32 + int(95)); // printable ASCII
    else if (r < 0.8) s += String.fromCharCode(int(32)); // control characters
    else if (r < 0.9) s += String.fromCharCode(int(0x10000)); // any code unit, lone surrogates included
    else s += pick(['\\', '"', "'", '\\u', '\\x', '\\U', '0x', '.', 'e']);
  }
  return s;
}

function deepNesting(): string {
  const depth = 1 + int(3000);
  switch (int(7)) {
    case 0:
      return '('.repeat(depth) + '1' + ')'.repeat(depth);
    case 1:
      return '('.repeat(depth) + '1' + ')'.repeat(int(depth + 2)); // unbalanced
    case 2:
      return '-'.repeat(depth) + '1';
    case 3:
      return 'max('.repeat(depth) + '1' + ')'.repeat(depth);
    case 4:
      return Array.from({ length: depth }, (_, i) => String(i)).join(pick([' ** ', ' + ', ' - ', ' = ', ' && ', ', ', '; ']));
    case 5:
      return Array.from({ length: depth }, () => '"ab"').join(' + ');
    default:
      return '@v = ' + '!~-+'.repeat(depth) + 'a.b.c';
  }
}

type Outcome = 'value' | 'parse-error' | 'reduce-error';

/** Evaluates one expression as a render does; returns the check that failed (or null) and the outcome. */
function check(code: string, limits: { maxExpressionTokens: number; maxExpressionStringLength: number }): [string | null, Outcome] {
  const [failure, ctx] = checkIn(code, limits);
  const first = ctx?.errors[0]?.code;
  return [failure, first === 'EXPRESSION_PARSE' ? 'parse-error' : first === 'EXPRESSION_REDUCE' ? 'reduce-error' : 'value'];
}

function checkIn(
  code: string,
  limits: { maxExpressionTokens: number; maxExpressionStringLength: number },
): [string | null, RenderContext | null] {
  const compiled = compileExpression(code);
  const ctx = new RenderContext(DATA, { limits }, { partial: () => () => '' });
  const frame = new Frame(DATA, null);
  let out: unknown;
  try {
    out = evaluateExpression(compiled, ctx, frame);
  } catch (e) {
    return [`threw ${String(e)}`, null];
  }
  const fail = (why: string): [string, RenderContext] => [why, ctx];
  if (typeof out !== 'string') return fail('output is not a string');
  const internal = ctx.errors.find((d) => d.code !== 'EXPRESSION_PARSE' && d.code !== 'EXPRESSION_REDUCE');
  if (internal) return fail(`internal error: ${internal.message}`);
  if (ctx.errors.length > 1) return fail('more than one error for one expression');
  if (compiled.error === null) {
    const instructions = compiled.programs.reduce((n, p) => n + p.length, 0);
    const r = runExpression(compiled, new Frame(DATA, null), resolve, stringLimit(limits.maxExpressionStringLength));
    if (r.steps > 2 * instructions) return fail(`${r.steps} steps for ${instructions} instructions`);
    if (compiled.tokens > code.length) return fail('more tokens than characters');
  }
  return [null, ctx];
}

/** Past this much wall time an expression is timed again by CPU time (reading the CPU clock for each of 100,000 costs seconds). */
const RETIME_PAST_MS = 50;

/** The work of a run that took `wallMs`: its CPU time when the wall time is long, since a busy machine stretches wall time, never the work. */
function workMs(wallMs: number, again: () => unknown): number {
  if (wallMs <= RETIME_PAST_MS) return wallMs;
  const before = process.cpuUsage();
  again();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

t.test('100,000+ random expressions: no exception, bounded work', async (t) => {
  const counts = { soup: 0, chars: 0, deep: 0, valid: 0 };
  const outcomes: Record<Outcome, number> = { value: 0, 'parse-error': 0, 'reduce-error': 0 };
  const failures: string[] = [];
  const TOTAL = 101_000;
  let slowest = 0;
  for (let i = 0; i < TOTAL; i++) {
    const r = rand();
    const kind = i % 200 === 0 ? 'deep' : r < 0.5 ? 'valid' : r < 0.8 ? 'soup' : 'chars';
    const code =
      kind === 'deep' ? deepNesting() : kind === 'valid' ? statements() : kind === 'soup' ? tokenSoup() : randomChars();
    counts[kind]++;
    const limits = {
      maxExpressionTokens: rand() < 0.2 ? int(30) : 0,
      maxExpressionStringLength: rand() < 0.2 ? int(50) : 0,
    };
    const started = performance.now();
    const [failure, outcome] = check(code, limits);
    outcomes[outcome]++;
    slowest = Math.max(slowest, workMs(performance.now() - started, () => check(code, limits)));
    if (failure !== null && failures.length < 10) failures.push(`${JSON.stringify(code.slice(0, 200))}: ${failure}`);
  }
  t.same(failures, [], 'every expression evaluated within its bound');
  t.equal(counts.soup + counts.chars + counts.deep + counts.valid, TOTAL);
  t.ok(counts.deep >= 500, 'deep nesting exercised');
  t.ok(outcomes.value > 10_000, `many expressions give a value (${outcomes.value})`);
  t.ok(outcomes['parse-error'] > 10_000, `many fail to parse (${outcomes['parse-error']})`);
  t.ok(outcomes['reduce-error'] > 10_000, `many fail to evaluate (${outcomes['reduce-error']})`);
  // A generous bound, only to catch runaway work: the step bound above is the real check.
  t.ok(slowest < 2000, `slowest single expression ${slowest.toFixed(1)} ms of CPU`);
});

t.test('random expressions inside templates never break the render', async (t) => {
  const engine = new Engine();
  let problems = 0;
  for (let i = 0; i < 3000; i++) {
    const code = pick([tokenSoup, randomChars, statements])();
    try {
      const r = engine.render(`x{.eval ${code}}y {@v}`, DATA);
      if (typeof r.html !== 'string' || r.errors.some((e) => e.code === 'UNEXPECTED')) problems++;
    } catch {
      problems++;
    }
  }
  t.equal(problems, 0);
});
