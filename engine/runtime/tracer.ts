/**
 * A render observer for the provenance overlay of `vitrine serve`: it may
 * mark the start tags of template text (so an element can be traced back
 * to its file:line:col) and is told each variable's value with every
 * formatter's input and output, and which branch each block took. Only
 * the interpreter calls it; an engine with a tracer never generates code.
 */
export interface FormatterStep {
  /** `name arg...` as written. */
  formatter: string;
  input: unknown;
  output: unknown;
}

export interface Tracer {
  /** Template text about to be output, starting at line:col of `source`: returns it, its start tags possibly marked. */
  text(source: string | undefined, line: number, col: number, text: string): string;
  /**
   * `path`: the variable as written (relative to its section); `absolute`: its JSON path from the
   * render's root (`collection.items.3.title`), null when the value is not in the context as such
   * (a `{.var}`, `@index`, a partial applied to a formatter's output).
   */
  value(source: string | undefined, line: number, col: number, path: string, steps: readonly FormatterStep[], value: unknown, absolute: string | null): void;
  /** `what`: the instruction (`{.section item}`); `taken`: the branch that ran (`body`, `or`, `none`, `3 items`). */
  branch(source: string | undefined, line: number, col: number, what: string, taken: string): void;
}
