/**
 * A JSON reader that keeps number lexemes (`1.0` stays distinct from `1`,
 * see JsonNumber) and reports errors with line:col. It never throws on bad
 * input and bounds nesting depth.
 */
import { JsonNumber } from '../runtime/values.js';
import { LIMITS } from '../limits.js';
import { lineColumn } from './position.js';

export interface JsonError {
  message: string;
  offset: number;
  line: number;
  column: number;
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; error: JsonError };

const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

class Reader {
  i = 0;
  constructor(
    readonly s: string,
    readonly maxDepth: number,
  ) {}

  fail(message: string, at = this.i): never {
    throw new JsonSyntax(message, at);
  }

  ws(): void {
    const s = this.s;
    let i = this.i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
    this.i = i;
  }

  value(depth: number): unknown {
    this.ws();
    const c = this.s[this.i];
    switch (c) {
      case '{':
        return this.object(depth + 1);
      case '[':
        return this.array(depth + 1);
      case '"':
        return this.string();
      case 't':
        return this.word('true', true);
      case 'f':
        return this.word('false', false);
      case 'n':
        return this.word('null', null);
      case undefined:
        return this.fail('Unexpected end of JSON input');
      default:
        if (c === '-' || (c >= '0' && c <= '9')) return this.number();
        return this.fail(`Unexpected character ${JSON.stringify(c)}`);
    }
  }

  word(w: string, v: unknown): unknown {
    if (!this.s.startsWith(w, this.i)) this.fail(`Unexpected character ${JSON.stringify(this.s[this.i])}`);
    this.i += w.length;
    return v;
  }

  number(): number | JsonNumber {
    NUMBER_RE.lastIndex = this.i;
    const m = NUMBER_RE.exec(this.s);
    if (!m) return this.fail('Invalid number');
    const lexeme = m[0];
    this.i += lexeme.length;
    const n = Number(lexeme);
    return String(n) === lexeme ? n : new JsonNumber(n, lexeme);
  }

  string(): string {
    const s = this.s;
    let i = this.i + 1;
    let out = '';
    let start = i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 34) break;
      if (i >= s.length) this.fail('Unterminated string', this.i);
      if (c < 32) this.fail('Bad control character in string', i);
      if (c === 92) {
        out += s.slice(start, i);
        const e = s[i + 1];
        switch (e) {
          case '"': out += '"'; break;
          case '\\': out += '\\'; break;
          case '/': out += '/'; break;
          case 'b': out += '\b'; break;
          case 'f': out += '\f'; break;
          case 'n': out += '\n'; break;
          case 'r': out += '\r'; break;
          case 't': out += '\t'; break;
          case 'u': {
            const hex = s.slice(i + 2, i + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('Bad Unicode escape', i);
            out += String.fromCharCode(parseInt(hex, 16));
            i += 4;
            break;
          }
          default:
            this.fail('Bad escaped character', i);
        }
        i += 2;
        start = i;
        continue;
      }
      i++;
    }
    out += s.slice(start, i);
    this.i = i + 1;
    return out;
  }

  array(depth: number): unknown[] {
    if (depth > this.maxDepth) this.fail(`JSON nesting deeper than ${this.maxDepth}`);
    this.i++;
    const out: unknown[] = [];
    this.ws();
    if (this.s[this.i] === ']') {
      this.i++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth));
      this.ws();
      const c = this.s[this.i++];
      if (c === ']') return out;
      if (c !== ',') this.fail(c === undefined ? 'Unexpected end of JSON input' : "Expected ',' or ']'", this.i - 1);
    }
  }

  object(depth: number): Record<string, unknown> {
    if (depth > this.maxDepth) this.fail(`JSON nesting deeper than ${this.maxDepth}`);
    this.i++;
    const out: Record<string, unknown> = {};
    this.ws();
    if (this.s[this.i] === '}') {
      this.i++;
      return out;
    }
    for (;;) {
      this.ws();
      if (this.s[this.i] !== '"') this.fail('Expected a property name');
      const key = this.string();
      this.ws();
      if (this.s[this.i] !== ':') this.fail("Expected ':' after a property name");
      this.i++;
      const v = this.value(depth);
      if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      else out[key] = v;
      this.ws();
      const c = this.s[this.i++];
      if (c === '}') return out;
      if (c !== ',') this.fail(c === undefined ? 'Unexpected end of JSON input' : "Expected ',' or '}'", this.i - 1);
    }
  }
}

class JsonSyntax {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

export function parseJson(text: string, maxDepth: number = LIMITS.maxJsonDepth): JsonResult {
  const r = new Reader(text, maxDepth);
  try {
    const value = r.value(0);
    r.ws();
    if (r.i < text.length) r.fail('Unexpected data after the JSON value');
    return { ok: true, value };
  } catch (e) {
    if (!(e instanceof JsonSyntax)) throw e;
    const { line, column } = lineColumn(text, e.offset);
    return { ok: false, error: { message: e.message, offset: e.offset, line, column } };
  }
}
