/** What a render may be given, and the limits it runs under. */
import { LIMITS } from '../limits.js';

export interface RenderLimits {
  /** Depth of nested partials and macros. */
  maxPartialDepth: number;
  /** Characters of output; past it the render stops with an error. 0 = no limit. */
  maxOutputLength: number;
  /** Tokens of one {.eval} expression. 0 = no limit. */
  maxExpressionTokens: number;
  /** Length of a string built by concatenation in an expression. 0 = no limit. */
  maxExpressionStringLength: number;
  /** Partial and macro applications in one render (recursion can fan out exponentially). 0 = no limit. */
  maxPartialCalls: number;
  /** Diagnostics kept per render; the rest are counted, not stored. */
  maxDiagnostics: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  maxPartialDepth: LIMITS.maxPartialDepth,
  maxOutputLength: 0,
  maxExpressionTokens: 0,
  maxExpressionStringLength: 0,
  maxPartialCalls: LIMITS.maxPartialCalls,
  maxDiagnostics: LIMITS.maxDiagnostics,
};

export interface RenderOptions {
  /** Partial name -> template source. */
  partials?: Record<string, string>;
  /** File name -> JSON text (or an already parsed value), for {.inject}. */
  injects?: Record<string, unknown>;
  /** BCP 47 tag; default 'en'. */
  locale?: string;
  /** IANA zone; default the website's timeZone, else America/New_York. */
  timeZone?: string;
  /** The clock, epoch milliseconds; default Date.now() at render start. */
  now?: number;
  /** {.eval} expressions; default on. */
  enableExpressions?: boolean;
  /** {.include}; default on. */
  enableInclude?: boolean;
  limits?: Partial<RenderLimits>;
}

export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_LOCALE = 'en';
