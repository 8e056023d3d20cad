/**
 * Reads the object of a tweak annotation: JSON, or a JavaScript object
 * literal as 12 surveyed repos write them (unquoted keys, single quotes,
 * trailing commas). Returns undefined when the text is neither.
 */
export type Lenient = string | number | boolean | null | Lenient[] | { [key: string]: Lenient };

export function parseLenientObject(text: string): Record<string, Lenient> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? (value as Record<string, Lenient>) : undefined;
  } catch {
    // fall through to the lenient reader
  }
  const reader = new Reader(text);
  try {
    const value = reader.value();
    reader.space();
    return reader.atEnd() && isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isObject(v: unknown): v is Record<string, Lenient> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

class Reader {
  private i = 0;
  constructor(private readonly s: string) {}

  atEnd(): boolean {
    return this.i >= this.s.length;
  }

  space(): void {
    while (this.i < this.s.length && /\s/.test(this.s[this.i] ?? '')) this.i++;
  }

  value(): Lenient {
    this.space();
    const c = this.s[this.i];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"' || c === "'") return this.string();
    const num = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(this.s.slice(this.i));
    if (num) {
      this.i += num[0].length;
      return Number(num[0]);
    }
    const word = this.identifier();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    throw new Error(`unexpected ${word || c}`);
  }

  private object(): Record<string, Lenient> {
    const out: Record<string, Lenient> = {};
    this.i++;
    for (;;) {
      this.space();
      if (this.s[this.i] === '}') {
        this.i++;
        return out;
      }
      const c = this.s[this.i];
      const key = c === '"' || c === "'" ? this.string() : this.identifier();
      if (!key) throw new Error('key expected');
      this.space();
      this.expect(':');
      out[key] = this.value();
      this.separator('}');
    }
  }

  private array(): Lenient[] {
    const out: Lenient[] = [];
    this.i++;
    for (;;) {
      this.space();
      if (this.s[this.i] === ']') {
        this.i++;
        return out;
      }
      out.push(this.value());
      this.separator(']');
    }
  }

  private separator(close: string): void {
    this.space();
    if (this.s[this.i] === ',') this.i++;
    else if (this.s[this.i] !== close) throw new Error(`, or ${close} expected`);
  }

  private string(): string {
    const quote = this.s[this.i];
    let out = '';
    this.i++;
    while (this.i < this.s.length) {
      const c = this.s[this.i++] as string;
      if (c === quote) return out;
      if (c === '\\') {
        const e = this.s[this.i++] ?? '';
        out += ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e;
      } else {
        out += c;
      }
    }
    throw new Error('unterminated string');
  }

  private identifier(): string {
    const m = /^[A-Za-z_$][\w$-]*/.exec(this.s.slice(this.i));
    if (!m) return '';
    this.i += m[0].length;
    return m[0];
  }

  private expect(c: string): void {
    if (this.s[this.i] !== c) throw new Error(`${c} expected`);
    this.i++;
  }
}
