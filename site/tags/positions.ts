/** Line and column (1-based) of offsets in a source, offset by where the source starts. */
import type { SourcePosition } from './types.js';

export class LineMap {
  private readonly starts: number[] = [0];

  constructor(source: string, private readonly at: SourcePosition = { line: 1, col: 1 }) {
    for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  position(offset: number): SourcePosition {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    const col = offset - this.starts[lo]! + 1;
    return lo === 0 ? { line: this.at.line, col: this.at.col + col - 1 } : { line: this.at.line + lo, col };
  }
}
