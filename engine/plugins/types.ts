/**
 * The plugin contract. Formatters and predicates are typed tables, one
 * module per family, registered through the same API extensions use.
 */
import type { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';

export type Family = 'core' | 'commerce' | 'content' | 'social' | 'slide' | 'i18n' | 'date' | 'units';

interface PluginBase {
  name: string;
  family: Family;
  /** One line for `vitrine plugins`: what it does and its arguments. */
  summary: string;
  minArgs?: number;
  maxArgs?: number;
  /**
   * The platform rejects the tag when it has no arguments: a render reports
   * that. Other counts and `validate` findings are `vitrine check` warnings only.
   */
  requiresArgs?: boolean;
  /** Check of the arguments for `vitrine check`: a message when they are bad, else null. */
  validate?: (args: string[]) => string | null;
  /** Retired: it renders a notice, not its value; what to write instead (`vitrine check` warns, FORMATTER_RETIRED). */
  retired?: string;
}

export interface FormatterDef extends PluginBase {
  /**
   * Formats `value`. `frame` is a scope whose node is the variable's
   * original value and whose parent is the tag's scope, when `needsFrame`
   * is set; otherwise the tag's scope. `vars` holds every variable of a
   * multi-variable tag (`{a, b|fmt}`), with vars[0] the current value.
   * An `apply` that declares `frame` gets the value's scope (see Registry).
   */
  apply(value: unknown, args: readonly string[], ctx: RenderContext, frame: Frame, vars: unknown[] | undefined): unknown;
  needsFrame?: boolean;
  /** `apply` reads only its value and never reports: called without arguments or position bookkeeping. */
  simple?: boolean;
  /** The core HTML escape (`apply` of a string is exactly escapeHtml or escapeAttr): generated code calls it directly on strings. */
  escapes?: 'html' | 'attr';
}

export interface PredicateDef extends PluginBase {
  /**
   * Tests the scope: `frame.node` is the current node. The answer depends
   * only on the arguments, the scopes and the render's options: generated
   * code asks once for several tags of the same predicate and arguments in
   * one scope with no variable bound between them (a call that raised a
   * diagnostic is made again at each tag).
   */
  test(args: readonly string[], ctx: RenderContext, frame: Frame): boolean;
  /**
   * The same test with its arguments read once (literals parsed, paths
   * split): generated code calls the result on every render. Must answer
   * exactly as `test` with these arguments.
   */
  prepare?(args: readonly string[]): PreparedTest;
}

export type PreparedTest = (ctx: RenderContext, frame: Frame) => boolean;

export interface PluginSet {
  formatters: readonly FormatterDef[];
  predicates: readonly PredicateDef[];
}
