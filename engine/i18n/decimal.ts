/**
 * Decimal values as text: the engine keeps JSON lexemes, so numbers reach
 * the formatters as exact decimal strings and Intl formats them without a
 * detour through binary floating point.
 */
import { JsonNumber, getMember, isObject } from '../runtime/values.js';

const DECIMAL_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The exact decimal text of a number or numeric string; undefined when it is not one. */
export function parseDecimal(s: string): string | undefined {
  const t = s.trim();
  if (!DECIMAL_RE.test(t)) return undefined;
  let out = t.startsWith('+') ? t.slice(1) : t;
  if (out.startsWith('.')) out = `0${out}`;
  else if (out.startsWith('-.')) out = `-0${out.slice(1)}`;
  return out;
}

/** The decimal text of a template value: numbers keep their lexeme, money nodes give their amount. */
export function decimalOf(v: unknown): string | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : undefined;
  if (v instanceof JsonNumber) return parseDecimal(v.lexeme);
  if (typeof v === 'string') return parseDecimal(v);
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (isObject(v)) {
    const amount = moneyAmount(v);
    return amount === undefined ? undefined : decimalOf(amount);
  }
  return undefined;
}

/** `decimalValue` of a money node, else `value`; undefined when neither exists. */
export function moneyAmount(node: unknown): unknown {
  const d = getMember(node, 'decimalValue');
  return d !== undefined ? d : getMember(node, 'value');
}

/** Digits after the decimal point as written (`1.0` has one); exponents are taken into account. */
export function fractionDigits(dec: string): number {
  const m = /^-?\d*(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(dec);
  if (!m) return 0;
  const frac = m[1]?.length ?? 0;
  const exp = m[2] ? parseInt(m[2], 10) : 0;
  return Math.max(0, frac - exp);
}
