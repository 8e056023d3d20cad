/**
 * One render, as a worker runs it: read the context, take the compiled
 * template from the cache, render, and cap the diagnostics returned.
 */
import { parseJson, type Diagnostic, type RenderOptions } from '../../engine/index.js';
import type { CompiledTemplates } from './worker-cache.js';
import type { AnswerEncoding, RenderOutcome, RenderTask } from './task.js';

export function runRenderTask(templates: CompiledTemplates, task: RenderTask): RenderOutcome {
  let data = task.bodyText !== undefined ? (JSON.parse(task.bodyText) as { json?: unknown }).json : task.data;
  if (task.dataText !== undefined) {
    const read = parseJson(task.dataText, task.maxDepth);
    if (!read.ok) {
      const { message, line, column } = read.error;
      return { ok: false, reason: 'invalid-json', message, line, column };
    }
    data = read.value;
  }
  const { template, cached } = templates.get(task.key, task.source, task.name);
  const options: RenderOptions = { limits: task.limits };
  if (task.partials !== undefined) options.partials = task.partials;
  if (task.injects !== undefined) options.injects = task.injects;
  if (task.locale !== undefined) options.locale = task.locale;
  if (task.timeZone !== undefined) options.timeZone = task.timeZone;
  if (task.now !== undefined) options.now = task.now;
  if (task.enableExpressions !== undefined) options.enableExpressions = task.enableExpressions;
  if (task.enableInclude !== undefined) options.enableInclude = task.enableInclude;
  const { html, errors, warnings } = template.render(data, options);
  const outcome: RenderOutcome = {
    ok: true,
    html,
    errors: cap(errors, task.maxDiagnostics),
    warnings: cap(warnings, task.maxDiagnostics),
    errorCount: errors.length,
    warningCount: warnings.length,
    cached,
  };
  if (task.encode) {
    outcome.body = encodeAnswer(outcome, task.encode);
    outcome.html = '';
  }
  return outcome;
}

/**
 * The answer as /render sends it: its JSON body (the response schema's
 * fields only), or the HTML alone. TextEncoder gives the bytes a buffer of
 * their own, which can be transferred (Buffer.from may share a pool).
 */
export function encodeAnswer(outcome: Extract<RenderOutcome, { ok: true }>, as: AnswerEncoding): Uint8Array {
  if (as === 'html') return new TextEncoder().encode(outcome.html);
  const omitted = { errors: outcome.errorCount - outcome.errors.length, warnings: outcome.warningCount - outcome.warnings.length };
  const answer: Record<string, unknown> = { html: outcome.html, errors: outcome.errors.map(answered), warnings: outcome.warnings.map(answered) };
  if (omitted.errors > 0 || omitted.warnings > 0) answer.omitted = omitted;
  return new TextEncoder().encode(JSON.stringify(answer));
}

/** A diagnostic with the response schema's fields, in its order. */
function answered(d: Diagnostic): Diagnostic {
  const { code, severity, stage, message, line, column, source } = d;
  return source === undefined ? { code, severity, stage, message, line, column } : { code, severity, stage, message, line, column, source };
}

function cap(list: Diagnostic[], max: number): Diagnostic[] {
  return list.length > max ? list.slice(0, max) : list;
}
