/**
 * Scanner and assembler: template source -> instruction tree + diagnostics.
 * Never throws on a bad template. Errors are reported with line:col and the
 * tree is still built the way the reference renders lenient templates:
 * unclosed blocks close at the end, a stray {.end} or dead {.or} is skipped.
 */
import type { FormatterCall, Node, OrNode, RepeatedNode, TemplateTree, VarPath } from './ast.js';
import { TagReader, type Tag } from './tag-reader.js';
import { PositionCursor } from './position.js';
import { diagnostic, type Diagnostic, type ErrorArgs, type ErrorCode } from '../errors.js';
import { LIMITS } from '../limits.js';

/** What the parser needs to know of a plugin: its argument rules. */
export interface PluginArgs {
  minArgs?: number;
  maxArgs?: number;
  requiresArgs?: boolean;
  validate?: (args: string[]) => string | null;
  /** What to write instead of a retired plugin (see ParseOptions.lintArguments). */
  retired?: string;
}

/** What the parser needs to know of the plugins: names and argument counts. */
export interface PluginLookup {
  formatter(name: string): PluginArgs | undefined;
  predicate(name: string): PluginArgs | undefined;
}

export interface ParseOptions {
  plugins?: PluginLookup;
  /**
   * Argument checks the platform does not make (counts, values): reported
   * when true (`vitrine check`, `vitrine tree`), skipped when false
   * (renders, which report only what the platform rejects: a plugin that
   * requires arguments given none).
   */
  lintArguments?: boolean;
  /** Name shown with diagnostics (a partial's name, a file path). */
  source?: string;
  /**
   * The platform's preprocessor pass: only `{^...}` tags are instructions
   * (read without the caret) and every other tag is literal text, so the
   * output is a template for the ordinary pass. When false (the default)
   * `{^...}` tags are dropped unread, as the platform's compiler does.
   */
  preprocess?: boolean;
}

export interface ParseResult {
  tree: TemplateTree;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

type Open =
  | { node: Exclude<Node, { type: 'or' }> & { body: Node[] }; target: Node[]; or: OrNode | null; inAlternates: boolean; tag: string }
  ;

export function parse(source: string, options: ParseOptions = {}): ParseResult {
  return new Parser(source, options).run();
}

/** How many arguments a plugin takes, as ARGS_COUNT says it. */
function expectedArgs(def: PluginArgs): string {
  const min = def.minArgs ?? 0;
  const max = def.maxArgs ?? Infinity;
  return max === Infinity ? `at least ${min}` : min === max ? `${min}` : `${min} to ${max}`;
}

class Parser {
  private readonly reader: TagReader;
  private readonly lines: PositionCursor;
  private readonly errors: Diagnostic[] = [];
  private readonly warnings: Diagnostic[] = [];
  private readonly root: Node[] = [];
  private readonly stack: Open[] = [];
  private macroScopes: Set<string>[] = [new Set()];
  private target: Node[] = this.root;
  private stopped = false;

  constructor(
    private readonly src: string,
    private readonly options: ParseOptions,
  ) {
    this.reader = new TagReader(src);
    this.lines = new PositionCursor(src);
  }

  run(): ParseResult {
    this.scan();
    if (this.stack.length) {
      const open = this.stack[this.stack.length - 1]!;
      this.report('EOF_IN_BLOCK', open.node.line, open.node.col, open.tag);
    }
    return { tree: { type: 'root', version: 1, body: this.root }, errors: this.errors, warnings: this.warnings };
  }

  private report<C extends ErrorCode>(code: C, line: number, col: number, ...args: ErrorArgs<C>): void {
    const d = diagnostic(code, { line, column: col, source: this.options.source }, ...args);
    (d.severity === 'warning' ? this.warnings : this.errors).push(d);
  }

  private at(offset: number): { line: number; col: number } {
    return this.lines.lineCol(offset);
  }

  /** Text and tags, alternating, as the language scans them. */
  private scan(): void {
    const s = this.src;
    const len = s.length;
    let idx = 0;
    while (idx < len && !this.stopped) {
      let start = s.indexOf('{', idx);
      if (start === -1) break;
      if (s[start + 1] === '#' && s[start + 2] === '#') {
        this.text(idx, start);
        const close = s.indexOf('##}', start + 3);
        const end = close === -1 ? len : close;
        this.add({ type: 'comment', text: s.slice(start + 3, end), multiline: true, line: this.at(start).line, col: this.lines.lineCol(start).col });
        idx = close === -1 ? len : close + 3;
        continue;
      }
      let close = -1;
      for (let i = start + 1; i < len; i++) {
        const ch = s.charCodeAt(i);
        if (ch === 123) start = i;
        else if (ch === 125) {
          close = i;
          break;
        }
      }
      if (close === -1) break;
      this.text(idx, start);
      if (!this.tag(start, close)) this.text(start, close + 1);
      idx = close + 1;
    }
    if (!this.stopped) this.text(idx, len);
  }

