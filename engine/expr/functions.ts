/**
 * The built-in functions. Arguments arrive as language values; a function
 * returns undefined when it cannot produce a value (no arguments).
 */
import type { Scalar } from './program.js';
import { toBool, toNum, toStr } from './coerce.js';

type Fn = (args: readonly Scalar[]) => Scalar | undefined;

const first = (conv: (v: Scalar) => Scalar): Fn => (args) => (args.length ? conv(args[0]!) : undefined);

/** Folds the arguments as numbers with max or min (a loop: any number of arguments). */
function extreme(args: readonly Scalar[], pick: (a: number, b: number) => number): number | undefined {
  if (!args.length) return undefined;
  let r = toNum(args[0]!);
  for (let i = 1; i < args.length; i++) r = pick(r, toNum(args[i]!));
  return r;
}

const FUNCTIONS = {
  /** Largest argument as a number (NaN when any argument is NaN). */
  max: (args: readonly Scalar[]) => extreme(args, Math.max),
  min: (args: readonly Scalar[]) => extreme(args, Math.min),
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
