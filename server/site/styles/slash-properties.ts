/**
 * Properties whose CSS grammar uses `/` as a separator, not a division:
 * `grid-column: 1 / -1`, `grid-area: 1 / 2 / 3`, `aspect-ratio: 16 / 9`.
 * The platform's LESS 1.x dialect computes every division (math 'always'),
 * which turns `1 / -1` into `-1` and a full-width grid cell into a 0 px one.
 * Their values are escaped as strings (`~"1 / -1"`, variables interpolated),
 * so they reach the CSS as written while the rest of a theme keeps 1.x math.
 */
import type { SourceEdit } from './source-edits.js';
import type { ScannedSource } from './source-scan.js';

const SLASH_PROPERTIES = [
  'grid-column',
  'grid-row',
  'grid-area',
  'grid-template',
  'grid-template-areas',
  'grid',
  'aspect-ratio',
  'border-image',
  'border-image-slice',
  'border-image-width',
  'border-image-outset',
];

/** A declaration of one of those properties: its value (no block, string or escape) runs to `;` or `}`. */
const DECLARATION = new RegExp(`(^|[{;\\s])(${SLASH_PROPERTIES.join('|')})(\\s*:\\s*)([^;{}"'~]*\\/[^;{}"'~]*?)(\\s*(?:!important)?\\s*)(?=[;}])`, 'g');

export function slashPropertyEdits({ masked }: ScannedSource): SourceEdit[] {
  const edits: SourceEdit[] = [];
  for (const m of masked.matchAll(DECLARATION)) {
    const value = m[4]!;
    // A value with a function call (calc, repeat, span counts from a mixin) is left to LESS.
    if (value.includes('(')) continue;
    const start = m.index + m[1]!.length + m[2]!.length + m[3]!.length;
    const escaped = value.replace(/@([\w-]+)/g, '@{$1}');
    edits.push({ start, end: start + value.length, text: `~"${escaped}"` });
  }
  return edits;
}
