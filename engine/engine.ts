/**
 * The engine: parse and compile templates once, render them many times.
 * Compiled templates and partials are cached by source (bounded LRU).
 */
import { parse, type ParseResult } from './syntax/parser.js';
import { generate } from './compile/codegen.js';
import { instantiate } from './compile/instantiate.js';
import { interpret } from './compile/interpret.js';
import { codeGenerationAllowed } from './compile/code-generation.js';
import { Lru } from './compile/lru.js';
import { Registry } from './plugins/registry.js';
import type { PluginSet } from './plugins/types.js';
import { OUTPUT_OVERFLOW, RenderContext, type PartialSource } from './runtime/context.js';
import { Frame, type MacroFn } from './runtime/frame.js';
import type { RenderOptions } from './runtime/options.js';
import { diagnostic, type Diagnostic } from './errors.js';
import { COMPILE_CACHE_ENTRIES } from './limits.js';
import { compileExpression } from './expr/index.js';
import type { TemplateTree } from './syntax/ast.js';
import { ALL_PLUGINS } from './plugins/index.js';
import type { Profiler } from './runtime/profiler.js';
import type { Tracer } from './runtime/tracer.js';

export interface RenderResult {
  html: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/**
 * How templates execute: 'tiered' (the default) interprets a template's
 * first renders and generates JavaScript once it has rendered HOT_RENDERS
 * times; 'interpret' and 'compile' force one path (both pass the whole
 * conformance set with identical output). Where `new Function` is refused
 * (compile/code-generation.ts), every mode runs in the interpreter.
 */
export type ExecutionMode = 'tiered' | 'interpret' | 'compile';

/** Names one source is cached under at most (the same text compiled as several files); past it, that source's entry starts again. */
const MAX_NAMES_PER_SOURCE = 16;

/** Renders (or partial runs) after which a tiered template gets generated code. */
export const HOT_RENDERS = 2;

export interface EngineOptions {
  /** Plugin families to register; default every family the engine ships. */
  plugins?: readonly Partial<PluginSet>[];
  /** Compiled templates kept in the cache. */
  cacheSize?: number;
  execution?: ExecutionMode;
  /** Observes every render (vitrine stats --profile); templates then always run in the interpreter. */
  profiler?: Profiler;
  /** Marks elements and observes values and branches (the provenance overlay); templates then always run in the interpreter. */
  tracer?: Tracer;
}

/** How a template is compiled. */
export interface CompileOptions {
  /**
   * Compile for the platform's preprocessor pass: only `{^...}` tags run
   * (`{^.section a}`, `{^name}`, `{^.macro m}`...) and every other tag is
   * text, so rendering gives a template for the ordinary pass. Without it,
   * `{^...}` tags are dropped, as the platform's compiler drops them.
   */
  preprocess?: boolean;
}

/** Cache key of a preprocessor-pass compile: a name no file or partial can have. */
const PREPROCESS_KEY = '\u0000preprocess:';

/** A compiled template: render it with data as many times as needed. */
export class Template {
  private fn: MacroFn;
  private runs = 0;
  private compiled = false;

  constructor(
    readonly tree: TemplateTree,
    readonly errors: readonly Diagnostic[],
    readonly warnings: readonly Diagnostic[],
    private readonly engine: Engine,
    private readonly name: string | undefined,
    private readonly mode: ExecutionMode,
    /** Compiled for the preprocessor pass (CompileOptions.preprocess). */
    readonly preprocess = false,
  ) {
    const env = this.env();
    if (mode === 'compile' && codeGenerationAllowed()) {
      this.fn = instantiate(generate(tree.body, env));
      this.compiled = true;
    } else this.fn = interpret(tree.body, env);
  }

  private env() {
    const { profiler, tracer } = this.engine;
    return { registry: this.engine.registry, expressions: { compile: compileExpression }, ...(this.name === undefined ? {} : { source: this.name }), ...(profiler ? { profiler } : {}), ...(tracer ? { tracer } : {}) };
  }

  /** The function to run now: hot tiered templates switch to generated code. */
  private current(): MacroFn {
    if (!this.compiled && this.mode === 'tiered' && ++this.runs > HOT_RENDERS) {
      // Where strings may not become code (a strict CSP), the template stays in the interpreter.
      if (codeGenerationAllowed()) this.fn = instantiate(generate(this.tree.body, this.env()));
      this.compiled = true;
    }
    return this.fn;
  }

  /** Runs the template inside another render (as a partial). */
  run(ctx: RenderContext, frame: Frame): string {
    return this.current()(ctx, frame);
  }

  /** `run` as a partial's function, made once rather than on every render that applies it. */
  readonly asPartial: MacroFn = (c, f) => this.run(c as RenderContext, f);

