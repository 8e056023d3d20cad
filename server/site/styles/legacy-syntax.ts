/**
 * Rewrites of the platform's LESS 1.x dialect into what the `less` package
 * accepts, as edits (see source-edits.ts):
 * - selector escapes `(~".a-@{n}") { … }` and `:nth-child((~'@{n}n+@{i}'))`
 *   become plain selector interpolation `.a-@{n}` and `:nth-child(@{n}n+@{i})`
 *   (escapes in values and at-rule preludes already work and are left alone);
 * - remote imports `@import url(https://…)` get the `(css)` option, so they
 *   stay CSS `@import` rules and the compiler never tries to load them;
 * - `/` in grid and aspect-ratio values stays a separator (slash-properties.ts).
 */
import type { SourceEdit } from './source-edits.js';
import { slashPropertyEdits } from './slash-properties.js';
import { skipString, type ScannedSource } from './source-scan.js';

const ESCAPE = /\(\s*~\s*(["'])((?:\\.|(?!\1)[^\\\n])*)\1\s*\)/g;
const REMOTE_IMPORT = /@import\s*(\([^)]*\)\s*)?(?=(?:url\(\s*)?["']?(?:[a-z][a-z0-9+.-]*:)?\/\/)/gi;

export function legacySyntaxEdits(src: ScannedSource): SourceEdit[] {
  return [...selectorEscapeEdits(src), ...remoteImportEdits(src), ...slashPropertyEdits(src)];
}

function selectorEscapeEdits({ masked }: ScannedSource): SourceEdit[] {
  const edits: SourceEdit[] = [];
  for (const m of masked.matchAll(ESCAPE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!inSelector(masked, start, end)) continue;
    edits.push({ start, end, text: m[2] ?? '' });
  }
  return edits;
}

/** A selector runs up to a `{`; a value or a mixin call ends at `;` or `}`. */
function inSelector(masked: string, start: number, end: number): boolean {
  let j = end;
  while (j < masked.length) {
    const c = masked[j];
    if (c === '"' || c === "'") {
      j = skipString(masked, j);
      continue;
    }
    if (c === ';' || c === '}') return false;
    if (c === '{') break;
    j++;
  }
  if (j >= masked.length) return false;
  let k = start - 1;
  while (k >= 0 && masked[k] !== '{' && masked[k] !== '}' && masked[k] !== ';') k--;
  const statement = masked.slice(k + 1, start).trimStart();
  return !/^@[a-z]/i.test(statement);
}

function remoteImportEdits({ masked }: ScannedSource): SourceEdit[] {
  const edits: SourceEdit[] = [];
  for (const m of masked.matchAll(REMOTE_IMPORT)) {
    const options = m[1];
    if (options === undefined) {
      const at = m.index + '@import'.length;
      edits.push({ start: at, end: at, text: ' (css)' });
    } else if (!/^\(\s*css\s*\)/i.test(options)) {
      const at = m.index + m[0].indexOf(options);
      edits.push({ start: at, end: at + options.trimEnd().length, text: '(css)' });
    }
  }
  return edits;
}