  private text(from: number, to: number): void {
    if (from >= to) return;
    const last = this.target[this.target.length - 1];
    const text = this.src.slice(from, to);
    if (last && last.type === 'text') last.text += text;
    else {
      const { line, col } = this.at(from);
      this.target.push({ type: 'text', text, line, col });
    }
  }

  private literal(text: string, offset: number): void {
    const last = this.target[this.target.length - 1];
    if (last && last.type === 'text') last.text += text;
    else {
      const { line, col } = this.at(offset);
      this.target.push({ type: 'text', text, line, col });
    }
  }

  private add(node: Node): void {
    this.target.push(node);
  }

  /** Reads the tag in src[start..close]; false when it is literal text. */
  private tag(start: number, close: number): boolean {
    // `{^...}` belongs to the preprocessor pass: dropped in the ordinary one; in the preprocessor pass it is the only kind of tag.
    const caret = this.src.charCodeAt(start + 1) === 94;
    if (caret !== (this.options.preprocess === true)) return caret;
    const from = caret ? start + 2 : start + 1;
    const tag = this.reader.read(from, close);
    if (tag === null) return false;
    const pos = this.at(start);
    // The tag's text names blocks in diagnostics; sliced only for instructions.
    const raw = this.src.charCodeAt(from) === 46 ? this.src.slice(start, close + 1) : '';
    switch (tag.kind) {
      case 'comment':
        this.add({ type: 'comment', text: tag.text, multiline: false, line: pos.line, col: pos.col });
        return true;
      case 'variable': {
        const formatters = this.formatters();
        if (formatters === null) return false;
        this.add({ type: 'variable', vars: tag.vars, formatters, line: pos.line, col: pos.col });
        return true;
      }
      case 'simple':
        return this.simple(tag.keyword, start, pos, raw);
      case 'predicate':
        this.checkPredicate(tag.name, tag.args, tag.nameAt);
        this.open({ type: 'predicate', name: tag.name, args: tag.args, body: [], alternative: null, line: pos.line, col: pos.col }, raw);
        return true;
      case 'or':
        if (tag.predicate !== null) this.checkPredicate(tag.predicate, tag.args, tag.nameAt);
        this.or({ type: 'or', predicate: tag.predicate, args: tag.args, body: [], alternative: null, line: pos.line, col: pos.col }, raw);
        return true;
      case 'section':
        this.open({ type: 'section', path: tag.path, body: [], alternative: null, line: pos.line, col: pos.col }, raw);
        return true;
      case 'repeated':
        this.open({ type: 'repeated', path: tag.path, body: [], alternatesWith: null, alternative: null, line: pos.line, col: pos.col }, raw);
        return true;
      case 'if':
        if (tag.vars.length > LIMITS.maxIfTerms) this.report('IF_TOO_MANY', pos.line, pos.col, LIMITS.maxIfTerms);
        this.open({ type: 'if', operators: tag.operators, vars: tag.vars, body: [], alternative: null, line: pos.line, col: pos.col }, raw);
        return true;
      default:
        return this.rareTag(tag, pos, raw);
    }
  }

  /** The tags most templates use seldom or never (comments they do use), apart from tag(): V8 compiles a function whole on its first call. */
  private rareTag(tag: Tag, pos: { line: number; col: number }, raw: string): boolean {
    switch (tag.kind) {
      case 'bindvar': {
        const formatters = this.formatters();
        if (formatters === null) return false;
        this.add({ type: 'bindvar', name: tag.name, vars: tag.vars, formatters, line: pos.line, col: pos.col });
        return true;
      }
      case 'macro':
        this.defineMacro(tag.name, pos);
        this.open({ type: 'macro', name: tag.name, body: [], line: pos.line, col: pos.col }, raw);
        return true;
      case 'ctxvar':
        this.add({ type: 'ctxvar', name: tag.name, bindings: tag.bindings, line: pos.line, col: pos.col });
        return true;
      case 'include':
        this.add({ type: 'include', name: tag.name, args: tag.args, line: pos.line, col: pos.col });
        return true;
      case 'inject':
        this.add({ type: 'inject', name: tag.name, path: tag.path, args: tag.args, line: pos.line, col: pos.col });
        return true;
      case 'eval':
        this.add({ type: 'eval', code: tag.code, line: pos.line, col: pos.col });
        return true;
      default:
        return false;
    }
  }

  private simple(keyword: Extract<Tag, { kind: 'simple' }>['keyword'], offset: number, pos: { line: number; col: number }, raw: string): boolean {
    switch (keyword) {
      case 'meta-left':
        this.literal('{', offset);
        return true;
      case 'meta-right':
        this.literal('}', offset);
        return true;
      case 'newline':
        this.literal('\n', offset);
        return true;
      case 'space':
        this.literal(' ', offset);
        return true;
      case 'tab':
        this.literal('\t', offset);
        return true;
      case 'eof':
        this.stopped = true;
        return true;
      case 'end':
        this.end(pos, raw);
        return true;
      case 'alternates with':
        this.alternatesWith(pos, raw);
        return true;
    }
  }

