/** Visits every node of an instruction tree: bodies, `{.or}` branches and `{.alternates with}`. */
import type { FormatterCall, Node, OrNode, VarPath } from '../engine/index.js';

export type AnyNode = Node | OrNode;

export function forEachNode(body: readonly Node[], visit: (node: AnyNode) => void): void {
  for (const node of body) {
    visit(node);
    for (const child of childBodies(node)) forEachNode(child, visit);
    let or = 'alternative' in node ? node.alternative : null;
    while (or) {
      visit(or);
      forEachNode(or.body, visit);
      or = or.alternative;
    }
  }
}

function childBodies(node: Node): Node[][] {
  switch (node.type) {
    case 'section':
    case 'predicate':
    case 'if':
    case 'macro':
      return [node.body];
    case 'repeated':
      return node.alternatesWith ? [node.body, node.alternatesWith] : [node.body];
    default:
      return [];
  }
}

/** The variable paths a node reads (not `{.eval}` code or predicate arguments). */
export function pathsOf(node: AnyNode): VarPath[] {
  switch (node.type) {
    case 'variable':
    case 'bindvar':
    case 'if':
      return node.vars;
    case 'section':
    case 'repeated':
      return [node.path];
    case 'ctxvar':
      return node.bindings.map(([, path]) => path);
    default:
      return [];
  }
}

export function formattersOf(node: AnyNode): FormatterCall[] {
  return node.type === 'variable' || node.type === 'bindvar' ? node.formatters : [];
}

/** The predicate a node tests, if any: `{.name? ...}` or `{.or name? ...}`. */
export function predicateOf(node: AnyNode): string | null {
  if (node.type === 'predicate') return node.name;
  if (node.type === 'or') return node.predicate;
  return null;
}

export function pathText(path: VarPath): string {
  return path.join('.');
}
