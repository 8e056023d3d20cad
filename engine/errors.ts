/**
 * The engine's catalogue of errors and warnings: a stable code, the stage
 * that finds it, and its message. Parse and render never throw on a bad
 * template; they return these as values with a line:col.
 */
export type Stage = 'parse' | 'assemble' | 'render';
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  code: ErrorCode;
  severity: Severity;
  stage: Stage;
  message: string;
  line: number;
  column: number;
  /** The partial or macro the position refers to; absent for the main template. */
  source?: string;
}

const CATALOGUE = {
  FORMATTER_UNKNOWN: { stage: 'parse', text: (name: string) => `Formatter '${name}' is unknown` },
  PREDICATE_UNKNOWN: { stage: 'parse', text: (name: string) => `Predicate '${name}' is unknown` },
  ARGS_COUNT: {
    stage: 'parse',
    text: (name: string, expected: string, got: number) => `'${name}' expects ${expected} argument(s) but got ${got}`,
  },
  ARGS_INVALID: { stage: 'parse', text: (name: string, why: string) => `Invalid arguments for '${name}': ${why}` },
  IF_TOO_MANY: { stage: 'parse', text: (max: number) => `An {.if} may join at most ${max} variables` },
  DEAD_CODE: { stage: 'assemble', text: (what: string) => `This ${what} block will never execute.` },
  EOF_IN_BLOCK: { stage: 'assemble', text: (what: string) => `Reached end of input in the middle of ${what}` },
  NOT_ALLOWED_IN_BLOCK: {
    stage: 'assemble',
    text: (what: string, parent: string) => `${what} instruction is not allowed inside ${parent} block.`,
  },
  NOT_ALLOWED_AT_ROOT: { stage: 'assemble', text: (what: string) => `Instruction ${what} not allowed at root` },
  MACRO_DUPLICATE: { stage: 'assemble', severity: 'warning', text: (name: string) => `Macro '${name}' is defined twice` },
  PARTIAL_MISSING: {
    stage: 'render',
    text: (name: string) => `Attempt to apply partial '${name}' which could not be found.`,
  },
  PARTIAL_PARSE: { stage: 'render', text: (name: string, msg: string) => `Parse of partial "${name}" failed: ${msg}` },
  PARTIAL_RECURSION: {
    stage: 'render',
    text: (name: string, limit: number) => `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${limit}`,
  },
  INJECT_MISSING: { stage: 'render', text: (path: string) => `Inject file '${path}' could not be found` },
  INJECT_PARSE: { stage: 'render', text: (path: string, msg: string) => `Inject file '${path}' is not valid JSON: ${msg}` },
  EXPRESSION_PARSE: { stage: 'render', text: (expr: string, msg: string) => `Error parsing expression: ${JSON.stringify(expr)}: ${msg}` },
  EXPRESSION_REDUCE: { stage: 'render', text: (expr: string, msg: string) => `Error reducing expression: ${expr}: ${msg}` },
  EXPRESSIONS_DISABLED: { stage: 'render', text: () => 'Expressions are disabled for this render' },
  FORMATTER_RETIRED: {
    stage: 'parse',
    severity: 'warning',
    text: (name: string, instead: string) => `Formatter '${name}' is retired: it prints a notice, not the value; write ${instead}`,
  },
  FORMATTER_NOT_IMPLEMENTED: { stage: 'render', severity: 'warning', text: (name: string) => `Formatter '${name}' is not yet implemented` },
  FORMATTER_FAILED: { stage: 'render', text: (name: string, msg: string) => `Formatter '${name}' failed: ${msg}` },
  PREDICATE_FAILED: { stage: 'render', text: (name: string, msg: string) => `Predicate '${name}' failed: ${msg}` },
  OUTPUT_LIMIT: { stage: 'render', text: (limit: number) => `Output exceeds the maximum size of ${limit} characters` },
  PARTIAL_CALLS_LIMIT: {
    stage: 'render',
    text: (limit: number) => `The render applied partials and macros more than ${limit} times; the rest render nothing`,
  },
  UNEXPECTED: { stage: 'render', text: (what: string, msg: string) => `Unexpected error when executing ${what}: ${msg}` },
  MESSAGE_SYNTAX: {
    stage: 'render',
    text: (formatter: string, offset: number, msg: string) => `Invalid message pattern for '${formatter}' at character ${offset + 1}: ${msg}`,
  },
  MESSAGE_PLURAL_KEY: {
    stage: 'render',
    severity: 'warning',
    text: (formatter: string, offset: number, msg: string) => `Plural key in '${formatter}' at character ${offset + 1}: ${msg}`,
  },
  DATE_OUT_OF_RANGE: {
    stage: 'render',
    text: (formatter: string, value: string) =>
      `'${formatter}': the date ${value} is outside the supported range of Julian days (Mon Jan 1 4713 BC to Fri Dec 31 8652 AD)`,
  },
} as const;

export type ErrorCode = keyof typeof CATALOGUE;
export type ErrorArgs<C extends ErrorCode> = Parameters<(typeof CATALOGUE)[C]['text']>;

export const ERROR_CODES = Object.keys(CATALOGUE) as ErrorCode[];

export function diagnostic<C extends ErrorCode>(
  code: C,
  at: { line: number; column: number; source?: string | undefined },
  ...args: ErrorArgs<C>
): Diagnostic {
  const entry: { stage: Stage; severity?: Severity; text: unknown } = CATALOGUE[code];
  const text = entry.text as (...a: unknown[]) => string;
  const d: Diagnostic = {
    code,
    severity: entry.severity ?? 'error',
    stage: entry.stage,
    message: text(...args),
    line: at.line,
    column: at.column,
  };
  if (at.source !== undefined) d.source = at.source;
  return d;
}

export function formatDiagnostic(d: Diagnostic, file = d.source ?? 'template'): string {
  return `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
}
