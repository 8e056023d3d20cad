/** A one-line progress bar, drawn only when the stream is a terminal. */
const WIDTH = 24;

export class Progress {
  private n = 0;
  private readonly tty: boolean;

  constructor(
    private readonly stream: NodeJS.WriteStream,
    private readonly total: number,
  ) {
    this.tty = stream.isTTY === true;
  }

  tick(label: string): void {
    this.n++;
    if (!this.tty) return;
    const filled = Math.round((this.n / Math.max(1, this.total)) * WIDTH);
    const cols = (this.stream.columns || 80) - WIDTH - 16;
    const text = label.length > cols ? `…${label.slice(-(cols - 1))}` : label;
    this.stream.write(`\r\x1b[K[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${this.n}/${this.total} ${text}`);
  }

  done(): void {
    if (this.tty) this.stream.write('\r\x1b[K');
  }
}