  render(data: unknown, options: RenderOptions = {}): RenderResult {
    const ctx = new RenderContext(data, options, this.engine);
    if (this.preprocess) ctx.preprocess = true;
    let html = '';
    let overflow = false;
    try {
      html = this.current()(ctx, new Frame(data, null));
    } catch (e) {
      if (e === OUTPUT_OVERFLOW) overflow = true;
      else ctx.fail(e, 'the template');
    }
    const max = ctx.limits.maxOutputLength;
    if (overflow || (max > 0 && html.length > max)) {
      ctx.at = { line: 1, column: 1 };
      ctx.error('OUTPUT_LIMIT', max);
      // No half page: a render over the limit outputs nothing.
      html = '';
    }
    // The render's own lists are new per render: returned as they are when the template parsed clean.
    const errors = this.errors.length === 0 ? ctx.errors : [...this.errors, ...ctx.errors];
    const warnings = this.warnings.length === 0 ? ctx.warnings : [...this.warnings, ...ctx.warnings];
    return { html, errors, warnings };
  }
}

/**
 * Parses and compiles templates (cached by source), with a registry of
 * formatter and predicate plugins. `compile` never throws: a bad template
 * compiles to what the platform renders, its diagnostics in `errors`.
 */
export class Engine implements PartialSource {
  readonly registry = new Registry();
  /** By source, then by name: a source string seen before keeps its hash, so a hit costs no concatenation or rehash of the text. */
  private readonly cache: Lru<string, Map<string, Template>>;
  readonly execution: ExecutionMode;
  readonly profiler: Profiler | undefined;
  readonly tracer: Tracer | undefined;

  constructor(options: EngineOptions = {}) {
    for (const set of options.plugins ?? ALL_PLUGINS) this.registry.register(set);
    this.cache = new Lru(options.cacheSize ?? COMPILE_CACHE_ENTRIES);
    this.profiler = options.profiler;
    this.tracer = options.tracer;
    // Only the interpreter reports to a profiler or a tracer.
    this.execution = options.profiler || options.tracer ? 'interpret' : (options.execution ?? 'tiered');
  }

  /**
   * Parses for inspection (`vitrine check`, `tree`): also reports argument
   * checks the platform does not make, and, when the source has `{^...}`
   * tags, the preprocessor pass's diagnostics beside the ordinary pass's
   * (its tags are dropped there, so neither pass alone sees both).
   */
  parse(source: string, name?: string, options: CompileOptions = {}): ParseResult {
    const result = this.parseWith(source, name, true, options.preprocess === true);
    if (options.preprocess || !source.includes('{^')) return result;
    const pre = this.parseWith(source, name, true, true);
    const byPlace = (a: Diagnostic, b: Diagnostic) => a.line - b.line || a.column - b.column;
    return { tree: result.tree, errors: [...result.errors, ...pre.errors].sort(byPlace), warnings: [...result.warnings, ...pre.warnings].sort(byPlace) };
  }

  private parseWith(source: string, name: string | undefined, lintArguments: boolean, preprocess: boolean): ParseResult {
    return parse(source, { plugins: this.registry, lintArguments, preprocess, ...(name === undefined ? {} : { source: name }) });
  }

  /** Compiles (or takes from the cache) a template; never throws on a bad template. */
  compile(source: string, name?: string, options: CompileOptions = {}): Template {
    const preprocess = options.preprocess === true;
    const key = preprocess ? PREPROCESS_KEY + (name ?? '') : (name ?? '');
    let byName = this.cache.get(source);
    const hit = byName?.get(key);
    if (hit) return hit;
    // A render reports only what the platform would (see ParseOptions.lintArguments).
    const { tree, errors, warnings } = this.parseWith(source, name, false, preprocess);
    const tpl = new Template(tree, errors, warnings, this, name, this.execution, preprocess);
    if (byName === undefined || byName.size >= MAX_NAMES_PER_SOURCE) {
      byName = new Map();
      this.cache.set(source, byName);
    }
    byName.set(key, tpl);
    return tpl;
  }

  render(source: string, data: unknown, options?: RenderOptions): RenderResult {
    return this.compile(source).render(data, options);
  }

  /**
   * The platform's preprocessor pass over a template: its `{^...}` tags run
   * against `data` and the rest is copied, giving the template the ordinary
   * pass compiles. Diagnostics carry the line:col of the original source.
   */
  preprocess(source: string, data: unknown, options?: RenderOptions, name?: string): RenderResult {
    return this.compile(source, name, { preprocess: true }).render(data, options);
  }

  /** PartialSource: a partial's function, its parse errors reported into the render. */
  partial(name: string, source: string, ctx: RenderContext): MacroFn {
    const tpl = this.compile(source, name, { preprocess: ctx.preprocess });
    for (const e of tpl.errors) {
      ctx.errors.push(diagnostic('PARTIAL_PARSE', { line: e.line, column: e.column, source: name }, name, e.message));
    }
    return tpl.asPartial;
  }
}
