/** The core predicates: comparisons, parity, nth, plural/singular, debug. */
import type { PredicateDef, PreparedTest } from './types.js';
import type { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';
import { asBoolean, asNumber, asString, isNumber, isTruthy, jsonEquals, typeOf } from '../runtime/values.js';
import { splitPath } from '../syntax/patterns.js';
import { argReader, resolveArg } from './util.js';

const core = (def: Omit<PredicateDef, 'family'>): PredicateDef => ({ family: 'core', ...def });

/** Orders `a` against `b` by a's type, converting b; unlike types compare by equality. */
function compare(a: unknown, b: unknown): number {
  switch (typeOf(a)) {
    case 'number': {
      const x = asNumber(a);
      const y = asNumber(b);
      return x < y ? -1 : x === y ? 0 : 1;
    }
    case 'string': {
      const x = asString(a);
      const y = asString(b);
      return x < y ? -1 : x === y ? 0 : 1;
    }
    case 'boolean': {
      const y = asBoolean(b);
      return a === y ? 0 : a ? 1 : -1;
    }
    default:
      return jsonEquals(a, b) ? 0 : -1;
  }
}

/** With one argument the current node is compared to it; with two, the two arguments. */
function binary(test: (a: unknown, b: unknown) => boolean): Pick<PredicateDef, 'test' | 'prepare'> {
  return {
    test(args, ctx, frame) {
      if (args.length === 0) return false;
      const first = resolveArg(args[0]!, ctx, frame);
      if (args.length === 1) return test(frame.node, first);
      return test(first, resolveArg(args[1]!, ctx, frame));
    },
    prepare(args): PreparedTest {
      if (args.length === 0) return () => false;
      const first = argReader(args[0]!);
      if (args.length === 1) return (ctx, frame) => test(frame.node, first(ctx, frame));
      const second = argReader(args[1]!);
      return (ctx, frame) => test(first(ctx, frame), second(ctx, frame));
    },
  };
}

function parity(remainder: 0 | 1) {
  return (args: readonly string[], ctx: RenderContext, frame: Frame): boolean => {
    const v = args.length ? ctx.resolve(frame, splitPath(args[0]!)) : frame.node;
    return isNumber(v) && Math.abs(+v) % 2 === remainder;
  };
}

const COMPARE_ARGS = { minArgs: 1, maxArgs: 2 };

export const CORE_PREDICATES: PredicateDef[] = [
  core({ name: 'debug?', summary: 'true when the context has a truthy "debug"', maxArgs: 0, test: (_a, ctx, frame) => isTruthy(ctx.resolve(frame, ['debug'])) }),
  core({ name: 'equal?', summary: 'equal? A [B]: deep equality of JSON values (1 is not 1.0)', ...COMPARE_ARGS, ...binary(jsonEquals) }),
  core({ name: 'notEqual?', summary: 'notEqual? A [B]: deep inequality of JSON values', ...COMPARE_ARGS, ...binary((a, b) => !jsonEquals(a, b)) }),
  core({ name: 'greaterThan?', summary: 'greaterThan? A [B]', ...COMPARE_ARGS, ...binary((a, b) => compare(a, b) > 0) }),
  core({ name: 'greaterThanOrEqual?', summary: 'greaterThanOrEqual? A [B]', ...COMPARE_ARGS, ...binary((a, b) => compare(a, b) >= 0) }),
  core({ name: 'lessThan?', summary: 'lessThan? A [B]', ...COMPARE_ARGS, ...binary((a, b) => compare(a, b) < 0) }),
  core({ name: 'lessThanOrEqual?', summary: 'lessThanOrEqual? A [B]', ...COMPARE_ARGS, ...binary((a, b) => compare(a, b) <= 0) }),
  core({ name: 'even?', summary: 'even? [VAR]: the node (or VAR) is an even number', maxArgs: 1, test: parity(0) }),
  core({ name: 'odd?', summary: 'odd? [VAR]: the node (or VAR) is an odd number', maxArgs: 1, test: parity(1) }),
  core({
    name: 'nth?',
    summary: 'nth? [A] N: the node (or A) is a multiple of N',
    ...COMPARE_ARGS,
    test(args, ctx, frame) {
      const values = args.map((a) => resolveArg(a, ctx, frame));
      const n = values.length === 2 ? values[0] : frame.node;
      const m = values.length === 2 ? values[1] : values[0];
      if (typeof n !== 'number' || typeof m !== 'number' || !Number.isInteger(n) || !Number.isInteger(m) || m === 0) return false;
      return Math.abs(n) % Math.abs(m) === 0;
    },
  }),
  core({ name: 'plural?', summary: 'the node is a number above 1', maxArgs: 0, test: (_a, _c, frame) => asNumber(frame.node) > 1 }),
  core({ name: 'singular?', summary: 'the node is the number 1', maxArgs: 0, test: (_a, _c, frame) => asNumber(frame.node) === 1 }),
];