  private formatters(): FormatterCall[] | null {
    const plugins = this.options.plugins;
    const out: FormatterCall[] = [];
    for (const f of this.reader.rawFormatters) {
      const pos = this.at(f.at);
      const def = plugins?.formatter(f.name);
      if (plugins && !def) {
        this.report('FORMATTER_UNKNOWN', pos.line, pos.col, f.name);
        return null;
      }
      if (def) this.checkArgs(f.name, f.args, def, pos);
      // Renders print the notice silently, as the platform does; `check` says what to write instead.
      if (def?.retired !== undefined && this.options.lintArguments) this.report('FORMATTER_RETIRED', pos.line, pos.col, f.name, def.retired);
      out.push({ name: f.name, args: f.args, delim: f.delim, line: pos.line, col: pos.col });
    }
    return out;
  }

  private checkPredicate(name: string, args: string[], nameAt: number): void {
    const plugins = this.options.plugins;
    if (!plugins) return;
    const pos = this.at(nameAt);
    const def = plugins.predicate(name);
    if (!def) this.report('PREDICATE_UNKNOWN', pos.line, pos.col, name);
    else this.checkArgs(name, args, def, pos);
  }

  /** Argument count and values: see ParseOptions.lintArguments. */
  private checkArgs(name: string, args: string[], def: PluginArgs, pos: { line: number; col: number }): void {
    if (def.requiresArgs && args.length === 0) this.report('ARGS_COUNT', pos.line, pos.col, name, expectedArgs(def), 0);
    else if (this.options.lintArguments) this.lintArgs(name, args, def, pos);
  }

  /** The checks the platform does not make (`vitrine check`): the count of arguments and the plugin's own validation. */
  private lintArgs(name: string, args: string[], def: PluginArgs, pos: { line: number; col: number }): void {
    // Whitespace before the closing brace (`{.equal? a "x" }`) splits off an empty last argument that the platform ignores.
    let count = args.length;
    while (count > 0 && args[count - 1] === '') count--;
    if (count < (def.minArgs ?? 0) || count > (def.maxArgs ?? Infinity)) this.report('ARGS_COUNT', pos.line, pos.col, name, expectedArgs(def), count);
    const invalid = def.validate?.(args);
    if (invalid) this.report('ARGS_INVALID', pos.line, pos.col, name, invalid);
  }

  private defineMacro(name: string, pos: { line: number; col: number }): void {
    const scope = this.macroScopes[this.macroScopes.length - 1]!;
    if (scope.has(name)) this.report('MACRO_DUPLICATE', pos.line, pos.col, name);
    scope.add(name);
  }

  private open(node: Open['node'], tag: string): void {
    this.add(node);
    this.stack.push({ node, target: node.body, or: null, inAlternates: false, tag });
    this.macroScopes.push(new Set());
    this.target = node.body;
  }

  private top(): Open | undefined {
    return this.stack[this.stack.length - 1];
  }

  private end(pos: { line: number; col: number }, raw: string): void {
    if (!this.stack.pop()) {
      this.report('NOT_ALLOWED_AT_ROOT', pos.line, pos.col, raw);
      return;
    }
    this.macroScopes.pop();
    this.target = this.top()?.target ?? this.root;
  }

  private or(node: OrNode, raw: string): void {
    const open = this.top();
    if (!open) return this.report('NOT_ALLOWED_AT_ROOT', node.line, node.col, raw);
    if (open.node.type === 'macro') return this.report('NOT_ALLOWED_IN_BLOCK', node.line, node.col, raw, open.tag);
    if (open.or && open.or.predicate === null) return this.report('DEAD_CODE', node.line, node.col, raw);
    if (open.or) open.or.alternative = node;
    else (open.node as { alternative: OrNode | null }).alternative = node;
    open.or = node;
    open.inAlternates = false;
    open.target = node.body;
    this.target = node.body;
  }

  private alternatesWith(pos: { line: number; col: number }, raw: string): void {
    const open = this.top();
    if (!open) return this.report('NOT_ALLOWED_AT_ROOT', pos.line, pos.col, raw);
    if (open.node.type !== 'repeated' || open.or || open.inAlternates) {
      return this.report('NOT_ALLOWED_IN_BLOCK', pos.line, pos.col, raw, open.tag);
    }
    const rep = open.node as RepeatedNode;
    rep.alternatesWith = [];
    open.inAlternates = true;
    open.target = rep.alternatesWith;
    this.target = rep.alternatesWith;
  }
}

export type { VarPath };
