/**
 * Byte ranges of an asset (RFC 9110 section 14): a video player asks for
 * the part it seeks to. One range only (`bytes=a-b`, `bytes=a-`, `bytes=-n`);
 * several ranges, or another unit, get the whole file, as the RFC allows.
 */

/** The byte range a `Range` header asks of a file of `size` bytes: inclusive start and end; 'unsatisfiable' for a range outside the file; null for the whole file. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // The last n bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Asset types a player reads in ranges. */
export const RANGED_TYPES = /^(video|audio)\//;
