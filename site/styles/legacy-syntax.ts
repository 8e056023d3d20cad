/**
 * Rewrites of the platform's LESS 1.x dialect into what the `less` package
 * accepts, as edits (see source-edits.ts):
 * - selector escapes `(~".a-@{n}") { … }` and `:nth-child((~'@{n}n+@{i}'))`
 *   become plain selector interpolation `.a-@{n}` and `:nth-child(@{n}n+@{i})`
 *   (escapes in values and at-rule preludes already work and are left alone);
 * - a variable as a pseudo-class argument in a selector, `&:nth-child(@i)`
 *   (LESS 1.x read it; LESS 4 stops at the `@`), becomes `:nth-child(@{i})`;
 * - remote imports `@import url(https://…)` get the `(css)` option, so they
 *   stay CSS `@import` rules and the compiler never tries to load them;
 * - the compiler divides on every `/` (math: always, as the platform), but
 *   a top-level `/` of a grid placement or `aspect-ratio` is a separator
 *   (`grid-column: 1 / -1`), so it is kept as written.
 */
import type { SourceEdit } from './source-edits.js';
import { skipString, type ScannedSource } from './source-scan.js';

const ESCAPE = /\(\s*~\s*(["'])((?:\\.|(?!\1)[^\\\n])*)\1\s*\)/g;
const PSEUDO_VARIABLE = /:([a-z-]+)\(\s*@([\w-]+)\s*\)/gi;
const SLASH_PROPERTY = /(?:^|[\s;{])((?:grid-(?:area|row|column|row-start|row-end|column-start|column-end|template|template-rows|template-columns)|grid|aspect-ratio)\s*:)/gi;
const REMOTE_IMPORT = /@import\s*(\([^)]*\)\s*)?(?=(?:url\(\s*)?["']?(?:[a-z][a-z0-9+.-]*:)?\/\/)/gi;

export function legacySyntaxEdits(src: ScannedSource): SourceEdit[] {
  return [...selectorEscapeEdits(src), ...pseudoVariableEdits(src), ...remoteImportEdits(src), ...separatorSlashEdits(src)];
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

function pseudoVariableEdits({ masked }: ScannedSource): SourceEdit[] {
  const edits: SourceEdit[] = [];
  for (const m of masked.matchAll(PSEUDO_VARIABLE)) {
    if (!inSelector(masked, m.index, m.index + m[0].length)) continue;
    edits.push({ start: m.index, end: m.index + m[0].length, text: `:${m[1]}(@{${m[2]}})` });
  }
  return edits;
}

/** Each `/` at parenthesis depth 0 in the value of a grid or aspect-ratio declaration becomes a literal. */
function separatorSlashEdits({ masked }: ScannedSource): SourceEdit[] {
  const edits: SourceEdit[] = [];
  for (const m of masked.matchAll(SLASH_PROPERTY)) {
    let depth = 0;
    for (let i = m.index + m[0].length; i < masked.length; i++) {
      const c = masked[i];
      if (c === '"' || c === "'") i = skipString(masked, i) - 1;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (c === ';' || c === '}' || c === '{') break;
      else if (c === '/' && depth === 0) edits.push({ start: i, end: i + 1, text: ' ~"/" ' });
    }
  }
  return edits;
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
