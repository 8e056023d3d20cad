/**
 * Every limit of the engine, in one place. Render options may override the
 * configurable ones; the server sets its own safe values from these.
 */
export const LIMITS = {
  /** Nesting of partials and macros (apply, include) before the render refuses to go deeper. */
  maxPartialDepth: 16,
  /** Terms joined by && / || in one {.if}. */
  maxIfTerms: 30,
  /** Default truncate length (SPEC section 9). */
  truncateLength: 100,
  /** Nesting of arrays and objects in JSON text read by the engine's parser. */
  maxJsonDepth: 1000,
} as const;

/** Compiled templates (and partials) kept per engine, least recently used evicted. */
export const COMPILE_CACHE_ENTRIES = 512;
