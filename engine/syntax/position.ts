/** Source positions: offsets are kept while scanning, line:col computed on demand. */
export interface Position {
  line: number;
  column: number;
}

export function lineColumn(source: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** Maps many offsets of one source to positions with one pass over its lines. */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(source: string) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }
  at(offset: number): Position {
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - s[lo]! + 1 };
  }
}
