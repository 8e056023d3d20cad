/**
 * Instruction tree -> JavaScript source of a render function. Nothing of the
 * template is ever evaluated as code: text, names and paths enter the source
 * only through JSON.stringify, and plugin functions, argument lists and
 * positions are passed in as constants (K). One function per template body
 * and one per macro; output is built in a local string.
 */
import type { FormatterCall, Node, OrNode, VarPath } from '../syntax/ast.js';
import { readsScope, type Registry } from '../plugins/registry.js';
import type { FormatterDef } from '../plugins/types.js';
import type { SourcePos } from '../runtime/context.js';

export interface ExpressionCompiler {
  /** Compiles `{.eval CODE}` once; the result is passed back to RenderContext.evaluate. */
  compile(code: string): unknown;
}

export interface CodegenEnv {
  registry: Registry;
  expressions: ExpressionCompiler;
  /** Name of the template for positions (a partial's name). */
  source?: string;
}

export interface Generated {
  /** Body of `function (K, R) { ... return main; }`. */
  code: string;
  constants: unknown[];
}

const str = JSON.stringify;

/** Appends the value in t as the language prints it: strings and numbers inline (String(n) is how a number prints), the rest through the runtime. */
const OUTPUT_T = "typeof t === 'string' ? t : typeof t === 'number' ? '' + t : out(t)";

/** Keys a plain JSON object holds as ordinary own data (not array length, JsonNumber fields, __proto__). */
const UNSAFE_KEYS = new Set(['length', 'value', 'lexeme', '__proto__']);
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Each generated function's frame parameter: the scope it was called in. */
const ENTRY_FRAME = 'f0';
/** How many enclosing frames of a generated function a missed key is read in inline before the runtime's lookup takes over. */
const INLINE_PARENT_LEVELS = 3;

function inlineable(seg: string | number): seg is string {
  return typeof seg === 'string' && seg[0] !== '@' && !UNSAFE_KEYS.has(seg);
}

/** A condition that loads `key` of `obj` into t when it is an own, non-function value. */
function read(obj: string, key: string): string {
  return `(t = ${obj}) !== null && typeof t === 'object' && (t = t${access(key)}) !== undefined && typeof t !== 'function'`;
}

/** `key` of the scope's object local `obj` when it holds a non-function value there, else `miss`. */
function ownRead(obj: string, key: string, miss: string): string {
  return `(${obj} !== null && (t = ${obj}${access(key)}) !== undefined && typeof t !== 'function' ? t : ${miss})`;
}

function access(key: string): string {
  return IDENT.test(key) ? `.${key}` : `[${str(key)}]`;
}

/** The truth of `value` (an expression), a text's inline: most values tested are texts (a title, a URL), and a call per test adds up. */
function truth(value: string): string {
  return `(typeof (t = ${value}) === 'string' ? t !== '' : truthy(t))`;
}

/** A local that holds `node` when it is an object, else null: the frame's reads test it once. */
function objectOf(node: string): string {
  return `(t = ${node}) !== null && typeof t === 'object' ? t : null`;
}

/** Tags that print nothing and cannot change what is printed next: literal text waiting to be printed is carried past them. */
const QUIET = new Set<Node['type']>(['comment', 'bindvar', 'ctxvar', 'macro', 'inject']);

/** A formatter whose `apply` declares the value alone reads nothing else and cannot report: no arguments, context or position to pass. */
export function takesValueOnly(def: FormatterDef): boolean {
  return def.simple === true || (def.apply.length <= 1 && !def.needsFrame);
}

export function generate(body: Node[], env: CodegenEnv): Generated {
  const g = new Gen(env);
  const main = g.fn(body);
  return { code: `${g.prologue()}\n${g.functions.join('\n')}\nreturn ${main};`, constants: g.constants };
}

