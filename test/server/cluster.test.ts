/**
 * VITRINE_PROCESSES=2: two server processes share the port; one killed is
 * replaced while the other keeps answering; SIGTERM to the first process
 * stops them all and it exits 0.
 */
import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { FIXTURE_TEMPLATES } from './helpers.js';
import { alive, childrenOf, nodeChildrenOf } from '../helpers/processes.js';
import { freePort } from '../../scripts/free-port.js';

t.setTimeout(240_000);
const MAIN = fileURLToPath(new URL('../../server/main.ts', import.meta.url));

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
  const primary = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', VITRINE_PROCESSES: '2', VITRINE_SITE: 'off', VITRINE_TEMPLATES_DIR: FIXTURE_TEMPLATES, VITRINE_DATABASE_FILE: join(dir, 'store.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  primary.stdout.setEncoding('utf8').on('data', (c: string) => (log += c));
  primary.stderr.setEncoding('utf8').on('data', (c: string) => (log += c));
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
