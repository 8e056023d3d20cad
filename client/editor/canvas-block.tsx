/**
 * A block on the canvas as the site marks it up (site/editor-layout/page-markup.ts):
 * its column of the grid, spanning its columns, and the platform's block
 * classes with its type number, so the site's stylesheet styles it as on
 * the page. The column is Puck's drag handle (inline components).
 */
import type { ReactNode } from 'react';
import { LAYOUT_COLUMNS } from '../../editor/limits.js';

export const spanOf = (n: unknown): number => Math.min(LAYOUT_COLUMNS, Math.max(1, Math.round(Number(n)) || LAYOUT_COLUMNS));

export function CanvasBlock({ span, type, name, dragRef, children }: { span: unknown; type: number; name: string; dragRef: ((el: Element | null) => void) | null; children: ReactNode }) {
  const n = spanOf(span);
  return (
    <div ref={dragRef} className={`col sqs-col-${n} span-${n} vitrine-canvas-cell`} style={{ gridColumn: `span ${n}` }}>
      <div className={`sqs-block ${name}-block sqs-block-${name}`} data-block-type={type}>
        <div className="sqs-block-content">{children}</div>
      </div>
    </div>
  );
}