class Gen {
  readonly constants: unknown[] = [];
  readonly functions: string[] = [];
  private readonly constIndex = new Map<unknown, string>();
  /** Frames whose node never changes, and the local holding that node when it is an object (else null). */
  private readonly objects = new Map<string, string>();
  /** A section's or repeated item's frame -> the frame it was pushed on (both locals of one generated function). */
  private readonly parents = new Map<string, string>();
  private uid = 0;
  /** A section's frame -> the local holding its node: the frame itself is made only when something uses it. */
  private readonly nodeLocals = new Map<string, string>();
  /** Frames the generated code passes or writes to (not only reads the node of). */
  private readonly used = new Set<string>();
  /**
   * Predicate calls asked again in the same scope (`{.video?}` three times
   * on an item) share one local holding the answer: frame, name and
   * arguments -> that local, until a tag that may bind variables.
   */
  private answers = new Map<string, string>();
  /** The answer locals of each frame, declared where its scope begins (each item of a list has its own). */
  private answerLocals = new Map<string, string[]>();
  /**
   * Literal text not yet appended to the output. Each append is a string
   * concatenation, the bulk of a render's work: text is joined at compile
   * time with the text next to it, on each path the output can take (the
   * text before a condition goes into each of its branches, the text after
   * it into the end of each), so each run of text a render prints is one
   * append.
   */
  private pending = '';
  /** The current function's keys looked up from its entry frame, and the local holding each answer (entryKey). */
  private entryKeys = new Map<string, string>();

  constructor(private readonly env: CodegenEnv) {}

  prologue(): string {
    const runtime = 'const {Frame, out, truthy, member, name, key, keyPast, nameLocal, escapeHtml, escapeAttr} = R;';
    const consts = this.constants.map((_, i) => `const k${i} = K[${i}];`).join('\n');
    return `"use strict";\n${runtime}\n${consts}`;
  }

  private k(value: unknown): string {
    let id = this.constIndex.get(value);
    if (id === undefined) {
      id = `k${this.constants.length}`;
      this.constants.push(value);
      if (typeof value === 'object' && value !== null) this.constIndex.set(value, id);
    }
    return id;
  }

  private pos(node: { line: number; col: number }): string {
    const p: SourcePos = { line: node.line, column: node.col };
    if (this.env.source !== undefined) p.source = this.env.source;
    return this.k(p);
  }

  /** `f` as a frame object in the generated code (not only its node): a section's frame is then made. */
  private use(f: string): string {
    this.used.add(f);
    return f;
  }

  private id(prefix: string): string {
    return `${prefix}${++this.uid}`;
  }

  /** Emits a function for a body and returns its name. */
  fn(body: Node[]): string {
    const name = this.id('t');
    // Every function's own scope is f0: its answers are its own.
    const answers = this.answers;
    const answerLocals = this.answerLocals;
    const pending = this.pending;
    const entryKeys = this.entryKeys;
    this.answers = new Map();
    this.answerLocals = new Map();
    this.pending = '';
    this.entryKeys = new Map();
    const code = this.block(body, ENTRY_FRAME) + this.flush();
    const memo = [...this.entryKeys.values()].map((m) => `let ${m}, ${m}k = false;\n`).join('');
    this.functions.push(`function ${name}(c, ${ENTRY_FRAME}) {\nlet o = "", t, u;\n${memo}${this.declareAnswers(ENTRY_FRAME)}${code}\nreturn o;\n}`);
    this.answers = answers;
    this.answerLocals = answerLocals;
    this.pending = pending;
    this.entryKeys = entryKeys;
    return name;
  }

  /** `let` of frame f's answer locals (undefined: not asked yet). */
  private declareAnswers(f: string): string {
    const locals = this.answerLocals.get(f);
    return locals === undefined ? '' : `let ${locals.join(', ')};\n`;
  }

  /** A tag that may bind variables in the current scope: answers asked before it are asked again after it. */
  private writes(): void {
    this.answers.clear();
  }

  /** Appends the literal text waiting, if any. */
  private flush(): string {
    if (this.pending === '') return '';
    const code = `o += ${str(this.pending)};\n`;
    this.pending = '';
    return code;
  }

  /** One branch of a condition: the text waiting before the condition, the branch's code, and what it leaves waiting appended. */
  private branch(before: string, code: () => string): string {
    this.pending = before;
    const out = code();
    return out + this.flush();
  }

  /**
   * A body's code; `tail` is literal text printed after it. Text is left
   * waiting (this.pending) for the caller to print; a condition is given
   * the text that follows it, to print at the end of each of its branches.
   */
  private block(body: Node[] | null, f: string, tail = ''): string {
    let out = '';
    const nodes = body ?? [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      if (node.type === 'text') {
        this.pending += node.text;
        continue;
      }
      let after = '';
      if (node.type === 'section' || node.type === 'predicate' || node.type === 'if') {
        let j = i + 1;
        for (; j < nodes.length; j++) {
          const next = nodes[j]!;
          if (next.type === 'text') after += next.text;
          else if (next.type !== 'comment') break;
        }
        if (j === nodes.length) {
          after += tail;
          tail = '';
        }
        i = j - 1;
      } else if (!QUIET.has(node.type)) out += this.flush();
      out += this.node(node, f, after);
    }
    this.pending += tail;
    return out;
  }

