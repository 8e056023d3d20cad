/**
 * The render service behind POST /render: checks a request against the
 * limits, turns it into a worker task (template by content hash) and maps
 * the pool's failures to API errors.
 */
import { DEFAULT_RENDER_LIMITS } from '../../engine/index.js';
import type { ServerConfig } from '../config.js';
import { ApiError, apiError, withHeaders } from '../errors.js';
import { measureText, measureValue } from './context-limits.js';
import { PoolError, type RenderPool } from './pool.js';
import type { RenderBody } from './schema.js';
import type { AnswerEncoding, RenderOutcome, RenderTask } from './task.js';
import { cacheKey, contentHash } from './template-hash.js';
import type { TemplateRegistry } from './template-registry.js';
import type { Diagnostic } from '../../engine/index.js';

export interface RenderAnswer {
  html: string;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  omitted?: { errors: number; warnings: number };
}

/** An answer encoded by the worker (RenderTask.encode), ready to send. */
export interface EncodedAnswer {
  body: Buffer;
  /** Diagnostics found, also those left out of the body. */
  errorCount: number;
  warningCount: number;
}

/**
 * A request body this long or longer sends its context to the worker as the
 * body's text (read again there) rather than as the parsed value: cloning
 * 1 MiB of objects across threads took the main thread 6 ms, copying the
 * text a tenth of one. Below it the clone is cheaper than a second parse.
 */
export const CONTEXT_BY_TEXT_CHARS = 64 * 1024;

export class RenderService {
  constructor(
    private readonly config: ServerConfig,
    readonly templates: TemplateRegistry,
    readonly pool: RenderPool,
  ) {}

  /** Validates the request against the limits and builds the worker task; throws ApiError. */
  prepare(body: RenderBody, bodyText?: string): RenderTask {
    const c = this.config;
    if ((body.template === undefined) === (body.templateId === undefined)) throw apiError('TEMPLATE_REQUIRED');
    let source: string;
    let hash: string;
    let name: string | undefined;
    if (body.templateId !== undefined) {
      const registered = this.templates.get(body.templateId);
      if (!registered) throw apiError('TEMPLATE_NOT_FOUND', body.templateId);
      ({ source, hash } = registered);
      name = registered.id;
    } else {
      source = body.template!;
      this.checkTemplateSize('The template', source);
      hash = contentHash(source);
    }
    for (const [partial, text] of Object.entries(body.partials ?? {})) this.checkTemplateSize(`Partial ${JSON.stringify(partial)}`, text);

    const task: RenderTask = {
      key: cacheKey(hash, name),
      source,
      maxDepth: c.maxContextDepth,
      maxDiagnostics: c.maxDiagnostics,
      limits: {
        maxPartialDepth: c.maxPartialDepth,
        maxOutputLength: c.maxOutputChars,
        maxExpressionTokens: c.maxExpressionTokens,
        maxExpressionStringLength: c.maxExpressionStringLength,
        maxPartialCalls: c.maxPartialCalls,
        // The engine keeps its own cap; the answer lists at most maxDiagnostics and counts the rest.
        maxDiagnostics: DEFAULT_RENDER_LIMITS.maxDiagnostics,
      },
    };
    if (name !== undefined) task.name = name;

    let budget = c.maxContextBytes;
    const measure = (what: string, value: unknown): void => {
      // A string is JSON text (read in the worker); anything else is the value itself.
      const m =
        typeof value === 'string' ? measureText(value, budget, c.maxContextDepth) : measureValue(value, budget, c.maxContextDepth);
      if (!m.ok && m.reason === 'size') throw apiError('CONTEXT_TOO_LARGE', what === '"json"' ? 'The context ("json")' : 'The context with its injects', c.maxContextBytes);
      if (!m.ok) throw apiError('CONTEXT_TOO_DEEP', what === '"json"' ? 'The context ("json")' : `Inject ${what}`, c.maxContextDepth);
      budget -= m.bytes;
    };
    if (body.json !== undefined) {
      measure('"json"', body.json);
      if (typeof body.json === 'string') task.dataText = body.json;
      else if (bodyText !== undefined && bodyText.length >= CONTEXT_BY_TEXT_CHARS) task.bodyText = bodyText;
      else task.data = body.json;
    }
    if (body.injects !== undefined) {
      for (const [file, value] of Object.entries(body.injects)) measure(JSON.stringify(file), value);
      task.injects = body.injects;
    }
    if (body.partials !== undefined) task.partials = body.partials;
    if (body.locale !== undefined) {
      if (!isLocale(body.locale)) throw apiError('INVALID_LOCALE', body.locale);
      task.locale = body.locale;
    }
    if (body.timeZone !== undefined) {
      if (!isTimeZone(body.timeZone)) throw apiError('INVALID_TIME_ZONE', body.timeZone);
      task.timeZone = body.timeZone;
    }
    if (body.now !== undefined) {
      const now = typeof body.now === 'number' ? body.now : Date.parse(body.now);
      if (!Number.isFinite(now)) throw apiError('INVALID_NOW', String(body.now));
      task.now = now;
    }
    if (body.enableExpressions !== undefined) task.enableExpressions = body.enableExpressions;
    if (body.enableInclude !== undefined) task.enableInclude = body.enableInclude;
    return task;
  }

