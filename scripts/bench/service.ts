/**
 * The render service under load, on loopback: autocannon against
 * POST /render and a demo store product page, and against a bare Fastify
 * route answering the same prebuilt HTML; then a steady 1,000 requests/s
 * (paced-load.ts, in a process of its own) for the latency target. Bounded
 * in time; stops by itself.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig } from '../../server/config.js';
import { steadyHeapGrowth } from '../../server/ops/heap-growth.js';
import { fromRoot } from '../../site/project-root.js';
import { LATENCY_RUN_S, pacedLoadInChild } from './paced-load.js';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 10;

async function load(name: string, url: string, opts: Partial<autocannon.Options> = {}): Promise<LoadResult> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...opts });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

export async function serviceBench(productPath: string): Promise<{ results: LoadResult[]; rssMb: number }> {
  // One load generator stands for many visitors: the per-client limits (rate, render concurrency) are lifted.
  const config = defaultConfig();
  const app = await buildServer({
    ...config,
    logLevel: 'silent',
    pageRateLimit: { max: 1_000_000_000, windowMs: 60_000 },
    renderRateLimit: { max: 1_000_000_000, windowMs: 60_000 },
    renderClientConcurrency: config.renderWorkers,
    // One load generator stands for many tenants: no render-time budget either.
    renderTenantCpuMsPerMinute: 0,
  });
  // The prebuilt page is answered by a route of the same service (same plugins: request ids,
  // security headers, compression), so the comparison isolates what rendering the page costs.
  let prebuilt = '';
  app.get('/__bench/prebuilt', async (_req, reply) => reply.type('text/html; charset=utf-8').send(prebuilt));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  prebuilt = await (await fetch(base + productPath)).text();

  // And a bare Fastify route, for scale: what the service's plugins cost.
  const bare = Fastify();
  bare.get('/page', async (_req, reply) => reply.type('text/html; charset=utf-8').send(prebuilt));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as { port: number }).port;

  const renderBody = JSON.stringify({
    template: '<ul>{.repeated section items}<li>{title|html} {price|round}</li>{.end}</ul>',
    json: { items: Array.from({ length: 50 }, (_, i) => ({ title: `Item ${i}`, price: i * 1.5 })) },
  });
  const results: LoadResult[] = [];
  try {
    results.push(await load('prebuilt HTML route (in the service)', `${base}/__bench/prebuilt`));
    results.push(await load('prebuilt HTML route (bare Fastify, for scale)', `http://127.0.0.1:${barePort}/page`));
    results.push(await load(`product page ${productPath} (site renderer)`, base + productPath));
    results.push(await load('POST /render (worker pool)', `${base}/render`, { method: 'POST', body: renderBody, headers: { 'content-type': 'application/json' } }));
    // autocannon's overallRate sends each second's budget in a burst, and from this process: a steady
    // rate from another process is what a latency target at 1,000 requests/s means.
    const paced = await pacedLoadInChild({ url: base + productPath, rate: 1000, durationS: LATENCY_RUN_S, connections: CONNECTIONS });
    results.push({ name: 'product page at a steady 1,000 requests/s', rps: paced.rps, p50: paced.p50, p99: paced.p99, errors: paced.errors, non2xx: 0 });
  } finally {
    const rssMb = process.memoryUsage().rss / 2 ** 20;
    await bare.close();
    await app.close();
    // eslint-disable-next-line no-unsafe-finally
    return { results, rssMb };
  }
}

/**
 * serviceBench in a fresh node process (the build in dist/): in the bench's
 * own process the service shared a heap of hundreds of MB left by the
 * benches before it, and its collections showed in the latencies (a p99 of
 * 22.5 ms at 1,000 requests/s there, against 3 ms from a fresh process).
 */
export async function serviceBenchInChild(productPath: string): Promise<{ results: LoadResult[]; rssMb: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, [fromRoot('dist', 'scripts', 'bench', 'service.js'), productPath], { timeout: (DURATION_S * 4 + LATENCY_RUN_S + 120) * 1000 });
  return JSON.parse(stdout) as { results: LoadResult[]; rssMb: number };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  steadyHeapGrowth(); // as server/main.ts does for every server process
  process.stdout.write(`${JSON.stringify(await serviceBench(process.argv[2]!))}\n`);
}
