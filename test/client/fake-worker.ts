/** A stand-in for the browser's Worker in jsdom: records the workers made, what they were sent, and whether they were ended. */
export class FakeWorker {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  ended = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(m: unknown) {
    this.posted.push(m);
  }
  terminate() {
    this.ended = true;
  }
}
