/**
 * Engine diagnostics -> site diagnostics, with the file each position
 * belongs to: a block partial, a view, or the region of a concatenated
 * layout in which the line falls.
 */
import type { Diagnostic } from '../../engine/index.js';
import type { SiteDiagnostic } from '../diagnostics.js';

export interface SourceMap {
  /** Files concatenated into one source, with the line each starts on (1-based). */
  parts: { file: string; line: number }[];
}

export function sourceMapOf(parts: { file: string; offset: number }[], text: string): SourceMap {
  return {
    parts: parts.map((p) => ({ file: p.file, line: text.slice(0, p.offset).split('\n').length })),
  };
}

export function toSiteDiagnostic(d: Diagnostic, file: string, map: SourceMap | null, partialFile: (name: string) => string): SiteDiagnostic {
  let where = file;
  let line = d.line;
  // The engine names the template it parsed: only another name is a partial.
  if (d.source !== undefined && d.source !== file) where = partialFile(d.source);
  else if (map && map.parts.length) {
    const part = [...map.parts].reverse().find((p) => p.line <= d.line) ?? map.parts[0]!;
    where = part.file;
    line = d.line - part.line + 1;
  }
  return { code: d.code, severity: d.severity, file: where, line, col: d.column, message: d.message };
}
