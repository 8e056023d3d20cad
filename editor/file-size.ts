/**
 * File sizes (SPEC section 9: "Bytes in an MB 1,000,000; file-size
 * humanisation uses base 1024"). A limit is a number of MB of 1,000,000
 * bytes, and a refusal names it so (megabytes: '10 MB'); a file's own size
 * is humanised in 1024s (fileSize: 10,000,000 bytes read '9.5 MB').
 */

/** Bytes in an MB (SPEC section 9). */
export const BYTES_PER_MB = 1_000_000;

/** A limit in MB of 1,000,000 bytes, as a refusal names it ('10 MB'). */
export const megabytes = (bytes: number): string => `${Number((bytes / BYTES_PER_MB).toFixed(1))} MB`;

/** A file's size for people: bytes, KB, MB or GB in 1024s, with at most one decimal, trailing ".0" dropped. */
const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

export function fileSize(bytes: number): string {
  let n = Math.max(0, bytes);
  let unit = 0;
  while (n >= BASE && unit < UNITS.length - 1) {
    n /= BASE;
    unit++;
  }
  const text = unit === 0 ? String(Math.round(n)) : n.toFixed(1).replace(/\.0$/, '');
  return `${text} ${UNITS[unit]}`;
}
