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

/**
 * Positions for offsets visited mostly in increasing order (the parser's
 * scan): each newline is counted once; a step back restarts from the top.
 */
export class PositionCursor {
  private line = 1;
  private lineStart = 0;
  private offset = 0;
  constructor(private readonly source: string) {}

  lineCol(offset: number): { line: number; col: number } {
    if (offset < this.offset) {
      this.line = 1;
      this.lineStart = 0;
      this.offset = 0;
    }
    const s = this.source;
    for (let i = s.indexOf('\n', this.offset); i !== -1 && i < offset; i = s.indexOf('\n', i + 1)) {
      this.line++;
      this.lineStart = i + 1;
    }
    this.offset = offset;
    return { line: this.line, col: offset - this.lineStart + 1 };
  }
}