  /**
   * A path resolved through the scope chain (`local` = sections: current frame
   * only). Plain string keys read inline, so each site gets its own property
   * cache; anything unusual falls back to the runtime helpers.
   */
  private path(p: VarPath, f: string, local = false): string {
    if (p.length === 1 && p[0] === '@') return this.nodeLocals.get(f) ?? `${f}.node`;
    const first = p[0]!;
    let expr: string;
    const obj = this.objects.get(f);
    if (local) expr = obj !== undefined && inlineable(first) ? ownRead(obj, first, 'undefined') : `nameLocal(${this.use(f)}, ${str(first)})`;
    else if (inlineable(first)) {
      // On a miss the frame's node is not searched again (keyPast).
      expr = obj === undefined ? `(${read(`${f}.node`, first)} ? t : keyPast(${this.use(f)}, ${str(first)}))` : ownRead(obj, first, this.miss(f, first, INLINE_PARENT_LEVELS));
    }
    else expr = `${typeof first === 'number' || first[0] !== '@' ? 'key' : 'name'}(${this.use(f)}, ${str(first)})`;
    for (let i = 1; i < p.length; i++) {
      const seg = p[i]!;
      expr = inlineable(seg) ? `(${read(expr, seg)} ? t : undefined)` : `member(${expr}, ${str(seg)})`;
    }
    return expr;
  }

  /**
   * Where a plain key missed on frame `f`'s node is looked up next, as
   * keyPast does: a frame this function pushed (never a stopping one, and a
   * list has no named members) goes on to its parent, read inline as well
   * when this function pushed it too, so the read of a field of the item
   * inside a section on one of its fields (`{.section title}…{id}`) has its
   * own property cache instead of the runtime's shared one.
   */
  private miss(f: string, key: string, levels: number): string {
    const parent = this.parents.get(f);
    // Past the frames this function pushed: the scopes it was called in.
    if (parent === ENTRY_FRAME) return this.entryKey(key);
    const parentObj = parent === undefined ? undefined : this.objects.get(parent);
    if (levels === 0 || parent === undefined || parentObj === undefined) return `keyPast(${this.use(f)}, ${str(key)})`;
    return ownRead(parentObj, key, this.miss(parent, key, levels - 1));
  }

  /**
   * A plain key looked up from the function's entry frame, looked up once
   * per call of the function: the scopes it was called in do not change
   * while it runs (their nodes are fixed, a repeated section that owns one
   * waits for it), and a key's answer there depends on nothing else. An
   * item's tags asking the page for a name (`{collection.fullUrl}` in a
   * list) then search the page's scopes once, not on every item.
   */
  private entryKey(key: string): string {
    let local = this.entryKeys.get(key);
    if (local === undefined) {
      local = this.id('m');
      this.entryKeys.set(key, local);
    }
    return `(${local}k ? ${local} : (${local}k = true, ${local} = key(${ENTRY_FRAME}, ${str(key)})))`;
  }

  /**
   * `valueIsNode`: the value is the scope's own node (`{@|fmt}`), so the
   * value's scope would look at the node the tag's scope looks at, with the
   * tag's scope as its parent: every lookup through it answers as through
   * the tag's scope, which is passed instead of a new frame per call.
   */
  private formatters(calls: FormatterCall[], f: string, pushScope: boolean, multi: boolean, valueIsNode = false): string {
    let out = '';
    const defs = calls.map((c) => this.env.registry.formatter(c.name));
    const reads = defs.some(readsScope);
    const scope = pushScope && reads && !valueIsNode ? 'vf' : f;
    if (scope === 'vf') out += `const vf = new Frame(v, ${this.use(f)});\n`;
    // A formatter given the tag's own scope, or any that takes arguments and the context, is passed the frame.
    else if (defs.some((d) => d !== undefined && !d.escapes && !takesValueOnly(d))) this.use(f);
    calls.forEach((call, i) => {
      const def = defs[i];
      if (!def) return;
      if (def.escapes) out += `v = typeof v === 'string' ? ${def.escapes === 'html' ? 'escapeHtml' : 'escapeAttr'}(v) : ${this.k(def)}.apply(v);\n`;
      else if (takesValueOnly(def)) out += `v = ${this.k(def)}.apply(v);\n`;
      else out += `c.at = ${this.pos(call)};\nv = ${this.k(def)}.apply(v, ${this.k(call.args)}, c, ${scope}, ${multi ? 'vs' : 'undefined'});\n`;
      if (multi) out += 'vs[0] = v;\n';
    });
    return out;
  }

