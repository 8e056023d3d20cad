/**
 * A seeded generator of templates and JSON contexts for the differential
 * test: the language's instructions (variables, sections, repeated sections
 * with alternates, predicates, if, var, eval, macros, partials), core
 * formatters with arguments, nested blocks, and numbers with unusual JSON
 * lexemes (1.0, 0.10, -0.0, 1e2). Deterministic for a seed.
 */
export interface DiffCase {
  template: string;
  /** JSON text (lexemes as written). */
  json: string;
  partials: Record<string, string>;
}

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const NUMBERS = ['0', '1', '2', '3', '7', '-1', '12', '100', '1.0', '0.10', '-0.0', '2.50', '1e2', '1.5', '-3.25', '1200', '0.5'];
const STRINGS = ['"x"', '""', '"<b>&\\"q\\"</b>"', '"Hello World"', '"a b c d e f"', '"1"', '"true"', '"News"', '"caf\\u00e9"'];
const PATHS = ['a', 's', 'n', 'm', 'k', 't', 'f', 'nul', 'e', 'arr', 'nums', 'objs', 'obj', 'obj.x', 'obj.y.z', 'obj.y', 'ea', 'eo', 'missing', 'nums.0', 'objs.1.n', '@', '@index', 'x', 'y', 'z'];
const LOCAL_PATHS = ['a', 'n', 'arr', 'nums', 'objs', 'obj', 'obj.y', 'ea', 'eo', 'nul', 'missing', '@', 'x', 'y', 'z', 't'];
const TEXTS = ['a', ' ', '-', '\n', '<p>', '|', 'x y', '{ a }', '{}', '&', '"'];

export class Generator {
  constructor(private readonly rand: () => number) {}

  private int(n: number): number {
    return Math.floor(this.rand() * n);
  }

