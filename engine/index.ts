/**
 * Vitrine's template engine: the public API.
 *
 * ```ts
 * const engine = new Engine();
 * const tpl = engine.compile(source);          // once
 * const { html, errors } = tpl.render(data, { partials, locale, now });  // many times
 * ```
 *
 * or, with the default engine (every built-in plugin): `compile(source).render(data)`.
 * Runs in Node and in browsers (no Node built-ins): `import { compile } from 'vitrine/engine'`.
 *
 * @packageDocumentation
 */
import { Engine as DefaultEngine, type Template as CompiledTemplate, type CompileOptions } from './engine.js';

let shared: DefaultEngine | undefined;

/** Compiles a template with a shared default engine (built-in plugins, compile cache); never throws on a bad template. */
export function compile(source: string, name?: string, options?: CompileOptions): CompiledTemplate {
  shared ??= new DefaultEngine();
  return shared.compile(source, name, options);
}

export { Engine, Template, HOT_RENDERS, type RenderResult, type EngineOptions, type ExecutionMode, type CompileOptions } from './engine.js';
export { codeGenerationAllowed } from './compile/code-generation.js';
export type { RenderOptions, RenderLimits } from './runtime/options.js';
export { DEFAULT_RENDER_LIMITS } from './runtime/options.js';
export { parseJson, type JsonResult, type JsonError } from './syntax/json.js';
export { parse, type ParseResult, type ParseOptions, type PluginLookup, type PluginArgs } from './syntax/parser.js';
export type * from './syntax/ast.js';
export { formatDiagnostic, ERROR_CODES, type Diagnostic, type ErrorCode, type ErrorArgs, type Severity, type Stage } from './errors.js';
export type { FormatterDef, PredicateDef, PluginSet, Family, PreparedTest } from './plugins/types.js';
export type { Registry } from './plugins/registry.js';
export { listPlugins, ALL_PLUGINS, type PluginListing } from './plugins/index.js';
export { RenderContext, type PartialSource, type SourcePos } from './runtime/context.js';
export { Frame, type MacroFn } from './runtime/frame.js';
export { JsonNumber } from './runtime/values.js';
export { LIMITS } from './limits.js';
export { encodeUtf8 } from './encode-utf8.js';
export type { Profiler } from './runtime/profiler.js';
export type { Tracer, FormatterStep } from './runtime/tracer.js';
