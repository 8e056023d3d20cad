/**
 * Conversions between the language's values. null counts as 0, NaN is
 * truthy (only 0, '', false and null are false), numbers print as
 * JavaScript prints them.
 */
import type { Scalar } from './program.js';
import { parseNumberText } from './numbers.js';
import { JsonNumber } from '../runtime/values.js';

export function toNum(v: Scalar): number {
  switch (typeof v) {
    case 'number':
      return v;
    case 'string':
      return parseNumberText(v);
    case 'boolean':
      return v ? 1 : 0;
    default:
      return 0;
  }
}

export function toBool(v: Scalar): boolean {
  switch (typeof v) {
    case 'boolean':
      return v;
    case 'number':
      return v !== 0;
    case 'string':
      return v !== '';
    default:
      return false;
  }
}

export function toStr(v: Scalar): string {
  return v === null ? 'null' : String(v);
}

/** Text of an expression's result in the output: null prints nothing. */
export function toText(v: Scalar): string {
  return v === null ? '' : String(v);
}

/** Sentinel for a value the language cannot operate on (object, array). */
export const UNSUPPORTED = Symbol('unsupported');

/** A context value as a language value; missing is null. */
export function fromContext(v: unknown): Scalar | typeof UNSUPPORTED {
  switch (typeof v) {
    case 'number':
    case 'string':
    case 'boolean':
      return v;
    case 'undefined':
      return null;
    case 'object':
      if (v === null) return null;
      if (v instanceof JsonNumber) return v.value;
      return UNSUPPORTED;
    default:
      return UNSUPPORTED;
  }
}

/** `a < b` with JavaScript's rules for primitives: strings by code unit, else as numbers. */
export function less(a: Scalar, b: Scalar, orEqual: boolean): boolean {
  if (typeof a === 'string' && typeof b === 'string') return orEqual ? a <= b : a < b;
  const x = Number(a);
  const y = Number(b);
  return orEqual ? x <= y : x < y;
}
