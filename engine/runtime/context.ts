/**
 * One render's state: options, diagnostics, the partial depth, caches of
 * partials and injects. Generated code and plugins talk to it; it never
 * throws on a template's fault.
 */
import { Frame, type MacroFn } from './frame.js';
import { lookupField, resolve } from './lookup.js';
import { DEFAULT_LOCALE, DEFAULT_RENDER_LIMITS, DEFAULT_TIME_ZONE, type RenderLimits, type RenderOptions } from './options.js';
import { diagnostic, type Diagnostic, type ErrorArgs, type ErrorCode } from '../errors.js';
import { parseJson } from '../syntax/json.js';
import { getPath } from './values.js';
import type { PathSegment } from '../syntax/ast.js';
import type { PredicateDef, PreparedTest } from '../plugins/types.js';
import { evaluateExpression, type CompiledExpression } from '../expr/index.js';

/** A position known at compile time, attached to diagnostics raised at run time. */
export interface SourcePos {
  line: number;
  column: number;
  source?: string;
}

/** How the render reaches partial templates (implemented by the engine). */
export interface PartialSource {
  partial(name: string, source: string, ctx: RenderContext): MacroFn;
}

const NO_POS: SourcePos = { line: 0, column: 0 };
const SITE_ZONE = ['website', 'timeZone'];

/** How many names' answers fieldAboveScope remembers per render (a formatter asks a few: item-classes six). */
export const ABOVE_MEMO_READS = 16;

/** Thrown through the generated code when the output limit is passed; caught by Template.render. */
export const OUTPUT_OVERFLOW = Object.freeze({ outputOverflow: true });

