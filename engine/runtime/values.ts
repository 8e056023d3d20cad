/**
 * Values as the template language sees them: plain JSON values, with
 * `undefined` standing for a missing value and JsonNumber for a number whose
 * JSON text differs from how JavaScript prints it (`1.0`, `1e3`), so that
 * output, `json` and plural rules can keep the author's lexeme.
 */
export class JsonNumber {
  constructor(
    readonly value: number,
    readonly lexeme: string,
  ) {}
  valueOf(): number {
    return this.value;
  }
  toString(): string {
    return this.lexeme;
  }
  toJSON(): number {
    return this.value;
  }
}

export type ValueType = 'missing' | 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

const hasOwn = Object.prototype.hasOwnProperty;

export function typeOf(v: unknown): ValueType {
  switch (typeof v) {
    case 'undefined':
      return 'missing';
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      if (v === null) return 'null';
      if (Array.isArray(v)) return 'array';
      if (v instanceof JsonNumber) return 'number';
      return 'object';
    default:
      return 'missing';
  }
}

export function isNumber(v: unknown): v is number | JsonNumber {
  return typeof v === 'number' || v instanceof JsonNumber;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof JsonNumber);
}

/**
 * Own property of an object or element of an array; missing otherwise.
 * The hot path of every render: read first, then rule out what a JSON value
 * cannot hold (inherited functions, `__proto__`, array `length`).
 */
export function getMember(node: unknown, key: string | number): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  const v = (node as Record<string | number, unknown>)[key];
  if (v === undefined || typeof v === 'function') return undefined;
  if (Array.isArray(node)) return typeof key === 'number' ? v : undefined;
  if (node instanceof JsonNumber) return undefined;
  if (key === '__proto__' && !hasOwn.call(node, key)) return undefined;
  return v;
}

/**
 * The node when it is a JSON object, so that a plugin reads a known field
 * as `fields(node)?.name`: a property read of its own, whose inline cache
 * sees the few shapes of that field's objects, where getMember's one read
 * serves every name of every object and is the slowest read of a render.
 * Only for names that Object.prototype, arrays and JsonNumber lack (never
 * `constructor`, `toString`, `__proto__`, `length`, `value`, `lexeme`, an
 * array method's name): such a node is then read as it is, with no test of
 * its kind. A host value that is a function is read as it is, so use the
 * result through asString, asNumber or isTruthy.
 */
export function fields(node: unknown): Readonly<Record<string, unknown>> | undefined {
  // No test of the object's kind (an instanceof walk per call): an array or a JsonNumber holds none of the names read this way.
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** Follows a path strictly: any missing or null step yields missing. */
export function getPath(node: unknown, path: readonly (string | number)[], from = 0): unknown {
  let v = node;
  for (let i = from; i < path.length; i++) {
    if (v === undefined || v === null) return undefined;
    v = getMember(v, path[i]!);
  }
  return v;
}

export function isTruthy(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
      return v !== '';
    case 'number':
      return v !== 0 && v === v;
    case 'boolean':
      return v;
    case 'object':
      if (v === null) return false;
      if (Array.isArray(v)) return v.length !== 0;
      if (v instanceof JsonNumber) return v.value !== 0 && v.value === v.value;
      for (const _ in v) return true;
      return false;
    default:
      return false;
  }
}

/** A value as text the way the output of `{var}` prints it: arrays joined with ',', objects and null nothing. */
export function toOutput(v: unknown): string {
  if (!Array.isArray(v)) return asString(v);
  let s = '';
  for (let i = 0; i < v.length; i++) {
    if (i > 0) s += ',';
    s += elementText(v[i]);
  }
  return s;
}

/** An array element: null prints `null` (the server prints each element's text). */
function elementText(v: unknown): string {
  if (v === null) return 'null';
  if (v === undefined) return '';
  if (Array.isArray(v)) return toOutput(v);
  if (typeof v === 'object' && !(v instanceof JsonNumber)) return '[object Object]';
  return toOutput(v);
}

/**
 * Text of a scalar for output and formatters (`asString`): objects and
 * arrays give ''. Numbers print as JavaScript prints them (`1.0` gives `1`,
 * `-0.0` gives `0`), as the server does since 2.10; only `json` keeps the lexeme.
 */
export function asString(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v;
    case 'number':
      return String(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      return v instanceof JsonNumber ? String(v.value) : '';
    default:
      return '';
  }
}

/** Number of a value for formatters (`asNumber`): strings parsed, others 0. */
export function asNumber(v: unknown): number {
  switch (typeof v) {
    case 'number':
      return v;
    case 'string':
      return v.indexOf('.') !== -1 ? parseFloat(v) : parseInt(v, 10);
    case 'boolean':
      return v ? 1 : 0;
    case 'object':
      return v instanceof JsonNumber ? v.value : 0;
    default:
      return 0;
  }
}

/** Jackson's boolean rules: "true" is true, whole non-zero numbers are true. */
export function asBoolean(v: unknown): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return v === 'true';
  if (isNumber(v)) {
    const n = +v;
    return Number.isInteger(n) && n !== 0;
  }
  return false;
}

/**
 * Whether a number is a floating-point one in the server's JSON model: its
 * lexeme has a fraction or an exponent (`1.0`, `1e2`), or it is not whole.
 */
function isFloating(v: number | JsonNumber): boolean {
  return v instanceof JsonNumber ? /[.eE]/.test(v.lexeme) : !Number.isInteger(v);
}

/**
 * Equality of the `equal?` predicates, as the server's JSON nodes compare:
 * deep, and a whole number never equals a floating one (`1` is not `1.0`).
 */
export function jsonEquals(a: unknown, b: unknown): boolean {
  // Two plain numbers (`{.equal? @index 1}`): equal values are alike whole or not.
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (isNumber(a) && isNumber(b)) return +a === +b && isFloating(a) === isFloating(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEquals(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    for (const k of ka) if (!hasOwn.call(b, k) || !jsonEquals(a[k], b[k])) return false;
    return true;
  }
  return deepEquals(a, b);
}

export function deepEquals(a: unknown, b: unknown): boolean {
  if (a instanceof JsonNumber) a = a.value;
  if (b instanceof JsonNumber) b = b.value;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEquals(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!hasOwn.call(b, k)) return false;
    if (!deepEquals((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** JSON text of a value, keeping number lexemes. */
export function toJson(v: unknown, indent = ''): string {
  // A replacer takes JSON.stringify off its fast path: only values holding a lexeme need one.
  if (!holdsLexeme(v, 0)) return JSON.stringify(v, null, indent) ?? '';
  return JSON.stringify(v, lexemeReplacer, indent)?.replace(LEXEME_MARK_RE, '$1') ?? '';
}

/** Depth past which holdsLexeme answers yes (the replacer path then decides), so the walk stays bounded. */
const LEXEME_WALK_DEPTH = 64;

/** Whether a JsonNumber is anywhere in `v`. */
function holdsLexeme(v: unknown, depth: number): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (v instanceof JsonNumber || depth > LEXEME_WALK_DEPTH) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (holdsLexeme(v[i], depth + 1)) return true;
    return false;
  }
  for (const k in v) if (holdsLexeme((v as Record<string, unknown>)[k], depth + 1)) return true;
  return false;
}

const LEXEME_MARK = '\uE000num:';
const LEXEME_MARK_RE = /"\uE000num:([^"]*)"/g;
function lexemeReplacer(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  return raw instanceof JsonNumber ? LEXEME_MARK + raw.lexeme : value;
}
