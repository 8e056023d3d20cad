// Item 10 of the hardening issue: `npm start` forwards SIGTERM to the
// server. A render is in flight when the npm process gets SIGTERM; the
// render still completes, the server logs a finished graceful shutdown and
// exits, and nothing is left listening.
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slowRender } from '../server/helpers.js';
import { alive, descendantsOf } from '../helpers/processes.js';
import { spawnOwned } from '../helpers/owned.js';
import { withoutTapHooks } from '../helpers/env.js';
import { freePort } from '../../scripts/free-port.js';

t.setTimeout(240_000);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

t.test('SIGTERM to npm start drains the server and stops it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-npm-start-'));
  const port = await freePort();
  // Its own process group (spawnOwned), so the teardown can stop whatever is left of it, and so can a tap timeout.
  const npm = spawnOwned('npm', ['start', '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...withoutTapHooks(), PORT: String(port), HOST: '127.0.0.1', VITRINE_DATABASE_FILE: join(dir, 'store.sqlite'), VITRINE_RENDER_WORKERS: '1', VITRINE_LOG_LEVEL: 'info', VITRINE_RENDER_TIMEOUT_MS: '60000', VITRINE_MAX_PARTIAL_CALLS: '0' },
  });
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  let log = '';
  npm.stdout!.setEncoding('utf8').on('data', (c: string) => (log += c));
  npm.stderr!.setEncoding('utf8').on('data', (c: string) => (log += c));
  t.teardown(() => {
    try {
      process.kill(-npm.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  });

  // Listening: the log says so (the site's client bundle is built first).
  const started = Date.now();
  while (!log.includes('Server listening') && Date.now() - started < 180_000 && npm.exitCode === null) await new Promise((r) => setTimeout(r, 100));
  t.match(log, 'Server listening', 'the server started');
  // Every process npm started (the shell, if any, and the server): all must be gone at the end.
  const children = descendantsOf(npm.pid!);
  t.ok(children.length >= 1, 'npm started the server');

  // A render in flight (about 0.25 s warm on the fast machine of 2026-11-27, where slowRender(11)
  // took 9 ms and could end before the signal): the log reports it before the signal is sent.
  const inFlight = fetch(`http://127.0.0.1:${port}/render`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(slowRender(14)) });
  while (!log.includes('"url":"/render"') && Date.now() - started < 200_000) await new Promise((r) => setTimeout(r, 20));
  process.kill(npm.pid!, 'SIGTERM');

  const res = await inFlight;
  t.equal(res.status, 200, 'the request in flight completes');
  t.equal(await exited, 0, 'npm exits with the server, successfully');
  t.match(log, 'graceful shutdown finished', 'the server drained');
  // Helpers of the server (esbuild's service) stop when it has gone: awaited, not assumed.
  const end = Date.now() + 30_000;
  while (children.some(alive) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  t.same(children.filter(alive), [], 'no process npm started is left running');
  t.ok(await refused(port), 'nothing listens on the port any more');
});