  private pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }

  private chance(p: number): boolean {
    return this.rand() < p;
  }

  /** A JSON value as text; objects repeat the key names templates use. */
  value(depth: number): string {
    const r = this.rand();
    if (depth > 2 || r < 0.35) return this.pick(NUMBERS);
    if (r < 0.6) return this.pick(STRINGS);
    if (r < 0.68) return this.pick(['true', 'false', 'null']);
    if (r < 0.84) return `[${Array.from({ length: this.int(4) }, () => this.value(depth + 1)).join(', ')}]`;
    return this.object(depth + 1, ['x', 'y', 'z', 'n']);
  }

  object(depth: number, keys: readonly string[]): string {
    const members = keys.filter(() => this.chance(0.75)).map((k) => `"${k}": ${this.value(depth)}`);
    return `{${members.join(', ')}}`;
  }

  json(): string {
    const nums = `[${Array.from({ length: 1 + this.int(4) }, () => this.pick(NUMBERS)).join(', ')}]`;
    const objs = `[${Array.from({ length: this.int(4) }, () => this.object(2, ['x', 'y', 'n'])).join(', ')}]`;
    const fields = [
      `"a": ${this.pick(STRINGS)}`,
      `"s": "<b>&\\"q\\"</b>"`,
      `"n": ${this.pick(NUMBERS)}`,
      `"m": ${this.pick(NUMBERS)}`,
      `"k": ${this.pick(NUMBERS)}`,
      `"t": true`,
      `"f": false`,
      `"nul": null`,
      `"e": ""`,
      `"arr": [${Array.from({ length: this.int(4) }, () => this.value(2)).join(', ')}]`,
      `"nums": ${nums}`,
      `"objs": ${objs}`,
      `"obj": {"x": ${this.value(1)}, "y": {"z": ${this.value(2)}}}`,
      `"ea": []`,
      `"eo": {}`,
    ];
    return `{${fields.join(', ')}}`;
  }

  private path(): string {
    return this.pick(PATHS);
  }

  private formatter(): string {
    const r = this.int(22);
    switch (r) {
      case 0: return 'html';
      case 1: return 'htmlattr';
      case 2: return 'htmltag';
      case 3: return 'json';
      case 4: return 'json-pretty';
      case 5: return 'safe';
      case 6: return 'slugify';
      case 7: return `truncate ${this.pick(['3', '5', '10', '4 ~'])}`;
      case 8: return 'url-encode';
      case 9: return this.pick(['pluralize', 'pluralize y ies', 'pluralize /s/es']);
      case 10: return 'count';
      case 11: return 'iter';
      case 12: return `cycle ${this.pick(['a b c', 'x', 'one two'])}`;
      case 13: return `mod ${this.pick(['2', '3', '5'])}`;
      case 14: return 'round';
      case 15: return 'str';
      case 16: return 'raw';
      case 17: return 'encode-space';
      case 18: return 'encode-uri-component';
      case 19: return 'smartypants';
      case 20: return 'line-breaks';
      default: return 'output';
    }
  }

  private variable(): string {
    const path = this.path();
    const n = this.chance(0.55) ? 1 + this.int(2) : 0;
    const fmts = Array.from({ length: n }, () => `|${this.formatter()}`).join('');
    return `{${path}${fmts}}`;
  }

  private predicate(): string {
    const p = () => this.pick([...PATHS.slice(0, 18), '1', '"x"', '0', '2', '1.0']);
    switch (this.int(10)) {
      case 0: return `.equal? ${p()} ${p()}`;
      case 1: return `.notEqual? ${p()} ${p()}`;
      case 2: return `.equal? ${p()}`;
      case 3: return `.greaterThan? ${p()} ${p()}`;
      case 4: return `.lessThanOrEqual? ${p()} ${p()}`;
      case 5: return this.pick(['.odd?', '.even?', `.odd? ${p()}`, `.even? ${p()}`]);
      case 6: return this.pick(['.plural?', '.singular?']);
      case 7: return `.nth? ${p()} 2`;
      case 8: return `.greaterThanOrEqual? ${p()}`;
      default: return `.lessThan? ${p()} ${p()}`;
    }
  }

  private expression(): string {
    const atom = () => this.pick(['n', 'm', 'k', '1', '2', '0.5', 'a', '"s"', 'obj.x', 'missing', 'nums.0', 't', '@v', '-1']);
    const op = () => this.pick(['+', '-', '*', '<', '>', '==', '!=', '&&', '||', '%']);
    switch (this.int(4)) {
      case 0: return `${atom()} ${op()} ${atom()}`;
      case 1: return `${this.pick(['max', 'min'])}(${atom()}, ${atom()})`;
      case 2: return `${this.pick(['num', 'str', 'abs', 'bool'])}(${atom()})`;
      default: return `(${atom()} ${op()} ${atom()}) ${op()} ${atom()}`;
    }
  }

  private or(depth: number): string {
    if (!this.chance(0.4)) return '';
    const head = this.chance(0.3) ? `{.or ${this.predicate().slice(1)}}` : '{.or}';
    return head + this.body(depth + 1);
  }

  node(depth: number, inRepeat: boolean): string {
    const r = depth > 3 ? this.rand() * 0.45 : this.rand();
    if (r < 0.15) return this.pick(TEXTS);
    if (r < 0.45) return this.variable();
    if (r < 0.55) return `{.section ${this.pick(LOCAL_PATHS)}}${this.body(depth + 1)}${this.or(depth)}{.end}`;
    if (r < 0.65) {
      const alt = this.chance(0.35) ? `{.alternates with}${this.pick([',', ' | ', '{@index}'])}` : '';
      return `{.repeated section ${this.pick(['nums', 'objs', 'arr', 'ea', 'obj', 'missing', 'a', '@'])}}${this.body(depth + 1, true)}${alt}${this.or(depth)}{.end}`;
    }
    if (r < 0.74) return `{${this.predicate()}}${this.body(depth + 1)}${this.or(depth)}{.end}`;
    if (r < 0.8) {
      const terms = Array.from({ length: 1 + this.int(3) }, () => this.pick(LOCAL_PATHS.filter((p) => p !== '@')));
      const cond = terms.map((term, i) => (i === 0 ? term : `${this.pick(['||', '&&'])} ${term}`)).join(' ');
      return `{.if ${cond}}${this.body(depth + 1)}${this.or(depth)}{.end}`;
    }
    if (r < 0.85) return `{.var @v ${this.path()}${this.chance(0.5) ? `|${this.formatter()}` : ''}}{@v}`;
    if (r < 0.9) return `{.eval ${this.expression()}}`;
    if (r < 0.95) return `{${this.pick(['@', 'obj', 'objs.0', 'n', 'a'])}|apply ${this.pick(['m1', 'p1', 'p2'])}}`;
    return inRepeat ? '{@index}' : this.variable();
  }

  body(depth: number, inRepeat = false): string {
    let out = '';
    const n = 1 + this.int(depth > 2 ? 2 : 4);
    for (let i = 0; i < n; i++) out += this.node(depth, inRepeat);
    return out;
  }

  case(): DiffCase {
    const macro = this.chance(0.3) ? `{.macro m1}[${this.body(3)}]{.end}` : '';
    const template = macro + this.body(0);
    const partials = { p1: `<${this.body(3)}>`, p2: '{x}-{y}|{@|json}' };
    return { template, json: this.json(), partials };
  }
}
