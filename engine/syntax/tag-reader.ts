/**
 * Reads the inside of one `{...}` tag into an instruction. A tag that does
 * not read as an instruction or a variable returns null and stays literal
 * text (that is how CSS and script braces survive).
 */
import type { FormatterCall, VarPath } from './ast.js';
import { PATTERNS, splitPath } from './patterns.js';
import { scanArgs, scanPredicate, scanVariableReference, scanVariableSeparator, scanWhitespace, scanWord } from './scan-tokens.js';

const scanFormatterArgs = (s: string, pos: number) => scanArgs(s, pos, true);
const scanInstructionArgs = (s: string, pos: number) => scanArgs(s, pos, false);

export type Keyword =
  | 'alternates with' | 'ctx' | 'end' | 'eof' | 'eval' | 'if' | 'include' | 'inject' | 'macro'
  | 'meta-left' | 'meta-right' | 'newline' | 'or' | 'repeated section' | 'section' | 'space' | 'tab' | 'var';

/** Prefix-matched in this order, as the language does (`{.end}` before `{.eof}`). */
const KEYWORDS: Keyword[] = [
  'alternates with', 'ctx', 'end', 'eof', 'eval', 'if', 'include', 'inject', 'macro', 'meta-left',
  'meta-right', 'newline', 'or', 'repeated section', 'section', 'space', 'tab', 'var',
];

const KEYWORDS_BY_INITIAL = new Map<string, Keyword[]>();
for (const k of KEYWORDS) KEYWORDS_BY_INITIAL.set(k[0]!, [...(KEYWORDS_BY_INITIAL.get(k[0]!) ?? []), k]);

export type Tag =
  | { kind: 'comment'; text: string }
  | { kind: 'variable'; vars: VarPath[]; formatters: FormatterCall[] }
  | { kind: 'simple'; keyword: 'alternates with' | 'end' | 'eof' | 'meta-left' | 'meta-right' | 'newline' | 'space' | 'tab' }
  | { kind: 'predicate'; name: string; args: string[]; nameAt: number }
  | { kind: 'or'; predicate: string | null; args: string[]; nameAt: number }
  | { kind: 'section' | 'repeated'; path: VarPath }
  | { kind: 'if'; operators: ('&&' | '||')[]; vars: VarPath[] }
  | { kind: 'bindvar'; name: string; vars: VarPath[]; formatters: FormatterCall[] }
  | { kind: 'ctxvar'; name: string; bindings: [string, VarPath][] }
  | { kind: 'macro'; name: string }
  | { kind: 'include'; name: string; args: string[] }
  | { kind: 'inject'; name: string; path: string; args: string[] }
  | { kind: 'eval'; code: string };

/** Formatter calls carry offsets until the parser turns them into line:col. */
export interface RawFormatterCall extends Omit<FormatterCall, 'line' | 'col'> {
  at: number;
}

export class TagReader {
  private pos = 0;
  private end = 0;
  /** Formatter calls read by the last read(), with their offsets. */
  rawFormatters: RawFormatterCall[] = [];

  constructor(private readonly src: string) {}

  /** Reads the tag whose content spans [start, end) (braces excluded). */
  read(start: number, end: number): Tag | null {
    this.pos = start;
    this.end = end;
    this.rawFormatters = [];
    const s = this.src;
    if (s[start] === '#') return { kind: 'comment', text: s.slice(start + 1, end) };
    if (s[start] !== '.') return this.variable();
    this.pos++;
    return this.instruction();
  }

  private match(re: RegExp): string | null {
    if (this.pos >= this.end) return null;
    re.lastIndex = this.pos;
    const m = re.exec(this.src);
    if (m === null || m.index + m[0].length > this.end) return null;
    // A sticky match may run past the tag's end only when the tag is malformed.
    this.pos += m[0].length;
    return m[0];
  }

  /** `match` by a char-code scanner of scan-tokens.ts (no regular expression to run or to compile). */
  private token(scan: (s: string, pos: number) => number): string | null {
    if (this.pos >= this.end) return null;
    const to = scan(this.src, this.pos);
    if (to === -1 || to > this.end) return null;
    const text = this.src.slice(this.pos, to);
    this.pos = to;
    return text;
  }

  private done(): boolean {
    return this.pos === this.end;
  }

  private space(): boolean {
    if (this.src[this.pos] === ' ' && this.pos < this.end) {
      this.pos++;
      return true;
    }
    return false;
  }

  private instruction(): Tag | null {
    const pred = this.predicate('predicate');
    if (pred) return pred;
    const keyword = this.keyword();
    if (keyword === null) return null;
    switch (keyword) {
      case 'alternates with':
      case 'end':
      case 'eof':
      case 'meta-left':
      case 'meta-right':
      case 'newline':
      case 'space':
      case 'tab':
        return this.done() ? { kind: 'simple', keyword } : null;
      case 'var':
        return this.bindvar();
      case 'ctx':
        return this.ctxvar();
      case 'eval':
        return this.evalTag();
      case 'if':
        return this.ifTag();
      case 'include':
        return this.include();
      case 'inject':
        return this.inject();
      case 'macro':
        return this.macro();
      case 'or':
        return this.predicate('or');
      case 'section':
      case 'repeated section':
        return this.section(keyword === 'section' ? 'section' : 'repeated');
    }
  }

  private keyword(): Keyword | null {
    const candidates = KEYWORDS_BY_INITIAL.get(this.src[this.pos]!);
    if (!candidates) return null;
    for (const k of candidates) {
      if (this.src.startsWith(k, this.pos) && this.pos + k.length <= this.end) {
        this.pos += k.length;
        return k;
      }
    }
    return null;
  }

