/**
 * A steady request rate, as a latency target means it: request i is due at
 * start + i / rate, spread evenly over the run, on a pool of keep-alive
 * connections, and its latency counts from when it was due (a request that
 * waited for a free connection waited on the server's account), so a stall
 * shows in the percentiles however it falls (coordinated omission avoided).
 *
 * autocannon's `overallRate` is not this: each connection sends its
 * per-second budget back to back at the start of every second and then
 * idles, so its latencies are those of a saturated server for part of each
 * second, and its correction adds a value per millisecond of each slow
 * response.
 */
import { execFile } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fromRoot } from '../../site/project-root.js';

export interface PacedResult {
  /** Responses per second over the run. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Responses that were not 2xx, and requests that failed. */
  errors: number;
  /** Connections the server closed during the run (each opened again). */
  reconnects: number;
}

/**
 * How long a steady-rate latency run lasts: a minute, 60,000 requests at
 * 1,000/s. Over 5 s, one stall of the shared host (or of the generator) of
 * 50 ms holds up the 50 requests due during it and is the p99 by itself;
 * runs of 2026-11-27 on one machine gave 2.2 to 21 ms for the same page
 * over 5 s, and 3 to 16 ms over 20 s, while 10 s runs in a row between
 * them read 1.7 to 2.9 ms but for one of 32 ms.
 */
export const LATENCY_RUN_S = Number(process.env.BENCH_LATENCY_SECONDS ?? 60);

export interface PacedOptions {
  url: string;
  rate: number;
  durationS: number;
  connections: number;
  headers?: Record<string, string>;
}

/** The q-quantile (0..1) of sorted values, in ms to 0.1. */
const quantile = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;

const HEAD_END = Buffer.from('\r\n\r\n');
/** A connection closed this often without an answer in between gives up (a server that is gone): its requests fail. */
const MAX_RECONNECTS_IN_A_ROW = 20;

/**
 * One keep-alive connection sending a GET at a time. It reads only what it
 * must (the status and Content-Length) and skips the body's bytes: node's
 * HTTP client costs so much per 60 KB page that, on the server's own
 * machine, it and not the server set the latencies.
 */
class Connection {
  private socket!: Socket;
  private closed = false;
  /** Times the server closed this connection (it is opened again for the requests still due). */
  reconnects = 0;
  /** Closes since the last answer. */
  private unanswered = 0;
  private readonly waiting: number[] = [];
  private head: Buffer = Buffer.alloc(0);
  /** Body bytes still to skip; -1 while reading a head. */
  private bodyLeft = -1;
  private status = 0;
  private busy = false;

  constructor(
    port: number,
    host: string,
    private readonly requestBytes: Buffer,
    private readonly done: (due: number, ok: boolean) => void,
  ) {
    this.open(port, host);
  }

  private open(port: number, host: string): void {
    const socket = connect(port, host);
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', () => undefined);
    // The server may close a kept-alive connection: the request it was answering failed, the rest go on a new one.
    socket.on('close', () => {
      if (this.closed) return;
      this.fail();
      this.reconnects++;
      if (++this.unanswered > MAX_RECONNECTS_IN_A_ROW) {
        this.closed = true;
        for (const due of this.waiting.splice(0)) this.done(due, false);
        return;
      }
      this.open(port, host);
      this.next();
    });
  }

  get queued(): number {
    return this.waiting.length + (this.busy ? 1 : 0);
  }

  send(due: number): void {
    if (this.closed) return this.done(due, false);
    this.waiting.push(due);
    if (!this.busy) this.next();
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  private next(): void {
    if (this.waiting.length === 0) return;
    this.busy = true;
    this.socket.write(this.requestBytes);
  }

  private read(chunk: Buffer): void {
    while (chunk.length > 0) {
      if (this.bodyLeft < 0) {
        this.head = this.head.length ? Buffer.concat([this.head, chunk]) : chunk;
        const end = this.head.indexOf(HEAD_END);
        if (end < 0) return;
        const text = this.head.toString('latin1', 0, end);
        this.status = Number(text.slice(9, 12));
        this.bodyLeft = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? 0);
        chunk = this.head.subarray(end + HEAD_END.length);
        this.head = Buffer.alloc(0);
      }
      const taken = Math.min(this.bodyLeft, chunk.length);
      this.bodyLeft -= taken;
      chunk = chunk.subarray(taken);
      if (this.bodyLeft === 0) {
        this.bodyLeft = -1;
        this.busy = false;
        this.unanswered = 0;
        this.done(this.waiting.shift()!, this.status >= 200 && this.status < 300);
        this.next();
      }
    }
  }

  private fail(): void {
    if (this.busy) this.done(this.waiting.shift()!, false);
    this.busy = false;
    this.head = Buffer.alloc(0);
    this.bodyLeft = -1;
  }
}

export async function pacedLoad({ url, rate, durationS, connections, headers = {} }: PacedOptions): Promise<PacedResult> {
  const target = new URL(url);
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, 'Connection: keep-alive', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  const requestBytes = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  const total = Math.round(rate * durationS);
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let finished: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const done = (due: number, ok: boolean) => {
    latencies.push(performance.now() - due);
    if (!ok) errors++;
    if (latencies.length === total) finished();
  };
  const pool = Array.from({ length: connections }, () => new Connection(Number(target.port), target.hostname, requestBytes, done));
  const started = performance.now();
  // Every millisecond (the timers' grain), each request now due goes to the connection with the fewest waiting.
  const tick = setInterval(() => {
    const now = performance.now();
    while (sent < total && started + (sent * 1000) / rate <= now) {
      const due = started + (sent++ * 1000) / rate;
      pool.reduce((a, b) => (b.queued < a.queued ? b : a)).send(due);
    }
    if (sent === total) clearInterval(tick);
  }, 1);
  await allDone;
  const elapsedS = (performance.now() - started) / 1000;
  for (const c of pool) c.close();
  latencies.sort((a, b) => a - b);
  return { rps: Math.round(latencies.length / elapsedS), p50: quantile(latencies, 0.5), p90: quantile(latencies, 0.9), p99: quantile(latencies, 0.99), max: quantile(latencies, 1), errors, reconnects: pool.reduce((n, c) => n + c.reconnects, 0) };
}

/**
 * pacedLoad in a fresh node process (the build in dist/): the bench's own
 * process holds hundreds of MB of heap from what it measured before, and
 * its collections paused the generator, which counted the pauses against
 * the server (a /healthz p99 of 25 ms in the bench against 4 to 12 ms from a
 * fresh process, measured).
 */
export async function pacedLoadInChild(options: PacedOptions): Promise<PacedResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [fromRoot('dist', 'scripts', 'bench', 'paced-load.js'), JSON.stringify(options)], { timeout: (options.durationS + 60) * 1000 });
  return JSON.parse(stdout) as PacedResult;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(await pacedLoad(JSON.parse(process.argv[2]!) as PacedOptions))}\n`);
}