  /** Runs a prepared task in the pool; throws ApiError. */
  async run(task: RenderTask, client?: string): Promise<RenderAnswer> {
    const outcome = await this.outcome(task, client);
    const answer: RenderAnswer = { html: outcome.html, errors: outcome.errors, warnings: outcome.warnings };
    const omitted = { errors: outcome.errorCount - outcome.errors.length, warnings: outcome.warningCount - outcome.warnings.length };
    if (omitted.errors > 0 || omitted.warnings > 0) answer.omitted = omitted;
    return answer;
  }

  /** The pool's outcome of a render that worked; throws ApiError. */
  private async outcome(task: RenderTask, client?: string): Promise<Extract<RenderOutcome, { ok: true }>> {
    let outcome;
    try {
      outcome = await this.pool.run(task, client);
    } catch (e) {
      throw this.poolError(e);
    }
    if (!outcome.ok) throw apiError('CONTEXT_INVALID_JSON', outcome.line, outcome.column, outcome.message);
    return outcome;
  }

  /** `client`: the caller's tenant (tenant.ts), so one tenant's renders cannot hold every worker. */
  render(body: RenderBody, client?: string): Promise<RenderAnswer> {
    return this.run(this.prepare(body), client);
  }

  /**
   * As render(), the answer encoded by the worker as `as` (the JSON body or
   * the HTML), so the main thread only sends it. `bodyText`: the request's
   * JSON text, from which a worker reads a large context again (task.ts).
   */
  async renderEncoded(body: RenderBody, client: string | undefined, as: AnswerEncoding, bodyText?: string): Promise<EncodedAnswer> {
    const outcome = await this.outcome({ ...this.prepare(body, bodyText), encode: as }, client);
    const bytes = outcome.body!;
    return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), errorCount: outcome.errorCount, warningCount: outcome.warningCount };
  }

  private checkTemplateSize(what: string, source: string): void {
    // UTF-8 is at most 3 bytes per UTF-16 unit: skip the count for short sources.
    if (source.length * 3 <= this.config.maxTemplateBytes) return;
    const bytes = Buffer.byteLength(source, 'utf8');
    if (bytes > this.config.maxTemplateBytes) throw apiError('TEMPLATE_TOO_LARGE', what, bytes, this.config.maxTemplateBytes);
  }

  private poolError(e: unknown): ApiError {
    if (!(e instanceof PoolError)) return apiError('RENDER_FAILED', e instanceof Error ? e.message : String(e));
    switch (e.kind) {
      case 'timeout':
        return apiError('RENDER_TIMEOUT', this.config.renderTimeoutMs);
      case 'memory':
        return apiError('RENDER_MEMORY', this.config.workerMemoryMb);
      case 'busy':
        return apiError('SERVER_BUSY', this.pool.pending);
      case 'budget': {
        const seconds = Math.max(1, Math.ceil((e.retryAfterMs ?? 0) / 1000));
        return withHeaders(apiError('RENDER_BUDGET_EXCEEDED', this.config.renderTenantCpuMsPerMinute, seconds), { 'retry-after': String(seconds) });
      }
      case 'closed':
        return apiError('SHUTTING_DOWN');
      default:
        return apiError('RENDER_FAILED', e.message);
    }
  }
}

function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
