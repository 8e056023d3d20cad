/**
 * The engine: parse and compile templates once, render them many times.
 * Compiled templates and partials are cached by source (bounded LRU).
 */
import { parse, type ParseResult } from './syntax/parser.js';
import { generate } from './compile/codegen.js';
import { instantiate } from './compile/instantiate.js';
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

export interface RenderResult {
  html: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

export interface EngineOptions {
  /** Plugin families to register; default every family the engine ships. */
  plugins?: readonly Partial<PluginSet>[];
  /** Compiled templates kept in the cache. */
  cacheSize?: number;
}

export class Template {
  constructor(
    readonly tree: TemplateTree,
    readonly errors: readonly Diagnostic[],
    readonly warnings: readonly Diagnostic[],
    private readonly fn: MacroFn,
    private readonly engine: Engine,
  ) {}

  /** Runs the template inside another render (as a partial). */
  run(ctx: RenderContext, frame: Frame): string {
    return this.fn(ctx, frame);
  }

  render(data: unknown, options: RenderOptions = {}): RenderResult {
    const ctx = new RenderContext(data, options, this.engine);
    let html = '';
    let overflow = false;
    try {
      html = this.fn(ctx, new Frame(data, null));
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
    return { html, errors: [...this.errors, ...ctx.errors], warnings: [...this.warnings, ...ctx.warnings] };
  }
}

export class Engine implements PartialSource {
  readonly registry = new Registry();
  private readonly cache: Lru<string, Template>;

  constructor(options: EngineOptions = {}) {
    for (const set of options.plugins ?? ALL_PLUGINS) this.registry.register(set);
    this.cache = new Lru(options.cacheSize ?? COMPILE_CACHE_ENTRIES);
  }

  parse(source: string, name?: string): ParseResult {
    return parse(source, { plugins: this.registry, ...(name === undefined ? {} : { source: name }) });
  }

  /** Compiles (or takes from the cache) a template; never throws on a bad template. */
  compile(source: string, name?: string): Template {
    const key = `${name ?? ''}\u0000${source}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const { tree, errors, warnings } = this.parse(source, name);
    const gen = generate(tree.body, {
      registry: this.registry,
      expressions: { compile: compileExpression },
      ...(name === undefined ? {} : { source: name }),
    });
    const tpl = new Template(tree, errors, warnings, instantiate(gen), this);
    this.cache.set(key, tpl);
    return tpl;
  }

  render(source: string, data: unknown, options?: RenderOptions): RenderResult {
    return this.compile(source).render(data, options);
  }

  /** PartialSource: a partial's function, its parse errors reported into the render. */
  partial(name: string, source: string, ctx: RenderContext): MacroFn {
    const tpl = this.compile(source, name);
    for (const e of tpl.errors) {
      ctx.errors.push(diagnostic('PARTIAL_PARSE', { line: e.line, column: e.column, source: name }, name, e.message));
    }
    return (c, f) => tpl.run(c as RenderContext, f);
  }
}
