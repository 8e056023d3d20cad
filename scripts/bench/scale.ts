/**
 * The production build as an operator runs it: `node dist/server/main.js`
 * with 1 and 2 server processes (VITRINE_PROCESSES). Measures how long each
 * takes from spawn to ready, then a personal product page (a visitor cookie
 * the page cache cannot share, so every request renders) and the anonymous
 * cached page under autocannon. Every process it starts is stopped, also on
 * failure. Needs `npm run build` first (npm run bench does it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { fromRoot } from '../../server/project-root.js';
import { freePort } from '../free-port.js';

export interface ScaleResult {
  processes: number;
  readyMs: number;
  personalRps: number;
  personalP99: number;
  anonymousRps: number;
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

export async function scaleBench(productPath: string): Promise<ScaleResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-scale-'));
  const results: ScaleResult[] = [];
  try {
    for (const processes of [1, 2]) {
      const port = await freePort();
      const { child, readyMs } = await start(processes, port, dir);
      try {
        const url = `http://127.0.0.1:${port}${productPath}`;
        await autocannon({ url, connections: 10, duration: 1 }); // warm-up: compiled templates, JIT
        const personal = await autocannon({ url, connections: 10, duration: DURATION_S, headers: { cookie: 'bench-visitor=1' } });
        const anonymous = await autocannon({ url, connections: 10, duration: DURATION_S });
        results.push({ processes, readyMs, personalRps: personal.requests.average, personalP99: personal.latency.p99, anonymousRps: anonymous.requests.average });
      } finally {
        await stop(child);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
