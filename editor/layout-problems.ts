/**
 * What a save of a layout would be refused for, checked in the editor
 * before anything is sent: a block's link that could run script
 * (link-rule.ts). The server checks the same and more
 * (server/editor/pages/block-settings.ts).
 */
import type { PageLayout } from './layout.js';
import { linkProblem } from './link-rule.js';

export function layoutProblems(layout: PageLayout): string[] {
  const out = new Set<string>();
  for (const b of layout.blocks) {
    if (b.kind !== 'button') continue;
    const p = linkProblem(String(b.props.link ?? ''));
    if (p) out.add(p);
  }
  return [...out];
}
