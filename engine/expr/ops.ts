/**
 * The operators of the expression language: code, precedence (higher binds
 * tighter), associativity, arity and the name used in messages and in the
 * `#` debug form. Precedence follows JavaScript's relative order.
 */
export interface Operator {
  readonly kind: 'op';
  readonly code: OpCode;
  readonly prec: number;
  readonly right: boolean;
  readonly unary: boolean;
  readonly name: string;
}

export type OpCode =
  | 'pos' | 'neg' | 'not' | 'bnot'
  | 'pow' | 'mul' | 'div' | 'mod' | 'add' | 'sub' | 'shl' | 'shr'
  | 'lt' | 'gt' | 'le' | 'ge' | 'eq' | 'ne' | 'seq' | 'sne'
  | 'band' | 'bxor' | 'bor' | 'and' | 'or' | 'asn';

const def = (code: OpCode, prec: number, right: boolean, name: string, unary = false): Operator =>
  Object.freeze({ kind: 'op', code, prec, right, unary, name });

/** Every operator, by code. One shared object per operator. */
export const OP: { readonly [C in OpCode]: Operator } = {
  pos: def('pos', 17, true, 'unary plus', true),
  neg: def('neg', 17, true, 'unary minus', true),
  not: def('not', 17, true, 'logical not', true),
  bnot: def('bnot', 17, true, 'bitwise not', true),
  pow: def('pow', 16, true, 'exponent'),
  mul: def('mul', 15, false, 'multiply'),
  div: def('div', 15, false, 'divide'),
  mod: def('mod', 15, false, 'modulus'),
  add: def('add', 14, false, 'add'),
  sub: def('sub', 14, false, 'subtract'),
  shl: def('shl', 13, false, 'left shift'),
  shr: def('shr', 13, false, 'right shift'),
  lt: def('lt', 12, false, 'less than'),
  gt: def('gt', 12, false, 'greater than'),
  le: def('le', 12, false, 'less than or equal'),
  ge: def('ge', 12, false, 'greater than or equal'),
  eq: def('eq', 11, false, 'equality'),
  ne: def('ne', 11, false, 'inequality'),
  seq: def('seq', 11, false, 'strict equality'),
  sne: def('sne', 11, false, 'strict inequality'),
  band: def('band', 10, false, 'bitwise and'),
  bxor: def('bxor', 9, false, 'bitwise xor'),
  bor: def('bor', 8, false, 'bitwise or'),
  and: def('and', 7, false, 'logical and'),
  or: def('or', 6, false, 'logical or'),
  asn: def('asn', 3, true, 'assign'),
};

/** Does `top` (already on the operator stack) leave before `incoming` is pushed? */
export function popsBefore(top: Operator, incoming: Operator): boolean {
  if (incoming.unary) return false; // a prefix operator has no left operand yet
  return top.prec > incoming.prec || (top.prec === incoming.prec && !incoming.right);
}
