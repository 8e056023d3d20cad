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
  vars: Map<string, unknown> | null = null;
  macros: Map<string, MacroFn> | null = null;
  /** `apply ... private`: lookups stop at this frame. */
  stop = false;
  constructor(
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
