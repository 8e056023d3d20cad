/**
 * The tree interpreter: runs an instruction tree directly, with the same
 * semantics as the generated code. It is the first tier: a template runs
 * here until it has rendered a few times, then the engine generates
 * JavaScript for it (codegen.ts), so compiling stays as cheap as parsing
 * and only templates that are used pay for code generation.
 */
import type { FormatterCall, Node, OrNode, VarPath } from '../syntax/ast.js';
import { takesValueOnly } from './codegen.js';
import { readsScope, type Registry } from '../plugins/registry.js';
import type { FormatterDef } from '../plugins/types.js';
import type { RenderContext, SourcePos } from '../runtime/context.js';
import { Frame, type MacroFn } from '../runtime/frame.js';
import { follow, nameLocal, resolve } from '../runtime/lookup.js';
import { isTruthy, toOutput } from '../runtime/values.js';
import type { ExpressionCompiler } from './codegen.js';
import type { Profiler } from '../runtime/profiler.js';
import type { FormatterStep, Tracer } from '../runtime/tracer.js';
import { joinPath, localPath, setFramePath, valuePath } from '../runtime/frame-paths.js';

export interface InterpretEnv {
  registry: Registry;
  expressions: ExpressionCompiler;
  source?: string;
  /** Told of every costly instruction and formatter call (vitrine stats --profile). */
  profiler?: Profiler;
  /** Marks elements and is told values and branches (the provenance overlay of vitrine serve). */
  tracer?: Tracer;
}

const pathOf = (p: VarPath) => p.join('.');
type VariableNode = Extract<Node, { type: 'variable' }>;
/** Arguments of a formatter that takes the value alone (it reads none). */
const NO_ARGS: readonly string[] = Object.freeze([]);

/** An instruction as the profile names it; null for the cheap ones it leaves out. */
function describe(node: Node): string | null {
  switch (node.type) {
    case 'variable':
      return node.formatters.length ? `{${node.vars.map(pathOf).join(',')}${node.formatters.map((f) => `|${f.name}`).join('')}}` : null;
    case 'bindvar':
      return `{.var @${node.name}}`;
    case 'section':
      return `{.section ${pathOf(node.path)}}`;
    case 'repeated':
      return `{.repeated section ${pathOf(node.path)}}`;
    case 'predicate':
      return `{.${node.name}}`;
    case 'if':
      return `{.if ${node.vars.map(pathOf).join(' ')}}`;
    case 'include':
      return `{.include ${node.name}}`;
    case 'eval':
      return '{.eval}';
    default:
      return null;
  }
}

/** The paths of a variable's names from the render's root, comma-separated; null when one is unknown. */
function absolutePaths(f: Frame, vars: VarPath[]): string | null {
  const paths = vars.map((p) => valuePath(f, p));
  return paths.includes(null) ? null : paths.join(', ');
}

class Interpreter {
  /** Compiled expressions and positions, made once per node on first use. */
  private readonly expressions = new WeakMap<object, unknown>();
  private readonly positions = new WeakMap<object, SourcePos>();
  private readonly macros = new WeakMap<object, MacroFn>();
  /** Per variable: its formatters when each takes the value alone (html, htmlattr, ...), else null. */
  private readonly valueOnly = new WeakMap<object, FormatterDef[] | null>();
  /** No profiler or tracer: nodes run straight in plain(). */
  private readonly untold: boolean;

  constructor(private readonly env: InterpretEnv) {
    this.untold = !env.profiler && !env.tracer;
  }

  /** A variable's formatters when it has one name and every formatter takes the value alone (as generated code calls them), else null. */
  private valueOnlyChain(node: VariableNode): FormatterDef[] | null {
    let chain = this.valueOnly.get(node);
    if (chain === undefined) {
      const defs = node.formatters.map((call) => this.env.registry.formatter(call.name));
      chain = node.vars.length === 1 && defs.every((d) => d !== undefined && takesValueOnly(d)) ? (defs as FormatterDef[]) : null;
      this.valueOnly.set(node, chain);
    }
    return chain;
  }

