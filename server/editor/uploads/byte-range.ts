/**
 * A request's `Range: bytes=...` header against a file's size (RFC 9110
 * section 14): the one range it asks for, 'unsatisfiable' when no byte of
 * it is in the file, or null when the header is absent, not of bytes, or
 * asks for several ranges (then the whole file is sent, as the RFC allows).
 * Browsers' audio and video players ask for ranges to seek and to read a
 * file's index at its end.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

export function byteRange(header: string | undefined, size: number): ByteRange {
  if (typeof header !== 'string') return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // The last N bytes.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}
