/**
 * A file size for people (SPEC section 9: file-size humanisation uses base
 * 1024): bytes, KB, MB or GB with at most one decimal, trailing ".0" dropped.
 */
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
