/** The render worker pool on its own: a full queue, a worker out of memory, closing. */
import t from 'tap';
import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { PoolError, RenderPool } from '../../server/render/pool.js';
import type { RenderTask } from '../../server/render/task.js';
import { failureKind, slowRender } from './helpers.js';

const limits = { maxPartialDepth: 32, maxOutputLength: 0, maxExpressionTokens: 0, maxExpressionStringLength: 0, maxPartialCalls: 0, maxDiagnostics: 1000 };
const task = (source: string, data: unknown = {}, extra: Partial<RenderTask> = {}): RenderTask => ({
  key: source,
  source,
  data,
  maxDepth: 64,
  maxDiagnostics: 10,
  limits,
  ...extra,
});

t.test('a full queue refuses at once with "busy"; the pool then works on', { timeout: 60_000 }, async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 300, maxQueue: 0, memoryMb: 256, cacheEntries: 8 });
  await pool.start();
  t.teardown(() => pool.close());
  const s = slowRender(20);
  const slow = pool.run(task(s.template, s.json, { partials: s.partials }));
  t.equal(await failureKind(pool.run(task('second'))), 'busy');
  t.equal(await failureKind(slow), 'timeout');
  t.match(await pool.run(task('third {x}', { x: 3 })), { ok: true, html: 'third 3' });
});

t.test('a worker that exhausts its heap is stopped and replaced', { timeout: 60_000 }, async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 30_000, maxQueue: 10, memoryMb: 32, cacheEntries: 8 });
  await pool.start();
  t.teardown(() => pool.close());
  // Every item formats a fresh 100 KB string that the output keeps: far past a 32 MiB heap.
  const hog = task('{.repeated section xs}{s|html}{s|htmlattr}{.end}', { s: '<&>'.repeat(30_000), xs: Array(2000).fill(0) });
  const error = await pool.run(hog).then(
    () => null,
    (e: unknown) => e,
  );
  t.type(error, PoolError);
  t.equal((error as PoolError).kind, 'memory');
  t.equal(pool.stats.memoryKills, 1);
  t.match(await pool.run(task('after')), { ok: true, html: 'after' });
});

t.test('close lets queued and running renders finish, then refuses', { timeout: 60_000 }, async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 30_000, maxQueue: 10, memoryMb: 256, cacheEntries: 8 });
  await pool.start();
  const a = pool.run(task('a'));
  const b = pool.run(task('b'));
  const closed = pool.close();
  t.equal(await failureKind(pool.run(task('c'))), 'closed');
  t.match(await a, { html: 'a' });
  t.match(await b, { html: 'b' });
  await closed;
  t.equal(pool.ready, false);
  t.equal(pool.pending, 0);
});

t.test('a pool of no workers is refused when made, not left waiting to start', async (t) => {
  for (const size of [0, -1, 1.5, Number.NaN]) {
    t.throws(() => new RenderPool({ size, timeoutMs: 1000, maxQueue: 0, memoryMb: 64, cacheEntries: 8 }), { name: 'RangeError', message: /at least 1/ }, `size ${size}`);
  }
});

t.test('a render running past the heavy mark makes its client heavy before it ends', { timeout: 60_000 }, async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 2000, maxQueue: 10, memoryMb: 256, cacheEntries: 8, heavyRenderMs: 50 });
  await pool.start();
  t.teardown(() => pool.close());
  const s = slowRender(20); // killed at the timeout
  let ended = false;
  const burner = pool.run(task(s.template, s.json, { partials: s.partials }), 'burner').finally(() => (ended = true));
  t.notOk(pool.isHeavy('burner'), 'not heavy before its render has run long');
  while (!pool.isHeavy('burner') && !ended) await new Promise((r) => setTimeout(r, 5));
  t.notOk(ended, 'the client turned heavy while its render was still running');
  t.notOk(pool.isHeavy('other'), 'another client is not');
  t.equal(await failureKind(burner), 'timeout');
  t.ok(pool.isHeavy('burner'), 'and stays heavy after the render was stopped');
});

t.test('past its render time per minute a client is refused with "budget", its waiting renders too', { timeout: 60_000 }, async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 300, maxQueue: 10, memoryMb: 256, cacheEntries: 8, clientConcurrency: 1, clientMsPerMinute: 100 });
  await pool.start();
  t.teardown(() => pool.close());
  const s = slowRender(20);
  const burner = pool.run(task(s.template, s.json, { partials: s.partials }), 'burner');
  // Waits behind the burner (one render per client at a time), so is refused when the burner has used the budget.
  const queued = pool.run(task('queued'), 'burner');
  t.equal(await failureKind(burner), 'timeout', 'the first render ran (300 ms, past the 100 ms budget)');
  t.equal(await failureKind(queued), 'budget', 'the one queued behind it was refused, not run');
  const refused = await pool.run(task('again'), 'burner').catch((e: unknown) => e as PoolError);
  t.type(refused, PoolError);
  t.equal((refused as PoolError).kind, 'budget');
  // At least 200 ms over the budget, refilled at 100 ms a minute: two minutes or more.
  t.ok((refused as PoolError).retryAfterMs! >= 100_000, `retry after ${(refused as PoolError).retryAfterMs} ms`);
  t.match(await pool.run(task('other {x}', { x: 1 }), 'other'), { ok: true, html: 'other 1' }, 'another client renders');
});

