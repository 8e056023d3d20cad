// Items 3 and 13 of the hardening issue: pages and /render are rate-limited
// per client, /render answers 405 to other methods, and the render pool
// shares its workers fairly: one client's long renders neither run beyond
// its concurrency limit nor make another client's short render wait.
// (The latency figures are measured in `npm run bench`, not here.)
import t from 'tap';
import { RenderPool } from '../../server/render/pool.js';
import type { RenderTask } from '../../server/render/task.js';
import { slowRender, testServer } from '../server/helpers.js';
import { buildServer } from '../../server/app.js';
import { defaultConfig } from '../../server/config.js';

t.setTimeout(240_000);

const limits = { maxPartialDepth: 32, maxOutputLength: 0, maxExpressionTokens: 0, maxExpressionStringLength: 0, maxPartialCalls: 0, maxDiagnostics: 1000 };
const task = (source: string, data: unknown = {}, partials?: Record<string, string>): RenderTask => ({
  key: source,
  source,
  data,
  maxDepth: 64,
  maxDiagnostics: 10,
  limits,
  ...(partials ? { partials } : {}),
});

/**
 * Two long renders of a hostile client, then a short one of a benign
 * client, all at once; `order` lists them as they finish.
 */
function contest(pool: RenderPool) {
  // About 250 ms warm here: more than ten times the pools' 20 ms marks, so
  // the order holds on a fast machine as on a loaded one.
  const slow = slowRender(14);
  const order: string[] = [];
  const run = (name: string, client: string, tk: RenderTask) => pool.run(tk, client).then((o) => order.push(name) && o);
  const a1 = run('hostile 1', 'hostile', task(slow.template, slow.json, slow.partials));
  const a2 = run('hostile 2', 'hostile', task(`${slow.template} `, slow.json, slow.partials));
  const b = run('benign', 'benign', task('hello {x}', { x: 'there' }));
  return { order, a1, a2, b };
}

t.test('the pool: a short render of another client passes two long ones', async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 60_000, maxQueue: 10, memoryMb: 256, cacheEntries: 8, clientConcurrency: 1, spareWorkers: 1, longRenderMs: 20 });
  await pool.start();
  t.teardown(() => pool.close());
  // The spare loads after start-up: wait for it (a condition, not a time).
  while (pool.readyWorkers < 2) await new Promise((r) => setTimeout(r, 20));
  const { order, a1, a2, b } = contest(pool);
  t.match(await b, { ok: true, html: 'hello there' });
  t.same(order, ['benign'], 'the benign render finished while the hostile ones were still running or waiting');
  await Promise.all([a1, a2]);
  t.same(order, ['benign', 'hostile 1', 'hostile 2'], "the hostile client's second render waited for its first (concurrency 1)");
});

t.test('the pool: a light client goes before a heavy client\'s older render', async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 60_000, maxQueue: 10, memoryMb: 256, cacheEntries: 8, clientConcurrency: 1, heavyRenderMs: 20 });
  await pool.start();
  t.teardown(() => pool.close());
  const { order, a1, a2, b } = contest(pool);
  await Promise.all([a1, a2, b]);
  t.same(order, ['hostile 1', 'benign', 'hostile 2'], 'once its first render ran long, the hostile client waits behind the benign one');
});

t.test('the pool: one slowish render does not keep a client off the spare', async (t) => {
  // A render past the long mark but under the heavy one (a short render on
  // a busy machine) leaves its client light: its next short render still
  // passes two long ones on the spare.
  const pool = new RenderPool({ size: 1, timeoutMs: 60_000, maxQueue: 10, memoryMb: 256, cacheEntries: 8, clientConcurrency: 1, spareWorkers: 1, longRenderMs: 20, heavyRenderMs: 60_000 });
  await pool.start();
  t.teardown(() => pool.close());
  while (pool.readyWorkers < 2) await new Promise((r) => setTimeout(r, 20));
  // About 80 ms warm here (slowRender(10) took 7 to 19 ms, too near the mark).
  const medium = slowRender(13);
  const started = performance.now();
  await pool.run(task(medium.template, medium.json, medium.partials), 'benign');
  t.ok(performance.now() - started >= 20, 'the first benign render ran past the long mark');
  const { order, a1, a2, b } = contest(pool);
  await b;
  t.same(order, ['benign'], 'the benign render finished first');
  await Promise.all([a1, a2]);
});

t.test('/render: 405 with Allow for other methods, 429 past the rate limit', async (t) => {
  const app = await testServer({ renderRateLimit: { max: 2, windowMs: 60_000 } });
  t.teardown(() => app.close());
  const get = await app.inject('/render');
  t.equal(get.statusCode, 405);
  t.equal(get.headers.allow, 'POST');
  t.match(get.json(), { statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
  const post = (ip: string) => app.inject({ method: 'POST', url: '/render', payload: { template: 'x' }, remoteAddress: ip });
  t.equal((await post('192.0.2.1')).statusCode, 200);
  t.equal((await post('192.0.2.1')).statusCode, 200);
  const limited = await post('192.0.2.1');
  t.equal(limited.statusCode, 429);
  t.match(limited.json(), { statusCode: 429, code: 'RATE_LIMITED' });
  t.equal((await post('192.0.2.2')).statusCode, 200, 'another client has its own count');
});

t.test('site pages: 429 past the per-client limit; static files are not counted', async (t) => {
  const config = defaultConfig();
  const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, commerce: null, pageRateLimit: { max: 3, windowMs: 60_000 } });
  t.teardown(() => app.close());
  for (let i = 0; i < 5; i++) t.equal((await app.inject({ url: '/site.css', remoteAddress: '192.0.2.7' })).statusCode, 200, 'the stylesheet is not counted');
  for (let i = 0; i < 3; i++) t.equal((await app.inject({ url: '/', remoteAddress: '192.0.2.7' })).statusCode, 200);
  const limited = await app.inject({ url: '/', remoteAddress: '192.0.2.7' });
  t.equal(limited.statusCode, 429);
  t.ok(limited.headers['retry-after'], 'with Retry-After');
  t.equal((await app.inject({ url: '/', remoteAddress: '192.0.2.8' })).statusCode, 200, 'another visitor is served');
});
