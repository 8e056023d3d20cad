/**
 * The islands with every widget's module at hand, for the widget tests:
 * they mount synchronously inside act(). The page's script (entry.ts) loads
 * each widget's module only when the widget is on the page (islands/lazy.ts).
 */
import type { Root } from 'react-dom/client';
import { EAGER_ISLANDS } from './islands/eager.js';
import type { Island } from './islands/island.js';
import { mountWith } from './islands/mount-islands.js';
import { startPage } from './start-page.js';
import { mountPopover as mountPopoverRoot } from './islands/added-popover.js';

export { MOUNTED_ATTR } from './islands/mount-islands.js';

/** Mounts the known islands under `root` once each; returns them. */
export function mountIslands(root: ParentNode = document): Island[] {
  return mountWith((name) => (Object.hasOwn(EAGER_ISLANDS, name) ? EAGER_ISLANDS[name] : undefined), root);
}

/** The added-to-cart popover's own root at the end of the body. */
export function mountPopover(doc: Document = document): Root {
  return mountPopoverRoot(doc);
}

/** Everything a page needs, as entry.ts starts it; resolves with the islands once the cart is known. */
export function start(doc: Document = document): Promise<Island[]> {
  return startPage(doc, { mountIslands, mountPopover });
}