t.test('a full queue refuses the newest render of the client with the most waiting, not a newcomer', { timeout: 60_000 }, async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 300, maxQueue: 3, memoryMb: 256, cacheEntries: 8, clientConcurrency: 1 });
  await pool.start();
  t.teardown(() => pool.close());
  const s = slowRender(20);
  const running = pool.run(task(s.template, s.json, { partials: s.partials }), 'hog');
  const hog = [1, 2, 3].map((i) => pool.run(task(`hog ${i}`), 'hog'));
  const newcomer = pool.run(task('newcomer'), 'newcomer');
  t.equal(await failureKind(hog[2]!), 'busy', "the hog's newest waiting render made room for the newcomer");
  t.equal(await failureKind(pool.run(task('hog 4'), 'hog')), 'busy', 'the hog itself is refused when the queue is full');
  const other = pool.run(task('other'), 'other');
  t.equal(await failureKind(hog[1]!), 'busy', 'another newcomer takes the place of the hog\'s next newest');
  t.equal(await failureKind(pool.run(task('third'), 'third')), 'busy', 'with one waiting render each, a full queue refuses the newcomer');
  t.equal(await failureKind(running), 'timeout');
  t.match(await hog[0]!, { ok: true, html: 'hog 1' });
  t.match(await newcomer, { ok: true, html: 'newcomer' });
  t.match(await other, { ok: true, html: 'other' });
});

t.test('past the heavy mark a render runs at a lower OS priority (Linux), and its worker serves on after', { timeout: 60_000, skip: existsSync('/proc/thread-self') ? false : 'threads have no OS id here' }, async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 60_000, maxQueue: 10, memoryMb: 256, cacheEntries: 8, heavyRenderMs: 20 });
  await pool.start();
  t.teardown(() => pool.close());
  const mainPriority = getPriority();
  const s = slowRender(14); // about 250 ms warm: far past the 20 ms mark, and it ends
  t.match(await pool.run(task(s.template, s.json, { partials: s.partials }), 'long'), { ok: true });
  t.equal(pool.stats.lowered, 1, "the long render's thread was lowered");
  t.equal(getPriority(), mainPriority, 'the main thread kept its priority');
  t.match(await pool.run(task('next {x}', { x: 1 }), 'other'), { ok: true, html: 'next 1' }, 'the next render is served (by the same worker, or a fresh one where the priority cannot be raised again)');
  t.equal(pool.stats.lowered, 1, 'a short render is not lowered');
  // Where the priority could not be raised again the worker was replaced: wait for it (a condition).
  while (pool.readyWorkers < 1 || pool.pending > 0) await new Promise((r) => setTimeout(r, 10));
  const again = pool.run(task('again {x}', { x: 2 }), 'long');
  t.equal(pool.stats.lowered, 2, "the heavy client's next render was lowered as it started, not at the heavy mark");
  t.match(await again, { ok: true, html: 'again 2' });
});

t.test('a worker stopped at the timeout is replaced by a loaded standby, not by one still loading', { timeout: 120_000 }, async (t) => {
  const pool = new RenderPool({ size: 1, timeoutMs: 1000, maxQueue: 10, memoryMb: 256, cacheEntries: 8, standbyWorkers: 1 });
  await pool.start();
  t.teardown(() => pool.close());
  t.same(pool.standbyWorkers, { ready: 0, loading: 0 }, 'no standby before a worker has had to be stopped');
  const s = slowRender(20); // killed at the timeout
  const burner = (n: number) => pool.run(task(`${s.template}${' '.repeat(n)}`, s.json, { partials: s.partials }), 'burner');
  t.equal(await failureKind(burner(0)), 'timeout');
  // The first replacement loads a fresh worker and, from then on, a standby.
  while (pool.standbyWorkers.ready < 1) await new Promise((r) => setTimeout(r, 10));
  t.equal(pool.stats.standbyUsed, 0);
  t.equal(await failureKind(burner(1)), 'timeout');
  t.match(await pool.run(task('hello {x}', { x: 1 }), 'benign'), { ok: true, html: 'hello 1' });
  t.equal(pool.stats.standbyUsed, 1, 'the stopped worker was replaced by the standby');
  t.same(pool.standbyWorkers, { ready: 0, loading: 1 }, 'the render after the stop was answered while the next standby was still loading: it did not wait for a worker to load');
  while (pool.standbyWorkers.ready < 1) await new Promise((r) => setTimeout(r, 10));
  t.equal(pool.readyWorkers, 1, 'the standby is kept outside the pool');
});
