/**
 * VITRINE_PROCESSES=2 without Redis: the cluster's first process holds the
 * counters (ops/shared-counters.ts), so one account still gets exactly
 * SIGN_IN_FAILURES_PER_ACCOUNT wrong passwords before the 429, whichever
 * process answers each attempt (each on a connection of its own, so the
 * cluster hands them to both).
 */
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { childrenOf } from '../helpers/processes.js';
import { freePort } from '../../scripts/free-port.js';
import { SIGN_IN_FAILURES_PER_ACCOUNT } from '../../server/session/limits.js';

t.setTimeout(240_000);
const MAIN = builtModule('server/main.js');

/** One request on a connection of its own; its status, Set-Cookie headers and the answering process. */
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

async function until(check: () => boolean | Promise<boolean>, ms = 180_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

t.test('two processes, one sign-in limit', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cluster-limits-'));
  const port = await freePort();
  const primary = spawnOwned(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', VITRINE_PROCESSES: '2', VITRINE_RENDER_WORKERS: '1', VITRINE_TELEMETRY: 'off', VITRINE_DATABASE_FILE: join(dir, 'store.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  primary.stdout!.setEncoding('utf8').on('data', (c: string) => (log += c));
  primary.stderr!.setEncoding('utf8').on('data', (c: string) => (log += c));
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
  t.ok(await until(() => (log.match(/Server listening/g) ?? []).length === 2), 'both processes listen');
  t.match(log, /"counters":"cluster"/, 'the server processes count through the first process');

  const read = await onNewConnection(port, 'GET', '/api/commerce/shopping-cart');
  const crumb = /crumb=([^;]+)/.exec(read.cookie)![1]!;
  const json = { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' };
  const made = await onNewConnection(port, 'POST', '/api/site-users/account', json, JSON.stringify({ email: 'twice@example.com', password: 'cluster-pass-12' }));
  t.equal(made.status, 201);
  const statuses: number[] = [];
  for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT + 1; i++) {
    statuses.push((await onNewConnection(port, 'POST', '/api/site-users/account/session', json, JSON.stringify({ email: 'twice@example.com', password: 'not-the-password' }))).status);
  }
  t.same(statuses, [...Array(SIGN_IN_FAILURES_PER_ACCOUNT).fill(401), 429], `${SIGN_IN_FAILURES_PER_ACCOUNT} failures in all, then 429`);
});
