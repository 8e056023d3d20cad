/**
 * The content blocks on the canvas as the site renders them: the live
 * preview (preview-pane.tsx) renders the page with the site's templates;
 * each block's inner markup is taken from that page by its id, so a
 * product grid shows the store's products, prices and marks as shoppers
 * see them. Until the first render (or while a block fails its rule), the
 * block shows its name.
 */
import { createContext, useContext } from 'react';
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';

export const RenderedBlocksContext = createContext<ReadonlyMap<string, string>>(new Map());

/** Each block's rendered content in a page the preview rendered, by block id (scripts taken out). */
export function renderedBlocksOf(html: string): Map<string, string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out = new Map<string, string>();
  for (const block of doc.querySelectorAll('main [data-type="block-field"][id^="page-"] .sqs-block[id^="block-"]')) {
    const content = block.querySelector(':scope > .sqs-block-content');
    if (!content) continue;
    for (const s of content.querySelectorAll('script')) s.remove();
    out.set(block.id.slice('block-'.length), content.innerHTML);
  }
  return out;
}

/** Whether two renders give the same blocks (so the canvas keeps its nodes). */
export const sameBlocks = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/** A block's content as the site rendered it, or its name while it has none. */
export function ThemeRendered({ id, label }: { id: string | undefined; label: string }) {
  const rendered = useContext(RenderedBlocksContext);
  const html = id === undefined ? undefined : rendered.get(id);
  if (html === undefined || html === '') return <p className="vitrine-canvas-pending">{label} · {BLOCK_TEXTS.rendering}</p>;
  // The site's own template output (every owner text escaped by it); the code block never comes here (code-frame.tsx).
  // Inert: its links, buttons and fields are shown, not used (a click selects the block, a link never takes the canvas away).
  return <div className="vitrine-canvas-rendered" inert dangerouslySetInnerHTML={{ __html: html }} />;
}
