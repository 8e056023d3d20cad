/**
 * Vitrine service processes (server/main.ts, each its own Node process) on
 * one PostgreSQL database, in a schema of their own that is dropped when
 * the test ends (test/commerce/helpers.ts freshDatabase). Every process is
 * stopped when the test ends, on a failure or a timeout too (SIGTERM, then
 * SIGKILL if it has not exited), and killed if the test process ends
 * first (test/helpers/owned.ts). They run the build in dist/.
 */
import type { Test } from 'tap';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.js';
import { freshDatabase } from '../commerce/helpers.js';
import { builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { until } from './cart-helpers.js';

const MAIN = builtModule('server/main.js');
/** A process started on a busy machine: migrations, the fixture import, the first render. */
const START_WAIT_MS = 120_000;
/** SIGTERM drains within this, else the process is killed. */
const STOP_WAIT_MS = 10_000;

export interface ServiceProcess {
  base: string;
  child: ChildProcess;
  /** What it wrote to stderr, for failure messages. */
  stderr(): string;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
  await exited;
  clearTimeout(killed);
}

/**
 * A database shared by the processes of one test and a starter for them,
 * or undefined (the test planned 0) when PostgreSQL is unreachable.
 * `env` is added to each process's environment.
 */
export async function postgresServices(t: Test, env: Record<string, string>): Promise<((name: string) => Promise<ServiceProcess>) | undefined> {
  const database = await freshDatabase(t, 'postgres');
  if (!database) return undefined;
  // The data folder (uploads) beside an unused SQLite path; one cookie secret, as behind a load balancer.
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-processes-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const shared = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url!,
    VITRINE_DATABASE_SCHEMA: database.schema,
    VITRINE_DATABASE_FILE: join(dir, 'unused.sqlite'),
    VITRINE_COOKIE_SECRET: randomBytes(32).toString('base64url'),
    VITRINE_RENDER_WORKERS: '1',
    VITRINE_LOG_LEVEL: 'warn',
    ...env,
  };
  return async (name: string) => {
    const port = await freePort();
    const child = spawnOwned(process.execPath, [MAIN], { env: { ...shared, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
    t.teardown(() => stop(child));
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const base = `http://127.0.0.1:${port}`;
    const ready = await until(
      () => fetch(`${base}/readyz`).then((r) => r.ok, () => false),
      (ok) => ok || child.exitCode !== null,
      START_WAIT_MS,
    );
    if (!ready) throw new Error(`service process ${name} did not start: ${stderr}`);
    return { base, child, stderr: () => stderr };
  };
}