export class RenderContext {
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];
  readonly limits: RenderLimits;
  readonly locale: string;
  /** options.timeZone, else website.timeZone of the data, else the default; read on first use (most renders format no date). */
  get timeZone(): string {
    if (this.zone === null) {
      const siteZone = getPath(this.root, SITE_ZONE);
      this.zone = this.options.timeZone ?? (typeof siteZone === 'string' && siteZone ? siteZone : DEFAULT_TIME_ZONE);
    }
    return this.zone;
  }
  private zone: string | null = null;
  /** The zone and the canonical locale the `date` formatter prints in, set at the render's first date (i18n-date.ts). */
  dateZone: string | null = null;
  dateLocale: string | null = null;
  readonly now: number;
  readonly enableExpressions: boolean;
  readonly enableInclude: boolean;
  /** A preprocessor-pass render (Engine.preprocess): the partials it applies compile for that pass too. */
  preprocess = false;
  /** Position of the tag being executed, set by generated code before plugin calls. */
  at: SourcePos = NO_POS;
  depth = 0;
  // Made on first use: most renders apply no partial, inject nothing and report nothing.
  private partialFnsMap: Map<string, MacroFn | null> | null = null;
  private injectValuesMap: Map<string, unknown> | null = null;
  private seenSet: Set<string> | null = null;
  private scratchMap: Map<string, unknown> | null = null;
  private get partialFns(): Map<string, MacroFn | null> {
    return (this.partialFnsMap ??= new Map());
  }
  private get injectValues(): Map<string, unknown> {
    return (this.injectValuesMap ??= new Map());
  }
  private get seen(): Set<string> {
    return (this.seenSet ??= new Set());
  }
  /** Free for plugin families to cache per-render work (formatters of a locale, ...). */
  get scratch(): Map<string, unknown> {
    return (this.scratchMap ??= new Map());
  }

  constructor(
    readonly root: unknown,
    readonly options: RenderOptions,
    private readonly partialSource: PartialSource,
  ) {
    // Most renders set no limits: the defaults are shared (limits are only read).
    this.limits = options.limits === undefined ? DEFAULT_RENDER_LIMITS : { ...DEFAULT_RENDER_LIMITS, ...options.limits };
    this.locale = options.locale ?? DEFAULT_LOCALE;
    this.now = options.now ?? Date.now();
    this.enableExpressions = options.enableExpressions ?? true;
    this.enableInclude = options.enableInclude ?? true;
    this.maxOutput = this.limits.maxOutputLength > 0 ? this.limits.maxOutputLength : Infinity;
  }

  /** Diagnostics not stored: repeats of a stored one, or past the cap. */
  omitted = 0;
  /** Applications of partials and macros so far. */
  private partialCalls = 0;
  /** The output length past which the render stops (Infinity: no limit). */
  readonly maxOutput: number;

  /** Diagnostics raised so far, stored or not: generated code remembers a predicate's answer only from a call that raised none. */
  reports = 0;

  private record(list: Diagnostic[], d: Diagnostic): void {
    this.reports++;
    const key = `${d.code}\u0000${d.source ?? ''}\u0000${d.line}:${d.column}\u0000${d.message}`;
    if (this.seen.has(key) || this.errors.length + this.warnings.length >= this.limits.maxDiagnostics) {
      this.omitted++;
      return;
    }
    this.seen.add(key);
    list.push(d);
  }

  error<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): void {
    this.record(this.errors, diagnostic(code, this.at, ...args));
  }

  warn<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): void {
    const d = diagnostic(code, this.at, ...args);
    d.severity = 'warning';
    this.record(this.warnings, d);
  }

  /** Generated code calls this when a buffer outgrows the output limit: stops the render. */
  overflow(): never {
    throw OUTPUT_OVERFLOW;
  }

  /** A bug surfaced while executing a tag: recorded, never thrown out of the render. */
  fail(e: unknown, what: string): void {
    if (e === OUTPUT_OVERFLOW) throw e;
    const msg = e instanceof Error ? e.message : String(e);
    this.error('UNEXPECTED', what, msg);
  }

  /** Runs a predicate; a predicate that throws counts as false and is reported. */
  test(p: PredicateDef, args: readonly string[], frame: Frame): boolean {
    try {
      return p.test(args, this, frame);
    } catch (e) {
      return this.predicateFailed(p, e);
    }
  }

  /** A predicate's prepared test (PredicateDef.prepare), failing as `test` does. */
  check(p: PredicateDef, prepared: PreparedTest, frame: Frame): boolean {
    try {
      return prepared(this, frame);
    } catch (e) {
      return this.predicateFailed(p, e);
    }
  }

  /** A predicate threw `e`: reported, and the test counts as false (generated code catches at each call site). */
  predicateFailed(p: PredicateDef, e: unknown): false {
    this.error('PREDICATE_FAILED', p.name, e instanceof Error ? e.message : String(e));
    return false;
  }

  /** fieldAboveScope's remembered answers, four slots each: the read, the scope above, its node, the answer. */
  private above: unknown[] | null = null;

  /**
   * lookupField of `read` from `frame`, its enclosing scopes' answer
   * remembered (fieldAboveScope): a plugin asking every item of a list for
   * a name that only an enclosing scope could hold (image-meta's
   * `blockType`) searches them once.
   */
  fieldAbove(frame: Frame, read: (o: Readonly<Record<string, unknown>>) => unknown): unknown {
    const node = frame.node;
    if (typeof node === 'object' && node !== null) {
      const v = read(node as Readonly<Record<string, unknown>>);
      if (v !== undefined && typeof v !== 'function') return v;
    }
    return this.fieldAboveScope(frame, read);
  }

  /**
   * lookupField of `read` from the scopes enclosing `frame` (its own node
   * read by the caller, in vain), the answer remembered per read
   * (up to ABOVE_MEMO_READS of them) for the next call from a scope under
   * the same one. Nodes do not change during a render; a frame's node
   * changes only where a repeated section gives its one frame the next
   * item, and a frame under it is made anew for each item: so the answer
   * above a scope holds while that scope's node is the same.
   */
  fieldAboveScope(frame: Frame, read: (o: Readonly<Record<string, unknown>>) => unknown): unknown {
    const parent = frame.parent;
    if (frame.stop || parent === null) return undefined;
    const memo = (this.above ??= []);
    let at = 0;
    while (at < memo.length && memo[at] !== read) at += 4;
    if (at < memo.length && memo[at + 1] === parent && memo[at + 2] === parent.node) return memo[at + 3];
    const v = lookupField(parent, read);
    if (at < ABOVE_MEMO_READS * 4) {
      memo[at] = read;
      memo[at + 1] = parent;
      memo[at + 2] = parent.node;
      memo[at + 3] = v;
    }
    return v;
  }

  /** `{.eval}`: runs a compiled expression in `frame`; returns the text to output. */
  evaluate(expr: unknown, frame: Frame): string {
    if (!this.enableExpressions) return '';
    return evaluateExpression(expr as CompiledExpression, this, frame);
  }

  resolve(frame: Frame, path: readonly PathSegment[]): unknown {
    return resolve(frame, path);
  }

  /** A macro visible from `frame` (innermost first), else a partial; null when neither exists. */
  findPartial(name: string, frame: Frame): MacroFn | null {
    for (let f: Frame | null = frame; f !== null; f = f.parent) {
      const m = f.macros?.get(name);
      if (m) return m;
    }
    let fn = this.partialFns.get(name);
    if (fn === undefined) {
      const src = this.options.partials?.[name];
      fn = typeof src === 'string' ? this.partialSource.partial(name, src, this) : null;
      this.partialFns.set(name, fn);
    }
    return fn;
  }

  /**
   * `apply NAME`: runs a macro or partial on `node` in a new scope under
   * `frame`. Returns its output, or '' when missing or too deep.
   */
  apply(name: string, node: unknown, frame: Frame, privateScope: boolean, args: Record<string, string> | null): string {
    const fn = this.findPartial(name, frame);
    if (fn === null) {
      this.error('PARTIAL_MISSING', name);
      return '';
    }
    const scope = new Frame(node, frame);
    scope.stop = privateScope;
    if (args !== null) scope.setVar('@args', args);
    return this.enter(name, fn, scope);
  }

  /** `{.include NAME}`: runs a macro or partial inline in `frame`. */
  include(name: string, frame: Frame, output: boolean): string {
    if (!this.enableInclude) return '';
    const fn = this.findPartial(name, frame);
    if (fn === null) {
      this.error('PARTIAL_MISSING', name);
      return '';
    }
    const text = this.enter(name, fn, frame);
    return output ? text : '';
  }

  private enter(name: string, fn: MacroFn, frame: Frame): string {
    if (this.depth >= this.limits.maxPartialDepth) {
      this.error('PARTIAL_RECURSION', name, this.limits.maxPartialDepth);
      return '';
    }
    const budget = this.limits.maxPartialCalls;
    if (budget > 0 && ++this.partialCalls > budget) {
      this.error('PARTIAL_CALLS_LIMIT', budget);
      return '';
    }
    const at = this.at;
    this.depth++;
    try {
      return fn(this, frame);
    } finally {
      this.depth--;
      this.at = at;
    }
  }

  /** `{.inject @name FILE}`: the file's JSON, parsed once per render. */
  inject(path: string): unknown {
    if (this.injectValues.has(path)) return this.injectValues.get(path);
    const raw = this.options.injects?.[path];
    let value: unknown;
    if (raw === undefined) {
      this.error('INJECT_MISSING', path);
    } else if (typeof raw === 'string') {
      const parsed = parseJson(raw);
      if (parsed.ok) value = parsed.value;
      else this.error('INJECT_PARSE', path, `${parsed.error.message} at ${parsed.error.line}:${parsed.error.column}`);
    } else {
      value = raw;
    }
    this.injectValues.set(path, value);
    return value;
  }
}
