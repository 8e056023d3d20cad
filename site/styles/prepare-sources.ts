/**
 * Reads the tweak annotations of every stylesheet, resolves their values,
 * and rewrites each source (tweak values, LESS 1.x syntax) for the compiler.
 */
import type { DiagnosticList } from '../diagnostics.js';
import { legacySyntaxEdits } from './legacy-syntax.js';
import { lenientMixinEdits } from './lenient-mixins.js';
import type { CompileEntry } from './less-compile.js';
import { applyEdits, type SourceEdit } from './source-edits.js';
import { scanSource } from './source-scan.js';
import type { StyleSource } from './sources.js';
import { findTweaks } from './tweak-annotations.js';
import { defineTweak } from './tweak-definitions.js';
import { tweakEdits } from './tweak-edits.js';
import { bodyClassOf, resolveTweak } from './tweak-values.js';
import type { TweakDefinition, TweakValue } from './types.js';

export interface PreparedStyles {
  entries: CompileEntry[];
  tweaks: TweakDefinition[];
  tweakValues: Record<string, TweakValue>;
  bodyClasses: string[];
}

export function prepareStyles(sources: readonly StyleSource[], settings: Record<string, TweakValue>, diags: DiagnosticList): PreparedStyles {
  const prepared: PreparedStyles = { entries: [], tweaks: [], tweakValues: {}, bodyClasses: [] };
  const seen = new Set<string>();
  const scannedAll = sources.map((src) => scanSource(src.text));
  const lenient = lenientMixinEdits(scannedAll);
  for (const [i, src] of sources.entries()) {
    const scanned = scannedAll[i]!;
    const edits: SourceEdit[] = [...legacySyntaxEdits(scanned), ...lenient[i]!];
    for (const found of findTweaks(scanned, src.rel, diags)) {
      const def = defineTweak(found, src.rel, diags);
      if (!def) continue;
      const resolved = resolveTweak(def, settings, diags);
      edits.push(...tweakEdits(found, resolved));
      if (seen.has(def.key)) continue;
      seen.add(def.key);
      prepared.tweaks.push(def);
      prepared.tweakValues[def.key] = resolved.value;
      const cls = bodyClassOf(def, resolved.value);
      if (cls !== undefined) prepared.bodyClasses.push(cls);
    }
    prepared.entries.push({ rel: src.rel, abs: src.abs, source: applyEdits(src.text, edits) });
  }
  return prepared;
}
