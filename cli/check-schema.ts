/**
 * `vitrine check --schema`: variables the context can never have.
 *
 * The walk models the engine's scopes. The root scope has the schema of the
 * context; `{.section a}` opens a scope with the schema of `a`, and
 * `{.repeated section a}` one with the schema of `a`'s elements (its
 * `{.alternates with}` too). A section's `{.or}` runs in a scope whose value
 * is falsy (it contributes no names); a predicate's or an `{.if}`'s runs in
 * the enclosing scope. Macro bodies run in whatever scope applies them, so
 * they are not checked.
 *
 * The rule: a variable's first segment is looked up in every enclosing scope
 * (a section's path in the current scope only, as the engine does); it is
 * reported when the schema of each of those scopes rules the name out (see
 * schema-model.ts: closed objects, or types without members). Any scope whose
 * schema is unknown stops the check without a report. Each further segment is
 * reported when every schema its parent can have rules it out. Names starting
 * with `@` (locals, `@index`) are not checked; `@` is the current scope's value.
 */
import type { Node, OrNode, TemplateTree, VarPath } from '../engine/index.js';
import { ANY_INDEX, any, type Narrowed, type Schema, SchemaModel } from './schema-model.js';
import type { CheckDiagnostic } from './check-diagnostic.js';

/** One scope: the schema of its value, or `void` for a section's `{.or}` (a falsy value). */
type Scope = { schema: Narrowed } | 'void';

export function checkVariables(tree: TemplateTree, schema: Schema): CheckDiagnostic[] {
  const walker = new Walker(new SchemaModel(schema));
  walker.body(tree.body, [{ schema }]);
  return walker.found;
}

class Walker {
  readonly found: CheckDiagnostic[] = [];

  constructor(private readonly model: SchemaModel) {}

  body(nodes: readonly Node[], scopes: Scope[]): void {
    for (const node of nodes) this.node(node, scopes);
  }

  private node(node: Node, scopes: Scope[]): void {
    switch (node.type) {
      case 'variable':
      case 'bindvar':
      case 'if':
        for (const path of node.vars) this.resolve(path, scopes, false, node, 'Variable');
        if (node.type === 'if') this.branches(node.body, node.alternative, scopes, scopes);
        return;
      case 'ctxvar':
        for (const [, path] of node.bindings) this.resolve(path, scopes, false, node, 'Variable');
        return;
      case 'predicate':
        this.branches(node.body, node.alternative, scopes, scopes);
        return;
      case 'section': {
        const schema = this.resolve(node.path, scopes, true, node, 'Section');
        this.branches(node.body, node.alternative, [...scopes, { schema }], [...scopes, 'void']);
        return;
      }
      case 'repeated': {
        const array = this.resolve(node.path, scopes, true, node, 'Section');
        const inner: Scope[] = [...scopes, { schema: this.model.member(array, ANY_INDEX) }];
        this.body(node.body, inner);
        if (node.alternatesWith) this.body(node.alternatesWith, inner);
        this.branches([], node.alternative, scopes, scopes);
        return;
      }
      default:
        return; // text, comments, macros (scope unknown), include, inject, eval
    }
  }

  private branches(body: readonly Node[], or: OrNode | null, inBody: Scope[], inOr: Scope[]): void {
    this.body(body, inBody);
    for (let alt = or; alt; alt = alt.alternative) this.body(alt.body, inOr);
  }

  /** The schema of `path`'s value (undefined when unknown or impossible), reporting an impossible segment. */
  private resolve(path: VarPath, scopes: Scope[], local: boolean, at: { line: number; col: number }, what: string): Narrowed {
    const first = path[0];
    if (first === undefined) return undefined;
    const innermost = scopes[scopes.length - 1]!;
    let value: Narrowed;
    if (first === '@') value = innermost === 'void' ? undefined : innermost.schema;
    else if (typeof first === 'string' && first.startsWith('@')) return undefined;
    else if (local) {
      if (innermost === 'void' || innermost.schema === undefined) return undefined;
      value = this.model.member(innermost.schema, first);
      if (value === false) return this.report(path, 0, at, what, 'in the current scope');
    } else {
      const candidates: Narrowed[] = [];
      for (let i = scopes.length - 1; i >= 0; i--) {
        const scope = scopes[i]!;
        if (scope === 'void') continue;
        if (scope.schema === undefined) return undefined;
        const m = this.model.member(scope.schema, first);
        if (m !== false) candidates.push(m);
      }
      if (candidates.length === 0) return this.report(path, 0, at, what, 'in any enclosing scope');
      value = any(candidates);
    }
    for (let i = 1; i < path.length && value !== undefined; i++) {
      const next = this.model.member(value, path[i]!);
      if (next === false) return this.report(path, i, at, what, `in '${path.slice(0, i).join('.')}'`);
      value = next;
    }
    return value;
  }

  private report(path: VarPath, index: number, at: { line: number; col: number }, what: string, where: string): undefined {
    this.found.push({
      code: 'VARIABLE_UNKNOWN',
      severity: 'error',
      message: `${what} '${path.join('.')}' can never have a value: the schema allows no '${path[index]}' ${where}`,
      line: at.line,
      column: at.col,
    });
    return undefined;
  }
}
