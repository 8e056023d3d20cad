/**
 * §3.2 `<squarespace:folder-navigation template="submenu" />`, or inline. Outputs nothing
 * unless the current page is inside a folder or index.
 */
import type { TagCall } from './call.js';
import { tagScope } from './scope.js';

export function folderNavigationTag(call: TagCall): string {
  const folder = call.host.folderNavigation();
  if (!folder) return '';
  const context = tagScope(call.host.root, {
    items: folder.items,
    collection: folder.collection,
    folderActive: true,
  });
  return call.renderTemplateOrBody(context);
}
