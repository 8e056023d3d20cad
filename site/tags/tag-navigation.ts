/**
 * §3.1 `<squarespace:navigation navigationId="mainNav" template="main-nav" />`, or inline
 * with a body. Context: §5.5 `{items, active, folderActive}` over the page root.
 */
import type { TagCall } from './call.js';
import { tagScope } from './scope.js';
import { emptyByDesign } from '../context/navigation.js';

export function navigationTag(call: TagCall): string {
  const id = (call.attr('navigationId') ?? '').trim();
  const nav = id === '' ? null : call.host.navigation(id);
  if (!nav) call.report('NAVIGATION_UNDECLARED', id);
  else if (nav.items.length === 0 && !emptyByDesign(id)) call.report('NAVIGATION_EMPTY', id);
  const context = tagScope(call.host.root, {
    items: nav?.items ?? [],
    active: false,
    folderActive: nav?.folderActive ?? false,
  });
  return call.renderTemplateOrBody(context);
}
