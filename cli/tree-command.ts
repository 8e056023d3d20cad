/**
 * `vitrine tree TEMPLATE` prints the instruction tree as JSON;
 * `vitrine stats TEMPLATE` prints counts of instructions by type and of the
 * formatters, predicates and variables used. Both print the template's
 * diagnostics to stderr and exit 1 when it has errors (the tree is printed
 * anyway: it is what the engine renders).
 */
import { Engine, formatDiagnostic, type ParseResult, type TemplateTree } from '../engine/index.js';
import { EXIT_ERRORS, EXIT_OK, readText } from './io.js';
import { forEachNode, formattersOf, pathsOf, pathText, predicateOf } from './tree-walk.js';

export function treeCommand(template: string): number {
  const parsed = parseFile(template);
  process.stdout.write(`${JSON.stringify(parsed.tree, null, 2)}\n`);
  return report(parsed, template);
}

export function statsCommand(template: string): number {
  const parsed = parseFile(template);
  process.stdout.write(`${JSON.stringify({ file: template, ...stats(parsed.tree) }, null, 2)}\n`);
  return report(parsed, template);
}

export interface TemplateStats {
  instructions: Record<string, number>;
  formatters: Record<string, number>;
  predicates: Record<string, number>;
  variables: Record<string, number>;
}

export function stats(tree: TemplateTree): TemplateStats {
  const instructions = new Map<string, number>();
  const formatters = new Map<string, number>();
  const predicates = new Map<string, number>();
  const variables = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string): void => void m.set(k, (m.get(k) ?? 0) + 1);
  forEachNode(tree.body, (node) => {
    bump(instructions, node.type);
    for (const f of formattersOf(node)) bump(formatters, f.name);
    const p = predicateOf(node);
    if (p !== null) bump(predicates, p);
    for (const path of pathsOf(node)) bump(variables, pathText(path));
  });
  return { instructions: sorted(instructions), formatters: sorted(formatters), predicates: sorted(predicates), variables: sorted(variables) };
}

function sorted(m: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function parseFile(template: string): ParseResult {
  return new Engine().parse(readText(template, 'template'), template);
}

function report(parsed: ParseResult, template: string): number {
  for (const d of [...parsed.errors, ...parsed.warnings]) process.stderr.write(`${formatDiagnostic(d, template)}\n`);
  return parsed.errors.length ? EXIT_ERRORS : EXIT_OK;
}
