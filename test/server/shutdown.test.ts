/**
 * Graceful shutdown on a real listening socket: a request in flight
 * finishes (its render too), readiness turns 503, new connections are
 * refused, then the workers stop.
 */
import t from 'tap';
import { request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { shutdown } from '../../server/ops/shutdown.js';
import { failureKind, slowRender, testServer } from './helpers.js';

function post(port: number, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/render', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function connectError(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 3000 && !condition(); i++) await sleep(10);
  if (!condition()) throw new Error(`timed out waiting until ${what}`);
}

t.test('in-flight requests finish, new connections are refused', { timeout: 120_000 }, async (t) => {
  const app = await testServer({ renderTimeoutMs: 60_000, maxPartialCalls: 0 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const { pool } = app.vitrine.render;

  // About a second of rendering (0.75 s warm on the fast machine of 2026-11-27, where slowRender(13)
  // took 80 ms): longer than the main thread's steps below take on a busy machine, the first /readyz
  // answer included (its serializer is compiled on first use).
  const slow = post(port, slowRender(15));
  await until(() => pool.pending === 1, 'the render is in the pool');

  const closing = shutdown(app, { timeoutMs: 60_000, reason: 'test' });
  t.equal(shutdown(app, { timeoutMs: 1 }), closing, 'a second call joins the first');
  t.equal(app.vitrine.readiness.shuttingDown, true);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  t.equal(ready.statusCode, 503, 'readiness turns 503');

  await until(() => !app.server.listening, 'the listener is closed');
  t.equal(await connectError(port), 'ECONNREFUSED', 'a new connection is refused');
  t.equal(pool.pending, 1, 'while the render is still running');

  const res = await slow;
  t.equal(res.status, 200, 'the in-flight request finished');
  t.same(JSON.parse(res.body), { html: '', errors: [], warnings: [] });
  await closing;
  t.equal(pool.ready, false, 'the workers are stopped');
  t.equal(await failureKind(pool.run({} as never)), 'closed');
});
