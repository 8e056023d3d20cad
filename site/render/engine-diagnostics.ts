/**
 * Engine diagnostics -> site diagnostics, with the file each position
 * belongs to: a block partial, a view, or the region of a concatenated
 * layout in which the line falls.
 */
import type { Diagnostic } from '../../engine/index.js';
import type { SiteDiagnostic } from '../diagnostics.js';

export interface SourceMap {
  /**
   * Files concatenated into one source, with the line and column each starts
   * at (1-based). A region whose last line has no newline ends mid-line: the
   * next one starts on that line, at a column past 1.
   */
  parts: { file: string; line: number; col: number }[];
}

/** The map of `sources` concatenated in order. */
export function sourceMapOfTexts(sources: { file: string; text: string }[]): SourceMap {
  const parts: SourceMap['parts'] = [];
  let line = 1;
  let col = 1;
  for (const s of sources) {
    parts.push({ file: s.file, line, col });
    const newlines = s.text.split('\n');
    if (newlines.length > 1) {
      line += newlines.length - 1;
      col = newlines[newlines.length - 1]!.length + 1;
    } else col += s.text.length;
  }
  return { parts };
}

/** The map of a text whose parts start at the given offsets. */
export function sourceMapOf(parts: { file: string; offset: number }[], text: string): SourceMap {
  return sourceMapOfTexts(parts.map((p, i) => ({ file: p.file, text: text.slice(p.offset, parts[i + 1]?.offset ?? text.length) })));
}

/** Where line:col of the concatenated source is: the part holding it (the last one starting at or before it), and the position in that file. */
export function locateInMap(map: SourceMap, line: number, col: number): { file: string; line: number; col: number; index: number } {
  let index = 0;
  for (let i = map.parts.length - 1; i > 0; i--) {
    const p = map.parts[i]!;
    if (p.line < line || (p.line === line && p.col <= col)) {
      index = i;
      break;
    }
  }
  const part = map.parts[index]!;
  if (line === part.line) return { file: part.file, line: 1, col: col - part.col + 1, index };
  return { file: part.file, line: line - part.line + 1, col, index };
}

export function toSiteDiagnostic(d: Diagnostic, file: string, map: SourceMap | null, partialFile: (name: string) => string): SiteDiagnostic {
  // The engine names the template it parsed: only another name is a partial.
  if (d.source !== undefined && d.source !== file) return { code: d.code, severity: d.severity, file: partialFile(d.source), line: d.line, col: d.column, message: d.message };
  if (map && map.parts.length) {
    const at = locateInMap(map, d.line, d.column);
    return { code: d.code, severity: d.severity, file: at.file, line: at.line, col: at.col, message: d.message };
  }
  return { code: d.code, severity: d.severity, file, line: d.line, col: d.column, message: d.message };
}
