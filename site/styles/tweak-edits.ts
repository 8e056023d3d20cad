/**
 * Writes effective tweak values into a stylesheet's source, without adding
 * lines: a color, value or image tweak replaces its variable's value; a font
 * tweak rewrites its mixin's declarations and defines `@MIXIN-PROPERTY`
 * variables right after the mixin's closing brace.
 */
import type { SourceEdit } from './source-edits.js';
import type { FoundTweak } from './tweak-annotations.js';
import type { ResolvedTweak } from './tweak-values.js';

export function tweakEdits(found: FoundTweak, resolved: ResolvedTweak): SourceEdit[] {
  const d = found.declaration;
  if (!d) return [];
  if (d.kind === 'variable') {
    return resolved.css === undefined || resolved.css === d.value ? [] : [{ start: d.start, end: d.end, text: resolved.css }];
  }
  const font = resolved.font;
  if (!font) return [];
  const edits: SourceEdit[] = [];
  const declared = new Set<string>();
  for (const p of d.properties) {
    declared.add(p.name);
    const value = font[p.name];
    if (value !== undefined && value !== p.value) edits.push({ start: p.start, end: p.end, text: value });
  }
  const added = Object.entries(font)
    .filter(([name]) => !declared.has(name))
    .map(([name, value]) => ` ${name}: ${value};`)
    .join('');
  if (added) edits.push({ start: d.close, end: d.close, text: `${added} ` });
  const variables = Object.entries(font)
    .map(([name, value]) => ` @${d.name}-${name}: ${value};`)
    .join('');
  if (variables) edits.push({ start: d.close + 1, end: d.close + 1, text: variables });
  return edits;
}