  pos(node: { line: number; col: number }): SourcePos {
    let p = this.positions.get(node);
    if (!p) {
      p = { line: node.line, column: node.col };
      if (this.env.source !== undefined) p.source = this.env.source;
      this.positions.set(node, p);
    }
    return p;
  }

  fn(body: Node[]): MacroFn {
    return (c, f) => this.block(body, c as RenderContext, f);
  }

  block(body: Node[] | null, c: RenderContext, f: Frame): string {
    if (!body) return '';
    let o = '';
    if (this.untold) for (const node of body) o += this.plain(node, c, f, o.length);
    else for (const node of body) o += this.node(node, c, f, o.length);
    return o;
  }

  private path(p: VarPath, f: Frame, local = false): unknown {
    if (p.length === 1 && p[0] === '@') return f.node;
    return local ? follow(nameLocal(f, p[0]!), p, 1) : resolve(f, p);
  }

  private formatted(node: { vars: VarPath[]; formatters: FormatterCall[]; line: number; col: number }, c: RenderContext, f: Frame, pushScope: boolean, steps?: FormatterStep[]): unknown {
    let v = this.path(node.vars[0]!, f);
    const vs = node.vars.length > 1 ? [v, ...node.vars.slice(1).map((p) => this.path(p, f))] : undefined;
    const defs = node.formatters.map((call) => this.env.registry.formatter(call.name));
    const scope = pushScope && defs.some(readsScope) ? new Frame(v, f) : f;
    // A partial applied to the value runs in this scope: traced, it is named by the value's path.
    if (this.env.tracer && scope !== f) setFramePath(scope, valuePath(f, node.vars[0]!));
    const profiler = this.env.profiler;
    node.formatters.forEach((call, i) => {
      const def = defs[i];
      if (!def) return;
      if (profiler) profiler.enter(this.env.source, call.line, call.col, `|${[call.name, ...call.args].join(' ')}`);
      const input = v;
      try {
        if (def.simple) v = def.apply(v, call.args, c, scope, undefined);
        else {
          c.at = this.pos(call);
          v = def.apply(v, call.args, c, scope, vs);
        }
      } finally {
        profiler?.exit();
      }
      steps?.push({ formatter: [call.name, ...call.args].join(' '), input, output: v });
      if (vs) vs[0] = v;
    });
    return v;
  }

  /** formatted() where no profiler or tracer is told: the same calls without their reports, a smaller function for a first render to compile. */
  private formattedPlain(node: { vars: VarPath[]; formatters: FormatterCall[] }, c: RenderContext, f: Frame, pushScope: boolean): unknown {
    let v = this.path(node.vars[0]!, f);
    const vs = node.vars.length > 1 ? [v, ...node.vars.slice(1).map((p) => this.path(p, f))] : undefined;
    const registry = this.env.registry;
    let scope = f;
    if (pushScope && node.formatters.some((call) => readsScope(registry.formatter(call.name)))) scope = new Frame(v, f);
    for (const call of node.formatters) {
      const def = registry.formatter(call.name);
      if (!def) continue;
      if (def.simple) v = def.apply(v, call.args, c, scope, undefined);
      else {
        c.at = this.pos(call);
        v = def.apply(v, call.args, c, scope, vs);
      }
      if (vs) vs[0] = v;
    }
    return v;
  }

  private guarded(c: RenderContext, node: { line: number; col: number }, what: string, run: () => string): string {
    try {
      c.at = this.pos(node);
      return run();
    } catch (e) {
      c.fail(e, what);
      return '';
    }
  }

  private test(name: string, args: string[], at: { line: number; col: number }, c: RenderContext, f: Frame): boolean {
    const def = this.env.registry.predicate(name);
    if (!def) return false;
    c.at = this.pos(at);
    return c.test(def, args, f);
  }

