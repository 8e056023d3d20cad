/**
 * Expression text -> tokens. Stops at the first malformed input and says
 * why; never throws. Unary `+`/`-` and function calls are recognised here,
 * from the token before them.
 */
import { OP, type Operator } from './ops.js';
import type { Call, Scalar, VarRef } from './program.js';
import { isFunctionName } from './functions.js';
import { decodeString } from './strings.js';
import { charName } from './chars.js';
import { NUM_DOT_IN_EXPONENT, NUM_DUPLICATE_DOT, NUM_EXPONENT_DIGIT, scanDecimal, scanHex } from './numbers.js';
import { PATTERNS, splitPath } from '../syntax/patterns.js';

export interface Punct {
  readonly kind: 'punct';
  readonly p: '(' | ')' | ',' | ';';
}

const punct = (p: Punct['p']): Punct => Object.freeze({ kind: 'punct', p });
export const LPAREN = punct('(');
export const RPAREN = punct(')');
export const COMMA = punct(',');
export const SEMI = punct(';');
export type Token = Scalar | VarRef | Call | Operator | Punct;

export interface Tokens {
  tokens: Token[];
  /** The first error; `tokens` then holds what was read before it. */
  error: string | null;
}

const CONSTANTS: ReadonlyMap<string, Scalar> = new Map<string, Scalar>([
  ['null', null],
  ['true', true],
  ['false', false],
  ['PI', Math.PI],
  ['E', Math.E],
  ['Infinity', Infinity],
  ['NaN', NaN],
]);

const NUMBER_ERRORS: Record<number, string> = {
  [NUM_EXPONENT_DIGIT]: 'Expected a digit after exponent in decimal number',
  [NUM_DUPLICATE_DOT]: 'Duplicate decimal point in number',
  [NUM_DOT_IN_EXPONENT]: 'Unexpected decimal point in exponent',
};

const VARIABLE = new RegExp(PATTERNS.variableReference.source, 'y');

/** Single-character operators and punctuation; longer operators are handled in `operator`. */
const SIMPLE: Record<string, Operator | Punct> = {
  '/': OP.div,
  '%': OP.mod,
  '~': OP.bnot,
  '^': OP.bxor,
  '(': LPAREN,
  ')': RPAREN,
  ',': COMMA,
  ';': SEMI,
};

class Tokenizer {
  readonly tokens: Token[] = [];
  error: string | null = null;
  private i = 0;

  constructor(private readonly s: string) {}

  run(): void {
    const s = this.s;
    const len = s.length;
    while (this.i < len && this.error === null) {
      const c = s[this.i]!;
      const code = c.charCodeAt(0);
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0') {
        this.i++;
      } else if (code >= 48 && code <= 57) {
        this.number();
      } else if (c === '"' || c === "'") {
        const r = decodeString(s, this.i + 1, c);
        if (typeof r === 'string') this.error = r;
        else {
          this.push(r.value);
          this.i = r.end;
        }
      } else if (!this.operator(c, s[this.i + 1] ?? '', s[this.i + 2] ?? '')) {
        this.name(c);
      }
    }
  }

  private number(): void {
    const s = this.s;
    const x = s[this.i + 1];
    if (s[this.i] === '0' && (x === 'x' || x === 'X')) {
      const start = this.i + 2;
      const end = scanHex(s, start, s.length);
      if (end === start) {
        this.error = 'Expected digits after start of hex number';
        return;
      }
      this.push(parseInt(s.slice(start, end), 16));
      this.i = end;
      return;
    }
    const end = scanDecimal(s, this.i, s.length);
    if (end < 0) {
      this.error = NUMBER_ERRORS[end]!;
      return;
    }
    this.push(parseFloat(s.slice(this.i, end)));
    this.i = end;
  }

  /** Reads an operator or punctuation at the cursor; false when `c` starts none. */
  private operator(c: string, c1: string, c2: string): boolean {
    let t: Operator | Punct | undefined = SIMPLE[c];
    let n = 1;
    switch (c) {
      case '*':
        [t, n] = c1 === '*' ? [OP.pow, 2] : [OP.mul, 1];
        break;
      case '+':
        t = this.prefixPosition() ? OP.pos : OP.add;
        break;
      case '-':
        t = this.prefixPosition() ? OP.neg : OP.sub;
        break;
      case '=':
        [t, n] = c1 !== '=' ? [OP.asn, 1] : c2 === '=' ? [OP.seq, 3] : [OP.eq, 2];
        break;
      case '!':
        [t, n] = c1 !== '=' ? [OP.not, 1] : c2 === '=' ? [OP.sne, 3] : [OP.ne, 2];
        break;
      case '<':
        [t, n] = c1 === '<' ? [OP.shl, 2] : c1 === '=' ? [OP.le, 2] : [OP.lt, 1];
        break;
      case '>':
        [t, n] = c1 === '>' ? [OP.shr, 2] : c1 === '=' ? [OP.ge, 2] : [OP.gt, 1];
        break;
      case '&':
        [t, n] = c1 === '&' ? [OP.and, 2] : [OP.band, 1];
        break;
      case '|':
        [t, n] = c1 === '|' ? [OP.or, 2] : [OP.bor, 1];
        break;
    }
    if (t === undefined) return false;
    if (t === LPAREN && !this.callOpens()) return true;
    this.push(t);
    this.i += n;
    return true;
  }

  /** `+`/`-` is unary at the start, after an operator, `(`, `,` or `;`. */
  private prefixPosition(): boolean {
    const prev = this.tokens[this.tokens.length - 1];
    if (prev === undefined) return true;
    if (typeof prev !== 'object' || prev === null) return false;
    return prev.kind === 'op' || (prev.kind === 'punct' && prev !== RPAREN);
  }

  /** A name right before `(` must be a function; it becomes a call. False on error. */
  private callOpens(): boolean {
    const last = this.tokens.length - 1;
    const prev = this.tokens[last];
    if (typeof prev !== 'object' || prev === null || prev.kind !== 'var') return true;
    const name = prev.path.length === 1 ? prev.path[0] : undefined;
    if (typeof name !== 'string' || !isFunctionName(name)) {
      this.error = `Invalid function: ${prev.text}`;
      return false;
    }
    this.tokens[last] = { kind: 'call', fn: name };
    return true;
  }

  /** A variable reference or a named constant; anything else is an error. */
  private name(c: string): void {
    VARIABLE.lastIndex = this.i;
    const m = VARIABLE.exec(this.s);
    if (m === null) {
      const ch = String.fromCodePoint(this.s.codePointAt(this.i)!);
      this.error = `Unexpected ${charName(c)} at ${this.i}: ${JSON.stringify(ch)}`;
      return;
    }
    const text = m[0];
    this.i += text.length;
    const constant = CONSTANTS.get(text);
    if (constant !== undefined) this.push(constant);
    else this.push({ kind: 'var', path: splitPath(text), text });
  }

  private push(t: Token): void {
    this.tokens.push(t);
  }
}

export function tokenize(code: string): Tokens {
  const t = new Tokenizer(code);
  t.run();
  return { tokens: t.tokens, error: t.error };
}
