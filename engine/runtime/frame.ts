/**
 * A scope of the render: the node it looks at, its enclosing scope, the
 * repeated-section index, variables bound by {.var}/{.ctx}/{.inject}/eval,
 * and macros registered in it. Frames are created only where the language
 * opens a scope (sections, repeated items, partials, macros).
 */
export type MacroFn = (ctx: unknown, frame: Frame) => string;

export class Frame {
  /** 0-based position in the enclosing repeated section, -1 outside one. */
  index = -1;
  /**
   * The array a repeated-section element belongs to. The platform pushes a
   * scope for the array itself, holding the index, between the element and
   * the enclosing scope; Vitrine folds it into the element's frame (no
   * allocation per section): lookups try the array after the element, and a
   * section's own lookup (current scope only) sees neither it nor the index.
   */
  list: readonly unknown[] | null = null;
  vars: Map<string, unknown> | null = null;
  macros: Map<string, MacroFn> | null = null;
  /** `apply ... private`: lookups stop at this frame. */
  stop = false;
  constructor(
    /** Changes only where generated code gives a repeated section's one frame its next item (codegen.ts). */
    public node: unknown,
    public readonly parent: Frame | null,
  ) {}

  setVar(name: string, value: unknown): void {
    (this.vars ??= new Map()).set(name, value);
  }

  setMacro(name: string, fn: MacroFn): void {
    (this.macros ??= new Map()).set(name, fn);
  }
}