  private alternative(or: OrNode | null, c: RenderContext, f: Frame): string {
    if (!or) return '';
    if (or.predicate === null || this.test(or.predicate, or.args, or, c, f)) return this.block(or.body, c, f);
    return this.alternative(or.alternative, c, f);
  }

  /** `before`: output length of the enclosing body so far, for the output limit. */
  private node(node: Node, c: RenderContext, f: Frame, before: number): string {
    const profiler = this.env.profiler;
    const what = profiler ? describe(node) : null;
    if (!profiler || what === null) return this.run(node, c, f, before);
    profiler.enter(this.env.source, node.line, node.col, what);
    try {
      return this.run(node, c, f, before);
    } finally {
      profiler.exit();
    }
  }

  private run(node: Node, c: RenderContext, f: Frame, before: number): string {
    const tracer = this.env.tracer;
    return tracer ? this.traced(tracer, node, c, f, before) : this.plain(node, c, f, before);
  }

  /** A node run with the tracer told what it output and which branch it took. */
  private traced(tracer: Tracer, node: Node, c: RenderContext, f: Frame, before: number): string {
    const source = this.env.source;
    switch (node.type) {
      case 'text':
        return tracer.text(source, node.line, node.col, node.text);
      case 'variable': {
        const steps: FormatterStep[] = [];
        const path = node.vars.map(pathOf).join(', ');
        const absolute = absolutePaths(f, node.vars);
        if (node.formatters.length === 0) {
          const v = this.path(node.vars[0]!, f);
          tracer.value(source, node.line, node.col, path, steps, v, absolute);
          return toOutput(v);
        }
        return this.guarded(c, node, 'a variable', () => {
          const v = this.formatted(node, c, f, true, steps);
          tracer.value(source, node.line, node.col, path, steps, v, absolute);
          return toOutput(v);
        });
      }
      case 'section':
      case 'predicate':
      case 'if':
      case 'repeated': {
        const what = describe(node)!;
        // The branch is told before its output, so what it outputs follows it.
        const taken = this.branchOf(node, c, f);
        tracer.branch(source, node.line, node.col, what, taken);
        return this.plain(node, c, f, before);
      }
      default:
        return this.plain(node, c, f, before);
    }
  }

  /** Which branch a block will take (its tests have no side effects). */
  private branchOf(node: Node, c: RenderContext, f: Frame): string {
    const alt = (or: OrNode | null): string => {
      for (let o = or; o; o = o.alternative) if (o.predicate === null || this.test(o.predicate, o.args, o, c, f)) return o.predicate === null ? 'or' : `or ${o.predicate}`;
      return 'none';
    };
    switch (node.type) {
      case 'section':
        return isTruthy(this.path(node.path, f, true)) ? 'body' : alt(node.alternative);
      case 'repeated': {
        const a = this.path(node.path, f, true);
        return Array.isArray(a) && a.length ? `${a.length} item${a.length === 1 ? '' : 's'}` : alt(node.alternative);
      }
      case 'predicate':
        return this.test(node.name, node.args, node, c, f) ? 'body' : alt(node.alternative);
      case 'if': {
        let r = isTruthy(this.path(node.vars[0]!, f));
        for (let i = 0; i < node.operators.length; i++) {
          const next = isTruthy(this.path(node.vars[i + 1]!, f));
          r = node.operators[i] === '&&' ? r && next : r || next;
        }
        return r ? 'body' : alt(node.alternative);
      }
      default:
        return 'body';
    }
  }