  private guarded(code: string, node: { line: number; col: number }, what: string): string {
    // c.at holds the tag, then each formatter's position, when a plugin throws.
    return `try {\nc.at = ${this.pos(node)};\n${code}} catch (e) { c.fail(e, ${str(what)}); }\n`;
  }

  private resolveVars(vars: VarPath[], f: string): string {
    let out = `let v = ${this.path(vars[0]!, f)};\n`;
    if (vars.length > 1) out += `const vs = [v, ${vars.slice(1).map((p) => this.path(p, f)).join(', ')}];\n`;
    return out;
  }

  /** A tag's code; `after` is the literal text that follows a condition (block). */
  private node(node: Node, f: string, after: string): string {
    switch (node.type) {
      case 'text':
        this.pending += node.text;
        return '';
      case 'comment':
        return '';
      case 'variable': {
        if (node.formatters.length === 0) return `t = ${this.path(node.vars[0]!, f)};\no += ${OUTPUT_T};\n`;
        const multi = node.vars.length > 1;
        const first = node.vars[0]!;
        const valueIsNode = !multi && first.length === 1 && first[0] === '@';
        const code = this.resolveVars(node.vars, f) + this.formatters(node.formatters, f, true, multi, valueIsNode) + "o += typeof v === 'string' ? v : out(v);\n";
        return this.guarded(`{\n${code}}\n`, node, 'a variable');
      }
      case 'bindvar': {
        this.writes();
        const multi = node.vars.length > 1;
        const code = this.resolveVars(node.vars, f) + this.formatters(node.formatters, f, false, multi) + `${this.use(f)}.setVar(${str(node.name)}, v);\n`;
        return this.guarded(`{\n${code}}\n`, node, '{.var}');
      }
      case 'ctxvar': {
        this.writes();
        const fields = node.bindings.map(([k, p]) => `[${str(k)}]: ${this.path(p, f)}`).join(', ');
        return `${this.use(f)}.setVar(${str(node.name)}, {${fields}});\n`;
      }
      case 'section': {
        const s = this.id('f');
        const obj = this.id('o');
        const n = this.id('n');
        this.objects.set(s, obj);
        this.parents.set(s, f);
        this.nodeLocals.set(s, n);
        const value = this.path(node.path, f, true);
        const before = this.pending;
        const body = this.branch(before, () => this.block(node.body, s, after));
        const alternative = this.branch(before, () => this.alternative(node.alternative, s, after));
        // A section whose scope is only read inline (`{.section title}<h3>{@}</h3>{.end}`) allocates no frame.
        const frame = this.used.has(s) ? `const ${s} = new Frame(${n}, ${this.use(f)});\n` : '';
        return `{\nconst ${n} = ${value};\n${frame}const ${obj} = ${objectOf(n)};\n${this.declareAnswers(s)}if (${truth(n)}) {\n${body}} else {\n${alternative}}\n}\n`;
      }
      case 'repeated': {
        const a = this.id('a');
        const n = this.id('n');
        const i = this.id('i');
        const s = this.id('f');
        const obj = this.id('o');
        this.objects.set(s, obj);
        this.parents.set(s, f);
        const itemBody = this.block(node.body, s) + this.flush();
        const between = node.alternatesWith?.length ? `if (${i} < ${n} - 1) {\n${this.block(node.alternatesWith, s) + this.flush()}}\n` : '';
        return (
          `{\nconst ${a} = ${this.path(node.path, f, true)};\n` +
          `if (Array.isArray(${a}) && ${a}.length !== 0) {\nconst ${n} = ${a}.length;\n` +
          `const ${s} = new Frame(undefined, ${this.use(f)});\n${s}.list = ${a};\n` +
          // One frame for every item, given each item in turn: an item's scope ends with its iteration (nothing keeps a frame past the tag that was given it), and its variables and macros end with it.
          `for (let ${i} = 0; ${i} < ${n}; ${i}++) {\n${s}.node = ${a}[${i}];\n${s}.index = ${i};\n${s}.vars = null;\n${s}.macros = null;\nconst ${obj} = ${objectOf(`${s}.node`)};\n${this.declareAnswers(s)}` +
          `${itemBody}${between}if (o.length > c.maxOutput) c.overflow();\n}\n} else {\n${this.branch('', () => this.alternative(node.alternative, f))}}\n}\n`
        );
      }
      case 'predicate': {
        const before = this.pending;
        const cond = this.test(node.name, node.args, node, f);
        return `if (${cond}) {\n${this.branch(before, () => this.block(node.body, f, after))}} else {\n${this.branch(before, () => this.alternative(node.alternative, f, after))}}\n`;
      }
      case 'if': {
        const before = this.pending;
        const { pre, cond } = this.ifStatement(node, f);
        return `{\n${pre}if (${cond}) {\n${this.branch(before, () => this.block(node.body, f, after))}} else {\n${this.branch(before, () => this.alternative(node.alternative, f, after))}}\n}\n`;
      }
      case 'macro':
        this.writes();
        return `${this.use(f)}.setMacro(${str(node.name)}, ${this.fn(node.body)});\n`;
      case 'include': {
        this.writes();
        const output = node.args.includes('output');
        return `c.at = ${this.pos(node)};\no += c.include(${str(node.name)}, ${this.use(f)}, ${output});\n`;
      }
      case 'inject':
        this.writes();
        return `c.at = ${this.pos(node)};\n${this.use(f)}.setVar(${str(node.name)}, c.inject(${str(node.path)}));\n`;
      case 'eval':
        this.writes();
        return `c.at = ${this.pos(node)};\no += c.evaluate(${this.k(this.env.expressions.compile(node.code))}, ${this.use(f)});\n`;
    }
  }

