/**
 * The compiled form of an expression: for each `;`-separated statement, a
 * flat reverse-Polish list of instructions. Literals are the JavaScript
 * values themselves; everything else is a small tagged object.
 */
import type { Operator } from './ops.js';
import type { PathSegment } from '../syntax/ast.js';
import type { FunctionName } from './functions.js';

/** A value of the language: what literals, variables and operators produce. */
export type Scalar = number | string | boolean | null;

export interface VarRef {
  readonly kind: 'var';
  readonly path: readonly PathSegment[];
  /** The reference as written, for messages and the debug form. */
  readonly text: string;
}

export interface Call {
  readonly kind: 'call';
  readonly fn: FunctionName;
}

/** Marks where a call's arguments start on the evaluation stack. */
export interface ArgsMark {
  readonly kind: 'args';
}

export const ARGS: ArgsMark = Object.freeze({ kind: 'args' });

export type Instr = Scalar | VarRef | Call | ArgsMark | Operator;

/** One statement in reverse-Polish order. */
export type Program = readonly Instr[];

export interface CompiledExpression {
  /** The expression text (without the `#` debug prefix). */
  code: string;
  /** `{.eval #...}`: print the compiled form before the value. */
  debug: boolean;
  /** The statements assembled (those before a parse error, if any). */
  programs: Program[];
  /** Tokens read, up to a parse error if any (checked against the token limit). */
  tokens: number;
  /** The first tokenize or assembly error, or null. */
  error: string | null;
  /** True when the tokenizer failed (nothing was assembled). */
  tokenizeFailed: boolean;
  /** Whether any statement assigns (a scratch scope is needed then). */
  assigns: boolean;
}