  private plain(node: Node, c: RenderContext, f: Frame, before: number): string {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'comment':
        return '';
      case 'variable': {
        if (node.formatters.length === 0) return toOutput(this.path(node.vars[0]!, f));
        // The common case ({title|html}): no scope, arguments or position to pass, no closure per run.
        // A profiler or tracer sees each formatter (formatted() reports them); without one, the fast path.
        const chain = this.untold ? this.valueOnlyChain(node) : null;
        if (chain === null) return this.guarded(c, node, 'a variable', () => toOutput(this.untold ? this.formattedPlain(node, c, f, true) : this.formatted(node, c, f, true)));
        let i = -1;
        try {
          let v = this.path(node.vars[0]!, f);
          for (i = 0; i < chain.length; i++) v = chain[i]!.apply(v, NO_ARGS, c, f, undefined);
          return toOutput(v);
        } catch (e) {
          // Reported where the formatter that threw is written, as the general path does.
          c.at = this.pos(i >= 0 && i < chain.length ? node.formatters[i]! : node);
          c.fail(e, 'a variable');
          return '';
        }
      }
      case 'section': {
        const s = new Frame(this.path(node.path, f, true), f);
        if (this.env.tracer) setFramePath(s, localPath(f, node.path));
        return isTruthy(s.node) ? this.block(node.body, c, s) : this.alternative(node.alternative, c, s);
      }
      case 'repeated': {
        const a = this.path(node.path, f, true);
        if (!Array.isArray(a) || a.length === 0) return this.alternative(node.alternative, c, f);
        let o = '';
        for (let i = 0; i < a.length; i++) {
          // The element's frame stands for the platform's array scope too (Frame.list).
          const s = new Frame(a[i], f);
          s.index = i;
          s.list = a;
          if (this.env.tracer) setFramePath(s, joinPath(localPath(f, node.path), [i]));
          o += this.block(node.body, c, s);
          if (node.alternatesWith?.length && i < a.length - 1) o += this.block(node.alternatesWith, c, s);
          if (before + o.length > c.maxOutput) c.overflow();
        }
        return o;
      }
      case 'predicate':
        return this.test(node.name, node.args, node, c, f) ? this.block(node.body, c, f) : this.alternative(node.alternative, c, f);
      case 'if': {
        let r = isTruthy(this.path(node.vars[0]!, f));
        for (let i = 0; i < node.operators.length; i++) {
          const next = isTruthy(this.path(node.vars[i + 1]!, f));
          if (node.operators[i] === '&&') {
            r = r && next;
            if (!r) break;
          } else {
            r = r || next;
            if (r) break;
          }
        }
        return r ? this.block(node.body, c, f) : this.alternative(node.alternative, c, f);
      }
      default:
        return this.rare(node, c, f);
    }
  }

  /**
   * The instructions most templates use seldom or never, apart from plain():
   * V8 compiles a function whole on its first call, so a first render
   * compiles only the cases it needs.
   */
  private rare(node: Node, c: RenderContext, f: Frame): string {
    switch (node.type) {
      case 'bindvar':
        return this.guarded(c, node, '{.var}', () => {
          f.setVar(node.name, this.untold ? this.formattedPlain(node, c, f, false) : this.formatted(node, c, f, false));
          return '';
        });
      case 'ctxvar': {
        const fields: Record<string, unknown> = {};
        for (const [k, p] of node.bindings) Object.defineProperty(fields, k, { value: this.path(p, f), enumerable: true, writable: true, configurable: true });
        f.setVar(node.name, fields);
        return '';
      }
      case 'macro': {
        let fn = this.macros.get(node);
        if (!fn) {
          fn = this.fn(node.body);
          this.macros.set(node, fn);
        }
        f.setMacro(node.name, fn);
        return '';
      }
      case 'include':
        c.at = this.pos(node);
        return c.include(node.name, f, node.args.includes('output'));
      case 'inject':
        c.at = this.pos(node);
        f.setVar(node.name, c.inject(node.path));
        return '';
      case 'eval': {
        let expr = this.expressions.get(node);
        if (expr === undefined) {
          expr = this.env.expressions.compile(node.code);
          this.expressions.set(node, expr as object);
        }
        c.at = this.pos(node);
        return c.evaluate(expr, f);
      }
      default:
        return '';
    }
  }
}

export function interpret(body: Node[], env: InterpretEnv): MacroFn {
  return new Interpreter(env).fn(body);
}
