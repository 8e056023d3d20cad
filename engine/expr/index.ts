/**
 * The expression evaluator's entry points, used by the compiler and the
 * render. (Tokenizer, assembler and evaluator arrive with the expression issue.)
 */
import type { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';

export interface CompiledExpression {
  code: string;
}

export function compileExpression(code: string): CompiledExpression {
  return { code };
}

export function evaluateExpression(expr: CompiledExpression, ctx: RenderContext, _frame: Frame): string {
  ctx.error('EXPRESSION_PARSE', expr.code, 'expressions are not supported yet');
  return '';
}
