/**
 * A render observer for `vitrine stats --profile`: told when each costly
 * instruction (a variable with formatters, a section, a repetition, a
 * predicate, an include) and each formatter call starts and ends, nested.
 * Only the interpreter calls it, so a profiled engine never switches to
 * generated code.
 */
export interface Profiler {
  /** `source`: the template or partial name; `what`: the instruction as written (`{.section item}`, `|apply card.block`). */
  enter(source: string | undefined, line: number, col: number, what: string): void;
  exit(): void;
}
