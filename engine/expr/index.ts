/**
 * The expression evaluator's entry points, used by the compiler and the
 * render. `compileExpression` runs once per `{.eval}` tag (tokenize, then
 * assemble to reverse-Polish programs) and keeps any error in the result;
 * `evaluateExpression` reports it, or runs the programs, at render time.
 * Neither throws.
 */
import { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';
import { EXPRESSION_STRING_CEILING } from '../limits.js';
import { tokenize } from './tokenizer.js';
import { assemble } from './assembler.js';
import { reduce, type ExprEnv, type Reduced } from './evaluator.js';
import { toText } from './coerce.js';
import { DEBUG_ARROW, debugText } from './debug.js';
import type { CompiledExpression, Scalar } from './program.js';
import type { PathSegment } from '../syntax/ast.js';

export type { CompiledExpression } from './program.js';

export function compileExpression(source: string): CompiledExpression {
  const debug = source.startsWith('#');
  const code = debug ? source.slice(1) : source;
  const t = tokenize(code);
  const base = { code, debug, tokens: t.tokens.length };
  if (t.error !== null) {
    return { ...base, programs: [], error: t.error, tokenizeFailed: true, assigns: false };
  }
  const a = assemble(t.tokens);
  return { ...base, programs: a.programs, error: a.error, tokenizeFailed: false, assigns: a.assigns };
}

export function tokenLimitMessage(limit: number): string {
  return `Expression exceeds the maximum number of allowed tokens: ${limit}`;
}

/** The longest string a concatenation may build under `limit` (0: only the engine's ceiling). */
export function stringLimit(limit: number): number {
  return limit > 0 ? Math.min(limit, EXPRESSION_STRING_CEILING) : EXPRESSION_STRING_CEILING;
}

/**
 * Runs a compiled expression in `frame`, without a render: the building
 * block of `evaluateExpression`, exposed for tests (it reports the step count).
 * Assignments go to a scratch scope and reach `frame` only when the whole
 * expression succeeds.
 */
export function runExpression(
  expr: CompiledExpression,
  frame: Frame,
  resolve: (frame: Frame, path: readonly PathSegment[]) => unknown,
  maxString: number,
): Reduced {
  const scope = expr.assigns ? new Frame(frame.node, frame) : frame;
  const env: ExprEnv = {
    lookup: (path) => resolve(scope, path),
    assign: (name: string, value: Scalar) => scope.setVar(name, value),
    maxString,
  };
  const r = reduce(expr.programs, env);
  if (r.error === null && scope !== frame && scope.vars !== null) {
    for (const [k, v] of scope.vars) frame.setVar(k, v);
  }
  return r;
}

export function evaluateExpression(expr: CompiledExpression, ctx: RenderContext, frame: Frame): string {
  const maxTokens = ctx.limits.maxExpressionTokens;
  const overLimit = maxTokens > 0 && expr.tokens > maxTokens;
  const prefix = expr.debug ? debugText(overLimit || expr.tokenizeFailed ? [] : expr.programs) : '';
  if (overLimit) {
    ctx.error('EXPRESSION_PARSE', expr.code, tokenLimitMessage(maxTokens));
    return prefix;
  }
  if (expr.error !== null) {
    ctx.error('EXPRESSION_PARSE', expr.code, expr.error);
    return prefix;
  }
  let r: Reduced;
  try {
    r = runExpression(expr, frame, (f, path) => ctx.resolve(f, path), stringLimit(ctx.limits.maxExpressionStringLength));
  } catch (e) {
    ctx.fail(e, '{.eval}');
    return prefix;
  }
  if (r.error !== null) {
    ctx.error('EXPRESSION_REDUCE', expr.code, r.error);
    return prefix;
  }
  if (r.value === undefined) return prefix;
  return expr.debug ? prefix + DEBUG_ARROW + toText(r.value) : toText(r.value);
}
