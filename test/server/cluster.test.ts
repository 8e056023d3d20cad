/**
 * VITRINE_PROCESSES=2: two server processes share the port and one cookie
 * secret (a crumb from one holds at the other); one killed is
 * replaced while the other keeps answering; SIGTERM to the first process
 * stops them all and it exits 0.
 */
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { FIXTURE_TEMPLATES } from './helpers.js';
import { builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { alive, childrenOf, nodeChildrenOf } from '../helpers/processes.js';
import { freePort } from '../../scripts/free-port.js';

t.setTimeout(240_000);
const MAIN = builtModule('server/main.js');

/** The demo store's linen apron (its first variant is SQ1000). */
const APRON = '6561f0c202f4100000000001';

/** One request on a connection of its own (no keep-alive agent); its status and Set-Cookie headers. */
function onNewConnection(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; cookie: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: (res.headers['set-cookie'] ?? []).join('\n') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Polls `check` until it holds or `ms` pass; returns whether it held. */
async function until(check: () => boolean | Promise<boolean>, ms = 120_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

t.test('two processes share the port, a dead one is replaced, SIGTERM stops all', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cluster-'));
  const port = await freePort();
  const primary = spawnOwned(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', VITRINE_PROCESSES: '2', VITRINE_RENDER_WORKERS: '1', VITRINE_TEMPLATES_DIR: FIXTURE_TEMPLATES, VITRINE_DATABASE_FILE: join(dir, 'store.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  primary.stdout!.setEncoding('utf8').on('data', (c: string) => (log += c));
  primary.stderr!.setEncoding('utf8').on('data', (c: string) => (log += c));
  const exited = new Promise<number | null>((resolve) => primary.on('exit', (code) => resolve(code)));
  t.teardown(() => {
    for (const pid of [...childrenOf(primary.pid!), primary.pid!]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });
  const ready = () => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
  const listening = () => (log.match(/Server listening/g) ?? []).length;

  t.ok(await until(() => listening() === 2), 'both processes listen');
  // A crumb one process signed holds at every process (one cookie secret for all, though none is configured):
  // each request on a connection of its own, so the cluster hands them to both processes.
  const read = await onNewConnection(port, 'GET', '/api/commerce/shopping-cart');
  const crumb = /crumb=([^;]+)/.exec(read.cookie)?.[1];
  t.ok(crumb, 'a crumb');
  const added = [];
  let cookie = `crumb=${crumb}`;
  for (let i = 0; i < 6; i++) {
    const res = await onNewConnection(port, 'POST', '/api/commerce/shopping-cart/entries', { cookie, 'x-csrf-token': crumb!, 'content-type': 'application/json' }, JSON.stringify({ itemId: APRON, sku: 'SQ1000', quantity: 1 }));
    added.push(res.status);
    const cart = /CART=([^;]+)/.exec(res.cookie)?.[1];
    if (cart) cookie = `crumb=${crumb}; CART=${cart}`;
  }
  t.same(added, [200, 200, 200, 200, 200, 200], 'every process accepts the crumb');
  const first = nodeChildrenOf(primary.pid!).filter(alive);
  t.equal(first.length, 2, 'two server processes');
  t.ok(await ready(), 'the service is ready');

  process.kill(first[0]!, 'SIGKILL');
  t.ok(await until(() => listening() === 3), 'a replacement listens');
  const now = nodeChildrenOf(primary.pid!).filter(alive);
  t.equal(now.length, 2, 'two server processes again');
  t.notOk(now.includes(first[0]!), 'the killed one is gone');
  t.match(log, 'a server process died; starting another');
  for (let i = 0; i < 10; i++) t.ok(await ready(), `request ${i} answered`);

  primary.kill('SIGTERM');
  t.equal(await exited, 0, 'the first process exits 0');
  t.ok(await until(() => !now.some(alive), 30_000), 'no server process is left');
  t.equal((log.match(/graceful shutdown finished/g) ?? []).length, 2, 'both drained');
});