  /**
   * A predicate call: a function of its own per call site, so that the call
   * into the plugin sees one predicate (not every predicate through
   * RenderContext.test) and its failure is contained where it is called.
   */
  private test(name: string, args: string[], at: { line: number; col: number }, f: string): string {
    const def = this.env.registry.predicate(name);
    if (!def) return 'false';
    const p = this.id('p');
    const d = this.k(def);
    const call = def.prepare ? `${this.k(def.prepare(args))}(c, f)` : `${d}.test(${this.k(args)}, c, f)`;
    this.functions.push(`function ${p}(c, f) {\ntry {\nreturn ${call};\n} catch (e) {\nreturn c.predicateFailed(${d}, e);\n}\n}`);
    // The same predicate and arguments asked before in this scope: its answer, when that call raised no diagnostic (a call that did is made again, to report at its own tag).
    const key = `${f}\u0000${name}\u0000${args.join('\u0000')}`;
    let q = this.answers.get(key);
    if (q === undefined) {
      q = this.id('q');
      this.answers.set(key, q);
      const locals = this.answerLocals.get(f);
      if (locals === undefined) this.answerLocals.set(f, [q]);
      else locals.push(q);
    }
    // The tag's position is set for the call alone: an answer kept calls nothing.
    return `(${q} !== undefined ? ${q} : (c.at = ${this.pos(at)}, u = c.reports, t = ${p}(c, ${this.use(f)}), c.reports === u ? (${q} = t) : t))`;
  }

  /** An `{.or}` chain; `tail` as in block. */
  private alternative(or: OrNode | null, f: string, tail = ''): string {
    if (!or) {
      this.pending += tail;
      return '';
    }
    if (or.predicate === null) return this.block(or.body, f, tail);
    const before = this.pending;
    const cond = this.test(or.predicate, or.args, or, f);
    return `if (${cond}) {\n${this.branch(before, () => this.block(or.body, f, tail))}} else {\n${this.branch(before, () => this.alternative(or.alternative, f, tail))}}\n`;
  }

  /**
   * Left to right, no precedence: each step folds the next term in, and the
   * chain stops as soon as an `||` step is true or an `&&` step is false.
   */
  private ifStatement(node: { vars: VarPath[]; operators: ('&&' | '||')[] }, f: string): { pre: string; cond: string } {
    const first = truth(this.path(node.vars[0]!, f));
    if (node.vars.length === 1) return { pre: '', cond: first };
    const r = this.id('r');
    let steps = '';
    node.operators.forEach((op, i) => {
      steps += `${r} = ${r} ${op} ${truth(this.path(node.vars[i + 1]!, f))};\nif (${op === '&&' ? '!' : ''}${r}) break;\n`;
    });
    return { pre: `let ${r} = ${first};\ndo {\n${steps}} while (false);\n`, cond: r };
  }
}
