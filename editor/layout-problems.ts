/**
 * What a save of a layout would be refused for, checked in the editor
 * before anything is sent: a block's link that could run script
 * (link-rule.ts), and a content block that fails its rule (blocks/). The server checks the same and more
 * (server/editor/pages/block-settings.ts).
 */
import type { PageLayout } from './layout.js';
import { linkProblem } from './link-rule.js';
import { checkContentBlock, isContentBlockKind } from './blocks/index.js';

export function layoutProblems(layout: PageLayout): string[] {
  const out = new Set<string>();
  for (const b of layout.blocks) {
    // The content blocks' rules (editor/blocks/), as the server checks them.
    if (isContentBlockKind(b.kind)) {
      const r = checkContentBlock(b as typeof b & { kind: typeof b.kind });
      if (!r.ok) for (const m of r.messages) out.add(m);
      continue;
    }
    if (b.kind !== 'button') continue;
    const p = linkProblem(String(b.props.link ?? ''));
    if (p) out.add(p);
  }
  return [...out];
}
