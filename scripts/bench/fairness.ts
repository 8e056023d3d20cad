/**
 * /render fairness (issue 14, item 13): a benign client's latency while two
 * hostile clients keep CPU-heavy renders running, with the pool as it was
 * (no per-client limit, no spare worker) and as configured now (one render
 * per client at a time, one spare worker for short renders). Clients are
 * told apart by X-Forwarded-For (a trusted proxy), all on loopback.
 *
 *   node --import tsx scripts/bench/fairness.ts   (also part of npm run bench)
 */
import { pathToFileURL } from 'node:url';
import { buildServer } from '../../server/app.js';
import { defaultConfig, type ServerConfig } from '../../server/config.js';

export interface FairnessResult {
  name: string;
  benign: number;
  p50: number;
  p99: number;
  max: number;
  hostileDone: number;
}

const DURATION_MS = Number(process.env.BENCH_FAIRNESS_MS ?? 8000);
const WORKERS = 2;
/** Renders of about a second each: a partial applying itself three times per level, 13 levels. */
const HOSTILE = (() => {
  let json: Record<string, unknown> = {};
  for (let i = 0; i < 13; i++) json = { child: json };
  return JSON.stringify({ template: '{@|apply slow}', partials: { slow: '{.section child}{@|apply slow}{@|apply slow}{@|apply slow}{.end}' }, json });
})();
const BENIGN = JSON.stringify({ template: '<ul>{.repeated section items}<li>{title|html}</li>{.end}</ul>', json: { items: Array.from({ length: 20 }, (_, i) => ({ title: `Item ${i}` })) } });

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function scenario(name: string, overrides: Partial<ServerConfig>): Promise<FairnessResult> {
  const app = await buildServer({
    ...defaultConfig(),
    logLevel: 'silent',
    site: null,
    renderWorkers: WORKERS,
    trustProxy: true,
    maxPartialCalls: 0,
    renderRateLimit: { max: 1_000_000, windowMs: 60_000 },
    ...overrides,
  }, { pluginTimeoutMs: 120_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Spares load after start-up: measure once every worker is ready.
  const workers = WORKERS + (overrides.renderSpareWorkers ?? 0);
  while (app.vitrine.render.pool.readyWorkers < workers) await new Promise((r) => setTimeout(r, 50));
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/render`;
  const post = (client: string, body: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body }).then(async (r) => {
      await r.arrayBuffer();
      return r.status;
    });
  const end = Date.now() + DURATION_MS;
  let hostileDone = 0;
  // Two hostile clients, each keeping two heavy renders in flight.
  const hostile = ['10.0.0.1', '10.0.0.2'].flatMap((client) =>
    [0, 1].map(async () => {
      while (Date.now() < end) {
        await post(client, HOSTILE);
        hostileDone++;
      }
    }),
  );
  // Let the heavy renders take the workers before the benign client starts.
  await new Promise((r) => setTimeout(r, 200));
  const latencies: number[] = [];
  while (Date.now() < end) {
    const t0 = performance.now();
    const status = await post('10.0.0.9', BENIGN);
    if (status === 200) latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(hostile);
  await app.close();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { name, benign: sorted.length, p50: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)), max: round(sorted.at(-1) ?? NaN), hostileDone };
}

export async function fairnessBench(): Promise<FairnessResult[]> {
  return [
    await scenario('before: no per-client limit, no spare', { renderClientConcurrency: WORKERS, renderSpareWorkers: 0 }),
    await scenario('now: 1 render per client at a time, 1 spare worker, heavy clients last', { renderClientConcurrency: 1, renderSpareWorkers: 1 }),
  ];
}

export function fairnessMarkdown(results: FairnessResult[]): string {
  return `## /render fairness (two hostile clients, one benign)

${WORKERS} render workers. Two hostile clients each keep two renders of about
a second in flight; a benign client sends a small render every 10 ms for
${DURATION_MS / 1000} s. Latency of the benign client's renders:

| pool | benign renders | p50 ms | p99 ms | max ms | hostile renders done |
|---|---:|---:|---:|---:|---:|
${results.map((r) => `| ${r.name} | ${r.benign} | ${r.p50} | ${r.p99} | ${r.max} | ${r.hostileDone} |`).join('\n')}

Target: the benign p99 under 50 ms while the two hostile clients run.
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await fairnessBench();
  console.log(fairnessMarkdown(results));
}
