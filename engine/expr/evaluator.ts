/**
 * Runs reverse-Polish programs on a value stack. Variables are resolved
 * when an operator consumes them (an assignment needs the name, not the
 * value). Each instruction is one step, each call argument one more, so a
 * run costs at most twice the instruction count. Never throws on input:
 * the first error stops the run and is returned.
 */
import type { ArgsMark, Program, Scalar, VarRef } from './program.js';
import type { Operator } from './ops.js';
import { callFunction } from './functions.js';
import { UNSUPPORTED, fromContext, less, toBool, toNum, toStr } from './coerce.js';
import type { PathSegment } from '../syntax/ast.js';

/** What a run needs from the render. */
export interface ExprEnv {
  lookup(path: readonly PathSegment[]): unknown;
  assign(name: string, value: Scalar): void;
  /** Longest string a concatenation may build. */
  readonly maxString: number;
}

export interface Reduced {
  /** The last statement's value; undefined when it has none (empty, or an assignment). */
  value: Scalar | undefined;
  error: string | null;
  steps: number;
}

type Slot = Scalar | VarRef | ArgsMark;

const BAD = Symbol('bad operand');

/** `@name` locals only: not `@` itself nor the repeated-section indices. */
function assignable(x: Slot | undefined): string | null {
  if (typeof x !== 'object' || x === null || x.kind !== 'var' || x.path.length !== 1) return null;
  const name = x.path[0];
  if (typeof name !== 'string' || name.length < 2 || name[0] !== '@') return null;
  return name === '@index' || name === '@index0' ? null : name;
}

function binary(op: Operator, a: Scalar, b: Scalar, maxString: number): Scalar | string[] {
  switch (op.code) {
    case 'add':
      if (typeof a === 'string' || typeof b === 'string') {
        const x = toStr(a);
        const y = toStr(b);
        if (x.length + y.length > maxString) return [`Concatenation would exceed maximum string length ${maxString}`];
        return x + y;
      }
      return toNum(a) + toNum(b);
    case 'sub':
      return toNum(a) - toNum(b);
    case 'mul':
      return toNum(a) * toNum(b);
    case 'div': {
      const d = toNum(b);
      return d === 0 ? NaN : toNum(a) / d;
    }
    case 'mod': {
      const d = toNum(b);
      return d === 0 ? NaN : toNum(a) % d;
    }
    case 'pow':
      return Math.pow(toNum(a), toNum(b));
    case 'shl':
      return toNum(a) << toNum(b);
    case 'shr':
      return toNum(a) >> toNum(b);
    case 'band':
      return toNum(a) & toNum(b);
    case 'bxor':
      return toNum(a) ^ toNum(b);
    case 'bor':
      return toNum(a) | toNum(b);
    case 'lt':
      return less(a, b, false);
    case 'le':
      return less(a, b, true);
    case 'gt':
      return less(b, a, false);
    case 'ge':
      return less(b, a, true);
    case 'eq':
      return a == b;
    case 'ne':
      return a != b;
    case 'seq':
      return a === b;
    case 'sne':
      return a !== b;
    case 'and':
      return toBool(a) && toBool(b);
    case 'or':
      return toBool(a) || toBool(b);
    default:
      return [`Unexpected operator found during evaluation: ${op.name}`];
  }
}

function unary(op: Operator, a: Scalar): Scalar {
  switch (op.code) {
    case 'neg':
      return -toNum(a);
    case 'pos':
      return toNum(a);
    case 'not':
      return !toBool(a);
    default:
      return ~toNum(a);
  }
}

const invalidArgs = (op: Operator) => [`Invalid arguments to operator ${op.name}`];

class Run {
  readonly stack: Slot[] = [];
  steps = 0;

  constructor(private readonly env: ExprEnv) {}

  /** A stack slot as a value; BAD for a missing operand, a call mark, an object or array. */
  private value(x: Slot | undefined): Scalar | typeof BAD {
    if (x === undefined) return BAD;
    if (typeof x !== 'object' || x === null) return x;
    if (x.kind === 'args') return BAD;
    const v = fromContext(this.env.lookup(x.path));
    return v === UNSUPPORTED ? BAD : v;
  }

  /** Runs one statement; returns its value (undefined: none) or an error in an array. */
  exec(program: Program): Scalar | undefined | string[] {
    const stack = this.stack;
    stack.length = 0;
    let assigned = false;
    for (const t of program) {
      this.steps++;
      assigned = false;
      if (typeof t !== 'object' || t === null || t.kind === 'var' || t.kind === 'args') {
        stack.push(t);
        continue;
      }
      if (t.kind === 'call') {
        const args: Scalar[] = [];
        for (;;) {
          const x = stack.pop();
          if (x === undefined) return [`Error calling function ${t.fn}`];
          if (typeof x === 'object' && x !== null && x.kind === 'args') break;
          this.steps++;
          const v = this.value(x);
          // An object or array argument is dropped, as the server does (min(1, obj) is min(1)).
          if (v !== BAD) args.push(v);
        }
        const r = callFunction(t.fn, args.reverse());
        if (r === undefined) return [`Error calling function ${t.fn}`];
        stack.push(r);
        continue;
      }
      if (t.unary) {
        const a = this.value(stack.pop());
        if (a === BAD) return invalidArgs(t);
        stack.push(unary(t, a));
        continue;
      }
      const b = this.value(stack.pop());
      if (t.code === 'asn') {
        const name = assignable(stack.pop());
        if (b === BAD || name === null) return invalidArgs(t);
        this.env.assign(name, b);
        stack.push(b);
        assigned = true;
        continue;
      }
      const a = this.value(stack.pop());
      if (a === BAD || b === BAD) return invalidArgs(t);
      const r = binary(t, a, b, this.env.maxString);
      if (Array.isArray(r)) return r;
      stack.push(r);
    }
    if (assigned || stack.length === 0) return undefined;
    const top = this.value(stack[stack.length - 1]);
    return top === BAD ? ['Reduce error: unexpected token on stack'] : top;
  }
}

/** Runs the statements in order; the value is the last statement's. */
export function reduce(programs: readonly Program[], env: ExprEnv): Reduced {
  const run = new Run(env);
  let value: Scalar | undefined;
  for (const p of programs) {
    const r = run.exec(p);
    if (Array.isArray(r)) return { value: undefined, error: r[0]!, steps: run.steps };
    value = r;
  }
  return { value, error: null, steps: run.steps };
}
