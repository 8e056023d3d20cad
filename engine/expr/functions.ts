/**
 * The built-in functions. Arguments arrive as language values; a function
 * returns undefined when it cannot produce a value (no arguments).
 */
import type { Scalar } from './program.js';
import { toBool, toNum, toStr } from './coerce.js';

type Fn = (args: readonly Scalar[]) => Scalar | undefined;

const first = (conv: (v: Scalar) => Scalar): Fn => (args) => (args.length ? conv(args[0]!) : undefined);

/**
 * Folds the arguments as numbers pairwise, as the server does: the running
 * value stays when it `wins` against the next, else the next replaces it.
 * A NaN never wins, so `max("a", 3)` is 3 (and `max(3, "a")` NaN).
 */
function extreme(args: readonly Scalar[], wins: (a: number, b: number) => boolean): number | undefined {
  if (!args.length) return undefined;
  let r = toNum(args[0]!);
  for (let i = 1; i < args.length; i++) {
    const v = toNum(args[i]!);
    if (!wins(r, v)) r = v;
  }
  return r;
}

const FUNCTIONS = {
  max: (args: readonly Scalar[]) => extreme(args, (a, b) => a > b),
  min: (args: readonly Scalar[]) => extreme(args, (a, b) => a < b),
  abs: first((v) => Math.abs(toNum(v))),
  num: first(toNum),
  str: first(toStr),
  bool: first(toBool),
} satisfies Record<string, Fn>;

export type FunctionName = keyof typeof FUNCTIONS;

export function isFunctionName(name: string): name is FunctionName {
  return Object.prototype.hasOwnProperty.call(FUNCTIONS, name);
}

export function callFunction(name: FunctionName, args: readonly Scalar[]): Scalar | undefined {
  return FUNCTIONS[name](args);
}
