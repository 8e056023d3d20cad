/** Where two outputs first differ: the line, and an excerpt of each around the first differing character. */

/** Characters of each side shown around the first difference. */
export const DIFF_EXCERPT_CHARS = 60;

export interface OutputDiff {
  /** 1-based line of the output. */
  line: number;
  ours: string;
  theirs: string;
}

export function firstDifference(ours: string, theirs: string): OutputDiff | null {
  if (ours === theirs) return null;
  let i = 0;
  while (i < ours.length && i < theirs.length && ours[i] === theirs[i]) i++;
  const line = ours.slice(0, i).split('\n').length;
  const from = Math.max(ours.lastIndexOf('\n', i - 1) + 1, i - DIFF_EXCERPT_CHARS / 2);
  const excerpt = (s: string) => {
    const end = s.indexOf('\n', i);
    const text = s.slice(from, Math.min(end === -1 ? s.length : end, from + DIFF_EXCERPT_CHARS));
    return `${from > 0 && s[from - 1] !== '\n' ? '…' : ''}${text}`;
  };
  return { line, ours: excerpt(ours), theirs: excerpt(theirs) };
}