  private args(): string[] | null {
    const raw = this.token(scanInstructionArgs);
    if (raw === null) return null;
    const parts = raw.slice(1).split(raw[0]!);
    return parts.length === 1 && parts[0] === '' ? [] : parts;
  }

  private predicate(kind: 'predicate' | 'or'): Tag | null {
    const save = this.pos;
    let name: string | null = null;
    let args: string[] = [];
    let nameAt = this.pos;
    if (kind === 'predicate' || this.space()) {
      nameAt = this.pos;
      name = this.token(scanPredicate);
      if (name === null) {
        this.pos = save;
        return null;
      }
      args = this.args() ?? [];
    }
    if (!this.done()) {
      this.pos = save;
      return null;
    }
    return kind === 'predicate'
      ? { kind: 'predicate', name: name!, args, nameAt }
      : { kind: 'or', predicate: name, args, nameAt };
  }

  private section(kind: 'section' | 'repeated'): Tag | null {
    if (this.token(scanWhitespace) === null) return null;
    const raw = this.token(scanVariableReference);
    if (raw === null || !this.done()) return null;
    return { kind, path: splitPath(raw) };
  }

  private variables(): VarPath[] | null {
    const start = this.pos;
    const out: VarPath[] = [];
    for (;;) {
      const raw = this.token(scanVariableReference);
      if (raw === null) return this.pos !== start ? null : out.length ? out : null;
      out.push(splitPath(raw));
      if (this.token(scanVariableSeparator) === null) return out;
    }
  }

  /** `|name args|name2 args`; null when malformed (the tag is then literal). */
  private formatters(): RawFormatterCall[] | null {
    const s = this.src;
    if (s[this.pos] !== '|') return [];
    if (s[this.pos + 1] === '|') return null;
    this.pos++;
    const out: RawFormatterCall[] = [];
    for (;;) {
      const at = this.pos;
      const name = this.token(scanWord);
      if (name === null) return null;
      const raw = this.token(scanFormatterArgs);
      if (raw === null) out.push({ name, args: [], delim: '', at });
      else out.push({ name, args: raw.slice(1).split(raw[0]!), delim: raw[0]!, at });
      if (s[this.pos] !== '|' || this.pos >= this.end) return out;
      this.pos++;
    }
  }

  private variable(): Tag | null {
    const vars = this.variables();
    if (vars === null) return null;
    const formatters = this.formatters();
    if (formatters === null || !this.done()) return null;
    this.rawFormatters = formatters;
    return { kind: 'variable', vars, formatters: [] };
  }

  private definitionThenSpace(): string | null {
    if (!this.space()) return null;
    const name = this.match(PATTERNS.variableDefinition);
    if (name === null || !this.space()) return null;
    return name;
  }

  private bindvar(): Tag | null {
    const name = this.definitionThenSpace();
    if (name === null) return null;
    const vars = this.variables();
    if (vars === null) return null;
    const formatters = this.formatters();
    if (formatters === null || !this.done()) return null;
    this.rawFormatters = formatters;
    return { kind: 'bindvar', name, vars, formatters: [] };
  }

  private ctxvar(): Tag | null {
    const name = this.definitionThenSpace();
    if (name === null) return null;
    const bindings: [string, VarPath][] = [];
    for (;;) {
      const save = this.pos;
      const key = this.token(scanWord);
      if (key === null) break;
      if (this.src[this.pos] !== '=') {
        this.pos = save;
        break;
      }
      this.pos++;
      const ref = this.token(scanVariableReference);
      if (ref === null) {
        this.pos = save;
        break;
      }
      bindings.push([key, splitPath(ref)]);
      this.token(scanWhitespace);
    }
    if (!bindings.length || !this.done()) return null;
    return { kind: 'ctxvar', name, bindings };
  }

  private evalTag(): Tag | null {
    if (this.token(scanWhitespace) === null) return null;
    return { kind: 'eval', code: this.src.slice(this.pos, this.end) };
  }

  private ifTag(): Tag | null {
    if (this.token(scanWhitespace) === null) return null;
    const pred = this.predicate('predicate');
    if (pred) return pred;
    const vars: VarPath[] = [];
    const operators: ('&&' | '||')[] = [];
    for (;;) {
      const raw = this.token(scanVariableReference);
      if (raw === null) {
        if (operators.length) return null;
        break;
      }
      vars.push(splitPath(raw));
      this.token(scanWhitespace);
      const op = this.match(PATTERNS.operator);
      if (op === null) break;
      operators.push(op as '&&' | '||');
      this.token(scanWhitespace);
    }
    if (!vars.length || !this.done()) return null;
    return { kind: 'if', operators, vars };
  }

  private include(): Tag | null {
    if (this.src[this.pos] !== ' ') return null;
    const args = this.args();
    if (args === null || args.length < 1) return null;
    return { kind: 'include', name: args[0]!, args: args.slice(1) };
  }

  private inject(): Tag | null {
    const name = this.definitionThenSpace();
    if (name === null) return null;
    const path = this.match(PATTERNS.filePath);
    if (path === null) return null;
    const args = this.args() ?? [];
    return { kind: 'inject', name, path, args };
  }

  private macro(): Tag | null {
    if (!this.space()) return null;
    const name = this.match(PATTERNS.filePath);
    if (name === null || !this.done()) return null;
    return { kind: 'macro', name };
  }
}
