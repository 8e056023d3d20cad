/**
 * The production build as an operator runs it: `node dist/server/main.js`
 * with 1 and 2 server processes (VITRINE_PROCESSES). Measures how long each
 * takes from spawn to ready, then the product page under autocannon three
 * ways: rendered for every request (each asks another URL), for a shopper
 * with a cart (the cart's totals read from the store each time, the kept
 * page with their cart pill spliced in), and anonymous (the page cache),
 * these two in alternating one-second rounds;
 * then the shopper, the anonymous visitor and /healthz (the floor the load
 * generator and the host set) at a steady 1,000 requests/s for the latency
 * target (paced-load.ts; autocannon's bursty `overallRate` figure is kept
 * beside it for comparison with earlier runs); last, the shopper once more, the
 * server by then minutes under load (past V8's memory-reducing collection,
 * which the first minute never meets: server/ops/heap-growth.ts). Every
 * process it starts is stopped, also on failure. Needs
 * `npm run build` first (npm run bench does it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { fromRoot } from '../../site/project-root.js';
import { freePort } from '../free-port.js';
import { LATENCY_RUN_S, pacedLoadInChild } from './paced-load.js';

export interface ScaleResult {
  processes: number;
  readyMs: number;
  renderedRps: number;
  renderedP99: number;
  cartRps: number;
  cartP99: number;
  anonymousRps: number;
  /** The shopper with a cart at a steady 1,000 requests/s (paced-load.ts): what was served, and its p50 and p99. */
  cartAt1000Rps: number;
  cartAt1000P50: number;
  cartAt1000P99: number;
  /** The anonymous visitor and /healthz the same way. */
  anonymousAt1000P99: number;
  healthAt1000P99: number;
  /** autocannon's overallRate 1,000 for the shopper (each connection's budget sent in a burst every second). */
  cartAt1000AutocannonP99: number;
  /** The shopper at a steady 1,000 requests/s once more, on a server by then this many seconds under load. */
  sustainedAfterS: number;
  sustainedCartP99: number;
}

/** The demo store's linen apron and one of its variants: what the bench's shopper puts in the cart. */
const APRON = { itemId: '6561f0c202f4100000000001', sku: 'SQ1000' };

/** The cookies of a shopper who has put one apron in the cart (crumb and cart), as a Cookie header. */
async function shopperWithCart(base: string): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const read = await fetch(`${base}/api/commerce/shopping-cart`);
  if (!read.ok) throw new Error(`the bench shopper could not read the cart: ${read.status}`);
  keep(read);
  const crumb = cookies.get('crumb') ?? '';
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const add = await fetch(`${base}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header(), 'x-csrf-token': crumb },
    body: JSON.stringify({ ...APRON, quantity: 1 }),
  });
  if (!add.ok) throw new Error(`the bench shopper could not add to the cart: ${add.status} ${await add.text()}`);
  keep(add);
  return header();
}

const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const READY_TIMEOUT_MS = 60_000;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Starts the build with `processes` server processes and waits until each is listening; the ms that took. */
async function start(processes: number, port: number, dir: string): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [fromRoot('dist', 'server', 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      VITRINE_PROCESSES: String(processes),
      VITRINE_DATABASE_FILE: join(dir, `store-${processes}.sqlite`),
      // One load generator stands for many visitors.
      VITRINE_PAGE_RATE_LIMIT_MAX: '1000000000',
      VITRINE_CART_RATE_LIMIT_MAX: '1000000000',
      VITRINE_LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let listening = 0;
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (listening += (c.match(/Server listening/g) ?? []).length));
  while (listening < processes) {
    if (child.exitCode !== null || performance.now() - started > READY_TIMEOUT_MS) {
      await stop(child);
      throw new Error(`the build with ${processes} process(es) did not start`);
    }
    await sleep(10);
  }
  return { child, readyMs: performance.now() - started };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function scaleBench(productPath: string): Promise<ScaleResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-scale-'));
  const results: ScaleResult[] = [];
  try {
    for (const processes of [1, 2]) {
      const port = await freePort();
      const { child, readyMs } = await start(processes, port, dir);
      const startedAt = performance.now();
      try {
        const url = `http://127.0.0.1:${port}${productPath}`;
        await autocannon({ url, connections: 10, duration: 1 }); // warm-up: compiled templates, JIT
        let n = 0;
        const rendered = await autocannon({
          url,
          connections: 10,
          duration: DURATION_S,
          // Another query string each time: no cached page can answer, every request renders.
          requests: [{ setupRequest: (req) => ({ ...req, path: `${productPath}?r=${n++}` }) }],
        });
        const cookie = await shopperWithCart(`http://127.0.0.1:${port}`);
        // The shopper and the anonymous visitor in alternating one-second rounds: on a shared, noisy
        // host both meet the same load, so their ratio is what one run can compare.
        const cart = { rps: [] as number[], p99: [] as number[] };
        const anonymous = { rps: [] as number[] };
        for (let round = 0; round < DURATION_S; round++) {
          const c = await autocannon({ url, connections: 10, duration: 1, headers: { cookie } });
          cart.rps.push(c.requests.average);
          cart.p99.push(c.latency.p99);
          anonymous.rps.push((await autocannon({ url, connections: 10, duration: 1 })).requests.average);
        }
        const paced = { rate: 1000, durationS: LATENCY_RUN_S, connections: 10 };
        const cartAt1000 = await pacedLoadInChild({ ...paced, url, headers: { cookie } });
        const anonymousAt1000 = await pacedLoadInChild({ ...paced, url });
        const healthAt1000 = await pacedLoadInChild({ ...paced, url: `http://127.0.0.1:${port}/healthz` });
        const autocannonAt1000 = await autocannon({ url, connections: 10, duration: DURATION_S, overallRate: 1000, headers: { cookie } });
        const sustainedAfterS = Math.round((performance.now() - startedAt) / 1000);
        const sustained = await pacedLoadInChild({ ...paced, url, headers: { cookie } });
        results.push({
          processes,
          readyMs,
          renderedRps: rendered.requests.average,
          renderedP99: rendered.latency.p99,
          cartRps: mean(cart.rps),
          cartP99: median(cart.p99),
          anonymousRps: mean(anonymous.rps),
          cartAt1000Rps: cartAt1000.rps,
          cartAt1000P50: cartAt1000.p50,
          cartAt1000P99: cartAt1000.p99,
          anonymousAt1000P99: anonymousAt1000.p99,
          healthAt1000P99: healthAt1000.p99,
          cartAt1000AutocannonP99: autocannonAt1000.latency.p99,
          sustainedAfterS,
          sustainedCartP99: sustained.p99,
        });
      } finally {
        await stop(child);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
