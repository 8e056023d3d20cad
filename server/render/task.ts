/**
 * What the main thread sends a render worker and what it answers: plain
 * data, structured-cloned across the thread boundary.
 */
import type { Diagnostic, RenderLimits, RenderOptions } from '../../engine/index.js';

/** The engine's render options (partials, injects, locale, clock...) with every limit set. */
export interface RenderTask extends Omit<RenderOptions, 'limits'> {
  /** Cache key: the template's content hash (and its name, which appears in diagnostics). */
  key: string;
  source: string;
  /** Name given to the engine; absent for an inline template. */
  name?: string;
  /** The context as a value (already parsed by the HTTP layer)... */
  data?: unknown;
  /** ...or as JSON text, read by the engine's reader so number lexemes (1.0) survive... */
  dataText?: string;
  /**
   * ...or as the "json" member of the request's own JSON text, read again
   * here with JSON.parse as the HTTP layer read it: for a large context that
   * costs the main thread less than cloning the parsed value to this one.
   */
  bodyText?: string;
  /** Deepest nesting the JSON text may have. */
  maxDepth: number;
  limits: RenderLimits;
  /** Errors and warnings returned, each; the rest are only counted. */
  maxDiagnostics: number;
  /**
   * Encode the answer in the worker: the /render JSON body, or the HTML
   * alone, as UTF-8 bytes moved (not copied) to the main thread. An 8 Mi
   * character page is then no work for the thread that serves every request.
   */
  encode?: AnswerEncoding;
}

export type AnswerEncoding = 'json' | 'html';

export type RenderOutcome =
  | {
      ok: true;
      html: string;
      errors: Diagnostic[];
      warnings: Diagnostic[];
      /** Counts before capping at maxDiagnostics. */
      errorCount: number;
      warningCount: number;
      /** True when the compiled template came from the worker's cache. */
      cached: boolean;
      /** With task.encode: the answer's bytes (html is then empty). */
      body?: Uint8Array;
    }
  | { ok: false; reason: 'invalid-json'; message: string; line: number; column: number };
