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
  /** Partial and macro applications per render: bounds recursion that fans out (each level applying several times). */
  maxPartialCalls: 100_000,
  /** Diagnostics stored per render; identical ones are stored once. */
  maxDiagnostics: 1000,
} as const;

/** Compiled templates (and partials) kept per engine, least recently used evicted. */
export const COMPILE_CACHE_ENTRIES = 512;

/** Constants of the content and social plugin families (SPEC section 9). */
export const CONTENT_LIMITS = {
  /** Image widths of a srcset, in ascending order (suffix w). */
  imageWidths: [100, 300, 500, 750, 1000, 1500, 2500],
  /** Thumbnail thresholds: the smallest width above which the next variant is chosen. */
  thumbnailThresholds: [100, 300, 500, 750, 1000],
  /** Alt text taken from an item's body is cut to this many characters. */
  maxAltTextLength: 250,
  /** color-weight: colours above half of 0xFFFFFF (16777215) are light. */
  colorWeightThreshold: 16777215 / 2,
  /** Relative time: days in a week, a month and a year. */
  daysPerWeek: 7,
  daysPerMonth: 30,
  daysPerYear: 365,
  /** Focal point of an image without one. */
  defaultFocalPoint: '0.5,0.5',
  /** website-color: hue range and fraction digits of the output. */
  maxHue: 360,
  colorFractionDigits: 2,
  /** image-meta: the images whose attributes' text is kept, by asset URL (a site's images printed again and again); emptied when full. */
  imageMetaMemoEntries: 4096,
  /** item-classes: the class texts kept per kind (category, tag, author) of the names slugged (a site has a few); emptied when full. */
  itemClassMemoEntries: 1024,
} as const;

/**
 * Longest string an expression's concatenation may build, whatever the
 * render's maxExpressionStringLength (0 there means only this ceiling), so
 * one {.eval} cannot exhaust memory by repeated doubling.
 */
export const EXPRESSION_STRING_CEILING = 16 * 1024 * 1024;
