/**
 * Text replacements planned against an original source and applied at once,
 * with a map from positions in the rewritten text back to the original, so a
 * LESS error in rewritten text is reported where the author wrote it.
 */
import { offsetOf, positionOf } from './source-scan.js';

export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

export interface EditedSource {
  original: string;
  text: string;
  /** Maps a 1-based line and column of `text` to the original source. */
  toOriginal(line: number, col: number): { line: number; col: number };
}

/** Applies non-overlapping edits (an overlapping one is dropped). */
export function applyEdits(original: string, edits: readonly SourceEdit[]): EditedSource {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: SourceEdit[] = [];
  let last = 0;
  for (const e of sorted) {
    if (e.start < last) continue;
    kept.push(e);
    last = e.end;
  }
  const parts: string[] = [];
  let from = 0;
  for (const e of kept) {
    parts.push(original.slice(from, e.start), e.text);
    from = e.end;
  }
  parts.push(original.slice(from));
  const text = parts.join('');
  return {
    original,
    text,
    toOriginal(line, col) {
      const offset = offsetOf(text, line, col);
      return positionOf(original, mapBack(kept, offset));
    },
  };
}

function mapBack(edits: readonly SourceEdit[], offset: number): number {
  let delta = 0;
  for (const e of edits) {
    const newStart = e.start + delta;
    if (offset < newStart) break;
    const newEnd = newStart + e.text.length;
    if (offset < newEnd) return e.start;
    delta += e.text.length - (e.end - e.start);
  }
  return offset - delta;
}
