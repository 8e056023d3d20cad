/**
 * `apply` and `{.include}` of partials that do not exist: the name is
 * neither a macro defined anywhere in the template nor one of the given
 * partials. (A partial checked on its own may apply its callers' macros;
 * pass those templates' partials or ignore the finding.)
 */
import type { TemplateTree } from '../engine/index.js';
import type { CheckDiagnostic } from './check-diagnostic.js';
import { forEachNode, formattersOf } from './tree-walk.js';

export function checkApplies(tree: TemplateTree, partials: ReadonlySet<string>): CheckDiagnostic[] {
  const macros = new Set<string>();
  forEachNode(tree.body, (node) => {
    if (node.type === 'macro') macros.add(node.name);
  });
  const found: CheckDiagnostic[] = [];
  const use = (name: string | undefined, what: string, at: { line: number; col: number }): void => {
    if (name === undefined || macros.has(name) || partials.has(name)) return;
    found.push({
      code: 'PARTIAL_MISSING',
      severity: 'error',
      message: `${what} '${name}' is neither a macro of this template nor a given partial`,
      line: at.line,
      column: at.col,
    });
  };
  forEachNode(tree.body, (node) => {
    for (const f of formattersOf(node)) if (f.name === 'apply') use(f.args[0], "'apply' of", f);
    if (node.type === 'include') use(node.name, '{.include} of', node);
  });
  return found;
}
